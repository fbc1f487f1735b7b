// The owner's functions for privacy requests (PGlite with the real migrations), on a database
// seeded the way visitors fill it: contact requests with attribution, receipts, an alert, a
// confirmed newsletter subscription, anti-spam records, from two people. Export gives one
// person's data and nothing of the other's; erase leaves no trace of the address in any column
// of any table, and the other person's data as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { rowsNaming, userTables } from './scan.ts';
import { attempt, insertContact, nextIp, type Role, session, setHeaders } from './sql.ts';

const ERASED = 'erin.erase-7f3a@example.net';
const KEPT = 'kai.keep-51c2@example.org';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
  for (const [email, first] of [
    [ERASED, 'Erin'],
    [KEPT, 'Kai'],
  ] as const) {
    await seedVisitor(email, first);
  }
});
afterAll(() => db?.close());

/** What a visitor leaves: two requests (one from a campaign), a newsletter subscription, an alert. */
async function seedVisitor(email: string, firstName: string) {
  const asVisitor = (work: Parameters<typeof db.pg.transaction>[0]) =>
    db.pg.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'anon', true)`);
      await work(tx);
    });
  for (const extra of [{}, { utm_source: 'linkedin', utm_campaign: 'nov-launch', landing_page: '/blog/x' }]) {
    await asVisitor(async (tx) => {
      const stored = await insertContact(
        tx,
        { email, first_name: firstName, ...extra },
        { 'x-forwarded-for': nextIp() },
      );
      expect(stored.ok).toBe(true);
    });
  }
  await asVisitor(async (tx) => {
    await setHeaders(tx, { 'x-forwarded-for': nextIp() });
    await tx.query('select public.subscribe_newsletter($1)', [email.toUpperCase()]);
  });
  await db.pg.query('update public.newsletter_subscribers set confirmed_at = now() where lower(email) = lower($1)', [
    email,
  ]);
  // The first lead's e-mail failed once: the outbox queued an alert that carries the request.
  await db.pg.query(
    `update private.notification_jobs set status = 'sent', sent_at = now(), attempts = 1, chat_posted_at = now()
      where kind = 'contact_notification' and payload -> 'contact' ->> 'email' = $1`,
    [email],
  );
  await db.pg.query(
    `insert into private.notification_jobs (kind, payload)
     select 'lead_alert', jsonb_build_object('job_id', j.id, 'stage', 'retrying', 'attempts', 1, 'max_attempts', 8,
                                             'error', 'Resend answered 429', 'contact', j.payload -> 'contact')
       from private.notification_jobs j where j.kind = 'contact_notification' and j.payload -> 'contact' ->> 'email' = $1
      limit 1`,
    [email],
  );
}

async function call<T>(role: Role, sql: string, params: unknown[] = []) {
  return session(db.pg, role, async (tx) => {
    const outcome = await attempt(tx, sql, params);
    return outcome.ok ? { ok: true as const, value: outcome.rows[0]?.result as T } : outcome;
  });
}
/** A call as the owner's key makes it, committed. */
const asOwner = <T>(sql: string, params: unknown[] = []): Promise<T> =>
  db.pg.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'service_role', true)`);
    return (await tx.query<{ result: T }>(sql, params)).rows[0]!.result;
  });

interface Export {
  address: string;
  contact_requests: Record<string, unknown>[];
  newsletter: Record<string, unknown> | null;
  emails: { kind: string; status: string; content: Record<string, unknown> }[];
  receipt_limit: { last_receipt_queued_at: string } | null;
  anti_spam_records: { action: string }[];
}
const exportOf = (email: string) => asOwner<Export>('select public.owner_export($1) as result', [email]);

