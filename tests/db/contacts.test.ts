// public.contacts as the site's visitors see it: the anon role through
// PostgREST's settings. Every test runs in a transaction that is rolled back.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { attempt, insertContact, nextIp, type Outcome, session, setHeaders } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
});
afterAll(() => db?.close());

const expectRefused = (outcome: Outcome, code: string, constraint?: string) => {
  expect(outcome.ok, JSON.stringify(outcome)).toBe(false);
  if (outcome.ok) return;
  expect(outcome.code).toBe(code);
  if (constraint) {
    expect(outcome.constraint).toBe(constraint);
    expect(outcome.message).toContain(constraint);
  }
};
const expectAccepted = (outcome: Outcome) => expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });

describe('anon: what a visitor may do', () => {
  it('inserts a valid contact request, stamped by the server', async () => {
    const id = randomUUID();
    const stored = await session(db.pg, 'anon', async (tx) => {
      expectAccepted(await insertContact(tx, { id, phone: '+1 (312) 555-0100' }));
      await tx.query(`select set_config('role', 'service_role', true)`);
      return (await tx.query<Record<string, unknown>>('select * from public.contacts where id = $1', [id])).rows;
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 (312) 555-0100',
    });
    expect(stored[0]!.created_at).toBeInstanceOf(Date);
  });

  it('lets authenticated insert too (same rights as anon)', async () => {
    expectAccepted(await session(db.pg, 'authenticated', (tx) => insertContact(tx)));
  });

  it('stores a null phone and generates an id when none is sent', async () => {
    const rows = await session(db.pg, 'anon', async (tx) => {
      await setHeaders(tx, { 'x-forwarded-for': nextIp() });
      expectAccepted(
        await attempt(
          tx,
          `insert into public.contacts (first_name, last_name, email, message) values ('Grace', 'Hopper', 'grace@example.com', 'Hello')`,
        ),
      );
      await tx.query(`select set_config('role', 'service_role', true)`);
      return (
        await tx.query<{ id: string; phone: string | null }>(
          `select id, phone from public.contacts where first_name = 'Grace'`,
        )
      ).rows;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.phone).toBeNull();
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['select', 'select * from public.contacts'],
    ['select one column', 'select email from public.contacts'],
    ['update', `update public.contacts set message = 'changed'`],
    ['delete', 'delete from public.contacts'],
    ['truncate', 'truncate public.contacts'],
  ])('refuses %s with 42501', async (_name, sql) => {
    expectRefused(await session(db.pg, 'anon', (tx) => attempt(tx, sql)), '42501');
  });

  it('refuses INSERT … RETURNING (what .insert().select() sends) and stores nothing', async () => {
    const id = randomUUID();
    const [outcome, count] = await session(db.pg, 'anon', async (tx) => {
      await setHeaders(tx, { 'x-forwarded-for': nextIp() });
      const result = await attempt(
        tx,
        `insert into public.contacts (id, first_name, last_name, email, message)
         values ($1, 'A', 'B', 'a@example.com', 'Hi') returning *`,
        [id],
      );
      await tx.query(`select set_config('role', 'service_role', true)`);
      const n = (await tx.query<{ n: number }>('select count(*)::int as n from public.contacts where id = $1', [id]))
        .rows[0]!.n;
      return [result, n] as const;
    });
    expectRefused(outcome, '42501');
    expect(count).toBe(0);
  });

  it('refuses a visitor-chosen created_at (column not granted)', async () => {
    const outcome = await session(db.pg, 'anon', async (tx) => {
      await setHeaders(tx, { 'x-forwarded-for': nextIp() });
      return attempt(
        tx,
        `insert into public.contacts (first_name, last_name, email, message, created_at)
         values ('A', 'B', 'a@example.com', 'Hi', '2000-01-01')`,
      );
    });
    expectRefused(outcome, '42501');
  });

  // (Switching roles is not tested here: SET ROLE is checked against the
  // session user, PostgREST's authenticator, and clients cannot send SQL.)
  it('cannot change the table, its trigger or its policy', async () => {
    await session(db.pg, 'anon', async (tx) => {
      expectRefused(await attempt(tx, 'alter table public.contacts disable trigger contacts_rate_limit'), '42501');
      expectRefused(await attempt(tx, 'alter table public.contacts disable row level security'), '42501');
      expectRefused(await attempt(tx, 'drop policy contacts_insert_visitors on public.contacts'), '42501');
    });
  });

  it('cannot touch the private schema', async () => {
    await session(db.pg, 'anon', async (tx) => {
      expectRefused(await attempt(tx, 'select * from private.rate_events'), '42501');
      expectRefused(
        await attempt(tx, `insert into private.rate_events (action, client_key) values ('contact', 'x')`),
        '42501',
      );
      expectRefused(await attempt(tx, 'delete from private.rate_events'), '42501');
      expectRefused(await attempt(tx, 'select private.contacts_rate_limit()'), '42501');
      expectRefused(await attempt(tx, 'create table private.mine (x int)'), '42501');
    });
  });
});

describe('CHECK constraints mirror the form', () => {
  const x = (n: number) => 'x'.repeat(n);
  // A well-formed address of exactly n characters.
  const emailOf = (n: number) => `${'a'.repeat(n - 'a@example.com'.length + 1)}@example.com`;

  // [field, value, expected constraint or null when accepted]
  const cases: Array<[string, string | null, string | null]> = [
    ['first_name', '', 'contacts_first_name_not_blank'],
    ['first_name', ' \t\n ', 'contacts_first_name_not_blank'],
    ['first_name', '<b>Ada</b>', 'contacts_first_name_plain_text'],
    ['first_name', 'Ada\r\nBcc: victim@example.com', 'contacts_first_name_plain_text'],
    ['last_name', 'Love\u2028lace', 'contacts_last_name_plain_text'],
    ['last_name', 'Love\u009blace', 'contacts_last_name_plain_text'],
    ['email', 'a<b@example.com', 'contacts_email_plain_text'],
    ['email', 'ada@exa\u009bmple.com', 'contacts_email_plain_text'],
    ['first_name', x(1), null],
    ['first_name', x(100), null],
    ['first_name', x(101), 'contacts_first_name_length'],
    ['last_name', '', 'contacts_last_name_not_blank'],
    ['last_name', '   ', 'contacts_last_name_not_blank'],
    ['last_name', x(1), null],
    ['last_name', x(100), null],
    ['last_name', x(101), 'contacts_last_name_length'],
    ['email', '', 'contacts_email_format'],
    ['email', '   ', 'contacts_email_format'],
    ['email', 'a@b.c', null],
    ['email', emailOf(254), null],
    ['email', emailOf(255), 'contacts_email_length'],
    ['email', 'plainaddress', 'contacts_email_format'],
    ['email', 'no-dot@example', 'contacts_email_format'],
    ['email', 'two@@example.com', 'contacts_email_format'],
    ['email', 'sp ace@example.com', 'contacts_email_format'],
    ['email', ' ada@example.com', 'contacts_email_format'],
    ['phone', null, null],
    ['phone', '', 'contacts_phone_format'],
    ['phone', '   ', 'contacts_phone_not_blank'],
    ['phone', '555-0100', null], // 7 digits: the minimum
    ['phone', '555-010', 'contacts_phone_too_few_digits'],
    ['phone', '+1 (312) 555-0100', null],
    ['phone', '312.555.0100', null],
    ['phone', `+${'1'.repeat(31)}`, null], // 32 characters
    ['phone', `+${'1'.repeat(32)}`, 'contacts_phone_length'],
    ['phone', '555-0100 ext 2', 'contacts_phone_format'],
    ['phone', '555-0100; drop', 'contacts_phone_format'],
    ['message', '', 'contacts_message_not_blank'],
    ['message', '\n\n', 'contacts_message_not_blank'],
    ['message', x(1), null],
    ['message', x(5000), null],
    ['message', x(5001), 'contacts_message_length'],
    // Limits count characters, not bytes: 5000 emoji fit.
    ['message', '😀'.repeat(5000), null],
    ['message', '😀'.repeat(5001), 'contacts_message_length'],
  ];

  it.each(cases)('%s = %j → %s', async (field, value, constraint) => {
    const outcome = await session(db.pg, 'anon', (tx) => insertContact(tx, { [field]: value }));
    if (constraint === null) expectAccepted(outcome);
    else expectRefused(outcome, '23514', constraint);
  });

  it.each(['first_name', 'last_name', 'email', 'message'])('%s is required (not null → 23502)', async (field) => {
    const outcome = await session(db.pg, 'anon', (tx) => insertContact(tx, { [field]: null }));
    expectRefused(outcome, '23502');
  });

  it('rejects a malformed id with 22P02', async () => {
    const outcome = await session(db.pg, 'anon', (tx) => insertContact(tx, { id: 'not-a-uuid' }));
    expectRefused(outcome, '22P02');
  });
});

describe('duplicate ids (a retried submit)', () => {
  it('refuses the second insert with 23505 and keeps one row', async () => {
    const id = randomUUID();
    const [first, second, count] = await session(db.pg, 'anon', async (tx) => {
      const a = await insertContact(tx, { id });
      const b = await insertContact(tx, { id, message: 'second attempt' });
      await tx.query(`select set_config('role', 'service_role', true)`);
      const n = (await tx.query<{ n: number }>('select count(*)::int as n from public.contacts where id = $1', [id]))
        .rows[0]!.n;
      return [a, b, n] as const;
    });
    expectAccepted(first);
    expectRefused(second, '23505', 'contacts_pkey');
    expect(count).toBe(1);
  });
});

describe('stored verbatim', () => {
  it.each([
    ['quotes', `O'Brien "the" \`tick\``],
    ['SQL-looking text', `'); drop table contacts; --`],
    ['HTML', '<script>alert(1)</script>'],
    ['emoji and accents', 'Zoë 😀 Ünïcødé 日本語'],
    ['line breaks', 'line 1\nline 2\r\n\ttabbed'],
    ['backslashes', 'C:\\path\\to\\file \\x00 %s %n'],
  ])('%s', async (_name, text) => {
    const id = randomUUID();
    const stored = await session(db.pg, 'anon', async (tx) => {
      expectAccepted(await insertContact(tx, { id, message: text }));
      await tx.query(`select set_config('role', 'service_role', true)`);
      return (await tx.query<{ message: string }>('select message from public.contacts where id = $1', [id])).rows[0];
    });
    expect(stored).toEqual({ message: text });
    // The table is still there after the SQL-looking one.
    expect((await db.pg.query(`select to_regclass('public.contacts') as t`)).rows[0]).toEqual({ t: 'contacts' });
  });
});

describe('rate limit: 5 contact requests per address per hour', () => {
  it('accepts 5 from one address, refuses the 6th with PT429, and still accepts another address', async () => {
    const ip = nextIp();
    const results = await session(db.pg, 'anon', async (tx) => {
      const out: Outcome[] = [];
      for (let i = 0; i < 6; i++) out.push(await insertContact(tx, {}, { 'x-forwarded-for': ip }));
      out.push(await insertContact(tx, {}, { 'x-forwarded-for': nextIp() }));
      return out;
    });
    results.slice(0, 5).forEach(expectAccepted);
    expectRefused(results[5]!, 'PT429');
    expect(results[5]).toMatchObject({
      message: 'Too many contact requests from this address. Please try again later.',
    });
    expectAccepted(results[6]!);
  });

  it('does not store the refused row', async () => {
    const ip = nextIp();
    const count = await session(db.pg, 'anon', async (tx) => {
      for (let i = 0; i < 6; i++) await insertContact(tx, { first_name: `Limit${i}` }, { 'x-forwarded-for': ip });
      await tx.query(`select set_config('role', 'service_role', true)`);
      return (
        await tx.query<{ n: number }>(`select count(*)::int as n from public.contacts where first_name like 'Limit%'`)
      ).rows[0]!.n;
    });
    expect(count).toBe(5);
  });

  it('counts IPv6 clients by their /64 network: twenty addresses of one /64 are one client', async () => {
    const results = await session(db.pg, 'anon', async (tx) => {
      const out: Outcome[] = [];
      for (let i = 1; i <= 20; i++) {
        out.push(await insertContact(tx, {}, { 'x-forwarded-for': `2001:db8:7:42:${i.toString(16)}::${i}` }));
      }
      // Another /64 of the same provider is another client.
      out.push(await insertContact(tx, {}, { 'x-forwarded-for': '2001:db8:7:43::1' }));
      return out;
    });
    results.slice(0, 5).forEach(expectAccepted);
    for (const refused of results.slice(5, 20)) expectRefused(refused, 'PT429');
    expectAccepted(results[20]!);
  });

  it('counts one IPv6 site (/48) as a network: at most 10 an hour from all of its /64s together', async () => {
    const results = await session(db.pg, 'anon', async (tx) => {
      const out: Outcome[] = [];
      // Three /64s of one /48, four requests each: every /64 stays under its own 5.
      for (const subnet of ['a', 'b', 'c']) {
        for (let i = 1; i <= 4; i++) {
          out.push(await insertContact(tx, {}, { 'x-forwarded-for': `2001:db8:48:${subnet}::${i}` }));
        }
      }
      // A /64 of another /48 is another network.
      out.push(await insertContact(tx, {}, { 'x-forwarded-for': '2001:db8:49:a::1' }));
      return out;
    });
    results.slice(0, 10).forEach(expectAccepted);
    for (const refused of results.slice(10, 12)) {
      expectRefused(refused, 'PT429');
      expect(refused.ok ? '' : refused.message).toContain('from this network');
    }
    expectAccepted(results[12]!);
  });

  it('counts every client header value that is not an IP address in one "unknown" bucket', async () => {
    const results = await session(db.pg, 'anon', async (tx) => {
      const out: Outcome[] = [];
      for (const value of ['not-an-ip-1', 'not-an-ip-2', 'localhost', '999.1.1.1', 'x'.repeat(300), 'fe80::zz']) {
        out.push(await insertContact(tx, {}, { 'x-forwarded-for': value }));
      }
      // The bucket is shared with requests that name no address at all.
      out.push(await insertContact(tx, {}, '{}'));
      return out;
    });
    results.slice(0, 5).forEach(expectAccepted);
    expectRefused(results[5]!, 'PT429');
    expectRefused(results[6]!, 'PT429');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 client it names', async () => {
    const ip = nextIp();
    const results = await session(db.pg, 'anon', async (tx) => {
      const out: Outcome[] = [];
      for (let i = 0; i < 3; i++) out.push(await insertContact(tx, {}, { 'x-forwarded-for': ip }));
      for (let i = 0; i < 3; i++) out.push(await insertContact(tx, {}, { 'x-forwarded-for': `::ffff:${ip}` }));
      return out;
    });
    results.slice(0, 5).forEach(expectAccepted);
    expectRefused(results[5]!, 'PT429');
  });

  it('uses the first X-Forwarded-For element (the client), not the proxies', async () => {
    const ip = nextIp();
    const results = await session(db.pg, 'anon', async (tx) => {
      const out: Outcome[] = [];
      for (let i = 0; i < 6; i++) out.push(await insertContact(tx, {}, { 'x-forwarded-for': `${ip}, 10.0.0.${i}` }));
      return out;
    });
    results.slice(0, 5).forEach(expectAccepted);
    expectRefused(results[5]!, 'PT429');
  });

  it("prefers cf-connecting-ip (set by Supabase's edge) over a forgeable X-Forwarded-For", async () => {
    const ip = nextIp();
    const results = await session(db.pg, 'anon', async (tx) => {
      const out: Outcome[] = [];
      for (let i = 0; i < 6; i++) {
        out.push(await insertContact(tx, {}, { 'cf-connecting-ip': ip, 'x-forwarded-for': `203.0.113.${i}` }));
      }
      return out;
    });
    expectRefused(results[5]!, 'PT429');
  });

  it('falls back to x-real-ip', async () => {
    const ip = nextIp();
    const results = await session(db.pg, 'anon', async (tx) => {
      const out: Outcome[] = [];
      for (let i = 0; i < 6; i++) out.push(await insertContact(tx, {}, { 'x-real-ip': ip }));
      return out;
    });
    results.slice(0, 5).forEach(expectAccepted);
    expectRefused(results[5]!, 'PT429');
  });

  it('does not count requests refused by a constraint (typos do not use up the quota)', async () => {
    const ip = nextIp();
    const results = await session(db.pg, 'anon', async (tx) => {
      for (let i = 0; i < 5; i++)
        expectRefused(await insertContact(tx, { email: 'typo' }, { 'x-forwarded-for': ip }), '23514');
      const out: Outcome[] = [];
      for (let i = 0; i < 5; i++) out.push(await insertContact(tx, {}, { 'x-forwarded-for': ip }));
      return out;
    });
    results.forEach(expectAccepted);
  });

  it('forgets events older than an hour', async () => {
    const ip = nextIp();
    const results = await session(db.pg, null, async (tx) => {
      const key = (await tx.query<{ k: string }>(`select encode(sha256(convert_to($1, 'UTF8')), 'hex') as k`, [ip]))
        .rows[0]!.k;
      await tx.query(
        `insert into private.rate_events (action, client_key, created_at)
         select 'contact', $1, now() - interval '61 minutes' from generate_series(1, 10)`,
        [key],
      );
      await tx.query(`select set_config('role', 'anon', true)`);
      const out: Outcome[] = [];
      for (let i = 0; i < 5; i++) out.push(await insertContact(tx, {}, { 'x-forwarded-for': ip }));
      await tx.query(`reset role`);
      const old = (
        await tx.query<{ n: number }>(
          `select count(*)::int as n from private.rate_events where created_at < now() - interval '1 hour'`,
        )
      ).rows[0]!.n;
      return { out, old };
    });
    results.out.forEach(expectAccepted);
    expect(results.old).toBe(0); // purged
  });

  it('stores a hash of the address, never the address', async () => {
    const ip = nextIp();
    const keys = await session(db.pg, 'anon', async (tx) => {
      expectAccepted(await insertContact(tx, {}, { 'x-forwarded-for': ip }));
      await tx.query(`select set_config('role', 'service_role', true)`);
      return (await tx.query<{ client_key: string }>('select client_key from private.rate_events')).rows.map(
        (r) => r.client_key,
      );
    });
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.includes(ip))).toBe(false);
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k))).toBe(true);
  });

  it('does not limit direct SQL sessions without request headers (owner tooling, imports)', async () => {
    const results = await session(db.pg, null, async (tx) => {
      await tx.query(`select set_config('request.headers', '', true)`);
      const out: Outcome[] = [];
      for (let i = 0; i < 7; i++) {
        out.push(
          await attempt(
            tx,
            `insert into public.contacts (first_name, last_name, email, message) values ('Import', 'Er', 'i@example.com', 'x')`,
          ),
        );
      }
      return out;
    });
    results.forEach(expectAccepted);
  });

  // Whatever arrives in request.headers, the trigger must never turn a
  // legitimate request into an error other than the limit itself.
  it.each([
    ['an empty string', ''],
    ['malformed JSON', '{"x-forwarded-for": '],
    ['not JSON at all', 'hello'],
    ['a JSON array', '["1.2.3.4"]'],
    ['a JSON string', '"1.2.3.4"'],
    ['JSON null', 'null'],
    ['an object without address headers', '{"user-agent": "curl"}'],
    ['a numeric x-forwarded-for', '{"x-forwarded-for": 12345}'],
    ['an object as x-forwarded-for', '{"x-forwarded-for": {"a": 1}}'],
    ['an empty x-forwarded-for', '{"x-forwarded-for": ""}'],
    ['a garbage x-forwarded-for', '{"x-forwarded-for": " , ,, not-an-ip , "}'],
    ['a huge x-forwarded-for', JSON.stringify({ 'x-forwarded-for': '9'.repeat(20_000) })],
    ['unicode and quotes', JSON.stringify({ 'x-forwarded-for': `😀'"; drop table x; --` })],
  ])('accepts a request whose headers are %s', async (_name, headers) => {
    expectAccepted(await session(db.pg, 'anon', (tx) => insertContact(tx, {}, headers)));
  });

  it('accepts a request when request.headers was never set in the session', async () => {
    // A fresh transaction that does not call set_config('request.headers').
    const outcome = await session(db.pg, 'anon', (tx) =>
      attempt(
        tx,
        `insert into public.contacts (first_name, last_name, email, message) values ('A', 'B', 'a@example.com', 'Hi')`,
      ),
    );
    expectAccepted(outcome);
  });

  it('puts requests without a usable address into one shared bucket', async () => {
    const results = await session(db.pg, 'anon', async (tx) => {
      const out: Outcome[] = [];
      for (let i = 0; i < 6; i++) out.push(await insertContact(tx, {}, i % 2 ? 'garbage' : '{}'));
      return out;
    });
    results.slice(0, 5).forEach(expectAccepted);
    expectRefused(results[5]!, 'PT429');
  });
});

