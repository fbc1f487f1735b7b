/**
 * The build's one cache, for what costs much to make and changes little: the AVIF/WebP variants
 * of a photo (several seconds each, half a minute for a large one), each SVG made safe and
 * optimised (jsdom, DOMPurify and svgo: about a second of CPU for the site's 19), the social and
 * e-mail PNGs (sharp's SVG renderer) and the editor's bundle (Vite, half a second to a second).
 * Each is kept under .cache/build/<name>-<hash> by a hash of everything it is made from, so a
 * build makes it again only when one of those changed, and a cold build (a fresh clone, a CI
 * runner) makes each once. BUILD_CACHE=off makes everything afresh and keeps nothing;
 * BUILD_CACHE_DIR moves it.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * How long an entry stays after another of its name was made. Two builds may run at once with
 * different inputs (the tests' editor sites, each with its own API address in VITE_SUPABASE_URL):
 * removing the other's entry at once pulled the folder from under the build copying it.
 */
export const KEPT_UNUSED_MS = 60 * 60_000;

/**
 * Runs `use` on the folder `make` fills for these inputs: the cached one, or a new one. A new
 * entry replaces the entries of the same name (earlier versions of the same output) that no build
 * has used for KEPT_UNUSED_MS.
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
  // Made aside and renamed into place, so that no build ever reads half an entry; aside per call,
  // as one process may make the same entry twice at once (two social PNGs of the same picture).
  const staging = `${dir}.${process.pid}-${randomUUID().slice(0, 8)}.tmp`;
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
  removeUnused(cacheDir, name, entry);
  return use(dir);
}

/** Removes the entries named `name` other than `kept` that no build has used for KEPT_UNUSED_MS. */
function removeUnused(cacheDir: string, name: string, kept: string): void {
  for (const other of readdirSync(cacheDir)) {
    if (other === kept || !other.startsWith(`${name}-`) || other.endsWith('.tmp')) continue;
    const dir = path.join(cacheDir, other);
    // A use touches its entry (above), so a recent time means a build may be reading it now.
    const lastUsed = statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - lastUsed >= KEPT_UNUSED_MS) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Vike's transpiled copy of a pages' configuration file (`+config.ts.build-<12 hex>.mjs`, Vike's
 * own pattern): written beside the file while a Vike process starts and deleted again, so not an
 * input. The editor's bundle is keyed while the pages' build beside it starts: a key that listed
 * one would read a file deleted between the listing and the read (ENOENT, a failed build).
 */
const VIKE_TRANSIENT_FILE = /\.build-[a-z0-9]{12}\.mjs$/;

/**
 * The inputs a cache key is made of for files: each file's path (relative to `root`, so that two
 * clones share nothing by accident yet one clone's entries survive a move) and its bytes, for
 * every file under `paths` (files or folders; a missing one counts as absent), in a fixed order.
 * Vike's transient files are left out (VIKE_TRANSIENT_FILE).
 */
export function fileInputs(root: string, paths: readonly string[]): (string | Uint8Array)[] {
  const inputs: (string | Uint8Array)[] = [];
  for (const rel of paths) {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) {
      inputs.push(`${rel}: absent`);
      continue;
    }
    const names = statSync(abs).isDirectory()
      ? readdirSync(abs, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && !VIKE_TRANSIENT_FILE.test(entry.name))
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
          .sort()
      : [rel];
    for (const name of names) inputs.push(name.split(path.sep).join('/'), readFileSync(path.join(root, name)));
  }
  return inputs;
}
