/**
 * A build for a live deployment refuses the example company's addresses (scripts/build/site.ts,
 * checkLaunch): production for a project on the internet stops before anything is built, naming
 * file:line; a preview warns and builds; a build for the local server says nothing of them.
 *
 * The preview case carries a stray file in content/ as well, a content problem that stops the build
 * a few seconds later inside Vike's own process: what it prints before is what is tested, without
 * building a whole site. The local case is the run's shared live build; the case that passes is
 * the build's own checks on the same content.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchProblems, liveAddressProblems } from '../../src/content/launch.ts';
import { listHtmlFiles } from '../../src/lib/site-paths.ts';
import { nameFromRepo, runScript } from '../content/cli.ts';
import {
  cleanupFixtures,
  type Edits,
  FIXTURE_DIR,
  positionOf,
  REPO_ROOT,
  replaceOnce,
  withFixture,
} from '../content/fixture.ts';
import { sharedBuilds } from '../content/shared-build.ts';
import { ownSiteYaml } from './own-company.ts';

const OUT_PARENT = path.join(REPO_ROOT, 'tests/launch/.tmp');
afterAll(() => {
  cleanupFixtures();
  rmSync(OUT_PARENT, { recursive: true, force: true });
});

const PROJECT = 'https://abcdefghijklmnopqrst.supabase.co';
/** The line of the fixture's site.yaml that names the inbox for leads. */
const LEADS_LINE = positionOf(
  readFileSync(path.join(FIXTURE_DIR, 'site.yaml'), 'utf8'),
  'leadsTo: owner@example.com',
).line;

function build(env: Record<string, string>, args: string[] = [], stray = false, edits: Edits = {}) {
  const contentDir = withFixture({
    'site.yaml': replaceOnce('leadsTo: owner@example.com', 'leadsTo: founder@example.com'),
    ...(stray ? { 'stray.yaml': 'a: 1\n' } : {}),
    ...edits,
  });
  mkdirSync(OUT_PARENT, { recursive: true });
  const out = mkdtempSync(path.join(OUT_PARENT, 'build-'));
  const r = runScript(
    'scripts/build/site.ts',
    {
      CONTENT_DIR: contentDir,
      OUT_DIR: path.relative(REPO_ROOT, out),
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_test',
      ...env,
    },
    args,
  );
  return { ...r, out, site: nameFromRepo(path.join(contentDir, 'site.yaml')) };
}

