// `npm start`'s rebuild after a saved content change (scripts/dev/live-rebuild.ts with its
// renderer, scripts/build/incremental.ts), against a real built site served by the real server:
// only the pages whose data changed are rendered, the server answers while they are, the result
// is byte for byte what a full build writes, and a change that breaks a rule is refused with the
// last good page kept and served.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LiveRebuild, type RebuildEvent, startLiveRebuild } from '../../scripts/dev/live-rebuild.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { listPageFiles } from '../../src/lib/site-paths.ts';
import { CONTROLLED } from '../content/cli.ts';
import { REPO_ROOT } from '../content/fixture.ts';
import { readSearchIndex } from '../content/search-index.ts';
import { BUILD_NOW, buildInto, SUPABASE, sharedBuilds } from '../content/shared-build.ts';
import { HOOK_LIMIT_MS, TEST_LIMIT_MS, WAIT_LIMIT_MS } from '../projects/limits.ts';

const WORK = path.join(REPO_ROOT, '.tmp', `incremental-test-${process.pid}`);
const contentDir = path.join(WORK, 'content');
const out = path.join(WORK, 'site');
const distDir = path.join(out, 'client');
const post = path.join(contentDir, 'blog', 'vibe-coding.md');
const ADDED = 'A sentence the incremental test added.';
/** The picture of the fixture's other post. */
const SHARED_PICTURE = '/images/blog/ai-automation-guide-2025.svg';

let server: RunningServer;
let rebuild: LiveRebuild;
const events: RebuildEvent[] = [];
let waiters: (() => void)[] = [];
/** What the server answered for the post while a rebuild was under way (before its swap). */
let answeredDuring: { status: number; body: string } | undefined;

/** The first event from now on that matches. */
function nextEvent<T extends RebuildEvent['type']>(type: T): Promise<RebuildEvent & { type: T }> {
  const from = events.length;
  return new Promise((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error(`no "${type}" event: ${JSON.stringify(events)}`)), WAIT_LIMIT_MS);
    const look = () => {
      const found = events.slice(from).find((e) => e.type === type || e.type === 'failed');
      if (!found) return;
      if (found.type !== type) return reject(new Error(`a rebuild failed: ${JSON.stringify(events)}`));
      clearTimeout(limit);
      waiters = waiters.filter((w) => w !== look);
      resolve(found as RebuildEvent & { type: T });
    };
    waiters.push(look);
  });
}

const get = async (address: string) => {
  const response = await fetch(`${server.url}${address}`);
  return { status: response.status, body: await response.text() };
};

const edit = (replace: (text: string) => string) => writeFileSync(post, replace(readFileSync(post, 'utf8')));

beforeAll(async () => {
  // The run's shared live build of the fixture (its server bundle kept beside it), copied: tests only read it.
  const shared = sharedBuilds();
  rmSync(WORK, { recursive: true, force: true });
  cpSync(shared.contentDir, contentDir, { recursive: true });
  cpSync(shared.live.out, out, { recursive: true });
  server = await startServer({ port: 0, inMemory: true, distDir });
  // The environment the shared build had (tests/content/shared-build.ts, buildInto).
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONTROLLED) delete env[name];
  rebuild = startLiveRebuild({
    root: REPO_ROOT,
    distDir,
    contentDir,
    env: { ...env, NO_COLOR: '1', BUILD_NOW, ...SUPABASE },
    onEvent: (event) => {
      events.push(event);
      for (const waiter of [...waiters]) waiter();
    },
    beforeSwap: async () => {
      answeredDuring = await get('/blog/vibe-coding');
    },
  });
  // Once the renderer knows the served pages: a change saved before would render every page.
  await rebuild.ready();
}, HOOK_LIMIT_MS);

afterAll(async () => {
  await rebuild?.close();
  await server?.close();
  rmSync(WORK, { recursive: true, force: true });
}, HOOK_LIMIT_MS);

