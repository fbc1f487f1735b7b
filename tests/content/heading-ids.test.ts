/**
 * Heading ids (src/content/markdown.ts, finishTree) against rehype-slug, the plugin they replace:
 * the same id for every heading of every article and legal page, generated articles and tricky
 * headings, through both Markdown parsers. An id is an `#anchor` other pages link to: one
 * changed id breaks links silently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { benchArticle } from '../../scripts/lib/bench-posts.ts';
import { finishTree, type MarkdownParser, parseMarkdown } from '../../src/content/markdown.ts';
import { splitFrontMatter } from '../../src/content/source.ts';
import { FIXTURE_DIR, REAL_CONTENT_DIR } from './fixture.ts';

const withRehypeSlug = unified().use(rehypeSlug).use(rehypeStringify).freeze();
const stringify = unified().use(rehypeStringify).freeze();

/** The HTML and ids of `markdown` through finishTree, and through rehype-slug first. */
function bothWays(markdown: string, parser: MarkdownParser) {
  const { tree } = parseMarkdown(markdown, 0, parser);
  const reference = structuredClone(tree);
  const ids = finishTree(tree);
  withRehypeSlug.runSync(reference);
  // Headings already carry rehype-slug's ids: finishTree keeps them and adds the rest.
  const referenceIds = finishTree(reference as Root);
  return {
    ours: { html: stringify.stringify(tree), ids },
    rehypeSlug: { html: stringify.stringify(reference as Root), ids: referenceIds },
  };
}

function expectSameIds(markdown: string, name: string) {
  for (const parser of ['fastest', 'remark'] as const) {
    const { ours, rehypeSlug: reference } = bothWays(markdown, parser);
    expect(ours, `${name} (${parser})`).toEqual(reference);
  }
}

const bodyOf = (file: string) => {
  const text = readFileSync(file, 'utf8');
  return splitFrontMatter(text)?.body ?? text;
};

describe('heading ids are the ones rehype-slug gives', () => {
  it('every article and legal page of the site and the fixture', () => {
    const files = [REAL_CONTENT_DIR, FIXTURE_DIR].flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => path.join(root, f)),
    );
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) expectSameIds(bodyOf(file), file);
  });

  it('generated bench articles', () => {
    for (let n = 1; n <= 20; n++) expectSameIds(benchArticle(n).replace(/^---[\s\S]*?\n---\n/, ''), `bench ${n}`);
  });

  it('repeated, formatted, punctuated and non-Latin headings, and footnotes', () => {
    const markdown = [
      '## Intro',
      '## Intro',
      '## Intro 1',
      '## intro-1',
      '### **Bold** and *em* with `code()` and [a link](/about)',
      '## What’s new? (2025) — prices & plans!',
      '## Café, naïve, Straße',
      '## 日本語の見出し',
      '## Emoji 🚀 launch',
      '##',
      '## ---',
      '> ## Quoted heading',
      '- ## Heading in a list',
      'Setext heading',
      '---',
      'A note[^1] and https://example.com.',
      '[^1]: The footnote.',
    ].join('\n\n');
    expectSameIds(markdown, 'tricky headings');
    const { ours } = bothWays(markdown, 'fastest');
    expect(ours.ids.slice(0, 4)).toEqual(['intro', 'intro-1', 'intro-1-1', 'intro-1-2']);
  });
});
