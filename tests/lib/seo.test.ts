/** Page metadata, structured data, sitemap, robots.txt and the RSS feed for the fixture. */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckedContent } from '../../src/content/index.ts';
import { siteOptions } from '../../src/content/options.ts';
import type { Route } from '../../src/content/routes.ts';
import { serializeJsonLd } from '../../src/lib/json-ld.ts';
import { absoluteUrl, pageMeta, siteOrigin } from '../../src/lib/seo.ts';
import { robotsTxt, rssXml, sitemapXml } from '../../src/lib/site-files.ts';
import { escapeMarkup } from '../../supabase/functions/_shared/notify/markup.ts';
import { checkFixture, cleanupFixtures, type Edits, post, replaceOnce } from '../content/fixture.ts';

afterAll(cleanupFixtures);
afterEach(() => {
  vi.unstubAllEnvs();
});

const ORIGIN = 'https://preview.example.net';

function load(edits: Edits = {}): { content: CheckedContent; routes: Route[] } {
  const r = checkFixture(edits);
  if (!r.content) throw new Error(`fixture has problems: ${JSON.stringify(r.problems)}`);
  return { content: r.content, routes: r.routes };
}

const fixture = load();
function route(path: string, routes = fixture.routes): Route {
  const found = routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}
const meta = (path: string) => pageMeta(route(path), fixture.routes, fixture.content, ORIGIN);
const ofType = (jsonLd: object[], type: string) => jsonLd.filter((j) => (j as { '@type': string })['@type'] === type);

const HOURS = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '18:00',
};
const ORGANIZATION = {
  '@context': 'https://schema.org',
  '@type': 'ProfessionalService',
  '@id': 'https://preview.example.net/#organization',
  name: 'Lakeshore AI',
  legalName: 'Lakeshore AI Automation LLC',
  description: 'Practical AI automation for small businesses.',
  url: 'https://preview.example.net/',
  logo: 'https://preview.example.net/images/logo-mark.svg',
  image: 'https://preview.example.net/images/og-default.svg',
  email: 'founder@example.com',
  telephone: '+13125550142',
  foundingDate: '2023',
  address: { '@type': 'PostalAddress', addressLocality: 'Chicago', addressRegion: 'IL', addressCountry: 'US' },
  areaServed: 'US',
  openingHoursSpecification: [HOURS],
  contactPoint: [
    {
      '@type': 'ContactPoint',
      telephone: '+13125550142',
      contactType: 'sales',
      name: 'Call or WhatsApp',
      availableLanguage: 'English',
      hoursAvailable: HOURS,
    },
    {
      '@type': 'ContactPoint',
      telephone: '+13125550187',
      contactType: 'customer service',
      name: 'Office',
      availableLanguage: 'English',
      hoursAvailable: HOURS,
    },
  ],
  sameAs: ['https://www.linkedin.com/company/example'],
};

