// The local server's sender (npm start): a contact request stored through the REST gateway
// arrives as an .eml file in <DATA_DIR>/mailbox at once (the gateway kicks the sender after the
// insert), with one printed line per lead; newsletter confirmations go the same way.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localNotifyOptions, mailboxDir } from '../../src/backend/notify/from-env.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { createSiteClient } from '../../src/lib/supabase/client.ts';
import { contact, removeTempDirs, tempDir } from './helpers.ts';

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
}, 60_000);

afterAll(async () => {
  await server?.close();
  removeTempDirs();
});

const mailbox = () => (fs.existsSync(mailboxDir(dataDir)) ? fs.readdirSync(mailboxDir(dataDir)).sort() : []);
const read = (file: string) => fs.readFileSync(path.join(mailboxDir(dataDir), file), 'utf8');

describe('local lead delivery', () => {
  it('a stored request becomes one .eml to the owner with Reply-To the visitor, and one line in the terminal', async () => {
    const row = contact({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org' });
    const client = createSiteClient({ url: server.url, anonKey: server.anonKey });
    expect(await client.insertContact(row)).toEqual({ ok: true });
    const file = `contact-notification-${row.id}.eml`;
    await expect.poll(mailbox, { timeout: 10_000 }).toContain(file);
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

  it('a refused request sends nothing', async () => {
    const before = mailbox();
    const client = createSiteClient({ url: server.url, anonKey: server.anonKey });
    expect(await client.insertContact(contact({ email: 'nope' }))).toMatchObject({ ok: false, kind: 'invalid' });
    server.notifier!.kick();
    await expect
      .poll(
        async () =>
          (await server.db.pg.query('select 1 from private.notification_jobs where status <> $1', ['sent'])).rows
            .length,
      )
      .toBe(0);
    expect(mailbox()).toEqual(before);
  });

  it('a newsletter sign-up gets a confirmation e-mail with both links', async () => {
    const client = createSiteClient({ url: server.url, anonKey: server.anonKey });
    expect(await client.subscribeNewsletter('reader@example.com')).toEqual({ ok: true });
    await expect.poll(() => mailbox().filter((f) => f.startsWith('newsletter-confirmation-')).length).toBe(1);
    // Unfolded: long header lines continue on the next line.
    const eml = read(mailbox().find((f) => f.startsWith('newsletter-confirmation-'))!).replace(/\r\n[ \t]+/g, ' ');
    expect(eml).toMatch(/^To: reader@example\.com$/m);
    expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/newsletter\/unsubscribe#token=[0-9a-f]{64}>$/m);
    const body = eml
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(body).toMatch(/http:\/\/localhost:3000\/newsletter\/confirm#token=[0-9a-f]{64}/);
  });
});
