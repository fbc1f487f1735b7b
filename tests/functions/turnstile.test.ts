// Cloudflare Turnstile as the human check, for owners on Cloudflare: the human-check function
// (Deno) with TURNSTILE_SECRET, asking a stand-in of Cloudflare's siteverify on 127.0.0.1
// (TURNSTILE_SITEVERIFY_URL), against the local REST gateway on PGlite with the real migrations.
// A token siteverify accepts, solved on the site's host (www.example.com, the function's SITE_URL)
// by the form's widget, makes the request a lead; a refused one, the same
// token again, one solved on another host or by another widget, leaves the request stored
// unverified, with no e-mail of its own and no receipt. Turnstile is then the only check: the
// function also holds an ALTCHA key here, and still hands out no challenge and takes no solution.

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { createSiteClient } from '../../src/lib/supabase/client.ts';
import { HUMAN_CHECK_PATH, newChallenge } from '../../supabase/functions/_shared/human-check.ts';
import { verifyTurnstile } from '../../supabase/functions/_shared/turnstile.ts';
import { contact, removeTempDirs, tempDir } from '../backend/helpers.ts';
import { type DenoFunction, startFunction } from './deno-function.ts';
import { type SiteverifyStub, startSiteverifyStub } from './stubs.ts';

const SECRET = '0x4AAAAAAA-test-turnstile-secret';
const ALTCHA_KEY = 'an-altcha-key-the-function-also-holds';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: RunningServer;
let siteverify: SiteverifyStub;
let fn: DenoFunction;

beforeAll(async () => {
  server = await startServer({ port: 0, inMemory: true, distDir: tempDir('site') });
  siteverify = await startSiteverifyStub(SECRET, {
    'token-of-a-person': {},
    'token-after-a-hiccup': {},
    'token-of-WWW.EXAMPLE.COM': { hostname: 'WWW.Example.com' },
    'token-solved-on-evil-example': { hostname: 'evil.example' },
    'token-of-another-widget': { action: 'newsletter' },
    'token-solved-on-localhost': { hostname: 'localhost' },
    'token-of-the-live-site': {},
  });
  fn = await startFunction(
    {
      TURNSTILE_SECRET: SECRET,
      TURNSTILE_SITEVERIFY_URL: `${siteverify.url}/turnstile/v0/siteverify`,
      ALTCHA_HMAC_KEY: ALTCHA_KEY,
      SITE_URL: 'https://www.example.com',
      SUPABASE_URL: server.url,
      SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
    },
    'human-check',
  );
});

