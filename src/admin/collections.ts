/**
 * What the editor adds to each collection of the generated configuration: a file format that
 * keeps files as written (./formats.ts), an entry's publication state for dated collections
 * (./scheduled.ts), and field labels for the refusals of the check before saving. Driven by the
 * configuration and the schemas alone, so a new collection needs nothing here.
 */
import CMS from 'decap-cms-app';
import { type EntryFormat, entryFormat } from './formats.ts';
import { PUBLICATION_FIELD, publicationLabel, publicationOf, schedulingOf } from './scheduled.ts';
import { FOLDER_SCHEMAS } from './schemas.ts';
import type { FieldOrder } from './yaml-edit.ts';

export interface DecapField {
  name: string;
  label?: string;
  label_singular?: string;
  widget?: string;
  fields?: DecapField[];
  field?: DecapField;
  /** A list of several kinds of entries (a landing page's sections): each kind's fields. */
  types?: DecapField[];
}
export interface DecapCollection {
  name: string;
  label?: string;
  label_singular?: string;
  /** The folder of a folder collection (`content/landing`). */
  folder?: string;
  format?: string;
  extension?: string;
  fields?: DecapField[];
  files?: { name: string; label?: string; file?: string; fields: DecapField[]; preview_path?: string }[];
  preview_path?: string;
}

type Data = Record<string, unknown>;

export interface CollectionHelpers {
  /** An entry's values as the file holds them (without the values the editor only shows). */
  stored(data: Data): Data;
  /** Field paths in the editor's words: ['notification', 'subject'] → "Notification › Subject". */
  labels(entry: string): (path: readonly PropertyKey[]) => string;
  /** The file's text with these values (SOURCE_KEY carries the old text), as the save writes it. */
  text(data: Data): string;
  /** A file's text read as the form's values (an earlier version, to restore). */
  values(text: string): Data;
}

/** The fields nested under a path of field names (list positions left out). */
function fieldsAt(fields: DecapField[] | undefined, path: readonly PropertyKey[]): DecapField[] | undefined {
  let list = fields;
  for (const key of path) {
    if (typeof key === 'number') continue;
    const field = list?.find((f) => f.name === key);
    // Of a list of several kinds, the fields of every kind: a name means the same in each.
    list = field?.fields ?? (field?.field ? [field.field] : field?.types?.flatMap((t) => t.fields ?? []));
  }
  return list;
}

/** A label inside a sentence: "Menu item" → "menu item"; an abbreviation stays ("FAQ"). */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

function labelsOf(fields: DecapField[] | undefined) {
  return (path: readonly PropertyKey[]) =>
    path
      .map((key, i) => {
        const field = (at: number) => fieldsAt(fields, path.slice(0, at))?.find((f) => f.name === path[at]);
        // "Sections › section 2 › Secondary call to action › Link"
        if (typeof key === 'number') return `${inSentence(field(i - 1)?.label_singular ?? 'item')} ${key + 1}`;
        return field(i)?.label ?? String(key);
      })
      .join(' › ');
}

/**
 * Registers a format for every YAML and Markdown collection and points the collection at it
 * (one per collection, so that a new entry is written like its neighbours). `today` is the
 * site's calendar day, for the publication state of dated collections.
 */
export function registerFormats(collections: DecapCollection[], today: string): Map<string, CollectionHelpers> {
  const helpers = new Map<string, CollectionHelpers>();
  for (const collection of collections) {
    const fieldsOf = (entry?: string) =>
      collection.files ? collection.files.find((f) => f.name === entry)?.fields : collection.fields;
    const order =
      (entry?: string): FieldOrder =>
      (path) =>
        fieldsAt(fieldsOf(entry), path)?.map((f) => f.name);
    const scheduling = FOLDER_SCHEMAS[collection.name] && schedulingOf(FOLDER_SCHEMAS[collection.name]!.schema);
    const derive = (data: Data): Data =>
      scheduling ? { [PUBLICATION_FIELD]: publicationLabel(publicationOf(data, scheduling, today)) } : {};
    const markdown = collection.format === 'frontmatter' || collection.extension === 'md';
    const format: EntryFormat = entryFormat(markdown, { order, derive });
    const name = `${collection.name}-as-written`;
    CMS.registerCustomFormat(name, markdown ? 'md' : (collection.extension ?? 'yaml'), format);
    collection.format = name;
    helpers.set(collection.name, {
      stored: format.stored,
      labels: (entry) => labelsOf(fieldsOf(entry)),
      text: (data) => format.toFile(data),
      values: (text) => format.fromFile(text),
    });
  }
  return helpers;
}
