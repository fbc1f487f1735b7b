/**
 * The file formats the editor reads and writes content with, in place of Decap's own `yml` and
 * `frontmatter` (which write every file afresh: see ./yaml-edit.ts). main.tsx registers one per
 * collection (CMS.registerCustomFormat), so that each knows the files beside it: a new entry is
 * written like the last file of its collection that was read.
 *
 * Decap hands a format only the entry's values, not the file they came from. The check before
 * saving (main.tsx) has the entry, text included, and passes the text along under SOURCE_KEY.
 */
import { parse } from 'yaml';
import { splitFrontMatter } from '../content/source.ts';
import { type FieldOrder, updateYaml, yamlLike } from './yaml-edit.ts';

/**
 * The key under which an entry's values carry its file's text, and which entry it is, to
 * `toFile` (never written).
 */
export const SOURCE_KEY = '\u0000source';

type Data = Record<string, unknown>;

export interface EntryFormat {
  fromFile(text: string): Data;
  /** `sortedKeys`: Decap's order of the entry's top-level fields. */
  toFile(data: Data, sortedKeys?: string[]): string;
  /** An entry's values as the file holds them: without SOURCE_KEY and the derived values. */
  stored(data: Data): Data;
}

export interface FormatOptions {
  /** The schema's field order (of an entry, by its name), for fields that a file did not have yet. */
  order: (entry?: string) => FieldOrder;
  /** Values the editor shows but no file holds (e.g. a post's status): added on reading, dropped on writing. */
  derive?: (data: Data) => Data;
}

/** A Markdown file's parts: the front matter, the blank lines after it, and the text. */
function markdownParts(text: string): { frontMatter: string; gap: string; body: string } {
  const parts = splitFrontMatter(text);
  if (!parts) return { frontMatter: '', gap: '\n', body: text };
  const gap = /^(?:\r?\n)*/.exec(parts.body)![0];
  return { frontMatter: `${parts.frontMatter}\n`, gap, body: parts.body.slice(gap.length) };
}

/** Reads and writes YAML (`markdown: false`) or Markdown with YAML front matter, as the files were written. */
export function entryFormat(markdown: boolean, options: FormatOptions): EntryFormat {
  const { order, derive = () => ({}) } = options;
  /** The last file of the collection that was read: the style of a new one. */
  let neighbour = '';

  const valuesOf = (yamlText: string): Data => (parse(yamlText) as Data | null) ?? {};
  const stored = (data: Data): Data => {
    const derived = Object.keys(derive(data));
    return Object.fromEntries(Object.entries(data).filter(([key]) => key !== SOURCE_KEY && !derived.includes(key)));
  };
  /** The YAML of `values`: the old text edited, or (a new file) a neighbour's layout. */
  const yamlOf = (old: string, template: string, values: Data, fieldOrder: FieldOrder) =>
    old.trim() ? updateYaml(old, values, fieldOrder) : yamlLike(template, values, fieldOrder);
  const sourceOf = (data: Data) => {
    const source = data[SOURCE_KEY] as { text?: unknown; entry?: unknown } | undefined;
    const entry = typeof source?.entry === 'string' ? source.entry : undefined;
    return { text: typeof source?.text === 'string' ? source.text : '', entry };
  };

  return {
    stored,
    fromFile(text) {
      neighbour = text;
      const values = markdown
        ? { ...valuesOf(markdownParts(text).frontMatter), body: markdownParts(text).body }
        : valuesOf(text);
      return { ...values, ...derive(values) };
    },
    toFile(data, sortedKeys) {
      const source = sourceOf(data);
      const entryOrder = order(source.entry);
      // Decap knows the order of an entry's own top-level fields (a file of the pages collection).
      const fieldOrder: FieldOrder = (path) =>
        path.length === 0 && sortedKeys?.length ? sortedKeys : entryOrder(path);
      const values = stored(data);
      if (!markdown) return yamlOf(source.text, neighbour, values, fieldOrder);
      const { body = '', ...frontMatterValues } = values;
      const old = markdownParts(source.text);
      const template = markdownParts(neighbour);
      const frontMatter = yamlOf(old.frontMatter, template.frontMatter, frontMatterValues, fieldOrder);
      // The text is kept byte for byte unless the editor changed it.
      const text = source.text && body === old.body ? old.body : String(body);
      return `---\n${frontMatter}---\n${source.text ? old.gap : template.gap}${text}`;
    },
  };
}
