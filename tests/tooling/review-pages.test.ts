// What `npm run review` counts as a change of a page, and how it names it for an editor.
import { describe, expect, it } from 'vitest';
import {
  changedParts,
  closingLine,
  commentMarkdown,
  headline,
  pageLine,
  pageParts,
  type ReviewedPage,
  reportHtml,
  type Shot,
} from '../../scripts/checks/review-pages.ts';

const page = (opts: {
  css?: string;
  js?: string;
  faq?: string;
  year?: number;
  hero?: string;
  title?: string;
}) => `<!DOCTYPE html>
<html lang="en"><head><title>${opts.title ?? 'Home'}</title><link rel="stylesheet" href="/assets/static/site.${opts.css ?? 'CmX1eSu2'}.css">
<script type="module" src="/assets/entries/client.${opts.js ?? 'Chd-wK67'}.js"></script></head>
<body><header><nav aria-label="Main"><a href="/">Home</a></nav></header>
<main id="main"><section id="home" aria-labelledby="hero-title"><h1 id="hero-title">Automation</h1>
<img src="/images/hero.svg" srcset="/images/hero.svg 1x, /images/hero@2x.png 2x" alt=""></section>
<section id="faq" aria-labelledby="faq-title"><h2 id="faq-title">Frequently asked questions</h2><p>${opts.faq ?? 'What is it?'}</p></section></main>
<footer><p>© ${opts.year ?? 2026} Lakeshore</p></footer></body></html>`;

/** A build's files by URL path: the stylesheet and pictures, as bytes. */
const files =
  (bytes: Record<string, string> = {}) =>
  (urlPath: string) =>
    Buffer.from(bytes[urlPath] ?? `bytes of ${urlPath}`);

const diff = (
  before: string,
  after: string,
  opts: { filesBefore?: Record<string, string>; filesAfter?: Record<string, string>; years?: number[] } = {},
) =>
  changedParts(
    pageParts(before, files(opts.filesBefore), opts.years ?? [2026]),
    pageParts(after, files(opts.filesAfter), opts.years ?? [2026]),
  );

describe('what counts as a change of a page', () => {
  it('nothing when only asset hashes differ, nor when only a script’s bytes do', () => {
    const sameCss = { '/assets/static/site.CmX1eSu2.css': 'a{}', '/assets/static/site.NtLGP1vt.css': 'a{}' };
    expect(
      diff(page({}), page({ css: 'NtLGP1vt', js: 'BqKIzhZP' }), { filesBefore: sameCss, filesAfter: sameCss }),
    ).toEqual([]);
    const scripts = { '/assets/entries/client.Chd-wK67.js': 'one', '/assets/entries/client.BqKIzhZP.js': 'two' };
    expect(diff(page({}), page({ js: 'BqKIzhZP' }), { filesBefore: scripts, filesAfter: scripts })).toEqual([]);
  });

  it('the year of the build only when the two builds ran in different years', () => {
    expect(diff(page({ year: 2026 }), page({ year: 2027 }), { years: [2026, 2027] })).toEqual([]);
    expect(diff(page({ year: 2026 }), page({ year: 2027 }))).toEqual(['footer']);
  });

  it('a stylesheet or picture whose bytes changed, under the same name, in the part that shows it', () => {
    const css = { '/assets/static/site.CmX1eSu2.css': 'a{color:red}' };
    expect(
      diff(page({}), page({ css: 'NtLGP1vt' }), {
        filesBefore: css,
        filesAfter: { '/assets/static/site.NtLGP1vt.css': 'a{color:blue}' },
      }),
    ).toEqual(['title and description for search engines']);
    expect(diff(page({}), page({}), { filesAfter: { '/images/hero@2x.png': 'new pixels' } })).toEqual(['Automation']);
  });

  it('names each changed part by its heading or label, the head last', () => {
    expect(diff(page({}), page({ faq: 'What exactly is it?', title: 'Start' }))).toEqual([
      'Frequently asked questions',
      'title and description for search engines',
    ]);
  });
});

