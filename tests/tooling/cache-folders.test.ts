/**
 * Listing a cache's folders for pruning (src/lib/cache-folders.mjs) while other processes rename
 * and remove folders in it: a build and its worker threads, or parallel test files, share
 * .cache/compiled and .cache/build.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheFolders } from '../../src/lib/cache-folders.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A folder in `dir` whose last change was `daysAgo` days ago. */
function folderChanged(name: string, daysAgo: number): void {
  mkdirSync(path.join(dir, name));
  const time = new Date(Date.UTC(2026, 0, 31 - daysAgo));
  utimesSync(path.join(dir, name), time, time);
}

describe('cacheFolders', () => {
  it('lists the folders newest first, without files', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cache-folders-'));
    folderChanged('middle', 2);
    folderChanged('oldest', 5);
    folderChanged('newest', 0);
    writeFileSync(path.join(dir, 'entry.txt'), 'not a folder');
    expect(cacheFolders(dir).map((folder) => folder.name)).toEqual(['newest', 'middle', 'oldest']);
    expect(cacheFolders(dir)[0]?.path).toBe(path.join(dir, 'newest'));
  });

  it('leaves out a folder renamed or removed by another thread between the listing and its stat', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cache-folders-'));
    folderChanged('kept', 1);
    mkdirSync(path.join(dir, 'moving.tmp'));
    // Another thread renames a folder back and forth, as compile.mjs puts a bundle in place,
    // and removes and re-creates another, as a pruning build does, until told to stop.
    // [0]: set to stop it; [1]: rounds done so far.
    const shared = new Int32Array(new SharedArrayBuffer(8));
    const churn = new Worker(
      `const { renameSync, mkdirSync, rmSync } = require('node:fs');
       const path = require('node:path');
       const { workerData: { dir, shared } } = require('node:worker_threads');
       while (Atomics.load(shared, 0) === 0) {
         renameSync(path.join(dir, 'moving.tmp'), path.join(dir, 'moving'));
         renameSync(path.join(dir, 'moving'), path.join(dir, 'moving.tmp'));
         mkdirSync(path.join(dir, 'pruned'));
         rmSync(path.join(dir, 'pruned'), { recursive: true });
         Atomics.add(shared, 1, 1);
       }`,
      { eval: true, workerData: { dir, shared } },
    );
    const ended = new Promise<void>((resolve, reject) => {
      churn.once('exit', () => resolve());
      churn.once('error', reject);
    });
    // Listing goes on until the other thread has changed the folders many times meanwhile,
    // however the two threads happen to be scheduled.
    const roundsBefore = Atomics.load(shared, 1);
    try {
      for (let listing = 0; listing < 3000 || Atomics.load(shared, 1) - roundsBefore < 300; listing++) {
        const names = cacheFolders(dir).map((folder) => folder.name);
        expect(names).toContain('kept');
        expect(names.length).toBeLessThanOrEqual(3);
      }
    } finally {
      Atomics.store(shared, 0, 1);
      await ended;
    }
  });
});
