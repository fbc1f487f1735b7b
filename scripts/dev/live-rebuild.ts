/**
 * `npm start` keeps the local site in step with `content/`. A saved change (in an editor, or from
 * /admin through decap-server) goes to the renderer (../build/incremental.ts, a process of its
 * own with the built server bundle loaded), which checks the whole content and renders only the
 * pages whose data changed; they replace the served ones file by file, each with one rename. A
 * change to what every page is built from (site.yaml, which also colours the stylesheet, the
 * pictures of public/images, the editor's configuration), or one the renderer cannot make
 * (new social images), rebuilds the whole site into a staging folder, which replaces the served
 * one only when the build succeeded; the old one is removed in the background.
 *
 * A change that fails the check prints the check's own lines, and the last good pages stay
 * served; /admin shows the problems (state()). A changed post that the site leaves out (dated
 * after today, or a draft) is named as such: the local site, like the live one, does not show it.
 * The server's own process only waits on other processes here: it answers requests throughout.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, type FSWatcher, renameSync, watch } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { formatProblem, type Problem } from '../../src/content/problems.ts';
import { formatDay } from '../../src/lib/format.ts';
import type { LocalSiteState } from '../../src/lib/site-state.ts';
import { scriptCommand } from '../run-script.ts';
import { type LeftOutPost, type Renderer, type RendererReply, startRenderer } from './renderer.ts';

export interface LiveRebuildOptions {
  root: string;
  /** The served folder (<OUT_DIR>/client, dist/client); the server bundle is beside it. */
  distDir: string;
  /** Environment of the build (the Supabase variables of the local server). */
  env: NodeJS.ProcessEnv;
  /** The content folder watched and built (default <root>/content). */
  contentDir?: string;
  /** What a rebuild does, as it does it: the tests and the bench wait on these, not on time. */
  onEvent?: (event: RebuildEvent) => void;
  /** Awaited once the new pages are ready, before they replace the served ones (the tests). */
  beforeSwap?: () => Promise<void>;
}

export type RebuildEvent =
  | { type: 'rebuilding'; files: string[]; how: 'pages' | 'site' }
  | { type: 'rebuilt'; how: 'pages' | 'site'; seconds: number; rendered?: string[]; removed?: string[] }
  | { type: 'refused'; problems: Problem[] }
  | { type: 'failed' }
  | { type: 'search'; pages: number; ms: number };

/** Quiet time after the last change before building, so one save of many files builds once. */
const DEBOUNCE_MS = 100;

export interface LiveRebuild {
  /** Resolves once the renderer has loaded the bundle and knows the served pages' data. */
  ready(): Promise<void>;
  /** Stops watching, and stops a build under way (resolving once it has ended). */
  close(): Promise<void>;
  /** Whether the last rebuild succeeded, and if not the check's problems: /admin shows them. */
  state(): LocalSiteState;
}

/**
 * Whether these changed files (relative to the repository) need the whole site built: anything
 * but the content's entries and data files, and site.yaml, which every page and the stylesheet use.
 */
export function needsWholeSite(files: readonly string[], contentDir: string, root: string): boolean {
  const content = path.relative(root, contentDir);
  return files.some((file) => {
    const inContent = path.relative(content, file);
    return inContent.startsWith('..') || path.isAbsolute(inContent) || inContent === 'site.yaml';
  });
}

