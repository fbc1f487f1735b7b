// The editor's file formats (src/admin/formats.ts): Decap reads entries through fromFile and
// writes them through toFile, which gets the file's text from the check before saving.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryFormat, SOURCE_KEY } from '../../src/admin/formats.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const read = (file: string) => readFileSync(path.join(CONTENT, file), 'utf8');
const noOrder = () => () => undefined;
/** What the check before saving hands the format: the values and the file's text. */
const saving = (values: Record<string, unknown>, text: string, entry = 'x') => ({
  ...values,
  [SOURCE_KEY]: { text, entry },
});

describe('the Markdown format', () => {
  const post = read('blog/ai-automation-guide-2025.md');

  it('reads front matter and text, and writes them back byte for byte', () => {
    const format = entryFormat(true, { order: noOrder });
    const values = format.fromFile(post);
    expect(values.title).toBe('AI Automation: The Complete Guide for 2025');
    expect(String(values.body).startsWith('Every small business')).toBe(true);
    expect(format.toFile(saving(values, post))).toBe(post);
  });

  it('changes one front-matter line and leaves the text alone; a changed text replaces the old one', () => {
    const format = entryFormat(true, { order: noOrder });
    const values = format.fromFile(post);
    const out = format.toFile(saving({ ...values, readTime: 13 }, post));
    expect(out).toBe(post.replace('readTime: 12', 'readTime: 13'));
    const edited = format.toFile(saving({ ...values, body: 'A new text.\n' }, post));
    expect(edited).toBe(`${post.slice(0, post.indexOf('\n---\n') + 5)}\nA new text.\n`);
  });

  it('adds the values the editor shows on reading, and never writes them', () => {
    const format = entryFormat(true, { order: noOrder, derive: (data) => ({ publication: `on ${data.date}` }) });
    const values = format.fromFile(post);
    expect(values.publication).toBe('on 2025-01-14');
    expect(format.stored(saving(values, post))).not.toHaveProperty('publication');
    expect(format.stored(saving(values, post))).not.toHaveProperty(SOURCE_KEY);
    expect(format.toFile(saving(values, post))).toBe(post);
  });

  it('writes a new entry like the last file it read, with a blank line before the text', () => {
    const format = entryFormat(true, { order: noOrder });
    format.fromFile(post);
    const out = format.toFile(saving({ title: 'New', date: '2025-12-01', draft: true, body: 'Hello.\n' }, ''));
    expect(out).toBe('---\ntitle: "New"\ndate: 2025-12-01\ndraft: true\n---\n\nHello.\n');
  });
});

describe('the YAML format', () => {
  const site = read('site.yaml');

  it('keeps every comment of a data file through a change of one value', () => {
    const format = entryFormat(false, { order: noOrder });
    const values = format.fromFile(site) as { contact: Record<string, unknown> };
    const out = format.toFile(saving({ ...values, contact: { ...values.contact, responseTime: 'same day' } }, site));
    expect(out).toBe(site.replace('responseTime: within 2 hours', 'responseTime: same day'));
  });

  it("puts a new top-level field where Decap's order of the entry's fields says", () => {
    const format = entryFormat(false, { order: noOrder });
    const text = 'a: 1\nc: 3\n';
    const out = format.toFile(saving({ a: 1, c: 3, b: 2 }, text), ['a', 'b', 'c']);
    expect(out).toBe('a: 1\nb: 2\nc: 3\n');
  });
});
