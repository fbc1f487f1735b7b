/**
 * Puts a file that the build publishes as it is (Decap's 18 MB of prebuilt files) into the site
 * without copying its bytes: a hard link where the file system allows one (the same file system,
 * as node_modules and dist are in a clone), else a copy-on-write clone where it can (btrfs, XFS,
 * APFS), else a plain copy. The site stays a plain folder of files: a static host's upload, a
 * zip or `npm start` reads a hard-linked file like any other. What must never happen is a write
 * into it through the site (it would change node_modules): nothing of the build writes into a
 * file it did not create, and replacing it (a rebuild, rm -r dist) only unlinks the site's name.
 */
import { constants, copyFileSync, linkSync, rmSync } from 'node:fs';

/** Links (or clones, or copies) `from` to `to`, replacing a file already at `to`. */
export function linkOrCopy(from: string, to: string): 'linked' | 'copied' {
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
    return 'linked';
  } catch {
    // Another file system (EXDEV), or one without hard links: clone where possible, else copy.
    copyFileSync(from, to, constants.COPYFILE_FICLONE);
    return 'copied';
  }
}
