// Pure pieces: JWT checks, the SQLSTATE → HTTP table, the client's error mapping.

import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { readBody } from '../../src/backend/body.ts';
import { isLoopback } from '../../src/backend/editor-guard.ts';
import { createLocalKeys, loadOrCreateLocalKeys, signJwt, verifyJwt } from '../../src/backend/gateway/keys.ts';
import { statusForSqlState } from '../../src/backend/gateway/rest.ts';
import { toResult } from '../../src/lib/supabase/client.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterAll(removeTempDirs);

describe('verifyJwt', () => {
  const secret = 'test-secret';
  it('accepts a token signed with the secret and returns its claims', async () => {
    expect(await verifyJwt(await signJwt({ role: 'anon', exp: 2e9 }, secret), secret, 1e9)).toEqual({
      ok: true,
      claims: { role: 'anon', exp: 2e9 },
    });
  });

  it.each([
    ['another secret', () => signJwt({ role: 'anon' }, 'other'), 'PGRST301'],
    ['an expired token', () => signJwt({ role: 'anon', exp: 1000 }, secret), 'PGRST303'],
    ['a token not valid yet', () => signJwt({ role: 'anon', nbf: 2e9 }, secret), 'PGRST303'],
    ['no role claim', () => signJwt({ sub: 'x' }, secret), 'PGRST301'],
    ['two parts', async () => 'a.b', 'PGRST301'],
    ['garbage parts', async () => 'a.b.c', 'PGRST301'],
    [
      'a tampered payload',
      async () => {
        const [h, , s] = (await signJwt({ role: 'anon' }, secret)).split('.');
        return `${h}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.${s}`;
      },
      'PGRST301',
    ],
    [
      'alg none',
      async () =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"anon"}').toString('base64url')}.`,
      'PGRST301',
    ],
    [
      'HS512 with the same secret (the algorithm is pinned)',
      async () =>
        new SignJWT({ role: 'service_role' })
          .setProtectedHeader({ alg: 'HS512' })
          .sign(new TextEncoder().encode(secret)),
      'PGRST301',
    ],
  ])('rejects %s', async (_name, token, code) => {
    expect(await verifyJwt(await token(), secret, 1e9)).toMatchObject({ ok: false, code });
  });

  it("gives PostgREST's messages where the gateway shows them", async () => {
    expect(await verifyJwt('a.b', secret)).toEqual({
      ok: false,
      code: 'PGRST301',
      message: 'Expected 3 parts in JWT; got 2',
    });
    expect(await verifyJwt(await signJwt({ role: 'anon', exp: 1000 }, secret), secret, 1e9)).toEqual({
      ok: false,
      code: 'PGRST303',
      message: 'JWT expired',
    });
  });
});

describe('local keys', () => {
  it('are created once and then reused (stable across restarts)', async () => {
    const dir = tempDir('keys');
    const first = await loadOrCreateLocalKeys(dir);
    const second = await loadOrCreateLocalKeys(dir);
    expect(second).toEqual(first);
    expect(await verifyJwt(first.anonKey, first.jwtSecret)).toMatchObject({ ok: true, claims: { role: 'anon' } });
    expect(await verifyJwt(first.serviceRoleKey, first.jwtSecret)).toMatchObject({
      ok: true,
      claims: { role: 'service_role' },
    });
    expect(fs.statSync(path.join(dir, 'local-keys.json')).mode & 0o077).toBe(0);
  });

  it('are replaced when the file is corrupt', async () => {
    const dir = tempDir('keys');
    fs.writeFileSync(path.join(dir, 'local-keys.json'), '{not json');
    const keys = await loadOrCreateLocalKeys(dir);
    expect((await verifyJwt(keys.anonKey, keys.jwtSecret)).ok).toBe(true);
  });

  it('differ between calls of createLocalKeys', async () => {
    expect((await createLocalKeys()).jwtSecret).not.toBe((await createLocalKeys()).jwtSecret);
  });
});

