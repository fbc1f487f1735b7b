// The flood limits of issue 52 (supabase/migrations/*_flood_limits.sql) on PGlite with the real
// migrations: a network's daily ceiling on leads, the provider's quota and the CRM's cap at the
// claim (leads first, the owner told once), the human check's gate per client and network, and
// private.human_checks kept small. Time passes by moving the records back (inside a rolled-back
// transaction now() stands still), never by waiting.
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { insertContact, session } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
}, 60_000);
afterAll(() => db?.close());

const asOwner = (tx: Transaction) => tx.query('reset role');
const asVisitor = (tx: Transaction) => tx.query(`select set_config('role', 'anon', true)`);

/** An hour passes for the hourly limits (their records move back an hour). */
async function anHourLater(tx: Transaction) {
  await asOwner(tx);
  await tx.query(`update private.rate_events set created_at = created_at - interval '61 minutes'`);
  await asVisitor(tx);
}

async function jobs(tx: Transaction) {
  await asOwner(tx);
  const rows = (
    await tx.query<{ kind: string; payload: Record<string, unknown> }>(
      'select kind, payload from private.notification_jobs order by id',
    )
  ).rows;
  await asVisitor(tx);
  return rows;
}

/** Claims and completes every job the sender may take now, as one run does; the kinds in order. */
async function drain(tx: Transaction, max = 200): Promise<string[]> {
  await tx.query(`select set_config('role', 'service_role', true)`);
  const taken: string[] = [];
  for (let n = 0; n < max; n++) {
    const [job] = (
      await tx.query<{ id: number; kind: string; lease_token: string }>(
        'select id, kind, lease_token from public.claim_notification_job(60)',
      )
    ).rows;
    if (!job) break;
    await tx.query('select public.begin_notification_attempt($1, $2)', [job.id, job.lease_token]);
    await tx.query('select public.complete_notification_job($1, $2)', [job.id, job.lease_token]);
    taken.push(job.kind);
  }
  await asOwner(tx);
  return taken;
}

describe('a network floods the form with solved checks', () => {
  it('60 verified requests from one /24 over six hours: at most the daily cap e-mailed, the owner told once, another network e-mailed at once', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const outcomes = [];
      for (let hour = 0; hour < 6; hour++) {
        for (let i = 1; i <= 10; i++) {
          outcomes.push(
            await insertContact(
              tx,
              { email: `flood${hour}-${i}@example.com` },
              {
                'x-forwarded-for': `203.0.113.${hour * 10 + i}`,
              },
            ),
          );
        }
        await anHourLater(tx);
      }
      expect(outcomes.every((o) => o.ok)).toBe(true);
      // A real lead from another network, after the flood.
      expect(await insertContact(tx, { email: 'real@example.org' }, { 'x-forwarded-for': '192.0.2.44' })).toMatchObject(
        {
          ok: true,
        },
      );

      const queued = await jobs(tx);
      const leads = queued.filter((j) => j.kind === 'contact_notification');
      expect(leads).toHaveLength(20 + 1);
      expect(leads.at(-1)?.payload).toMatchObject({ contact: { email: 'real@example.org' } });
      const notices = queued.filter((j) => j.kind === 'limit_alert');
      expect(notices).toEqual([
        { kind: 'limit_alert', payload: expect.objectContaining({ reason: 'network', cap: 20 }) },
      ]);
      // The other 40 are kept, in the daily digest, for the owner to release.
      const digest = queued.find((j) => j.kind === 'unverified_digest');
      expect(digest?.payload.count).toBe(40);
      await asOwner(tx);
      const { rows } = await tx.query<{ check_status: string; n: number }>(
        `select check_status, count(*)::int as n from public.contacts group by 1 order by 1`,
      );
      expect(rows).toEqual([
        { check_status: 'unverified', n: 40 },
        { check_status: 'verified', n: 21 },
      ]);

      // The sender takes the notice, then every lead, the real one among them, all within today's quota.
      const taken = await drain(tx);
      expect(taken[0]).toBe('limit_alert');
      expect(taken.filter((k) => k === 'contact_notification')).toHaveLength(21);
    });
  });

  it('within one hour a /24 has 10 requests at most, whatever its addresses (IPv6: per /48)', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const results = [];
      for (let i = 1; i <= 12; i++) results.push(await insertContact(tx, {}, { 'x-forwarded-for': `198.18.7.${i}` }));
      expect(results.slice(0, 10).every((r) => r.ok)).toBe(true);
      expect(results.slice(10)).toEqual([
        expect.objectContaining({ ok: false, code: 'PT429' }),
        expect.objectContaining({ ok: false, code: 'PT429' }),
      ]);
      expect(await insertContact(tx, {}, { 'x-forwarded-for': '198.18.8.1' })).toMatchObject({ ok: true });
    });
  });

  it('the owner is told of at most 5 networks a day', async () => {
    await session(db.pg, 'anon', async (tx) => {
      await asOwner(tx);
      await tx.query('update private.outbox_settings set leads_per_network_per_day = 1');
      await asVisitor(tx);
      for (let net = 1; net <= 7; net++) {
        for (let i = 1; i <= 2; i++) await insertContact(tx, {}, { 'x-forwarded-for': `198.19.${net}.${i}` });
      }
      expect((await jobs(tx)).filter((j) => j.kind === 'limit_alert')).toHaveLength(5);
    });
  });
});

