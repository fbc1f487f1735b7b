/**
 * The build's own check, run in the editor before an entry is saved or deleted: the content
 * pipeline (src/content/check-site.ts, the code `npm run check` runs) over the site's files as
 * they are, and as they would be with this change. A problem in the changed entry refuses the
 * save; so does a problem the change would bring into another entry (a post whose "next" is the
 * one being deleted). Problems that were there before are not this change's doing.
 *
 * Pure: the texts come from ./content-texts.ts; Decap is not imported, so tests run it in Node.
 */
import { checkLoaded } from '../content/check-site.ts';
import { kebabName } from '../content/files.ts';
import { COLLECTION_DIRS, DATA_FILES, displayPath, loadContent } from '../content/load.ts';
import type { Problem } from '../content/problems.ts';

/** The content files by path relative to content/ ("blog/ai-basics.md"), with their text. */
export type ContentTexts = ReadonlyMap<string, string>;

/** Where the editor's check reads content from: the same layout as content/ in the repository. */
const CONTENT_DIR = '/content';

export interface CheckOptions {
  now: Date;
  /** Pictures known to be missing (under /images/…); any other is taken to exist. */
  missingImages?: ReadonlySet<string>;
}

/** The site's problems with these texts, exactly as `npm run check` finds them in the same files. */
export function checkTexts(texts: ContentTexts, options: CheckOptions): Problem[] {
  return checkLoadedTexts(texts, options).problems;
}

/**
 * The texts loaded as the check loads them; `relative` names a loaded entry's file (its `file`)
 * relative to content/, `dataFile` names a data file (`not-found.yaml`) as the loader does.
 */
export function loadTexts(texts: ContentTexts) {
  const files = [...texts.keys()].sort();
  const loaded = loadContent(
    {
      dir: CONTENT_DIR,
      files,
      read: (abs) => texts.get(abs.slice(CONTENT_DIR.length + 1)) ?? '',
    },
    false,
  );
  // The loader names files from the working directory: /content/… in Node, content/… in a browser.
  const relative = (file: string) => file.replace(/^\/?content\//, '');
  const dataFile = (name: string) => displayPath(`${CONTENT_DIR}/${name}`);
  return { loaded, relative, dataFile };
}

function checkLoadedTexts(texts: ContentTexts, options: CheckOptions) {
  const { loaded } = loadTexts(texts);
  const missing = options.missingImages ?? new Set();
  const check = checkLoaded(loaded, { now: options.now, preview: false, imageExists: (url) => !missing.has(url) });
  // Named like `npm run check` names them (content/…), in a browser and in Node alike.
  const problems = check.problems.map((p) => ({ ...p, file: p.file.replace(/^\//, '') }));
  return { ...check, problems, loaded };
}

/** The images an entry's text refers to, as the check reads them (for ./content-texts.ts to look up). */
export function imagesOf(file: string, text: string, options: { now: Date }): string[] {
  const { loaded } = checkLoadedTexts(new Map([[file, text]]), options);
  return loaded.images.map((ref) => ref.url);
}

/** A change to check: an entry's file (relative to content/) with its new text, or without: deleted. */
export interface EntryChange {
  file: string;
  text?: string;
  /** The entry's file before this save, when the save moves it (a page given a new address). */
  movedFrom?: string;
  /** Other files this save writes with the entry (content/redirects.yaml), by path relative to content/. */
  also?: ReadonlyMap<string, string>;
  /** Other files this save moves away (a renamed industry's case study, under its old name). */
  removed?: readonly string[];
}

export interface ChangeVerdict {
  /** Problems in the changed entry itself. */
  own: Problem[];
  /** Problems the change brings into other entries. */
  others: Problem[];
}

const keyOf = (p: Problem) => `${p.file}\u0000${p.field}\u0000${p.message}`;

/** What the site's check says of `change`, against the site as it is (`before`). */
export function checkChange(before: ContentTexts, change: EntryChange, options: CheckOptions): ChangeVerdict {
  const after = new Map(before);
  if (change.movedFrom) after.delete(change.movedFrom);
  if (change.text === undefined) after.delete(change.file);
  else after.set(change.file, change.text);
  for (const file of change.removed ?? []) after.delete(file);
  for (const [file, text] of change.also ?? []) after.set(file, text);
  const earlier = new Set(checkTexts(before, options).map(keyOf));
  const own = `content/${change.file}`;
  const problems = checkTexts(after, options);
  return {
    own: problems.filter((p) => p.file === own),
    others: problems.filter((p) => p.file !== own && !earlier.has(keyOf(p))),
  };
}

/** Decap's collection of a content folder, and back (the generated configuration's names). */
const FOLDER_COLLECTIONS: Record<string, string> = Object.fromEntries(
  Object.entries(COLLECTION_DIRS).map(([collection, dir]) => [dir, collection]),
);

/**
 * The file (relative to content/) of an entry of the editor, or undefined for one the site does not
 * check. A new entry has no name yet: it gets the one Decap will give it, from its address field
 * or else its title.
 */
export function entryFile(collection: string, slug: string, data: Record<string, unknown>): string | undefined {
  if (collection === 'pages') return DATA_FILES[slug as keyof typeof DATA_FILES]?.file;
  const dir = COLLECTION_DIRS[collection as keyof typeof COLLECTION_DIRS];
  if (!dir) return undefined;
  const name = slug || kebabName(String(data.slug || data.title || ''));
  if (!name) return undefined;
  return `${dir}/${name}.${collection === 'posts' || collection === 'legal' ? 'md' : 'yaml'}`;
}

/** The editor's address of the entry a file (as problems name it: content/…) holds. */
export function entryLink(file: string): string | undefined {
  const rel = file.replace(/^content\//, '');
  const data = Object.entries(DATA_FILES).find(([, d]) => d.file === rel);
  if (data) return `#/collections/pages/entries/${data[0]}`;
  const match = /^([^/]+)\/([^/]+)\.(md|yaml)$/.exec(rel);
  const collection = match && FOLDER_COLLECTIONS[match[1]!];
  return collection ? `#/collections/${collection}/entries/${match![2]}` : undefined;
}

/** A problem's field as a path: `sections[2].items[1]` → ['sections', 2, 'items', 1]. */
export function fieldPath(field: string): (string | number)[] {
  return [...field.matchAll(/[^.[\]]+/g)].map((m) => (/^\d+$/.test(m[0]) ? Number(m[0]) : m[0]));
}

/** One line of a refusal about another entry: which entry, which field, in the check's words. */
export function otherEntryLine(problem: Problem): string {
  const field = problem.field ? ` (${problem.item ? `${problem.field} in ${problem.item}` : problem.field})` : '';
  return `${problem.file}${field}: ${problem.message}`;
}
