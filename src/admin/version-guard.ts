/**
 * Wires the version check (./versions.ts) into Decap's save: main.tsx's preSave asks `check`
 * before anything is written; the write itself (Decap's backend, wrapped through
 * ./decap-internals.ts) notes the text this tab writes, and postSave keeps it as the version the
 * open entry now stands on. A refused save shows both versions (./conflict.ts).
 */

import { showConflict } from './conflict.ts';
import type { DraftReader } from './content-texts.ts';
import { rewriteEntryWrites } from './decap-internals.ts';
import type { SaveGuard } from './save-guard.ts';
import { Refusal } from './validate.ts';
import { CONFLICT_TEXTS } from './version-texts.ts';
import { compareVersions, ownSaves } from './versions.ts';

export interface VersionGuard {
  /**
   * Refuses (throws the refusal) a save of the entry at `path` (repository path), opened as
   * `raw`, when its file changed since; `yours`: the text this save would write. `entry`: its
   * collection and name, which name its draft branch in the editorial workflow.
   */
  check(path: string, raw: string, yours: () => string, entry: { collection: string; slug: string }): Promise<void>;
  /** Decap reported the save done (its postSave event). */
  saved(): void;
}

/**
 * `draftOf` reads an entry's draft: with the editorial workflow (the live editor) a save goes onto
 * the entry's draft branch, so where the entry has a draft the version it overwrites is the
 * draft's, not the published file's (which the draft's merge brings in when it is published).
 */
export function guardVersions(
  cms: Parameters<typeof rewriteEntryWrites>[0],
  guard: SaveGuard,
  draftOf: DraftReader = async () => undefined,
): VersionGuard {
  const own = ownSaves();
  let expected: { path: string; opened: string } | undefined;
  rewriteEntryWrites(cms, (files) => {
    const entry = files[0];
    if (entry && expected && entry.path === expected.path) own.writing(entry.path, expected.opened, entry.raw);
    expected = undefined;
    return { files: [...files], onlyTheseFiles: false };
  });
  return {
    async check(path, raw, yours, entry) {
      own.dropped();
      expected = undefined;
      if (!path || !raw) return;
      const draft = entry.slug ? await draftOf(entry.collection, entry.slug, path) : undefined;
      const now = draft ?? (await guard.version(path.replace(/^content\//, '')));
      const result = await compareVersions(own.base(path, raw), now);
      if (result.changed) {
        showConflict(path, result.theirs, yours());
        throw new Refusal(CONFLICT_TEXTS.refusal);
      }
      expected = { path, opened: raw };
    },
    saved: () => own.saved(),
  };
}
