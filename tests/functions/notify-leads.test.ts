// The Edge Functions for real: supabase/functions run by Deno (the `deno` npm package), reaching
// the database through our local REST gateway on PGlite with the real migrations (RPC with the
// service_role or anon key, as on Supabase), and sending through stand-ins of Resend's API and a
// chat webhook on 127.0.0.1. Only what lies outside this machine is a stand-in.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeNotifySettings } from '../../scripts/build/notify-settings.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { createSiteClient, type SiteClient } from '../../src/lib/supabase/client.ts';
import { SETTINGS_DIGEST_PATH, settingsDigest } from '../../supabase/functions/_shared/notify/settings-digest.ts';
import type { NotifySettings } from '../../supabase/functions/_shared/notify/types.ts';
import { checkedContact, removeTempDirs, tempDir } from '../backend/helpers.ts';
import { type DenoFunction, startFunction } from './deno-function.ts';
import {
  type ChatStub,
  type HeartbeatStub,
  type ResendStub,
  startChatStub,
  startHeartbeatStub,
  startResendStub,
} from './stubs.ts';

const SECRET = 'test-notify-secret';
const HEALTH_TOKEN = 'test-health-token';

let server: RunningServer;
let resend: ResendStub;
let chat: ChatStub;
let heartbeat: HeartbeatStub;
let fn: DenoFunction;
let site: SiteClient;
/** The built site the local server serves: the health check reads its settings digest there. */
let siteDir: string;

/** Publishes the digest of the settings the functions are deployed with, as the site's build does. */
async function publishSettingsDigest(digest?: string) {
  const file = path.join(tempDir('settings'), 'settings.json');
  writeNotifySettings('https://www.example.com', file);
  const sha256 = digest ?? (await settingsDigest(JSON.parse(fs.readFileSync(file, 'utf8')) as NotifySettings));
  fs.writeFileSync(path.join(siteDir, SETTINGS_DIGEST_PATH), JSON.stringify({ sha256 }));
}

/**
 * The sender as deployed: the project's keys as the platform gives them (the secret keys as a
 * JSON dictionary, sent in `apikey` alone), Resend, the chat webhook.
 */
const senderEnv = (): Record<string, string> => ({
  NOTIFY_SECRET: SECRET,
  HEALTH_TOKEN,
  SUPABASE_URL: server.url,
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: server.secretKey }),
  RESEND_API_KEY: 're_test',
  RESEND_API_URL: resend.url,
  NOTIFY_FROM: 'leads@lakeshore-ai.example.com',
  CHAT_WEBHOOK_URL: `${chat.url}/hook`,
  HEARTBEAT_URL: `${heartbeat.url}/ping/3f1c`,
  SITE_URL: server.url,
});

beforeAll(async () => {
  siteDir = tempDir('site');
  server = await startServer({ port: 0, inMemory: true, distDir: siteDir });
  await publishSettingsDigest();
  resend = await startResendStub();
  chat = await startChatStub();
  heartbeat = await startHeartbeatStub();
  fn = await startFunction(senderEnv());
  site = createSiteClient({ url: server.url, anonKey: server.anonKey });
});

afterAll(async () => {
  fn?.stop();
  await resend?.close();
  await chat?.close();
  await heartbeat?.close();
  await server?.close();
  removeTempDirs();
});

beforeEach(async () => {
  await server.db.pg.exec(
    `delete from private.notification_jobs; delete from private.rate_events; delete from public.newsletter_subscribers;
     delete from private.contact_receipt_recipients; delete from private.contact_receipt_counts;`,
  );
  for (const stub of [resend, chat, heartbeat]) {
    stub.received.length = 0;
    stub.answers.length = 0;
  }
  resend.delivered().length = 0;
});

/** One run of the function, as the database webhook or pg_cron triggers it. */
async function run(secret = SECRET) {
  const response = await fetch(fn.url, { method: 'POST', headers: { authorization: `Bearer ${secret}` } });
  return { status: response.status, summary: (await response.json()) as Record<string, number> };
}

/** The lead jobs (alerts apart), oldest first. */
async function jobStates() {
  return (
    await server.db.pg.query<{ id: number; status: string; attempts: number; last_error: string | null }>(
      `select id, status, attempts, last_error from private.notification_jobs where kind = 'contact_notification' order by id`,
    )
  ).rows;
}

