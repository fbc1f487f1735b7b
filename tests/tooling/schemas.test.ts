/**
 * The generated JSON Schemas (schemas/) that give editors autocompletion in VS Code: they are
 * up to date, document every field, are wired in .vscode/settings.json, and accept the real
 * content (so the editor never flags a file that `npm run check` accepts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compareSchemas, generateSchemas, SCHEMA_DIR, schemaTargets } from '../../scripts/build/json-schema.ts';
import { STALE_MESSAGE } from '../../scripts/build/schemas.ts';
import { splitFrontMatter } from '../../src/content/source.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
type Json = Record<string, unknown>;

function readSchema(name: string): Json {
  return JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), 'utf8')) as Json;
}

describe('generated JSON Schemas', () => {
  it('are up to date with src/content/schemas (else: npm run regen)', () => {
    const diff = compareSchemas();
    expect(diff, STALE_MESSAGE).toEqual({ missing: [], changed: [], extra: [] });
    for (const [name, text] of generateSchemas()) {
      expect(readFileSync(path.join(SCHEMA_DIR, name), 'utf8'), `${name}: ${STALE_MESSAGE}`).toBe(text);
    }
  });

  it('cover every collection under the agreed names', () => {
    expect([...generateSchemas().keys()].sort()).toEqual(
      [
        'about',
        'blog',
        'case-study',
        'contact',
        'faqs',
        'home',
        'industries',
        'landing',
        'legal',
        'newsletter',
        'not-found',
        'post',
        'redirects',
        'search',
        'services',
        'site',
        'testimonials',
        'tools',
        'ui',
      ].map((n) => `${n}.schema.json`),
    );
  });

  it('are stable: sorted keys, 2-space JSON, trailing newline', () => {
    for (const [name, text] of generateSchemas()) {
      expect(text.endsWith('}\n'), name).toBe(true);
      expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) {
          for (const item of node) walk(item);
          return;
        }
        if (!node || typeof node !== 'object') return;
        const keys = Object.keys(node);
        expect(keys, `${name}: keys not sorted`).toEqual([...keys].sort());
        for (const value of Object.values(node)) walk(value);
      };
      walk(JSON.parse(text));
    }
    expect(generateSchemas()).toEqual(generateSchemas());
  });

  it('give every property a description (the hover help in the editor)', () => {
    const offenders: string[] = [];
    const walk = (file: string, node: unknown, at: string): void => {
      if (Array.isArray(node)) {
        for (const [i, n] of node.entries()) walk(file, n, `${at}[${i}]`);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const schema = node as Json;
      if (schema.properties && typeof schema.properties === 'object') {
        for (const [key, prop] of Object.entries(schema.properties as Record<string, Json>)) {
          if (typeof prop.description !== 'string' || prop.description.trim() === '')
            offenders.push(`${file} ${at}.properties.${key}`);
        }
      }
      for (const [key, value] of Object.entries(schema)) walk(file, value, `${at}.${key}`);
    };
    for (const name of generateSchemas().keys()) {
      const schema = readSchema(name);
      if (typeof schema.description !== 'string') offenders.push(`${name} (root)`);
      walk(name, schema, '$');
    }
    expect(offenders, `properties without a description:\n${offenders.join('\n')}`).toEqual([]);
  });

  it('keep fields with a default optional (io: input) and reject unknown fields', () => {
    const post = readSchema('post.schema.json');
    const required = post.required as string[];
    expect(required).toContain('title');
    expect(required).not.toContain('draft');
    expect(required).not.toContain('previous');
    expect(post.additionalProperties).toBe(false);
  });

  it('give every pattern a message in plain words, so the editor never shows a raw regular expression', () => {
    const withoutWords: string[] = [];
    let patterns = 0;
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) {
        for (const [i, n] of node.entries()) walk(n, `${at}[${i}]`);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const schema = node as Json;
      if (typeof schema.pattern === 'string') {
        patterns++;
        const message = schema.patternErrorMessage;
        if (typeof message !== 'string' || !/^[A-Z][^^$\\]*$/.test(message)) withoutWords.push(at);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}.${key}`);
    };
    for (const [name, text] of generateSchemas()) walk(JSON.parse(text), name);
    expect(patterns).toBeGreaterThan(10);
    expect(withoutWords).toEqual([]);
    const phone = JSON.stringify(readSchema('site.schema.json'));
    expect(phone).toContain('"patternErrorMessage":"Must be the number in international form: + and digits only');
  });
});

describe('.vscode wiring', () => {
  const settings = JSON.parse(readFileSync(path.join(REPO_ROOT, '.vscode/settings.json'), 'utf8')) as {
    'yaml.schemas': Record<string, string>;
  };
  const extensions = JSON.parse(readFileSync(path.join(REPO_ROOT, '.vscode/extensions.json'), 'utf8')) as {
    recommendations: string[];
  };

  it('maps every YAML collection to its schema, and only existing schemas', () => {
    const expected = Object.fromEntries(
      schemaTargets()
        .filter((t) => !t.frontMatter)
        .map((t) => [`./schemas/${t.name}.schema.json`, t.files]),
    );
    expect(settings['yaml.schemas']).toEqual(expected);
  });

  it('every mapped pattern matches at least one content file', () => {
    for (const pattern of Object.values(settings['yaml.schemas'])) {
      const dir = path.join(REPO_ROOT, path.dirname(pattern));
      const base = path.basename(pattern);
      const re = new RegExp(`^${base.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);
      expect(readdirSync(dir).filter((f) => re.test(f)).length, pattern).toBeGreaterThan(0);
    }
  });

  it('recommends the Red Hat YAML extension', () => {
    expect(extensions.recommendations).toContain('redhat.vscode-yaml');
  });
});

/**
 * A small JSON Schema (draft 7) checker for exactly the keywords the generator emits; it fails
 * loudly on any other keyword so a generator change cannot slip past it.
 */
