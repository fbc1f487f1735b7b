// Everything the editor shows in its own words: no "null", "undefined", camelCase field names or
// list labels in capitals, in the labels and hints of every field of the generated configuration
// and in the check's messages for every schema's fields left empty or given the wrong kind of value.

import fs from 'node:fs';
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