/** The address each e-mail went to, in order (a display name around it dropped). */
const addressOf = (to: unknown) => String((to as string[])[0]).replace(/^.*<(.*)>$/, '$1');
const recipients = () => resend.received.map((r) => addressOf(r.body.to));

/** Lets a retry become due without waiting for its back-off (the clock is the database's). */
const makeDue = () => server.db.pg.exec(`update private.notification_jobs set next_attempt_at = now()`);

describe('notify-leads in Deno', () => {
  it('refuses a caller without the shared secret and sends nothing', async () => {
    await site.insertContact(await checkedContact(server.url));
    expect((await run('wrong')).status).toBe(401);
    expect(resend.received).toHaveLength(0);
    expect(await jobStates()).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });

  it('compares the secret by digest: a longer or shorter guess is refused like any other', async () => {
    for (const guess of ['', SECRET.slice(0, -1), `${SECRET}x`, SECRET.toUpperCase()]) {
      expect((await run(guess)).status, JSON.stringify(guess)).toBe(401);
    }
    expect((await run()).status).toBe(200);
  });

  it('sends a lead to the owner with every field and Reply-To the visitor, and marks it sent', async () => {
    const row = await checkedContact(server.url, {
      first_name: 'Zoë',
      last_name: 'Lovelace',
      email: 'zoe@example.org',
      phone: '+1 (312) 555-0100',
      message: 'Line one\nLine two',
    });
    expect(await site.insertContact(row)).toEqual({ ok: true });
    const { status, summary } = await run();
    expect(status).toBe(200);
    // The owner's e-mail first, then the visitor's receipt.
    expect(summary).toMatchObject({ claimed: 2, sent: 2, failed: 0 });
    expect(recipients()).toEqual(['founder@example.com', 'zoe@example.org']);
    const receipt = resend.received[1]!.body;
    expect(receipt.reply_to).not.toContain('zoe@example.org');
    expect(receipt.text).toContain('Zoë');
    expect(receipt.html).toContain('Zoë');
    // Drawn by the React Email components in Deno, as deployed: the brand's colour, and no image
    // but the site's logo at its address (the same in every e-mail).
    expect(receipt.html).toMatch(/^<!DOCTYPE html[\s\S]*border-bottom:3px solid #4f46e5[\s\S]*Lakeshore AI/);
    expect([...String(receipt.html).matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'https://www.example.com/images/logo-mark.email.png',
    ]);
    expect(receipt.text).not.toContain('Line one');
    const { body, headers } = resend.received[0]!;
    expect(body.html).toContain('Line one<br/>Line two');
    expect(body).toMatchObject({
      from: '"Lakeshore AI website" <leads@lakeshore-ai.example.com>',
      to: ['founder@example.com'],
      reply_to: '"Zoë Lovelace" <zoe@example.org>',
      subject: 'New consultation request from Zoë Lovelace',
    });
    for (const value of ['Zoë Lovelace', 'zoe@example.org', '+1 (312) 555-0100', 'Line one\nLine two', row.id]) {
      expect(body.text).toContain(value);
    }
    const [job] = await jobStates();
    expect(headers['idempotency-key']).toMatch(new RegExp(`^notification-job-${job!.id}-\\d+$`));
    expect(job).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await run()).summary).toMatchObject({ claimed: 0 }); // sent exactly once
    // The team chat hears of it once, with the job's number.
    await expect.poll(() => chat.received).toEqual([{ text: expect.stringContaining(`job #${job!.id}`) }]);
  });

  it('a provider that refuses (429, quota) then accepts: retried with back-off, the owner alerted by chat, one e-mail', async () => {
    const row = await checkedContact(server.url, { first_name: 'Quota', email: 'quota@example.org' });
    await site.insertContact(row);
    await site.subscribeNewsletter('reader@example.org'); // queued behind the lead
    resend.answers.push({
      status: 429,
      body: '{"name":"daily_quota_exceeded","message":"You have reached your daily email sending quota."}',
    });
    expect((await run()).summary).toMatchObject({ sent: 1, retried: 1 }); // the lead retried, the alert sent
    const [job] = await jobStates();
    expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('429') });
    // Back-off: not due again at once; the confirmation waits behind the lead.
    const due = await server.db.pg.query<{ s: number }>(
      'select extract(epoch from next_attempt_at - now())::int as s from private.notification_jobs where id = $1',
      [job!.id],
    );
    expect(due.rows[0]!.s).toBeGreaterThanOrEqual(29);
    expect(resend.received).toHaveLength(1);
    // The second channel: the chat webhook, naming the visitor, the error and the job.
    expect(chat.received).toEqual([
      { text: expect.stringMatching(new RegExp(`quota@example\\.org.*429.*job #${job!.id}\\b`)) },
    ]);

    await makeDue();
    // The lead, then the confirmation, then the receipt (both held back while the lead was unsent).
    expect((await run()).summary).toMatchObject({ sent: 3 });
    expect(recipients()).toEqual([
      'founder@example.com',
      'founder@example.com',
      'reader@example.org',
      'quota@example.org',
    ]);
    expect(resend.received[0]!.headers['idempotency-key']).toBe(resend.received[1]!.headers['idempotency-key']);
    expect(resend.delivered().filter((m) => String(m.text).includes('quota@example.org'))).toHaveLength(1);
    expect(await jobStates()).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('a lead given up alerts the owner again', async () => {
    await site.insertContact(await checkedContact(server.url, { email: 'lost@example.org' }));
    // Out of attempts, and out of the 72 hours a lead is retried for.
    await server.db.pg.exec(
      `update private.notification_jobs set max_attempts = 2, created_at = now() - interval '73 hours'`,
    );
    resend.answers.push({ status: 503 }, { status: 503 });
    await run();
    await makeDue();
    await run();
    expect(await jobStates()).toMatchObject([{ status: 'failed', attempts: 2 }]);
    expect(chat.received.map((m) => m.text)).toEqual([
      expect.stringContaining('tried again automatically for up to 72 hours after the request (attempt 1,'),
      expect.stringMatching(/lost@example\.org\) could NOT be sent/),
    ]);
    expect(fn.log()).toMatch(/FAILED after 2 attempt\(s\), not retried: Resend answered 503/);
  });

  it('the sender killed between sending and recording: restarted, it sends with the same key, one e-mail arrives', async () => {
    await site.insertContact(await checkedContact(server.url, { email: 'once@example.org' }));
    let release!: () => void;
    resend.answers.push({ status: 200, hold: new Promise<void>((resolve) => (release = resolve)) });
    const dying = run().catch(() => 'killed');
    await resend.waitFor(1); // the e-mail is at the provider…
    await fn.kill(); // …and the sender dies before it hears back or records anything
    release();
    expect(await dying).toBe('killed');
    expect(await jobStates()).toMatchObject([{ status: 'sending', attempts: 1 }]);
    expect(resend.delivered()).toHaveLength(1);

    // Its lease runs out (moved on, not waited for), and a new sender takes over.
    await server.db.pg.exec(`update private.notification_jobs set lease_until = now() - interval '1 second'`);
    fn = await startFunction(senderEnv());
    expect((await run()).summary).toMatchObject({ claimed: 2, sent: 2 }); // the lead again, then the receipt
    expect(recipients()).toEqual(['founder@example.com', 'founder@example.com', 'once@example.org']);
    expect(resend.received[1]!.headers['idempotency-key']).toBe(resend.received[0]!.headers['idempotency-key']);
    // One e-mail in the owner's inbox (and the visitor's receipt).
    expect(resend.delivered().map((m) => addressOf(m.to))).toEqual(['founder@example.com', 'once@example.org']);
    expect(await jobStates()).toMatchObject([{ status: 'sent', attempts: 2 }]);
    await expect.poll(() => chat.received.length).toBe(1); // and one chat line
  });

  it('a permanent refusal (422) marks the job failed, logs it, and never sends it again', async () => {
    await site.insertContact(await checkedContact(server.url));
    resend.answers.push({ status: 422, body: '{"message":"Invalid `to` field"}' });
    expect((await run()).summary).toMatchObject({ failed: 1 });
    expect(await jobStates()).toMatchObject([
      { status: 'failed', attempts: 1, last_error: expect.stringContaining('422') },
    ]);
    expect(fn.log()).toMatch(/FAILED after 1 attempt\(s\), not retried: Resend answered 422/);
    expect(chat.received).toEqual([{ text: expect.stringContaining('could NOT be sent') }]);
    await makeDue();
    expect((await run()).summary).toMatchObject({ claimed: 0 });
    // The owner's e-mail was tried once; the visitor still got the receipt (the request is stored).
    expect(recipients()).toEqual(['founder@example.com', 'ada@example.com']);
  });

  it('a job whose payload the outbox did not write fails for good at once, its error naming the kind and the field', async () => {
    await server.db.pg.exec(
      `insert into private.notification_jobs (kind, payload) values ('newsletter_confirmation',
         '{"email": "reader@example.org", "confirm_token": "nope", "unsubscribe_token": "${'b'.repeat(64)}"}')`,
    );
    expect((await run()).summary).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    const { rows } = await server.db.pg.query<{ status: string; attempts: number; last_error: string }>(
      'select status, attempts, last_error from private.notification_jobs',
    );
    expect(rows).toEqual([
      {
        status: 'failed',
        attempts: 1,
        last_error:
          'the message could not be composed: newsletter_confirmation payload is not what the outbox writes: confirm_token: expected a token of 64 hexadecimal digits',
      },
    ]);
    expect(resend.received).toHaveLength(0);
  });

  it('two overlapping runs send one e-mail', async () => {
    await site.insertContact(await checkedContact(server.url));
    let release!: () => void;
    resend.answers.push({ status: 200, hold: new Promise<void>((resolve) => (release = resolve)) });
    const first = run(); // claims the job, then waits on the e-mail API
    await resend.waitFor(1);
    const second = await run(); // overlaps the first: the job is leased
    expect(second.summary).toMatchObject({ claimed: 0, sent: 0 });
    release();
    expect((await first).summary).toMatchObject({ claimed: 2, sent: 2 }); // the lead, then its receipt
    expect(recipients()).toEqual(['founder@example.com', 'ada@example.com']);
    expect(await jobStates()).toMatchObject([{ status: 'sent' }]);
  });
});

