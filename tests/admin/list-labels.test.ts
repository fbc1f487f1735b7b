// Every list of the editor says what it holds: a plain label and a name for one entry ("Add menu
// item", "1 FAQ"), never "Items", "ITEMS", a joined-up field name, "null" or "undefined"; a list of
// single values labels each value in the singular ("Keyword", not "Keywords").
import fs from 'node:fs';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { decapConfig, pluralOf } from '../../scripts/build/decap-config.ts';
import { siteSchema } from '../../src/content/schemas/site.ts';

const site = siteSchema.parse(parse(fs.readFileSync('content/site.yaml', 'utf8')));

type Field = {
  name: string;
  label?: string;
  label_singular?: string;
  widget?: string;
  multiple?: boolean;
  field?: Field;
  fields?: Field[];
  types?: Field[];
};

/** Every list (a list widget, or a picker of several entries) of a configuration, with where it is. */
function lists(config: { collections: Record<string, unknown>[] }): { where: string; field: Field }[] {
  const out: { where: string; field: Field }[] = [];
  const walk = (fields: Field[] | undefined, where: string) => {
    for (const field of fields ?? []) {
      const here = `${where} › ${field.label ?? field.name}`;
      if (field.widget === 'list' || (field.widget === 'relation' && field.multiple)) out.push({ where: here, field });
      walk(field.fields, here);
      if (field.field) walk([field.field], here);
      for (const type of field.types ?? []) walk(type.fields, `${here} › ${type.label}`);
    }
  };
  for (const collection of config.collections) {
    walk(collection.fields as Field[] | undefined, String(collection.label));
    for (const file of (collection.files as { label: string; fields: Field[] }[] | undefined) ?? [])
      walk(file.fields, `${collection.label} › ${file.label}`);
  }
  return out;
}

/** What no editor should read as a list's name. */
const UNPLAIN = /^(items?|entries|entry|list)$/i;
const DEVELOPER_WORDS = /\b(null|undefined|NaN)\b|\b[a-z]+[A-Z][A-Za-z]*\b/;

test('every list of the generated configuration has a plain label and a name for one entry', () => {
  const found = lists(decapConfig(site) as { collections: Record<string, unknown>[] });
  expect(found.length).toBeGreaterThan(50);
  const bad = found.flatMap(({ where, field }) => {
    const texts = [field.label, field.label_singular, field.field?.label];
    const problems = [
      ...(field.label_singular ? [] : ['no label_singular']),
      ...texts
        .filter((t): t is string => typeof t === 'string')
        .filter((t) => UNPLAIN.test(t) || DEVELOPER_WORDS.test(t) || (t === t.toUpperCase() && !/^(FAQs?)$/.test(t)))
        .map((t) => `"${t}"`),
    ];
    // One value of a list of plain values is named as one.
    if (field.field && field.field.label !== field.label_singular)
      problems.push(`value labelled "${field.field.label}"`);
    return problems.map((p) => `${where}: ${p}`);
  });
  expect(bad).toEqual([]);
});

test('a list named "items" takes its label from what one entry is', () => {
  const labels = lists(decapConfig(site) as { collections: Record<string, unknown>[] })
    .filter(({ field }) => field.name === 'items')
    .map(
      ({ where, field }) => `${where.split(' › ').slice(1, -1).join(' › ')}: ${field.label} / ${field.label_singular}`,
    );
  expect(labels).toContain('Site settings (contact details, header, footer, banner) › Header: Menu items / Menu item');
  expect(labels).toContain('FAQs: FAQs / FAQ');
  expect(labels).toContain('Tech stack: Technologies / Technology');
});

test('pluralOf', () => {
  expect(['menu item', 'FAQ', 'technology', 'day', 'address', 'match'].map(pluralOf)).toEqual([
    'Menu items',
    'FAQs',
    'Technologies',
    'Days',
    'Addresses',
    'Matches',
  ]);
});
