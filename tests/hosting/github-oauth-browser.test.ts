/**
 * The editor's GitHub sign-in on Cloudflare Pages in Chromium, end to end with Decap's own
 * sign-in code (decap-cms-lib-auth's Authenticator, the one /admin runs): the pop-up goes through
 * /api/auth to a stand-in of GitHub's authorize page on another origin, comes back to
 * /api/callback, and hands the token to the editor's window. (That the page posts to the site's
 * origin only is checked on its text in github-oauth.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onRequestGet as auth } from '../../functions/api/auth.ts';
import { onRequestGet as callback } from '../../functions/api/callback.ts';
import { chromiumPath } from '../../scripts/chromium.ts';
import { REPO_ROOT } from '../content/fixture.ts';

const TOKEN = 'gho_browserStandinToken';
const CODE = 'browser-code';
let browser: Browser;
let site: Server;
let github: Server;
let siteUrl: string;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** The editor's page: Decap's Authenticator, with lodash's two helpers it imports as ES modules. */
const OPENER = `<!doctype html><html><head><meta charset="utf-8">
<script type="importmap">{"imports":{"lodash/trim":"/lodash-es/trim.js","lodash/trimEnd":"/lodash-es/trimEnd.js"}}</script>
<script type="module">
import Authenticator from '/decap/netlify-auth.js';
window.signIn = () => new Promise((resolve) =>
  new Authenticator({ base_url: location.origin, auth_endpoint: 'api/auth' })
    .authenticate({ provider: 'github', scope: 'repo' }, (error, data) => resolve(error ? { error: String(error) } : data)));
</script></head><body>editor</body></html>`;

async function answer(req: IncomingMessage, res: ServerResponse, env: Record<string, string>) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const send = (type: string, body: string | Buffer) => res.writeHead(200, { 'content-type': type }).end(body);
  if (url.pathname === '/') return send('text/html', OPENER);
  if (url.pathname === '/decap/netlify-auth.js')
    return send(
      'text/javascript',
      readFileSync(path.join(REPO_ROOT, 'node_modules/decap-cms-lib-auth/dist/esm/netlify-auth.js')),
    );
  if (url.pathname.startsWith('/lodash-es/') && /^[\w/-]+\.js$/.test(url.pathname))
    return send('text/javascript', readFileSync(path.join(REPO_ROOT, 'node_modules', url.pathname)));
  const handler = url.pathname === '/api/auth' ? auth : url.pathname === '/api/callback' ? callback : null;
  if (!handler) return res.writeHead(404).end();
  const request = new Request(url, { headers: req.headers as Record<string, string> });
  const response = await handler({ request, env });
  res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
}

beforeAll(async () => {
  github = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://github.invalid');
    if (url.pathname === '/login/oauth/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', CODE);
      back.searchParams.set('state', url.searchParams.get('state')!);
      return res.writeHead(302, { location: back.toString() }).end();
    }
    req.resume();
    req.on('end', () =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: TOKEN })),
    );
  });
  const githubPort = await listen(github);
  const env = {
    GITHUB_CLIENT_ID: 'client',
    GITHUB_CLIENT_SECRET: 'secret',
    GITHUB_BASE_URL: `http://127.0.0.1:${githubPort}`,
  };
  site = createServer((req, res) => {
    answer(req, res, env).catch((error: Error) => res.writeHead(500).end(error.message));
  });
  const port = await listen(site);
  siteUrl = `http://127.0.0.1:${port}`;
  browser = await chromium.launch({ executablePath: chromiumPath() });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([site, github].map((s) => new Promise((resolve) => s?.close(resolve))));
});

describe('the sign-in in Chromium', () => {
  it('hands the token to the editor’s window through Decap’s own handshake', async () => {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/`);
    await page.waitForFunction(() => 'signIn' in window);
    const result = await page.evaluate(() => (window as unknown as { signIn(): Promise<unknown> }).signIn());
    expect(result).toEqual({ token: TOKEN, provider: 'github' });
    await page.close();
  }, 30_000);
});
