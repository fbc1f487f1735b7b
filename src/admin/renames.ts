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

/**
 * Whether a save of entry `slug` of `collection` can take an address away or rename what others
 * choose: a page's own entry, or a list others choose from (for any other, nothing is read).
 */
export function mayMoveOrRename(collection: string, slug: string): boolean {
  if (collection === 'pages') return Object.hasOwn(CHOSEN_LISTS, slug);
  return ['posts', 'landing', 'legal'].includes(collection);
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
  if (collection === 'posts')
    return newSlug && slug && newSlug !== slug ? [{ kind: 'post', from: slug, to: newSlug }] : [];
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
};

/** A link to a renamed page's old address, on one line of a file, and the address it should hold. */
interface LinkEdit {
  line: number;
  from: string;
  to: string;
  field: string;
}

/** The links of the site (as the loader found them) that lead to an address a rename takes away. */
function linksTo(links: readonly ContentReference[], renames: readonly EntryRename[]) {
  const moves = renames.flatMap((rename) => {
    const address = ADDRESS_OF[rename.kind];
    return address && rename.from !== rename.to ? [{ from: address(rename.from), to: address(rename.to) }] : [];
  });
  return links.flatMap((link) => {
    const path = link.url.replace(/[#?].*$/, '');
    const move = moves.find((m) => m.from === path);
    return move ? [{ file: link.file, line: link.line, from: move.from, to: move.to, field: link.field }] : [];
  });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each link's old address replaced on its own line (and nowhere else). */
function replaceLinks(text: string, edits: readonly LinkEdit[]): string {
  const lines = text.split('\n');
  for (const { line, from, to } of edits) {
    const at = lines[line - 1];
    // The address as a whole: /blog/a, never the start of /blog/ab.
    if (at !== undefined) lines[line - 1] = at.replace(new RegExp(`${escaped(from)}(?=$|[)\\s"'#?])`, 'g'), to);
  }
  return lines.join('\n');
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
  const links = linksTo(loaded.links, all);
  const movedFiles = new Map(moves.map((move) => [caseStudyFile(move.from), move.to]));
  const files = [...new Set([...[...choices, ...links].map((ref) => relative(ref.file)), ...movedFiles.keys()])].filter(
    (file) => file !== options.except,
  );
  const titles = new Map(
    [...loaded.partial.landing, ...loaded.partial.posts].map((entry) => [relative(entry.file), entry.title]),
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
