// `npm run contacts` answering privacy requests, called as the owner calls it (the tool's function
// in this process; a child process where its exit code or its lock is the point), on
// data the visitors left through the site's REST API (requests with attribution, receipts,
// newsletter sign-ups, the e-mails in the local mailbox). The same tool, one code path (the
// owner functions through REST with a service_role key), three ways in:
//   - the local data folder while the server (npm start) holds it: through that server;
//   - the production project (SUPABASE_URL + SUPABASE_SECRET_KEY, or the legacy
//     SUPABASE_SERVICE_ROLE_KEY): here the same gateway;
//   - the local data folder with no server: the tool starts the gateway on it itself.
// After an erasure a search of every row of every table, read whole as text, finds no trace of
// the address, nor does the mailbox; the other visitor's data is as it was.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/backend/db.ts';
import { localNotifyOptions, mailboxDir } from '../../src/backend/notify/from-env.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { createSiteClient } from '../../src/lib/supabase/client.ts';
import { rowsNaming } from '../db/scan.ts';
import { WAIT_LIMIT_MS } from '../projects/limits.ts';
import { runContactsCli, runContactsTool } from './contacts-tool.ts';
import { checkedContact, contact, mailboxMessages, removeTempDirs, tempDir } from './helpers.ts';

const ERASED = 'erin.erase-7f3a@example.net';
const KEPT = 'kai.keep-51c2@example.org';
const PRODUCTION = 'pat.prod-90d1@example.com';

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir('contacts-cli');
  server = await startServer({
    port: 0,
    dataDir,
    distDir: tempDir('empty-dist'),
    notify: { ...localNotifyOptions(dataDir, 'http://localhost:3000', {}), log: { info() {}, error() {} } },
  });
  const site = createSiteClient({ url: server.url, anonKey: server.anonKey });
  const sent = [
    await site.insertContact(
      await checkedContact(server.url, { first_name: 'Erin', last_name: 'Erase', email: ERASED }),
    ),
    await site.insertContact({
      ...(await checkedContact(server.url, { first_name: 'Erin', last_name: 'Erase', email: ERASED.toUpperCase() })),
      utm_source: 'linkedin',
      utm_campaign: 'nov-launch',
      landing_page: '/blog/vibe-coding-future-development',
      form_page: '/contact',
    }),
    await site.subscribeNewsletter(ERASED),
    await site.insertContact(await checkedContact(server.url, { first_name: 'Kai', last_name: 'Keep', email: KEPT })),
    await site.subscribeNewsletter(KEPT),
    await site.insertContact(
      await checkedContact(server.url, { first_name: 'Pat', last_name: 'Prod', email: PRODUCTION }),
    ),
  ];
  expect(sent.every((result) => result.ok)).toBe(true);
  // Four lead e-mails, three receipts (one an address a day), two confirmations.
  await vi.waitFor(() => expect(mailbox()).toHaveLength(9), { timeout: WAIT_LIMIT_MS, interval: 100 });
});

afterAll(async () => {
  await server?.close();
  removeTempDirs();
});

const mailbox = () => mailboxMessages(mailboxDir(dataDir));
/** The mailbox's messages that contain the text anywhere (headers or body, any case). */
const mailsNaming = (text: string) =>
  mailbox().filter((f) =>
    fs
      .readFileSync(path.join(mailboxDir(dataDir), f), 'utf8')
      .replace(/=\r?\n/g, '') // quoted-printable soft line breaks
      .toLowerCase()
      .includes(text),
  );
const local = (args: string[]) => runContactsTool(args, { DATA_DIR: dataDir });
/**
 * As the owner calls the production project: its URL and secret key (sb_secret_…, sent in
 * `apikey` alone; here, this gateway's), or the legacy service_role JWT.
 */
