// public.newsletter_subscribers as visitors see it.
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { attempt, type Outcome, session, setHeaders } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
}, 60_000);
afterAll(() => db?.close());

const subscribe = async (tx: Transaction, email: string | null) => {
  await setHeaders(tx, { 'x-forwarded-for': '192.0.2.1' });
  return attempt(tx, 'insert into public.newsletter_subscribers (email) values ($1)', [email]);
};
const count = async (tx: Transaction) => {
  await tx.query(`select set_config('role', 'service_role', true)`);
  return (await tx.query<{ n: number }>('select count(*)::int as n from public.newsletter_subscribers')).rows[0]!.n;
};

describe('newsletter sign-up as anon', () => {
  it('stores an address', async () => {
    const [outcome, n] = await session(
      db.pg,
      'anon',
      async (tx) => [await subscribe(tx, 'ada@example.com'), await count(tx)] as const,
    );
    expect(outcome).toMatchObject({ ok: true, affected: 1 });
    expect(n).toBe(1);
  });

  it('accepts a repeated sign-up quietly (any case) and keeps one row', async () => {
    const [outcomes, n] = await session(db.pg, 'anon', async (tx) => {
      const out: Outcome[] = [];
      for (const email of ['Ada@Example.com', 'ada@example.com', 'ADA@EXAMPLE.COM'])
        out.push(await subscribe(tx, email));
      return [out, await count(tx)] as const;
    });
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
    // The repeats insert nothing, and say nothing about why.
    expect(outcomes.map((o) => (o.ok ? o.affected : -1))).toEqual([1, 0, 0]);
    expect(n).toBe(1);
  });

  it('still enforces uniqueness for the owner (the index, not only the trigger)', async () => {
    const outcome = await session(db.pg, null, async (tx) => {
      await tx.query(`alter table public.newsletter_subscribers disable trigger newsletter_skip_duplicates`);
      await attempt(tx, `insert into public.newsletter_subscribers (email) values ('x@example.com')`);
      return attempt(tx, `insert into public.newsletter_subscribers (email) values ('X@EXAMPLE.com')`);
    });
    expect(outcome).toMatchObject({ ok: false, code: '23505' });
  });

  it.each([
    ['', 'newsletter_subscribers_email_format'],
    ['   ', 'newsletter_subscribers_email_format'],
    ['not-an-email', 'newsletter_subscribers_email_format'],
    ['a@b', 'newsletter_subscribers_email_format'],
    [`${'a'.repeat(243)}@example.com`, 'newsletter_subscribers_email_length'], // 255 characters
  ])('refuses %j (%s)', async (email, constraint) => {
    const outcome = await session(db.pg, 'anon', (tx) => subscribe(tx, email));
    expect(outcome).toMatchObject({ ok: false, code: '23514', constraint });
  });

  it('accepts an address of exactly 254 characters', async () => {
    const outcome = await session(db.pg, 'anon', (tx) => subscribe(tx, `${'a'.repeat(242)}@example.com`));
    expect(outcome).toMatchObject({ ok: true, affected: 1 });
  });

  it('refuses null with 23502', async () => {
    expect(await session(db.pg, 'anon', (tx) => subscribe(tx, null))).toMatchObject({ ok: false, code: '23502' });
  });

  it.each([
    ['select', 'select * from public.newsletter_subscribers'],
    ['update', `update public.newsletter_subscribers set email = 'x@example.com'`],
    ['delete', 'delete from public.newsletter_subscribers'],
    ['insert … returning', `insert into public.newsletter_subscribers (email) values ('r@example.com') returning id`],
    [
      'insert with created_at',
      `insert into public.newsletter_subscribers (email, created_at) values ('c@example.com', now())`,
    ],
    [
      'insert with id',
      `insert into public.newsletter_subscribers (id, email) values (gen_random_uuid(), 'i@example.com')`,
    ],
  ])('refuses %s with 42501', async (_name, sql) => {
    expect(await session(db.pg, 'anon', (tx) => attempt(tx, sql))).toMatchObject({ ok: false, code: '42501' });
  });

  it('cannot learn whether an address is subscribed (no read path, same answer twice)', async () => {
    const answers = await session(db.pg, 'anon', async (tx) => {
      const first = await subscribe(tx, 'probe@example.com');
      const second = await subscribe(tx, 'probe@example.com');
      const read = await attempt(tx, `select 1 from public.newsletter_subscribers where email = 'probe@example.com'`);
      return { first, second, read };
    });
    expect(answers.first.ok && answers.second.ok).toBe(true);
    expect(answers.read).toMatchObject({ ok: false, code: '42501' });
  });
});
