/**
 * The bundles of a build (Vite's browser script, Vike's page bundles) kept under .cache/build,
 * keyed by a hash of everything they are made from: the sources (src/), the public folder, the
 * Vite, TypeScript and package configuration, the lock file, and the settings that are compiled
 * into them. Content is not among them: the pages read it at render time (BuildData).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cacheFolders } from '../../src/lib/cache-folders.mjs';
import { hashFilesBelow } from '../../src/lib/fingerprint.mjs';

const INPUT_FOLDERS = ['src', 'public'];
const INPUT_FILES = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** The hash of the bundles' inputs, plus `settings` (values compiled into them). */
export function bundleKey(root: string, settings: Record<string, string | undefined>): string {
  const hash = createHash('sha256').update('bundles 1\0').update(JSON.stringify(settings));
  for (const folder of INPUT_FOLDERS) hashFilesBelow(hash, root, folder);
  for (const file of INPUT_FILES) {
    const abs = path.join(root, file);
    if (existsSync(abs)) hash.update(file).update('\0').update(readFileSync(abs));
  }
  return hash.digest('hex');
}

/** Copies the cached folders of `key` to `targets` (name → folder); false when not cached. */
export function restoreBundles(cacheDir: string, key: string, targets: Record<string, string>): boolean {
  const entry = path.join(cacheDir, 'bundles', key);
  if (!Object.keys(targets).every((name) => existsSync(path.join(entry, name)))) return false;
  for (const [name, target] of Object.entries(targets)) {
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(entry, name), target, { recursive: true });
  }
  return true;
}

/** Keeps copies of `sources` (name → folder) under `key`; written aside and renamed, never half. */
export function storeBundles(cacheDir: string, key: string, sources: Record<string, string>): void {
  const entry = path.join(cacheDir, 'bundles', key);
  const staging = `${entry}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  for (const [name, source] of Object.entries(sources)) cpSync(source, path.join(staging, name), { recursive: true });
  try {
    renameSync(staging, entry);
  } catch {
    // Another build stored the same bundles meanwhile (same key, same files): keep theirs.
    rmSync(staging, { recursive: true, force: true });
  }
  pruneBundles(path.join(cacheDir, 'bundles'));
}

/** Bundles kept: the newest few (a branch switch back finds its bundles still there). */
const KEEP_BUNDLES = 8;

function pruneBundles(dir: string): void {
  const stored = cacheFolders(dir).filter((folder) => !folder.name.endsWith('.tmp'));
  for (const old of stored.slice(KEEP_BUNDLES)) rmSync(old.path, { recursive: true, force: true });
}
