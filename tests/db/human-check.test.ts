// The human check as the database decides it (supabase/migrations/*_human_check.sql), on PGlite
// with the real migrations: a visitor's request is a lead only with a solution the human-check
// function recorded, unexpired and unused; anything else is stored unverified, with no e-mail of
// its own and no receipt, and listed in one digest a day. A preview's request queues nothing.
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { attempt, insertContact, session, verifiedCheck } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
});
afterAll(() => db?.close());

interface Queued {
  kind: string;
  payload: { count?: number; requests?: { id: string; name: string; email: string; first_line: string }[] };
  next_attempt_at: string;
}

/** The outbox and the stored requests, as the owner sees them. */
async function outbox(tx: Transaction) {
  await tx.query('reset role');
  const jobs = (
    await tx.query<Queued>('select kind, payload, next_attempt_at::text from private.notification_jobs order by id')
  ).rows;
  const stored = (
    await tx.query<{ email: string; check_status: string; human_check: string | null }>(
      'select email, check_status, human_check from public.contacts order by created_at, email',
    )
  ).rows;
  return { jobs, stored, kinds: jobs.map((j) => j.kind) };
}

// Each visitor in a network of its own (the limits hold per /24 too).
const visitor = (n: number) => ({ 'x-forwarded-for': `203.0.${n}.113` });

describe('a visitor request and its human check', () => {
  it('with a verified, unused solution: stored verified, the lead e-mail and the receipt are queued', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const check = await verifiedCheck(tx);
      expect(await insertContact(tx, { human_check: check }, visitor(1))).toMatchObject({ ok: true });
      const { stored, kinds } = await outbox(tx);
      expect(stored).toEqual([{ email: 'ada@example.com', check_status: 'verified', human_check: null }]);
      expect(kinds).toEqual(['contact_notification', 'contact_receipt']);
    });
  });

  it('without a solution: stored unverified, no lead e-mail, no receipt, one digest due at the end of the day', async () => {
    await session(db.pg, 'anon', async (tx) => {
      expect(await insertContact(tx, { human_check: null }, visitor(2))).toMatchObject({ ok: true });
      const { stored, jobs } = await outbox(tx);
      expect(stored.map((s) => s.check_status)).toEqual(['unverified']);
      expect(jobs.map((j) => j.kind)).toEqual(['unverified_digest']);
      const { rows } = await tx.query<{ due: boolean }>(
        `select next_attempt_at = (private.utc_today() + 1)::timestamp at time zone 'UTC' as due from private.notification_jobs`,
      );
      expect(rows[0]?.due).toBe(true);
    });
  });

  it('with a signature nobody recorded: unverified', async () => {
    await session(db.pg, 'anon', async (tx) => {
      expect(await insertContact(tx, { human_check: 'f'.repeat(64) }, visitor(3))).toMatchObject({ ok: true });
      const { stored, kinds } = await outbox(tx);
      expect(stored.map((s) => s.check_status)).toEqual(['unverified']);
      expect(kinds).toEqual(['unverified_digest']);
    });
  });

  it('with a solution used before: the second request is unverified', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const check = await verifiedCheck(tx);
      await insertContact(tx, { human_check: check, email: 'first@example.com' }, visitor(4));
      await insertContact(tx, { human_check: check, email: 'second@example.com' }, visitor(5));
      const { stored, kinds } = await outbox(tx);
      expect(stored).toEqual([
        { email: 'first@example.com', check_status: 'verified', human_check: null },
        { email: 'second@example.com', check_status: 'unverified', human_check: null },
      ]);
      expect(kinds).toEqual(['contact_notification', 'contact_receipt', 'unverified_digest']);
    });
  });

  it('with an expired solution: unverified', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const check = await verifiedCheck(tx, '-1 second');
      await insertContact(tx, { human_check: check }, visitor(6));
      const { stored, kinds } = await outbox(tx);
      expect(stored.map((s) => s.check_status)).toEqual(['unverified']);
      expect(kinds).toEqual(['unverified_digest']);
    });
  });

  it('a refused request leaves its solution unused, so the corrected one is verified', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const check = await verifiedCheck(tx);
      const refused = await insertContact(tx, { human_check: check, phone: 'call me' }, visitor(7));
      expect(refused).toMatchObject({ ok: false, code: '23514' });
      await insertContact(tx, { human_check: check }, visitor(7));
      expect((await outbox(tx)).stored.map((s) => s.check_status)).toEqual(['verified']);
    });
  });

  it('a visitor cannot mark a request verified, nor record a solution', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const own = await attempt(
        tx,
        `insert into public.contacts (first_name, last_name, email, message, check_status) values ('A', 'B', 'a@example.com', 'Hi', 'verified')`,
      );
      expect(own).toMatchObject({ ok: false, code: '42501' });
      const record = await attempt(
        tx,
        `select public.record_human_check('${'a'.repeat(64)}', now() + interval '1 hour')`,
      );
      expect(record).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it("the owner's own tooling (no request headers) is trusted as before", async () => {
    await session(db.pg, null, async (tx) => {
      await tx.query(
        `insert into public.contacts (first_name, last_name, email, message) values ('Imported', 'Lead', 'import@example.com', 'Hello')`,
      );
      const { stored, kinds } = await outbox(tx);
      expect(stored.map((s) => s.check_status)).toEqual(['verified']);
      expect(kinds).toEqual(['contact_notification']);
    });
  });
});

