// The experiment counters of issue 55 (supabase/migrations/*_experiment_counts.sql) on PGlite
// with the real migrations: a view adds one to the day's counter of its experiment and variant,
// visitors can count but never read, a flood from one network is refused while another network
// still counts, and a lead records the variant it saw. Time passes by moving the records back
// (inside a rolled-back transaction now() stands still), never by waiting.
import fs from 'node:fs';
import path from 'node:path';
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase, REPO_ROOT } from '../../src/backend/db.ts';
import { attempt, insertContact, nextIp, type Outcome, session, setHeaders } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
}, 60_000);
afterAll(() => db?.close());

const asOwner = (tx: Transaction) => tx.query('reset role');
const asVisitor = (tx: Transaction) => tx.query(`select set_config('role', 'anon', true)`);

/** One view, as PostgREST runs the call for a visitor at `address`. */
async function view(tx: Transaction, experiment: string, variant: string, address = nextIp()): Promise<Outcome> {
  await setHeaders(tx, { 'x-forwarded-for': address });
  return attempt(tx, 'select public.count_experiment_view($1, $2)', [experiment, variant]);
}

async function counters(tx: Transaction) {
  await asOwner(tx);
  const rows = (
    await tx.query<{ day: string; experiment: string; variant: string; views: number }>(
      `select day::text, experiment, variant, views::int from private.experiment_views order by 2, 3`,
    )
  ).rows;
  await asVisitor(tx);
  return rows;
}

const today = async (tx: Transaction) =>
  (await tx.query<{ d: string }>(`select (now() at time zone 'UTC')::date::text as d`)).rows[0]!.d;

describe('counting views', () => {
  it("adds one to today's counter of the experiment and variant, per view", async () => {
    await session(db.pg, 'anon', async (tx) => {
      for (const variant of ['a', 'b', 'b', 'b', 'c']) expect((await view(tx, 'hero-headline', variant)).ok).toBe(true);
      expect((await view(tx, 'pricing-cta', 'a')).ok).toBe(true);
      const day = await today(tx);
      expect(await counters(tx)).toEqual([
        { day, experiment: 'hero-headline', variant: 'a', views: 1 },
        { day, experiment: 'hero-headline', variant: 'b', views: 3 },
        { day, experiment: 'hero-headline', variant: 'c', views: 1 },
        { day, experiment: 'pricing-cta', variant: 'a', views: 1 },
      ]);
    });
  });

  it('stores nothing but the day, the names and the count', async () => {
    const columns = (
      await db.pg.query<{ c: string }>(
        `select column_name as c from information_schema.columns
          where table_schema = 'private' and table_name = 'experiment_views' order by ordinal_position`,
      )
    ).rows.map((r) => r.c);
    expect(columns).toEqual(['day', 'experiment', 'variant', 'views']);
  });

  it.each([
    ['an unknown variant', 'hero', 'd'],
    ['an upper-case variant', 'hero', 'B'],
    ['markup as the name', '<script>', 'a'],
    ['a name of 61 characters', 'x'.repeat(61), 'a'],
    ['an empty name', '', 'a'],
  ])('refuses %s (22023) and counts nothing', async (_name, experiment, variant) => {
    await session(db.pg, 'anon', async (tx) => {
      const outcome = await view(tx, experiment, variant);
      expect(outcome).toMatchObject({ ok: false, code: '22023' });
      expect(await counters(tx)).toEqual([]);
    });
  });
});