describe('pageMeta: titles and descriptions', () => {
  it('applies the title template to every page but the home page', () => {
    const titles = Object.fromEntries(fixture.routes.map((r) => [r.path, meta(r.path).title]));
    expect(titles).toEqual({
      '/': 'Lakeshore AI | AI Automation Services',
      '/services': 'AI Automation Services | Lakeshore AI',
      '/services/ai-automation': 'AI Automation Workflows | Lakeshore AI',
      '/services/voice-agents': 'AI Voice Agents | Lakeshore AI',
      '/services/chatbots': 'AI Chatbots | Lakeshore AI',
      '/services/booking-systems': 'Automated Booking Systems | Lakeshore AI',
      '/industries': 'Industries We Serve | Lakeshore AI',
      '/industries/restaurants': 'Restaurant Reservation Website: Case Study | Lakeshore AI',
      '/industries/hotels': 'Hotels & Hospitality | Lakeshore AI',
      '/industries/healthcare': 'Healthcare | Lakeshore AI',
      '/industries/ecommerce': 'E-commerce | Lakeshore AI',
      '/blog': 'AI & Automation Insights | Lakeshore AI',
      '/blog/vibe-coding': 'Vibe Coding <and> the Future | Lakeshore AI',
      '/blog/first-steps': 'First Steps with AI Automation | Lakeshore AI',
      '/about': 'About Us | Lakeshore AI',
      '/contact': 'Contact Us | Lakeshore AI',
      '/search': 'Search | Lakeshore AI',
      '/privacy-policy': 'Privacy Policy | Lakeshore AI',
      '/newsletter/confirm': 'Confirm your subscription | Lakeshore AI',
      '/newsletter/unsubscribe': 'Unsubscribe | Lakeshore AI',
      '/404.html': 'Page Not Found | Lakeshore AI',
    });
  });

  it('the home page uses site.seo.defaultTitle, not its own seo.title, and its own description', () => {
    const { content, routes } = load({
      'home.yaml': replaceOnce('title: "Lakeshore AI | AI Automation Services"', 'title: "Welcome"'),
    });
    const home = pageMeta(route('/', routes), routes, content, ORIGIN);
    expect(home.title).toBe('Lakeshore AI | AI Automation Services');
    expect(home.description).toBe('AI automation for small businesses in Chicago and beyond, with ROI in months.');
  });

  it('descriptions come from the page, the card or the front matter', () => {
    expect(meta('/about').description).toBe('Lakeshore AI is a Chicago AI automation consultancy founded in 2023.');
    expect(meta('/services/chatbots').description).toBe('Chatbots answer questions on your website.');
    expect(meta('/blog/first-steps').description).toBe(
      'A short guide to AI automation for small businesses: what it is and how to start.',
    );
    expect(meta('/privacy-policy').description).toBe(
      'How Lakeshore AI collects, uses and protects the personal information you share.',
    );
    expect(meta('/blog/first-steps').keywords).toEqual(['AI automation', 'small business AI']);
  });

  it('numbers the title of later blog index pages', () => {
    const { content, routes } = load({
      'blog.yaml': replaceOnce('postsPerPage: 9', 'postsPerPage: 3'),
      'blog/older-one.md': post('Older one', '2024-06-01'),
      'blog/older-two.md': post('Older two', '2024-05-01'),
    });
    const page2 = pageMeta(route('/blog/page/2', routes), routes, content, ORIGIN);
    expect(page2.title).toBe('AI & Automation Insights – Page 2 | Lakeshore AI');
    expect(page2.canonical).toBe('https://preview.example.net/blog/page/2');
    expect(page2.breadcrumbs).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Blog', path: '/blog' },
      { label: 'Blog, page 2', path: '/blog/page/2' },
    ]);
  });
});

describe('texts around the content come from content, not code', () => {
  it('breadcrumb names, the page-N title, the structured data and the feed language follow the content', () => {
    const { content, routes } = load({
      'blog.yaml': replaceOnce('postsPerPage: 9', 'postsPerPage: 3'),
      'blog/older-one.md': post('Older one', '2024-06-01'),
      'blog/older-two.md': post('Older two', '2024-05-01'),
      'ui.yaml': (t) =>
        replaceOnce(
          '  home: Home\n',
          '  home: Start\n',
        )(
          replaceOnce(
            '  blogPage: Blog, page {page}',
            '  blogPage: Blog ({page})',
          )(replaceOnce('  pageTitle: "{title} – Page {page}"', '  pageTitle: "{title}, {page}"')(t)),
        ),
      'site.yaml': (t) =>
        replaceOnce(
          '  locale: en_US',
          '  locale: en_GB',
        )(
          replaceOnce(
            '  areaServed: US',
            '  areaServed: North America',
          )(replaceOnce('  language: English', '  language: English and Spanish')(t)),
        ),
    });
    const page2 = pageMeta(route('/blog/page/2', routes), routes, content, ORIGIN);
    expect(page2.title).toBe('AI & Automation Insights, 2 | Lakeshore AI');
    expect(page2.breadcrumbs.map((b) => b.label)).toEqual(['Start', 'Blog', 'Blog (2)']);
    const organization = ofType(page2.jsonLd, 'ProfessionalService')[0] as {
      areaServed: string;
      contactPoint: { availableLanguage: string }[];
    };
    expect(organization.areaServed).toBe('North America');
    expect(organization.contactPoint.map((c) => c.availableLanguage)).toEqual([
      'English and Spanish',
      'English and Spanish',
    ]);
    expect(rssXml(content, ORIGIN)).toContain('    <language>en-gb</language>\n');
  });
});

