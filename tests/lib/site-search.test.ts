/** Site search: which pages the index marks, and the pure parts of the search page's script. */
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  isSearchPageMessage,
  isSocialImagesMessage,
  searchDocument,
  searchIndexWanted,
  sendToSearchIndex,
} from '../../scripts/build/vike-channel.ts';
import { findRoute, SEARCH_KINDS, searchKindOf } from '../../src/content/routes.ts';
import { searchIndexMarks } from '../../src/lib/search-index.ts';
import { resultCountText, separateBlocks, tidyExcerpt } from '../../src/lib/site-search.ts';
import { checkFixture, cleanupFixtures } from '../content/fixture.ts';

afterAll(cleanupFixtures);

const { content, routes } = checkFixture();

describe('searchIndexMarks: the pages whose main content Pagefind indexes', () => {
  it('marks articles, case studies, the services and industries overviews and the about page, and nothing else', () => {
    const marked = routes.filter((r) => 'data-pagefind-body' in searchIndexMarks(r, content!)).map((r) => r.path);
    expect(marked).toEqual([
      '/services',
      '/industries',
      '/industries/restaurants',
      '/blog/vibe-coding',
      '/blog/first-steps',
      '/about',
    ]);
    // Left out: home, coming-soon pages, the blog index, contact, search, legal, newsletter, 404.
    for (const path of ['/', '/services/chatbots', '/industries/hotels', '/blog', '/contact', '/search', '/404.html']) {
      expect(searchIndexMarks(findRoute(routes, path)!, content!), path).toEqual({});
    }
  });

  it('gives each marked page the name of its kind from content/search.yaml', () => {
    const marks = (path: string) => searchIndexMarks(findRoute(routes, path)!, content!);
    expect(marks('/blog/first-steps')).toEqual({ 'data-pagefind-body': '', 'data-pagefind-meta': 'kind:Article' });
    expect(marks('/industries/restaurants')['data-pagefind-meta']).toBe('kind:Case study');
    expect(marks('/about')['data-pagefind-meta']).toBe('kind:About us');
  });

  it('a kind of page joins the index by being named in SEARCH_KINDS', () => {
    expect(searchKindOf({ kind: 'post' })).toBe('article');
    expect(searchKindOf({ kind: 'contact' })).toBeUndefined();
    // Every named kind has its name in the content (the schema requires it).
    for (const kind of Object.values(SEARCH_KINDS)) expect(content!.search.kinds[kind]).toBeTruthy();
    // …and every name of the content belongs to a kind of page search finds.
    expect(Object.keys(content!.search.kinds).sort()).toEqual([...new Set(Object.values(SEARCH_KINDS))].sort());
  });
});

