// The outbox of lead notifications on PGlite with the real migrations: a stored contact request
// leaves exactly one job in the same transaction, a refused one none; the sender's functions
// lease, retry with back-off, give up loudly and never hand one job to two senders.
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { attempt, insertContact, nextIp, session } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
}, 60_000);
afterAll(() => db?.close());

interface Job {
  id: number;
  kind: string;
  payload: { contact: Record<string, unknown> };
  attempts: number;
  lease_token: string;
}

const asRole = (tx: Transaction, role: string) => tx.query(`select set_config('role', $1, true)`, [role]);

async function jobs(tx: Transaction) {
  await tx.query('reset role');
  return (
    await tx.query<{ id: number; status: string; attempts: number; last_error: string | null; due_in: number }>(
      `select id, status, attempts, last_error, extract(epoch from next_attempt_at - now())::int as due_in
         from private.notification_jobs order by id`,
    )
  ).rows;
}

async function claim(tx: Transaction, batch = 10): Promise<Job[]> {
  await asRole(tx, 'service_role');
  return (await tx.query<Job>('select * from public.claim_notification_jobs($1, 60)', [batch])).rows;
}

async function complete(tx: Transaction, job: Job, lease = job.lease_token): Promise<boolean> {
  await asRole(tx, 'service_role');
  return (await tx.query<{ done: boolean }>('select public.complete_notification_job($1, $2) as done', [job.id, lease]))
    .rows[0]!.done;
}

async function fail(tx: Transaction, job: Job, permanent = false): Promise<string> {
  await asRole(tx, 'service_role');
  return (
    await tx.query<{ outcome: string }>('select public.fail_notification_job($1, $2, $3, $4) as outcome', [
      job.id,
      job.lease_token,
      'Resend answered 500',
      permanent,
    ])
  ).rows[0]!.outcome;
}

/** One stored contact request, as a visitor sends it. */
async function storeLead(tx: Transaction, email = 'lead@example.com') {
  await asRole(tx, 'anon');
  const outcome = await insertContact(tx, { email });
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
}

describe('a contact request and its notification job', () => {
  it('a stored request leaves exactly one job holding the whole request', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx, 'one@example.com');
      const queued = await claim(tx);
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ kind: 'contact_notification', attempts: 1 });
      expect(queued[0]!.payload.contact).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'one@example.com',
        phone: null,
        message: 'We would like to automate our restaurant bookings.',
      });
      expect(Object.keys(queued[0]!.payload.contact).sort()).toEqual(
        ['created_at', 'email', 'first_name', 'id', 'last_name', 'message', 'phone'].sort(),
      );
    });
  });

  it('a request refused by a rule or by the rate limit leaves no job', async () => {
    await session(db.pg, null, async (tx) => {
      await asRole(tx, 'anon');
      expect(await insertContact(tx, { email: 'not-an-email' })).toMatchObject({ ok: false, code: '23514' });
      const ip = nextIp();
      for (let i = 0; i < 6; i++) await insertContact(tx, {}, { 'x-forwarded-for': ip });
      expect(await insertContact(tx, {}, { 'x-forwarded-for': ip })).toMatchObject({ ok: false, code: 'PT429' });
      expect(await jobs(tx)).toHaveLength(5); // the five accepted requests, nothing else
    });
  });

  it('visitors cannot read, claim, complete or fail jobs', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      for (const role of ['anon', 'authenticated']) {
        await asRole(tx, role);
        for (const sql of [
          'select * from private.notification_jobs',
          'select * from public.claim_notification_jobs(10, 60)',
          `select public.complete_notification_job(1, gen_random_uuid())`,
          `select public.fail_notification_job(1, gen_random_uuid(), 'x', true, null)`,
        ]) {
          expect(await attempt(tx, sql), `${role}: ${sql}`).toMatchObject({ ok: false, code: '42501' });
        }
      }
    });
  });
});

describe('the sender functions', () => {
  it('a claimed job is leased: a second sender gets nothing, and only the lease holder records the outcome', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      const [job] = await claim(tx);
      expect(await claim(tx)).toEqual([]);
      expect(await complete(tx, job!, '00000000-0000-4000-8000-000000000000')).toBe(false);
      expect(await complete(tx, job!)).toBe(true);
      expect(await jobs(tx)).toMatchObject([{ status: 'sent', attempts: 1 }]);
      expect(await claim(tx)).toEqual([]); // sent once, never again
    });
  });

  it('a failed attempt is retried after a back-off that grows: 30 s, then 60 s', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      let [job] = await claim(tx);
      expect(await fail(tx, job!)).toBe('retry');
      expect(await jobs(tx)).toMatchObject([
        { status: 'pending', attempts: 1, last_error: 'Resend answered 500', due_in: 30 },
      ]);
      expect(await claim(tx)).toEqual([]); // not due yet
      await tx.query('reset role');
      await tx.query('update private.notification_jobs set next_attempt_at = now()');
      [job] = await claim(tx);
      expect(job!.attempts).toBe(2);
      expect(await fail(tx, job!)).toBe('retry');
      expect((await jobs(tx))[0]!.due_in).toBe(60);
    });
  });

  it('a permanent failure is marked failed at once, kept with its error and never claimed again', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      const [job] = await claim(tx);
      expect(await fail(tx, job!, true)).toBe('failed');
      await tx.query('reset role');
      await tx.query("update private.notification_jobs set next_attempt_at = now() - interval '1 day'");
      expect(await claim(tx)).toEqual([]);
      expect(await jobs(tx)).toMatchObject([{ status: 'failed', last_error: 'Resend answered 500' }]);
    });
  });

  it('a job that keeps failing is given up after its last attempt, not retried forever', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      await tx.query('reset role');
      await tx.query('update private.notification_jobs set max_attempts = 3');
      const outcomes: string[] = [];
      for (let i = 0; i < 3; i++) {
        await tx.query('reset role');
        await tx.query('update private.notification_jobs set next_attempt_at = now()');
        const [job] = await claim(tx);
        outcomes.push(await fail(tx, job!));
      }
      expect(outcomes).toEqual(['retry', 'retry', 'failed']);
      expect(await jobs(tx)).toMatchObject([{ status: 'failed', attempts: 3 }]);
    });
  });

  it('a sender that died mid-send: its lease runs out, another claims the job, the first one’s report is ignored', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      const [first] = await claim(tx);
      await tx.query('reset role');
      await tx.query(`update private.notification_jobs set lease_until = now() - interval '1 second'`);
      const [second] = await claim(tx);
      expect(second!.id).toBe(first!.id);
      expect(second!.lease_token).not.toBe(first!.lease_token);
      expect(await complete(tx, first!)).toBe(false);
      expect(await complete(tx, second!)).toBe(true);
    });
  });
});
