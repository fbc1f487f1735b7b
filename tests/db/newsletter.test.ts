// The newsletter as visitors reach it: three functions (subscribe, confirm, unsubscribe) and
// nothing else, double opt-in through the outbox, a per-client limit, and no way to learn
// whether an address is on the list.
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { attempt, nextIp, type Outcome, session, setHeaders, verifiedCheck } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
});
afterAll(() => db?.close());

const asRole = (tx: Transaction, role: string) => tx.query(`select set_config('role', $1, true)`, [role]);

/** Calls subscribe_newsletter as anon from `ip` (a fresh client unless given). */
async function subscribe(tx: Transaction, email: string | null, ip = nextIp()): Promise<Outcome> {
  await asRole(tx, 'anon');
  await setHeaders(tx, { 'x-forwarded-for': ip });
  return attempt(tx, 'select public.subscribe_newsletter($1) as result', [email]);
}

interface Subscriber {
  email: string;
  confirmed_at: string | null;
  confirm_token: string;
  unsubscribe_token: string;
}

/** The owner's view (service_role): the subscriber rows and the confirmation jobs. */
async function ownerView(tx: Transaction) {
  await tx.query('reset role');
  const subscribers = (
    await tx.query<Subscriber>(
      'select email, confirmed_at, confirm_token, unsubscribe_token from public.newsletter_subscribers order by created_at',
    )
  ).rows;
  const jobs = (
    await tx.query<{ payload: Record<string, string> }>(
      `select payload from private.notification_jobs where kind = 'newsletter_confirmation' order by id`,
    )
  ).rows.map((r) => r.payload);
  return { subscribers, jobs };
}

async function call(tx: Transaction, fn: 'confirm_newsletter_subscription' | 'unsubscribe_newsletter', token: string) {
  await asRole(tx, 'anon');
  const outcome = await attempt(tx, `select public.${fn}($1) as result`, [token]);
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  return outcome.ok ? outcome.rows[0]!.result : undefined;
}

