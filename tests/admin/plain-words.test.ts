// Everything the editor shows in its own words: no "null", "undefined", camelCase field names or
// list labels in capitals, in the labels and hints of every field of the generated configuration
// and in the check's messages for every schema's fields left empty or given the wrong kind of value.

import fs from 'node:fs';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod';
import { decapConfig } from '../../scripts/build/decap-config.ts';
import { FILE_SCHEMAS, FOLDER_SCHEMAS } from '../../src/admin/schemas.ts';
import { siteSchema } from '../../src/content/schemas/site.ts';
import { schemaIssues } from '../../src/content/validate.ts';

/** Words an editor should never read: programmers' values and joined-up field names. */
const DEVELOPER_WORDS = /\b(null|undefined|NaN)\b|\b[a-z]+[A-Z][A-Za-z]*\b/;

const site = siteSchema.parse(parse(fs.readFileSync('content/site.yaml', 'utf8')));
const config = decapConfig(site) as { collections: Record<string, unknown>[] };

type Field = { name: string; label?: string; hint?: string; pattern?: [string, string]; [key: string]: unknown };

/** Every field of the configuration, with the path it is found at. */
function fields(): { where: string; field: Field }[] {
  const out: { where: string; field: Field }[] = [];
  const walk = (list: unknown, where: string) => {
    for (const field of (list as Field[] | undefined) ?? []) {
      const here = `${where} › ${field.name}`;
      out.push({ where: here, field });
      walk(field.fields, here);
      if (field.field) walk([field.field], here);
      walk(field.types, here);
    }
  };
  for (const collection of config.collections) {
    walk(collection.fields, String(collection.name));
    for (const file of (collection.files as { name: string; fields: Field[] }[] | undefined) ?? [])
      walk(file.fields, `${collection.name} › ${file.name}`);
  }
  return out;
}

test('every label and pattern message of the editor is in plain words', () => {
  const all = fields();
  expect(all.length).toBeGreaterThan(300);
  const bad = all.flatMap(({ where, field }) =>
    [field.label, field.pattern?.[1], field.label_singular]
      .filter((text): text is string => typeof text === 'string')
      .filter(
        (text) =>
          DEVELOPER_WORDS.test(text) ||
          (/^(Items|Item)$/.test(text) === false &&
            text === text.toUpperCase() &&
            /[A-Z]{3}/.test(text) &&
            !/^(FAQ|SEO|URL|ROI)/.test(text)),
      )
      .map((text) => `${where}: ${text}`),
  );
  expect(bad).toEqual([]);
});

/** A value of the wrong kind for every field: text where a list is, null everywhere. */
function messagesFor(schema: z.ZodType): string[] {
  const messages: string[] = [];
  for (const input of [{}, null, 'text', []]) {
    const result = schemaIssues(schema, input);
    if (!result.ok) messages.push(...result.issues.map((i) => i.message));
  }
  // Each top-level field given null, then a number: the kind-of-value messages of every field.
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  for (const value of [null, 42, 'x']) {
    const result = schemaIssues(schema, Object.fromEntries(Object.keys(shape).map((key) => [key, value])));
    if (!result.ok) messages.push(...result.issues.map((i) => i.message));
  }
  return messages;
}

test("every schema's messages for empty and wrong values are in plain words", () => {
  const schemas = [...Object.values(FILE_SCHEMAS), ...Object.values(FOLDER_SCHEMAS).map((f) => f.schema)];
  const messages = schemas.flatMap(messagesFor);
  expect(messages.length).toBeGreaterThan(100);
  // The hint after a message quotes the field's description, written for people already.
  const bad = messages.filter((m) => DEVELOPER_WORDS.test(m.split(' Hint: ')[0]!));
  expect([...new Set(bad)]).toEqual([]);
});

/**
 * A developer's words an editor cannot act on: a command to run, an environment variable, a pull
 * request (there is none under `npm start`), a source file.
 */
const TOOL_WORDS =
  /\bnpm (?:run|start|test)\b|\bnpx\b|\bgit (?:commit|push|pull|merge)\b|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b[Pp]ull requests?\b|\b[\w/-]+\.tsx?\b/;

/**
 * The texts of src/admin/ that reach the page: the string and template literals that read as words
 * (with a space: not a key, a class or a constant), the parts of a template around its values,
 * minus the developer's own (imports, the console, a missing part's name).
 */
function adminTexts(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const dir = 'src/admin';
  for (const name of fs.readdirSync(dir).filter((f) => /\.tsx?$/.test(f))) {
    const file = `${dir}/${name}`;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const developers = (node: ts.Node): boolean => {
      const parent = node.parent;
      // Imports, the console (read by developers), a missing part's name (written to the console).
      if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent))
        return true;
      if (ts.isCallExpression(parent) && /^console\./.test(parent.expression.getText())) return true;
      if (ts.isPropertyAssignment(parent) && parent.name.getText() === 'name' && parent.initializer === node)
        return true;
      return parent !== undefined && !ts.isSourceFile(parent) && developers(parent) && !ts.isBlock(parent);
    };
    const walk = (node: ts.Node): void => {
      const text =
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
          ? node.text
          : ts.isTemplateExpression(node)
            ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ')
            : undefined;
      if (text !== undefined) {
        if (/[A-Za-z] [A-Za-z]/.test(text) && !developers(node))
          out.push({ where: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text });
        return;
      }
      ts.forEachChild(node, walk);
    };
    walk(source);
  }
  return out;
}

test('nothing /admin shows names a command, an environment variable or a pull request', () => {
  const shown = [
    ...fields().flatMap(({ where, field }) =>
      [field.label, field.hint, field.pattern?.[1], field.label_singular]
        .filter((text): text is string => typeof text === 'string')
        .map((text) => ({ where, text })),
    ),
    ...adminTexts(),
  ];
  expect(shown.length).toBeGreaterThan(1000);
  expect(adminTexts().length).toBeGreaterThan(50);
  const bad = shown.filter(({ text }) => TOOL_WORDS.test(text)).map(({ where, text }) => `${where}: ${text}`);
  expect(bad).toEqual([]);
});
