/**
 * A rename carries its references: when a save renames an entry that others choose by name (a
 * service's slug that a landing page and the 404 page show, an article another names as previous
 * or next, a review's name, a question), every entry that chooses it is rewritten to the new name,
 * and every link to the page's old address to its new one, and written with the same save
 * (./page-moves.ts), so the site's check passes in one commit. Which fields choose which entries
 * is the content's own list (../content/choices.ts), the one the check holds them to; the links
 * are those the check follows. Pure: Decap is not imported, so the tests run it in Node.
 */
import { parse } from 'yaml';
import { type EntryRename, entryChoices, referencesTo } from '../content/choices.ts';
import { dayIn } from '../content/day.ts';
import type { CheckedContent } from '../content/index.ts';
import type { ContentReference } from '../content/load.ts';
import { ownPath } from '../content/own-links.ts';
import { splitFrontMatter } from '../content/source.ts';
import { type ContentTexts, fieldPath, loadTexts } from './site-check.ts';
import { updateYaml } from './yaml-edit.ts';

type Data = Record<string, unknown>;

/** The names of a list's entries, by position (a service's slug, a question). */
const namesOf = (items: unknown, key: string) =>
  Array.isArray(items) ? items.map((item) => String((item as Data | null)?.[key] ?? '')) : [];

/**
 * Renames in a list edited in place, matched by position: the entry at `i` had a name no entry
 * has now, and has a name no entry had. (An entry removed, or two swapped, is no rename.)
 */
function listRenames(before: readonly string[], after: readonly string[], kind: EntryRename['kind']): EntryRename[] {
  return before.flatMap((from, i) => {
    const to = after[i];
    if (!from || !to || after.includes(from) || before.includes(to)) return [];
    return [{ kind, from, to }];
  });
}

/** The lists of the data files whose entries others choose: the entry, its list's name key, and the kind. */
const CHOSEN_LISTS = {
  services: { key: 'slug', kind: 'service' },
  industries: { key: 'slug', kind: 'industry' },
  testimonials: { key: 'name', kind: 'testimonial' },
  faqs: { key: 'question', kind: 'faq' },
} as const;

/** The folder collections whose entries are pages, named by their file: the kind of their rename. */
const PAGE_KINDS: Partial<Record<string, EntryRename['kind']>> = { posts: 'post', landing: 'landing', legal: 'legal' };

/**
 * Whether a save of entry `slug` of `collection` can take an address away or rename what others
 * choose: a page's own entry, or a list others choose from (for any other, nothing is read).
 */
export function mayMoveOrRename(collection: string, slug: string): boolean {
  if (collection === 'pages') return Object.hasOwn(CHOSEN_LISTS, slug);
  return Object.hasOwn(PAGE_KINDS, collection);
}

/**
 * What saving `values` as entry `slug` of `collection` renames, of the entries others choose.
 * `published`: the site's content (./renames.ts contentNow); `newSlug`: the entry's file name after
 * the save, when the editor moves it.
 */
export function renamesOf(
  collection: string,
  slug: string,
  values: Data,
  published: Pick<CheckedContent, keyof typeof CHOSEN_LISTS>,
  newSlug?: string,
): EntryRename[] {
  const page = PAGE_KINDS[collection];
  if (page) return newSlug && slug && newSlug !== slug ? [{ kind: page, from: slug, to: newSlug }] : [];
  if (collection !== 'pages' || !Object.hasOwn(CHOSEN_LISTS, slug)) return [];
  const { key, kind } = CHOSEN_LISTS[slug as keyof typeof CHOSEN_LISTS];
  const name = slug as keyof typeof CHOSEN_LISTS;
  return listRenames(namesOf(published[name].items, key), namesOf(values.items, key), kind);
}

/** The parts of the site's content a save's renames and lost addresses are judged against. */
type Judged = 'services' | 'industries' | 'testimonials' | 'faqs' | 'redirects' | 'posts' | 'landing' | 'legal';

