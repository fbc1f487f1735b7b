// A refusal of the check before saving names each field as the editor's form shows it
// ("Notification › Subject"), from the generated configuration's labels (src/admin/collections.ts),
// in the check's own words (src/admin/validate.ts). Moved from e2e/admin.spec.ts, whose flow (a
// rule only the schema knows refuses a save, and nothing is written) e2e/admin-landing.spec.ts
// keeps in the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { parse } from 'yaml';
import { generateDecapConfig } from '../../scripts/build/schemas.ts';
import { type DecapCollection, registerFormats } from '../../src/admin/collections.ts';
import { schemaOfEntry } from '../../src/admin/schemas.ts';
import { checkEntry, refusalLines } from '../../src/admin/validate.ts';

// The formats are registered with Decap in the browser; here only the labels are wanted.
vi.mock('decap-cms-app', () => ({ default: { registerCustomFormat: () => undefined } }));

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const collections = (parse(generateDecapConfig()) as { collections: DecapCollection[] }).collections;
const helpers = registerFormats(collections, '2026-01-15');

describe('the refusal of the check before saving', () => {
  test('a notification subject without its {name} placeholder: the field by its labels, the rule in words', () => {
    const contact = parse(readFileSync(path.join(REPO_ROOT, 'content/contact.yaml'), 'utf8')) as Record<
      string,
      unknown
    > & { notification: { subject: string } };
    contact.notification.subject = 'New consultation request';
    const result = checkEntry(schemaOfEntry('pages', 'contact')!.schema, contact, false);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = refusalLines(result.issues, helpers.get('pages')!.labels('contact'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Notification › Subject: must contain \{name\}/);
  });

  test('a list entry is named by its list, then its singular label and number', () => {
    const label = helpers.get('pages')!.labels('faqs');
    expect(label(['items', 1, 'question'])).toBe('FAQs › FAQ 2 › Question');
  });
});
