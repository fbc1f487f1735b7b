// A refusal names the entry and the field as the editor sees them (issue 51, point 7): the check's
// problem in another entry, `sections[8].questions[0] in section 9 ("faq")`, becomes 'the landing
// page "…", its FAQ section, question 1', with a link that opens that entry. Against the
// repository's content and the generated editor configuration.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import type { DecapCollection } from '../../src/admin/collections.ts';
import { blockedPublishNote, FIELDS_IN_RED } from '../../src/admin/publish-blocked.ts';
import { entryWords, fieldWords, otherEntryWords } from '../../src/admin/refusal-words.ts';
import { checkChange } from '../../src/admin/site-check.ts';
import { diskContent } from '../../src/content/disk.ts';

const CONTENT = path.resolve('content');
const source = diskContent(CONTENT);
const texts = new Map(source.files.map((file) => [file, source.read(path.join(CONTENT, file))]));
const now = new Date('2026-11-28T12:00:00Z');
const LANDING = 'landing/restaurant-automation.yaml';
const collections = (parse(fs.readFileSync('public/admin/config.yml', 'utf8')) as { collections: DecapCollection[] })
  .collections;
const landing = parse(texts.get(LANDING)!) as { title: string; sections: { type: string; questions?: string[] }[] };
const collectionOf = (name: string) => collections.find((c) => c.name === name)!;

describe('otherEntryWords', () => {
  test('an FAQ a landing page chooses, deleted: the page by its title, the field as its form shows it, and a link', () => {
    const faq = landing.sections.find((s) => s.type === 'faq')!;
    const chosen = faq.questions![0]!;
    const faqs = parse(texts.get('faqs.yaml')!) as { items: { question: string }[] };
    const without = stringify({ items: faqs.items.filter((item) => item.question !== chosen) });
    const verdict = checkChange(texts, { file: 'faqs.yaml', text: without }, { now });
    expect(verdict.others).toHaveLength(1);
    const problem = verdict.others[0]!;
    // The check's own naming, which the editor read before.
    expect(problem.field).toMatch(/^sections\[\d+\]\.questions\[0\]$/);

    const line = otherEntryWords(problem, texts.get(LANDING), collections);
    expect(line.text).toBe(`The landing page "${landing.title}", its FAQ section, question 1: ${problem.message}`);
    expect(line.text).not.toMatch(/sections\[|\("faq"\)/);
    expect(line.link).toBe('#/collections/landing/entries/restaurant-automation');
    expect(line.linkText).toBe(`Open the landing page "${landing.title}"`);
  });

  test('a post another names as its next: the post by its title, the field by its label', () => {
    const verdict = checkChange(texts, { file: 'blog/vibe-coding-future-development.md' }, { now });
    const problem = verdict.others[0]!;
    const text = texts.get('blog/ai-automation-guide-2025.md');
    const title = /^title: "?(.*?)"?$/m.exec(text!)![1];
    const nextLabel = collectionOf('posts').fields!.find((f) => f.name === 'next')!.label!;
    const line = otherEntryWords(problem, text, collections);
    expect(line.text).toBe(
      `The blog post "${title}", its ${nextLabel.charAt(0).toLowerCase()}${nextLabel.slice(1)}: ${problem.message}`,
    );
    expect(line.link).toBe('#/collections/posts/entries/ai-automation-guide-2025');
  });

  test('a settings file is named by its place in the editor, without the explanation in brackets', () => {
    expect(entryWords('content/site.yaml', texts.get('site.yaml'), collections)).toBe('"Site settings"');
    expect(
      otherEntryWords({ file: 'content/site.yaml', line: 1, column: 1, field: '', message: 'x.' }, '', collections),
    ).toMatchObject({ text: '"Site settings": x.', link: '#/collections/pages/entries/site' });
  });
});

describe('fieldWords', () => {
  const site = collectionOf('pages').files!.find((f) => f.name === 'site')!;

  test('a list entry by its singular label and number, a group by its label', () => {
    const data = parse(texts.get('site.yaml')!);
    expect(fieldWords(site.fields, ['contact', 'phones', 1, 'display'], data)).toBe('contact, phone number 2, display');
  });

  test('two sections of the same kind are told apart by their place among that kind', () => {
    const data = { sections: [{ type: 'faq' }, { type: 'hero' }, { type: 'faq', questions: ['a'] }] };
    expect(fieldWords(collectionOf('landing').fields, ['sections', 2, 'questions', 0], data)).toBe(
      'FAQ section 2, question 1',
    );
  });
});

describe('blockedPublishNote', () => {
  test('a field in red that Decap does not speak of: the note lists its message', () => {
    expect(
      blockedPublishNote({ messages: ['Shown as: has other digits than the dialled number.'], required: false }),
    ).toEqual({ heading: FIELDS_IN_RED, lines: [{ text: 'Shown as: has other digits than the dialled number.' }] });
  });

  test('an empty required field (Decap says so itself) or no error: no note', () => {
    expect(blockedPublishNote({ messages: ['Title is required.'], required: true })).toBeUndefined();
    expect(blockedPublishNote({ messages: [], required: false })).toBeUndefined();
  });
});
