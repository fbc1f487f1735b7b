// The notify-leads Edge Function for real: supabase/functions run by Deno (the `deno` npm
// package), reaching the outbox through our local REST gateway on PGlite with the real
// migrations (RPC with the service_role key, as on Supabase), and sending through a stub of
// Resend's API on 127.0.0.1. Only the e-mail API is a stand-in.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeNotifySettings } from '../../scripts/build/notify-settings.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { createSiteClient, type SiteClient } from '../../src/lib/supabase/client.ts';
import { contact, REPO, removeTempDirs, tempDir } from '../backend/helpers.ts';

const DENO = path.join(REPO, 'node_modules', '.bin', 'deno');
const SECRET = 'test-notify-secret';

/** A stand-in for POST https://api.resend.com/emails that answers as each test tells it. */
interface ResendStub {
  url: string;
  received: { body: Record<string, unknown>; headers: http.IncomingHttpHeaders }[];
  /** Answers for the next requests, in order; afterwards 200 with an id. */
  answers: { status: number; body?: string; hold?: Promise<void> }[];
  /** Resolves when the stub has received n requests. */
  waitFor(n: number): Promise<void>;
  close(): Promise<void>;
}

async function startResendStub(): Promise<ResendStub> {
  const waiters: { n: number; resolve: () => void }[] = [];
  const stub = {
    received: [] as ResendStub['received'],
    answers: [] as ResendStub['answers'],
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/emails' || req.headers.authorization !== 'Bearer re_test') {
      res.writeHead(401).end('{"message":"unexpected request"}');
      return;
    }
    stub.received.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), headers: req.headers });
    for (const w of waiters.filter((w) => stub.received.length >= w.n)) w.resolve();
    const answer = stub.answers.shift();
    await answer?.hold;
    const status = answer?.status ?? 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(answer?.body ?? (status === 200 ? `{"id":"email-${stub.received.length}"}` : '{"message":"error"}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ...stub,
    get received() {
      return stub.received;
    },
    get answers() {
      return stub.answers;
    },
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    waitFor: (n) =>
      stub.received.length >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve })),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs the function with Deno from a copy of supabase/functions with its settings.json. */
async function startFunction(env: Record<string, string>): Promise<{ url: string; log: () => string; stop(): void }> {
  const dir = tempDir('functions');
  fs.cpSync(path.join(REPO, 'supabase', 'functions'), dir, { recursive: true });
  writeNotifySettings('https://www.example.com', path.join(dir, 'notify-leads', 'settings.json'));
  const child: ChildProcess = spawn(DENO, ['run', '--allow-net', '--allow-env', 'notify-leads/index.ts'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      DENO_DIR: path.join(dir, '.deno'),
      DENO_NO_UPDATE_CHECK: '1',
      DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`deno exited (${code}):\n${output}`)));
  });
  return { url, log: () => output, stop: () => child.kill('SIGTERM') };
}

let server: RunningServer;
let resend: ResendStub;
let fn: Awaited<ReturnType<typeof startFunction>>;
let site: SiteClient;

beforeAll(async () => {
  server = await startServer({ port: 0, inMemory: true, distDir: tempDir('empty-dist') });
  resend = await startResendStub();
  fn = await startFunction({
    NOTIFY_SECRET: SECRET,
    SUPABASE_URL: server.url,
    SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
    RESEND_API_KEY: 're_test',
    RESEND_API_URL: resend.url,
    NOTIFY_FROM: 'leads@lakeshore-ai.example.com',
  });
  site = createSiteClient({ url: server.url, anonKey: server.anonKey });
}, 90_000);

afterAll(async () => {
  fn?.stop();
  await resend?.close();
  await server?.close();
  removeTempDirs();
});

beforeEach(async () => {
  await server.db.pg.exec('delete from private.notification_jobs; delete from private.rate_events;');
  resend.received.length = 0;
  resend.answers.length = 0;
});

/** One run of the function, as the database webhook or pg_cron triggers it. */
async function run(secret = SECRET) {
  const response = await fetch(fn.url, { method: 'POST', headers: { authorization: `Bearer ${secret}` } });
  return { status: response.status, summary: (await response.json()) as Record<string, number> };
}