/**
 * The site's content as its files hold it now, not as the editor was opened with (an earlier save
 * of this session may have moved an article or renamed a service since): the lists others choose
 * from, the redirects, and the pages with their state on `now`. A data file that does not load is
 * left out, for the content the editor opened with to stand in.
 */
export function contentNow(texts: ContentTexts, now: Date): Partial<Pick<CheckedContent, Judged>> {
  const { partial } = loadTexts(texts).loaded;
  const today = dayIn(partial.site?.timeZone ?? 'UTC', now);
  const status = (entry: { draft?: boolean; date: string }) =>
    entry.draft ? ('draft' as const) : entry.date > today ? ('scheduled' as const) : ('live' as const);
  const lists = Object.fromEntries(
    (['services', 'industries', 'testimonials', 'faqs', 'redirects'] as const).flatMap((name) =>
      partial[name] ? [[name, partial[name]]] : [],
    ),
  );
  return {
    ...lists,
    posts: partial.posts.map((post) => ({ ...post, status: status(post) })),
    landing: partial.landing.map((page) => ({ ...page, status: status(page) })),
    legal: partial.legal,
  } as Partial<Pick<CheckedContent, Judged>>;
}

/** An entry rewritten to name the renamed entries by their new names. */
export interface ReferenceUpdate {
  /** The file, relative to content/ (`landing/restaurant-automation.yaml`). */
  file: string;
  /** Its new text. */
  text: string;
  /** The entry's title, where it has one (a landing page's, an article's). */
  title?: string;
  /** The fields rewritten (`sections[3].items[0]`). */
  fields: string[];
  /**
   * The file this entry leaves, when the rename moves it too: an industry's case study is named
   * after the industry's address (`case-studies/restaurants.yaml`), so it is renamed with it.
   */
  movedFrom?: string;
}

/** `text` (a YAML file, or Markdown with front matter) with the values at `changes` set. */
export function setValues(text: string, changes: readonly { field: string; value: string }[]): string {
  const parts = splitFrontMatter(text);
  const yamlText = parts ? `${parts.frontMatter}\n` : text;
  const data = (parse(yamlText) ?? {}) as Data;
  for (const { field, value } of changes) {
    const path = fieldPath(field);
    let node: unknown = data;
    for (const step of path.slice(0, -1)) node = (node as Record<string | number, unknown>)?.[step];
    if (node && typeof node === 'object') (node as Record<string | number, unknown>)[path.at(-1)!] = value;
  }
  const updated = updateYaml(yamlText, data);
  if (!parts) return updated;
  // The front matter's own text, replaced in place: the fences and the body stay byte for byte.
  const start = text.indexOf(parts.frontMatter);
  return `${text.slice(0, start)}${updated.replace(/\n$/, '')}${text.slice(start + parts.frontMatter.length)}`;
}

/** The page address of an entry of a kind that has one, by its name. */
const ADDRESS_OF: Partial<Record<EntryRename['kind'], (name: string) => string>> = {
  post: (name) => `/blog/${name}`,
  service: (name) => `/services/${name}`,
  industry: (name) => `/industries/${name}`,
  landing: (name) => `/${name}`,
  legal: (name) => `/${name}`,
};

/**
 * A link to a renamed page's old address, where the loader found it in a file: the address as
 * written there (a path, or the site's own address with it), and the path it should hold.
 */
interface LinkEdit {
  line: number;
  column: number;
  written: string;
  to: string;
  field: string;
}

/**
 * The links of the site (as the loader found them) that lead to an address a rename takes away;
 * `site`: the site's own address (site.yaml's url), with which a link may be written too.
 */
