// The outbox of lead notifications on PGlite with the real migrations: a stored contact request
// leaves exactly one job in the same transaction, a refused one none; the sender's functions
// lease one job at a time, leads before confirmations, count an attempt when its send starts,
// retry with back-off, alert the owner and give up loudly, and never hand one job to two senders.
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { attempt, insertContact, nextIp, session, setHeaders } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
});
afterAll(() => db?.close());

interface Job {
  id: number;
  kind: string;
  payload: { contact: Record<string, unknown> } & Record<string, unknown>;
  attempts: number;
  lease_token: string;
}

const asRole = (tx: Transaction, role: string) => tx.query(`select set_config('role', $1, true)`, [role]);

/** The lead notification jobs, as the owner sees them. */
async function jobs(tx: Transaction) {
  await tx.query('reset role');
  return (
    await tx.query<{ id: number; status: string; attempts: number; last_error: string | null; due_in: number }>(
      `select id, status, attempts, last_error, extract(epoch from next_attempt_at - now())::int as due_in
         from private.notification_jobs where kind = 'contact_notification' order by id`,
    )
  ).rows;
}

/** Moves the leads' creation back: as if that much time had passed since they were sent. */
async function ageLeads(tx: Transaction, interval: string) {
  await tx.query('reset role');
  await tx.query(
    `update private.notification_jobs set created_at = created_at - $1::interval where kind = 'contact_notification'`,
    [interval],
  );
}

/** A statement as the owner (the dashboard's SQL editor), after calls as other roles. */
async function asOwner(tx: Transaction, sql: string) {
  await tx.query('reset role');
  await tx.query(sql);
}

/** The alerts the database queued for the owner. */
async function alerts(tx: Transaction) {
  await tx.query('reset role');
  return (
    await tx.query<{ payload: Record<string, unknown> }>(
      `select payload from private.notification_jobs where kind = 'lead_alert' order by id`,
    )
  ).rows.map((r) => r.payload);
}

/** Leases the next job, as a sender does; none when nothing is due. */
async function claim(tx: Transaction): Promise<Job | undefined> {
  await asRole(tx, 'service_role');
  return (await tx.query<Job>('select * from public.claim_notification_job(60)')).rows[0];
}

/** Claims and starts the attempt: what a sender does before it sends. */
async function claimAndBegin(tx: Transaction): Promise<Job | undefined> {
  const job = await claim(tx);
  if (job) job.attempts = (await begin(tx, job))!;
  return job;
}

async function begin(tx: Transaction, job: Job, lease = job.lease_token): Promise<number | null> {
  await asRole(tx, 'service_role');
  return (
    await tx.query<{ attempts: number | null }>('select public.begin_notification_attempt($1, $2) as attempts', [
      job.id,
      lease,
    ])
  ).rows[0]!.attempts;
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
      expect(queued).toMatchObject({ kind: 'contact_notification', attempts: 0 });
      expect(await claim(tx)).toBeUndefined();
      expect(queued!.payload.contact).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'one@example.com',
        phone: null,
        message: 'We would like to automate our restaurant bookings.',
      });
      expect(Object.keys(queued!.payload.contact).sort()).toEqual(
        [
          'check_status',
          'created_at',
          'email',
          'first_name',
          'id',
          'last_name',
          'message',
          'phone',
          'landing_page',
          'referrer',
          'utm_source',
          'utm_medium',
          'utm_campaign',
          'utm_term',
          'utm_content',
          'form_page',
          'experiment',
          'experiment_variant',
        ].sort(),
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
          'select * from private.outbox_settings',
          'update private.outbox_settings set newsletter_confirmations_per_day = 1000',
          'select * from public.claim_notification_job(60)',
          `select public.begin_notification_attempt(1, gen_random_uuid())`,
          `select public.complete_notification_job(1, gen_random_uuid())`,
          `select public.fail_notification_job(1, gen_random_uuid(), 'x', true, null)`,
          'select public.claim_notification_chat(1)',
          'select public.notification_housekeeping()',
        ]) {
          expect(await attempt(tx, sql), `${role}: ${sql}`).toMatchObject({ ok: false, code: '42501' });
        }
      }
    });
  });
});