const production = (args: string[], key: 'secret' | 'legacy' = 'secret') =>
  runContactsTool(args, {
    DATA_DIR: tempDir('no-local-data'),
    SUPABASE_URL: server.url,
    ...(key === 'secret'
      ? { SUPABASE_SECRET_KEY: server.secretKey, SUPABASE_SERVICE_ROLE_KEY: '' }
      : { SUPABASE_SECRET_KEY: '', SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey }),
  });
async function exported(email: string) {
  const result = await local(['--export', email]);
  expect(result).toMatchObject({ status: 0, stderr: '' });
  return JSON.parse(result.stdout) as Record<string, unknown> & {
    contact_requests: Record<string, unknown>[];
    emails: { kind: string }[];
    local_mailbox_files: string[];
  };
}

describe('--export EMAIL (an access request), through the running server', () => {
  it('gives everything held about the address as JSON: requests with attribution, newsletter, e-mails, mailbox', async () => {
    const data = await exported(` ${ERASED.toUpperCase()}`);
    expect(data).toMatchObject({ address: ERASED, source: expect.stringContaining('through the running server') });
    expect(data.contact_requests).toHaveLength(2);
    expect(data.contact_requests).toContainEqual(
      expect.objectContaining({ utm_source: 'linkedin', utm_campaign: 'nov-launch', form_page: '/contact' }),
    );
    expect(data.newsletter).toMatchObject({ email: ERASED, subscribed: false });
    expect(data.emails.map((e) => e.kind).sort()).toEqual([
      'contact_notification',
      'contact_notification',
      'contact_receipt',
      'newsletter_confirmation',
    ]);
    // Each request is counted under its address and under its network (/24 or /48).
    expect(data.anti_spam_records).toHaveLength(6);
    expect(data.local_mailbox_files.sort()).toEqual(mailsNaming(ERASED).sort());
    expect(data.local_mailbox_files).toHaveLength(4);
  });

  it('says nothing about anyone else', async () => {
    const text = JSON.stringify(await exported(ERASED)).toLowerCase();
    for (const other of [KEPT, PRODUCTION, 'kai', 'keep']) expect(text).not.toContain(other);
  });
});

