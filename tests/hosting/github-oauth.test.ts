/**
 * The editor's GitHub sign-in on Cloudflare Pages (functions/api/auth.ts, functions/api/callback.ts),
 * run in Node with the Fetch API's Request and Response as Cloudflare calls them, against a
 * stand-in of GitHub's OAuth endpoints on 127.0.0.1 (GITHUB_BASE_URL).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STATE_COOKIE } from '../../functions/_lib/github-oauth.ts';
import { onRequestGet as auth } from '../../functions/api/auth.ts';
import { onRequestGet as callback } from '../../functions/api/callback.ts';

const SITE = 'https://www.example.com';
const CLIENT_ID = 'Iv1.standin-client';
const CLIENT_SECRET = 'standin-client-secret-0123456789';
const CODE = 'code-from-github';
const TOKEN = 'gho_standinToken</script><b>';

let github: Server;
let env: { GITHUB_CLIENT_ID: string; GITHUB_CLIENT_SECRET: string; GITHUB_BASE_URL: string };
const exchanges: { path: string; accept?: string; body: Record<string, string> }[] = [];

beforeAll(async () => {
  // GitHub's token endpoint as its OAuth web-flow documentation describes it: a POST with the
  // client id, secret and code; JSON back when asked for JSON; an `error` field (HTTP 200) for a bad code.
  github = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, string>;
      exchanges.push({ path: req.url ?? '', accept: req.headers.accept, body });
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/login/oauth/access_token') {
        res.statusCode = 404;
        res.end('{}');
      } else if (body.client_secret !== CLIENT_SECRET || body.code !== CODE) {
        res.end(JSON.stringify({ error: 'bad_verification_code', error_description: 'The code passed is incorrect.' }));
      } else {
        res.end(JSON.stringify({ access_token: TOKEN, token_type: 'bearer', scope: 'repo' }));
      }
    });
  });
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
  const { port } = github.address() as AddressInfo;
  env = {
    GITHUB_CLIENT_ID: CLIENT_ID,
    GITHUB_CLIENT_SECRET: CLIENT_SECRET,
    GITHUB_BASE_URL: `http://127.0.0.1:${port}`,
  };
});

afterAll(() => new Promise<void>((resolve) => github.close(() => resolve())));
beforeEach(() => {
  exchanges.length = 0;
});

/** Starts a sign-in as Decap does and returns the state GitHub would send back, and its cookie. */
function start(): { state: string; cookie: string; location: URL } {
  const response = auth({
    request: new Request(`${SITE}/api/auth?provider=github&site_id=www.example.com&scope=repo`),
    env,
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  const setCookie = response.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0]!;
  return { state: location.searchParams.get('state') ?? '', cookie, location };
}

const back = (query: string, cookie?: string) =>
  callback({
    request: new Request(`${SITE}/api/callback?${query}`, { headers: cookie ? { cookie } : {} }),
    env,
  });

/** The messages the page's script sends, and the origins it sends them to. */
function postsOf(html: string): { origin: string; message: string } {
  const origin = JSON.parse(/var origin = (.+);/.exec(html)?.[1] ?? 'null') as string;
  const message = JSON.parse(/var message = (.+);/.exec(html)?.[1] ?? 'null') as string;
  return { origin, message };
}

describe('GET /api/auth', () => {
  it('sends the pop-up to GitHub with the client id, the scope, the callback and a state kept in a cookie', () => {
    const { state, cookie, location } = start();
    expect(location.origin + location.pathname).toBe(`${env.GITHUB_BASE_URL}/login/oauth/authorize`);
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('scope')).toBe('repo');
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/api/callback`);
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(cookie).toBe(`${STATE_COOKIE}=${state}`);
    const again = start();
    expect(again.state).not.toBe(state);
  });

  it('marks the state cookie HttpOnly, Secure, SameSite=Lax and short-lived, and never names the secret', () => {
    const response = auth({ request: new Request(`${SITE}/api/auth?provider=github&scope=repo`), env });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/);
    expect(response.headers.get('location')).not.toContain(CLIENT_SECRET);
  });

  it('refuses another provider, a scope the editor never asks for, and a site without its settings', async () => {
    expect(auth({ request: new Request(`${SITE}/api/auth?provider=gitlab`), env }).status).toBe(400);
    expect(auth({ request: new Request(`${SITE}/api/auth?provider=github&scope=admin:org`), env }).status).toBe(400);
    const unset = auth({ request: new Request(`${SITE}/api/auth?provider=github`), env: {} });
    expect(unset.status).toBe(500);
    expect(await unset.text()).toContain('GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing');
  });
});

describe('GET /api/callback', () => {
  it('exchanges the code at GitHub with the client secret, and hands the token to the site’s origin only', async () => {
    const { state, cookie } = start();
    const response = await back(`code=${CODE}&state=${state}`, cookie);
    expect(response.status).toBe(200);
    expect(exchanges).toEqual([
      {
        path: '/login/oauth/access_token',
        accept: 'application/json',
        body: { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code: CODE, redirect_uri: `${SITE}/api/callback` },
      },
    ]);
    const html = await response.text();
    const { origin, message } = postsOf(html);
    expect(origin).toBe(SITE);
    expect(message).toBe(`authorization:github:success:${JSON.stringify({ token: TOKEN, provider: 'github' })}`);
    // Every postMessage names the site's origin as its target; none uses '*'.
    expect([...html.matchAll(/postMessage\(([^)]*)\)/g)].map((m) => m[1])).toEqual([
      'message, origin',
      "'authorizing:github', origin",
    ]);
    expect(html).not.toContain('</script><b>');
    expect(html).not.toContain(CLIENT_SECRET);
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${STATE_COOKIE}=; Path=/; Max-Age=0;`));
  });

  it('refuses a state that is not the cookie’s, or no cookie at all, without asking GitHub', async () => {
    const { state, cookie } = start();
    for (const [query, sent] of [
      [`code=${CODE}&state=${state}x`, cookie],
      [`code=${CODE}&state=${state}`, undefined],
      [`code=${CODE}`, cookie],
      [`code=${CODE}&state=${start().state}`, cookie],
    ] as const) {
      const response = await back(query, sent);
      expect(response.status, query).toBe(403);
      const { message } = postsOf(await response.text());
      expect(message).toMatch(/^authorization:github:error:.*not started here/);
    }
    expect(exchanges).toEqual([]);
  });

  it('reports GitHub’s refusal of a code, and an editor who declined, as errors with no token', async () => {
    const { state, cookie } = start();
    const refused = await back(`code=stale-code&state=${state}`, cookie);
    expect(refused.status).toBe(502);
    expect(postsOf(await refused.text()).message).toBe(
      `authorization:github:error:${JSON.stringify({ message: 'GitHub refused the sign-in (bad_verification_code). Sign in again.' })}`,
    );
    const declined = await back(`error=access_denied&state=${state}`, cookie);
    expect(declined.status).toBe(403);
    expect(postsOf(await declined.text()).message).toMatch(/^authorization:github:error:.*access_denied/);
    expect(exchanges).toHaveLength(1);
  });
});