describe('the sender functions', () => {
  it('a claim leases one job: a second sender gets nothing, and only the lease holder records the outcome', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx, 'a@example.com');
      await storeLead(tx, 'b@example.com');
      const job = await claimAndBegin(tx);
      const other = await claim(tx);
      expect(other!.id).not.toBe(job!.id); // the next sender takes the other job, not a batch
      expect(await claim(tx)).toBeUndefined();
      expect(await complete(tx, job!, '00000000-0000-4000-8000-000000000000')).toBe(false);
      expect(await complete(tx, job!)).toBe(true);
      expect((await jobs(tx)).find((j) => j.id === job!.id)).toMatchObject({ status: 'sent', attempts: 1 });
    });
  });

  it('counts an attempt when its send starts, not at the claim: a claim whose sender died costs nothing', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      const first = await claim(tx);
      expect(first!.attempts).toBe(0);
      expect(await jobs(tx)).toMatchObject([{ status: 'sending', attempts: 0 }]);
      // The sender stopped before sending: its lease runs out and the job is claimed again.
      await tx.query(`update private.notification_jobs set lease_until = now() - interval '1 second'`);
      expect(await begin(tx, first!)).toBeNull(); // an expired lease may not start a send
      const second = await claim(tx);
      expect(second).toMatchObject({ id: first!.id, attempts: 0 });
      expect(await begin(tx, second!)).toBe(1);
      expect(await jobs(tx)).toMatchObject([{ status: 'sending', attempts: 1 }]);
    });
  });

  it('a failed attempt is retried after a back-off that grows: 30 s, then 60 s', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      let job = await claimAndBegin(tx);
      expect(await fail(tx, job!)).toBe('retry');
      expect(await jobs(tx)).toMatchObject([
        { status: 'pending', attempts: 1, last_error: 'Resend answered 500', due_in: 30 },
      ]);
      await tx.query("update private.notification_jobs set status = 'sent' where kind = 'lead_alert'");
      expect(await claim(tx)).toBeUndefined(); // not due yet
      await tx.query('reset role');
      await tx.query('update private.notification_jobs set next_attempt_at = now()');
      job = await claimAndBegin(tx);
      expect(job!.attempts).toBe(2);
      expect(await fail(tx, job!)).toBe('retry');
      expect((await jobs(tx))[0]!.due_in).toBe(60);
    });
  });

  it('a permanent failure is marked failed at once, kept with its error and never claimed again', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      const job = await claimAndBegin(tx);
      expect(await fail(tx, job!, true)).toBe('failed');
      await tx.query('reset role');
      await tx.query("delete from private.notification_jobs where kind in ('lead_alert', 'contact_receipt')");
      await tx.query("update private.notification_jobs set next_attempt_at = now() - interval '1 day'");
      expect(await claim(tx)).toBeUndefined();
      expect(await jobs(tx)).toMatchObject([{ status: 'failed', last_error: 'Resend answered 500' }]);
    });
  });

  it('a lead that keeps failing is given up once it is 72 hours old and out of attempts, not retried forever', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      await tx.query('reset role');
      await tx.query("update private.notification_jobs set max_attempts = 3 where kind = 'contact_notification'");
      await ageLeads(tx, '72 hours');
      const outcomes: string[] = [];
      for (let i = 0; i < 3; i++) {
        await tx.query('reset role');
        await tx.query("delete from private.notification_jobs where kind = 'lead_alert'");
        await tx.query('update private.notification_jobs set next_attempt_at = now()');
        const job = await claimAndBegin(tx);
        outcomes.push(await fail(tx, job!));
      }
      expect(outcomes).toEqual(['retry', 'retry', 'failed']);
      expect(await jobs(tx)).toMatchObject([{ status: 'failed', attempts: 3 }]);
    });
  });

  it('a lead younger than 72 hours is retried past its attempts (quota, outage); other kinds are given up', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      await signUp(tx, 'retry-limit@example.com');
      await asOwner(tx, 'update private.notification_jobs set max_attempts = 2');
      const outcomes: string[] = [];
      for (let i = 0; i < 5; i++) {
        await asOwner(
          tx,
          "update private.notification_jobs set next_attempt_at = now() where kind = 'contact_notification'",
        );
        await asOwner(tx, "delete from private.notification_jobs where kind = 'lead_alert'");
        const job = await claimAndBegin(tx);
        outcomes.push(await fail(tx, job!));
      }
      expect(outcomes).toEqual(['retry', 'retry', 'retry', 'retry', 'retry']);
      expect(await jobs(tx)).toMatchObject([{ status: 'pending', attempts: 5 }]);
      // A sender that vanishes during the lead's 6th attempt: the lead is claimed again.
      await asOwner(
        tx,
        "update private.notification_jobs set next_attempt_at = now() where kind = 'contact_notification'",
      );
      await claimAndBegin(tx);
      await asOwner(tx, `update private.notification_jobs set lease_until = now() - interval '1 second'`);
      expect(await claimAndBegin(tx)).toMatchObject({ kind: 'contact_notification', attempts: 7 });
      // The confirmation, once the lead is out of the way, gets its two attempts.
      await asOwner(
        tx,
        "delete from private.notification_jobs where kind in ('contact_notification', 'contact_receipt')",
      );
      const confirmation: string[] = [];
      for (let i = 0; i < 2; i++) {
        await asOwner(tx, 'update private.notification_jobs set next_attempt_at = now()');
        confirmation.push(await fail(tx, (await claimAndBegin(tx))!));
      }
      expect(confirmation).toEqual(['retry', 'failed']);
    });
  });

  it('waits the longer of the back-off and the provider’s Retry-After, at most an hour', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      const due = async () => (await jobs(tx))[0]!.due_in;
      const failWith = async (retryAfter: number | null) => {
        await asOwner(
          tx,
          "update private.notification_jobs set next_attempt_at = now() where kind = 'contact_notification'",
        );
        await asOwner(tx, "delete from private.notification_jobs where kind = 'lead_alert'");
        const job = await claimAndBegin(tx);
        await asRole(tx, 'service_role');
        await tx.query(`select public.fail_notification_job($1, $2, '429', false, $3)`, [
          job!.id,
          job!.lease_token,
          retryAfter,
        ]);
      };
      await failWith(1); // "try again in a second": the back-off's 30 s stand
      expect(await due()).toBe(30);
      await failWith(600); // a longer wait asked for is kept
      expect(await due()).toBe(600);
      await failWith(86_400); // a day: an hour at most, so a lead is tried at least hourly
      expect(await due()).toBe(3600);
    });
  });

  it('a sender that died mid-send: its lease runs out, another claims the job, the first one’s report is ignored', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      const first = await claimAndBegin(tx);
      await tx.query('reset role');
      await tx.query(`update private.notification_jobs set lease_until = now() - interval '1 second'`);
      const second = await claimAndBegin(tx);
      expect(second!.id).toBe(first!.id);
      expect(second!.lease_token).not.toBe(first!.lease_token);
      expect(second!.attempts).toBe(2);
      expect(await complete(tx, first!)).toBe(false);
      expect(await complete(tx, second!)).toBe(true);
    });
  });

  it('the chat line of a job may be posted once: claim_notification_chat is true exactly once', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      const job = await claimAndBegin(tx);
      await asRole(tx, 'service_role');
      const claimChat = async () =>
        (await tx.query<{ ok: boolean }>('select public.claim_notification_chat($1) as ok', [job!.id])).rows[0]!.ok;
      expect(await claimChat()).toBe(true);
      expect(await claimChat()).toBe(false);
      expect(await claimChat()).toBe(false);
    });
  });
});

