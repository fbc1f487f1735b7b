/**
 * The previous build's site: out of the way at once, its page files written over in place, the
 * rest deleted once nobody waits for it.
 *
 * Why not simply delete it first: a site is a thousand folders and files, and freeing and
 * allocating that many inodes costs the file system far more than writing the pages (on this
 * machine's ext4, mounted with `discard`, the new pages were written three to eight times
 * slower after the old ones were deleted). A page written over its old file costs one write.
 *
 *   setAside(site)            renames the site folder to a sibling (one rename), so every step
 *                             of the build starts from an empty folder, as before;
 *   reusePageFolders(...)     moves the old page folders (blog/, services/, …) back before the
 *                             pages are rendered, so each page lands on its old file;
 *   writeOver(file, text)     writes a page over its old file, in place;
 *   removeStaleFiles(...)     deletes what those folders held that this build did not write;
 *   removeInBackground(...)   hands the rest of the old site to a detached process.
 */
import { spawn } from 'node:child_process';
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  ftruncateSync,
  openSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

const ASIDE = '.previous-';

export interface PreviousSite {
  /** The old site, renamed; undefined when there was none. */
  folder?: string;
  /** What to delete when the build ends: the old site, and any a build that stopped early left behind. */
  remove: string[];
}

/** Renames `site` to a sibling `<name>.previous-<pid>-<time>`; where the rename fails, deletes it now. */
export function setAside(site: string): PreviousSite {
  const parent = path.dirname(site);
  const prefix = `${path.basename(site)}${ASIDE}`;
  const leftovers = existsSync(parent)
    ? readdirSync(parent)
        .filter((name) => name.startsWith(prefix))
        .map((name) => path.join(parent, name))
    : [];
  if (!existsSync(site)) return { remove: leftovers };
  const folder = path.join(parent, `${prefix}${process.pid}-${Date.now()}`);
  try {
    renameSync(site, folder);
  } catch {
    rmSync(site, { recursive: true, force: true });
    return { remove: leftovers };
  }
  return { folder, remove: [...leftovers, folder] };
}

/**
 * Moves the old site's top-level folders that hold pages of this build (the first segment of
 * `pageFiles`, posix paths relative to the site) back into `site`, unless this build already
 * made one of that name. Returns the folders moved, by name.
 */
export function reusePageFolders(previous: PreviousSite, site: string, pageFiles: readonly string[]): string[] {
  if (!previous.folder) return [];
  const names = new Set(pageFiles.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!));
  const moved: string[] = [];
  for (const name of names) {
    const from = path.join(previous.folder, name);
    const to = path.join(site, name);
    if (!existsSync(from) || existsSync(to)) continue;
    renameSync(from, to);
    moved.push(name);
  }
  return moved;
}

/**
 * Writes `text` into `file`. An existing file is written over from its start and then cut to the
 * new length: its blocks are reused, where truncating it first would free them and allocate new
 * ones (eight times slower here). A file with other names (a page hard-linked from the page
 * cache) is replaced instead, never written through.
 */
export function writeOver(file: string, text: string): void {
  let fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o666);
  try {
    if (fstatSync(fd).nlink > 1) {
      unlinkSync(file);
      closeSync(fd);
      fd = openSync(file, 'w');
    }
    const bytes = Buffer.from(text);
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, done);
    ftruncateSync(fd, bytes.length);
  } finally {
    closeSync(fd);
  }
}

/**
 * Deletes every file in the `folders` of `site` that is not one of `keep` (posix paths relative
 * to the site), and every folder left empty: pages of routes that no longer exist.
 */
export function removeStaleFiles(site: string, folders: readonly string[], keep: readonly string[]): void {
  const kept = new Set(keep);
  const visit = (relative: string): boolean => {
    let empty = true;
    for (const entry of readdirSync(path.join(site, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (visit(child)) rmdirSync(path.join(site, child));
        else empty = false;
      } else if (kept.has(child)) {
        empty = false;
      } else {
        unlinkSync(path.join(site, child));
      }
    }
    return empty;
  };
  for (const folder of folders) if (visit(folder)) rmdirSync(path.join(site, folder));
}

/** Deletes the old site in a detached process that outlives this one (here, if it cannot start). */
export function removeInBackground(previous: PreviousSite): void {
  const folders = previous.remove;
  if (folders.length === 0) return;
  const remover = spawn(
    process.execPath,
    [
      '-e',
      'for (const f of process.argv.slice(1)) require("node:fs").rmSync(f, { recursive: true, force: true })',
      ...folders,
    ],
    { detached: true, stdio: 'ignore' },
  );
  remover.on('error', () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  remover.unref();
}
