/** Canonical URLs, sitemap, robots.txt and the RSS feed for the fixture (each page's head: tests/pages/head.test.ts). */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { siteOptions } from '../../src/content/options.ts';
import { absoluteUrl, siteOrigin } from '../../src/lib/seo.ts';
import { robotsTxt, rssXml, sitemapXml } from '../../src/lib/site-files.ts';
import { escapeMarkup } from '../../supabase/functions/_shared/notify/markup.ts';
import { cleanupFixtures } from '../content/fixture.ts';
import { fixture, ORIGIN } from '../pages/pages.ts';

afterAll(cleanupFixtures);
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('canonical origin and URLs', () => {
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