/** Queues newsletter confirmations through the visitors' function (a fresh client each). */
async function signUp(tx: Transaction, ...emails: string[]) {
  for (const email of emails) {
    await asRole(tx, 'anon');
    await setHeaders(tx, { 'x-forwarded-for': nextIp() });
    const outcome = await attempt(tx, 'select public.subscribe_newsletter($1)', [email]);
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  }
}

describe('leads first', () => {
  it('a lead queued after confirmations is claimed before them', async () => {
    await session(db.pg, null, async (tx) => {
      await signUp(tx, 'r1@example.com', 'r2@example.com', 'r3@example.com');
      await storeLead(tx);
      const order: string[] = [];
      for (let job = await claimAndBegin(tx); job; job = await claimAndBegin(tx)) {
        order.push(job.kind);
        await complete(tx, job);
      }
      expect(order).toEqual([
        'contact_notification',
        'newsletter_confirmation',
        'newsletter_confirmation',
        'newsletter_confirmation',
        'contact_receipt',
      ]);
    });
  });

  it('no confirmation is claimed while a lead is unsent: a lead waiting for its retry keeps the quota', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      await signUp(tx, 'waiting@example.com');
      const lead = await claimAndBegin(tx);
      expect(lead!.kind).toBe('contact_notification');
      expect(await claim(tx)).toBeUndefined(); // the lead is being sent
      expect(await fail(tx, lead!)).toBe('retry'); // the provider refused: 429, quota
      const alert = await claimAndBegin(tx); // the owner is told first…
      expect(alert!.kind).toBe('lead_alert');
      await complete(tx, alert!);
      expect(await claim(tx)).toBeUndefined(); // …and the confirmation waits behind the lead
      await asOwner(tx, 'update private.notification_jobs set next_attempt_at = now()');
      const retry = await claimAndBegin(tx);
      expect(retry).toMatchObject({ kind: 'contact_notification', attempts: 2 });
      await complete(tx, retry!);
      expect((await claim(tx))!.kind).toBe('newsletter_confirmation');
    });
  });

  it('a lead given up no longer holds confirmations back', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      await signUp(tx, 'later@example.com');
      const lead = await claimAndBegin(tx);
      expect(await fail(tx, lead!, true)).toBe('failed');
      const kinds: string[] = [];
      for (let job = await claimAndBegin(tx); job; job = await claimAndBegin(tx)) {
        kinds.push(job.kind);
        await complete(tx, job);
      }
      expect(kinds).toEqual(['lead_alert', 'newsletter_confirmation', 'contact_receipt']);
    });
  });
});

