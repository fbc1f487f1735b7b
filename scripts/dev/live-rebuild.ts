/**
 * `npm start` keeps the local site in step with `content/`: a saved change (in an editor, or
 * from /admin through decap-server) rebuilds the site into a staging folder, which replaces the
 * served one only when the build succeeded. A change that fails the check prints the check's
 * own lines, and the last good build stays served. A changed post that the build left out (dated
 * after today, or a draft) is named as such: the local site, like the live one, does not show it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, type FSWatcher, renameSync, rmSync, watch } from 'node:fs';
import path from 'node:path';
import type { SitePost } from '../../src/content/index.ts';
import type { Problem } from '../../src/content/problems.ts';
import { formatDay } from '../../src/lib/format.ts';
import type { LocalSiteState } from '../../src/lib/site-state.ts';
import { scriptCommand } from '../run-script.ts';

export interface LiveRebuildOptions {
  root: string;
  /** The served folder (dist/client). */
  distDir: string;
  /** Environment of the build (the Supabase variables of the local server). */
  env: NodeJS.ProcessEnv;
}

/** Quiet time after the last change before building, so one save of many files builds once. */
const DEBOUNCE_MS = 300;

/** Folders whose changes reach the site. */
export const WATCHED = ['content', path.join('public', 'images'), path.join('public', 'admin')];

export interface LiveRebuild {
  /** Stops watching, and stops a build under way (resolving once it has ended). */
  close(): Promise<void>;
  /** Whether the last rebuild succeeded, and if not the check's problems: /admin shows them. */
  state(): LocalSiteState;
}

export function startLiveRebuild(options: LiveRebuildOptions): LiveRebuild {
  const { root, distDir } = options;
  let state: LocalSiteState = { rebuilt: 'ok' };
  const staging = path.join(root, '.tmp', 'rebuild');
  let timer: NodeJS.Timeout | undefined;
  let building = false;
  let again = false;
  let changed = new Set<string>();

  const schedule = (file: string) => {
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
    console.log(`\n↻ ${files.join(', ')} changed: rebuilding…`);
    const ok = await build();
    const seconds = (performance.now() - started) / 1000;
    if (ok) {
      swapInto(path.join(staging, 'client'), distDir);
      console.log(
        rebuiltLine(
          seconds,
          files.map((file) => path.resolve(root, file)),
          await postsLeftOut(root),
        ),
      );
      state = { rebuilt: 'ok' };
    } else {
      console.log('✗ Not rebuilt: the lines above say why. The local site still shows the last good build.');
      // The same check, in-process, for the editor: the build's own lines went to the terminal.
      state = { rebuilt: 'failed', changed: files.map(toPosix), problems: await contentProblems(root) };
    }
    building = false;
    if (again) {
      again = false;
      void run();
    }
  }

  /** The build under way, if any: stopping waits for it to end, so nothing writes after the stop. */
  let running: { child: ChildProcess; exited: Promise<boolean> } | undefined;

  function build(): Promise<boolean> {
    const child = spawn(...scriptCommand(root, 'scripts/build/site.ts'), {
      cwd: root,
      env: { ...options.env, OUT_DIR: path.relative(root, staging) },
      stdio: ['ignore', 'ignore', 'inherit'], // the check's problems and build errors go to stderr
    });
    const exited = new Promise<boolean>((resolve) =>
      child.on('exit', (code) => {
        running = undefined;
        resolve(code === 0);
      }),
    );
    running = { child, exited };
    return exited;
  }

  const watchers: FSWatcher[] = WATCHED.filter((dir) => existsSync(path.join(root, dir))).map((dir) =>
    watch(path.join(root, dir), { recursive: true }, (_event, file) => {
      if (file && !file.split(path.sep).some((part) => part.startsWith('.'))) schedule(path.join(dir, file));
    }),
  );
  return {
    state: () => state,
    async close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
      if (running) {
        const { child, exited } = running;
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Replaces `target` with `fresh` (both folders): the server reads files per request, so the next request sees the new build. */
export function swapInto(fresh: string, target: string): void {
  const old = `${target}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, old);
  renameSync(fresh, target);
  rmSync(old, { recursive: true, force: true });
}

/** The valid posts the build leaves out on this day (drafts, and posts dated after today). */
async function postsLeftOut(root: string): Promise<SitePost[]> {
  // Loaded once a build succeeded: the content pipeline's modules take half a second to load.
  const { checkContent } = await import('../../src/content/index.ts');
  const { leftOut } = checkContent({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public') });
  return leftOut.map((post) => ({ ...post, file: path.resolve(root, post.file) }));
}

const toPosix = (file: string) => file.split(path.sep).join('/');

/** The content check's problems, files named from the repository (content/…), as the terminal names them. */
async function contentProblems(root: string): Promise<Problem[]> {
  const { checkContent } = await import('../../src/content/index.ts');
  let problems: Problem[];
  try {
    ({ problems } = checkContent({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public') }));
  } catch {
    return []; // the banner then says the build stopped for a reason outside the content
  }
  return problems.map((p) => ({ ...p, file: toPosix(path.relative(root, path.resolve(p.file))) }));
}

/**
 * What a successful rebuild says: that the local site shows the change, except for changed posts
 * it leaves out, named with the reason ("scheduled for 1 March 2027"), as the live site will.
 */
export function rebuiltLine(seconds: number, changed: string[], leftOut: readonly SitePost[]): string {
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