describe('the daily digest of unverified requests', () => {
  it('is one job a day: the count, then name, address and first line of the first 20', async () => {
    await session(db.pg, 'anon', async (tx) => {
      for (let n = 1; n <= 25; n++) {
        const message = `Cheap backlinks offer number ${n}\nsecond line never shown`;
        const outcome = await insertContact(
          tx,
          { human_check: null, first_name: `Bot${n}`, email: `bot${n}@example.net`, message },
          visitor(20 + n),
        );
        expect(outcome).toMatchObject({ ok: true });
      }
      const { jobs } = await outbox(tx);
      expect(jobs.map((j) => j.kind)).toEqual(['unverified_digest']);
      const digest = jobs[0]!.payload;
      expect(digest.count).toBe(25);
      expect(digest.requests).toHaveLength(20);
      expect(digest.requests?.[0]).toMatchObject({
        name: 'Bot1 Lovelace',
        email: 'bot1@example.net',
        first_line: 'Cheap backlinks offer number 1',
      });
      expect(digest.requests?.[19]?.email).toBe('bot20@example.net');
    });
  });

  it('a flood of 1,000 scripted posts from 100 networks queues one e-mail and no receipt', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const outcomes = { stored: 0, refused: 0 };
      for (let n = 0; n < 1000; n++) {
        // 100 networks (/24 for IPv4), ten posts each, every post a new address to write to.
        const address = `198.18.${n % 100}.${1 + Math.floor(n / 100)}`;
        const outcome = await insertContact(
          tx,
          { human_check: null, email: `stranger${n}@example.org` },
          { 'x-forwarded-for': address },
        );
        outcomes[outcome.ok ? 'stored' : 'refused']++;
      }
      const { jobs } = await outbox(tx);
      expect(jobs.map((j) => j.kind)).toEqual(['unverified_digest']);
      expect(jobs[0]!.payload.count).toBe(outcomes.stored);
      expect(outcomes.stored + outcomes.refused).toBe(1000);
      console.info(`flood: ${outcomes.stored} stored unverified, ${outcomes.refused} refused by the rate limits`);
    });
  });
});

describe('releasing an unverified request', () => {
  it('queues its lead e-mail (no receipt) once; a verified one is not released again', async () => {
    await session(db.pg, 'anon', async (tx) => {
      await insertContact(tx, { human_check: null, email: 'real@example.com' }, visitor(60));
      await tx.query('reset role');
      const [row] = (await tx.query<{ id: string }>(`select id from public.contacts`)).rows;
      await tx.query(`select set_config('role', 'service_role', true)`);
      const first = await tx.query<{ r: unknown }>('select public.owner_release_contact($1) as r', [row!.id]);
      const again = await tx.query<{ r: unknown }>('select public.owner_release_contact($1) as r', [row!.id]);
      expect(first.rows[0]?.r).toEqual({ released: true, status: 'released' });
      expect(again.rows[0]?.r).toEqual({ released: false, status: 'released' });
      const { stored, jobs } = await outbox(tx);
      expect(stored.map((s) => s.check_status)).toEqual(['released']);
      expect(jobs.map((j) => j.kind)).toEqual(['unverified_digest', 'contact_notification']);
    });
  });
});

describe('a preview build', () => {
  it('stores its request marked preview and queues no e-mail, even with a valid check', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const check = await verifiedCheck(tx);
      await insertContact(tx, { human_check: check, preview: true }, visitor(70));
      const { stored, kinds } = await outbox(tx);
      expect(stored.map((s) => s.check_status)).toEqual(['preview']);
      expect(kinds).toEqual([]);
    });
  });
});

describe("a lead's webhook job (supabase/migrations/*_lead_webhook.sql)", () => {
  it('is queued once per lead by a sender with a webhook, claimed after the lead, retried for 72 hours', async () => {
    await session(db.pg, 'anon', async (tx) => {
      await insertContact(tx, {}, visitor(80));
      await tx.query('reset role');
      const [lead] = (
        await tx.query<{ id: number }>(`select id from private.notification_jobs where kind = 'contact_notification'`)
      ).rows;
      await tx.query(`select set_config('role', 'service_role', true)`);
      const queue = async () =>
        (await tx.query<{ q: boolean }>('select public.queue_lead_webhook($1) as q', [lead!.id])).rows[0]?.q;
      expect([await queue(), await queue()]).toEqual([true, false]);
      const claimed = async () =>
        (
          await tx.query<{ kind: string; id: number; lease_token: string }>(
            'select * from public.claim_notification_job(60)',
          )
        ).rows[0];
      expect((await claimed())?.kind).toBe('contact_notification');
      const webhook = await claimed();
      expect(webhook?.kind).toBe('lead_webhook');
      // Out of attempts but younger than 72 hours: retried, like the lead's e-mail.
      await tx.query('reset role');
      await tx.query(`update private.notification_jobs set attempts = max_attempts where id = $1`, [webhook!.id]);
      await tx.query(`select set_config('role', 'service_role', true)`);
      const failed = await tx.query<{ o: string }>(`select public.fail_notification_job($1, $2, 'HTTP 500') as o`, [
        webhook!.id,
        webhook!.lease_token,
      ]);
      expect(failed.rows[0]?.o).toBe('retry');
      const { jobs } = await outbox(tx);
      expect(jobs.filter((j) => j.kind === 'lead_webhook')).toHaveLength(1);
    });
  });

  it('an unverified request has no lead job, so nothing to queue a webhook from', async () => {
    await session(db.pg, 'service_role', async (tx) => {
      expect((await tx.query<{ q: boolean }>('select public.queue_lead_webhook(999999) as q')).rows[0]?.q).toBe(false);
    });
  });
});
