/**
 * Every page's head (title, description, canonical URL, social tags, structured data), as each
 * page's data function makes it (src/pages/<page>/page-data.ts over src/lib/seo.ts), for the
 * fixture.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { socialImageOf } from '../../src/lib/image-manifest.ts';
import { serializeJsonLd } from '../../src/lib/json-ld.ts';
import { absoluteUrl, breadcrumbsFor, socialImageSources } from '../../src/lib/seo.ts';
import { rssXml } from '../../src/lib/site-files.ts';
import { cleanupFixtures, post, replaceOnce } from '../content/fixture.ts';
import { fixture, load, ORIGIN, pageAt, route } from './pages.ts';

afterAll(cleanupFixtures);

const meta = (path: string) => pageAt(path).meta;
/** The breadcrumb trail a page with one shows (blog pages, articles, services and industries). */
const trailOf = (props: object) =>
  (props as { breadcrumbs: { items: { label: string; path: string }[] } }).breadcrumbs.items;
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
      'home.yaml': replaceOnce('title: "{company} | AI Automation Services"', 'title: "Welcome"'),
    });
    const home = pageAt('/', { content, routes }).meta;
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
    const page2 = pageAt('/blog/page/2', { content, routes });
    expect(page2.meta.title).toBe('AI & Automation Insights – Page 2 | Lakeshore AI');
    expect(page2.meta.canonical).toBe('https://preview.example.net/blog/page/2');
    expect(trailOf(page2.props)).toEqual([
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
    const page2 = pageAt('/blog/page/2', { content, routes });
    expect(page2.meta.title).toBe('AI & Automation Insights, 2 | Lakeshore AI');
    expect(trailOf(page2.props).map((b) => b.label)).toEqual(['Start', 'Blog', 'Blog (2)']);
    const organization = ofType(page2.meta.jsonLd, 'ProfessionalService')[0] as {
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

  it('noindex exactly on coming-soon pages, the search page, the newsletter link pages and the 404 page', () => {
    const noindex = fixture.routes.filter((r) => meta(r.path).noindex).map((r) => r.path);
    expect(noindex).toEqual([
      ...['ai-automation', 'voice-agents', 'chatbots', 'booking-systems'].map((slug) => `/services/${slug}`),
      ...['hotels', 'healthcare', 'ecommerce'].map((slug) => `/industries/${slug}`),
      ...['/search', '/newsletter/confirm', '/newsletter/unsubscribe', '/404.html'],
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

  it('every social image a page names is one the build makes a PNG of (socialImageSources)', () => {
    const made = new Set(socialImageSources(fixture.content).map((src) => absoluteUrl(ORIGIN, socialImageOf(src))));
    for (const { path } of fixture.routes) expect(made, path).toContain(meta(path).image);
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
    const [faq] = ofType(pageAt('/', { content, routes }).meta.jsonLd, 'FAQPage') as {
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
    /** The one BreadcrumbList of a page whose trail has these items. */
    const list = (...itemListElement: object[]) => [
      { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement },
    ];
    expect(crumbs('/services/chatbots')).toEqual(
      list(item(1, 'Home', '/'), item(2, 'Services', '/services'), item(3, 'AI Chatbots', '/services/chatbots')),
    );
    expect(crumbs('/industries/restaurants')).toEqual(
      list(
        item(1, 'Home', '/'),
        item(2, 'Industries', '/industries'),
        item(3, 'Restaurants', '/industries/restaurants'),
      ),
    );
    expect(crumbs('/industries/hotels')[0]).toMatchObject({
      itemListElement: [
        item(1, 'Home', '/'),
        item(2, 'Industries', '/industries'),
        item(3, 'Hotels & Hospitality', '/industries/hotels'),
      ],
    });
    expect(crumbs('/blog/first-steps')).toEqual(
      list(
        item(1, 'Home', '/'),
        item(2, 'Blog', '/blog'),
        item(3, 'First Steps with AI Automation', '/blog/first-steps'),
      ),
    );
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
      expect(breadcrumbsFor(route(path), fixture.routes, fixture.content), path).toEqual([]);
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
    const { jsonLd } = pageAt('/', { content, routes }).meta;
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
