/** Valid content: no problems, typed values with their defaults, and the route table. */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { checkContent } from '../../src/content/index.ts';
import { formatProblem } from '../../src/content/problems.ts';
import { rssXml, sitemapXml } from '../../src/lib/site-files.ts';
import {
  checkFixture,
  cleanupFixtures,
  PUBLIC_DIR,
  positionOf,
  post,
  REAL_CONTENT_DIR,
  replaceOnce,
} from './fixture.ts';

afterAll(cleanupFixtures);
afterEach(() => {
  vi.unstubAllEnvs();
});

const FIXTURE_PATHS = [
  '/',
  '/services',
  '/services/ai-automation',
  '/services/voice-agents',
  '/services/chatbots',
  '/services/booking-systems',
  '/industries',
  '/industries/restaurants',
  '/industries/hotels',
  '/industries/healthcare',
  '/industries/ecommerce',
  '/blog',
  '/blog/vibe-coding',
  '/blog/first-steps',
  '/about',
  '/contact',
  '/search',
  '/privacy-policy',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/404.html',
];

describe('valid content', () => {
  it('the fixture has no problems', () => {
    const r = checkFixture();
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.content).toBeDefined();
  });

  it('the real content/ has no problems', () => {
    const r = checkContent({ contentDir: REAL_CONTENT_DIR, publicDir: PUBLIC_DIR });
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.content).toBeDefined();
    expect(r.routes.length).toBeGreaterThan(0);
  });

  it('yields typed values with the schema defaults filled in', () => {
    const { content } = checkFixture();
    if (!content) throw new Error('fixture did not load');

    // Dates stay YYYY-MM-DD strings (YAML 1.2 does not turn them into Date objects).
    const first = content.posts.find((p) => p.slug === 'first-steps')!;
    const second = content.posts.find((p) => p.slug === 'vibe-coding')!;
    expect(first.date).toBe('2025-01-14');
    expect(content.legal[0]!.updated).toBe('2025-06-01');

    // Post defaults: draft false, tldr/previous/next null, keywords absent when not given.
    expect(first).toMatchObject({ draft: false, tldr: null, previous: null, next: 'vibe-coding', readTime: 4 });
    expect(second).toMatchObject({
      draft: false,
      tldr: 'AI speeds up building software.',
      previous: 'first-steps',
      next: null,
    });
    expect(second.keywords).toBeUndefined();
    expect(first.keywords).toEqual(['AI automation', 'small business AI']);

    // Posts come newest first; Markdown is rendered, headings get ids.
    expect(content.posts.map((p) => p.slug)).toEqual(['vibe-coding', 'first-steps']);
    expect(first.anchors).toEqual(['getting-started']);
    expect(first.html).toContain('<h2 id="getting-started">Getting Started</h2>');
    expect(first.html).toContain('<a href="/blog/vibe-coding">next article</a>');

    // whatsapp defaults to false; inMenu defaults to true; points default to [].
    expect(content.site.contact.phones.map((p) => p.whatsapp)).toEqual([true, false]);
    expect(content.industries.items.map((i) => [i.slug, i.inMenu])).toEqual([
      ['restaurants', true],
      ['hotels', true],
      ['healthcare', true],
      ['ecommerce', false],
    ]);
    const study = content.caseStudies[0]!;
    expect(study.challenge.points).toEqual([]);
    expect(study.solution.points).toEqual(['Real-time availability']);
    expect(study.offers).toBeUndefined();

    // Strings are trimmed; numbers are numbers; null stays null.
    expect(content.site.company.foundingYear).toBe(2023);
    expect(content.site.analytics.googleTagId).toBeNull();
    expect(content.blog.postsPerPage).toBe(9);
  });
});

describe('route table of the fixture', () => {
  it('has exactly the expected paths, in order, with their kinds', () => {
    const { routes } = checkFixture();
    expect(routes.map((r) => r.path)).toEqual(FIXTURE_PATHS);
    expect(routes.map((r) => r.kind)).toEqual([
      'home',
      'services',
      'service',
      'service',
      'service',
      'service',
      'industries',
      'case-study',
      'industry-coming-soon',
      'industry-coming-soon',
      'industry-coming-soon',
      'blog',
      'post',
      'post',
      'about',
      'contact',
      'search',
      'legal',
      'newsletter',
      'newsletter',
      'not-found',
    ]);
  });

  it('marks coming-soon pages, the search page, the newsletter link pages and the 404 page as not indexable', () => {
    const { routes } = checkFixture();
    const notIndexable = routes.filter((r) => !r.indexable).map((r) => r.path);
    expect(notIndexable).toEqual([
      '/services/ai-automation',
      '/services/voice-agents',
      '/services/chatbots',
      '/services/booking-systems',
      '/industries/hotels',
      '/industries/healthcare',
      '/industries/ecommerce',
      '/search',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/404.html',
    ]);
  });

  it('gives posts, legal pages and the blog index a lastmod, and every page its anchors', () => {
    const { routes } = checkFixture();
    const byPath = new Map(routes.map((r) => [r.path, r]));
    expect(byPath.get('/blog')!).toMatchObject({ page: 1, lastmod: '2025-03-02' });
    expect(byPath.get('/blog/first-steps')!).toMatchObject({
      slug: 'first-steps',
      lastmod: '2025-01-14',
      anchors: ['main', 'article-cta', 'getting-started'],
    });
    expect(byPath.get('/privacy-policy')!).toMatchObject({ lastmod: '2025-06-01', anchors: ['main', 'contact-form'] });
    expect(byPath.get('/about')!.anchors).toEqual(['main', 'mission', 'values', 'reviews']);
    expect(byPath.get('/industries/restaurants')!.anchors).toEqual([
      'main',
      'demo',
      'challenge',
      'solution',
      'tech-stack',
      'results',
    ]);
    expect(byPath.get('/')!.lastmod).toBeUndefined();
  });

  it('paginates the blog: more posts than postsPerPage add /blog/page/2', () => {
    const r = checkFixture({
      'blog.yaml': replaceOnce('postsPerPage: 9', 'postsPerPage: 3'),
      'blog/older-one.md': post('Older one', '2024-06-01'),
      'blog/older-two.md': post('Older two', '2024-05-01'),
    });
    expect(r.problems.map(formatProblem)).toEqual([]);
    const blog = r.routes.filter((x) => x.kind === 'blog' || x.kind === 'post');
    expect(blog.map((x) => [x.path, x.kind, x.page])).toEqual([
      ['/blog', 'blog', 1],
      ['/blog/page/2', 'blog', 2],
      ['/blog/vibe-coding', 'post', undefined],
      ['/blog/first-steps', 'post', undefined],
      ['/blog/older-one', 'post', undefined],
      ['/blog/older-two', 'post', undefined],
    ]);
    expect(blog.every((x) => x.indexable)).toBe(true);
  });

  it('does not paginate when the posts fit exactly on one page', () => {
    const r = checkFixture({
      'blog.yaml': replaceOnce('postsPerPage: 9', 'postsPerPage: 3'),
      'blog/older-one.md': post('Older one', '2024-06-01'),
    });
    expect(r.problems).toEqual([]);
    expect(r.routes.filter((x) => x.kind === 'blog').map((x) => x.path)).toEqual(['/blog']);
  });
});

