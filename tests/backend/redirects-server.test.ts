// The local server (`npm start`, e2e tests) answers the built `_redirects` as the hosts do: the
// status and Location of each rule, the query carried over, and 410 with the 404 page for a gone
// address. The file is written by the build's own generator (src/content/redirect-hosts.ts).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../src/backend/static.ts';
import { hostRules, REDIRECTS_FILE, redirectsFileText } from '../../src/content/redirect-hosts.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterAll(removeTempDirs);

function makeSite(): string {
  const dir = tempDir('dist');
  const rules = hostRules({
    redirects: [
      { from: '/restaurant-automation', to: '/hospitality-automation' },
      { from: '/spring-offer', to: '/services', status: 302 },
      { from: '/old-blog/*', to: '/blog/:splat' },
      { from: '/partner', to: 'https://example.org/offer' },
    ],
    gone: ['/blog/withdrawn'],
  });
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    'hospitality-automation/index.html': '<h1>Hospitality</h1>',
    '404.html': '<h1>Not here</h1>',
    [REDIRECTS_FILE]: redirectsFileText(rules),
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('the local server answers _redirects', () => {
  let base = '';
  let server: http.Server;
  beforeAll(async () => {
    const handler = createStaticHandler(makeSite());
    server = http.createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    ['/restaurant-automation', 301, '/hospitality-automation'],
    ['/restaurant-automation/', 301, '/hospitality-automation'],
    ['/restaurant-automation?utm_source=ads', 301, '/hospitality-automation?utm_source=ads'],
    ['/spring-offer', 302, '/services'],
    ['/old-blog/first-steps', 301, '/blog/first-steps'],
    ['/partner', 301, 'https://example.org/offer'],
  ])('%s answers %i with Location %s', async (address, status, location) => {
    const response = await fetch(`${base}${address}`, { redirect: 'manual' });
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
  });

  it('a gone address answers 410 with the 404 page', async () => {
    const response = await fetch(`${base}/blog/withdrawn`, { redirect: 'manual' });
    expect(response.status).toBe(410);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('Not here');
  });

  it('pages and unknown addresses are untouched, and _redirects itself is not served', async () => {
    expect((await fetch(`${base}/hospitality-automation`)).status).toBe(200);
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
    const file = await fetch(`${base}/_redirects`);
    expect(file.status).toBe(404);
    expect(await file.text()).not.toContain('/restaurant-automation');
  });
});
