// The local server's sender (npm start): a contact request stored through the REST gateway
// arrives as an .eml file in <DATA_DIR>/mailbox at once (the gateway kicks the sender after the
// insert), with one printed line per lead; newsletter confirmations go the same way.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadStatusFile, localNotifyOptions, mailboxDir } from '../../src/backend/notify/from-env.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { createSiteClient } from '../../src/lib/supabase/client.ts';
import { idempotencyKey } from '../../supabase/functions/_shared/notify/compose.ts';
import { WAIT_LIMIT_MS } from '../projects/limits.ts';
import { runContactsTool } from './contacts-tool.ts';
import { checkedContact, contact, mailboxMessages, removeTempDirs, tempDir } from './helpers.ts';

let server: RunningServer;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = tempDir('notify-data');
  server = await startServer({
    port: 0,
    dataDir,
    distDir: tempDir('empty-dist'),
    notify: {
      ...localNotifyOptions(dataDir, 'http://localhost:3000', {}),
      log: { info: (line) => lines.push(line), error: (line) => lines.push(`ERROR ${line}`) },
    },
  });
});

afterAll(async () => {
  await server?.close();
  removeTempDirs();
});

const mailbox = () => mailboxMessages(mailboxDir(dataDir));
const read = (file: string) => fs.readFileSync(path.join(mailboxDir(dataDir), file), 'utf8');
/** The owner's e-mail job of a stored request (not its receipt's): its id and moment name the e-mail. */
async function leadJob(contactId: string) {
  const { rows } = await server.db.pg.query<{ id: number; created_at: string }>(
    `select id, to_json(created_at) #>> '{}' as created_at from private.notification_jobs
      where kind = 'contact_notification' and payload -> 'contact' ->> 'id' = $1`,
    [contactId],
  );
  return rows[0]!;
}
/** The newsletter mails in the mailbox, unfolded (long header lines continue on the next line). */
const newsletterMails = () =>
  mailbox()
    .map((f) => read(f).replace(/\r\n[ \t]+/g, ' '))
    .filter((text) => /^List-Unsubscribe:/m.test(text));

/** Jobs of the outbox not sent yet. */
const unsentJobs = async () =>
  (await server.db.pg.query('select 1 from private.notification_jobs where status <> $1', ['sent'])).rows.length;