afterAll(async () => {
  fn?.stop();
  await siteverify?.close();
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

const post = async (body: unknown, headers: Record<string, string> = {}) => {
  const answer = await fetch(fn.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as { signature?: string } };
};
const verify = (token: string) => post({ turnstile: token });

/** Sends a request with `signature` (as the form does, or a script with one it made up). */
async function requestWith(email: string, signature: string) {
  const site = createSiteClient({ url: server.url, anonKey: server.anonKey });
  await site.insertContact({ ...contact({ email }), human_check: signature });
  return outcome(email);
}

describe('the human-check function with Turnstile (Deno)', () => {
  it('a token siteverify accepts for the site’s host and the form’s action makes a lead; the secret goes to siteverify only', async () => {
    // Supabase's edge names the visitor's address; the function hands it to siteverify.
    const { status, body } = await post({ turnstile: 'token-of-a-person' }, { 'cf-connecting-ip': '203.0.113.7' });
    expect(status).toBe(200);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    const sent = siteverify.received.at(-1)!;
    expect(sent).toMatchObject({ secret: SECRET, response: 'token-of-a-person', remoteip: '203.0.113.7' });
    expect(sent.idempotency_key).toMatch(UUID);
    expect(JSON.stringify(body)).not.toContain(SECRET);
    expect(await requestWith('person@example.org', body.signature!)).toEqual([
      { status: 'verified', jobs: ['contact_notification', 'contact_receipt'] },
    ]);
    // Host names are compared as DNS compares them, without regard to case.
    expect((await verify('token-of-WWW.EXAMPLE.COM')).status).toBe(200);
  });

  it('a siteverify call that fails is retried once with the same idempotency key', async () => {
    siteverify.answers.push({ status: 500 });
    const before = siteverify.received.length;
    const { status } = await verify('token-after-a-hiccup');
    expect(status).toBe(200);
    const [first, retry] = siteverify.received.slice(before);
    expect(retry?.idempotency_key).toBe(first?.idempotency_key);
    expect(siteverify.received.length - before).toBe(2);
  });

  it('a token siteverify refuses (a script’s, or one used before) is no verification: the request is stored unverified', async () => {
    for (const [token, email] of [
      ['made-up-by-a-script', 'script@example.org'],
      ['token-of-a-person', 'replay@example.org'],
    ] as const) {
      const { status, body } = await verify(token);
      expect(status, token).toBe(400);
      expect(body.signature).toBeUndefined();
      expect(await requestWith(email, 'f'.repeat(64))).toEqual([{ status: 'unverified', jobs: [] }]);
    }
  });

  it('a token solved on another host, or by another widget, is refused although siteverify calls it a success', async () => {
    for (const [token, why] of [
      ['token-solved-on-evil-example', 'another host (evil.example'],
      ['token-of-another-widget', 'another widget (action newsletter'],
    ] as const) {
      const { status, body } = await verify(token);
      expect(status, token).toBe(400);
      expect(body.signature).toBeUndefined();
      expect(fn.log()).toContain(why);
    }
    // The form then sends without a signature; one a script made up is no lead either. (One
    // request for both: the database takes 5 an hour from this test's one address.)
    expect(await requestWith('evil-host@example.org', 'e'.repeat(64))).toEqual([{ status: 'unverified', jobs: [] }]);
  });

  it('without the site’s address (no SITE_URL) every token is refused, even one siteverify names no host for', async () => {
    const answer = { success: true, 'error-codes': [], action: 'contact-form' };
    const fetcher = (async () => Response.json(answer)) as typeof fetch;
    const verdict = await verifyTurnstile('a-token', { secret: SECRET, hostname: '', fetch: fetcher });
    expect(verdict).toEqual({ ok: false, reason: expect.stringContaining('SITE_URL') });
  });

  it('hands out no ALTCHA challenge and refuses an ALTCHA solution, even one solved with its own key', async () => {
    expect((await fetch(fn.url)).status).toBe(403);
    const challenge = await newChallenge(ALTCHA_KEY);
    const solution = await solveChallenge({ challenge, deriveKey });
    const { status, body } = await post({ payload: btoa(JSON.stringify({ challenge, solution })) });
    expect(status).toBe(403);
    expect(body.signature).toBeUndefined();
    // Nothing was recorded: the challenge's signature makes no lead.
    expect(await requestWith('altcha@example.org', challenge.signature!)).toEqual([{ status: 'unverified', jobs: [] }]);
  });
});

describe('the local server with TURNSTILE_SECRET (npm start)', () => {
  it('runs the same one check: its own host (localhost) only, the caller’s address sent, no ALTCHA', async () => {
    const env = { TURNSTILE_SECRET: SECRET, TURNSTILE_SITEVERIFY_URL: `${siteverify.url}/turnstile/v0/siteverify` };
    Object.assign(process.env, env);
    try {
      const endpoint = `${server.url}${HUMAN_CHECK_PATH}`;
      const ask = (token: string) =>
        fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
          body: JSON.stringify({ turnstile: token }),
        });
      expect((await ask('token-solved-on-localhost')).status).toBe(200);
      // The socket's address: without TRUST_PROXY a caller cannot name its own.
      expect(siteverify.received.at(-1)).toMatchObject({
        response: 'token-solved-on-localhost',
        remoteip: '127.0.0.1',
      });
      expect((await ask('token-of-the-live-site')).status).toBe(400); // solved on www.example.com, not here
      expect((await fetch(endpoint)).status).toBe(403);
    } finally {
      for (const name of Object.keys(env)) delete process.env[name];
    }
  });
});
