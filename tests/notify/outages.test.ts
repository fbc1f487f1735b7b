// The sender against the real migrations on PGlite, through days of trouble on a controlled
// clock: time passes by moving every stored moment of the outbox back, so the database's now()
// meets the state it would meet that much later, without a sleep. Each scenario ends with the
// lead in the owner's inbox, or with the owner told through a channel that does not share the
// failing part (the chat webhook, when e-mail is what fails).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { createPgliteJobStore } from '../../src/backend/notify/pglite-store.ts';
import { checkContent } from '../../src/content/index.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';
import { processDueJobs, type RunSummary } from '../../supabase/functions/_shared/notify/process.ts';
import type { JobStore, Mailer, Message, NotifySettings } from '../../supabase/functions/_shared/notify/types.ts';
import { insertContact, nextIp } from '../db/sql.ts';

const settings = notifySettings(checkContent().content!, 'https://www.example.com');
let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
});
afterAll(() => db?.close());
beforeEach(() => db.pg.exec('delete from private.notification_jobs; delete from private.contact_receipt_recipients'));

/** Lets `seconds` pass for the outbox: every stored moment moves that far into the past. */
async function advance(pg: PGlite, seconds: number) {
  await pg.query(
    `update private.notification_jobs set
       created_at = created_at - make_interval(secs => $1), next_attempt_at = next_attempt_at - make_interval(secs => $1),
       lease_until = lease_until - make_interval(secs => $1), sent_at = sent_at - make_interval(secs => $1),
       failed_at = failed_at - make_interval(secs => $1), chat_posted_at = chat_posted_at - make_interval(secs => $1)`,
    [seconds],
  );
}

/**
 * Seconds until the next retry falls due, or null when none waits. Jobs due already but held
 * back (receipts behind an unsent lead) do not count: the clock moves to the next retry.
 */
async function nextDue(pg: PGlite): Promise<number | null> {
  const { rows } = await pg.query<{ s: number | null }>(
    `select ceil(extract(epoch from min(next_attempt_at) - now()))::int as s
       from private.notification_jobs where status = 'pending' and next_attempt_at > now()`,
  );
  return rows[0]!.s;
}

