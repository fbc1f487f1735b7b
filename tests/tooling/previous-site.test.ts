/**
 * The previous build's site (scripts/lib/previous-site.ts): set aside in one rename, its page
 * folders moved back under the new site, what this build did not write deleted, the rest
 * removed by a process that outlives the build.
 */
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  removeInBackground,
  removeStaleFiles,
  reusePageFolders,
  setAside,
  writeOver,
} from '../../scripts/lib/previous-site.ts';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder holding `files` (relative path → text). */
function folderWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'previous-site-'));
  temps.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** Every file below `dir`, as sorted posix paths. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('the previous site', () => {
  it('is set aside in one rename, together with what an interrupted build left behind', () => {
    const out = folderWith({ 'client/index.html': 'old', 'client.previous-1-2/index.html': 'older' });
    const site = path.join(out, 'client');
    const previous = setAside(site);
    expect(existsSync(site)).toBe(false);
    expect(previous.folder).toMatch(/client\.previous-\d+-\d+$/);
    expect(readFileSync(path.join(previous.folder!, 'index.html'), 'utf8')).toBe('old');
    expect(previous.remove.map((f) => path.basename(f)).sort()).toEqual(
      ['client.previous-1-2', path.basename(previous.folder!)].sort(),
    );
    expect(setAside(path.join(out, 'nothing-here'))).toEqual({ remove: [] });
  });

  it('gives back the folders that hold pages of this build, never one this build already made', () => {
    const out = folderWith({
      'client/blog/a/index.html': 'old a',
      'client/blog/gone/index.html': 'old gone',
      'client/images/old.png': 'old image',
      'client/services/index.html': 'old services',
      'client/index.html': 'old home',
    });
    const site = path.join(out, 'client');
    const previous = setAside(site);
    mkdirSync(path.join(site, 'services'), { recursive: true }); // made by this build (e.g. from public/)
    const pages = ['index.html', 'blog/a/index.html', 'blog/b/index.html', 'services/index.html'];
    expect(reusePageFolders(previous, site, pages)).toEqual(['blog']);
    expect(filesBelow(site)).toEqual(['blog/a/index.html', 'blog/gone/index.html']);
    expect(filesBelow(previous.folder!)).toEqual(['images/old.png', 'index.html', 'services/index.html']);
    expect(reusePageFolders({ remove: [] }, site, pages)).toEqual([]);
  });

  it('has a page written over its old file in place, whatever the lengths, and a linked file replaced, not written through', () => {
    const site = folderWith({ 'long.html': 'an old page, longer than the new one', 'short.html': 'old' });
    const long = path.join(site, 'long.html');
    const inode = statSync(long).ino;
    writeOver(long, 'new page');
    expect(readFileSync(long, 'utf8')).toBe('new page');
    expect(statSync(long).ino).toBe(inode); // the same file, written over
    writeOver(path.join(site, 'short.html'), 'a new page, longer than the old one: ünïcode too');
    expect(readFileSync(path.join(site, 'short.html'), 'utf8')).toBe(
      'a new page, longer than the old one: ünïcode too',
    );
    writeOver(path.join(site, 'new.html'), 'a page with no old file');
    expect(readFileSync(path.join(site, 'new.html'), 'utf8')).toBe('a page with no old file');

    // A page hard-linked from the page cache: the cache entry keeps its bytes.
    const cached = path.join(folderWith({ 'entry.html': 'the cached page' }), 'entry.html');
    const linked = path.join(site, 'linked.html');
    linkSync(cached, linked);
    writeOver(linked, 'a page rendered anew');
    expect(readFileSync(linked, 'utf8')).toBe('a page rendered anew');
    expect(readFileSync(cached, 'utf8')).toBe('the cached page');
    expect(statSync(cached).nlink).toBe(1);
  });

  it('loses, in the folders given back, every file this build did not write and every folder left empty', () => {
    const site = folderWith({
      'blog/a/index.html': 'new a',
      'blog/gone/index.html': 'old gone',
      'blog/gone/deeper/index.html': 'old deeper',
      'blog/stray.txt': 'old stray',
      'blog/index.html': 'new blog',
      'services/x/index.html': 'not given back: kept',
    });
    removeStaleFiles(site, ['blog'], ['blog/a/index.html', 'blog/index.html', 'services/y/index.html']);
    expect(filesBelow(site)).toEqual(['blog/a/index.html', 'blog/index.html', 'services/x/index.html']);
    expect(existsSync(path.join(site, 'blog', 'gone'))).toBe(false);

    const emptied = folderWith({ 'old/index.html': 'old' });
    removeStaleFiles(emptied, ['old'], []);
    expect(readdirSync(emptied)).toEqual([]);
  });

  it('is deleted by a detached process that outlives the build', async () => {
    const out = folderWith({ 'client/blog/a/index.html': 'old', 'client.previous-1-2/x': 'older' });
    const previous = setAside(path.join(out, 'client'));
    removeInBackground(previous);
    await vi.waitFor(() => expect(readdirSync(out)).toEqual([]), { timeout: 20_000, interval: 50 });
  });
});
