/**
 * The build's one cache, for what costs much to make and changes little: the AVIF/WebP variants
 * of a photo (several seconds each, half a minute for a large one). Each is kept under
 * .cache/build/<name>-<hash> by a hash of everything it is made from, so a build makes it again
 * only when one of those changed. BUILD_CACHE=off makes everything afresh and keeps nothing;
 * BUILD_CACHE_DIR moves it. (The editor's bundle, the social PNGs and svgo's output are made afresh
 * in every build, beside Vike's: scripts/build/site.ts.)
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs `use` on the folder `make` fills for these inputs: the cached one, or a new one. A new
 * entry replaces the entries of the same name (earlier versions of the same output).
 */
export async function withCached<T>(
  name: string,
  inputs: readonly (string | Uint8Array)[],
  make: (dir: string) => Promise<void>,
  use: (dir: string) => T,
): Promise<T> {
  if (process.env.BUILD_CACHE === 'off') {
    const dir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
    try {
      await make(dir);
      return use(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const cacheDir = path.resolve(process.env.BUILD_CACHE_DIR ?? '.cache/build');
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(input).update('\0');
  const entry = `${name}-${hash.digest('hex').slice(0, 16)}`;
  const dir = path.join(cacheDir, entry);
  if (existsSync(dir)) {
    const now = new Date();
    utimesSync(dir, now, now);
    return use(dir);
  }
  // Made aside and renamed into place, so that no build ever reads half an entry.
  const staging = `${dir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await make(staging);
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another build made the same entry first: the two are the same.
    if (!existsSync(dir)) throw error;
  }
  for (const other of readdirSync(cacheDir)) {
    if (other !== entry && other.startsWith(`${name}-`) && !other.endsWith('.tmp'))
      rmSync(path.join(cacheDir, other), { recursive: true, force: true });
  }
  return use(dir);
}
