// A lead's HubSpot submission as the database keeps it (supabase/migrations/*_hubspot_issue42.sql),
// on PGlite with the real migrations: queued once per lead by a sender with a HubSpot form, claimed
// after the lead's e-mail, retried for 72 hours like it; and the health question that tells a
// hand-off to the CRM that keeps failing (notify_health's 'handoffs').
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { type DatabaseHealth, handoffCheck } from '../../supabase/functions/_shared/notify/health.ts';
import type { NotifySettings } from '../../supabase/functions/_shared/notify/types.ts';
import { insertContact, session } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
});
afterAll(() => db?.close());

const visitor = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

const asOwner = (tx: Transaction) => tx.query('reset role');
const asSender = (tx: Transaction) => tx.query(`select set_config('role', 'service_role', true)`);

/** Stores a verified request and answers its lead e-mail job's id. */
async function storeLead(tx: Transaction, n: number): Promise<number> {
  await insertContact(tx, {}, visitor(n));
  await asOwner(tx);
  const { rows } = await tx.query<{ id: number }>(
    `select id from private.notification_jobs where kind = 'contact_notification' order by id desc limit 1`,
  );
  await asSender(tx);
  return rows[0]!.id;
}

const queue = async (tx: Transaction, leadJob: number) =>
  (await tx.query<{ q: boolean }>('select public.queue_hubspot_lead($1) as q', [leadJob])).rows[0]?.q;

const claim = async (tx: Transaction) =>
  (await tx.query<{ kind: string; id: number; lease_token: string }>('select * from public.claim_notification_job(60)'))
    .rows[0];

const fail = async (tx: Transaction, job: { id: number; lease_token: string }, error: string) =>
  (
    await tx.query<{ o: string }>(`select public.fail_notification_job($1, $2, $3) as o`, [
      job.id,
      job.lease_token,
      error,
    ])
  ).rows[0]?.o;

describe("a lead's HubSpot submission job", () => {
  it('is queued once per lead, with the whole request, and claimed after the lead’s e-mail', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const leadJob = await storeLead(tx, 90);
      expect([await queue(tx, leadJob), await queue(tx, leadJob)]).toEqual([true, false]);
      expect((await claim(tx))?.kind).toBe('contact_notification');
      const hubspot = await claim(tx);
      expect(hubspot?.kind).toBe('hubspot_lead');
      await asOwner(tx);
      const { rows } = await tx.query<{ payload: { lead_job_id: number; contact: { email: string } } }>(
        'select payload from private.notification_jobs where id = $1',
        [hubspot!.id],
      );
      expect(rows[0]?.payload).toMatchObject({ lead_job_id: leadJob, contact: { email: 'ada@example.com' } });
    });
  });

  it('beside the lead webhook: each has its own job, one per lead', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const leadJob = await storeLead(tx, 91);
      await tx.query('select public.queue_lead_webhook($1)', [leadJob]);
      await queue(tx, leadJob);
      await asOwner(tx);
      const { rows } = await tx.query<{ kind: string }>(
        `select kind from private.notification_jobs where payload ->> 'lead_job_id' = $1::text and kind in ('hubspot_lead', 'lead_webhook') order by kind`,
        [leadJob],
      );
      expect(rows.map((r) => r.kind)).toEqual(['hubspot_lead', 'lead_webhook']);
    });
  });

  it('is retried for 72 hours, past its attempts, like the lead’s e-mail; then given up', async () => {
    await session(db.pg, 'anon', async (tx) => {
      await queue(tx, await storeLead(tx, 92));
      await claim(tx); // the lead's e-mail
      const hubspot = (await claim(tx))!;
      await asOwner(tx);
      await tx.query('update private.notification_jobs set attempts = max_attempts where id = $1', [hubspot.id]);
      await asSender(tx);
      expect(await fail(tx, hubspot, 'HubSpot answered HTTP 500')).toBe('retry');
      await asOwner(tx);
      await tx.query(
        `update private.notification_jobs set created_at = now() - interval '73 hours', next_attempt_at = now() where id = $1`,
        [hubspot.id],
      );
      await asSender(tx);
      const again = (await claim(tx))!;
      expect(again.id).toBe(hubspot.id);
      expect(await fail(tx, again, 'HubSpot answered HTTP 500')).toBe('failed');
    });
  });

  it('an unverified request has no lead job, so nothing to queue', async () => {
    await session(db.pg, 'service_role', async (tx) => {
      expect(await queue(tx, 999999)).toBe(false);
    });
  });

  it('is the sender’s alone: a visitor cannot queue one', async () => {
    await session(db.pg, 'anon', async (tx) => {
      await tx.query('savepoint s');
      await expect(tx.query('select public.queue_hubspot_lead(1)')).rejects.toThrow(/permission denied/);
      await tx.query('rollback to savepoint s');
    });
  });
});

