/**
 * The content check, run in the browser before the editor saves: the entry is cleaned of the
 * empty values Decap writes for untouched optional fields, then checked with the collection's
 * zod schema. A refused entry is never written; the editor is told why, in the check's words.
 */
import { parse } from 'yaml';
import type { z } from 'zod';
import { splitFrontMatter } from '../content/source.ts';
import { type SchemaIssue, schemaAt, schemaIssues } from '../content/validate.ts';

type Data = Record<string, unknown>;

/**
 * What an empty text of an optional field becomes: absent, or null where the schema wants null.
 * `written`: the top-level fields the file holds now; an empty list there that its schema makes
 * empty anyway stays, written `[]` (a file whose only list is emptied, content/redirects.yaml,
 * would otherwise be left with no field at all, which the check refuses as an empty file).
 */
function emptyReplacement(
  schema: z.ZodType,
  path: PropertyKey[],
  data: Data,
  written: ReadonlySet<string>,
): 'delete' | 'null' | 'keep' {
  // The data picks the member of a union (a landing page section by its type).
  const field = schemaAt(schema as never, path, data) as z.ZodType | undefined;
  if (!field) return 'keep';
  const absent = field.safeParse(undefined);
  const emptyList = Array.isArray(absent.data) && absent.data.length === 0;
  if (emptyList && path.length === 1 && written.has(String(path[0])) && Array.isArray(data[String(path[0])]))
    return 'keep';
  if (absent.success) return 'delete';
  if (field.safeParse(null).success) return 'null';
  return 'keep';
}

/**
 * Nothing filled in: an empty text, list or group, or a group whose fields are all blank (an
 * optional group such as a second button left empty, whatever Decap wrote for its fields).
 */
function isBlank(value: unknown): boolean {
  if (value === '' || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value !== null && typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

/**
 * A copy of `data` without the empty strings, lists and objects Decap saves for optional fields
 * nobody filled in, where the schema lets the field be absent (or null).
 */
export function cleanEmpty(schema: z.ZodType, data: Data, written: ReadonlySet<string> = new Set()): Data {
  const walk = (value: unknown, path: PropertyKey[]): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, i]));
    if (value && typeof value === 'object') {
      const out: Data = {};
      for (const [key, child] of Object.entries(value as Data)) {
        const cleaned = walk(child, [...path, key]);
        if (isBlank(cleaned)) {
          const action = emptyReplacement(schema, [...path, key], data, written);
          if (action === 'delete') continue;
          if (action === 'null') {
            out[key] = null;
            continue;
          }
        }
        out[key] = cleaned;
      }
      return out;
    }
    return value;
  };
  return walk(data, []) as Data;
}

export type EntryCheck = { ok: true; data: Data } | { ok: false; issues: SchemaIssue[] };

/** Cleans and checks one entry; `markdown` entries carry their text in `body`, outside the schema. */
/** `written`: the top-level fields of the entry's file as it is now (see emptyReplacement). */
export function checkEntry(
  schema: z.ZodType,
  data: Data,
  markdown: boolean,
  written: ReadonlySet<string> = new Set(),
): EntryCheck {
  const { body, ...frontMatter } = data;
  const cleaned = cleanEmpty(schema, markdown ? frontMatter : data, written);
  const result = schemaIssues(schema, cleaned);
  if (!result.ok) return { ok: false, issues: result.issues };
  return { ok: true, data: markdown ? { ...cleaned, body: body ?? '' } : cleaned };
}

/** The first line of a refusal of the content check. */
export const NOT_SAVED = 'Not saved, because the content check would refuse it:';

/** The refusal's lines: one per broken rule, the field named as the editor shows it ("Notification › Subject"). */
export function refusalLines(issues: SchemaIssue[], label?: (path: readonly PropertyKey[]) => string): string[] {
  return issues.map((issue) => `${label ? label(issue.path) : issue.field}: ${issue.message}`);
}

/** The refusal as one text, as `npm run check` prints it. */
export function refusalMessage(issues: SchemaIssue[], label?: (path: readonly PropertyKey[]) => string): string {
  return `${NOT_SAVED}\n${refusalLines(issues, label).join('\n')}`;
}

/**
 * A refused save, thrown from Decap's preSave: Decap's toast shows it as text, which for an Error
 * would start with "Error: ".
 */
export class Refusal extends Error {
  override toString(): string {
    return this.message;
  }
}

/** The top-level fields of an entry's file (its front matter, for Markdown); none when it does not parse. */
export function writtenFields(raw: string, markdown: boolean): Set<string> {
  try {
    const yamlText = markdown ? (splitFrontMatter(raw)?.frontMatter ?? '') : raw;
    const data = parse(yamlText) as unknown;
    return new Set(data && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data) : []);
  } catch {
    return new Set();
  }
}