const KNOWN = new Set([
  '$schema',
  '$comment',
  'title',
  'description',
  'default',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  // Read by the editor for its message only; it does not change what is valid.
  'patternErrorMessage',
  // An annotation (a text is Markdown, for the editor's widget); JSON Schema does not validate it.
  'contentMediaType',
  'format',
  'enum',
  'anyOf',
  'oneOf',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
]);

function jsonSchemaErrors(schema: Json, value: unknown, at = '$'): string[] {
  const errors: string[] = [];
  for (const key of Object.keys(schema))
    if (!KNOWN.has(key)) errors.push(`${at}: schema keyword "${key}" is not checked by this test`);
  if (schema.anyOf) {
    const branches = (schema.anyOf as Json[]).map((s) => jsonSchemaErrors(s, value, at));
    if (!branches.some((b) => b.length === 0))
      errors.push(`${at}: matches no anyOf branch (${branches.flat().join('; ')})`);
  }
  if (schema.oneOf) {
    const branches = (schema.oneOf as Json[]).map((s) => jsonSchemaErrors(s, value, at));
    const matching = branches.filter((b) => b.length === 0).length;
    if (matching !== 1) errors.push(`${at}: matches ${matching} oneOf branches, not exactly one`);
  }
  if ('const' in schema && schema.const !== value)
    errors.push(`${at}: ${JSON.stringify(value)} is not ${schema.const}`);
  const type = schema.type as string | undefined;
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  if (type) {
    const ok =
      type === 'integer' ? Number.isInteger(value) : type === 'number' ? typeof value === 'number' : actual === type;
    if (!ok) return [...errors, `${at}: expected ${type}, got ${actual}`];
  }
  if (schema.enum && !(schema.enum as unknown[]).includes(value))
    errors.push(`${at}: ${JSON.stringify(value)} not in enum`);
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof schema.minLength === 'number' && length < schema.minLength)
      errors.push(`${at}: shorter than ${schema.minLength}`);
    if (typeof schema.maxLength === 'number' && length > schema.maxLength)
      errors.push(`${at}: longer than ${schema.maxLength}`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      errors.push(`${at}: does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) errors.push(`${at}: below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) errors.push(`${at}: above ${schema.maximum}`);
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
      errors.push(`${at}: not above ${schema.exclusiveMinimum}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      errors.push(`${at}: fewer than ${schema.minItems} items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      errors.push(`${at}: more than ${schema.maxItems} items`);
    if (schema.items) {
      for (const [i, v] of value.entries()) errors.push(...jsonSchemaErrors(schema.items as Json, v, `${at}[${i}]`));
    }
  }
  if (actual === 'object' && schema.properties) {
    const obj = value as Json;
    const props = schema.properties as Record<string, Json>;
    for (const req of (schema.required as string[] | undefined) ?? [])
      if (!(req in obj)) errors.push(`${at}.${req}: required`);
    for (const [k, v] of Object.entries(obj)) {
      if (props[k]) errors.push(...jsonSchemaErrors(props[k], v, `${at}.${k}`));
      else if (schema.additionalProperties === false) errors.push(`${at}.${k}: not allowed`);
    }
  }
  return errors;
}

describe('the real content passes the generated JSON Schemas (no false alarms in the editor)', () => {
  const contentDir = path.join(REPO_ROOT, 'content');
  for (const target of schemaTargets()) {
    it(`${target.files} ⇐ schemas/${target.name}.schema.json`, () => {
      const dir = path.join(REPO_ROOT, path.dirname(target.files));
      const base = path.basename(target.files);
      const files = base.includes('*')
        ? readdirSync(dir).filter((f) => f.endsWith(base.slice(1)) && !f.startsWith('_'))
        : [base];
      expect(files.length).toBeGreaterThan(0);
      const schema = readSchema(`${target.name}.schema.json`);
      for (const file of files) {
        const text = readFileSync(path.join(dir, file), 'utf8');
        const yamlText = target.frontMatter ? splitFrontMatter(text)?.frontMatter : text;
        expect(yamlText, `${file} has front matter`).toBeTypeOf('string');
        const errors = jsonSchemaErrors(schema, parse(yamlText!));
        expect(errors, `${path.relative(contentDir, path.join(dir, file))}:\n${errors.join('\n')}`).toEqual([]);
      }
    });
  }

  it('and the checker itself rejects bad values', () => {
    const post = readSchema('post.schema.json');
    const errors = jsonSchemaErrors(post, { title: 'x', color: 'pink', drafts: true });
    expect(errors.join('\n')).toMatch(/color: "pink" not in enum/);
    expect(errors.join('\n')).toMatch(/drafts: not allowed/);
    expect(errors.join('\n')).toMatch(/description: required/);
  });
});