describe('alerts to the owner', () => {
  it('after the first failed attempt, and again when the lead is given up; not for every retry', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx, 'shout@example.com');
      await asOwner(tx, 'reset role');
      await asOwner(tx, "update private.notification_jobs set max_attempts = 3 where kind = 'contact_notification'");
      await ageLeads(tx, '3 days');
      const leadId = (await jobs(tx))[0]!.id;
      for (let i = 0; i < 3; i++) {
        await asOwner(
          tx,
          "update private.notification_jobs set next_attempt_at = now() where kind = 'contact_notification'",
        );
        await asOwner(tx, "update private.notification_jobs set status = 'sent' where kind = 'lead_alert'");
        const job = await claimAndBegin(tx);
        expect(job!.kind).toBe('contact_notification');
        await fail(tx, job!);
      }
      expect(await alerts(tx)).toEqual([
        expect.objectContaining({ job_id: leadId, stage: 'retrying', attempts: 1, max_attempts: 3 }),
        expect.objectContaining({ job_id: leadId, stage: 'failed', attempts: 3, error: 'Resend answered 500' }),
      ]);
      // The alert carries the request itself: the owner can answer it without the e-mail.
      expect((await alerts(tx))[1]!.contact).toMatchObject({ email: 'shout@example.com', first_name: 'Ada' });
    });
  });

  it('a permanent refusal alerts once; a lead whose last sender vanished alerts too; confirmations never', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      await fail(tx, (await claimAndBegin(tx))!, true);
      expect(await alerts(tx)).toMatchObject([{ stage: 'failed' }]);

      await asOwner(tx, "delete from private.notification_jobs where kind = 'lead_alert'");
      await storeLead(tx, 'vanished@example.com');
      await asOwner(tx, "update private.notification_jobs set max_attempts = 1 where status = 'pending'");
      await ageLeads(tx, '3 days');
      await claimAndBegin(tx); // its sender dies during the only attempt
      await asOwner(tx, `update private.notification_jobs set lease_until = now() - interval '1 second'`);
      expect(await claim(tx)).toMatchObject({ kind: 'lead_alert' });
      expect(await alerts(tx)).toMatchObject([{ stage: 'failed', contact: { email: 'vanished@example.com' } }]);

      await asOwner(tx, 'delete from private.notification_jobs');
      await signUp(tx, 'quiet@example.com');
      await fail(tx, (await claimAndBegin(tx))!, true);
      expect(await alerts(tx)).toEqual([]);
    });
  });
});