describe('--erase EMAIL (a deletion request)', () => {
  it('through the running server: no trace in any row of any table nor in the mailbox; the other visitor untouched', async () => {
    const { exported_at: _, ...kept } = await exported(KEPT);
    expect(await rowsNaming(server.db.pg, ERASED)).not.toEqual([]);
    expect(mailsNaming(ERASED)).toHaveLength(4);

    // First the list of what matches, and nothing erased.
    const preview = await local(['--erase', ERASED]);
    expect(preview).toMatchObject({ status: 0, stderr: '' });
    expect(preview.stdout).toContain(`${ERASED.toUpperCase()}  (contact request`);
    expect(preview.stdout).toContain('Nothing was erased.');
    expect(preview.stdout).toContain(`npm run contacts -- --erase ${ERASED} --yes`);
    expect(mailsNaming(ERASED)).toHaveLength(4);

    const result = await local(['--erase', ERASED, '--yes']);
    expect(result).toMatchObject({ status: 0, stderr: '' });
    expect(result.stdout).toContain(`Erased ${ERASED} from the local database`);
    for (const line of [
      '2 contact requests',
      '2 lead e-mails to the owner, 1 receipt, 0 alerts',
      '1 newsletter subscription, 1 confirmation e-mail',
      '1 receipt-limit record, 6 anti-spam records',
      '4 e-mail files of the local mailbox',
    ]) {
      expect(result.stdout).toContain(line);
    }

    expect(await rowsNaming(server.db.pg, ERASED)).toEqual([]);
    expect(await rowsNaming(server.db.pg, 'erase-7f3a')).toEqual([]);
    expect(mailsNaming('erase-7f3a')).toEqual([]);
    const { rows } = await server.db.pg.query('select removed from private.erasures');
    expect(rows).toHaveLength(1);

    const { exported_at: __, ...keptAfter } = await exported(KEPT);
    expect(keptAfter).toEqual(kept);
    expect(mailsNaming(KEPT)).toHaveLength(3);
  });

  it('on the production project (SUPABASE_URL + SUPABASE_SECRET_KEY), through the same REST calls', async () => {
    const listed = await production(['--json']);
    expect(listed.status).toBe(0);
    expect((JSON.parse(listed.stdout) as { email: string }[]).map((c) => c.email).sort()).toEqual([KEPT, PRODUCTION]);
    // The legacy service_role key keeps working.
    const legacy = await production(['--json'], 'legacy');
    expect(legacy.status).toBe(0);
    expect(JSON.parse(legacy.stdout)).toEqual(JSON.parse(listed.stdout));

    const result = await production(['--erase', PRODUCTION, '--yes']);
    expect(result).toMatchObject({ status: 0, stderr: '' });
    expect(result.stdout).toContain(`Erased ${PRODUCTION} from the production project localhost:${server.port}:`);
    expect(result.stdout).toContain('1 contact request');
    expect(result.stdout).not.toContain('mailbox'); // production keeps no mailbox
    expect(await rowsNaming(server.db.pg, PRODUCTION)).toEqual([]);
    expect(await rowsNaming(server.db.pg, KEPT)).not.toEqual([]);
  });

  it('refuses a production call with half of its settings, or a key that is not the secret key', async () => {
    const half = await runContactsTool(['--json'], {
      SUPABASE_URL: server.url,
      SUPABASE_SECRET_KEY: '',
      SUPABASE_SERVICE_ROLE_KEY: '',
    });
    expect(half.status).toBe(2);
    expect(half.stderr).toContain('Set both SUPABASE_URL and SUPABASE_SECRET_KEY');
    for (const key of [server.anonKey, server.publishableKey]) {
      const visitor = await runContactsTool(['--export', KEPT], { SUPABASE_URL: server.url, SUPABASE_SECRET_KEY: key });
      expect(visitor.status).toBe(2);
      expect(visitor.stderr).toMatch(/SUPABASE_SECRET_KEY is (a key with the role "anon"|the publishable key)/);
      expect(visitor.stdout).toBe('');
    }
    // A key of the right shape that the project does not know is refused by the project.
    const unknown = await runContactsTool(['--export', KEPT], {
      SUPABASE_URL: server.url,
      SUPABASE_SECRET_KEY: 'sb_secret_not-this-projects',
    });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('answered 401');
  });

  it('refuses an http:// project address (but the loopback), and never prints the value', async () => {
    const key = 'sb_secret_9f8e7d6c5b4a39281706';
    for (const url of ['http://abcd.supabase.co', key]) {
      const refused = await runContactsTool(['--json'], {
        SUPABASE_URL: url,
        SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
      });
      expect(refused.status).toBe(2);
      expect(refused.stderr).toMatch(/SUPABASE_URL/);
      expect(`${refused.stdout}${refused.stderr}`).not.toContain(url);
    }
  });

  it('refuses to follow a redirect with the service key', async () => {
    const http = await import('node:http');
    const seen: string[] = [];
    const target = http.createServer((req, res) => {
      seen.push(String(req.headers.apikey ?? ''));
      res.end('[]');
    });
    const redirector = http.createServer((_req, res) => {
      const { port } = target.address() as { port: number };
      res.writeHead(307, { location: `http://127.0.0.1:${port}/rest/v1/rpc/owner_contacts` }).end();
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = redirector.address() as { port: number };
      const result = await runContactsTool(['--json'], {
        DATA_DIR: tempDir('no-local-data'),
        SUPABASE_URL: `http://127.0.0.1:${port}`,
        SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_never_sent_on',
      });
      expect(result.status).toBe(1);
      expect(seen).toEqual([]);
    } finally {
      redirector.close();
      target.close();
    }
  });

  it('with no server running, the retention housekeeping runs before it answers: an expired request is neither listed nor exported', async () => {
    const dir = tempDir('contacts-cli-expired');
    const db = await openDatabase({ dataDir: dir });
    await db.pg.query(
      `insert into public.contacts (first_name, last_name, email, message, created_at)
       values ('Old', 'Lead', 'old.lead@example.org', 'Hello',
               now() - make_interval(months => (select contact_retention_months + 1 from private.outbox_settings))),
              ('New', 'Lead', 'new.lead@example.org', 'Hi', now())`,
    );
    await db.close();
    const mailDir = mailboxDir(dir);
    fs.mkdirSync(mailDir, { recursive: true });
    const oldMail = path.join(mailDir, 'old.eml');
    fs.writeFileSync(oldMail, 'To: old.lead@example.org\r\n\r\nHello');
    const longAgo = new Date(Date.now() - 91 * 86_400_000);
    fs.utimesSync(oldMail, longAgo, longAgo);
    const listed = await runContactsTool(['--json'], { DATA_DIR: dir });
    expect(listed.status).toBe(0);
    expect((JSON.parse(listed.stdout) as { email: string }[]).map((c) => c.email)).toEqual(['new.lead@example.org']);
    const held = await runContactsTool(['--export', 'old.lead@example.org'], { DATA_DIR: dir });
    expect(JSON.parse(held.stdout)).toMatchObject({ contact_requests: [], local_mailbox_files: [] });
    expect(fs.existsSync(oldMail)).toBe(false);
  });

  it('with no server running: the tool opens the data folder itself (taking its lock) through the same gateway', async () => {
    const dir = tempDir('contacts-cli-offline');
    const db = await openDatabase({ dataDir: dir });
    await db.pg.query(
      `insert into public.contacts (first_name, last_name, email, message) values ('Off', 'Line', $1, 'Hello'),
         ('Other', 'One', 'other@example.org', 'Hi')`,
      [ERASED],
    );
    await db.close();
    // A process of its own: the lock it takes is its own PID's.
    const result = await runContactsCli(['--erase', ERASED, '--json', '--yes'], { DATA_DIR: dir });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ removed: { contact_requests: 1, lead_emails: 1 } });
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    try {
      expect(await rowsNaming(again.pg, ERASED)).toEqual([]);
      expect((await again.pg.query('select email from public.contacts')).rows).toEqual([
        { email: 'other@example.org' },
      ]);
    } finally {
      await again.close();
    }
  });
});