describe('drafts', () => {
  const draft = post('Work in progress', '2025-04-01', 'draft: true\n');
  const edits = {
    'blog.yaml': replaceOnce('postsPerPage: 9', 'postsPerPage: 3'),
    'blog/older-one.md': post('Older one', '2024-06-01'),
    'blog/work-in-progress.md': draft,
  };

  it('are validated: an error in a draft is still reported', () => {
    const r = checkFixture({ 'blog/work-in-progress.md': post('Work in progress', '2025-04-31', 'draft: true\n') });
    expect(r.content).toBeUndefined();
    expect(r.found).toEqual([
      {
        file: r.file('blog/work-in-progress.md'),
        ...positionOf(r.read('blog/work-in-progress.md'), '2025-04-31'),
        field: 'date',
        message:
          'is not a real calendar date. Hint: Publication date, written YYYY-MM-DD. A date after today schedules the article: it stays off the live site until that day (in the site’s time zone: Site settings → Time zone), when the daily rebuild publishes it.',
      },
    ]);
  });

  it('are checked but left out of the site: its posts, the route table, the sitemap and the feed', () => {
    const r = checkFixture(edits);
    expect(r.problems).toEqual([]);
    const content = r.content!;
    expect(content.posts.map((p) => [p.slug, p.draft])).toEqual([
      ['vibe-coding', false],
      ['first-steps', false],
      ['older-one', false],
    ]);
    expect(r.leftOut.map((p) => [p.slug, p.status])).toEqual([['work-in-progress', 'draft']]);

    const paths = r.routes.map((x) => x.path);
    expect(paths).not.toContain('/blog/work-in-progress');
    // 3 published posts fit on one page of 3: the draft does not cause a second page.
    expect(paths).not.toContain('/blog/page/2');
    // The blog's lastmod is the newest published post, not the newer draft.
    expect(r.routes.find((x) => x.path === '/blog')!.lastmod).toBe('2025-03-02');

    const origin = 'https://www.example.com';
    expect(sitemapXml(r.routes, origin)).not.toContain('work-in-progress');
    const rss = rssXml(content, origin);
    expect(rss).not.toContain('work-in-progress');
    expect(rss.match(/<item>/g)).toHaveLength(3);
  });

  it('get a page in a preview build (PREVIEW=1), kept from search engines: noindex, not in the sitemap or feed', () => {
    vi.stubEnv('PREVIEW', '1');
    const r = checkFixture(edits);
    expect(r.problems).toEqual([]);
    expect(r.leftOut).toEqual([]);
    expect(r.content!.posts.map((p) => [p.slug, p.status])[0]).toEqual(['work-in-progress', 'draft']);
    const paths = r.routes.map((x) => x.path);
    expect(paths).toContain('/blog/page/2');
    expect(r.routes.find((x) => x.path === '/blog/work-in-progress')).toMatchObject({ indexable: false });
    const origin = 'https://www.example.com';
    expect(sitemapXml(r.routes, origin)).not.toContain('work-in-progress');
    expect(rssXml(r.content!, origin)).not.toContain('work-in-progress');
  });

  it('a published post may not point at a draft', () => {
    const r = checkFixture({
      'blog/vibe-coding.md': replaceOnce('tldr:', 'draft: true\ntldr:'),
    });
    const text = r.read('blog/first-steps.md');
    expect(r.found).toEqual([
      {
        file: r.file('blog/first-steps.md'),
        ...positionOf(text, 'next: "vibe-coding"'),
        field: 'next',
        message: 'points to the draft "vibe-coding", which is left out of the live site. Publish it or change next.',
      },
      // The body link to it leads nowhere on the live site either.
      {
        file: r.file('blog/first-steps.md'),
        ...positionOf(text, '[next article](/blog/vibe-coding)'),
        field: 'body',
        message:
          'link "/blog/vibe-coding" leads to no page of this site. Check the address against the site\'s pages (see CONTENT.md).',
      },
    ]);
  });
});
