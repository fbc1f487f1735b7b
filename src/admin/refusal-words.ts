/**
 * A refusal in the editor's words: the entry a problem is in named by its kind and title, as the
 * editor's lists show it ('the landing page "Restaurant automation"'), and the field by the labels
 * the editor's form shows ('its FAQ section, question 1'), never the check's field path
 * (`sections[8].questions[0]`). Pure: the configuration and the entry's text are handed in, so
 * tests run it in Node.
 */
import { parse } from 'yaml';
import type { Problem } from '../content/problems.ts';
import type { DecapCollection, DecapField } from './collections.ts';
import { entryLink, fieldPath } from './site-check.ts';

type Data = Record<string, unknown>;

/** One line of a refusal, with where the editor can act on it. */
export interface RefusalLine {
  text: string;
  /** The editor's address of the entry to change (#/collections/…), when it is another entry. */
  link?: string;
  /** What the link says: 'Open the landing page "Restaurant automation"'. */
  linkText?: string;
}

/** A label inside a sentence: "Menu item" → "menu item"; an abbreviation stays ("FAQ"). */
export function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** The values of an entry's file: YAML, or a Markdown file's front matter. */
export function entryValues(file: string, text: string | undefined): Data {
  if (!text) return {};
  const source = file.endsWith('.md') ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : text;
  try {
    const data = parse(source) as unknown;
    return data && typeof data === 'object' ? (data as Data) : {};
  } catch {
    return {};
  }
}

/** The collection (and for a data file, the file) of the editor that holds `file` (content/…). */
function placeOf(file: string, collections: readonly DecapCollection[]) {
  const route = /^#\/collections\/([^/]+)\/entries\/(.+)$/.exec(entryLink(file) ?? '');
  if (!route) return undefined;
  const collection = collections.find((c) => c.name === route[1]);
  if (!collection) return undefined;
  const dataFile = collection.files?.find((f) => f.name === route[2]);
  return { collection, dataFile, slug: route[2]! };
}

/** A file entry's label without its parenthesis: "Site settings (contact details, …)" → "Site settings". */
const shortLabel = (label: string) => label.replace(/\s*\(.*\)\s*$/, '');

/** The entry's name as the editor's lists show it: 'the landing page "Restaurant automation"'. */
export function entryWords(file: string, text: string | undefined, collections: readonly DecapCollection[]): string {
  const place = placeOf(file, collections);
  if (!place) return file;
  const { collection, dataFile, slug } = place;
  if (dataFile) return `"${shortLabel((dataFile as { label?: string }).label ?? dataFile.name)}"`;
  const data = entryValues(file, text);
  const hero = data.hero as Data | undefined;
  const title = [data.title, data.name, hero?.title, slug].find((t) => typeof t === 'string' && t.trim());
  const kind = (collection as { label_singular?: string }).label_singular ?? 'entry';
  return `the ${inSentence(kind)} "${String(title)}"`;
}

/** The fields under a field: a group's, a list's entry's, or those of the kind an entry is. */
function childFields(field: DecapField | undefined, item?: unknown): DecapField[] | undefined {
  if (!field) return undefined;
  if (field.types) {
    const key = (field as { typeKey?: string }).typeKey ?? 'type';
    const kind = (item as Data | undefined)?.[key];
    return field.types.find((t) => t.name === kind)?.fields;
  }
  return field.fields ?? (field.field ? [field.field] : undefined);
}

/** One entry of a list, as the form shows it: "question 1", or for a list of kinds "FAQ section". */
function listEntryWords(field: DecapField, list: unknown, index: number): string {
  const singular = inSentence(field.label_singular ?? 'item');
  if (!field.types) return `${singular} ${index + 1}`;
  const key = (field as { typeKey?: string }).typeKey ?? 'type';
  const items = Array.isArray(list) ? (list as Data[]) : [];
  const kind = items[index]?.[key];
  const type = field.types.find((t) => t.name === kind);
  if (!type) return `${singular} ${index + 1}`;
  const same = items.filter((item) => item?.[key] === kind);
  // The kind names the section when there is one of it; else its place among those of its kind.
  const nth = same.length > 1 ? ` ${same.indexOf(items[index]!) + 1}` : '';
  return `${type.label ?? type.name} ${singular}${nth}`;
}

/**
 * A field's place in the editor's words ('FAQ section, question 1'), from the check's path and the
 * entry's values (which pick the kind of a list entry). A list named by its entry ("question 1")
 * is not named again ("Questions").
 */
export function fieldWords(
  fields: readonly DecapField[] | undefined,
  path: readonly PropertyKey[],
  data: unknown,
): string {
  const words: string[] = [];
  let list: readonly DecapField[] | undefined = fields;
  let value: unknown = data;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    if (typeof key === 'number') continue;
    const field = list?.find((f) => f.name === key);
    const child = (value as Data | undefined)?.[String(key)];
    const next = path[i + 1];
    if (typeof next === 'number' && field && (field.types || field.fields || field.field || field.label_singular)) {
      words.push(listEntryWords(field, child, next));
      const item = Array.isArray(child) ? child[next] : undefined;
      list = childFields(field, item);
      value = item;
      i++;
      continue;
    }
    words.push(inSentence(field?.label ?? String(key)));
    list = childFields(field, child);
    value = child;
  }
  return words.join(', ');
}

/** The fields of the entry a file holds, as the editor's form has them. */
function fieldsOf(file: string, collections: readonly DecapCollection[]): DecapField[] | undefined {
  const place = placeOf(file, collections);
  return place?.dataFile ? place.dataFile.fields : place?.collection.fields;
}

/**
 * A problem in another entry, in the editor's words: 'the landing page "Restaurant automation",
 * its FAQ section, question 1: "…" is not a question of FAQs.', with that entry's address.
 */
export function otherEntryWords(
  problem: Problem,
  text: string | undefined,
  collections: readonly DecapCollection[],
): RefusalLine {
  const entry = entryWords(problem.file, text, collections);
  const where = problem.field
    ? `, its ${fieldWords(fieldsOf(problem.file, collections), fieldPath(problem.field), entryValues(problem.file, text))}`
    : '';
  const link = entryLink(problem.file);
  return {
    text: `${entry.charAt(0).toUpperCase()}${entry.slice(1)}${where}: ${problem.message}`,
    ...(link ? { link, linkText: `Open ${entry}` } : {}),
  };
}