describe('what the tool prints', () => {
  const hostile = `Please call \u001b]52;c;ZWNobyBwd25lZA==\u0007 me\u001b[2J now \u009b31m\u202eevil\u202c`;

  it('escapes the control characters visitors (and mail servers) wrote: no terminal escape sequence gets out', async () => {
    await server.db.pg.query(
      `insert into public.contacts (first_name, last_name, email, message) values ('Mal', 'Icious', 'mal@example.org', $1)`,
      [hostile],
    );
    await server.db.pg.query(
      // Its e-mail failed twice (whatever the sender did meanwhile) and waits for the next try.
      `update private.notification_jobs
          set status = 'pending', lease_token = null, lease_until = null, sent_at = null, attempts = 2,
              last_error = $1, next_attempt_at = now() + interval '1 hour'
        where kind = 'contact_notification' and payload -> 'contact' ->> 'email' = 'mal@example.org'`,
      ['smtp said \u001b]8;;https://evil.test\u001b\\click\u001b]8;;\u001b\\'],
    );
    for (const args of [[], ['--json'], ['--export', 'mal@example.org'], ['--report']]) {
      const result = await local(args);
      expect(result.status).toBe(0);
      // Line breaks of the output itself are the only control characters left.
      const controls = [...result.stdout].filter((c) => /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u.test(c) && c !== '\n');
      expect(controls).toEqual([]);
      if (args[0] !== '--report') expect(result.stdout).toMatch(/\\u001[bB]\]52;c;ZWNobyBwd25lZA==\\u0007/);
    }
    const table = (await local([])).stdout;
    expect(table).toContain('last error: smtp said \\u001B]8;;https://evil.test\\u001B\\click');
  });

  it('refuses an unknown option with the list of options (exit 2), and lists nothing', async () => {
    // The command itself once (its exit code), the tool's function for the others.
    const cli = (args: string[]) => runContactsCli(args, { DATA_DIR: dataDir });
    for (const [args, tool] of [
      [['--exprot', KEPT], cli],
      [['--json', '--everything'], local],
      [['stray'], local],
      [['--export'], local],
    ] as const) {
      const result = await tool([...args]);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      for (const option of ['--json', '--limit N', '--report', '--health', '--export EMAIL', '--erase EMAIL']) {
        expect(result.stderr).toContain(option);
      }
    }
    expect((await local(['--exprot', KEPT])).stderr).toMatch(/^Unknown option '--exprot'/);
    expect((await local(['--export', 'not-an-address'])).stderr).toMatch(/^--export needs an e-mail address/);
    expect((await local(['--erase', KEPT, '--export', KEPT])).stderr).toMatch(/^Choose one of --export, --erase/);
  });

  it("gives times on the site's clock, the zone named (site.yaml: America/Chicago)", async () => {
    await server.db.pg.query(
      `insert into public.contacts (first_name, last_name, email, message, created_at)
       values ('Tim', 'Zone', 'tz@example.org', 'Hello', '2026-11-26T20:10:00Z')`,
    );
    const table = (await local([])).stdout;
    const row = table.split('\n').find((line) => line.includes('Tim Zone'))!;
    expect(row.startsWith('2026-11-26 14:10 CST')).toBe(true);
    expect(table).toContain('times in America/Chicago.');
    expect((await local(['--report'])).stdout).toMatch(/\(weeks start Monday, America\/Chicago\)/);
  });

  it('--unverified lists the requests that failed the spam check apart; --release sends one as a lead (locally and on production settings)', async () => {
    const site = createSiteClient({ url: server.url, anonKey: server.anonKey });
    for (const email of ['bot.one@example.net', 'real.two@example.net'])
      expect(await site.insertContact(contact({ first_name: 'Unchecked', email }))).toEqual({ ok: true });
    const leads = (await local([])).stdout;
    expect(leads).not.toContain('bot.one@example.net');
    expect(leads).toMatch(/2 more did not pass the spam check: npm run contacts -- --unverified/);
    for (const tool of [local, production]) {
      const listed = JSON.parse((await tool(['--unverified', '--json'])).stdout) as { email: string; id: string }[];
      expect(listed.map((c) => c.email).sort()).toEqual(['bot.one@example.net', 'real.two@example.net']);
    }
    const { id } = (
      JSON.parse((await local(['--unverified', '--json'])).stdout) as { email: string; id: string }[]
    ).find((c) => c.email === 'real.two@example.net')!;
    // The table lists each id under its request, as --release takes it.
    const table = (await local(['--unverified'])).stdout;
    expect(table).toMatch(new RegExp(`real\\.two@example\\.net.*\\n\\s+id: ${id}\\n`));
    expect(table).toContain('npm run contacts -- --release <id>');
    const released = await production(['--release', id]);
    expect(released.stdout).toMatch(/released: its e-mail to you is queued/);
    expect(released.status).toBe(0);
    const again = await local(['--release', id]);
    expect(again.stderr).toMatch(/is released, not unverified/);
    expect(again.status).toBe(1);
    await vi.waitFor(() => expect(mailsNaming('real.two@example.net')).toHaveLength(1), { timeout: WAIT_LIMIT_MS });
    expect(mailsNaming('bot.one@example.net')).toEqual([]);
    expect((await local(['--report'])).stdout).toMatch(/did not pass the spam check in those weeks .*: 1/);
  });

  it('--health answers from the production project too', async () => {
    const result = await production(['--health']);
    expect(result.stdout).toMatch(/^✓ Leads: none has waited more than 15 minutes \(\d+ unsent, 0 given up\)\./);
    expect(result.status).toBe(0);
  });
});
