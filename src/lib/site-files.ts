/**
 * Files generated beside the pages: sitemap.xml (indexable routes only), robots.txt naming the
 * sitemap, and the RSS feed of live posts. Pure functions of the content.
 */

import { escapeMarkup } from '../../supabase/functions/_shared/notify/markup.ts';
import type { CheckedContent } from '../content/index.ts';
import type { Route } from '../content/routes.ts';
import { languageTag } from './format.ts';
import { absoluteUrl } from './seo.ts';

export function sitemapXml(routes: readonly Route[], origin: string): string {
  // One <url> per address, even if a route were listed twice: search engines reject duplicates.
  const seen = new Set<string>();
  const urls = routes
    .filter((r) => r.indexable && !seen.has(r.path) && seen.add(r.path))
    .map(
      (r) =>
        `  <url><loc>${escapeMarkup(absoluteUrl(origin, r.path))}</loc>${r.lastmod ? `<lastmod>${r.lastmod}</lastmod>` : ''}</url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`;
}

/** RFC 822 date for RSS, at noon UTC so the day survives any reader's time zone. */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString();
}

export function rssXml(content: CheckedContent, origin: string, limit = 50): string {
  // A preview build's drafts and scheduled posts have pages, but are no news yet.
  const posts = content.posts.filter((p) => p.status === 'live').slice(0, limit);
  const items = posts.map((p) => {
    const url = absoluteUrl(origin, `/blog/${p.slug}`);
    return [
      '    <item>',
      `      <title>${escapeMarkup(p.title)}</title>`,
      `      <link>${escapeMarkup(url)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(url)}</guid>`,
      `      <pubDate>${rssDate(p.date)}</pubDate>`,
      `      <category>${escapeMarkup(p.category)}</category>`,
      `      <description>${escapeMarkup(p.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeMarkup(content.blog.feedTitle)}</title>`,
    `    <link>${escapeMarkup(absoluteUrl(origin, '/blog'))}</link>`,
    `    <atom:link href="${escapeMarkup(absoluteUrl(origin, '/rss.xml'))}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeMarkup(content.blog.seo.description)}</description>`,
    // RSS readers expect the lower-case form of the language tag (en-us).
    `    <language>${languageTag(content.site.seo.locale).toLowerCase()}</language>`,
    ...(posts[0] ? [`    <lastBuildDate>${rssDate(posts[0].date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