describe('pageMeta: canonical, robots, social', () => {
  it('canonical URLs use the given origin, on every page but the 404 page', () => {
    for (const r of fixture.routes) {
      const m = meta(r.path);
      if (r.kind === 'not-found') expect(m.canonical).toBeUndefined();
      else
        expect(m.canonical).toBe(
          r.path === '/' ? 'https://preview.example.net/' : `https://preview.example.net${r.path}`,
        );
    }
  });

  it('siteOrigin: the given origin (SITE_URL, trailing slashes removed), else site.yaml’s url', () => {
    expect(siteOrigin(fixture.content, 'https://preview.example.net//')).toBe(ORIGIN);
    expect(siteOrigin(fixture.content, '')).toBe('https://www.example.com');
    expect(siteOrigin(fixture.content)).toBe('https://www.example.com');
    expect(siteOptions({}, { SITE_URL: 'https://env.example.org/' }).siteUrl).toBe('https://env.example.org/');
    expect(siteOptions({}, { SITE_URL: '' }).siteUrl).toBeUndefined();
  });

  it('absoluteUrl joins origin and path', () => {
    expect(absoluteUrl(ORIGIN, '/')).toBe('https://preview.example.net/');
    expect(absoluteUrl(ORIGIN, '/images/a b.svg')).toBe('https://preview.example.net/images/a%20b.svg');
  });

  it('noindex exactly on coming-soon pages, the search page, the newsletter link pages and the 404 page', () => {
    const noindex = fixture.routes.filter((r) => meta(r.path).noindex).map((r) => r.path);
    expect(noindex).toEqual([
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

  it('posts are articles with their own image (as PNG for social networks); other pages use the default image', () => {
    expect(meta('/blog/first-steps')).toMatchObject({
      ogType: 'article',
      image: 'https://preview.example.net/images/blog/ai-automation-guide-2025.png',
      imageAlt: 'Blue nodes connected by lines',
      publishedTime: '2025-01-14',
    });
    expect(meta('/industries/restaurants')).toMatchObject({
      ogType: 'website',
      image: 'https://preview.example.net/images/industries/restaurants.png',
      imageAlt: 'Illustration of a restaurant reservation website',
    });
    expect(meta('/about')).toMatchObject({
      ogType: 'website',
      image: 'https://preview.example.net/images/og-default.png',
      imageAlt: 'Lakeshore AI: Practical AI automation for small businesses.',
    });
    expect(meta('/about').publishedTime).toBeUndefined();
  });
});

describe('pageMeta: structured data', () => {
  it('every page starts with the organization: ProfessionalService in Chicago with hours, phones and e-mail', () => {
    for (const r of fixture.routes) {
      const { jsonLd } = meta(r.path);
      expect(jsonLd[0], r.path).toEqual(ORGANIZATION);
      expect(ofType(jsonLd, 'ProfessionalService'), r.path).toHaveLength(1);
    }
  });

  it('the home page has an FAQPage with all FAQ items, in order; no other page has one', () => {
    expect(ofType(meta('/').jsonLd, 'FAQPage')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'What is AI automation?',
            acceptedAnswer: { '@type': 'Answer', text: 'Software that handles routine work for you.' },
          },
          {
            '@type': 'Question',
            name: 'How long does implementation take?',
            acceptedAnswer: { '@type': 'Answer', text: 'Simple chatbots are live within 2-4 weeks.' },
          },
        ],
      },
    ]);
    for (const r of fixture.routes.filter((x) => x.path !== '/'))
      expect(ofType(meta(r.path).jsonLd, 'FAQPage'), r.path).toEqual([]);
  });

  it('the FAQPage lists every item when there are many', () => {
    const items = Array.from(
      { length: 12 },
      (_, i) => `  - question: Question ${i + 1}?\n    answer: Answer ${i + 1}.\n`,
    ).join('');
    const { content, routes } = load({ 'faqs.yaml': `items:\n${items}` });
    const [faq] = ofType(pageMeta(route('/', routes), routes, content, ORIGIN).jsonLd, 'FAQPage') as {
      mainEntity: { name: string }[];
    }[];
    expect(faq!.mainEntity.map((q) => q.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Question ${i + 1}?`));
  });

  it('posts have a BlogPosting', () => {
    const first = fixture.content.posts.find((p) => p.slug === 'first-steps')!;
    expect(ofType(meta('/blog/first-steps').jsonLd, 'BlogPosting')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'First Steps with AI Automation',
        description: 'A short guide to AI automation for small businesses: what it is and how to start.',
        image: 'https://preview.example.net/images/blog/ai-automation-guide-2025.svg',
        datePublished: '2025-01-14',
        dateModified: '2025-01-14',
        articleSection: 'AI Technology',
        keywords: 'AI automation, small business AI',
        wordCount: first.words,
        author: { '@type': 'Organization', name: 'Lakeshore AI Team', url: 'https://preview.example.net/about' },
        publisher: { '@id': 'https://preview.example.net/#organization' },
        mainEntityOfPage: 'https://preview.example.net/blog/first-steps',
      },
    ]);
    expect(first.words).toBeGreaterThan(20);
    expect(ofType(meta('/blog/vibe-coding').jsonLd, 'BlogPosting')).toHaveLength(1);
    for (const r of fixture.routes.filter((x) => x.kind !== 'post'))
      expect(ofType(meta(r.path).jsonLd, 'BlogPosting'), r.path).toEqual([]);
  });

  it('nested pages have a BreadcrumbList; top-level pages and the 404 page do not', () => {
    const crumbs = (path: string) => ofType(meta(path).jsonLd, 'BreadcrumbList');
    const item = (position: number, name: string, path: string) => ({
      '@type': 'ListItem',
      position,
      name,
      item: `https://preview.example.net${path}`,
    });
    expect(crumbs('/services/chatbots')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          item(1, 'Home', '/'),
          item(2, 'Services', '/services'),
          item(3, 'AI Chatbots', '/services/chatbots'),
        ],
      },
    ]);
    expect(crumbs('/industries/restaurants')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          item(1, 'Home', '/'),
          item(2, 'Industries', '/industries'),
          item(3, 'Restaurants', '/industries/restaurants'),
        ],
      },
    ]);
    expect(crumbs('/industries/hotels')[0]).toMatchObject({
      itemListElement: [
        item(1, 'Home', '/'),
        item(2, 'Industries', '/industries'),
        item(3, 'Hotels & Hospitality', '/industries/hotels'),
      ],
    });
    expect(crumbs('/blog/first-steps')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          item(1, 'Home', '/'),
          item(2, 'Blog', '/blog'),
          item(3, 'First Steps with AI Automation', '/blog/first-steps'),
        ],
      },
    ]);
    for (const path of [
      '/',
      '/services',
      '/industries',
      '/blog',
      '/about',
      '/contact',
      '/privacy-policy',
      '/404.html',
    ]) {
      expect(crumbs(path), path).toEqual([]);
      expect(meta(path).breadcrumbs, path).toEqual([]);
    }
  });
});

