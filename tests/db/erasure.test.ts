// Erasure as a privacy regulator reads it (PGlite with the real migrations): every stored
// spelling of the inbox is found and erased with its e-mail jobs, a job failing at the same
// moment keeps no copy, and the erasure record cannot be tested against a list of addresses by
// whoever reads the table; it is kept as long as the privacy policy says.
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase, REPO_ROOT } from '../../src/backend/db.ts';
import { rowsNaming } from './scan.ts';
import { attempt, insertContact, nextIp, session } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
});
afterAll(() => db?.close());
beforeEach(() =>
  db.pg.exec(`delete from public.contacts; delete from private.notification_jobs; delete from private.rate_events;
              delete from private.erasures; delete from private.contact_receipt_recipients;
              update private.outbox_settings set erasure_record_retention_months = default;`),
);

/** A visitor's request (its lead job, maybe its receipt), from a fresh network address. */
async function request(email: string, firstName = 'Alice') {
  await db.pg.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'anon', true)`);
    expect((await insertContact(tx, { email, first_name: firstName }, { 'x-forwarded-for': nextIp() })).ok).toBe(true);
  });
}

const asOwner = <T>(sql: string, params: unknown[] = []): Promise<T> =>
  db.pg.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'service_role', true)`);
    return (await tx.query<{ result: T }>(sql, params)).rows[0]!.result;
  });

const SPELLINGS = ['zoyafield@gmail.com', 'Zoya.Field+promo@googlemail.com', 'zoyafield@gmail.com.'];
/** Another person: outside Gmail, dots are part of the address. */
const OTHER = 'zoya.field@example.com';

describe('every spelling of the inbox', () => {
  it('the three spellings are listed before the erasure, then erased with their jobs; another inbox is kept', async () => {
    for (const email of [...SPELLINGS, OTHER]) await request(email);
    const preview = await asOwner<{ spellings: { address: string }[]; contact_requests: number; emails: number }>(
      'select public.owner_erase_preview($1) as result',
      ['ZoyaField@gmail.com'],
    );
    expect([...new Set(preview.spellings.map((s) => s.address))].sort()).toEqual([...SPELLINGS].sort());
    // Three leads, and one receipt: the inbox had one within the day.
    expect(preview).toMatchObject({ contact_requests: 3, emails: 4 });

    const erased = await asOwner<{ spellings: string[]; removed: Record<string, number> }>(
      'select public.owner_erase($1) as result',
      ['zoyafield@gmail.com'],
    );
    expect([...erased.spellings].sort()).toEqual([...SPELLINGS].sort());
    expect(erased.removed).toMatchObject({ contact_requests: 3, lead_emails: 3, receipts: 1, receipt_records: 1 });
    expect(await rowsNaming(db.pg, 'zoyafield')).toEqual([]);
    expect(await rowsNaming(db.pg, 'zoya.field+')).toEqual([]);
    const { rows } = await db.pg.query<{ email: string }>('select email from public.contacts');
    expect(rows).toEqual([{ email: OTHER }]);
  });

  it('export finds the same spellings', async () => {
    for (const email of SPELLINGS) await request(email);
    const held = await asOwner<{ spellings: string[]; contact_requests: unknown[]; emails: unknown[] }>(
      'select public.owner_export($1) as result',
      ['zoya.field@gmail.com'],
    );
    expect([...held.spellings].sort()).toEqual([...SPELLINGS].sort());
    expect(held.contact_requests).toHaveLength(3);
    expect(held.emails).toHaveLength(4);
  });
});