/** A contact request as a visitor sends it (committed: the sender sees it). */
async function sendLead(email: string, extra: Record<string, string> = {}) {
  await db.pg.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'anon', true)`);
    const outcome = await insertContact(tx, { email, ...extra }, { 'x-forwarded-for': nextIp() });
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  });
}

const leadState = async (email: string) =>
  (
    await db.pg.query<{ status: string; attempts: number; last_error: string | null }>(
      `select status, attempts, last_error from private.notification_jobs
        where kind = 'contact_notification' and payload -> 'contact' ->> 'email' = $1`,
      [email],
    )
  ).rows[0]!;

/** The e-mail provider: refuses while `refusing` is set, as a spent quota does (429). */
function provider() {
  const state = { refusing: true, accepted: [] as Message[], refused: 0 };
  const mailer: Mailer = {
    async send(message) {
      if (state.refusing) {
        state.refused++;
        return { ok: false, permanent: false, error: 'Resend answered 429: daily_quota_exceeded' };
      }
      state.accepted.push(message);
      return { ok: true, ref: `resend:${state.accepted.length}` };
    },
  };
  return { state, mailer };
}

/** The team chat: every post kept. */
function chatRoom() {
  const posts: string[] = [];
  return { posts, chat: { post: async (text: string) => void posts.push(text) } };
}

const run = (options: {
  mailer: Mailer;
  chat: { post(text: string): Promise<void> };
  settings?: NotifySettings;
  store?: JobStore;
}) =>
  processDueJobs({
    store: options.store ?? createPgliteJobStore(db.pg),
    mailer: options.mailer,
    chat: options.chat,
    settings: options.settings ?? settings,
    fromAddress: 'leads@example.com',
    unsubscribeEndpoint: 'https://abcd.supabase.co/functions/v1/newsletter-unsubscribe',
    log: { info: () => {}, error: () => {} },
  });

/** Runs the sender whenever something is due, for `hours` of the controlled clock. */
async function runFor(hours: number, options: Parameters<typeof run>[0]): Promise<RunSummary[]> {
  const runs: RunSummary[] = [];
  for (let elapsed = 0; elapsed < hours * 3600; ) {
    runs.push(await run(options));
    const wait = (await nextDue(db.pg)) ?? 3600;
    await advance(db.pg, Math.max(wait, 1));
    elapsed += Math.max(wait, 1);
  }
  return runs;
}

describe('a provider that refuses every e-mail for 30 hours (429: the daily quota is spent)', () => {
  it('keeps the lead, retrying at least hourly, tells the owner once by chat, and sends it once the quota resets', async () => {
    const { state, mailer } = provider();
    const { posts, chat } = chatRoom();
    await sendLead('patient@example.org');
    const runs = await runFor(30, { mailer, chat });

    const lead = await leadState('patient@example.org');
    expect(lead).toMatchObject({ status: 'pending', last_error: expect.stringContaining('429') });
    expect(lead.attempts).toBeGreaterThan(30); // 8 attempts were all it had before: about an hour
    expect(runs.every((r) => r.errors === 0)).toBe(true);
    // The owner heard of it once, on the chat: the provider that refuses carried no alert.
    expect(posts).toEqual([expect.stringMatching(/patient@example\.org.*429.*tried again automatically/)]);
    expect(state.accepted).toEqual([]);

    state.refusing = false; // the quota resets
    await advance(db.pg, (await nextDue(db.pg)) ?? 0);
    await run({ mailer, chat });
    expect(await leadState('patient@example.org')).toMatchObject({ status: 'sent' });
    expect(state.accepted.map((m) => m.to[0]!.address)).toEqual(['founder@example.com', 'patient@example.org']);
  });

  it('gives the lead up after 72 hours, and tells the owner again by chat', async () => {
    const { mailer } = provider();
    const { posts, chat } = chatRoom();
    await sendLead('lost@example.org');
    await runFor(73, { mailer, chat });
    expect(await leadState('lost@example.org')).toMatchObject({ status: 'failed' });
    expect(posts).toEqual([
      expect.stringContaining('tried again automatically'),
      expect.stringMatching(/lost@example\.org\) could NOT be sent/),
    ]);
  });
});

describe('a lead that cannot be composed (settings older than the code)', () => {
  // settings.json written before the attribution labels existed
  const older = { ...settings, lead: { ...settings.lead, attribution: undefined } } as unknown as NotifySettings;

  it('counts the attempt, retries it, and the run goes on: the alerts reach the chat in plain words; new settings send the leads', async () => {
    const { state, mailer } = provider();
    state.refusing = false;
    const { posts, chat } = chatRoom();
    await sendLead('first@example.org', { utm_source: 'linkedin' });
    await sendLead('second@example.org');

    const summary = await run({ mailer, chat, settings: older });
    // Both leads fail alike (every stored request has the attribution columns); the run goes on
    // to the next job each time, and to the two alerts the failures queued.
    expect(summary).toMatchObject({ claimed: 4, retried: 2, sent: 2, failed: 0, errors: 0 });
    for (const email of ['first@example.org', 'second@example.org']) {
      expect(await leadState(email)).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: expect.stringContaining('could not be composed'),
      });
    }
    expect(posts).toEqual([
      expect.stringMatching(/first@example\.org.*not been e-mailed.*plain words/),
      expect.stringMatching(/second@example\.org.*not been e-mailed.*plain words/),
    ]);
    expect(state.accepted).toEqual([]); // the alerts went by chat

    await advance(db.pg, (await nextDue(db.pg)) ?? 0);
    await run({ mailer, chat }); // the settings deployed again
    expect(await leadState('first@example.org')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await leadState('second@example.org')).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('a failing housekeeping', () => {
  it('never stops the sends', async () => {
    const { state, mailer } = provider();
    state.refusing = false;
    const store = createPgliteJobStore(db.pg);
    await sendLead('kept@example.org');
    const summary = await run({
      mailer,
      chat: chatRoom().chat,
      store: {
        ...store,
        housekeeping: async () => {
          throw new Error('canceling statement due to statement timeout');
        },
      },
    });
    expect(summary).toMatchObject({ sent: 2, errors: 1 }); // the lead and its receipt
    expect(await leadState('kept@example.org')).toMatchObject({ status: 'sent' });
  });
});
