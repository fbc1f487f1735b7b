// The editor's check before a save or a delete runs the build's own check over the site's files
// with the change in them: the same problems, in the same words, as `npm run check`.
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkChange, checkTexts, entryFile, entryLink, imagesOf } from '../../src/admin/site-check.ts';
import { diskContent } from '../../src/content/disk.ts';

const CONTENT = path.resolve('content');
const source = diskContent(CONTENT);
const texts = new Map(source.files.map((file) => [file, source.read(path.join(CONTENT, file))]));
const now = new Date('2026-11-28T12:00:00Z');
const LANDING = 'landing/restaurant-automation.yaml';

describe('checkChange', () => {
  test("the repository's content passes, as npm run check says", () => {
    expect(checkTexts(texts, { now })).toEqual([]);
  });

  test('a misspelt link and service are refused on their fields, with "Did you mean"', () => {
    const text = texts
      .get(LANDING)!
      .replace('      - chatbots\n', '      - chatbot\n')
      .replace('href: "#roi-calculator"', 'href: /servises');
    const verdict = checkChange(texts, { file: LANDING, text }, { now });
    const messages = verdict.own.map((p) => `${p.field}: ${p.message}`);
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^sections\[\d+\]\.items\[2\]: "chatbot" is not a service slug.* Did you mean "chatbots"\?/,
      ),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        /secondaryCta\.href: link "\/servises" leads to no page of this site\. Did you mean \/services\?/,
      ),
    );
    expect(verdict.others).toEqual([]);
  });

  test('deleting a post another names as next is refused with that post named', () => {
    const verdict = checkChange(texts, { file: 'blog/vibe-coding-future-development.md' }, { now });
    expect(verdict.own).toEqual([]);
    expect(verdict.others.map((p) => [p.file, p.field])).toEqual([
      ['content/blog/ai-automation-guide-2025.md', 'next'],
    ]);
    expect(verdict.others[0]!.message).toMatch(/"vibe-coding-future-development" is not an article/);
  });

  test('problems that were there before are not the change’s doing', () => {
    const broken = new Map(texts).set('blog.yaml', 'nonsense: [');
    const verdict = checkChange(broken, { file: LANDING, text: texts.get(LANDING)! }, { now });
    expect(verdict).toEqual({ own: [], others: [] });
  });

  test('a picture known to be missing is refused, one found is not', () => {
    const images = imagesOf(LANDING, texts.get(LANDING)!, { now });
    expect(images).toContain('/images/landing/restaurant-automation.svg');
    const verdict = checkChange(
      texts,
      { file: LANDING, text: texts.get(LANDING)! },
      {
        now,
        missingImages: new Set(['/images/landing/restaurant-automation.svg']),
      },
    );
    expect(verdict.own.map((p) => p.message)).toContainEqual(expect.stringMatching(/does not exist/));
  });
});

test('entries are named by their files and back', () => {
  expect(entryFile('pages', 'services', {})).toBe('services.yaml');
  expect(entryFile('posts', '', { title: 'Hello There' })).toBe('blog/hello-there.md');
  expect(entryFile('landing', '', { slug: 'ai-audit', title: 'AI Audit for Chicago' })).toBe('landing/ai-audit.yaml');
  expect(entryLink('content/blog/ai-automation-guide-2025.md')).toBe(
    '#/collections/posts/entries/ai-automation-guide-2025',
  );
  expect(entryLink('content/faqs.yaml')).toBe('#/collections/pages/entries/faqs');
});

test('a page moved to a new address is checked at its new file, and the old one is gone', () => {
  const moved = texts.get(LANDING)!.replace(/^title:/m, 'slug: restaurant-offer\ntitle:');
  const verdict = checkChange(
    texts,
    { file: 'landing/restaurant-offer.yaml', text: moved, movedFrom: LANDING },
    { now },
  );
  expect(verdict).toEqual({ own: [], others: [] });
  // Written with the old file's name, the address field is refused with the fix.
  const misnamed = checkChange(texts, { file: LANDING, text: moved }, { now });
  expect(misnamed.own.map((p) => `${p.field}: ${p.message}`)).toEqual([
    'slug: says the address is "restaurant-offer", but the file is named restaurant-automation.yaml, and the file\'s name is the address. Rename the file to restaurant-offer.yaml, or write slug: restaurant-automation.',
  ]);
});

test('a post moved while another names it as previous or next is refused with that post named', () => {
  const post = 'blog/vibe-coding-future-development.md';
  const moved = texts.get(post)!.replace(/^title:/m, 'slug: vibe-coding\ntitle:');
  const verdict = checkChange(texts, { file: 'blog/vibe-coding.md', text: moved, movedFrom: post }, { now });
  expect(verdict.others.map((p) => p.file)).toContain('content/blog/ai-automation-guide-2025.md');
});