describe('the health question about the hand-offs to the CRM (notify_health)', () => {
  type Handoff = { unsent: number; failed: number; failed_today: number; failing: number; last_error: string | null };
  const health = async (tx: Transaction) =>
    (
      await tx.query<{ h: { handoffs: Record<'lead_webhook' | 'hubspot_lead', Handoff> } }>(
        `select public.notify_health('') as h`,
      )
    ).rows[0]!.h.handoffs;

  it('counts what is unsent, what keeps failing (3 attempts or more) with its latest error, and what was given up', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const leadJob = await storeLead(tx, 93);
      await queue(tx, leadJob);
      await tx.query('select public.queue_lead_webhook($1)', [leadJob]);
      const quiet = await health(tx);
      expect(quiet.hubspot_lead).toEqual({ unsent: 1, failed: 0, failed_today: 0, failing: 0, last_error: null });
      expect(quiet.lead_webhook).toMatchObject({ unsent: 1, failing: 0 });

      await claim(tx); // the lead's e-mail
      for (let n = 1; n <= 3; n++) {
        const job = (await claim(tx))!;
        expect(job.kind).toBe('hubspot_lead');
        await tx.query('select public.begin_notification_attempt($1, $2)', [job.id, job.lease_token]);
        expect(await fail(tx, job, `HubSpot answered HTTP 50${n}`)).toBe('retry');
        await asOwner(tx);
        await tx.query(
          `update private.notification_jobs set next_attempt_at = now() + interval '1 day' where kind = 'lead_webhook'`,
        );
        await tx.query(`update private.notification_jobs set next_attempt_at = now() where id = $1`, [job.id]);
        await asSender(tx);
      }
      const failing = await health(tx);
      expect(failing.hubspot_lead).toEqual({
        unsent: 1,
        failed: 0,
        failed_today: 0,
        failing: 1,
        last_error: 'HubSpot answered HTTP 503',
      });
      expect(failing.lead_webhook).toMatchObject({ unsent: 1, failing: 0, last_error: null });

      await asOwner(tx);
      await tx.query(
        `update private.notification_jobs set status = 'failed', failed_at = now() - interval '2 days' where kind = 'hubspot_lead'`,
      );
      await asSender(tx);
      // Given up two days ago: counted, but no longer what the health check reports.
      expect((await health(tx)).hubspot_lead).toEqual({
        unsent: 0,
        failed: 1,
        failed_today: 0,
        failing: 0,
        last_error: null,
      });
    });
  });
});

describe('the health report, from the database’s answer', () => {
  it('says in plain words that HubSpot keeps failing', async () => {
    await session(db.pg, 'anon', async (tx) => {
      await queue(tx, await storeLead(tx, 94));
      await claim(tx); // the lead's e-mail
      const job = (await claim(tx))!;
      await asOwner(tx);
      await tx.query(
        `update private.notification_jobs set attempts = 3, last_error = 'HubSpot answered HTTP 404' where id = $1`,
        [job.id],
      );
      await asSender(tx);
      const askDatabase = async (sha: string) =>
        (await tx.query<{ h: DatabaseHealth }>('select public.notify_health($1) as h', [sha])).rows[0]!.h;
      const { problems } = await handoffCheck({ settings: {} as NotifySettings, askDatabase });
      expect(problems).toEqual([expect.stringMatching(/^1 lead did not reach HubSpot after 3 tries .*HTTP 404/)]);
    });
  });
});
