// `npm run dev` answers content/redirects.yaml as `npm start` answers the built `_redirects`
// (the dev server's middleware, in a plain http server here), and reads the file again when saved.

import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectMiddleware } from '../../src/content/redirect-rules.ts';
import { cleanupFixtures, withFixture } from './fixture.ts';

afterAll(cleanupFixtures);

describe('the dev server answers content/redirects.yaml', () => {
  const dir = withFixture();
  let base = '';
  let server: http.Server;
  beforeAll(async () => {
    const middleware = redirectMiddleware(dir);
    server = http.createServer((req, res) => middleware(req, res, () => res.writeHead(200).end('page\n')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('with the status and Location of each rule, 410 for a gone address, and pages untouched', async () => {
    const moved = await fetch(`${base}/blog/old-first-steps?ref=mail`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/blog/first-steps?ref=mail']);
    const temporary = await fetch(`${base}/spring-offer`, { redirect: 'manual' });
    expect([temporary.status, temporary.headers.get('location')]).toEqual([302, '/services']);
    expect((await fetch(`${base}/blog/withdrawn`, { redirect: 'manual' })).status).toBe(410);
    expect((await fetch(`${base}/blog/first-steps`, { redirect: 'manual' })).status).toBe(200);
  });

  it('reads the file again once it is saved', async () => {
    writeFileSync(path.join(dir, 'redirects.yaml'), 'redirects:\n  - { from: /later, to: /about }\n');
    // A different size is enough to be seen as a change, whatever the clock's resolution.
    const response = await fetch(`${base}/later`, { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([301, '/about']);
  });
});