describe('housekeeping', () => {
  it('keeps sent and failed jobs 90 days, then removes them; unsent ones stay', async () => {
    await session(db.pg, null, async (tx) => {
      for (const email of ['sent-89@example.com', 'sent-91@example.com', 'failed-91@example.com', 'open@example.com'])
        await storeLead(tx, email);
      await tx.query('reset role');
      const by = (email: string) => `payload -> 'contact' ->> 'email' = '${email}'`;
      await tx.query(
        `update private.notification_jobs set status = 'sent', sent_at = now() - interval '89 days' where ${by('sent-89@example.com')}`,
      );
      await tx.query(
        `update private.notification_jobs set status = 'sent', sent_at = now() - interval '91 days' where ${by('sent-91@example.com')}`,
      );
      await tx.query(
        `update private.notification_jobs set status = 'failed', failed_at = now() - interval '91 days', last_error = 'x' where ${by('failed-91@example.com')}`,
      );
      await tx.query(
        `update private.notification_jobs set created_at = now() - interval '200 days' where ${by('open@example.com')}`,
      );
      await asRole(tx, 'service_role');
      await tx.query('select public.notification_housekeeping()');
      await tx.query('reset role');
      const left = (
        await tx.query<{ email: string }>(
          `select payload -> 'contact' ->> 'email' as email from private.notification_jobs where kind = 'contact_notification' order by 1`,
        )
      ).rows.map((r) => r.email);
      expect(left).toEqual(['open@example.com', 'sent-89@example.com']);
      // The alert about the failed one named the visitor too, and went with the same rule.
      await tx.query(`update private.notification_jobs set status = 'sent', sent_at = now() - interval '91 days'`);
      await asRole(tx, 'service_role');
      await tx.query('select public.notification_housekeeping()');
      await tx.query('reset role');
      expect((await tx.query('select 1 from private.notification_jobs')).rows).toEqual([]);
    });
  });
});