describe('what a visitor may do with the counters', () => {
  it.each([
    ['read them', 'select * from private.experiment_views'],
    ['change them', `update private.experiment_views set views = 1000`],
    [
      'add a row',
      `insert into private.experiment_views (day, experiment, variant, views) values (current_date, 'x', 'a', 9)`,
    ],
    ['read the limits', 'select * from private.experiment_view_limits'],
    ['read them through the owner', `select public.owner_experiment_counts(current_date)`],
  ])('cannot %s (42501)', async (_name, sql) => {
    await session(db.pg, 'anon', async (tx) => {
      await view(tx, 'hero', 'a');
      expect(await attempt(tx, sql)).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it('gets nothing back from a view: the call returns no value', async () => {
    await session(db.pg, 'anon', async (tx) => {
      expect(await view(tx, 'hero', 'a')).toMatchObject({ ok: true, rows: [{ count_experiment_view: '' }] });
    });
  });

  it('the owner (service_role) reads the counts of the days since one', async () => {
    await session(db.pg, 'anon', async (tx) => {
      await view(tx, 'hero', 'b');
      await tx.query(`select set_config('role', 'service_role', true)`);
      const { rows } = await tx.query<{ r: unknown[] }>(`select public.owner_experiment_counts(current_date - 7) as r`);
      expect(rows[0]!.r).toEqual([{ day: await today(tx), experiment: 'hero', variant: 'b', views: 1 }]);
    });
  });
});

describe('a flood of views', () => {
  it('from one /24 is refused past the hourly limit (PT429, counted nowhere) while another network still counts', async () => {
    await session(db.pg, 'anon', async (tx) => {
      await asOwner(tx);
      await tx.query(
        'update private.outbox_settings set experiment_views_per_address_per_hour = 1000, experiment_views_per_network_per_hour = 50',
      );
      await asVisitor(tx);
      const outcomes: Outcome[] = [];
      for (let i = 0; i < 80; i++) outcomes.push(await view(tx, 'hero', 'b', `198.51.100.${(i % 250) + 1}`));
      expect(outcomes.slice(0, 50).every((o) => o.ok)).toBe(true);
      expect(outcomes.slice(50).every((o) => !o.ok && o.code === 'PT429')).toBe(true);
      expect(outcomes[50]).toMatchObject({ message: 'Too many page views from this network.' });
      // Another network, and an IPv6 one, still count.
      expect((await view(tx, 'hero', 'b', '192.0.2.10')).ok).toBe(true);
      expect((await view(tx, 'hero', 'b', '2001:db8:1::7')).ok).toBe(true);
      expect(await counters(tx)).toEqual([expect.objectContaining({ experiment: 'hero', variant: 'b', views: 52 })]);
    });
  });

  it("takes site.yaml's figures through apply_site_limits (the sender's call), and keeps its own without them", async () => {
    await session(db.pg, 'service_role', async (tx) => {
      const settings = async () =>
        (
          await tx.query(
            'select experiment_views_per_address_per_hour as address, experiment_views_per_network_per_hour as network from private.outbox_settings',
          )
        ).rows[0];
      await tx.query(`select public.apply_site_limits('{"providerDailyQuota": 100}')`);
      expect(await settings()).toEqual({ address: 120, network: 1000 });
      await tx.query(
        `select public.apply_site_limits('{"experimentViewsPerAddressPerHour": 40, "experimentViewsPerNetworkPerHour": 400}')`,
      );
      expect(await settings()).toEqual({ address: 40, network: 400 });
    });
  });

  it('from one address is refused past its own limit; its hour over, it counts again and the old records are gone', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const address = nextIp();
      const outcomes: Outcome[] = [];
      for (let i = 0; i < 121; i++) outcomes.push(await view(tx, 'hero', 'a', address));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(120); // the default limit an hour
      expect(outcomes[120]).toMatchObject({
        ok: false,
        code: 'PT429',
        message: 'Too many page views from this address.',
      });
      await asOwner(tx);
      await tx.query(`update private.experiment_view_limits set hour = hour - interval '1 hour'`);
      await asVisitor(tx);
      expect((await view(tx, 'hero', 'a', address)).ok).toBe(true);
      await asOwner(tx);
      const hours = (
        await tx.query<{ n: number }>(`select count(distinct hour)::int as n from private.experiment_view_limits`)
      ).rows[0]!.n;
      expect(hours).toBe(1); // only this hour's records are kept
    });
  });

  it('the minute job removes the records of an hour that is over', async () => {
    await session(db.pg, 'anon', async (tx) => {
      await view(tx, 'hero', 'a');
      await asOwner(tx);
      await tx.query(`update private.experiment_view_limits set hour = hour - interval '1 hour'`);
      await tx.query('select private.expire_rate_events()');
      expect((await tx.query('select * from private.experiment_view_limits')).rows).toEqual([]);
    });
  });
});

describe("a lead's variant", () => {
  it('records the experiment and variant the form sent', async () => {
    await session(db.pg, 'anon', async (tx) => {
      const outcome = await insertContact(tx, {
        email: 'b@example.com',
        experiment: 'hero-headline',
        experiment_variant: 'b',
      });
      expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
      await asOwner(tx);
      const { rows } = await tx.query(
        `select experiment, experiment_variant from public.contacts where email = 'b@example.com'`,
      );
      expect(rows).toEqual([{ experiment: 'hero-headline', experiment_variant: 'b' }]);
      const origins = (
        await tx.query<{ r: Record<string, unknown>[] }>(
          `select public.owner_lead_origins(now() - interval '1 day') as r`,
        )
      ).rows[0]!.r;
      expect(origins).toEqual([expect.objectContaining({ experiment: 'hero-headline', experiment_variant: 'b' })]);
    });
  });

  it.each([
    ['a variant alone', { experiment_variant: 'b' }, 'contacts_experiment_both'],
    ['an experiment alone', { experiment: 'hero' }, 'contacts_experiment_both'],
    ['variant d', { experiment: 'hero', experiment_variant: 'd' }, 'contacts_experiment_variant_format'],
    ['markup as the experiment', { experiment: '<b>x</b>', experiment_variant: 'a' }, 'contacts_experiment_format'],
  ])('refuses %s (23514, naming the rule)', async (_name, columns, constraint) => {
    const outcome = await session(db.pg, 'anon', (tx) => insertContact(tx, columns));
    expect(outcome).toMatchObject({ ok: false, code: '23514', constraint });
  });
});

describe('what the privacy policy promises about the counts', () => {
  const policy = fs.readFileSync(path.join(REPO_ROOT, 'content/legal/privacy-policy.md'), 'utf8');

  it('the housekeeping deletes the counts of days past the policy’s months and keeps younger ones', async () => {
    const months = Number(/\*\*Counts of page versions:\*\* up to (\d+) months/.exec(policy)?.[1]);
    expect(months).toBe(13);
    await session(db.pg, null, async (tx) => {
      await tx.query(
        `insert into private.experiment_views (day, experiment, variant, views) values
           (((now() at time zone 'UTC')::date - make_interval(months => $1))::date - 1, 'old', 'a', 5),
           (((now() at time zone 'UTC')::date - make_interval(months => $1))::date + 1, 'young', 'a', 5)`,
        [months],
      );
      await tx.query('select private.outbox_housekeeping()');
      expect((await tx.query('select experiment from private.experiment_views')).rows).toEqual([
        { experiment: 'young' },
      ]);
    });
  });

  it('says the view limit records addresses for an hour at most, as the minute job keeps it', () => {
    expect(policy).toContain('we record the network (IP) address a count came from for up to one hour');
  });
});