describe('local lead delivery', () => {
  it('a stored request becomes one .eml to the owner with Reply-To the visitor, and one line in the terminal', async () => {
    const row = await checkedContact(server.url, {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.org',
    });
    const client = createSiteClient({ url: server.url, anonKey: server.anonKey });
    expect(await client.insertContact(row)).toEqual({ ok: true });
    const job = await leadJob(row.id);
    const file = `${idempotencyKey(job)}.eml`;
    await expect.poll(mailbox, { timeout: WAIT_LIMIT_MS }).toContain(file);
    const eml = read(file);
    expect(eml).toMatch(/^To: founder@example\.com$/m);
    expect(eml).toMatch(/^Reply-To: Grace Hopper <grace@example\.org>$/m);
    expect(eml).toMatch(/^Subject: New consultation request from Grace Hopper$/m);
    expect(eml).toContain(row.message);
    // The line follows the file: it is printed once the outbox has recorded the send.
    await expect
      .poll(() => lines.filter((l) => l.startsWith('[mail] New lead')))
      .toEqual([
        `[mail] New lead Grace Hopper <grace@example.org> → ${path.relative(process.cwd(), path.join(mailboxDir(dataDir), file))}`,
      ]);
  });

  it("the visitor's receipt follows the owner's e-mail", async () => {
    await expect.poll(unsentJobs, { timeout: WAIT_LIMIT_MS }).toBe(0);
    const receipts = mailbox().filter((f) => /^To: .*grace@example\.org>?$/m.test(read(f)));
    expect(receipts).toHaveLength(1);
  });

  it('a refused request sends nothing', async () => {
    await expect.poll(unsentJobs, { timeout: WAIT_LIMIT_MS }).toBe(0); // earlier tests' e-mails are out
    const before = mailbox();
    const client = createSiteClient({ url: server.url, anonKey: server.anonKey });
    expect(await client.insertContact(contact({ email: 'nope' }))).toMatchObject({ ok: false, kind: 'invalid' });
    server.notifier!.kick();
    await expect.poll(unsentJobs).toBe(0);
    expect(mailbox()).toEqual(before);
  });

  it('requests without a solved check, or with a used one, get no e-mail and no receipt; the day ends with one digest', async () => {
    await expect.poll(unsentJobs, { timeout: WAIT_LIMIT_MS }).toBe(0);
    const before = mailbox();
    const client = createSiteClient({ url: server.url, anonKey: server.anonKey });
    const checked = await checkedContact(server.url, { first_name: 'Real', email: 'real@example.org' });
    expect(await client.insertContact(checked)).toEqual({ ok: true });
    const reused = {
      ...contact({ first_name: 'Copycat', email: 'copy@example.net' }),
      human_check: checked.human_check,
    };
    expect(await client.insertContact(reused)).toEqual({ ok: true });
    // Three requests here: the local address's limit (5 an hour) has room for them after the first test's.
    for (const n of [1])
      expect(await client.insertContact(contact({ first_name: `Script${n}`, email: `s${n}@example.net` }))).toEqual({
        ok: true,
      });
    await expect.poll(unsentJobs, { timeout: WAIT_LIMIT_MS }).toBe(1); // the digest, due at the end of the day
    const added = () => mailbox().filter((f) => !before.includes(f));
    // The checked request: its lead e-mail and its receipt; nothing for the other four.
    expect(added().map((f) => read(f).match(/^To: (.*)$/m)?.[1])).toEqual(
      expect.arrayContaining(['founder@example.com', 'real@example.org']),
    );
    expect(added()).toHaveLength(2);
    expect(added().some((f) => /copy@|s\d@example\.net/.test(read(f)))).toBe(false);

    // The day ends (the digest's moment comes): one e-mail to the owner lists both.
    await server.db.pg.exec(
      `update private.notification_jobs set next_attempt_at = now() where kind = 'unverified_digest'`,
    );
    server.notifier!.kick();
    await expect.poll(() => added().length, { timeout: WAIT_LIMIT_MS }).toBe(3);
    const digest = added()
      .map(read)
      .find((eml) => /did not pass the spam check/.test(eml))!;
    expect(digest).toMatch(/^To: founder@example\.com$/m);
    expect(digest).toMatch(/^Subject: 2 contact requests did not pass the spam check$/m);
    for (const who of ['Copycat Lovelace <copy@example.net>', 'Script1 Lovelace <s1@example.net>'])
      expect(digest).toContain(who);
    expect(digest).toContain('npm run contacts -- --release');
    await expect.poll(() => lines.some((l) => l.startsWith('[mail] Daily digest of unverified requests:'))).toBe(true);
  });

  it('a newsletter sign-up gets a confirmation e-mail with both links', async () => {
    const client = createSiteClient({ url: server.url, anonKey: server.anonKey });
    expect(await client.subscribeNewsletter('reader@example.com')).toEqual({ ok: true });
    await expect.poll(() => newsletterMails().length).toBe(1);
    const eml = newsletterMails()[0]!;
    expect(eml).toMatch(/^To: reader@example\.com$/m);
    expect(eml).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/functions\/v1\/newsletter-unsubscribe\?token=[0-9a-f]{64}>$/m,
    );
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const body = eml
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(body).toMatch(/http:\/\/localhost:3000\/newsletter\/confirm#token=[0-9a-f]{64}/);
  });
});