describe("the provider's daily quota at the claim", () => {
  /** Queues jobs straight into the outbox, as the triggers would. */
  async function queue(tx: Transaction, kind: string, n: number, what = kind) {
    await tx.query(
      `insert into private.notification_jobs (kind, payload)
       select $1, jsonb_build_object('n', g, 'what', $2::text) from generate_series(1, $3) g`,
      [kind, what, n],
    );
  }

  it('quota 20, 30 e-mails due: the 12 leads first, then 8 others; the owner alerted once; the rest the next day, in order', async () => {
    await session(db.pg, null, async (tx) => {
      await tx.query('update private.outbox_settings set provider_daily_quota = 20');
      // Older jobs of lower priority first, so only the order of the claim puts leads first.
      await queue(tx, 'contact_receipt', 9);
      await queue(tx, 'newsletter_confirmation', 9);
      await queue(tx, 'contact_notification', 12);

      const today = await drain(tx);
      expect(today.filter((k) => k !== 'limit_alert')).toEqual([
        ...Array(12).fill('contact_notification'),
        ...Array(8).fill('newsletter_confirmation'),
      ]);
      expect(today.filter((k) => k === 'limit_alert')).toHaveLength(1);
      // Later runs that day send nothing more, and tell no one again.
      expect(await drain(tx)).toEqual([]);
      const notice = (
        await tx.query<{ payload: Record<string, unknown> }>(
          `select payload from private.notification_jobs where kind = 'limit_alert'`,
        )
      ).rows;
      expect(notice).toEqual([{ payload: expect.objectContaining({ reason: 'quota', cap: 20, waiting: 10 }) }]);

      // The next day (today's count moves back a day): the rest, in order.
      await tx.query('update private.daily_send_counts set day = day - 1');
      expect(await drain(tx)).toEqual(['newsletter_confirmation', ...Array(9).fill('contact_receipt')]);
    });
  });

  it('the lead webhook and HubSpot are capped the same way, each on its own, and alerts are never held back', async () => {
    await session(db.pg, null, async (tx) => {
      await tx.query('update private.outbox_settings set handoffs_per_day = 3, provider_daily_quota = 1');
      await queue(tx, 'lead_webhook', 5);
      await queue(tx, 'hubspot_lead', 4);
      await queue(tx, 'contact_notification', 2);
      await queue(tx, 'lead_alert', 2);
      const taken = await drain(tx);
      const count = (kind: string) => taken.filter((k) => k === kind).length;
      expect({
        lead_alert: count('lead_alert'),
        contact_notification: count('contact_notification'),
        lead_webhook: count('lead_webhook'),
        hubspot_lead: count('hubspot_lead'),
      }).toEqual({ lead_alert: 2, contact_notification: 1, lead_webhook: 3, hubspot_lead: 3 });
      const notices = (
        await tx.query<{ reason: string; scope: string }>(
          `select payload ->> 'reason' as reason, payload ->> 'scope' as scope
             from private.notification_jobs where kind = 'limit_alert' order by 2`,
        )
      ).rows;
      expect(notices).toEqual([
        { reason: 'quota', scope: 'email' },
        { reason: 'handoffs', scope: 'hubspot_lead' },
        { reason: 'handoffs', scope: 'lead_webhook' },
      ]);
    });
  });

  it("site.yaml's figures reach the settings row through apply_site_limits (service_role only)", async () => {
    await session(db.pg, 'service_role', async (tx) => {
      await tx.query(`select public.apply_site_limits('{"providerDailyQuota": 3000, "leadsPerNetworkPerDay": 7}')`);
      await asOwner(tx);
      const [row] = (
        await tx.query<Record<string, number>>(
          'select provider_daily_quota, leads_per_network_per_day, contacts_per_address_per_hour from private.outbox_settings',
        )
      ).rows;
      expect(row).toEqual({
        provider_daily_quota: 3000,
        leads_per_network_per_day: 7,
        contacts_per_address_per_hour: 5,
      });
      await asVisitor(tx);
      await tx.query('savepoint s');
      await expect(tx.query(`select public.apply_site_limits('{}')`)).rejects.toThrow(/permission denied/);
      await tx.query('rollback to savepoint s');
    });
  });
});

