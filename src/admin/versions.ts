/**
 * No lost update: a save names the version of the file it started from, and is refused when the
 * file changed since (another tab, another editor, a change merged on the live site). A version is
 * the file's Git blob SHA: what GitHub's tree lists for each file (the live editor), and what the
 * editor computes from the text the local backend reads (`npm start`), so both compare alike.
 *
 * The version an entry started from is the text Decap read when it opened the entry (its `raw`),
 * or, after this tab saved it and the entry stayed open, the text this tab wrote: Decap keeps the
 * first `raw` until the entry is opened again. Pure apart from the digest (Web Crypto, which both
 * the browser and Node have).
 */
import { withoutBom } from '../content/source.ts';

/** The Git blob SHA of a file's text (SHA-1 of "blob <bytes>\0" and the UTF-8 bytes): `git hash-object`. */
export async function blobSha(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const head = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const all = new Uint8Array(head.length + bytes.length);
  all.set(head);
  all.set(bytes, head.length);
  const digest = await crypto.subtle.digest('SHA-1', all);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** This tab's own saves of a file: the text it opened (Decap's raw then) and the text it last wrote. */
export interface OwnSave {
  opened: string;
  written: string;
}

/**
 * The versions this tab wrote, by repository path. A write is noted when it starts (`writing`)
 * and kept once Decap reports it saved (`saved`): a write that failed changed nothing.
 */
export function ownSaves() {
  const saves = new Map<string, OwnSave>();
  let pending: { path: string; opened: string; written: string } | undefined;
  return {
    /** The text the open entry started from: what this tab last wrote, if it wrote since opening. */
    base(path: string, raw: string): string {
      const own = saves.get(path);
      return own && own.opened === raw ? own.written : raw;
    },
    /** A save of `path` begins, from the entry opened as `opened`; `written`: the file's new text. */
    writing(path: string, opened: string, written: string): void {
      pending = { path, opened, written };
    },
    /** The last write went through. */
    saved(): void {
      if (pending) saves.set(pending.path, { opened: pending.opened, written: pending.written });
      pending = undefined;
    },
    /** The last write failed or was never made. */
    dropped(): void {
      pending = undefined;
    },
  };
}

/** What a save finds when it compares versions. */
export type VersionCheck =
  | { changed: false }
  /** `theirs`: the file's text now, or undefined when the file is gone. */
  | { changed: true; theirs: string | undefined };

/**
 * Whether the file changed since the entry's version was read: `base` is the text it started
 * from, `now` the file as it is (its text, and its blob SHA where the backend names it; computed
 * from the text where not). A new entry (no base) never conflicts with itself.
 */
export async function compareVersions(
  base: string | undefined,
  now: { text: string | undefined; sha?: string },
): Promise<VersionCheck> {
  if (base === undefined || base === '') return { changed: false };
  if (now.text === undefined) return { changed: true, theirs: undefined };
  // The reader drops a byte-order mark that the bytes (and so their SHA) may hold: the same text is the same version.
  if (withoutBom(base) === now.text) return { changed: false };
  const current = now.sha ?? (await blobSha(now.text));
  return current === (await blobSha(base)) ? { changed: false } : { changed: true, theirs: now.text };
}