describe('the owner functions answer the service_role key only', () => {
  it.each([
    ['owner_contacts', 'select public.owner_contacts(null) as result'],
    ['owner_lead_origins', `select public.owner_lead_origins(now() - interval '1 day') as result`],
    ['owner_export', `select public.owner_export('${KEPT}') as result`],
    ['owner_erase', `select public.owner_erase('${KEPT}') as result`],
  ])('%s: anon and authenticated are refused (42501)', async (_name, sql) => {
    for (const role of ['anon', 'authenticated'] as const) {
      expect(await call(role, sql)).toMatchObject({ ok: false, code: '42501' });
    }
    expect(await call('service_role', sql)).toMatchObject({ ok: true });
  });

  it('refuses what is not an address (22023), so that nothing is matched by accident', async () => {
    for (const given of ['', '   ', 'no-at-sign', '%@%']) {
      expect(await call('service_role', 'select public.owner_erase($1) as result', [given])).toMatchObject(
        given === '%@%' ? { ok: true } : { ok: false, code: '22023' },
      );
    }
  });
});

describe('public.owner_export(email)', () => {
  it('gives everything held about the address: requests with attribution, newsletter, e-mails, limits', async () => {
    const data = await exportOf(`  ${ERASED.toUpperCase()} `);
    expect(data.address).toBe(ERASED);
    expect(data.contact_requests).toHaveLength(2);
    expect(data.contact_requests[1]).toMatchObject({ email: ERASED, utm_source: 'linkedin', landing_page: '/blog/x' });
    expect(data.newsletter).toMatchObject({ email: ERASED.toUpperCase(), subscribed: true });
    expect(Object.keys(data.newsletter!)).not.toContain('confirm_token');
    expect(data.emails.map((e) => e.kind).sort()).toEqual([
      'contact_notification',
      'contact_notification',
      'contact_receipt',
      'lead_alert',
      'newsletter_confirmation',
    ]);
    expect(data.emails.find((e) => e.kind === 'newsletter_confirmation')!.content).not.toHaveProperty('confirm_token');
    expect(data.receipt_limit).not.toBeNull();
    // Each request is counted twice: under its address and under its network (/24 or /48).
    expect(data.anti_spam_records.map((r) => r.action).sort()).toEqual([
      'contact',
      'contact',
      'contact',
      'contact',
      'newsletter',
      'newsletter',
    ]);
  });

  it('says nothing about anyone else', async () => {
    const text = JSON.stringify(await exportOf(ERASED)).toLowerCase();
    expect(text).not.toContain(KEPT);
    expect(text).not.toContain('kai');
  });
});

describe('public.owner_erase(email)', () => {
  it('leaves no trace of the address in any column of any table, keeps a record without it, and touches no one else', async () => {
    const others = await exportOf(KEPT);
    expect(await rowsNaming(db.pg, ERASED)).not.toEqual([]);

    const result = await asOwner<{ erasure_id: number; removed: Record<string, number> }>(
      'select public.owner_erase($1) as result',
      [ERASED.toUpperCase()],
    );
    expect(result.removed).toEqual({
      contact_requests: 2,
      lead_emails: 2,
      receipts: 1,
      lead_alerts: 1,
      newsletter_subscriptions: 1,
      newsletter_confirmations: 1,
      digest_entries: 0,
      receipt_records: 1,
      anti_spam_records: 6,
    });
    expect((await userTables(db.pg)).length).toBeGreaterThan(10);
    expect(await rowsNaming(db.pg, ERASED)).toEqual([]);
    expect(await rowsNaming(db.pg, 'erin')).toEqual([]);
    expect(await exportOf(ERASED)).toMatchObject({ contact_requests: [], newsletter: null, emails: [] });

    const { rows } = await db.pg.query<{ erased_at: Date; removed: unknown; address_hmac: string }>(
      'select erased_at, removed, address_hmac from private.erasures where id = $1',
      [result.erasure_id],
    );
    expect(rows).toEqual([
      { erased_at: expect.any(Date), removed: result.removed, address_hmac: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    // The owner can still tell that the address was erased (tests/db/erasure.test.ts: nobody else can).
    expect(await asOwner('select public.owner_erasures($1) as result', [ERASED])).toEqual([
      { erasure_id: result.erasure_id, erased_at: expect.any(String), removed: result.removed },
    ]);

    const { exported_at: _before, ...before } = others as unknown as Record<string, unknown>;
    const { exported_at: _after, ...after } = (await exportOf(KEPT)) as unknown as Record<string, unknown>;
    expect(after).toEqual(before);
  });
});
