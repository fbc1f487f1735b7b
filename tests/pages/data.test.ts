/**
 * Each page is handed only what it renders (issue 33, point 4): every text in a page's data —
 * what its +data.ts returns (src/pages/data-hook.ts: its head, its props, the chrome around it,
 * the variants of its pictures) — shows in the HTML the page is rendered from it, for every page
 * of the fixture and of the real content. Data a page does not show (another article's text, the
 * e-mails of content/contact.yaml, the inboxes of site.yaml) fails here.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type ImageManifest, manifestEntry } from '../../src/content/images.ts';
import { checkContent } from '../../src/content/index.ts';
import { serializeJsonLd } from '../../src/lib/json-ld.ts';
import { siteOrigin } from '../../src/lib/seo.ts';
import { PAGES } from '../../src/pages/by-kind.ts';
import { pageData } from '../../src/pages/data-hook.ts';
import { pageHtml } from '../../src/pages/render.tsx';
import type { PageData, SiteData } from '../../src/pages/types.ts';
import { cleanupFixtures, PUBLIC_DIR, REAL_CONTENT_DIR } from '../content/fixture.ts';
import { fixture, ORIGIN, type Site } from './pages.ts';

afterAll(cleanupFixtures);

/**
 * Keys whose value chooses how something is drawn rather than being shown: an icon, a colour, the
 * kind of a section or a page, a dropdown, and the page's address and the prefixes by which the
 * header marks the current menu item.
 */
const STEERING = new Set(['icon', 'color', 'type', 'kind', 'menu', 'activePrefix', 'currentPath', 'network']);

/** Every text in `value` with where it is, but those of steering keys. */
function texts(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return value.trim() ? [{ at, text: value }] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => (STEERING.has(key) ? [] : texts(item, `${at}.${key}`)));
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Whether `text` shows in the page: as text or an attribute, in an island's or a demo's JSON, in the structured data. */
function shows(text: string, html: string, words: string): boolean {
  const json = JSON.stringify(text).slice(1, -1);
  const forms = [text, escapeHtml(text), escapeHtml(json), serializeJsonLd(text).slice(1, -1)];
  return forms.some((form) => html.includes(form)) || words.includes(text);
}

/** The texts of `data` the page does not show; a template ("Rated {rating} out of 5") by its words around the blanks. */
function unshown(data: PageData<object>, html: string): string[] {
  // The page's words without its tags: a title whose highlighted words are a <span> of their own.
  const words = html.replace(/<[^>]*>/g, '');
  return texts(data).flatMap(({ at, text }) => {
    const parts = text.split(/\{\w+\}/).filter((part) => part.trim());
    return parts.every((part) => shows(part, html, words)) ? [] : [`${at}: ${JSON.stringify(text)}`];
  });
}

/** The site as if every picture were a photo with responsive variants, and one more photo no page shows. */
function asPhotos({ content, routes }: Site, origin: string): SiteData {
  const photos = JSON.parse(JSON.stringify(content).replace(/(\/images\/[^"]+)\.svg"/g, '$1.png"'));
  const images: ImageManifest = { '/images/unused.png': manifestEntry('/images/unused.png', 1600, 900) };
  for (const [, src] of JSON.stringify(photos).matchAll(/"(\/images\/[^"]+\.png)"/g))
    images[src!] = manifestEntry(src!, 1200, 630);
  return { content: photos, routes, origin, images };
}

/** Every page of the site: its data as the data hook makes it, and its HTML. */
function pages(site: SiteData) {
  return site.routes.map((route) => {
    const { Page, data } = PAGES[route.kind];
    const pageDataOf = pageData(site, route, data);
    return { route, data: pageDataOf, html: pageHtml(Page, pageDataOf) };
  });
}

const real = checkContent({ contentDir: REAL_CONTENT_DIR, publicDir: PUBLIC_DIR });
const sites = {
  fixture: asPhotos(fixture, ORIGIN),
  'real content': asPhotos({ content: real.content!, routes: real.routes }, siteOrigin(real.content!)),
};

describe.each(Object.entries(sites))('the data of each page of the %s', (_, site) => {
  it('holds only what the page shows: every text of it is in the page', () => {
    for (const { route, data, html } of pages(site)) expect(unshown(data, html), route.path).toEqual([]);
  });

  it('holds the variants of exactly the pictures the page draws as a <picture>', () => {
    for (const { route, data, html } of pages(site)) {
      const drawn = [...html.matchAll(/<picture[^>]*>(?:<source[^>]*>)*<img src="([^"]+)"/g)].map((m) => m[1]);
      expect(Object.keys(data.images).sort(), route.path).toEqual([...new Set(drawn)].sort());
    }
  });
});

describe('an article page', () => {
  it('is handed its own text, and of the other articles only the titles of its neighbours', () => {
    const site = sites['real content'];
    const [first, ...others] = site.content.posts;
    const article = pages(site).find((page) => page.route.path === `/blog/${first!.slug}`)!;
    const json = JSON.stringify(article.data);
    expect(json).toContain(JSON.stringify(first!.html));
    for (const other of others) {
      expect(json, other.slug).not.toContain(JSON.stringify(other.html));
      expect(json, other.slug).not.toContain(JSON.stringify(other.excerpt));
      const neighbour = [first!.previous, first!.next].includes(other.slug);
      expect(json.includes(JSON.stringify(other.title)), other.slug).toBe(neighbour);
    }
    for (const page of site.content.legal) expect(json).not.toContain(JSON.stringify(page.html));
    // The whole content is many times what one article's page is handed (123 kB, 23 kB here).
    expect(json.length).toBeLessThan(JSON.stringify(site.content).length / 4);
  });
});