describe('where the lead came from: optional, short, plain', () => {
  const origin = {
    landing_page: '/blog/vibe-coding-future-development',
    referrer: 'https://www.linkedin.com',
    utm_source: 'linkedin',
    utm_medium: 'social',
    utm_campaign: 'nov-launch',
    utm_term: 'ai agents',
    utm_content: 'post-1',
    form_page: '/contact',
  };

  it('a visitor may send every attribution column, or none of them', async () => {
    await session(db.pg, 'anon', async (tx) => {
      expectAccepted(await insertContact(tx, origin));
      expectAccepted(await insertContact(tx, {}));
      await tx.query(`select set_config('role', 'service_role', true)`);
      const rows = (
        await tx.query<Record<string, unknown>>(
          `select ${Object.keys(origin).join(', ')} from public.contacts order by utm_source nulls last`,
        )
      ).rows;
      expect(rows[0]).toEqual(origin);
      expect(Object.values(rows[1]!).every((v) => v === null)).toBe(true);
    });
  });

  it('refuses hostile values with the rule they break: too long, control characters, markup, bidi controls', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ utm_source: 'x'.repeat(101) }, 'contacts_utm_source_length'],
      [{ utm_medium: 'a\r\nBcc: b@example.com' }, 'contacts_utm_medium_plain_text'],
      [{ utm_campaign: '<script>alert(1)</script>' }, 'contacts_utm_campaign_plain_text'],
      [{ utm_term: 'abc\u202edef' }, 'contacts_utm_term_plain_text'],
      [{ utm_content: ' \t ' }, 'contacts_utm_content_not_blank'],
      [{ landing_page: `/${'a'.repeat(300)}` }, 'contacts_landing_page_length'],
      [{ landing_page: 'https://evil.example/' }, 'contacts_landing_page_format'],
      [{ landing_page: '/a?utm_source=x' }, 'contacts_landing_page_format'],
      [{ form_page: '/contact"<b>' }, 'contacts_form_page_plain_text'],
      [{ referrer: 'https://www.google.com/search?q=secret' }, 'contacts_referrer_format'],
      [{ referrer: 'javascript:alert(1)' }, 'contacts_referrer_format'],
    ];
    await session(db.pg, 'anon', async (tx) => {
      for (const [values, constraint] of cases) expectRefused(await insertContact(tx, values), '23514', constraint);
    });
  });
});
