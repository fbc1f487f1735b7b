// Experiments end to end on the local stand-in for Supabase (issue 55): the page's view counter
// and the contact form's insert through the same client modules the browser runs, over the
// gateway's REST API, and `npm run contacts -- --report` (a child process, as the owner runs it)
// on a simulated week of counts and leads, whose verdict must be the stated method's.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verdictWords } from '../../scripts/dev/experiment-view.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { checkContent } from '../../src/content/index.ts';
import { MIN_FILL_MS, submitContact } from '../../src/islands/contact-submit.ts';
import { experimentResults } from '../../src/lib/experiment-report.ts';
import { experimentOfPage } from '../../src/lib/experiment-rules.ts';
import { probabilityBetter } from '../../src/lib/experiment-stats.ts';
import { createSiteClient, type SiteClient } from '../../src/lib/supabase/client.ts';
import { sendExperimentView } from '../../src/lib/supabase/experiments.ts';
import { REAL_CONTENT_DIR } from '../content/fixture.ts';
import { runContactsTool } from './contacts-tool.ts';
import { checkedContact, removeTempDirs, tempDir } from './helpers.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let server: RunningServer;
let site: SiteClient;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir('experiment-report');
  server = await startServer({ port: 0, dataDir, distDir: tempDir('empty-dist') });
  site = createSiteClient({ url: server.url, anonKey: server.anonKey });
});
afterAll(async () => {
  await server?.close();
  removeTempDirs();
});

const rows = async (sql: string, params: unknown[] = []) =>
  (await server.db.pg.query<Record<string, unknown>>(sql, params)).rows;
const count = (experiment: string, variant: string) =>
  sendExperimentView(experiment, variant, (e, v) => site.countExperimentView(e, v));