export function startLiveRebuild(options: LiveRebuildOptions): LiveRebuild {
  const { root, distDir } = options;
  const contentDir = options.contentDir ?? path.join(root, 'content');
  const outDir = path.dirname(distDir);
  const env = { ...options.env, CONTENT_DIR: contentDir };
  const emit = (event: RebuildEvent) => options.onEvent?.(event);
  let state: LocalSiteState = { rebuilt: 'ok' };
  const staging = path.join(root, '.tmp', 'rebuild');
  let timer: NodeJS.Timeout | undefined;
  let [building, again, closed] = [false, false, false];
  let changed = new Set<string>();
  // Whether the served pages may not be what the renderer takes them for (a change saved before it
  // read the content, or while the whole site built): its next update then renders every page.
  let [unsure, knowsServed, buildingWhole] = [false, false, false];
  let renderer = newRenderer();

  function newRenderer(): Renderer {
    knowsServed = false;
    const made = startRenderer({ root, env: { ...env, OUT_DIR: outDir } });
    made.onSearch(({ pages, ms }) => emit({ type: 'search', pages, ms }));
    void made.ready.finally(() => {
      knowsServed = true;
    });
    return made;
  }

  const schedule = (file: string) => {
    if (!knowsServed || buildingWhole) unsure = true;
    changed.add(file);
    clearTimeout(timer);
    timer = setTimeout(run, DEBOUNCE_MS);
  };

  async function run() {
    if (building) {
      again = true;
      return;
    }
    building = true;
    const files = [...changed].sort();
    changed = new Set();
    const started = performance.now();
    const whole = needsWholeSite(files, contentDir, root) || !(await renderer.ready).canRender;
    // One "↻" line and one outcome line per rebuild, also when the renderer hands it to a whole build.
    if (whole) announceWholeBuild(files, emit);
    state = (await (whole ? undefined : renderPages(files, started))) ?? (await buildSite(files, started));
    building = false;
    if (again && !closed) {
      again = false;
      void run();
    }
  }

  /** The renderer's way; undefined when the whole site must be built instead. */
  function renderPages(files: string[], started: number): Promise<LocalSiteState | undefined> {
    const all = unsure;
    unsure = false;
    return renderChangedPages({ renderer, root, emit, beforeSwap: options.beforeSwap }, { files, started, all });
  }

  /** The whole site, built into a staging folder, then swapped in; the renderer restarts with its bundle. */
  async function buildSite(files: string[], started: number): Promise<LocalSiteState> {
    buildingWhole = true;
    const ok = await build().finally(() => {
      buildingWhole = false;
    });
    if (closed) return state;
    if (!ok) {
      console.log('✗ Not rebuilt: the lines above say why. The local site still shows the last good build.');
      // The same check, in the renderer's process, for the editor: the build's own lines went to the terminal.
      const checked = await renderer.check();
      emit({ type: 'failed' });
      const problems = checked.type === 'checked' ? checked.problems.map((p) => fromRootOf(root, p)) : [];
      return { rebuilt: 'failed', changed: files.map(toPosix), problems };
    }
    await options.beforeSwap?.();
    await renderer.close();
    swapBuiltSite(staging, distDir);
    renderer = newRenderer();
    const seconds = (performance.now() - started) / 1000;
    const checked = await renderer.check();
    console.log(rebuiltLine(seconds, absoluteIn(root, files), checked.type === 'checked' ? checked.leftOut : []));
    emit({ type: 'rebuilt', how: 'site', seconds });
    return { rebuilt: 'ok' };
  }

  /** The build under way, if any: stopping waits for it to end, so nothing writes after the stop. */
  let running: { child: ChildProcess; exited: Promise<boolean> } | undefined;

  function build(): Promise<boolean> {
    running = spawnSiteBuild(root, { ...env, OUT_DIR: path.relative(root, staging) });
    return running.exited.finally(() => {
      running = undefined;
    });
  }

  const watchers = watchFolders(
    root,
    [contentDir, path.join(root, 'public', 'images'), path.join(root, 'public', 'admin')],
    schedule,
  );
  return {
    ready: async () => void (await renderer.ready),
    state: () => state,
    async close() {
      closed = true;
      clearTimeout(timer);
      for (const w of watchers) w.close();
      if (running) {
        const { child, exited } = running;
        child.kill('SIGTERM');
        await exited;
      }
      await renderer.close();
    },
  };
}

interface RenderContext {
  renderer: Renderer;
  root: string;
  emit: (event: RebuildEvent) => void;
  beforeSwap?: () => Promise<void>;
}

