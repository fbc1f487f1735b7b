/**
 * What a save carries beyond the entry's own file, which Decap cannot express: the entry moved
 * to a new file (a page given a new address), the redirects the editor chose to add to
 * content/redirects.yaml, and the entries that choose a renamed entry, rewritten to its new name. Decap renames a file only for collections of nested folders, and has
 * no way to write a second file with an entry; its backends do both (a data file's `newPath`,
 * several data files in one commit or pull request). So the preSave handler notes what to add
 * (`planSave`), and the backend, wrapped here, adds it to the very write of the entry: under
 * `npm start` the local backend writes the files, on the live site the same commit (or pull
 * request) carries them, so a page never moves without its redirect.
 */
import { parse } from 'yaml';
import { type RedirectEntry, redirectsAfterMoves } from '../content/redirect-moves.ts';
import { type EntryFile, rewriteEntryWrites } from './decap-internals.ts';
import { type AddressChange, refusedRedirect } from './redirect-offer.ts';
import { updateYaml } from './yaml-edit.ts';

/** The redirects file, as Decap's backends name files (from the repository's root). */
export const REDIRECTS_FILE = 'content/redirects.yaml';

export interface SavePlan {
  /** The entry's file as Decap will write it (the plan is for that write only). */
  path: string;
  /** The file it moves to, if the editor gave the page a new address. */
  newPath?: string;
  /** content/redirects.yaml with the added redirects, if the editor chose to add them. */
  redirects?: string;
  /** The entry's collection, and its new name when it moves. */
  collection: string;
  newSlug?: string;
  /**
   * The entries that choose this one by name, rewritten to its new name (./renames.ts): their
   * files (from the repository's root) and new texts, written with the same save; `newPath`: the
   * file one moves to (a renamed industry's case study).
   */
  also?: { path: string; raw: string; newPath?: string }[];
}

type DataFile = EntryFile;

let plan: SavePlan | undefined;
/** The move the last write made, for the editor to open the entry at its new address. */
let moved: SavePlan | undefined;

/** Notes what the next write of `plan.path` carries (or nothing: `undefined`). */
export function planSave(next: SavePlan | undefined): void {
  plan = next;
}

/** What the planned save adds, for the check before saving (./site-refusals.ts). */
export function plannedSave(): Pick<SavePlan, 'newSlug' | 'redirects' | 'also'> {
  return { newSlug: plan?.newSlug, redirects: plan?.redirects, also: plan?.also };
}

/** The entry the last write moved (once: the next call says nothing). */
export function movedEntry(): { collection: string; newSlug: string; newPath: string } | undefined {
  const last = moved;
  moved = undefined;
  return last?.newSlug && last.newPath
    ? { collection: last.collection, newSlug: last.newSlug, newPath: last.newPath }
    : undefined;
}

/**
 * The redirects file's text with `changes` added at the end of its list, the rest as written,
 * and without what would hide a page's new address (an article moved back to an address it once
 * had: ../content/redirect-moves.ts). A redirect the content check would refuse
 * (./redirect-offer.ts, refusedRedirect) is not written. `add: false`: only the hiding ones go.
 */
export function withRedirects(text: string, changes: readonly AddressChange[], add = true): string {
  const data = (parse(text) ?? {}) as { redirects?: RedirectEntry[]; gone?: string[] };
  const allowed = changes.filter((change) => !refusedRedirect(change));
  const lists = { redirects: data.redirects ?? [], gone: data.gone ?? [] };
  const after = redirectsAfterMoves(lists, allowed, { add });
  return updateYaml(text, {
    ...data,
    redirects: after.redirects,
    ...(data.gone !== undefined || after.gone.length ? { gone: after.gone } : {}),
  });
}

/** Whether saving `changes` without their redirects still changes the redirects file (it hid a new address). */
export function hidesNewAddress(text: string, changes: readonly AddressChange[]): boolean {
  return withRedirects(text, changes, false) !== text;
}

/**
 * The data files of a write, with what the plan adds when the write is the planned one.
 * `movesAll`: the backend moves files only when every file of the write names a new path
 * (decap-server's local backend), so the redirects file of a move names its own.
 */
export function plannedFiles(files: readonly DataFile[], planned: SavePlan | undefined, movesAll = false): DataFile[] {
  const entry = files[0];
  if (!planned || !entry || entry.path !== planned.path) return [...files];
  const movesEntry = planned.newPath !== undefined && planned.newPath !== entry.path;
  const moves = movesEntry || (planned.also ?? []).some((file) => file.newPath && file.newPath !== file.path);
  const moved = movesEntry
    ? { ...entry, newPath: planned.newPath }
    : moves && movesAll
      ? { ...entry, newPath: entry.path }
      : entry;
  const redirects =
    planned.redirects === undefined
      ? []
      : [
          {
            path: REDIRECTS_FILE,
            slug: 'redirects',
            raw: planned.redirects,
            ...(moves && movesAll ? { newPath: REDIRECTS_FILE } : {}),
          },
        ];
  const others = (planned.also ?? []).map(({ path, raw, newPath }) => ({
    path,
    slug: path.replace(/^.*\/|\.\w+$/g, ''),
    raw,
    ...(newPath && newPath !== path ? { newPath } : moves && movesAll ? { newPath: path } : {}),
  }));
  return [moved, ...files.slice(1), ...redirects, ...others];
}

/**
 * Makes the planned write carry its move and redirects, on Decap's backends (the local one under
 * `npm start`, GitHub on the live site; reached through ./decap-internals.ts, Decap is handed in
 * so that this module stays loadable in Node for its tests). Before CMS.init: Decap makes its
 * backend then.
 */
export function carryPlannedFiles(cms: Parameters<typeof rewriteEntryWrites>[0]): void {
  rewriteEntryWrites(cms, (files, { local }) => {
    const dataFiles = plannedFiles(files, plan, local);
    const entry = dataFiles[0];
    moved = entry?.newPath && entry.newPath !== entry.path ? plan : undefined;
    plan = undefined;
    // A move takes its own file only: otherwise both backends move every file of its folder, and
    // GitHub's tree would delete its neighbours.
    return { files: dataFiles, onlyTheseFiles: dataFiles.some((file) => file.newPath !== undefined) };
  });
}
