// @ts-check
/**
 * The one way the caches fingerprint a folder. JavaScript, so that the compiler of the commands
 * (./compile.mjs), which runs before any TypeScript can, uses it as well as the build's caches.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Adds every file below `root`/`folder` (path relative to `root`, then bytes) to `hash`, in a
 * stable order. A missing folder adds nothing.
 *
 * @param {import('node:crypto').Hash} hash
 * @param {string} root
 * @param {string} folder
 * @param {(name: string) => boolean} [include] which file names count (default: all)
 */
export function hashFilesBelow(hash, root, folder, include = () => true) {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return;
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && include(d.name))
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
}
