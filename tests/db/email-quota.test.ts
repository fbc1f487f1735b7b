// E-mail within the provider's quota (supabase/migrations/*_email_quota.sql): the caps' defaults
// leave most of a free plan's 100 a day to leads, the quota is a setting beside them, and
// email_quota_status() tells the health check (service_role only) the three side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { attempt, session } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
});
afterAll(() => db?.close());

describe('the e-mail caps and the quota', () => {
  it('default to 20 confirmations + 20 receipts = 40 of a 100-a-day quota', async () => {
    const { rows } = await db.pg.query<Record<string, number>>(
      'select newsletter_confirmations_per_day, contact_receipts_per_day, provider_daily_quota from private.outbox_settings',
    );
    expect(rows).toEqual([
      { newsletter_confirmations_per_day: 20, contact_receipts_per_day: 20, provider_daily_quota: 100 },
    ]);
    const [row] = rows;
    expect(row!.newsletter_confirmations_per_day! + row!.contact_receipts_per_day!).toBeLessThanOrEqual(
      0.4 * row!.provider_daily_quota!,
    );
  });

  it('tells the health check all three, and only it (service_role)', async () => {
    await session(db.pg, 'service_role', async (tx) => {
      await tx.query('update private.outbox_settings set provider_daily_quota = 3000');
      const { rows } = await tx.query<{ status: unknown }>('select public.email_quota_status() as status');
      expect(rows[0]!.status).toEqual({
        provider_daily_quota: 3000,
        newsletter_confirmations_per_day: 20,
        contact_receipts_per_day: 20,
        emails_sent_today: 0,
      });
    });
    for (const role of ['anon', 'authenticated'] as const) {
      await session(db.pg, role, async (tx) => {
        expect(await attempt(tx, 'select public.email_quota_status()')).toMatchObject({ ok: false, code: '42501' });
      });
    }
  });

  it('refuses a quota of nothing', async () => {
    await session(db.pg, null, async (tx) => {
      expect(await attempt(tx, 'update private.outbox_settings set provider_daily_quota = 0')).toMatchObject({
        ok: false,
        constraint: 'outbox_settings_provider_quota',
      });
    });
  });
});
