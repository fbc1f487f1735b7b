// @ts-check
/**
 * The folders a cache keeps, with their ages, for pruning. JavaScript, so that the compiler of
 * the commands (./compile.mjs), which runs before any TypeScript can, uses it as well as the
 * build's caches.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The folders directly in `dir` with their last change, newest first. Other processes prune and
 * rename in the same cache at the same time: a folder that goes between the listing and its
 * stat is simply not listed.
 *
 * @param {string} dir
 * @returns {{ name: string; path: string; mtimeMs: number }[]}
 */
export function cacheFolders(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = path.join(dir, entry.name);
      const stats = statSync(folder, { throwIfNoEntry: false });
      return stats ? [{ name: entry.name, path: folder, mtimeMs: stats.mtimeMs }] : [];
    })
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
}