describe("statusForSqlState (PostgREST's table)", () => {
  it.each([
    ['23505', 'anon', 409],
    ['23503', 'anon', 409],
    ['23514', 'anon', 400],
    ['23502', 'anon', 400],
    ['22001', 'anon', 400],
    ['22P02', 'anon', 400],
    ['42501', 'anon', 401],
    ['42501', 'authenticated', 403],
    ['42501', 'service_role', 403],
    ['P0001', 'anon', 400],
    ['P0429', 'anon', 500],
    ['PT429', 'anon', 429],
    ['42P01', 'anon', 404],
    ['42883', 'anon', 404],
    ['08006', 'anon', 503],
    ['53300', 'anon', 503],
    ['53400', 'anon', 500],
    ['25006', 'anon', 405],
    ['40001', 'anon', 500],
    ['XX000', 'anon', 500],
    ['42703', 'anon', 400],
  ])('%s as %s → %i', (code, role, status) => {
    expect(statusForSqlState(code, role)).toBe(status);
  });
});

describe('toResult (the client tells errors apart by code, not status)', () => {
  const err = (code: string, status: number, message = 'm') => ({ error: { code, message }, status });
  it.each([
    [{ error: null, status: 201 }, { ok: true }],
    [err('23505', 409), { ok: false, kind: 'duplicate', code: '23505' }],
    [err('PT429', 429), { ok: false, kind: 'rate_limited', code: 'PT429' }],
    [err('PT429', 500), { ok: false, kind: 'rate_limited', code: 'PT429' }],
    [
      { error: { code: 'PT429', message: 'paused', details: 'newsletter_daily_cap' }, status: 429 },
      { ok: false, kind: 'paused', code: 'PT429' },
    ],
    [
      { error: { message: 'Too Many Requests' }, status: 429 },
      { ok: false, kind: 'rate_limited' },
    ],
    [
      err('23514', 400, 'new row for relation "contacts" violates check constraint "contacts_email_format"'),
      { ok: false, kind: 'invalid', code: '23514', constraint: 'contacts_email_format' },
    ],
    [
      err('23502', 400, 'null value in column "email" of relation "contacts" violates not-null constraint'),
      { ok: false, kind: 'invalid', code: '23502', column: 'email' },
    ],
    [err('23514', 400), { ok: false, kind: 'invalid', code: '23514' }],
    [err('23502', 400), { ok: false, kind: 'invalid', code: '23502' }],
    [err('22001', 400), { ok: false, kind: 'invalid', code: '22001' }],
    [err('22P02', 400), { ok: false, kind: 'invalid', code: '22P02' }],
    [err('42501', 401), { ok: false, kind: 'unknown', code: '42501' }],
    [err('PGRST301', 401), { ok: false, kind: 'unknown', code: 'PGRST301' }],
    [err('23505', 500), { ok: false, kind: 'duplicate', code: '23505' }],
    [err('', 0, 'TypeError: fetch failed'), { ok: false, kind: 'network', message: 'TypeError: fetch failed' }],
    [
      { error: { message: 'Bad Gateway' }, status: 502 },
      { ok: false, kind: 'unknown', message: 'Bad Gateway' },
    ],
  ])('%j → %j', (response, expected) => {
    const result = toResult(response);
    expect(result).toMatchObject(expected);
    if (!result.ok && !('code' in expected)) expect(result).not.toHaveProperty('code');
  });
});

describe('isLoopback (who may reach the local editor backend)', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.5', false],
    ['fe80::1', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});

describe('readBody (the one size-limited body reader of the local server)', () => {
  /** A request body as a stream, with the headers a client would send. */
  const request = (chunks: string[], headers: Record<string, string> = {}) => {
    const stream = Readable.from(chunks.map((c) => Buffer.from(c)));
    return Object.assign(stream, { headers }) as unknown as IncomingMessage;
  };

  it('returns the body under the limit', async () => {
    expect((await readBody(request(['{"a":', '1}']), 100))?.toString()).toBe('{"a":1}');
  });

  it('returns null for a body that grows past the limit, and reads it to the end (no cut connection)', async () => {
    const req = request(['x'.repeat(60), 'x'.repeat(60), 'x'.repeat(60)]);
    expect(await readBody(req, 100)).toBeNull();
    await new Promise((resolve) => req.on('end', resolve));
    expect(req.readableEnded).toBe(true);
  });

  it('returns null at once for a declared Content-Length over the limit', async () => {
    expect(await readBody(request(['tiny'], { 'content-length': '5000' }), 100)).toBeNull();
  });
});
