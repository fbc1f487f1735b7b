// The local REST gateway, driven by the same client module the browser runs
// (postgrest-js underneath), plus raw requests for what the client never sends.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signJwt } from '../../src/backend/gateway/keys.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { createSiteClient, type SiteClient } from '../../src/lib/supabase/client.ts';
import { contact, removeTempDirs, tempDir } from './helpers.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let server: RunningServer;
let client: SiteClient;

beforeAll(async () => {
  server = await startServer({ port: 0, inMemory: true, distDir: tempDir('empty-dist') });
  client = createSiteClient({ url: server.url, anonKey: server.anonKey });
});
afterAll(async () => {
  await server?.close();
  removeTempDirs();
});
// Each test starts with a fresh rate-limit budget for 127.0.0.1.
beforeEach(() => server.db.pg.query('delete from private.rate_events'));

/** A POST like the one postgrest-js sends, with overridable headers. */
function post(table: string, body: unknown, headers: Record<string, string> = {}, key = server.anonKey) {
  return fetch(`${server.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'content-profile': 'public',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function rows(sql: string, params: unknown[] = []) {
  return (await server.db.pg.query<Record<string, unknown>>(sql, params)).rows;
}

/** PostgREST's error body: exactly these four fields. */
async function expectRestError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe(code);
  return body as { code: string; message: string; details: string | null; hint: string | null };
}

describe('contact requests through the site client', () => {
  it('stores a valid request (one row, values as sent)', async () => {
    const row = contact({ phone: '+1 312 555 0100', message: `Hello <b>"there"</b> 😀` });
    expect(await client.insertContact(row)).toEqual({ ok: true });
    const stored = await rows(
      'select id, first_name, last_name, email, phone, message from public.contacts where id = $1',
      [row.id],
    );
    expect(stored).toEqual([row]);
  });

  it('answers 201 with an empty body, like PostgREST with return=minimal', async () => {
    const response = await post('contacts', contact());
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('reports a retry of the same id as duplicate and keeps one row', async () => {
    const row = contact();
    expect(await client.insertContact(row)).toEqual({ ok: true });
    const retry = await client.insertContact(row);
    expect(retry).toMatchObject({ ok: false, kind: 'duplicate', code: '23505' });
    expect(await rows('select 1 from public.contacts where id = $1', [row.id])).toHaveLength(1);
    expect((await post('contacts', row)).status).toBe(409);
  });

  it.each([
    [{ email: 'not-an-email' }, '23514', 'contacts_email_format'],
    [{ phone: '' }, '23514', 'contacts_phone_format'],
    [{ first_name: 'x'.repeat(101) }, '23514', 'contacts_first_name_length'],
    [{ message: '   ' }, '23514', 'contacts_message_not_blank'],
    [{ id: 'not-a-uuid' }, '22P02', 'uuid'],
  ])('reports %j as invalid (%s, %s) and stores nothing', async (change, code, inMessage) => {
    const row = contact(change);
    const result = await client.insertContact(row);
    expect(result).toMatchObject({ ok: false, kind: 'invalid', code });
    expect(result.ok ? '' : result.message).toContain(inMessage);
    expect(await rows('select 1 from public.contacts where id::text = $1', [row.id])).toHaveLength(0);
  });

  it('reports a missing required field as invalid (23502, status 400)', async () => {
    const { message: _omit, ...row } = contact();
    const response = await post('contacts', row);
    const body = await expectRestError(response, 400, '23502');
    expect(body.message).toContain('"message"');
  });

  it('limits one address to 5 requests per hour (rate_limited), whatever X-Forwarded-For the client claims', async () => {
    let n = 0;
    // A client trying to look like many visitors.
    const spoofing = createSiteClient({
      url: server.url,
      anonKey: server.anonKey,
      fetch: (input, init) => {
        n += 1;
        const headers = new Headers(init?.headers);
        headers.set('x-forwarded-for', `203.0.113.${n}`);
        headers.set('cf-connecting-ip', `203.0.113.${n}`);
        headers.set('x-real-ip', `203.0.113.${n}`);
        return fetch(input, { ...init, headers });
      },
    });
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await spoofing.insertContact(contact({ first_name: 'Spoofer' })));
    expect(results.slice(0, 5)).toEqual(Array(5).fill({ ok: true }));
    expect(results[5]).toMatchObject({ ok: false, kind: 'rate_limited', code: 'PT429' });
    expect(await rows(`select 1 from public.contacts where first_name = 'Spoofer'`)).toHaveLength(5);

    // PT429 is PostgREST's way to answer 429 Too Many Requests.
    const response = await post('contacts', contact());
    const body = await expectRestError(response, 429, 'PT429');
    expect(body.message).toBe('Too many contact requests from this address. Please try again later.');
  });

  it('reports a stopped server as a network failure', async () => {
    const other = await startServer({ port: 0, inMemory: true, distDir: tempDir('empty-dist') });
    const otherClient = createSiteClient({ url: other.url, anonKey: other.anonKey });
    expect(await otherClient.insertContact(contact())).toEqual({ ok: true });
    await other.close();
    expect(await otherClient.insertContact(contact())).toMatchObject({ ok: false, kind: 'network' });
  });
});

describe('newsletter through the site client', () => {
  it('accepts a repeated sign-up quietly (any case), with identical answers, and keeps one row', async () => {
    expect(await client.subscribeNewsletter('Grace@Example.com')).toEqual({ ok: true });
    expect(await client.subscribeNewsletter('grace@example.com')).toEqual({ ok: true });
    const again = await post('rpc/subscribe_newsletter', { email: 'GRACE@example.com' });
    expect(again.status).toBe(204); // a void function: no body, whatever the address's state
    expect(await again.text()).toBe('');
    expect(
      await rows(`select email from public.newsletter_subscribers where lower(email) = 'grace@example.com'`),
    ).toEqual([{ email: 'Grace@Example.com' }]);
  });

  it('reveals nothing with Prefer: count=exact: the direct insert is refused, the function answers alike', async () => {
    const direct = await post('newsletter_subscribers', { email: 'probe@example.com' }, { prefer: 'count=exact' });
    await expectRestError(direct, 401, '42501');
    const answers = [];
    for (const email of ['known@example.com', 'known@example.com', 'fresh@example.com']) {
      const response = await post('rpc/subscribe_newsletter', { email }, { prefer: 'count=exact' });
      answers.push({
        status: response.status,
        range: response.headers.get('content-range'),
        body: await response.text(),
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toEqual({ status: 204, range: null, body: '' });
  });

  it('honours Prefer: count=exact on an insert the visitor may make (Content-Range */1)', async () => {
    const response = await post('contacts', contact(), { prefer: 'count=exact' });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-range')).toBe('*/1');
  });

  it('reports an invalid address as invalid', async () => {
    expect(await client.subscribeNewsletter('nope')).toMatchObject({ ok: false, kind: 'invalid', code: '23514' });
  });

  it("past the day's cap on confirmation e-mails: HTTP 429 with the cap in details, which the client reads as paused", async () => {
    await server.db.pg.exec('update private.outbox_settings set newsletter_confirmations_per_day = 0');
    try {
      const response = await post('rpc/subscribe_newsletter', { email: 'capped@example.com' });
      expect(await expectRestError(response, 429, 'PT429')).toMatchObject({ details: 'newsletter_daily_cap' });
      expect(await client.subscribeNewsletter('capped@example.com')).toMatchObject({ ok: false, kind: 'paused' });
      // A contact request is not capped.
      expect(await client.insertContact(contact())).toEqual({ ok: true });
    } finally {
      await server.db.pg.exec('update private.outbox_settings set newsletter_confirmations_per_day = 20');
    }
  });
});

describe('keys and roles', () => {
  it('refuses a request without apikey (401), even with a valid bearer token', async () => {
    const row = contact();
    const response = await fetch(`${server.url}/rest/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.anonKey}` },
      body: JSON.stringify(row),
    });
    const body = await expectRestError(response, 401, 'PGRST301');
    expect(body.message).toBe('No API key found in request');
    expect(await rows('select 1 from public.contacts where id = $1', [row.id])).toHaveLength(0);
  });

  it('refuses an unknown apikey (401), even with a valid bearer token', async () => {
    const body = await expectRestError(await post('contacts', contact(), { apikey: 'not-a-key' }), 401, 'PGRST301');
    expect(body.message).toBe('Invalid API key');
  });

  it('reports a wrong key to the client as an error, without throwing', async () => {
    await expectRestError(await post('contacts', contact(), {}, 'not-a-key'), 401, 'PGRST301');
    const badClient = createSiteClient({ url: server.url, anonKey: 'not-a-key' });
    expect(await badClient.insertContact(contact())).toMatchObject({ ok: false, kind: 'unknown', code: 'PGRST301' });
  });

  it.each([
    ['signed with another secret', () => signJwt({ role: 'service_role' }, 'some-other-secret')],
    [
      'with alg "none"',
      async () =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`,
    ],
    ['not a JWT', async () => 'garbage'],
  ])('refuses a bearer token %s (401 PGRST301)', async (_name, token) => {
    const response = await post('contacts', contact(), { authorization: `Bearer ${await token()}` });
    await expectRestError(response, 401, 'PGRST301');
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });

  it('refuses Prefer: return=representation for anon (42501 → 401) and stores nothing', async () => {
    const row = contact();
    const response = await post('contacts', row, { prefer: 'return=representation' });
    const body = await expectRestError(response, 401, '42501');
    expect(body.message).toBe('permission denied for table contacts');
    expect(await rows('select 1 from public.contacts where id = $1', [row.id])).toHaveLength(0);
  });

  it('returns the row to service_role with return=representation (the owner may read)', async () => {
    const row = contact();
    const response = await post('contacts', row, { prefer: 'return=representation' }, server.serviceRoleKey);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject([{ id: row.id, email: row.email }]);
  });
});

