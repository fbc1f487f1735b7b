/**
 * The JSON Schemas of the content collections, generated from the zod schemas in
 * src/content/schemas: one per collection in `schemas/`, which VS Code's YAML extension
 * (redhat.vscode-yaml) reads through `.vscode/settings.json` for autocompletion, hover help (the
 * `.describe()` texts) and red squiggles while editors type. The editor's configuration
 * (./decap-config.ts) is made from them too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { COLLECTION_DIRS, DATA_FILES } from '../../src/content/load.ts';
import { caseStudySchema } from '../../src/content/schemas/case-study.ts';
import { landingSchema } from '../../src/content/schemas/landing.ts';
import { legalSchema, postSchema } from '../../src/content/schemas/markdown.ts';
import { descriptionOf } from '../../src/content/validate.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCHEMA_DIR = path.join(REPO_ROOT, 'schemas');

export interface SchemaTarget {
  /** File name stem: `schemas/<name>.schema.json`. */
  name: string;
  schema: z.ZodType;
  /** Content files the schema describes (a glob relative to the repository root). */
  files: string;
  /** true for Markdown front matter, which the YAML extension cannot check (npm run check does). */
  frontMatter: boolean;
}

/** Every collection: the data files of DATA_FILES, then the one-file-per-entry folders. */
export function schemaTargets(): SchemaTarget[] {
  const data = Object.values(DATA_FILES).map(
    ({ file, schema }): SchemaTarget => ({
      name: file.replace(/\.yaml$/, ''),
      schema,
      files: `content/${file}`,
      frontMatter: false,
    }),
  );
  return [
    ...data,
    {
      name: 'case-study',
      schema: caseStudySchema,
      files: `content/${COLLECTION_DIRS.caseStudies}/*.yaml`,
      frontMatter: false,
    },
    { name: 'post', schema: postSchema, files: `content/${COLLECTION_DIRS.posts}/*.md`, frontMatter: true },
    { name: 'landing', schema: landingSchema, files: `content/${COLLECTION_DIRS.landing}/*.yaml`, frontMatter: false },
    { name: 'legal', schema: legalSchema, files: `content/${COLLECTION_DIRS.legal}/*.md`, frontMatter: true },
  ].sort((a, b) => a.name.localeCompare(b.name));
}

/** Formats defined by JSON Schema draft 7 that may stay in the output. */
const STANDARD_FORMATS = new Set([
  'date-time',
  'date',
  'time',
  'email',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uri-template',
  'json-pointer',
  'relative-json-pointer',
  'regex',
]);

/** Object keys sorted at every level (array order is kept: it is meaningful, e.g. enums). */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The message of a schema's pattern or format check (e.g. "must be a 24-hour time like 09:00."). */
function formatMessage(schema: z.core.$ZodType): string | undefined {
  const def = schema._zod.def as { checks?: z.core.$ZodCheck[]; error?: (issue: object) => unknown };
  const own = typeof def.error === 'function' ? def.error({}) : undefined;
  if (typeof own === 'string') return own;
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def as { check: string; error?: (issue: object) => unknown };
    if (checkDef.check !== 'string_format') continue;
    const text = typeof checkDef.error === 'function' ? checkDef.error({}) : undefined;
    if (typeof text === 'string') return text;
  }
  return undefined;
}

const capitalise = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * The JSON Schema of a collection. `annotate` may add keys of its own to each node from its zod
 * schema (the editor's configuration notes which field names a list entry).
 */
export function toJsonSchema(
  target: SchemaTarget,
  annotate?: (zodSchema: z.core.$ZodType, jsonSchema: Record<string, unknown>) => void,
): Record<string, unknown> {
  const json = z.toJSONSchema(target.schema, {
    io: 'input', // defaults make a field optional for the editor, as they do for the loader
    unrepresentable: 'any',
    // The YAML extension implements JSON Schema draft 7; the keywords used here are the same.
    target: 'draft-7',
    override: (ctx) => {
      // zod names some checks as formats (e.g. "includes"); editors know only the standard ones.
      const { format } = ctx.jsonSchema;
      if (typeof format === 'string' && !STANDARD_FORMATS.has(format)) delete ctx.jsonSchema.format;
      // .describe() sits on the inner schema of .nullable()/.default()/.optional(); lift it to
      // the wrapper so hover help and completion show it for every field.
      if (ctx.jsonSchema.description === undefined) {
        const description = descriptionOf(ctx.zodSchema);
        if (description) ctx.jsonSchema.description = description;
      }
      // The editor shows a raw regular expression ("does not match the pattern of …") unless the
      // schema carries words for it: the same message `npm run check` prints, and the hint.
      const message = formatMessage(ctx.zodSchema);
      if (message && (ctx.jsonSchema.pattern !== undefined || ctx.jsonSchema.format !== undefined)) {
        const hint = descriptionOf(ctx.zodSchema);
        ctx.jsonSchema.patternErrorMessage = `${capitalise(message)}${hint ? ` Hint: ${hint}` : ''}`;
      }
      annotate?.(ctx.zodSchema, ctx.jsonSchema);
    },
  }) as Record<string, unknown>;
  return {
    ...json,
    title: target.files,
    $comment:
      'Generated by scripts/build/json-schema.ts from src/content/schemas. Do not edit: change the zod schema, then run npm run schemas.',
  };
}

/** File name → exact file text, for every schema. */
export function generateSchemas(): Map<string, string> {
  const out = new Map<string, string>();
  for (const target of schemaTargets()) {
    out.set(`${target.name}.schema.json`, `${JSON.stringify(sortKeys(toJsonSchema(target)), null, 2)}\n`);
  }
  return out;
}

/** Differences between `dir` and what would be generated: missing, changed and extra files. */
export function compareSchemas(dir = SCHEMA_DIR): { missing: string[]; changed: string[]; extra: string[] } {
  const expected = generateSchemas();
  const present = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.schema.json')) : [];
  const missing: string[] = [];
  const changed: string[] = [];
  for (const [name, text] of expected) {
    if (!present.includes(name)) missing.push(name);
    else if (readFileSync(path.join(dir, name), 'utf8') !== text) changed.push(name);
  }
  const extra = present.filter((f) => !expected.has(f)).sort();
  return { missing, changed, extra };
}