const rpc = (body: unknown) =>
  fetch(`${server.url}/rest/v1/rpc/count_experiment_view`, {
    method: 'POST',
    headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the view counter over REST', () => {
  it('counts a view through the site client; the gateway answers 204 with no body, as PostgREST does for void', async () => {
    expect(await count('gateway-check', 'b')).toEqual({ ok: true });
    const response = await rpc({ experiment: 'gateway-check', variant: 'b' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(
      await rows(
        `select views::int from private.experiment_views where experiment = 'gateway-check' and variant = 'b'`,
      ),
    ).toEqual([{ views: 2 }]);
  });

  it('refuses a name that is not one (400, 22023) and does not even send one the page could not have', async () => {
    const response = await rpc({ experiment: '<script>', variant: 'a' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '22023' });
    expect(await count('<script>', 'a')).toBeNull();
  });

  it('answers 429 past the hourly limit of one client, which the page takes quietly', async () => {
    await server.db.pg.query('update private.outbox_settings set experiment_views_per_address_per_hour = 3');
    try {
      await server.db.pg.query('delete from private.experiment_view_limits');
      for (let i = 0; i < 3; i++) expect(await count('flood-check', 'a')).toEqual({ ok: true });
      expect(await count('flood-check', 'a')).toMatchObject({ ok: false, kind: 'rate_limited', code: 'PT429' });
      expect(await rows(`select views::int from private.experiment_views where experiment = 'flood-check'`)).toEqual([
        { views: 3 },
      ]);
    } finally {
      await server.db.pg.query('update private.outbox_settings set experiment_views_per_address_per_hour = 120');
      await server.db.pg.query('delete from private.experiment_view_limits');
    }
  });
});

describe("a lead's variant, through the form's insert path", () => {
  it('a request sent from a page whose <html> shows variant b of an experiment records b', async () => {
    const copy = checkContent({ contentDir: REAL_CONTENT_DIR }).content!.contact.form;
    const html = { getAttribute: (n: string) => ({ 'data-experiment': 'form-check', 'data-variant': 'b' })[n] ?? null };
    const row = await checkedContact(server.url, { email: 'variant.b@example.org' });
    let now = 0;
    const outcome = await submitContact(
      {
        values: {
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          phone: '',
          message: row.message,
        },
        honeypotFilled: false,
        startedAt: -MIN_FILL_MS,
        restored: false,
        retryId: null,
        saveForSending: () => {},
      },
      copy,
      { phone: '+1 312 555 0100', email: 'hello@example.com' },
      {
        insert: (r) => site.insertContact(r),
        attribution: async () => ({ form_page: '/restaurant-automation' }),
        experiment: () => experimentOfPage(html),
        humanCheck: async () => row.human_check,
        preview: false,
        now: () => now,
        wait: async (ms) => {
          now += ms;
        },
        newId: () => row.id,
      },
    );
    expect(outcome).toEqual({ kind: 'sent' });
    expect(
      await rows('select experiment, experiment_variant, check_status from public.contacts where id = $1', [row.id]),
    ).toEqual([{ experiment: 'form-check', experiment_variant: 'b', check_status: 'verified' }]);
  });
});

// A week of a headline test on a landing page: views per day of A and B, and the leads of each.
const WEEK = {
  experiment: 'restaurant-headline',
  views: { a: [161, 174, 158, 182, 169, 177, 166], b: [158, 171, 163, 176, 172, 169, 170] },
  leads: { a: [1, 2, 1, 2, 1, 2, 1], b: [3, 4, 2, 4, 3, 4, 3] },
};

describe('the report for a simulated week', () => {
  it('prints views, leads, conversion and the verdict the stated method gives', async () => {
    // The week alone: the counts and leads of the tests above go.
    await rows(`delete from private.experiment_views`);
    await rows(`delete from public.contacts`);
    // A second experiment, three variants, started two days ago: too early to tell.
    for (const [variant, views] of [
      ['a', 61],
      ['b', 58],
      ['c', 64],
    ] as const) {
      await rows(
        `insert into private.experiment_views (day, experiment, variant, views)
         values ((now() at time zone 'UTC')::date, 'home-hero', $1, $2)`,
        [variant, views],
      );
    }
    for (const [variant, n] of [
      ['a', 1],
      ['b', 3],
    ] as const) {
      for (let i = 0; i < n; i++) {
        await rows(
          `insert into public.contacts (first_name, last_name, email, message, landing_page, experiment, experiment_variant)
           values ('Sim', 'Home', $1, 'Simulated lead', '/', 'home-hero', $2)`,
          [`home-${variant}-${i}@example.org`, variant],
        );
      }
    }
    for (const variant of ['a', 'b'] as const) {
      for (let day = 0; day < 7; day++) {
        await rows(
          `insert into private.experiment_views (day, experiment, variant, views)
           values ((now() at time zone 'UTC')::date - $1::int, $2, $3, $4)`,
          [6 - day, WEEK.experiment, variant, WEEK.views[variant][day]],
        );
        for (let n = 0; n < WEEK.leads[variant][day]!; n++) {
          // The owner's own insert (no request headers): no rate limit, stored as a lead.
          await rows(
            `insert into public.contacts (first_name, last_name, email, message, landing_page, form_page,
                                          experiment, experiment_variant, created_at)
             values ('Sim', 'Lead', $1, 'Simulated lead', '/restaurant-automation', '/restaurant-automation',
                     $2, $3, now() - make_interval(days => $4, hours => $5))`,
            [`sim-${variant}-${day}-${n}@example.org`, WEEK.experiment, variant, 6 - day, n + 1],
          );
        }
      }
    }
    const result = await runContactsTool(['--report'], { DATA_DIR: dataDir });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    if (process.env.REPORT_WEEK_OUT) fs.writeFileSync(process.env.REPORT_WEEK_OUT, result.stdout);

    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    const a = { key: 'a', views: sum(WEEK.views.a), leads: sum(WEEK.leads.a) };
    const b = { key: 'b', views: sum(WEEK.views.b), leads: sum(WEEK.leads.b) };
    const section = result.stdout.slice(result.stdout.indexOf(WEEK.experiment));
    expect(section).toMatch(
      new RegExp(`^A\\s+${a.views}\\s+${a.leads}\\s+${((100 * a.leads) / a.views).toFixed(2)} %$`, 'm'),
    );
    expect(section).toMatch(
      new RegExp(`^B\\s+${b.views}\\s+${b.leads}\\s+${((100 * b.leads) / b.views).toFixed(2)} %$`, 'm'),
    );
    // The verdict is the method's for these counts, computed here from the counts alone.
    const expected = experimentResults(
      [
        { day: '2000-01-01', experiment: WEEK.experiment, variant: 'a', views: a.views },
        { day: '2000-01-01', experiment: WEEK.experiment, variant: 'b', views: b.views },
      ],
      [
        ...Array(a.leads).fill({ experiment: WEEK.experiment, experiment_variant: 'a' }),
        ...Array(b.leads).fill({ experiment: WEEK.experiment, experiment_variant: 'b' }),
      ],
      '1999-12-27',
    )[0]!;
    expect(expected.verdict).toMatchObject({ kind: 'challenger-wins', winner: { key: 'b' } });
    expect(section).toContain(`Verdict: ${verdictWords(expected.verdict, 'a')}`);
    expect(result.stdout).toMatch(
      /home-hero\n(.*\n){5}Verdict: Too early to tell: Variant B converts 3\.2× better than A so far; .*keep running until 200 views each \(417 more views\)\./,
    );
    const percentLikely = Math.round(probabilityBetter(a, b) * 100);
    expect(section).toMatch(new RegExp(`converts 2\\.\\d× better than A; ${percentLikely} % likely to be better`));
  });
});