describe('the REST surface', () => {
  it.each(['PATCH', 'DELETE', 'PUT'])('refuses %s with 405', async (method) => {
    const response = await fetch(`${server.url}/rest/v1/contacts`, {
      method,
      headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` },
    });
    await expectRestError(response, 405, 'PGRST117');
  });

  it('refuses a read with the anon key (42501), as PostgREST would under these grants', async () => {
    const response = await fetch(`${server.url}/rest/v1/contacts?select=*`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` },
    });
    await expectRestError(response, 401, '42501');
  });

  it('lets the service_role key read the stored rows', async () => {
    const stored = contact({ email: 'readable@example.com' });
    expect((await post('contacts', stored)).status).toBe(201);
    const response = await fetch(`${server.url}/rest/v1/contacts?select=id,email`, {
      headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { id: string; email: string }[];
    expect(rows).toContainEqual({ id: stored.id, email: stored.email });
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['email', 'id']);
  });

  it('answers the CORS preflight like Supabase', async () => {
    const response = await fetch(`${server.url}/rest/v1/contacts`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://www.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-profile,content-type,x-client-info',
      },
    });
    expect([200, 204]).toContain(response.status);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    for (const h of ['apikey', 'authorization', 'content-profile', 'content-type', 'x-client-info', 'prefer']) {
      expect(allowed).toContain(h);
    }
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('answers 404 PGRST205 for a table outside the exposed schema', async () => {
    for (const table of ['nope', 'rate_events', 'notification_jobs', 'schema_migrations', 'pg_roles']) {
      const body = await expectRestError(await post(table, {}), 404, 'PGRST205');
      expect(body.message).toBe(`Could not find the table 'public.${table}' in the schema cache`);
    }
  });

  it('refuses another schema in Content-Profile (406 PGRST106)', async () => {
    await expectRestError(
      await post('rate_events', { client_key: 'x' }, { 'content-profile': 'private' }),
      406,
      'PGRST106',
    );
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await post('contacts', contact({ message: 'x'.repeat(70_000) }));
    await expectRestError(response, 413, 'REQUEST_TOO_LARGE');
  });

  it('lets a large body under the limit reach the database, which refuses it', async () => {
    const response = await post('contacts', contact({ message: 'x'.repeat(60_000) }));
    const body = await expectRestError(response, 400, '23514');
    expect(body.message).toContain('contacts_message_length');
  });

  it.each([
    ['malformed JSON', '{"first_name": '],
    ['an empty body', ''],
    ['a number', '5'],
    ['an array with a non-object', '[1]'],
  ])('refuses %s (400 PGRST102)', async (_name, body) => {
    await expectRestError(await post('contacts', body), 400, 'PGRST102');
  });

  it('refuses a non-JSON content type (415)', async () => {
    await expectRestError(await post('contacts', 'first_name=x', { 'content-type': 'text/plain' }), 415, 'PGRST107');
  });

  it('leaves unknown columns to Postgres (42703 → 400)', async () => {
    await expectRestError(await post('contacts', { ...contact(), is_admin: true }), 400, '42703');
  });

  it('refuses column names that are not plain identifiers, without running SQL', async () => {
    const response = await post('contacts', {
      ...contact(),
      'message") values (1); drop table public.contacts; --': 'x',
    });
    await expectRestError(response, 400, 'PGRST204');
    expect(await rows(`select to_regclass('public.contacts')::text as t`)).toEqual([{ t: 'contacts' }]);
  });

  it('inserts arrays of objects (bulk) and insists on matching keys without ?columns', async () => {
    const a = contact();
    const b = contact();
    expect((await post('contacts', [a, b])).status).toBe(201);
    expect(await rows('select 1 from public.contacts where id in ($1, $2)', [a.id, b.id])).toHaveLength(2);
    const { phone: _p, ...noPhone } = contact();
    const body = await expectRestError(await post('contacts', [contact(), noPhone]), 400, 'PGRST102');
    expect(body.message).toBe('All object keys must match');
  });

  it('refuses upsert preferences instead of silently inserting', async () => {
    await expectRestError(
      await post('contacts', contact(), { prefer: 'resolution=ignore-duplicates' }),
      400,
      'PGRST122',
    );
  });

  it('does not answer outside /rest/v1 (the static site does)', async () => {
    const response = await fetch(`${server.url}/rest/v2/contacts`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('behind a trusted proxy (trustProxy)', () => {
  let proxied: RunningServer;
  beforeAll(async () => {
    proxied = await startServer({ port: 0, inMemory: true, distDir: tempDir('empty-dist'), trustProxy: true });
  });
  afterAll(() => proxied?.close());

  /** A contact request that reaches this server with the given X-Forwarded-For. */
  const send = (forwardedFor: string) =>
    fetch(`${proxied.url}/rest/v1/contacts`, {
      method: 'POST',
      headers: {
        apikey: proxied.anonKey,
        authorization: `Bearer ${proxied.anonKey}`,
        'content-type': 'application/json',
        'x-forwarded-for': forwardedFor,
      },
      body: JSON.stringify(contact()),
    });

  it('limits by the forwarded client address', async () => {
    for (let i = 0; i < 5; i++) expect((await send('192.0.2.10')).status).toBe(201);
    expect((await send('192.0.2.10')).status).toBe(429); // PT429
    expect((await send('192.0.2.11')).status).toBe(201);
  });

  it('takes the right-most address, the one the proxy appended: entries a client wrote itself pick no bucket', async () => {
    // The client sends its own X-Forwarded-For with a fresh address each time; the proxy appends
    // the address it saw, always the same one.
    // (A network of its own: the test above used 192.0.2.0/24, and limits hold per network too.)
    for (let i = 0; i < 5; i++) expect((await send(`203.0.113.${i + 1}, 198.51.100.20`)).status).toBe(201);
    expect((await send('203.0.113.99, 198.51.100.20')).status).toBe(429);
    expect((await send('198.51.100.20, 198.51.100.21')).status).toBe(201); // another visitor behind the proxy
  });
});
