/**
 * A build for a live deployment refuses the example company's addresses (scripts/build/site.ts,
 * checkLaunch): production for a project on the internet stops before anything is built, naming
 * file:line; a preview warns and builds; a build for the local server says nothing of them.
 *
 * The preview and local cases carry a stray file in content/ as well, a content problem that stops
 * the build a few seconds later inside Vike's own process: what they print before it is what is
 * tested, without building a whole site.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listHtmlFiles } from '../../src/lib/site-paths.ts';
import { nameFromRepo, runScript } from '../content/cli.ts';
import { cleanupFixtures, FIXTURE_DIR, positionOf, REPO_ROOT, replaceOnce, withFixture } from '../content/fixture.ts';

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

function build(env: Record<string, string>, args: string[] = [], stray = false) {
  const contentDir = withFixture({
    'site.yaml': replaceOnce('leadsTo: owner@example.com', 'leadsTo: founder@example.com'),
    ...(stray ? { 'stray.yaml': 'a: 1\n' } : {}),
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
    expect(r.stderr).toContain('example addresses would go live; nothing was built');
    expect(r.stderr).toMatch(
      new RegExp(
        `${r.site.replaceAll('.', '\\.')}:${LEADS_LINE}:\\d+ founder@example\\.com is an example e-mail address .*Replace it with the inbox that should receive every contact request\\.`,
      ),
    );
    expect(r.stdout).not.toContain('▸ Pages');
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
    const r = build({ VITE_SUPABASE_URL: 'http://127.0.0.1:9' }, [], true);
    expect(r.stderr).not.toMatch(/example address|founder@example\.com/);
    expect(r.stdout).toContain('▸ Pages');
  });
});
