/**
 * The site's check in the editor's save and delete (./save-guard.ts), wired to Decap: the check
 * runs after the entry's own schema check in main.tsx's preSave; its problems are shown on the
 * fields (./field-problems.tsx) and listed in the refusal. Kept apart from main.tsx so that the
 * editor's other additions (redirects, …) register beside it.
 */
import type { CollectionHelpers, DecapCollection } from './collections.ts';
import { showFieldProblems } from './field-problems.tsx';
import { SOURCE_KEY } from './formats.ts';
import { REDIRECTS_FILE } from './page-moves.ts';
import type { RefusalNoteContent } from './refusal-note.ts';
import { otherEntryWords } from './refusal-words.ts';
import type { SaveGuard } from './save-guard.ts';
import { entryFile, fieldPath } from './site-check.ts';
import { NOT_SAVED } from './validate.ts';

type Data = Record<string, unknown>;

export interface SaveAttempt {
  collection: string;
  /** '' for an entry not saved yet. */
  slug: string;
  /** The values as checked by the schema (what the file will hold). */
  values: Data;
  /** The values as the form holds them, to find the fields. */
  formValues: Data;
  /** The entry's file as it was read ('' for a new one). */
  raw: string;
  /** Pictures uploaded with this save (/images/…). */
  uploads: string[];
  /** The entry's new name, when this save moves it to a new address. */
  newSlug?: string;
  /** content/redirects.yaml as this save writes it, when it adds redirects. */
  redirects?: string;
  /**
   * The other entries this save writes (a renamed entry's references), from the repository's root;
   * `newPath`: where one moves (a renamed industry's case study).
   */
  also?: { path: string; raw: string; newPath?: string }[];
}

/**
 * Undefined when the site's check accepts the save; else the refusal: the open entry's problems
 * by the labels of its form, another entry's by that entry's kind, title and fields, with a link.
 */
export async function siteRefusal(
  attempt: SaveAttempt,
  helpers: CollectionHelpers,
  guard: SaveGuard,
  collections: readonly DecapCollection[],
): Promise<RefusalNoteContent | undefined> {
  const file = entryFile(attempt.collection, attempt.newSlug ?? attempt.slug, attempt.values);
  if (!file) return undefined;
  const text = helpers.text({ ...attempt.values, [SOURCE_KEY]: { text: attempt.raw, entry: attempt.slug } });
  const { own, others } = await guard.checkSave(file, text, attempt.uploads, {
    movedFrom: attempt.newSlug ? entryFile(attempt.collection, attempt.slug, attempt.values) : undefined,
    also: alsoWritten(attempt),
    removed: movedAway(attempt),
  });
  showFieldProblems(
    attempt.formValues,
    own.filter((p) => p.field).map((p) => ({ path: fieldPath(p.field), message: p.message })),
  );
  if (!own.length && !others.length) return undefined;
  const label = helpers.labels(attempt.slug);
  const lines = [
    ...own.map((p) => ({ text: `${p.field ? label(fieldPath(p.field)) : 'This entry'}: ${p.message}` })),
    ...others.map((p) => otherEntryWords(p, guard.lastRead(p.file.replace(/^content\//, '')), collections)),
  ];
  return { heading: NOT_SAVED, lines };
}

const inContent = (path: string) => path.replace(/^content\//, '');

/** The other files the save writes, by path relative to content/ (undefined: none); a moved one at its new path. */
function alsoWritten(attempt: SaveAttempt): Map<string, string> | undefined {
  const files = [
    ...(attempt.redirects === undefined ? [] : [{ path: REDIRECTS_FILE, raw: attempt.redirects }]),
    ...(attempt.also ?? []).map(({ path, raw, newPath }) => ({ path: newPath ?? path, raw })),
  ];
  return files.length ? new Map(files.map(({ path, raw }) => [inContent(path), raw])) : undefined;
}

/** The other files the save moves away, by path relative to content/. */
function movedAway(attempt: SaveAttempt): string[] {
  return (attempt.also ?? []).flatMap(({ path, newPath }) => (newPath && newPath !== path ? [inContent(path)] : []));
}

/** Clears the marks of the last refusal (another entry opened, or a save went through). */
export function clearRefusal(): void {
  showFieldProblems(undefined, []);
}