describe('the human check: a gate per client and network, records kept small', () => {
  const gate = async (tx: Transaction, address: string) =>
    (
      await tx.query<{ g: { allowed: boolean; busy?: boolean; limit?: string } }>(
        'select public.human_check_gate($1) as g',
        [address],
      )
    ).rows[0]!.g;

  it('30 an hour per address, 120 per /24; another network is not held back', async () => {
    await session(db.pg, 'service_role', async (tx) => {
      const one = [];
      for (let i = 0; i < 31; i++) one.push(await gate(tx, '203.0.113.9'));
      expect(one.slice(0, 30).every((g) => g.allowed)).toBe(true);
      expect(one[30]).toEqual({ allowed: false, limit: 'address' });
      // 3 more addresses of the /24 use up its 120 (30 + 30 × 3), the next is refused as a network.
      for (let host = 10; host < 13; host++) for (let i = 0; i < 30; i++) await gate(tx, `203.0.113.${host}`);
      expect(await gate(tx, '203.0.113.200')).toEqual({ allowed: false, limit: 'network' });
      expect(await gate(tx, '2001:db8:1::1')).toMatchObject({ allowed: true });
      expect((await gate(tx, '192.0.2.1')).allowed).toBe(true);
    });
  });

  it('is busy past busy_human_checks_per_10_minutes, so the challenge costs more', async () => {
    await session(db.pg, null, async (tx) => {
      await tx.query('update private.outbox_settings set busy_human_checks_per_10_minutes = 5');
      const answers = [];
      for (let i = 1; i <= 7; i++) answers.push(await gate(tx, `192.0.${i}.1`));
      expect(answers.map((a) => a.busy)).toEqual([false, false, false, false, false, true, true]);
    });
  });

  it('a visitor cannot call the gate', async () => {
    await session(db.pg, 'anon', async (tx) => {
      await expect(tx.query(`select public.human_check_gate('192.0.2.1')`)).rejects.toThrow(/permission denied/);
    });
  });

  it('record_human_check removes at most 100 expired rows a call; the housekeeping removes every expired one', async () => {
    await session(db.pg, null, async (tx) => {
      await tx.query(
        `insert into private.human_checks (signature, expires_at)
         select 'expired-solution-' || n, now() - interval '1 minute' from generate_series(1, 5000) n`,
      );
      await tx.query(`select public.record_human_check('fresh-solution-0001', now() + interval '30 minutes')`);
      const count = async () =>
        (await tx.query<{ n: number }>('select count(*)::int as n from private.human_checks')).rows[0]!.n;
      expect(await count()).toBe(5000 - 100 + 1);
      await tx.query('select private.outbox_housekeeping()');
      expect(await count()).toBe(1);
    });
  });
});
