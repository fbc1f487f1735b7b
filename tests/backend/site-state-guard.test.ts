// Who may read whether the last rebuild took the editor's change: this computer's own /admin page,
// with this run's token, by GET; the state names files and problems of the working tree.
import { expect, test } from 'vitest';
import { checkStateRequest, isStateRequest } from '../../src/backend/editor-guard.ts';

const TOKEN = 'run-token-0123456789abcdef';
const PORT = 5511;
const own = { host: `127.0.0.1:${PORT}`, 'sec-fetch-site': 'same-origin' };
const ask = (url: string, headers: Record<string, string> = own, method = 'GET', remoteAddress = '127.0.0.1') =>
  checkStateRequest({ method, url, headers, remoteAddress }, PORT, TOKEN);

test("answers this computer's page with the run's token", () => {
  expect(ask(`/api/v1/${TOKEN}/site-state`)).toEqual({ ok: true });
  expect(ask(`/api/v1/${TOKEN}/site-state`, { host: `localhost:${PORT}` })).toEqual({ ok: true });
});

test('refuses without the token, with another, by POST, from elsewhere or through a proxy', () => {
  const reasons = [
    ask('/api/v1/site-state'),
    ask('/api/v1/guessed/site-state'),
    ask(`/api/v1/${TOKEN}x/site-state`),
    ask(`/api/v1/${TOKEN}/site-state`, own, 'POST'),
    ask(`/api/v1/${TOKEN}/site-state`, own, 'GET', '192.168.1.20'),
    ask(`/api/v1/${TOKEN}/site-state`, { host: `rebind.test:${PORT}` }),
    ask(`/api/v1/${TOKEN}/site-state`, { ...own, 'sec-fetch-site': 'cross-site' }),
    ask(`/api/v1/${TOKEN}/site-state`, { ...own, 'x-forwarded-for': '203.0.113.9' }),
  ].map((verdict) => (verdict.ok ? 'answered' : verdict.reason));
  expect(reasons).toEqual([
    'the editor token is missing or wrong (reload /admin)',
    'the editor token is missing or wrong (reload /admin)',
    'the editor token is missing or wrong (reload /admin)',
    'only GET is answered',
    'not from this computer',
    `Host "rebind.test:${PORT}" is not this computer's site`,
    'a cross-site request',
    'it came through a proxy or tunnel (x-forwarded-for)',
  ]);
});

test('only an address ending in /site-state is a read of the state', () => {
  expect(isStateRequest(`/api/v1/${TOKEN}/site-state?x=1`)).toBe(true);
  expect(isStateRequest(`/api/v1/${TOKEN}`)).toBe(false);
});