interface HealthReport {
  status: string;
  problems: string[];
  leads: Record<string, unknown> | null;
  settings: { deployed: string; site: string | null };
}

/** The health check, as the owner's monitor calls it: a GET with the health token. */
async function checkHealth(at = fn.url) {
  const response = await fetch(at, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
  return { status: response.status, report: (await response.json()) as HealthReport };
}

/** The health check as a stranger (or a monitor without the token) calls it. */
async function strangersHealth(at: string, headers: Record<string, string> = {}) {
  const response = await fetch(at, { headers });
  return { status: response.status, body: await response.text() };
}

/** A stand-in for Supabase Vault: the secrets the database calls notify-leads with. */
const setVault = (secret: string) =>
  server.db.pg.exec(`
    create schema if not exists vault;
    create or replace view vault.decrypted_secrets as
      select * from (values ('notify_leads_url', 'https://abcd.supabase.co/functions/v1/notify-leads'),
                            ('notify_leads_secret', '${secret}')) s(name, decrypted_secret);`);

describe('the health check (GET), for an uptime monitor', () => {
  it('answers 200 when the sender is set up, its settings are the site’s and no lead waits; it sends and changes nothing', async () => {
    await site.insertContact(await checkedContact(server.url));
    const { status, report } = await checkHealth();
    expect(status).toBe(200);
    expect(report).toMatchObject({
      status: 'ok',
      problems: [],
      leads: { unsent_leads: 1, oldest_unsent_minutes: 0, failed_leads: 0, lead_waiting: false },
    });
    expect(report.settings.site).toBe(report.settings.deployed);
    expect(resend.received).toHaveLength(0);
    expect(await jobStates()).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });

  it('answers 503 with what is wrong: a secret mismatch, a lead waiting, settings older than the site’s content', async () => {
    await site.insertContact(await checkedContact(server.url));
    await server.db.pg.exec(`update private.notification_jobs set created_at = now() - interval '16 minutes'`);
    await publishSettingsDigest('0'.repeat(64)); // the site's content changed; the function was not deployed
    await setVault('an old secret');
    try {
      const { status, report } = await checkHealth();
      expect(status).toBe(503);
      expect(report.status).toBe('unhealthy');
      expect(report.problems).toEqual([
        expect.stringMatching(
          /^secret mismatch: the Vault secret notify_leads_secret is not this function's NOTIFY_SECRET/,
        ),
        "a lead has waited 16 minutes to reach the owner's inbox (1 unsent)",
        expect.stringMatching(/^settings out of date: /),
      ]);
      // The right secret, the site's settings: only the waiting lead is left to report.
      await setVault(SECRET);
      await publishSettingsDigest();
      const again = await checkHealth();
      expect(again.status).toBe(503);
      expect(again.report.problems).toEqual([expect.stringMatching(/^a lead has waited 16 minutes/)]);
    } finally {
      await server.db.pg.exec('drop schema vault cascade');
      await publishSettingsDigest();
    }
  });

  it('tells a caller without the health token only the status, whatever it presents', async () => {
    expect((await checkHealth()).status).toBe(200);
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${SECRET}` },
    ]) {
      expect(await strangersHealth(fn.url, headers)).toEqual({ status: 200, body: '{"status":"ok"}' });
    }
  });

  it('pings the heartbeat after every run: the URL when the run went well', async () => {
    expect((await run()).status).toBe(200);
    expect(heartbeat.received).toEqual([
      { path: '/ping/3f1c', body: expect.objectContaining({ claimed: 0, errors: 0 }) },
    ]);
  });
});

describe('a sender deployed without its e-mail API key and sender address', () => {
  let unconfigured: DenoFunction;
  beforeAll(async () => {
    const { RESEND_API_KEY: _key, NOTIFY_FROM: _from, ...rest } = senderEnv();
    unconfigured = await startFunction(rest);
  });
  afterAll(() => unconfigured?.stop());

  it('health: 503, naming both to the health token only', async () => {
    expect(await strangersHealth(unconfigured.url)).toEqual({ status: 503, body: '{"status":"unhealthy"}' });
    const { status, report } = await checkHealth(unconfigured.url);
    expect(status).toBe(503);
    expect(report.problems).toEqual([
      'no API key: RESEND_API_KEY is not set',
      'no sender address: NOTIFY_FROM is not set',
    ]);
  });

  it('a run keeps the lead for a retry, alerts the owner by chat (not by e-mail) and reports a failed beat; configured, it sends', async () => {
    await site.insertContact(await checkedContact(server.url, { email: 'unconfigured@example.org' }));
    const response = await fetch(unconfigured.url, { method: 'POST', headers: { authorization: `Bearer ${SECRET}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ claimed: 2, retried: 1, sent: 1, errors: 2 });
    expect(await jobStates()).toMatchObject([
      { status: 'pending', attempts: 1, last_error: expect.stringContaining('RESEND_API_KEY is not set') },
    ]);
    expect(resend.received).toEqual([]);
    expect(chat.received).toEqual([
      { text: expect.stringMatching(/unconfigured@example\.org.*RESEND_API_KEY is not set/) },
    ]);
    expect(heartbeat.received.map((r) => r.path)).toEqual(['/ping/3f1c/fail']);

    await makeDue();
    expect((await run()).summary).toMatchObject({ sent: 2 }); // the configured sender: the lead, then its receipt
    expect(recipients()).toEqual(['founder@example.com', 'unconfigured@example.org']);
    expect(heartbeat.received.map((r) => r.path)).toEqual(['/ping/3f1c/fail', '/ping/3f1c']);
  });
});

