/**
 * One Vike process of a checkout at a time runs the pages' configuration files.
 *
 * Vike runs src/pages/+config.ts and each +route.ts by writing it, transpiled, beside itself as
 * `<file>.build-<hash of the code>.mjs`, importing that and deleting it. Two builds or dev servers
 * of one checkout starting together (the test suite's live and preview builds, `npm run build`
 * while `npm start` rebuilds) write the same name, and one deletes it while the other is about to
 * import it: "Cannot find module '…/+route.ts.build-….mjs'". So a Vike process takes this lock when
 * it first reads vite.config.ts and gives it back once Vite's configuration is resolved, by when
 * Vike has run those files (about 0.1 s later on a quiet machine). The lock is a folder under .tmp
 * that proper-lockfile keeps fresh while its holder lives: one left by a killed process is stale
 * after 10 s, and the next process takes it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import type { Plugin } from 'vite';

/** Vite reads vite.config.ts several times a build, each a fresh module: the state is the process's. */
const state = globalThis as { vikeConfigLock?: 'waiting' | (() => Promise<void>) | 'released' };

/** Takes the lock of the checkout at `root`, once per process; waits as long as a live process holds it. */
export async function takeVikeConfigLock(root: string): Promise<void> {
  if (state.vikeConfigLock) return;
  state.vikeConfigLock = 'waiting';
  const dir = path.join(root, '.tmp');
  mkdirSync(dir, { recursive: true });
  state.vikeConfigLock = await lock(dir, {
    lockfilePath: path.join(dir, 'vike-config.lock'),
    realpath: false,
    stale: 10_000,
    retries: { forever: true, minTimeout: 20, maxTimeout: 100 },
  });
}

/** Gives the lock back when Vite's configuration is resolved: Vike has run the pages' configuration files by then. */
export const releaseVikeConfigLock: Plugin = {
  name: 'release-vike-config-lock',
  async configResolved() {
    const release = state.vikeConfigLock;
    if (typeof release !== 'function') return;
    state.vikeConfigLock = 'released';
    await release();
  },
};