describe('signing up (double opt-in)', () => {
  it('a new address is stored unconfirmed with one confirmation e-mail queued, and the call returns nothing', async () => {
    await session(db.pg, null, async (tx) => {
      const outcome = await subscribe(tx, 'ada@example.com');
      expect(outcome).toMatchObject({ ok: true, rows: [{ result: '' }] }); // void
      const { subscribers, jobs } = await ownerView(tx);
      expect(subscribers).toHaveLength(1);
      expect(subscribers[0]).toMatchObject({ email: 'ada@example.com', confirmed_at: null });
      expect(subscribers[0]!.confirm_token).toMatch(/^[0-9a-f]{64}$/);
      expect(subscribers[0]!.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
      expect(subscribers[0]!.confirm_token).not.toBe(subscribers[0]!.unsubscribe_token);
      expect(jobs).toEqual([
        {
          email: 'ada@example.com',
          confirm_token: subscribers[0]!.confirm_token,
          unsubscribe_token: subscribers[0]!.unsubscribe_token,
        },
      ]);
    });
  });

  it('gives the same answer for a new, a waiting and a confirmed address, and mails a confirmed one nothing', async () => {
    await session(db.pg, null, async (tx) => {
      const first = await subscribe(tx, 'grace@example.com');
      const waiting = await subscribe(tx, 'GRACE@example.com');
      const { subscribers } = await ownerView(tx);
      expect(await call(tx, 'confirm_newsletter_subscription', subscribers[0]!.confirm_token)).toBe(true);
      const confirmed = await subscribe(tx, 'grace@EXAMPLE.com');
      expect(waiting).toEqual(first);
      expect(confirmed).toEqual(first);
      const after = await ownerView(tx);
      expect(after.subscribers).toHaveLength(1);
      expect(after.jobs).toHaveLength(1); // only the first sign-up was mailed
    });
  });

  it('mails a waiting address again only after an hour, with a new confirmation link', async () => {
    await session(db.pg, null, async (tx) => {
      await subscribe(tx, 'later@example.com');
      const before = await ownerView(tx);
      await tx.query(`update public.newsletter_subscribers set confirmation_sent_at = now() - interval '61 minutes'`);
      await subscribe(tx, 'later@example.com');
      const after = await ownerView(tx);
      expect(after.jobs).toHaveLength(2);
      expect(after.subscribers[0]!.confirm_token).not.toBe(before.subscribers[0]!.confirm_token);
      expect(after.jobs[1]!.confirm_token).toBe(after.subscribers[0]!.confirm_token);
    });
  });

  it.each([
    ['', 'newsletter_subscribers_email_format'],
    ['not-an-email', 'newsletter_subscribers_email_format'],
    ['a@example.com,b@example.com', 'newsletter_subscribers_email_format'], // one address per request
    ['a@example.com b@example.com', 'newsletter_subscribers_email_format'],
    ['a<b@example.com', 'newsletter_subscribers_email_plain_text'],
    // Bidirectional controls would show the address in another order than it is written.
    ['moc.elpmaxe\u202e@ada.com', 'newsletter_subscribers_email_plain_text'],
    ['ada@example.com\u2067', 'newsletter_subscribers_email_plain_text'],
    [`${'a'.repeat(243)}@example.com`, 'newsletter_subscribers_email_length'],
  ])('refuses %j (%s) and stores nothing', async (email, constraint) => {
    await session(db.pg, null, async (tx) => {
      const outcome = await subscribe(tx, email);
      expect(outcome).toMatchObject({ ok: false, code: '23514', constraint });
      expect(await ownerView(tx)).toEqual({ subscribers: [], jobs: [] });
    });
  });

  it('limits one client to 5 sign-ups an hour (PT429, HTTP 429), counting IPv6 clients by their /64', async () => {
    await session(db.pg, null, async (tx) => {
      const results: Outcome[] = [];
      for (let i = 0; i < 6; i++) results.push(await subscribe(tx, `n${i}@example.com`, `2001:db8:1:2::${i + 1}`));
      for (const ok of results.slice(0, 5)) expect(ok.ok).toBe(true);
      expect(results[5]).toMatchObject({ ok: false, code: 'PT429' });
      expect((await ownerView(tx)).subscribers).toHaveLength(5);
    });
  });

  it('counts one IPv6 site (/48) as a network: at most 10 sign-ups an hour from all of its /64s together', async () => {
    await session(db.pg, null, async (tx) => {
      const results: Outcome[] = [];
      // Three /64s of one /48, four sign-ups each: every /64 stays under its own 5.
      for (const net of [1, 2, 3])
        for (let i = 1; i <= 4; i++)
          results.push(await subscribe(tx, `s${net}-${i}@example.com`, `2001:db8:7:${net}::${i}`));
      expect(results.slice(0, 10).every((r) => r.ok)).toBe(true);
      expect(results.slice(10)).toMatchObject([
        { ok: false, code: 'PT429' },
        { ok: false, code: 'PT429' },
      ]);
      // A /64 of another /48 is another network.
      expect(await subscribe(tx, 'other@example.com', '2001:db8:8:1::1')).toMatchObject({ ok: true });
    });
  });
});

describe('the daily cap on confirmation e-mails (room for leads)', () => {
  /** Today's cap, as the owner sets it. */
  const setCap = (tx: Transaction, cap: number) =>
    tx.query('update private.outbox_settings set newsletter_confirmations_per_day = $1', [cap]);

  it('is one setting in the database, 20 a day unless the owner changes it', async () => {
    const rows = (await db.pg.query('select newsletter_confirmations_per_day from private.outbox_settings')).rows;
    expect(rows).toEqual([{ newsletter_confirmations_per_day: 20 }]);
  });

  it('refuses the sign-up past the cap with PT429 and the detail newsletter_daily_cap, storing nothing', async () => {
    await session(db.pg, null, async (tx) => {
      await setCap(tx, 3);
      const results: Outcome[] = [];
      for (let i = 0; i < 5; i++) results.push(await subscribe(tx, `cap${i}@example.com`));
      for (const ok of results.slice(0, 3)) expect(ok.ok).toBe(true);
      for (const refused of results.slice(3)) {
        expect(refused).toMatchObject({
          ok: false,
          code: 'PT429',
          message: 'Newsletter sign-ups are paused until tomorrow.',
        });
      }
      const detail = await attempt(tx, 'select 1'); // the transaction is still usable
      expect(detail.ok).toBe(true);
      const { subscribers, jobs } = await ownerView(tx);
      expect(subscribers).toHaveLength(3);
      expect(jobs).toHaveLength(3);
    });
  });

  it('refuses every address alike once the day is full (no hint whether one is subscribed), and counts from midnight UTC', async () => {
    await session(db.pg, null, async (tx) => {
      await subscribe(tx, 'known@example.com');
      const { subscribers } = await ownerView(tx);
      await call(tx, 'confirm_newsletter_subscription', subscribers[0]!.confirm_token);
      await tx.query('reset role');
      await setCap(tx, 1);
      const known = await subscribe(tx, 'known@example.com');
      const unknown = await subscribe(tx, 'unknown@example.com');
      expect(known).toEqual(unknown);
      expect(known).toMatchObject({ ok: false, code: 'PT429' });
      // Yesterday's e-mails do not count today.
      await tx.query('reset role');
      await tx.query(`update private.newsletter_confirmation_counts set day = day - 1`);
      expect((await subscribe(tx, 'unknown@example.com')).ok).toBe(true);
    });
  });

  it('the error names the cap in its detail, which the site reads (PostgREST passes it on)', async () => {
    await session(db.pg, null, async (tx) => {
      await setCap(tx, 0);
      await asRole(tx, 'anon');
      await setHeaders(tx, { 'x-forwarded-for': nextIp() });
      await tx.query('savepoint s');
      const error = await tx
        .query(`select public.subscribe_newsletter('x@example.com')`)
        .then(() => null)
        .catch((e: { code?: string; detail?: string }) => e);
      await tx.query('rollback to savepoint s');
      expect(error).toMatchObject({ code: 'PT429', detail: 'newsletter_daily_cap' });
    });
  });

  it('does not cap leads: contact requests still queue their e-mails when sign-ups are paused', async () => {
    await session(db.pg, null, async (tx) => {
      await setCap(tx, 0);
      expect((await subscribe(tx, 'paused@example.com')).ok).toBe(false);
      for (let i = 0; i < 12; i++) {
        await asRole(tx, 'anon');
        await setHeaders(tx, { 'x-forwarded-for': nextIp() });
        // A visitor's request that passed the human check: a lead.
        const solved = await verifiedCheck(tx);
        const stored = await attempt(
          tx,
          `insert into public.contacts (first_name, last_name, email, message, human_check) values ('A', 'B', 'lead${i}@example.com', 'Hi', $1)`,
          [solved],
        );
        expect(stored.ok, JSON.stringify(stored)).toBe(true);
      }
      await tx.query('reset role');
      const leads = (await tx.query(`select 1 from private.notification_jobs where kind = 'contact_notification'`))
        .rows;
      expect(leads).toHaveLength(12);
    });
  });
});

describe('confirming and unsubscribing', () => {
  it('the confirm link confirms; an unknown token or an expired link does not', async () => {
    await session(db.pg, null, async (tx) => {
      await subscribe(tx, 'a@example.com');
      await subscribe(tx, 'b@example.com');
      const [a, b] = (await ownerView(tx)).subscribers;
      expect(await call(tx, 'confirm_newsletter_subscription', 'f'.repeat(64))).toBe(false);
      expect(await call(tx, 'confirm_newsletter_subscription', a!.confirm_token)).toBe(true);
      expect(await call(tx, 'confirm_newsletter_subscription', a!.confirm_token)).toBe(true); // a second click
      await tx.query('reset role');
      await tx.query(
        `update public.newsletter_subscribers set confirmation_sent_at = now() - interval '49 hours' where email = 'b@example.com'`,
      );
      expect(await call(tx, 'confirm_newsletter_subscription', b!.confirm_token)).toBe(false);
      const { subscribers } = await ownerView(tx);
      expect(subscribers.find((s) => s.email === 'a@example.com')!.confirmed_at).not.toBeNull();
    });
  });

  it('removes unconfirmed addresses after 48 hours, never confirmed ones', async () => {
    await session(db.pg, null, async (tx) => {
      await subscribe(tx, 'old@example.com');
      await subscribe(tx, 'kept@example.com');
      const kept = (await ownerView(tx)).subscribers[1]!;
      await call(tx, 'confirm_newsletter_subscription', kept.confirm_token);
      await tx.query('reset role');
      await tx.query(`update public.newsletter_subscribers set confirmation_sent_at = now() - interval '49 hours'`);
      const removed = (await tx.query<{ n: number }>('select private.purge_unconfirmed_newsletter() as n')).rows[0]!.n;
      expect(removed).toBe(1);
      const after = await ownerView(tx);
      expect(after.subscribers.map((s) => s.email)).toEqual(['kept@example.com']);
      // Its confirmation e-mail goes with it: a link to a removed sign-up is never sent.
      expect(after.jobs.map((j) => j.email)).toEqual(['kept@example.com']);
    });
  });

  it('the unsubscribe link deletes the address and its confirmations, sent ones too; a second click says so', async () => {
    await session(db.pg, null, async (tx) => {
      await subscribe(tx, 'bye@example.com');
      await tx.query('reset role');
      await tx.query(`update private.notification_jobs set status = 'sent', sent_at = now()`);
      const { subscribers } = await ownerView(tx);
      expect(await call(tx, 'unsubscribe_newsletter', subscribers[0]!.unsubscribe_token)).toBe(true);
      expect(await ownerView(tx)).toEqual({ subscribers: [], jobs: [] });
      expect(await call(tx, 'unsubscribe_newsletter', subscribers[0]!.unsubscribe_token)).toBe(false);
    });
  });
});

describe('what visitors cannot do', () => {
  it.each([
    ['insert', `insert into public.newsletter_subscribers (email) values ('direct@example.com')`],
    ['select', 'select * from public.newsletter_subscribers'],
    ['update', `update public.newsletter_subscribers set confirmed_at = now()`],
    ['delete', 'delete from public.newsletter_subscribers'],
    ['read the outbox', 'select * from private.notification_jobs'],
    ['claim e-mails', 'select * from public.claim_notification_job(60)'],
    ['raise the daily cap', 'update private.outbox_settings set newsletter_confirmations_per_day = 1000'],
    ['purge', 'select private.purge_unconfirmed_newsletter()'],
  ])('anon cannot %s (42501)', async (_what, sql) => {
    for (const role of ['anon', 'authenticated']) {
      const outcome = await session(db.pg, null, async (tx) => {
        await asRole(tx, role);
        return attempt(tx, sql);
      });
      expect(outcome, role).toMatchObject({ ok: false, code: '42501' });
    }
  });
});
