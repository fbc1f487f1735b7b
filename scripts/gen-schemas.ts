/**
 * `npm run schemas`: writes one JSON Schema per content collection into `schemas/`, generated
 * from the zod schemas in src/content/schemas. VS Code's YAML extension (redhat.vscode-yaml)
 * reads them through `.vscode/settings.json` and gives editors autocompletion, hover help
 * (the `.describe()` texts) and red squiggles while they type.
 *
 *   npm run schemas              regenerate schemas/*.schema.json
 *   npm run schemas -- --check   exit 1 if the committed files are stale (for CI)
 *
 * The zod schemas stay the single source of truth; never edit schemas/ by hand.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { checkContent } from '../src/content/index.ts';
import { COLLECTION_DIRS, DATA_FILES } from '../src/content/load.ts';
import { caseStudySchema } from '../src/content/schemas/case-study.ts';
import { legalSchema, postSchema } from '../src/content/schemas/markdown.ts';
import { descriptionOf } from '../src/content/validate.ts';
import { decapConfigYaml } from './lib/decap-config.ts';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SCHEMA_DIR = path.join(REPO_ROOT, 'schemas');
export const STALE_MESSAGE = 'JSON Schemas are out of date: run npm run schemas';
/** The editor's configuration (served at /admin/config.yml), generated from the same schemas. */
export const DECAP_CONFIG = path.join(REPO_ROOT, 'public', 'admin', 'config.yml');

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

export function toJsonSchema(target: SchemaTarget): Record<string, unknown> {
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
    },
  }) as Record<string, unknown>;
  return {
    ...json,
    title: target.files,
    $comment:
      'Generated by scripts/gen-schemas.ts from src/content/schemas. Do not edit: change the zod schema, then run npm run schemas.',
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

/** The Decap configuration for the editor settings in content/site.yaml (the schemas give the fields). */
export function generateDecapConfig(): string {
  const { content, problems } = checkContent();
  if (!content) {
    throw new Error(
      `content/ has ${problems.length} problem(s); npm run check lists them. The editor configuration needs site.yaml's editor settings.`,
    );
  }
  return decapConfigYaml(content.site.editor);
}

function main(args: string[]): number {
  const rel = (f: string) => `schemas/${f}`;
  const configRel = path.relative(REPO_ROOT, DECAP_CONFIG);
  const configText = generateDecapConfig();
  if (args.includes('--check')) {
    const { missing, changed, extra } = compareSchemas();
    const configStale = !existsSync(DECAP_CONFIG) || readFileSync(DECAP_CONFIG, 'utf8') !== configText;
    if (configStale) changed.push(`../${configRel}`);
    if (!missing.length && !changed.length && !extra.length) {
      console.log(`✓ JSON Schemas are up to date (${generateSchemas().size} files in schemas/).`);
      return 0;
    }
    for (const f of missing) console.error(`  missing:   ${rel(f)}`);
    for (const f of changed) console.error(`  changed:   ${rel(f)}`);
    for (const f of extra) console.error(`  obsolete:  ${rel(f)}`);
    console.error(`✗ ${STALE_MESSAGE} (then commit the schemas/ folder).`);
    return 1;
  }
  const unknown = args.filter((a) => a !== '--check');
  if (unknown.length) {
    console.error(`Unknown argument ${unknown.join(' ')}. Usage: npm run schemas [-- --check]`);
    return 2;
  }
  mkdirSync(SCHEMA_DIR, { recursive: true });
  const { extra } = compareSchemas();
  for (const f of extra) rmSync(path.join(SCHEMA_DIR, f));
  let written = 0;
  for (const [name, text] of generateSchemas()) {
    const abs = path.join(SCHEMA_DIR, name);
    if (existsSync(abs) && readFileSync(abs, 'utf8') === text) continue;
    writeFileSync(abs, text);
    written++;
  }
  mkdirSync(path.dirname(DECAP_CONFIG), { recursive: true });
  if (!existsSync(DECAP_CONFIG) || readFileSync(DECAP_CONFIG, 'utf8') !== configText) {
    writeFileSync(DECAP_CONFIG, configText);
    written++;
  }
  console.log(
    `✓ ${generateSchemas().size} JSON Schemas in schemas/ and the editor configuration ${configRel} (${written} written, ${extra.length} removed).`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit(main(process.argv.slice(2)));
}