describe('one-click unsubscribe on the local server', () => {
  it('answers the List-Unsubscribe address as the Edge Function does: GET leads to the page, POST removes', async () => {
    const client = createSiteClient({ url: server.url, anonKey: server.anonKey });
    expect(await client.subscribeNewsletter('leaving@example.com')).toEqual({ ok: true });
    await expect.poll(() => newsletterMails().filter((m) => m.includes('To: leaving@example.com')).length).toBe(1);
    const mail = newsletterMails().find((m) => m.includes('To: leaving@example.com'))!;
    // The mail was composed for localhost:3000; this server listens on its own port.
    const address = /^List-Unsubscribe: <http:\/\/localhost:3000(\S+)>$/m.exec(mail)![1]!;
    const subscribed = async () =>
      (await server.db.pg.query(`select 1 from public.newsletter_subscribers where email = 'leaving@example.com'`)).rows
        .length;

    const opened = await fetch(`${server.url}${address}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/\/newsletter\/unsubscribe#token=[0-9a-f]{64}$/);
    expect(await subscribed()).toBe(1);
    const posted = await fetch(`${server.url}${address}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await subscribed()).toBe(0);
  });

  it("refuses a body over 64 KB with 413 (the server's one body reader)", async () => {
    const posted = await fetch(`${server.url}/functions/v1/newsletter-unsubscribe?token=${'a'.repeat(64)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `List-Unsubscribe=One-Click&pad=${'x'.repeat(70_000)}`,
    });
    expect(posted.status).toBe(413);
  });
});

describe('the mailbox as a log of what was sent', () => {
  it('is pruned with the outbox: messages older than 90 days are removed, newer ones kept', async () => {
    const dir = mailboxDir(dataDir);
    fs.mkdirSync(dir, { recursive: true });
    const old = path.join(dir, 'notification-job-0-0.eml');
    const recent = path.join(dir, 'notification-job-0-1.eml');
    fs.writeFileSync(old, 'To: someone@example.com\r\n\r\nold');
    fs.writeFileSync(recent, 'To: someone@example.com\r\n\r\nrecent');
    const day = 86_400;
    const now = Date.now() / 1000;
    fs.utimesSync(old, now - 91 * day, now - 91 * day);
    fs.utimesSync(recent, now - 89 * day, now - 89 * day);
    server.notifier!.kick(); // a run starts with the housekeeping
    await expect.poll(() => fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
  });
});

describe('the local watchdog (npm start)', () => {
  let stuck: RunningServer;
  let stuckDir: string;
  const said: string[] = [];

  beforeAll(async () => {
    stuckDir = tempDir('notify-stuck');
    stuck = await startServer({
      port: 0,
      dataDir: stuckDir,
      distDir: tempDir('empty-dist'),
      notify: {
        ...localNotifyOptions(stuckDir, 'http://localhost:3000', {}),
        // An SMTP server that is not there: every e-mail fails and waits for its retry.
        smtpUrl: 'smtp://127.0.0.1:9',
        watchdogIntervalMs: 50,
        log: { info: (line) => said.push(line), error: (line) => said.push(line) },
      },
    });
  });
  afterAll(() => stuck?.close());

  const warnings = () => said.filter((l) => l.startsWith('[mail] WARNING'));
  /** The state the server last recorded, and when. */
  const recorded = () =>
    fs.existsSync(leadStatusFile(stuckDir))
      ? (JSON.parse(fs.readFileSync(leadStatusFile(stuckDir), 'utf8')) as { lead_waiting: boolean; checked_at: string })
      : undefined;
  /** Resolves after the watchdog has checked twice more. */
  const twoChecks = async () => {
    for (let i = 0; i < 2; i++) {
      const last = recorded()?.checked_at;
      await expect.poll(() => recorded()?.checked_at !== last).toBe(true);
    }
  };
  // Through this very process's server: the tool must run without blocking it.
  const health = () => runContactsTool(['--health'], { DATA_DIR: stuckDir });

  it('warns once when a lead has waited 15 minutes, and `npm run contacts -- --health` fails while the server runs', async () => {
    const client = createSiteClient({ url: stuck.url, anonKey: stuck.anonKey });
    expect(await client.insertContact(await checkedContact(stuck.url, { email: 'stuck@example.org' }))).toEqual({
      ok: true,
    });
    const lead = `kind = 'contact_notification' and payload -> 'contact' ->> 'email' = 'stuck@example.org'`;
    const attempts = async () =>
      (await stuck.db.pg.query<{ attempts: number }>(`select attempts from private.notification_jobs where ${lead}`))
        .rows[0]?.attempts;
    await expect.poll(attempts, { timeout: WAIT_LIMIT_MS }).toBeGreaterThan(0);
    await twoChecks();
    expect(warnings()).toEqual([]);
    expect((await health()).status).toBe(0);

    // 16 minutes pass for the database (the moment the lead was queued moves back).
    await stuck.db.pg.exec(
      `update private.notification_jobs set created_at = now() - interval '16 minutes' where ${lead}`,
    );
    await expect
      .poll(warnings)
      .toEqual([
        "[mail] WARNING: a contact request has waited 16 minutes and has not reached the owner's inbox (1 unsent, 0 given up). The [mail] lines above say why.",
      ]);
    await twoChecks();
    expect(warnings()).toHaveLength(1); // once per incident
    const result = await health();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("a contact request has waited 16 minutes and has not reached the owner's inbox");

    await stuck.db.pg.exec(
      `update private.notification_jobs set status = 'sent', sent_at = now(), lease_token = null, lease_until = null where ${lead}`,
    );
    await expect.poll(() => recorded()?.lead_waiting).toBe(false);
    expect((await health()).status).toBe(0);
  });

  it('--health fails when the running server has stopped checking its leads', async () => {
    const old = { ...recorded()!, checked_at: new Date(Date.now() - 10 * 60_000).toISOString() };
    await stuck.notifier!.stop(); // the server's sender and watchdog stop; the database stays held
    fs.writeFileSync(leadStatusFile(stuckDir), JSON.stringify(old));
    const result = await health();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('the running server last checked its leads 10 minutes ago: is it stuck?');
  });
});
