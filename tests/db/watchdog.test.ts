// The lead watchdog on PGlite with the real migrations: the status monitors read, the decision
// (a lead waiting more than 15 minutes, told once per incident), and the production wiring
// installed over stand-ins of what Supabase adds (pg_net, pg_cron, Vault: PGlite has none), so
// the thin wrapper is run for real: every 5 minutes it posts to the chat webhook straight from
// the database, never through the outbox. Time passes by moving the stored moments back.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { insertContact, nextIp } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
});
afterAll(() => db?.close());
beforeEach(() =>
  db.pg.exec(
    `delete from private.notification_jobs;
     update private.lead_watchdog_state set incident_reported_at = null, handoff_reported_at = null;`,
  ),
);

/** Stores a contact request as a visitor; its job waits `minutes` already. */
async function waitingLead(pg: PGlite, minutes: number) {
  await pg.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'anon', true)`);
    expect((await insertContact(tx, { email: `w${nextIp()}@example.org` }, { 'x-forwarded-for': nextIp() })).ok).toBe(
      true,
    );
  });
  await pg.query(
    `update private.notification_jobs set created_at = now() - make_interval(mins => $1)
      where id = (select max(id) from private.notification_jobs where kind = 'contact_notification')`,
    [minutes],
  );
}

const status = async () => (await db.pg.query('select * from private.lead_delivery_status()')).rows;
const alert = async () =>
  (await db.pg.query<{ alert: string | null }>('select private.lead_watchdog_alert() as alert')).rows[0]!.alert;

describe('private.lead_delivery_status()', () => {
  it('returns one row: unsent leads, the oldest one’s wait in minutes (0 when none), leads given up', async () => {
    expect(await status()).toEqual([{ unsent_leads: 0, oldest_unsent_minutes: 0, failed_leads: 0 }]);
    await waitingLead(db.pg, 20);
    await waitingLead(db.pg, 3);
    await waitingLead(db.pg, 40);
    await db.pg.exec(`update private.notification_jobs set status = 'failed', failed_at = now(), last_error = 'x'
                       where kind = 'contact_notification' and created_at < now() - interval '30 minutes'`);
    // Receipts, alerts and confirmations are no leads.
    await db.pg.exec(`insert into private.notification_jobs (kind, payload, created_at)
                      values ('lead_alert', '{}', now() - interval '2 hours')`);
    expect(await status()).toEqual([{ unsent_leads: 2, oldest_unsent_minutes: 20, failed_leads: 1 }]);
  });

  it('is for checks and monitors (service_role), not for visitors', async () => {
    for (const [role, allowed] of [
      ['service_role', true],
      ['anon', false],
      ['authenticated', false],
    ] as const) {
      const { rows } = await db.pg.query<{ ok: boolean }>(
        `select has_function_privilege($1, 'private.lead_delivery_status()', 'execute') as ok`,
        [role],
      );
      expect(rows[0]!.ok, role).toBe(allowed);
    }
  });
});

describe('the watchdog’s decision (private.lead_watchdog_alert)', () => {
  it('says nothing while every lead is younger than 15 minutes', async () => {
    await waitingLead(db.pg, 15);
    await db.pg.exec(`update private.notification_jobs set created_at = created_at + interval '1 second'`);
    expect(await alert()).toBeNull();
  });

  it('speaks once per incident: when a lead has waited more than 15 minutes, then not again until all is well', async () => {
    await waitingLead(db.pg, 16);
    expect(await alert()).toMatch(/^Website leads are not reaching your inbox: 1 contact request\(s\) .*16 minutes/);
    expect(await alert()).toBeNull();
    await waitingLead(db.pg, 30); // a second lead in the same incident
    expect(await alert()).toBeNull();
    await db.pg.exec(`update private.notification_jobs set status = 'sent', sent_at = now()`);
    expect(await alert()).toBeNull(); // the incident is over
    await waitingLead(db.pg, 17);
    expect(await alert()).toMatch(/17 minutes/); // a new one
  });

  it('speaks once when hand-offs to the CRM keep failing or were given up today, and again for the next incident', async () => {
    const handoff = (kind: string, status: string, attempts: number) =>
      db.pg.query(
        `insert into private.notification_jobs (kind, payload, status, attempts, failed_at, last_error)
         values ($1, '{}', $2, $3, case when $2 = 'failed' then now() end, 'HTTP 500')`,
        [kind, status, attempts],
      );
    await handoff('lead_webhook', 'pending', 2); // retried, not yet failing
    expect(await alert()).toBeNull();
    await handoff('hubspot_lead', 'pending', 3);
    expect(await alert()).toMatch(/^Website leads are not reaching your CRM: 1 hand-off\(s\) .*did reach your inbox/);
    expect(await alert()).toBeNull();
    await db.pg.exec(
      `update private.notification_jobs set status = 'sent', sent_at = now() where kind = 'hubspot_lead'`,
    );
    expect(await alert()).toBeNull(); // the incident is over
    await handoff('lead_webhook', 'failed', 12);
    expect(await alert()).toMatch(/not reaching your CRM: 1 hand-off/);
    // A lead waiting meanwhile is its own incident, told in the same run's text.
    await waitingLead(db.pg, 20);
    expect(await alert()).toMatch(/^Website leads are not reaching your inbox: 1 contact request/);
    expect(await alert()).toBeNull();
  });

  it('names no visitor (the chat is another company’s service)', async () => {
    await waitingLead(db.pg, 20);
    const text = (await alert())!;
    expect(text).not.toMatch(/@example\.org|Ada|Lovelace/);
  });
});

describe('the wiring where pg_net, pg_cron and Vault exist', () => {
  let wired: LocalDatabase;
  const CHAT = 'https://hooks.slack.example/services/T000/B000/XXX';

  beforeAll(async () => {
    wired = await openDatabase({ inMemory: true });
    // Stand-ins with the signatures of pg_net's net.http_post, pg_cron's cron.schedule and
    // Vault's vault.decrypted_secrets; each records what it is asked to do.
    await wired.pg.exec(`
      create schema net;
      create table net.requests (id bigint generated always as identity, url text, body jsonb, headers jsonb);
      create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                                    headers jsonb default '{}', timeout_milliseconds integer default 5000)
        returns bigint language sql as $$ insert into net.requests (url, body, headers) values (url, body, headers) returning id $$;
      create schema cron;
      create table cron.jobs (name text primary key, schedule text, command text);
      create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
        insert into cron.jobs values (job_name, schedule, command)
        on conflict (name) do update set schedule = excluded.schedule, command = excluded.command returning 1::bigint $$;
      create schema vault;
      create table vault.secrets (name text primary key, decrypted_secret text);
      create view vault.decrypted_secrets as select name, decrypted_secret from vault.secrets;
      insert into vault.secrets values ('notify_leads_url', 'https://abcd.supabase.co/functions/v1/notify-leads'),
                                       ('notify_leads_secret', 's3cret');
      select private.setup_notify_wiring();
    `);
  });
  afterAll(() => wired?.close());

  const posts = async () =>
    (
      await wired.pg.query<{ body: { text: string }; headers: Record<string, string> }>(
        'select body, headers from net.requests where url = $1 order by id',
        [CHAT],
      )
    ).rows;
  /** What pg_cron runs every 5 minutes. */
  const tick = async () => {
    const { rows } = await wired.pg.query<{ command: string }>(
      `select command from cron.jobs where name = 'lead-watchdog'`,
    );
    await wired.pg.exec(rows[0]!.command);
  };

  it('schedules the watchdog every 5 minutes, and an hourly call of notify-leads for its heartbeat', async () => {
    expect(await wired.pg.query<{ report: string }>('select private.setup_lead_watchdog() as report')).toMatchObject({
      rows: [{ report: expect.stringContaining('every 5 minutes') }],
    });
    const { rows } = await wired.pg.query('select name, schedule, command from cron.jobs order by name');
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'lead-watchdog', schedule: '*/5 * * * *', command: 'select private.post_lead_watchdog()' },
        { name: 'notify-leads-hourly', schedule: '41 * * * *', command: 'select private.call_notify_leads()' },
      ]),
    );
  });

  it('posts to the chat webhook from the database once per incident, never through the outbox', async () => {
    await wired.pg.exec(`insert into vault.secrets values ('chat_webhook_url', '${CHAT}')`);
    await waitingLead(wired.pg, 10);
    const jobs = async () => (await wired.pg.query('select id from private.notification_jobs')).rows.length;
    const before = await jobs();
    await tick();
    expect(await posts()).toEqual([]); // 10 minutes: nothing yet
    await wired.pg.exec(`update private.notification_jobs set created_at = created_at - interval '6 minutes'`);
    await tick();
    await tick();
    await tick();
    expect(await posts()).toEqual([
      {
        body: { text: expect.stringMatching(/^Website leads are not reaching your inbox/) },
        headers: { 'Content-Type': 'application/json' },
      },
    ]);
    expect(await jobs()).toBe(before); // nothing queued for the sender that may be the broken part
  });

  it('without the Vault secret it posts nothing and keeps the incident open, to post once the secret exists', async () => {
    await wired.pg.exec(`delete from vault.secrets where name = 'chat_webhook_url';
                         delete from net.requests; delete from private.notification_jobs;
                         update private.lead_watchdog_state set incident_reported_at = null`);
    await waitingLead(wired.pg, 20);
    await tick();
    expect(await posts()).toEqual([]);
    await wired.pg.exec(`insert into vault.secrets values ('chat_webhook_url', '${CHAT}')`);
    await tick();
    expect(await posts()).toHaveLength(1);
  });
});