/** Has the renderer check the content and render the pages it changed, then swap them in. */
async function renderChangedPages(
  { renderer, root, emit, beforeSwap }: RenderContext,
  { files, started, all }: { files: string[]; started: number; all: boolean },
): Promise<LocalSiteState | undefined> {
  emit({ type: 'rebuilding', files, how: 'pages' });
  console.log(`\n↻ ${files.join(', ')} changed: checking the content, rendering the pages it changed…`);
  const rendered = await renderer.update(all);
  if (rendered.type === 'refused') {
    emit({ type: 'refused', problems: rendered.problems });
    return refusedState(root, files, rendered.problems);
  }
  if (rendered.type !== 'rendered') {
    console.log(`  The whole site is built instead: ${whyWhole(rendered)}.`);
    return undefined;
  }
  await beforeSwap?.();
  const swapped = await renderer.swap();
  if (swapped.type !== 'swapped') {
    console.log(`  The whole site is built instead: ${whyWhole(swapped)}.`);
    return undefined;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${rebuiltLine(seconds, absoluteIn(root, files), rendered.leftOut)} (${pagesCount(rendered)})`);
  emit({ type: 'rebuilt', how: 'pages', seconds, rendered: rendered.rendered, removed: rendered.removed });
  return { rebuilt: 'ok' };
}

/** The line (and event) of a change that builds the whole site from the start. */
function announceWholeBuild(files: string[], emit: (event: RebuildEvent) => void): void {
  emit({ type: 'rebuilding', files, how: 'site' });
  console.log(`\n↻ ${files.join(', ')} changed: rebuilding the whole site…`);
}

/** `npm run build` into the staging folder OUT_DIR names: resolves true when it succeeded. */
function spawnSiteBuild(root: string, env: NodeJS.ProcessEnv): { child: ChildProcess; exited: Promise<boolean> } {
  const child = spawn(...scriptCommand(root, 'scripts/build/site.ts'), {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'], // the check's problems and build errors go to stderr
  });
  return { child, exited: new Promise<boolean>((resolve) => child.on('exit', (code) => resolve(code === 0))) };
}

/** The built site, and the server bundle the renderer renders with, swapped in for the served ones. */
function swapBuiltSite(staging: string, distDir: string): void {
  const outDir = path.dirname(distDir);
  swapInto(path.join(staging, 'client'), distDir);
  if (existsSync(path.join(staging, 'server'))) swapInto(path.join(staging, 'server'), path.join(outDir, 'server'));
  if (existsSync(path.join(staging, 'assets.json')))
    renameSync(path.join(staging, 'assets.json'), path.join(outDir, 'assets.json'));
}

/** Calls `changed` with each file (relative to root) saved in these folders, hidden ones left out. */
function watchFolders(root: string, dirs: string[], changed: (file: string) => void): FSWatcher[] {
  return dirs
    .filter((dir) => existsSync(dir))
    .map((dir) =>
      watch(dir, { recursive: true }, (_event, file) => {
        if (file && !file.split(path.sep).some((part) => part.startsWith('.')))
          changed(path.relative(root, path.join(dir, file)));
      }),
    );
}

const absoluteIn = (root: string, files: string[]) => files.map((file) => path.resolve(root, file));

const fromRootOf = (root: string, p: Problem): Problem => ({
  ...p,
  file: toPosix(path.relative(root, path.resolve(p.file))),
});

/** A refused change: the check's lines in the terminal, the problems for /admin. */
function refusedState(root: string, files: string[], problems: Problem[]): LocalSiteState {
  for (const problem of problems) console.error(formatProblem(problem));
  console.log('✗ Not rebuilt: the lines above say why. The local site still shows the last good pages.');
  return { rebuilt: 'failed', changed: files.map(toPosix), problems: problems.map((p) => fromRootOf(root, p)) };
}

const pagesCount = ({ rendered, removed }: { rendered: string[]; removed: string[] }) =>
  `${rendered.length} page${rendered.length === 1 ? '' : 's'} rendered${removed.length ? `, ${removed.length} removed` : ''}`;

function whyWhole(reply: RendererReply): string {
  if (reply.type === 'full') return reply.reason;
  return reply.type === 'failed' ? `the renderer failed (${reply.message.split('\n')[0]})` : reply.type;
}

/**
 * Replaces `target` with `fresh` (both folders) by two renames: the server reads files per
 * request, so the next request sees the new build. The old folder is removed in the background.
 */
export function swapInto(fresh: string, target: string): void {
  const old = `${target}.old-${Date.now()}`;
  if (existsSync(target)) renameSync(target, old);
  renameSync(fresh, target);
  void rm(old, { recursive: true, force: true });
}

const toPosix = (file: string) => file.split(path.sep).join('/');

/**
 * What a successful rebuild says: that the local site shows the change, except for changed posts
 * it leaves out, named with the reason ("scheduled for 1 March 2027"), as the live site will.
 */
export function rebuiltLine(seconds: number, changed: string[], leftOut: readonly LeftOutPost[]): string {
  const notShown = leftOut.filter((post) => changed.some((file) => path.resolve(file) === path.resolve(post.file)));
  const head = `✓ Rebuilt in ${seconds.toFixed(1)} s`;
  if (!notShown.length) return `${head}; the local site shows the change.`;
  const reasons = notShown.map((post) => {
    const file = path.relative(process.cwd(), post.file).split(path.sep).join('/');
    return post.status === 'draft'
      ? `${file} is a draft: it stays off the site until "draft" is false.`
      : `${file} is scheduled for ${formatDay(post.date)}: not live, on this site or the live one, until the first build on that day.`;
  });
  const rest = changed.length > notShown.length ? ' The local site shows the other changes.' : '';
  return `${head}. ${reasons.join(' ')}${rest}`;
}
