/**
 * The nightly rebuild's decision (scripts/dev/due-today.ts over src/lib/rebuild-decision.ts),
 * run on the fixture content with a controlled clock: a build on the day a scheduled post becomes
 * due in the site's time zone (America/Chicago), none on the days around it, and a catch-up when
 * the live site (a stand-in on 127.0.0.1) still waits for a day that has passed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/run-script.ts';
import { rebuildDecision } from '../../src/lib/rebuild-decision.ts';
import { cleanupFixtures, post, REPO_ROOT, withFixture } from '../content/fixture.ts';

let contentDir = '';
let server: Server;
let live: unknown = null;
let siteUrl = '';
beforeAll(async () => {
  contentDir = withFixture({ 'blog/upcoming.md': post('Upcoming', '2099-01-05') });
  server = createServer((req, res) => {
    if (req.url === '/build-info.json' && live) res.writeHead(200).end(JSON.stringify(live));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
const outputDirs: string[] = [];
afterAll(() => {
  server.close();
  cleanupFixtures();
  for (const dir of outputDirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the script at `now`; returns what it printed and what it wrote to GITHUB_OUTPUT. */
async function dueToday(now: string, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'due-today-'));
  outputDirs.push(dir);
  const output = path.join(dir, 'output');
  const [command, args] = scriptCommand(REPO_ROOT, 'scripts/dev/due-today.ts');
  const { SITE_URL: _site, PREVIEW: _preview, ...inherited } = process.env;
  const { stdout } = await promisify(execFile)(command, args, {
    cwd: REPO_ROOT,
    env: { ...inherited, CONTENT_DIR: contentDir, BUILD_NOW: now, GITHUB_OUTPUT: output, ...env },
  });
  return { stdout, output: readFileSync(output, 'utf8') };
}

describe('npm run due-today on the fixture', () => {
  it('builds on the day the post becomes due in Chicago', async () => {
    const r = await dueToday('2099-01-05T12:00:00Z');
    expect(r.output).toBe('due=true\n');
    expect(r.stdout).toContain('Due today (2099-01-05): the article /blog/upcoming.');
  });

  it('does not build the evening before in Chicago (already the 5th in UTC), nor the day after', async () => {
    expect((await dueToday('2099-01-05T03:00:00Z')).output).toBe('due=false\n');
    const after = await dueToday('2099-01-06T12:00:00Z');
    expect(after.output).toBe('due=false\n');
    expect(after.stdout).toContain('Nothing becomes due today (2099-01-06): no build.');
  });

  it('catches up when the live site still waits for a day that has passed', async () => {
    live = { builtAt: '2099-01-04T06:15:00.000Z', nextDue: '2099-01-05', timeZone: 'America/Chicago' };
    const r = await dueToday('2099-01-06T12:00:00Z', { SITE_URL: siteUrl });
    expect(r.output).toBe('due=true\n');
    expect(r.stdout).toContain('still waits for 2099-01-05');
    live = { builtAt: '2099-01-05T06:15:00.000Z', nextDue: null, timeZone: 'America/Chicago' };
    expect((await dueToday('2099-01-06T12:00:00Z', { SITE_URL: siteUrl })).output).toBe('due=false\n');
  });
});

describe('the decision', () => {
  const entries = [
    { draft: true, date: '2099-02-01', name: 'a draft' },
    { draft: false, date: '2099-02-03', name: 'a post' },
  ];
  it('never builds for a draft, and says why it builds', () => {
    expect(rebuildDecision(entries, '2099-02-01', null)).toEqual({
      rebuild: false,
      reason: 'Nothing becomes due today (2099-02-01): no build.',
    });
    expect(rebuildDecision(entries, '2099-02-03', null)).toEqual({
      rebuild: true,
      reason: 'Due today (2099-02-03): a post.',
    });
  });
});