describe("npm start's rebuild after a saved change", () => {
  it(
    'renders only the page the edit changed, answering requests meanwhile, and writes what a full build writes',
    async () => {
      const before = (await get('/blog/vibe-coding')).body;
      const about = readFileSync(path.join(distDir, 'about', 'index.html'));
      const rebuilt = nextEvent('rebuilt');
      const searched = nextEvent('search');
      edit((text) =>
        text.replace('Software gets built faster with AI.', `Software gets built faster with AI. ${ADDED}`),
      );
      const event = await rebuilt;
      expect(event).toMatchObject({ how: 'pages', rendered: ['/blog/vibe-coding'], removed: [] });
      // While the new page was ready but not yet swapped in, the server answered with the old one.
      expect(answeredDuring).toEqual({ status: 200, body: before });
      expect((await get('/blog/vibe-coding')).body).toContain(ADDED);
      expect(readFileSync(path.join(distDir, 'about', 'index.html'))).toEqual(about);
      expect(rebuild.state()).toEqual({ rebuilt: 'ok' });

      // The whole site built from the same content: every page and file beside them the same, byte for byte.
      const full = await buildInto(contentDir, path.join(WORK, 'full'));
      expect(full.status, full.stderr).toBe(0);
      const pages = listPageFiles(distDir);
      expect(pages).toEqual(listPageFiles(full.dist));
      const beside = ['sitemap.xml', 'rss.xml', '_headers', '_redirects', 'build-info.json', 'admin/preview-data.json'];
      for (const file of [...pages, ...beside])
        expect(readFileSync(path.join(distDir, file), 'utf8'), file).toBe(
          readFileSync(path.join(full.dist, file), 'utf8'),
        );
      // The search index, written again in the background after the page: what the full build's holds.
      await searched;
      const indexed = readSearchIndex(distDir);
      expect(indexed.find((page) => page.url === '/blog/vibe-coding')?.content).toContain(ADDED);
      expect(indexed).toEqual(readSearchIndex(full.dist));
    },
    TEST_LIMIT_MS,
  );

  it(
    'refuses a change that breaks a rule: the last good page stays served, and /admin is told why',
    async () => {
      const refused = nextEvent('refused');
      edit((text) => text.replace(ADDED, `${ADDED} See [a missing article](/blog/no-such-article).`));
      const { problems } = await refused;
      expect(problems.map((p) => p.file)).toContain(path.relative(process.cwd(), post).split(path.sep).join('/'));
      const served = await get('/blog/vibe-coding');
      expect(served.status).toBe(200);
      expect(served.body).toContain(ADDED);
      expect(served.body).not.toContain('no-such-article');
      const state = rebuild.state();
      expect(state.rebuilt).toBe('failed');
      expect(state.rebuilt === 'failed' && state.problems.map((p) => p.file)).toEqual([
        path.relative(REPO_ROOT, post).split(path.sep).join('/'),
      ]);

      // Fixed: the page shows the change again, and the banner goes.
      const rebuilt = nextEvent('rebuilt');
      edit((text) => text.replace(' See [a missing article](/blog/no-such-article).', ' Fixed.'));
      expect(await rebuilt).toMatchObject({ how: 'pages', rendered: ['/blog/vibe-coding'] });
      expect((await get('/blog/vibe-coding')).body).toContain(`${ADDED} Fixed.`);
      expect(rebuild.state()).toEqual({ rebuilt: 'ok' });
    },
    TEST_LIMIT_MS,
  );

  it(
    'builds the whole site when the pictures beside the pages change, under one "↻" line and one outcome line',
    async () => {
      // Another post's picture: vibe-coding's own is then no social image's source any more.
      const printed = vi.spyOn(console, 'log');
      try {
        const rebuilt = nextEvent('rebuilt');
        edit((text) => text.replace('/images/blog/vibe-coding-future-development.svg', SHARED_PICTURE));
        expect(await rebuilt).toMatchObject({ how: 'site' });
        const lines = printed.mock.calls.flatMap(([line]) => String(line).trim().split('\n'));
        expect(lines.filter((line) => line.startsWith('↻'))).toHaveLength(1);
        expect(lines).toContain('The whole site is built instead: the pictures made beside the pages changed.');
        expect(lines.filter((line) => /^(✓ Rebuilt|✗ Not rebuilt)/.test(line))).toHaveLength(1);
      } finally {
        printed.mockRestore();
      }
      expect((await get('/blog/vibe-coding')).body).toContain(SHARED_PICTURE);
      expect(rebuild.state()).toEqual({ rebuilt: 'ok' });
    },
    TEST_LIMIT_MS,
  );
});