describe('what the build sends Pagefind of a page', () => {
  const page = [
    '<!DOCTYPE html><html lang="en-US" dir="ltr"><head><title>A post | Site</title><script type="application/ld+json">{}</script></head>',
    '<body><header><a href="/">Site</a></header>',
    '<main id="main" data-pagefind-body="" data-pagefind-meta="kind:Article"><h1>A post</h1><p>Words &amp; more.</p></main>',
    '<footer>© Site</footer><section id="cookie-banner">Cookies</section></body></html>',
  ].join('');

  it('keeps the language and the main content, and nothing around it', () => {
    expect(searchDocument(page)).toBe(
      '<!DOCTYPE html><html lang="en-US"><body><main id="main" data-pagefind-body="" data-pagefind-meta="kind:Article"><h1>A post</h1> <p>Words &amp; more.</p> </main></body></html>',
    );
  });

  it('leaves a page without a main element whole', () => {
    expect(searchDocument('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>');
  });

  it('recognises only well-formed page messages on the channel', () => {
    expect(isSearchPageMessage({ type: 'search-page', url: '/a', html: '<html></html>' })).toBe(true);
    for (const other of [
      null,
      'search-page',
      { type: 'search-page', url: '/a' },
      { type: 'other', url: '/a', html: '' },
    ])
      expect(isSearchPageMessage(other)).toBe(false);
  });

  it('recognises only well-formed social-image messages on the channel', () => {
    const heldBack = ['/images/blog/soon.jpg'];
    expect(isSocialImagesMessage({ type: 'social-images', images: ['/images/a.svg'], heldBack })).toBe(true);
    expect(isSocialImagesMessage({ type: 'social-images', images: [], heldBack: [] })).toBe(true);
    // With the company's logo, which the build draws as a PNG for the e-mails.
    expect(isSocialImagesMessage({ type: 'social-images', images: [], heldBack, logo: '/images/logo.svg' })).toBe(true);
    for (const other of [
      null,
      { type: 'social-images' },
      { type: 'social-images', images: [1], heldBack },
      { type: 'social-images', images: [] },
      { type: 'social-images', images: [], heldBack: [2] },
      { type: 'social-images', images: [], heldBack, logo: 7 },
      { type: 'x', images: [], heldBack },
    ])
      expect(isSocialImagesMessage(other)).toBe(false);
  });

  it('sends a rendered page up the channel, and none to an index the build does not make (SEARCH_INDEX=off)', async () => {
    expect(searchIndexWanted({ SEARCH_INDEX: 'off' })).toBe(false);
    expect(searchIndexWanted({})).toBe(true);
    const sent: unknown[] = [];
    const original = process.send;
    process.send = ((message: unknown, _handle: unknown, _options: unknown, done: (error: Error | null) => void) => {
      sent.push(message);
      done(null);
      return true;
    }) as typeof process.send;
    try {
      vi.stubEnv('SEARCH_INDEX', 'off');
      await sendToSearchIndex('/a', '<html><body><main>x</main></body></html>');
      expect(sent).toEqual([]);
      vi.stubEnv('SEARCH_INDEX', '');
      await sendToSearchIndex('/a', '<html><body><main>x</main></body></html>');
      expect(sent).toEqual([
        { type: 'search-page', url: '/a', html: '<!DOCTYPE html><html><body><main>x</main></body></html>' },
      ]);
    } finally {
      process.send = original;
      vi.unstubAllEnvs();
    }
  });
});

describe('the search page, pure parts', () => {
  const copy = {
    one: '1 result for “{query}”',
    other: '{count} results for “{query}”',
    none: 'Nothing matches “{query}”.',
  };

  it('counts results in the words of content/search.yaml', () => {
    expect(resultCountText(copy, 0, 'vibe')).toBe('Nothing matches “vibe”.');
    expect(resultCountText(copy, 1, 'vibe')).toBe('1 result for “vibe”');
    expect(resultCountText(copy, 1234, 'ai tools')).toBe('1,234 results for “ai tools”');
  });
});

describe('no two words run together in the index', () => {
  it('puts a space after each block, so a figure’s label and value stay two words', () => {
    expect(separateBlocks('<dl><div><dt>Launch</dt><dd>48hrs</dd></div></dl>')).toBe(
      '<dl><div><dt>Launch</dt> <dd>48hrs</dd> </div> </dl> ',
    );
    expect(separateBlocks('<ul><li>One</li><li>Two<br>Three</li></ul>')).toBe(
      '<ul><li>One</li> <li>Two<br> Three</li> </ul> ',
    );
    // Two elements side by side (buttons, a name above a role): apart; one inside a sentence: as it is.
    expect(separateBlocks('<a>Book</a><a>See the numbers</a>')).toBe('<a>Book</a> <a>See the numbers</a>');
    expect(separateBlocks('<span>Maria</span><span>Owner</span>')).toBe('<span>Maria</span> <span>Owner</span>');
    expect(separateBlocks('<p>A <strong>bold</strong> claim, <a>read</a>.</p>')).toBe(
      '<p>A <strong>bold</strong> claim, <a>read</a>.</p> ',
    );
    // Words in an attribute are not a tag (React writes "<" in an attribute as "&lt;").
    expect(separateBlocks('<p title="a &lt;/p&gt; b">x</p>')).toBe('<p title="a &lt;/p&gt; b">x</p> ');
  });
});

describe('tidyExcerpt: what a result shows of its page', () => {
  const page = 'Spa & Wellness. A spa booking website as relaxing as the treatments. Still Water Spa in Evanston.';
  const parts = (...texts: (string | [string])[]) =>
    texts.map((t) => (Array.isArray(t) ? { text: t[0], mark: true } : { text: t, mark: false }));

  it('starts inside the text at a word, after an ellipsis, and ends with one before the end', () => {
    expect(tidyExcerpt(parts('& Wellness. A spa ', ['booking'], ' website as'), page)).toEqual(
      parts('… ', 'Wellness. A spa ', ['booking'], ' website as', ' …'),
    );
  });

  it('adds nothing at the start or the end of the page', () => {
    expect(tidyExcerpt(parts(['Spa'], ' & Wellness.'), page)).toEqual(parts(['Spa'], ' & Wellness.', ' …'));
    expect(tidyExcerpt(parts('Still Water ', ['Spa'], ' in Evanston.'), page)).toEqual(
      parts('… ', 'Still Water ', ['Spa'], ' in Evanston.'),
    );
    expect(tidyExcerpt(parts(page), page)).toEqual(parts(page));
  });

  it('drops a run that was only punctuation, and never a word found', () => {
    expect(tidyExcerpt(parts('· ', ['Wellness'], '. A spa'), page)).toEqual(parts('… ', ['Wellness'], '. A spa', ' …'));
    expect(tidyExcerpt([], page)).toEqual([]);
  });
});