function linksTo(links: readonly ContentReference[], renames: readonly EntryRename[], site?: string) {
  const moves = addressMoves(renames);
  return links.flatMap((link) => {
    const own = site && !link.url.startsWith('/') ? ownPath(link.url, [site]) : undefined;
    const path = (own ?? link.url).replace(/[#?].*$/, '');
    const move = moves.find((m) => m.from === path);
    if (!move) return [];
    // A link with the site's address keeps its place and becomes the path it is (links are paths).
    const origin = own === undefined ? '' : link.url.slice(0, link.url.indexOf('/', link.url.indexOf('//') + 2));
    const written = `${origin}${move.from}`;
    return [{ file: link.file, line: link.line, column: link.column, written, to: move.to, field: link.field }];
  });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What may follow an address that is whole: /blog/a, never the start of /blog/ab. */
const ADDRESS_END = `(?=$|[)\\s"'#?>])`;

/**
 * Where in `text` the link found at `start` holds the address `written`, or -1. A Markdown link
 * (`[words](/a)`, its words maybe running onto the next lines; `[name]: /a`) holds it after its
 * closing bracket, within its paragraph; a link field (`href: /a`, `"/a#x"`) holds it at once.
 */
function addressAt(text: string, start: number, written: string): number {
  if (text[start] === '[') {
    const blank = /\n[ \t]*\r?\n/g;
    blank.lastIndex = start;
    const paragraphEnd = blank.exec(text)?.index ?? text.length;
    const link = new RegExp(`\\](?:\\(\\s*<?|:[ \\t]*<?)${escaped(written)}${ADDRESS_END}`, 'gm');
    link.lastIndex = start;
    const found = link.exec(text);
    return found && found.index < paragraphEnd ? found.index + found[0].length - written.length : -1;
  }
  const lineEnd = text.indexOf('\n', start);
  const found = new RegExp(`^["']?${escaped(written)}${ADDRESS_END}`).exec(
    text.slice(start, lineEnd === -1 ? undefined : lineEnd),
  );
  return found ? start + found[0].length - written.length : -1;
}

/** `text` with each link's old address replaced where the link holds it (and nowhere else). */
function replaceLinks(text: string, edits: readonly LinkEdit[]): string {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  // From the last link to the first, so that each replacement leaves the places before it as they were.
  const places = edits
    .map((edit) => ({ ...edit, start: (lineStarts[edit.line - 1] ?? text.length) + edit.column - 1 }))
    .sort((a, b) => b.start - a.start);
  let result = text;
  for (const { start, written, to } of places) {
    const at = addressAt(result, start, written);
    if (at !== -1) result = `${result.slice(0, at)}${to}${result.slice(at + written.length)}`;
  }
  return result;
}

/** The page moves of `renames`: each address taken away, and the address it becomes. */
function addressMoves(renames: readonly EntryRename[]) {
  return renames.flatMap((rename) => {
    const address = ADDRESS_OF[rename.kind];
    return address && rename.from !== rename.to ? [{ from: address(rename.from), to: address(rename.to) }] : [];
  });
}

/**
 * The values of the entry being saved with its own links to an address its save takes away led
 * to the new one (a landing page that links to its own form as /its-address#contact-form): a
 * link field that holds the address, and the links of its Markdown texts. The same object when
 * none does. The other entries' links are rewritten in their files (referenceUpdates).
 */
export function withOwnLinksMoved<T>(values: T, renames: readonly EntryRename[]): T {
  const moves = addressMoves(renames);
  if (!moves.length) return values;
  const rewrite = (text: string) =>
    moves.reduce((result, { from, to }) => {
      if (!result.includes(from)) return result;
      const field = new RegExp(`^${escaped(from)}(?=$|[#?])`);
      const markdown = new RegExp(`(\\](?:\\(\\s*<?|:[ \\t]*<?))${escaped(from)}${ADDRESS_END}`, 'gm');
      return result.replace(field, to).replace(markdown, `$1${to}`);
    }, text);
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return rewrite(value);
    if (Array.isArray(value)) {
      const items = value.map(walk);
      return items.some((item, i) => item !== value[i]) ? items : value;
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).map(([key, item]) => [key, walk(item)] as const);
      const changed = entries.some(([key, item]) => item !== (value as Data)[key]);
      return changed ? Object.fromEntries(entries) : value;
    }
    return value;
  };
  return walk(values) as T;
}

/** The file of a case study, by its name (the industry's address). */
const caseStudyFile = (name: string) => `case-studies/${name}.yaml`;

/**
 * The entries a rename moves to a new file: an industry's case study, whose file and `slug` are
 * the industry's address. None when the new file is taken already (the check says so then).
 */
function entryMoves(texts: ContentTexts, renames: readonly EntryRename[]): EntryRename[] {
  return renames.flatMap((rename) =>
    rename.kind === 'industry' &&
    rename.from !== rename.to &&
    texts.has(caseStudyFile(rename.from)) &&
    !texts.has(caseStudyFile(rename.to))
      ? [{ kind: 'case-study' as const, from: rename.from, to: rename.to }]
      : [],
  );
}

/** A moved case study's text with its own name set to the new one (a text that does not parse as it was). */
function renamedStudy(text: string, to: string): string {
  try {
    return setValues(text, [{ field: 'slug', value: to }]);
  } catch {
    return text;
  }
}

/**
 * The entries of `texts` (the site's files) that choose what `renames` renames, or link to an
 * address it takes away, each rewritten to the new names and addresses, and the entries it moves
 * (an industry's case study, to its new name); `except`: the file being saved (relative to
 * content/), written by the save itself.
 */
export function referenceUpdates(
  texts: ContentTexts,
  renames: readonly EntryRename[],
  options: { except?: string } = {},
): ReferenceUpdate[] {
  if (!renames.length) return [];
  const moves = entryMoves(texts, renames);
  const all = [...renames, ...moves];
  const { loaded, relative, dataFile } = loadTexts(texts);
  const choices = referencesTo(entryChoices(loaded.partial, dataFile), all);
  const links = linksTo(loaded.links, all, loaded.partial.site?.url);
  const movedFiles = new Map(moves.map((move) => [caseStudyFile(move.from), move.to]));
  const files = [...new Set([...[...choices, ...links].map((ref) => relative(ref.file)), ...movedFiles.keys()])].filter(
    (file) => file !== options.except,
  );
  const titles = new Map(
    [...loaded.partial.landing, ...loaded.partial.posts, ...loaded.partial.legal].map((entry) => [
      relative(entry.file),
      entry.title,
    ]),
  );
  return files.map((file) => {
    const own = choices.filter((ref) => relative(ref.file) === file);
    const moved = links.filter((link) => relative(link.file) === file);
    // Links first, by line, on the text as the loader read it; then the chosen names, by field.
    const linked = replaceLinks(texts.get(file) ?? '', moved);
    const text = own.length
      ? setValues(
          linked,
          own.map((ref) => ({ field: ref.field, value: ref.to })),
        )
      : linked;
    const fields = [...new Set([...own, ...moved].map((ref) => ref.field))];
    const to = movedFiles.get(file);
    if (to === undefined) return { file, text, title: titles.get(file), fields };
    return { file: caseStudyFile(to), text: renamedStudy(text, to), fields: [...fields, 'slug'], movedFrom: file };
  });
}

/** The collections' names as the editor shows them (the generated configuration's labels). */
export interface CollectionLabels {
  name: string;
  label?: string;
  label_singular?: string;
  folder?: string;
  files?: { name: string; label?: string; file?: string }[];
}

/**
 * An updated entry as the editor finds it in /admin: `Landing page "Restaurant automation"`,
 * `Pages and settings › Page not found (404)`.
 */
export function referenceTitle(
  update: Pick<ReferenceUpdate, 'file' | 'title' | 'movedFrom'>,
  collections: readonly CollectionLabels[],
): string {
  const path = `content/${update.file}`;
  const name = (file: string) => file.replace(/^.*\/|\.\w+$/g, '');
  for (const collection of collections) {
    const file = collection.files?.find((f) => f.file === path);
    if (file) return `${collection.label ?? collection.name} › ${file.label ?? file.name}`;
    if (collection.folder && path.startsWith(`${collection.folder}/`)) {
      const kind = collection.label_singular ?? collection.label ?? collection.name;
      if (update.movedFrom) return `${kind} "${name(update.movedFrom)}", renamed "${name(update.file)}" with it`;
      return update.title ? `${kind} "${update.title}"` : `${kind} ${path.slice(collection.folder.length + 1)}`;
    }
  }
  return update.title ? `"${update.title}" (${path})` : path;
}
