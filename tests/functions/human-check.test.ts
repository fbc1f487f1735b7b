// The human-check Edge Function for real: Deno runs supabase/functions/human-check against the
// local REST gateway on PGlite with the real migrations. A solution it verified makes one
// request a lead; the same solution again, an expired one, a forged one or none at all leave
// the request stored unverified, with no e-mail of its own and no receipt.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { createSiteClient } from '../../src/lib/supabase/client.ts';
import { BUSY_COUNTER_RANGE, newChallenge } from '../../supabase/functions/_shared/human-check.ts';
import { contact, REPO, removeTempDirs, solvedCheck, tempDir } from '../backend/helpers.ts';

const DENO = path.join(REPO, 'node_modules', '.bin', 'deno');
const KEY = 'a-test-hmac-key-that-only-the-function-holds';

let server: RunningServer;
let fn: { url: string; child: ChildProcess };

/** Runs the function with Deno from a copy of supabase/functions, its npm imports from node_modules. */
async function startFunction(env: Record<string, string>) {
  const dir = tempDir('functions');
  fs.cpSync(path.join(REPO, 'supabase', 'functions'), dir, { recursive: true });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'), 'junction');
  const child = spawn(
    DENO,
    ['run', '--node-modules-dir=manual', '--allow-net', '--allow-env', '--allow-read', 'human-check/index.ts'],
    {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        DENO_DIR: path.join(dir, '.deno'),
        DENO_NO_UPDATE_CHECK: '1',
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
  return { url, child };
}

beforeAll(async () => {
  server = await startServer({ port: 0, inMemory: true, distDir: tempDir('site') });
  fn = await startFunction({
    ALTCHA_HMAC_KEY: KEY,
    SUPABASE_URL: server.url,
    SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
  });
});

afterAll(async () => {
  fn?.child.kill('SIGTERM');
  await server?.close();
  removeTempDirs();
});

/** The stored request of an address and the e-mails queued for it. */
async function outcome(email: string) {
  const { rows } = await server.db.pg.query<{ check_status: string; jobs: string[] | null }>(
    `select c.check_status,
            (select array_agg(j.kind order by j.id) from private.notification_jobs j
              where j.payload -> 'contact' ->> 'email' = c.email) as jobs
       from public.contacts c where c.email = $1`,
    [email],
  );
  return rows.map((r) => ({ status: r.check_status, jobs: r.jobs ?? [] }));
}

describe('the human-check function (Deno)', () => {
  it('a verified solution makes a lead; the same solution again is unverified, with no e-mail', async () => {
    const site = createSiteClient({ url: server.url, anonKey: server.anonKey });
    const signature = await solvedCheck(fn.url);
    expect(await site.insertContact({ ...contact({ email: 'lead@example.org' }), human_check: signature })).toEqual({
      ok: true,
    });
    expect(await site.insertContact({ ...contact({ email: 'reuse@example.org' }), human_check: signature })).toEqual({
      ok: true,
    });
    expect(await outcome('lead@example.org')).toEqual([
      { status: 'verified', jobs: ['contact_notification', 'contact_receipt'] },
    ]);
    expect(await outcome('reuse@example.org')).toEqual([{ status: 'unverified', jobs: [] }]);
  });

  it('refuses an expired or forged solution; a request with one, or with none, is unverified', async () => {
    const expired = await newChallenge(KEY, Date.now() - 31 * 60_000);
    const forged = { ...(await newChallenge('someone-else')) } as Challenge;
    const site = createSiteClient({ url: server.url, anonKey: server.anonKey });
    for (const [challenge, email] of [
      [expired, 'expired@example.org'],
      [forged, 'forged@example.org'],
    ] as const) {
      const solution = await solveChallenge({ challenge, deriveKey });
      const answer = await fetch(fn.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payload: btoa(JSON.stringify({ challenge, solution })) }),
      });
      expect(answer.status).toBe(400);
      await site.insertContact({ ...contact({ email }), human_check: challenge.signature! });
      expect(await outcome(email)).toEqual([{ status: 'unverified', jobs: [] }]);
    }
    await site.insertContact(contact({ email: 'none@example.org' }));
    expect(await outcome('none@example.org')).toEqual([{ status: 'unverified', jobs: [] }]);
    const { rows } = await server.db.pg.query<{ count: number }>(
      `select (payload ->> 'count')::int as count from private.notification_jobs where kind = 'unverified_digest'`,
    );
    expect(rows).toEqual([{ count: 4 }]);
  });

  it('answers 429 to a client past its checks for the hour, while another network still gets its challenge', async () => {
    await server.db.pg.exec('update private.outbox_settings set human_checks_per_address_per_hour = 3');
    try {
      const from = (address: string) => fetch(fn.url, { headers: { 'x-forwarded-for': address } });
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await from('203.0.113.77'));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(answers[3]!.headers.get('retry-after')).toBe('600');
      expect(await answers[3]!.json()).toEqual({ error: 'too many human checks from this address; try again later' });
      // A solution handed in by that client is refused too, before any verifying.
      const post = await fetch(fn.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({ payload: 'x' }),
      });
      expect(post.status).toBe(429);
      expect((await from('192.0.2.15')).status).toBe(200);
    } finally {
      await server.db.pg.exec('update private.outbox_settings set human_checks_per_address_per_hour = 30');
    }
  });

  it('hands out the dearer challenge while checks are busy', async () => {
    await server.db.pg.exec('update private.outbox_settings set busy_human_checks_per_10_minutes = 1');
    try {
      const counters = [];
      for (let i = 0; i < 12; i++) {
        const challenge = (await (
          await fetch(fn.url, { headers: { 'x-forwarded-for': `198.18.${i}.9` } })
        ).json()) as Challenge;
        counters.push((await solveChallenge({ challenge, deriveKey }))!.counter);
      }
      expect(counters.every((c) => c >= BUSY_COUNTER_RANGE[0] && c <= BUSY_COUNTER_RANGE[1])).toBe(true);
    } finally {
      await server.db.pg.exec('update private.outbox_settings set busy_human_checks_per_10_minutes = 100');
    }
  });
});