describe('serializeJsonLd', () => {
  it('an FAQ answer that tries to close the script block serialises without < or > and parses back unchanged', () => {
    const answer = 'Close </script><script>alert(1)</script> or <!-- open a comment --> & split\u2028lines\u2029here.';
    const { content, routes } = load({
      'faqs.yaml': replaceOnce(
        'answer: Software that handles routine work for you.',
        'answer: "Close </script><script>alert(1)</script> or <!-- open a comment --> & split\\u2028lines\\u2029here."',
      ),
    });
    const { jsonLd } = pageMeta(route('/', routes), routes, content, ORIGIN);
    const faq = ofType(jsonLd, 'FAQPage')[0] as { mainEntity: { acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toBe(answer);

    const text = serializeJsonLd(jsonLd);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).not.toContain('<!--');
    expect(text).toContain(
      'Close \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e or \\u003c!-- open a comment --\\u003e \\u0026 split\\u2028lines\\u2029here.',
    );
    expect(JSON.parse(text)).toEqual(jsonLd);
  });

  it('leaves ordinary data as plain JSON', () => {
    expect(serializeJsonLd({ a: 'b', n: [1, 2] })).toBe('{"a":"b","n":[1,2]}');
  });
});

describe('sitemap.xml', () => {
  it('lists exactly the indexable routes, with absolute URLs and lastmod for posts, blog and legal pages', () => {
    expect(sitemapXml(fixture.routes, ORIGIN)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://preview.example.net/</loc></url>',
        '  <url><loc>https://preview.example.net/services</loc></url>',
        '  <url><loc>https://preview.example.net/industries</loc></url>',
        '  <url><loc>https://preview.example.net/industries/restaurants</loc></url>',
        '  <url><loc>https://preview.example.net/blog</loc><lastmod>2025-03-02</lastmod></url>',
        '  <url><loc>https://preview.example.net/blog/vibe-coding</loc><lastmod>2025-03-02</lastmod></url>',
        '  <url><loc>https://preview.example.net/blog/first-steps</loc><lastmod>2025-01-14</lastmod></url>',
        '  <url><loc>https://preview.example.net/about</loc></url>',
        '  <url><loc>https://preview.example.net/contact</loc></url>',
        '  <url><loc>https://preview.example.net/privacy-policy</loc><lastmod>2025-06-01</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('robots.txt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://preview.example.net/sitemap.xml\n');
  });
});

describe('rss.xml', () => {
  it('lists published posts newest first, with escaped text', () => {
    expect(rssXml(fixture.content, ORIGIN)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
        '  <channel>',
        '    <title>Lakeshore AI Blog</title>',
        '    <link>https://preview.example.net/blog</link>',
        '    <atom:link href="https://preview.example.net/rss.xml" rel="self" type="application/rss+xml" />',
        '    <description>Practical guides on AI automation for small business owners &amp; teams.</description>',
        '    <language>en-us</language>',
        '    <lastBuildDate>Sun, 02 Mar 2025 12:00:00 GMT</lastBuildDate>',
        '    <item>',
        '      <title>Vibe Coding &lt;and&gt; the Future</title>',
        '      <link>https://preview.example.net/blog/vibe-coding</link>',
        '      <guid isPermaLink="true">https://preview.example.net/blog/vibe-coding</guid>',
        '      <pubDate>Sun, 02 Mar 2025 12:00:00 GMT</pubDate>',
        '      <category>Development</category>',
        '      <description>AI writes code; people decide what to build.</description>',
        '    </item>',
        '    <item>',
        '      <title>First Steps with AI Automation</title>',
        '      <link>https://preview.example.net/blog/first-steps</link>',
        '      <guid isPermaLink="true">https://preview.example.net/blog/first-steps</guid>',
        '      <pubDate>Tue, 14 Jan 2025 12:00:00 GMT</pubDate>',
        '      <category>AI Technology</category>',
        '      <description>What AI automation is &amp; where it pays off.</description>',
        '    </item>',
        '  </channel>',
        '</rss>',
        '',
      ].join('\n'),
    );
  });

  it('respects the item limit, keeping the newest', () => {
    const rss = rssXml(fixture.content, ORIGIN, 1);
    expect(rss.match(/<item>/g)).toHaveLength(1);
    expect(rss).toContain('<link>https://preview.example.net/blog/vibe-coding</link>');
    expect(rss).not.toContain('first-steps');
  });

  it('escapeMarkup escapes the five characters HTML and XML could read as markup', () => {
    expect(escapeMarkup(`Tom & Jerry <"quoted"> 'single'`)).toBe(
      'Tom &amp; Jerry &lt;&quot;quoted&quot;&gt; &#39;single&#39;',
    );
  });
});