describe('the receipt to the visitor', () => {
  /** The receipt jobs, as the owner sees them. */
  async function receipts(tx: Transaction) {
    await tx.query('reset role');
    return (
      await tx.query<{ id: number; status: string; payload: Job['payload'] }>(
        `select id, status, payload from private.notification_jobs where kind = 'contact_receipt' order by id`,
      )
    ).rows;
  }

  it('a visitor’s stored request queues one receipt holding only the first name and address; the owner’s own inserts queue none', async () => {
    await session(db.pg, null, async (tx) => {
      await asRole(tx, 'anon');
      expect(
        await insertContact(tx, { email: 'visitor@example.com', utm_source: 'linkedin', form_page: '/contact' }),
      ).toMatchObject({ ok: true });
      await tx.query('reset role');
      await tx.query(`select set_config('request.headers', '', true)`);
      await tx.query(
        `insert into public.contacts (first_name, last_name, email, message) values ('Im', 'Port', 'import@example.com', 'old lead')`,
      );
      const queued = await receipts(tx);
      expect(queued).toHaveLength(1);
      expect(queued[0]!.payload.contact).toEqual({
        id: expect.any(String),
        first_name: 'Ada',
        email: 'visitor@example.com',
      });
      expect(await jobs(tx)).toHaveLength(2); // both requests reach the owner
    });
  });

  it('is leased only after the owner’s e-mail was sent, even when the lead has to wait for its retry', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx, 'first@example.com');
      await signUp(tx, 'news@example.com');
      const lead = await claimAndBegin(tx);
      expect(lead!.kind).toBe('contact_notification');
      expect(await claim(tx)).toBeUndefined(); // the receipt waits while the lead is being sent
      expect(await fail(tx, lead!)).toBe('retry');
      const alert = await claimAndBegin(tx);
      expect(alert!.kind).toBe('lead_alert');
      await complete(tx, alert!);
      expect(await claim(tx)).toBeUndefined(); // …and while it waits for its retry
      await asOwner(tx, 'update private.notification_jobs set next_attempt_at = now()');
      const order: string[] = [];
      for (let job = await claimAndBegin(tx); job; job = await claimAndBegin(tx)) {
        order.push(job.kind);
        await complete(tx, job);
      }
      expect(order).toEqual(['contact_notification', 'newsletter_confirmation', 'contact_receipt']);
    });
  });

  it('is sent once: a completed receipt is never claimed again', async () => {
    await session(db.pg, null, async (tx) => {
      await storeLead(tx);
      await complete(tx, (await claimAndBegin(tx))!);
      const receipt = await claimAndBegin(tx);
      expect(receipt!.kind).toBe('contact_receipt');
      expect(await complete(tx, receipt!)).toBe(true);
      expect(await claim(tx)).toBeUndefined();
      expect((await receipts(tx))[0]!.status).toBe('sent');
    });
  });

  it('a request refused by the rate limit sends no receipt', async () => {
    await session(db.pg, null, async (tx) => {
      await asRole(tx, 'anon');
      const ip = nextIp();
      for (let i = 0; i < 5; i++)
        expect(await insertContact(tx, { email: `r${i}@example.com` }, { 'x-forwarded-for': ip })).toMatchObject({
          ok: true,
        });
      expect(await insertContact(tx, { email: 'refused@example.com' }, { 'x-forwarded-for': ip })).toMatchObject({
        ok: false,
        code: 'PT429',
      });
      const sentTo = (await receipts(tx)).map((r) => r.payload.contact.email);
      expect(sentTo).toHaveLength(5);
      expect(sentTo).not.toContain('refused@example.com');
    });
  });

  /** Sends `count` requests as visitors, each from a network of its own; all must be stored. */
  async function sendFromNetworks(tx: Transaction, emails: string[]) {
    for (const [i, email] of emails.entries()) {
      await asRole(tx, 'anon');
      const outcome = await insertContact(
        tx,
        { email },
        { 'x-forwarded-for': `203.${Math.floor(i / 250)}.${i % 250}.1` },
      );
      expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    }
  }

  it('is no relay: 20 requests from 20 networks naming one stranger queue one receipt, and all 20 reach the owner', async () => {
    await session(db.pg, null, async (tx) => {
      await sendFromNetworks(tx, Array(20).fill('stranger@example.org'));
      expect(await receipts(tx)).toHaveLength(1);
      expect(await jobs(tx)).toHaveLength(20);
    });
  });

  it('counts one inbox once, however its address is spelled (case, +tag, Gmail dots and googlemail.com)', async () => {
    await session(db.pg, null, async (tx) => {
      await sendFromNetworks(tx, [
        'Jane.Doe@gmail.com',
        'janedoe@gmail.com',
        'jane.doe+offer@GMAIL.com',
        'j.a.n.e.d.o.e@googlemail.com',
        'boss+1@example.org',
        'BOSS+2@example.org',
        'boss@example.org',
      ]);
      expect((await receipts(tx)).map((r) => r.payload.contact.email)).toEqual([
        'Jane.Doe@gmail.com',
        'boss+1@example.org',
      ]);
      // Dots are only ignored where the provider ignores them.
      await sendFromNetworks(tx, ['b.oss@example.org']);
      expect(await receipts(tx)).toHaveLength(3);
    });
  });

  it('a trailing dot, an IDN in punycode or Unicode, NFC or NFD: still one inbox, one receipt', async () => {
    await session(db.pg, null, async (tx) => {
      await sendFromNetworks(tx, [
        'victim@gmail.com',
        'v.ictim@gmail.com.',
        'V.I.C.T.I.M+x@googlemail.com..',
        'zoë@bücher.example',
        'zoe\u0308@xn--bcher-kva.example.',
        'ZOË@BÜCHER.EXAMPLE',
      ]);
      expect((await receipts(tx)).map((r) => r.payload.contact.email)).toEqual([
        'victim@gmail.com',
        'zoë@bücher.example',
      ]);
    });
  });

  it('the same address gets a receipt again 24 hours after its last one, not before', async () => {
    await session(db.pg, null, async (tx) => {
      await sendFromNetworks(tx, ['again@example.org']);
      await asOwner(
        tx,
        `update private.contact_receipt_recipients set last_queued_at = now() - interval '23 hours 59 minutes'`,
      );
      await sendFromNetworks(tx, ['again@example.org']);
      expect(await receipts(tx)).toHaveLength(1);
      await asOwner(tx, `update private.contact_receipt_recipients set last_queued_at = now() - interval '24 hours'`);
      await sendFromNetworks(tx, ['again@example.org']);
      expect(await receipts(tx)).toHaveLength(2);
    });
  });

  it('the day’s cap: 140 requests from 140 people queue 20 receipts (the default); every lead is stored and queued', async () => {
    await session(db.pg, null, async (tx) => {
      await asOwner(tx, 'delete from private.contact_receipt_counts');
      await sendFromNetworks(
        tx,
        Array.from({ length: 140 }, (_, i) => `person-${i}@example.org`),
      );
      expect(await receipts(tx)).toHaveLength(20);
      expect(await jobs(tx)).toHaveLength(140);
      // The cap is one setting beside the confirmations' cap; the owner may change it.
      await asOwner(tx, 'update private.outbox_settings set contact_receipts_per_day = 22');
      await sendFromNetworks(tx, ['p-141@example.org', 'p-142@example.org', 'p-143@example.org']);
      expect(await receipts(tx)).toHaveLength(22);
      const { rows } = await tx.query<Record<string, number>>('select * from private.outbox_settings');
      expect(rows).toEqual([
        {
          singleton: true,
          newsletter_confirmations_per_day: 20,
          contact_receipts_per_day: 22,
          contact_retention_months: 24,
          erasure_record_retention_months: 36,
          provider_daily_quota: 100,
          contacts_per_address_per_hour: 5,
          contacts_per_network_per_hour: 10,
          leads_per_network_per_day: 20,
          handoffs_per_day: 200,
          human_checks_per_address_per_hour: 30,
          human_checks_per_network_per_hour: 120,
          busy_human_checks_per_10_minutes: 100,
          experiment_views_per_address_per_hour: 120,
          experiment_views_per_network_per_hour: 1000,
        },
      ]);
    });
  });

  it('visitors can neither raise the cap nor read or reset who had a receipt', async () => {
    await session(db.pg, null, async (tx) => {
      for (const role of ['anon', 'authenticated']) {
        await asRole(tx, role);
        for (const sql of [
          'update private.outbox_settings set contact_receipts_per_day = 100000',
          'select * from private.contact_receipt_recipients',
          'delete from private.contact_receipt_recipients',
          'delete from private.contact_receipt_counts',
          `select private.enqueue_contact_receipt(null::public.contacts, 1)`,
        ]) {
          expect(await attempt(tx, sql), `${role}: ${sql}`).toMatchObject({ ok: false, code: '42501' });
        }
      }
    });
  });

  it('the housekeeping forgets who had a receipt once 24 hours have passed', async () => {
    await session(db.pg, null, async (tx) => {
      await sendFromNetworks(tx, ['old@example.org', 'new@example.org']);
      await asOwner(
        tx,
        `update private.contact_receipt_recipients set last_queued_at = now() - interval '25 hours'
          where address_key = private.receipt_address_key('old@example.org')`,
      );
      await asRole(tx, 'service_role');
      await tx.query('select public.notification_housekeeping()');
      await tx.query('reset role');
      const { rows } = await tx.query<{ n: number }>(
        'select count(*)::int as n from private.contact_receipt_recipients',
      );
      expect(rows[0]!.n).toBe(1);
      const stored = await tx.query<{ address_key: string }>(
        'select address_key from private.contact_receipt_recipients',
      );
      expect(stored.rows[0]!.address_key).toMatch(/^[0-9a-f]{64}$/); // a digest, not the address
    });
  });
});