describe('newsletter-unsubscribe in Deno (one-click, RFC 8058)', () => {
  let unsubscribe: DenoFunction;
  beforeAll(async () => {
    unsubscribe = await startFunction(
      { SUPABASE_URL: server.url, SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: server.publishableKey }) },
      'newsletter-unsubscribe',
    );
  });
  afterAll(() => unsubscribe?.stop());

  it('the List-Unsubscribe address of a confirmation e-mail removes the address on a POST, and only then', async () => {
    await site.subscribeNewsletter('oneclick@example.org');
    expect((await run()).summary).toMatchObject({ sent: 1 });
    const { headers } = resend.received[0]!.body as { headers: Record<string, string> };
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const address = /^<(.+)>$/.exec(headers['List-Unsubscribe']!)![1]!;
    expect(address).toMatch(new RegExp(`^${server.url}/functions/v1/newsletter-unsubscribe\\?token=[0-9a-f]{64}$`));
    const subscribed = async () =>
      (await server.db.pg.query(`select 1 from public.newsletter_subscribers where email = 'oneclick@example.org'`))
        .rows.length;

    // Served by the function under test (on Supabase, the project URL routes there).
    const oneClick = address.replace(`${server.url}/functions/v1/newsletter-unsubscribe`, unsubscribe.url);
    // A person or a link checker opening it changes nothing: it leads to the page that asks.
    const opened = await fetch(oneClick, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^https:\/\/www\.example\.com\/newsletter\/unsubscribe#token=/);
    expect(await subscribed()).toBe(1);
    // What a mail program sends.
    const posted = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await subscribed()).toBe(0);
  });

  it('refuses a malformed token or a POST without the one-click pair', async () => {
    expect(
      (await fetch(`${unsubscribe.url}?token=nope`, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status,
    ).toBe(400);
    expect((await fetch(`${unsubscribe.url}?token=${'a'.repeat(64)}`, { method: 'POST', body: 'x=y' })).status).toBe(
      400,
    );
  });
});