describe('the example company in a live build', () => {
  it('production for a project on the internet: exit 1 naming file:line and what to put there, nothing built', () => {
    const r = build({ VITE_SUPABASE_URL: PROJECT });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('of the example company would go live; nothing was built');
    expect(r.stderr).toMatch(
      new RegExp(
        `${r.site.replaceAll('.', '\\.')}:${LEADS_LINE}:\\d+ notifications\\.leadsTo: founder@example\\.com is an example e-mail address .*Replace it with the inbox that should receive every contact request\\.`,
      ),
    );
    expect(r.stdout).not.toContain('▸ Pages');
    expect(listHtmlFiles(r.out)).toEqual([]);
  });

  it("production refuses the example company's name left typed in a text, at file:line with the field, all at once", () => {
    const about = 'about.yaml';
    const r = build({ VITE_SUPABASE_URL: PROJECT }, [], false, {
      // The owner renamed the company in Site settings, but one text still types the example's name.
      'site.yaml': (text) => ownSiteYaml(text).replace('keepExampleContent: [reviews, caseStudies]', ''),
      [about]: replaceOnce('description: "{company} is', 'description: "Lakeshore AI is'),
    });
    expect(r.status).toBe(1);
    const aboutFile = r.site.replace(/site\.yaml$/, about);
    expect(r.stderr).toMatch(
      new RegExp(
        `${aboutFile.replaceAll('.', '\\.')}:${positionOf(readFileSync(path.join(FIXTURE_DIR, about), 'utf8'), 'description: "{company} is').line}:\\d+ seo\\.description: "Lakeshore AI" is \\(or names\\) the example company\\. .*write \\{company\\}`,
      ),
    );
    // The example reviewer and client are refused too, in the same list, since they are not kept.
    expect(r.stderr).toMatch(/testimonials\.yaml:\d+:\d+ items\[0\]\.name: Maria Gonzalez is a fictional reviewer/);
    expect(r.stderr).toMatch(/testimonials\.yaml:\d+:\d+ items\[0\]\.company: Maison Lumière is a fictional client/);
    expect(r.stderr).not.toContain(`${r.site}:`);
    expect(listHtmlFiles(r.out)).toEqual([]);
  });

  it('a preview for the same project warns and goes on building', () => {
    const r = build({ VITE_SUPABASE_URL: PROJECT }, ['--preview'], true);
    expect(r.stderr).toContain('! This preview still carries');
    expect(r.stderr).toContain(`${r.site}:${LEADS_LINE}:`);
    expect(r.stderr).not.toContain('would go live');
    expect(r.stdout).toContain('▸ Pages');
  });

  it('a production build for the local server builds the example site as before', () => {
    // The run's shared live build is one (tests/content/shared-build.ts): the fixture's example
    // addresses, for the local server.
    const { live } = sharedBuilds();
    expect(live.status, live.stderr).toBe(0);
    expect(live.stderr).not.toMatch(/example company|owner@example\.com/);
    expect(live.stdout).toContain('▸ Pages');
    expect(listHtmlFiles(live.dist).length).toBeGreaterThan(10);
  });
});

describe('the addresses of a live build', { timeout: 120_000 }, () => {
  // The example company replaced by the owner's own, so that only the address under test is wrong.
  const real: Edits = {
    'site.yaml': ownSiteYaml,
    'case-studies/restaurants.yaml': replaceOnce('https://demo.example.com', 'https://demo.harborlight.de'),
  };
  const live = (env: Record<string, string>) => build({ VITE_SUPABASE_URL: PROJECT, ...env }, [], false, real);

  it("refuses a SITE_URL other than content/site.yaml's url, saying which to set", () => {
    const r = live({ SITE_URL: 'https://www.harborlight.de' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      "SITE_URL (https://www.harborlight.de) is not the site's address in content/site.yaml (https://harborlight.de): links, sitemap, feed and e-mails would point to another site. Set SITE_URL to https://harborlight.de",
    );
    expect(listHtmlFiles(r.out)).toEqual([]);
  });

  it('refuses an http:// Supabase project and a SITE_URL at a reserved domain', () => {
    const http = live({ VITE_SUPABASE_URL: 'http://abcdefghijklmnopqrst.supabase.co' });
    expect(http.status).toBe(1);
    expect(http.stderr).toContain(
      "VITE_SUPABASE_URL (http://abcdefghijklmnopqrst.supabase.co) must start with https://: the forms would send visitors' details unencrypted.",
    );
    const reserved = live({ SITE_URL: 'https://www.shop.test' });
    expect(reserved.status).toBe(1);
    expect(reserved.stderr).toContain(
      'SITE_URL (https://www.shop.test) is at a reserved domain (.test is reserved for tests)',
    );
  });

  it("passes the build's checks when SITE_URL is the site's own address, with or without its slash", () => {
    // What the build checks before it builds (scripts/build/site.ts, checkLaunch), on the same
    // content: a build past them is a whole site, which the refusals above never reach.
    const contentDir = withFixture(real);
    for (const siteUrl of ['https://harborlight.de/', 'https://harborlight.de'])
      expect(liveAddressProblems({ contentDir, siteUrl, supabaseUrl: PROJECT }), siteUrl).toEqual([]);
    expect(launchProblems(contentDir, path.join(REPO_ROOT, 'public'))).toEqual([]);
  });
});
