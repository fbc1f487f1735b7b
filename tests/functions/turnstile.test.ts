// Cloudflare Turnstile as the human check, for owners on Cloudflare: the human-check function
// (Deno) with TURNSTILE_SECRET and no ALTCHA key, asking a stand-in of Cloudflare's siteverify
// on 127.0.0.1 (TURNSTILE_SITEVERIFY_URL), against the local REST gateway on PGlite with the real
// migrations. A token siteverify accepts makes the request a lead; a refused one, or the same
// token again, leaves the request stored unverified, with no e-mail of its own and no receipt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { createSiteClient } from '../../src/lib/supabase/client.ts';
import { contact, removeTempDirs, tempDir } from '../backend/helpers.ts';
import { type DenoFunction, startFunction } from './deno-function.ts';
import { type SiteverifyStub, startSiteverifyStub } from './stubs.ts';

const SECRET = '0x4AAAAAAA-test-turnstile-secret';

let server: RunningServer;
let siteverify: SiteverifyStub;
let fn: DenoFunction;

beforeAll(async () => {
  server = await startServer({ port: 0, inMemory: true, distDir: tempDir('site') });
  siteverify = await startSiteverifyStub(SECRET, ['token-of-a-person']);
  fn = await startFunction(
    {
      TURNSTILE_SECRET: SECRET,
      TURNSTILE_SITEVERIFY_URL: `${siteverify.url}/turnstile/v0/siteverify`,
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

const verify = async (token: string) => {
  const answer = await fetch(fn.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ turnstile: token }),
  });
  return { status: answer.status, body: (await answer.json()) as { signature?: string } };
};

describe('the human-check function with Turnstile (Deno)', () => {
  it('a token siteverify accepts makes a lead; the secret goes to siteverify only', async () => {
    const site = createSiteClient({ url: server.url, anonKey: server.anonKey });
    const { status, body } = await verify('token-of-a-person');
    expect(status).toBe(200);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(siteverify.received.at(-1)).toEqual({ secret: SECRET, response: 'token-of-a-person' });
    expect(JSON.stringify(body)).not.toContain(SECRET);
    await site.insertContact({ ...contact({ email: 'person@example.org' }), human_check: body.signature! });
    expect(await outcome('person@example.org')).toEqual([
      { status: 'verified', jobs: ['contact_notification', 'contact_receipt'] },
    ]);
  });

  it('a token siteverify refuses (a script’s, or one used before) is no verification: the request is stored unverified', async () => {
    const site = createSiteClient({ url: server.url, anonKey: server.anonKey });
    for (const [token, email] of [
      ['made-up-by-a-script', 'script@example.org'],
      ['token-of-a-person', 'replay@example.org'],
    ] as const) {
      const { status, body } = await verify(token);
      expect(status, token).toBe(400);
      expect(body.signature).toBeUndefined();
      // The form sends the request without a signature; a script may send one it made up.
      await site.insertContact({ ...contact({ email }), human_check: 'f'.repeat(64) });
      expect(await outcome(email)).toEqual([{ status: 'unverified', jobs: [] }]);
    }
  });

  it('without ALTCHA_HMAC_KEY it hands out no ALTCHA challenge', async () => {
    expect((await fetch(fn.url)).status).toBe(503);
  });
});