describe('the health check watches what stops a live site on its own', () => {
  it('503 when the e-mail caps take the whole provider quota (the old 50 + 50 of 100)', async () => {
    await server.db.pg.exec(
      'update private.outbox_settings set newsletter_confirmations_per_day = 50, contact_receipts_per_day = 50',
    );
    try {
      const { status, report } = await checkHealth();
      expect(status).toBe(503);
      expect(report.problems).toEqual([
        'e-mail caps exceed the quota: 50 newsletter confirmations + 50 receipts a day may use all 100 e-mails a day of the e-mail plan, leaving none for leads; lower them in private.outbox_settings (docs/going-live.md, "E-mail quota")',
      ]);
    } finally {
      await server.db.pg.exec(
        'update private.outbox_settings set newsletter_confirmations_per_day = 20, contact_receipts_per_day = 20',
      );
    }
    expect((await checkHealth()).status).toBe(200);
  });

  it('503 when the site still waits for a day that has passed (no newer build came)', async () => {
    const file = path.join(siteDir, 'build-info.json');
    fs.writeFileSync(file, JSON.stringify({ builtAt: '2026-01-04T06:15:00Z', nextDue: '2026-01-05', timeZone: 'UTC' }));
    try {
      const { status, report } = await checkHealth();
      expect(status).toBe(503);
      expect(report.problems).toEqual([
        expect.stringMatching(/^rebuild overdue: something became due on 2026-01-05 \(UTC\)/),
      ]);
      fs.writeFileSync(
        file,
        JSON.stringify({ builtAt: new Date().toISOString(), nextDue: '2999-01-01', timeZone: 'UTC' }),
      );
      expect((await checkHealth()).status).toBe(200);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it('503 when the site does not answer', async () => {
    const siteGone = await startFunction({ ...senderEnv(), SITE_URL: 'http://127.0.0.1:9' });
    try {
      const { status, report } = await checkHealth(siteGone.url);
      expect(status).toBe(503);
      expect(report.problems).toEqual([
        expect.stringMatching(/^the site does not answer at http:\/\/127\.0\.0\.1:9: /),
      ]);
    } finally {
      siteGone.stop();
    }
  });
});

describe("the project's legacy keys (JWTs) keep working", () => {
  it('a sender given only SUPABASE_SERVICE_ROLE_KEY sends the lead and its receipt', async () => {
    const { SUPABASE_SECRET_KEYS: _new, ...rest } = senderEnv();
    const legacy = await startFunction({ ...rest, SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey });
    try {
      await site.insertContact(await checkedContact(server.url, { email: 'legacy@example.org' }));
      const response = await fetch(legacy.url, { method: 'POST', headers: { authorization: `Bearer ${SECRET}` } });
      expect(await response.json()).toMatchObject({ claimed: 2, sent: 2 });
    } finally {
      legacy.stop();
    }
  });
});