async function jobStates() {
  return (
    await server.db.pg.query<{ status: string; attempts: number; last_error: string | null }>(
      'select status, attempts, last_error from private.notification_jobs order by id',
    )
  ).rows;
}

/** Lets a retry become due without waiting for its back-off. */
const makeDue = () => server.db.pg.exec(`update private.notification_jobs set next_attempt_at = now()`);

describe('notify-leads in Deno', () => {
  it('refuses a caller without the shared secret and sends nothing', async () => {
    await site.insertContact(contact());
    expect((await run('wrong')).status).toBe(401);
    expect(resend.received).toHaveLength(0);
    expect(await jobStates()).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });

  it('sends a lead to the owner with every field and Reply-To the visitor, and marks it sent', async () => {
    const row = contact({
      first_name: 'Zoë',
      last_name: 'Lovelace',
      email: 'zoe@example.org',
      phone: '+1 (312) 555-0100',
      message: 'Line one\nLine two',
    });
    expect(await site.insertContact(row)).toEqual({ ok: true });
    const { status, summary } = await run();
    expect(status).toBe(200);
    expect(summary).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    expect(resend.received).toHaveLength(1);
    const { body, headers } = resend.received[0]!;
    expect(body).toMatchObject({
      from: '"Lakeshore AI website" <leads@lakeshore-ai.example.com>',
      to: ['founder@example.com'],
      reply_to: '"Zoë Lovelace" <zoe@example.org>',
      subject: 'New consultation request from Zoë Lovelace',
    });
    for (const value of ['Zoë Lovelace', 'zoe@example.org', '+1 (312) 555-0100', 'Line one\nLine two', row.id]) {
      expect(body.text).toContain(value);
    }
    expect(headers['idempotency-key']).toBe(`contact-notification/${row.id}`);
    expect(await jobStates()).toMatchObject([{ status: 'sent', attempts: 1 }]);
    expect((await run()).summary).toMatchObject({ claimed: 0 }); // sent exactly once
  });

  it('a 500 from the e-mail API is retried on the next run: one e-mail, same idempotency key', async () => {
    await site.insertContact(contact());
    resend.answers.push({ status: 500 });
    expect((await run()).summary).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
    expect(await jobStates()).toMatchObject([
      { status: 'pending', attempts: 1, last_error: expect.stringContaining('500') },
    ]);
    await makeDue();
    expect((await run()).summary).toMatchObject({ claimed: 1, sent: 1 });
    expect(resend.received).toHaveLength(2);
    expect(resend.received[0]!.headers['idempotency-key']).toBe(resend.received[1]!.headers['idempotency-key']);
    expect(await jobStates()).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('a permanent refusal (422) marks the job failed, logs it, and never sends it again', async () => {
    await site.insertContact(contact());
    resend.answers.push({ status: 422, body: '{"message":"Invalid `to` field"}' });
    expect((await run()).summary).toMatchObject({ claimed: 1, failed: 1 });
    expect(await jobStates()).toMatchObject([
      { status: 'failed', attempts: 1, last_error: expect.stringContaining('422') },
    ]);
    expect(fn.log()).toMatch(/FAILED after 1 attempt\(s\), not retried: Resend answered 422/);
    await makeDue();
    expect((await run()).summary).toMatchObject({ claimed: 0 });
    expect(resend.received).toHaveLength(1);
  });

  it('two overlapping runs send one e-mail', async () => {
    await site.insertContact(contact());
    let release!: () => void;
    resend.answers.push({ status: 200, hold: new Promise<void>((resolve) => (release = resolve)) });
    const first = run(); // claims the job, then waits on the e-mail API
    await resend.waitFor(1);
    const second = await run(); // overlaps the first: the job is leased
    expect(second.summary).toMatchObject({ claimed: 0, sent: 0 });
    release();
    expect((await first).summary).toMatchObject({ claimed: 1, sent: 1 });
    expect(resend.received).toHaveLength(1);
    expect(await jobStates()).toMatchObject([{ status: 'sent' }]);
  });
});