describe('what the review says', () => {
  const shot = (changedPixels: number, pixels = 10_000): Shot => ({
    before: 'a.png',
    after: 'b.png',
    diff: 'c.png',
    changedPixels,
    pixels,
  });
  const pages: ReviewedPage[] = [
    {
      path: '/',
      name: 'Home',
      status: 'changed',
      parts: ['Frequently asked questions', 'title and description for search engines'],
      ...shot(250),
      desktop: shot(5),
    },
    {
      path: '/blog/new',
      name: 'New | post',
      status: 'added',
      parts: [],
      ...shot(10_000),
      before: null,
      diff: null,
      desktop: shot(10_000),
    },
  ];

  it('one line per page, in plain words', () => {
    expect(pages.map(pageLine)).toEqual([
      `changed  /${' '.repeat(31)} Home (Frequently asked questions; phone 2.5%, desktop under 0.1%)`,
      `added    /blog/new${' '.repeat(23)} New | post (new page)`,
    ]);
    expect(headline(pages)).toBe('2 pages change: Home (Frequently asked questions), New | post (new page).');
    expect(headline([])).toBe('No page changes: the site looks the same with this pull request.');
    expect(closingLine(0, 41.4, 3.6, 'dist/review/index.html')).toBe(
      'No page changes (builds 41 s, pictures 4 s). Report: dist/review/index.html',
    );
    expect(closingLine(2, 40, 12, 'dist/review/index.html')).toBe(
      '2 page(s) change (builds 40 s, pictures 12 s). Report: dist/review/index.html',
    );
  });

  it('a report with nothing to show says so in its heading and title, with no page section', () => {
    const html = reportHtml([], 'origin/main');
    expect(html).toContain('<h1>No page changes: the site looks the same with this pull request.</h1>');
    expect(html).toContain('<title>Review: No page changes');
    expect(html).not.toContain('<section');
  });

  it('a comment for the pull request: marker first, a table whose cells cannot break it', () => {
    const text = commentMarkdown(pages);
    expect(text.split('\n')[0]).toBe('<!-- site-review -->');
    expect(text).toContain(
      '| Home `/` | Frequently asked questions, title and description for search engines | 2.5% | under 0.1% |',
    );
    expect(text).toContain('| New \\| post `/blog/new` | new page | | |');
    expect(text).toContain('**2 pages change: Home (Frequently asked questions), New | post (new page).**');
  });

  it('lists the addresses a change takes away and where each now leads', () => {
    const text = commentMarkdown(pages, [
      { path: '/blog/old', leadsTo: '/blog/new (301)' },
      { path: '/blog/withdrawn', leadsTo: 'gone (410)' },
      { path: '/spring-offer' },
    ]);
    expect(text).toContain('#### Addresses this change takes away');
    expect(text).toContain('| `/blog/old` | `/blog/new (301)` |');
    expect(text).toContain('| `/blog/withdrawn` | `gone (410)` |');
    expect(text).toContain('| `/spring-offer` | **nothing: "page not found"**');
    expect(commentMarkdown(pages)).not.toContain('Addresses this change takes away');
  });

  it('no table and no change named when nothing changes, and a plain sentence when the review could not run', () => {
    const none = commentMarkdown([]);
    expect(none.split('\n')[0]).toBe('<!-- site-review -->');
    expect(none).toContain('**No page changes: the site looks the same with this pull request.**');
    expect(none).not.toContain('| Page |');
    const failed = commentMarkdown(null);
    // The same marker: the comment of an earlier push is replaced, not left saying something stale.
    expect(failed.split('\n')[0]).toBe('<!-- site-review -->');
    expect(failed).toContain('The pages could not be compared this time');
    expect(failed).not.toMatch(/Error|at .*\.ts:\d+/);
  });
});