describe("the owner's daily digest of unverified requests", () => {
  /** A request without a solved human check: stored unverified, listed in the day's digest. */
  async function unverified(email: string) {
    await db.pg.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'anon', true)`);
      const stored = await insertContact(tx, { email, human_check: null }, { 'x-forwarded-for': nextIp() });
      expect(stored.ok).toBe(true);
    });
  }
  const digest = async () =>
    (
      await db.pg.query<{ payload: { count: number; requests: { email: string }[] } }>(
        `select payload from private.notification_jobs where kind = 'unverified_digest'`,
      )
    ).rows.map((r) => r.payload);

  it("loses the erased address's entries in every spelling and keeps the others, its count lowered", async () => {
    await unverified(SPELLINGS[0]!);
    await unverified(OTHER);
    await unverified(SPELLINGS[1]!);
    expect(await digest()).toMatchObject([{ count: 3 }]);
    const erased = await asOwner<{ removed: Record<string, number> }>('select public.owner_erase($1) as result', [
      'zoyafield@gmail.com',
    ]);
    expect(erased.removed).toMatchObject({ contact_requests: 2, digest_entries: 2 });
    expect(await digest()).toEqual([
      expect.objectContaining({ count: 1, requests: [expect.objectContaining({ email: OTHER })] }),
    ]);
    expect(await rowsNaming(db.pg, 'zoyafield')).toEqual([]);
    expect(await rowsNaming(db.pg, 'zoya.field+')).toEqual([]);
  });

  it('is deleted when it held nobody else', async () => {
    await unverified(SPELLINGS[2]!);
    expect(await digest()).toHaveLength(1);
    await asOwner('select public.owner_erase($1) as result', ['zoyafield@gmail.com']);
    expect(await digest()).toEqual([]);
    expect(await rowsNaming(db.pg, 'zoyafield')).toEqual([]);
  });
});

describe('a job failing at the moment of the erasure', () => {
  /** The sender's side: claims the next job (the lead) as the service role. */
  const claim = () =>
    asOwner<{ id: number; lease_token: string }>(
      'select to_jsonb(c) as result from public.claim_notification_job(60) c limit 1',
    );

  it('a lead claimed before the erasure and failed after it leaves no alert carrying the request', async () => {
    await request('race@example.com', 'Racer');
    const job = await claim();
    expect(job.id).toEqual(expect.any(Number));
    await asOwner('select public.owner_erase($1) as result', ['race@example.com']);
    const outcome = await asOwner<string>('select public.fail_notification_job($1, $2, $3) as result', [
      job.id,
      job.lease_token,
      'Resend answered 503',
    ]);
    expect(outcome).toBe('lost');
    expect(await rowsNaming(db.pg, 'race@example.com')).toEqual([]);
  });

  it('an alert written while the erasure runs (as a failing job’s commit lands) is deleted by the erasure itself', async () => {
    await request('race@example.com', 'Racer');
    // Stands in for the other transaction: the alert lands between the erasure's first
    // deletion of jobs and its end (native-check.sh runs the real two sessions).
    await db.pg.exec(`
      create function private.test_late_alert() returns trigger language plpgsql as $$
      begin
        insert into private.notification_jobs (kind, payload)
        values ('lead_alert', jsonb_build_object('stage', 'failed', 'contact', to_jsonb(old)));
        return null;
      end $$;
      create trigger test_late_alert after delete on public.contacts for each row execute function private.test_late_alert();`);
    try {
      const erased = await asOwner<{ removed: Record<string, number> }>('select public.owner_erase($1) as result', [
        'RACE@example.com',
      ]);
      expect(erased.removed.lead_alerts).toBe(1);
      expect(await rowsNaming(db.pg, 'race@example.com')).toEqual([]);
    } finally {
      await db.pg.exec('drop trigger test_late_alert on public.contacts; drop function private.test_late_alert();');
    }
  });
});

describe('the erasure record', () => {
  const CANDIDATES = ['victim@example.org', 'someone@example.org', 'ceo@example.org'];

  it('resists a dictionary attack by whoever reads the table: no hash of any candidate matches, and the key is out of reach', async () => {
    await request('victim@example.org', 'Vic');
    await asOwner('select public.owner_erase($1) as result', ['victim@example.org']);
    const records = await asOwner<Record<string, unknown>[]>(
      'select jsonb_agg(to_jsonb(e)) as result from private.erasures e',
    );
    expect(records).toHaveLength(1);
    const stored = JSON.stringify(records);
    const guesses = CANDIDATES.flatMap((address) => [
      createHash('sha256').update(address).digest('hex'),
      ...['', 'salt', 'erasure_record_key'].map((key) => createHmac('sha256', key).update(address).digest('hex')),
    ]);
    for (const guess of guesses) expect(stored).not.toContain(guess);
    expect(stored).not.toContain('victim');
    // The key: neither the table that holds it locally nor the functions that read it answer the API roles.
    for (const sql of [
      'select * from private.local_secrets',
      'select private.erasure_record_key()',
      `select private.erasure_fingerprint('victim@example.org')`,
    ]) {
      const outcome = await session(db.pg, 'service_role', (tx) => attempt(tx, sql));
      expect(outcome, sql).toMatchObject({ ok: false, code: '42501' });
    }
    // The owner's own question still works: the function holds the key, the caller does not.
    const asked = await asOwner<unknown[]>('select public.owner_erasures($1) as result', ['Victim@Example.org.']);
    expect(asked).toHaveLength(1);
    expect(await asOwner<unknown[]>('select public.owner_erasures($1) as result', ['ceo@example.org'])).toEqual([]);
  });

  it('is an HMAC-SHA-256 of the folded address with the Vault secret where Vault exists', async () => {
    await db.pg.exec(`
      create schema if not exists vault;
      create or replace view vault.decrypted_secrets as
        select * from (values ('erasure_record_key', 'a key only the database holds')) s(name, decrypted_secret);`);
    try {
      await request('Vault.User@googlemail.com', 'Val');
      await asOwner('select public.owner_erase($1) as result', ['vaultuser@gmail.com']);
      const { rows } = await db.pg.query<{ address_hmac: string }>('select address_hmac from private.erasures');
      const expected = createHmac('sha256', 'a key only the database holds')
        .update('vaultuser@gmail.com')
        .digest('hex');
      expect(rows).toEqual([{ address_hmac: expected }]);
    } finally {
      await db.pg.exec('drop schema vault cascade');
    }
  });

  it('is kept for the period the privacy policy states (one setting), then deleted by the housekeeping', async () => {
    const policy = fs.readFileSync(path.join(REPO_ROOT, 'content/legal/privacy-policy.md'), 'utf8');
    const stated = /\*\*Records of a deletion:\*\* up to (\d+) months/.exec(policy);
    expect(stated, 'the privacy policy says "**Records of a deletion:** up to N months"').not.toBeNull();
    const { rows } = await db.pg.query<{ months: number }>(
      'select erasure_record_retention_months as months from private.outbox_settings',
    );
    expect(rows).toEqual([{ months: Number(stated![1]) }]);
    const months = rows[0]!.months;
    for (const age of [months + 1, months - 1]) {
      await db.pg.query(
        `insert into private.erasures (erased_at, address_hmac, removed) values (now() - make_interval(months => $1), 'x', '{}')`,
        [age],
      );
    }
    await db.pg.query('select private.outbox_housekeeping()');
    const left = await db.pg.query<{ age: number }>(
      `select (extract(year from age(now(), erased_at)) * 12 + extract(month from age(now(), erased_at)))::int as age from private.erasures`,
    );
    expect(left.rows).toEqual([{ age: months - 1 }]);
  });
});
