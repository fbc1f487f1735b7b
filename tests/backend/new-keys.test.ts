/**
 * Supabase's new API keys (sb_publishable_…, sb_secret_…) beside the legacy JWTs: the local
 * gateway issues and accepts both kinds (src/backend/gateway/keys.ts), and the functions, the
 * site and `npm run contacts` send each kind as Supabase documents it
 * (supabase/functions/_shared/notify/supabase-keys.ts): a new key in `apikey` alone.
 */
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalKeys, identifyCaller, loadOrCreateLocalKeys } from '../../src/backend/gateway/keys.ts';
import { keyHeaders, publicKey, serverKey } from '../../supabase/functions/_shared/notify/supabase-keys.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterAll(removeTempDirs);

const keys = await createLocalKeys();
const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const ask = (headers: Record<string, string>) =>
  identifyCaller(request(headers), new URL('http://127.0.0.1/rest/v1/x'), keys);

describe('the local server issues keys of both kinds', () => {
  it('a publishable and a secret key beside the legacy JWTs, kept across restarts', async () => {
    expect(keys.publishableKey).toMatch(/^sb_publishable_[\w-]{32}$/);
    expect(keys.secretKey).toMatch(/^sb_secret_[\w-]{32}$/);
    const dir = tempDir('new-keys');
    expect(await loadOrCreateLocalKeys(dir)).toEqual(await loadOrCreateLocalKeys(dir));
  });

  it('adds them to a keys file from before, keeping its legacy keys (a built site keeps working)', async () => {
    const dir = tempDir('old-keys');
    const { publishableKey: _p, secretKey: _s, ...legacy } = keys;
    fs.writeFileSync(path.join(dir, 'local-keys.json'), JSON.stringify(legacy));
    const loaded = await loadOrCreateLocalKeys(dir);
    expect(loaded).toMatchObject(legacy);
    expect(loaded.secretKey).toMatch(/^sb_secret_/);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'local-keys.json'), 'utf8'))).toEqual(loaded);
  });
});

describe('the local gateway accepts them as Supabase does', () => {
  it('a new key in apikey alone names its role; sent in both headers (supabase-js) too', async () => {
    expect(await ask({ apikey: keys.publishableKey })).toMatchObject({ ok: true, role: 'anon' });
    expect(await ask({ apikey: keys.secretKey })).toMatchObject({ ok: true, role: 'service_role' });
    expect(await ask({ apikey: keys.secretKey, authorization: `Bearer ${keys.secretKey}` })).toMatchObject({
      ok: true,
      role: 'service_role',
    });
  });

  it('the legacy JWTs keep working', async () => {
    expect(await ask({ apikey: keys.anonKey })).toMatchObject({ ok: true, role: 'anon' });
    expect(await ask({ apikey: keys.anonKey, authorization: `Bearer ${keys.serviceRoleKey}` })).toMatchObject({
      ok: true,
      role: 'service_role',
    });
  });

  it('refuses a secret key from a browser, an unknown key, and a new key as a bearer token of another', async () => {
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };
    expect(await ask({ apikey: keys.secretKey, ...browser })).toMatchObject({ ok: false, status: 401 });
    expect(await ask({ apikey: keys.publishableKey, ...browser })).toMatchObject({ ok: true, role: 'anon' });
    expect(await ask({ apikey: 'sb_secret_unknown' })).toMatchObject({ ok: false, status: 401 });
    // A publishable key cannot borrow the secret key as its bearer token: that is no JWT.
    expect(await ask({ apikey: keys.publishableKey, authorization: `Bearer ${keys.secretKey}` })).toMatchObject({
      ok: false,
      status: 401,
    });
  });
});

describe('how the code sends them', () => {
  it('a new key in apikey alone, never as a bearer JWT; a legacy key in both', () => {
    expect(keyHeaders('sb_secret_abc')).toEqual({ apikey: 'sb_secret_abc' });
    expect(keyHeaders('sb_publishable_abc')).toEqual({ apikey: 'sb_publishable_abc' });
    expect(keyHeaders('eyJ.a.b')).toEqual({ apikey: 'eyJ.a.b', authorization: 'Bearer eyJ.a.b' });
  });

  it("reads the functions' keys as the platform gives them, newest kind first", () => {
    const env = (values: Record<string, string>) => (name: string) => values[name];
    expect(
      serverKey(env({ SUPABASE_SECRET_KEYS: '{"default":"sb_secret_a"}', SUPABASE_SERVICE_ROLE_KEY: 'eyJ' })),
    ).toEqual({
      key: 'sb_secret_a',
      variable: 'SUPABASE_SECRET_KEYS',
    });
    expect(serverKey(env({ SUPABASE_SECRET_KEY: 'sb_secret_b' }))?.key).toBe('sb_secret_b');
    expect(serverKey(env({ SUPABASE_SECRET_KEYS: 'not json', SUPABASE_SERVICE_ROLE_KEY: 'eyJ' }))?.key).toBe('eyJ');
    expect(serverKey(env({}))).toBeUndefined();
    expect(
      publicKey(env({ SUPABASE_PUBLISHABLE_KEYS: '{"web":"sb_publishable_w"}', SUPABASE_ANON_KEY: 'eyJ' }))?.key,
    ).toBe('sb_publishable_w');
    expect(publicKey(env({ SUPABASE_ANON_KEY: 'eyJ' }))?.key).toBe('eyJ');
  });
});
