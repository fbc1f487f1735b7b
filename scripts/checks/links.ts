/**
 * The link checker reads a built site folder and reports, for every HTML file:
 *   - internal `href` / `src` / `srcset` / `poster` / `action` values with no file behind them
 *     (`/x` → `x`, `x.html` or `x/index.html`; `/` → `index.html`);
 *   - `#fragment`s (same page or another page) with no element of that `id` (or `<a name>`);
 *   - `target="_blank"` links whose `rel` lacks `noopener` or `noreferrer`;
 *   - inline code the site's Content-Security-Policy would block (inline scripts, event-handler
 *     attributes, `javascript:` URLs, inline styles), outside the editor at /admin, which has a
 *     policy of its own;
 * and every `<loc>` of `sitemap.xml` whose page does not exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_DIR, listHtmlFiles, resolveUrlPath, urlPathForFile } from '../../src/lib/site-paths.ts';
import { parseSrcset, sitemapLocations, startTags, type Tag } from './html.ts';
import { findBlockedInline, findInlineScripts } from './inline-code.ts';

export interface LinkProblem {
  /** Relative posix path of the file the problem is in. */
  file: string;
  what: string;
  /** The link as written (decoded). */
  href: string;
}

export interface LinkReport {
  problems: LinkProblem[];
  htmlFiles: number;
  linksChecked: number;
  sitemapEntries: number;
}

/** The internal-link placeholder origin; never resolves on the network. */
const LOCAL = 'http://site.invalid';

const IGNORED_SCHEMES = /^(mailto|tel|sms|data|blob|javascript|about|geo|fax|callto|skype|whatsapp|webcal):/i;

/** `attribute name → tags` whose URL the checker follows. */
const URL_ATTRIBUTES: Array<[attr: string, tags: Set<string> | null]> = [
  ['href', new Set(['a', 'area', 'link', 'base'])],
  ['src', new Set(['img', 'script', 'source', 'iframe', 'embed', 'audio', 'video', 'track', 'input'])],
  ['poster', new Set(['video'])],
  ['action', new Set(['form'])],
  ['formaction', new Set(['button', 'input'])],
  ['data', new Set(['object'])],
];
const SRCSET_ATTRIBUTES = ['srcset', 'imagesrcset'];
/** `<link rel>` values that point at other hosts by nature. */
const NETWORK_HINTS = /\b(preconnect|dns-prefetch)\b/i;
/** `<meta property|name>` whose content is a URL of the site. */
const META_URLS = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:url',
  'og:video',
  'og:audio',
  'twitter:image',
  'twitter:image:src',
]);

function sitemapLocs(root: string): string[] | null {
  const file = path.join(root, 'sitemap.xml');
  if (!existsSync(file)) return null;
  return sitemapLocations(readFileSync(file, 'utf8'));
}

interface PageInfo {
  tags: Tag[];
  ids: Set<string>;
}

type Report = (file: string, what: string, href: string) => void;

/** What checking one site needs: its folder, public origin, the pages read so far, and the report. */
interface SiteCheck {
  root: string;
  /** The site's public origin, from the first `<loc>` of sitemap.xml: absolute links to it are checked as internal. */
  origin: string | undefined;
  page(file: string): PageInfo;
  report: Report;
  linksChecked: number;
}

/** Each HTML file's start tags and ids, read once however many pages link to it. */
function pageReader(root: string): (file: string) => PageInfo {
  const pages = new Map<string, PageInfo>();
  return (file) => {
    let info = pages.get(file);
    if (!info) {
      const tags = startTags(readFileSync(path.join(root, file), 'utf8'));
      const ids = new Set<string>();
      for (const t of tags) {
        if (t.attrs.id) ids.add(t.attrs.id);
        if (t.name === 'a' && t.attrs.name) ids.add(t.attrs.name);
      }
      info = { tags, ids };
      pages.set(file, info);
    }
    return info;
  };
}

/** Resolves a URL found on a page served at `baseUrl`: the path and fragment it names on this site, or 'external'. */
function target(
  raw: string,
  baseUrl: string,
  origin: string | undefined,
): { pathname: string; fragment: string | null } | 'external' | 'invalid' {
  let url: URL;
  try {
    url = new URL(raw, baseUrl);
  } catch {
    return 'invalid';
  }
  if (url.origin !== LOCAL && url.origin !== origin) return 'external';
  let fragment: string | null = null;
  if (url.hash.length > 1) {
    try {
      fragment = decodeURIComponent(url.hash.slice(1));
    } catch {
      fragment = url.hash.slice(1);
    }
  }
  return { pathname: url.pathname, fragment };
}

/** The URL a page's relative links resolve against: its own, or its `<base href>` on this site. */
function baseUrlOf(site: SiteCheck, file: string, tags: Tag[]): string {
  const own = LOCAL + urlPathForFile(file);
  const baseTag = tags.find((t) => t.name === 'base' && t.attrs.href !== undefined);
  if (!baseTag) return own;
  try {
    const resolved = new URL(baseTag.attrs.href!, own);
    if (resolved.origin === site.origin) return LOCAL + resolved.pathname;
    if (resolved.origin === LOCAL) return resolved.href;
  } catch {
    site.report(file, 'invalid <base href>', baseTag.attrs.href!);
  }
  return own;
}

/** One URL of a page: a file behind it, and an element behind its fragment. */
function checkUrl(site: SiteCheck, file: string, baseUrl: string, raw: string, tag: Tag, what: string) {
  const value = raw.trim();
  if (value === '' || value === '#' || IGNORED_SCHEMES.test(value)) return;
  site.linksChecked++;
  const t = target(value, baseUrl, site.origin);
  if (t === 'external') return;
  if (t === 'invalid') return site.report(file, `invalid URL in ${what}`, value);
  // Same-document fragment: `#x` (or a path to this very page plus `#x`).
  const samePage = value.startsWith('#');
  const targetFile = samePage ? file : resolveUrlPath(site.root, t.pathname);
  if (!targetFile) return site.report(file, `broken ${what}: no file for ${t.pathname}`, value);
  if (t.fragment === null || !targetFile.endsWith('.html') || tag.name === 'link') return;
  const ids = site.page(targetFile).ids;
  if (ids.has(t.fragment) || t.fragment.toLowerCase() === 'top') return;
  const where = samePage ? 'on this page' : `in ${targetFile}`;
  site.report(file, `missing fragment #${t.fragment} ${where}`, value);
}

/** Inline code the public pages' Content-Security-Policy would block (the editor has its own policy). */
function checkInlineCode(site: SiteCheck, file: string, tags: Tag[]): void {
  if (file.startsWith(`${ADMIN_DIR}/`)) return;
  const blocked = [
    ...findInlineScripts(tags).map((script) => `inline <script> "${script.trim().slice(0, 60)}"`),
    ...findBlockedInline(tags).map((b) => `${b.detail} (${b.kind})`),
  ];
  for (const code of blocked)
    site.report(file, 'inline code the Content-Security-Policy blocks: move it to src/client or the stylesheet', code);
}

/** Every URL a tag carries, and the rel a new-tab link needs. */
function checkTag(site: SiteCheck, file: string, baseUrl: string, tag: Tag): void {
  if (tag.name === 'base') return;
  const check = (value: string, what: string) => checkUrl(site, file, baseUrl, value, tag, what);
  for (const [attr, names] of URL_ATTRIBUTES) {
    const value = tag.attrs[attr];
    if (value === undefined || (names && !names.has(tag.name))) continue;
    if (tag.name === 'link' && NETWORK_HINTS.test(tag.attrs.rel ?? '')) continue;
    check(value, `${tag.name} ${attr}`);
  }
  for (const attr of SRCSET_ATTRIBUTES) {
    const value = tag.attrs[attr];
    if (value !== undefined) for (const url of parseSrcset(value)) check(url, `${tag.name} ${attr}`);
  }
  if (tag.name === 'meta' && tag.attrs.content) {
    const key = (tag.attrs.property ?? tag.attrs.name ?? '').toLowerCase();
    if (META_URLS.has(key)) check(tag.attrs.content, `meta ${key}`);
  }
  if ((tag.name === 'a' || tag.name === 'area') && (tag.attrs.target ?? '').trim().toLowerCase() === '_blank') {
    const rel = new Set((tag.attrs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean));
    if (!rel.has('noopener') || !rel.has('noreferrer')) {
      const written = tag.attrs.rel ? ` (rel="${tag.attrs.rel}")` : '';
      site.report(file, `target="_blank" link without rel="noopener noreferrer"${written}`, tag.attrs.href ?? '');
    }
  }
}

/** The sitemap lists pages by absolute URL; each must be a page of this site on its origin. */
function checkSitemap(site: SiteCheck, locs: string[]): void {
  for (const loc of locs) {
    let url: URL;
    try {
      url = new URL(loc);
    } catch {
      site.report('sitemap.xml', 'invalid URL in <loc>', loc);
      continue;
    }
    if (site.origin && url.origin !== site.origin)
      site.report('sitemap.xml', `<loc> on another origin than ${site.origin}`, loc);
    const file = resolveUrlPath(site.root, url.pathname);
    if (!file) site.report('sitemap.xml', `sitemap entry has no page: no file for ${url.pathname}`, loc);
    else if (file === '404.html') site.report('sitemap.xml', 'sitemap lists the 404 page', loc);
  }
}

/** The origin of the first `<loc>` of the sitemap, if it has a valid one. */
function sitemapOrigin(locs: string[] | null): string | undefined {
  try {
    return locs?.length ? new URL(locs[0]!).origin : undefined;
  } catch {
    return undefined; // reported by checkSitemap
  }
}

export function checkLinks(siteDir: string): LinkReport {
  const root = path.resolve(siteDir);
  const problems: LinkProblem[] = [];
  const locs = sitemapLocs(root);
  const site: SiteCheck = {
    root,
    origin: sitemapOrigin(locs),
    page: pageReader(root),
    report: (file, what, href) => problems.push({ file, what, href }),
    linksChecked: 0,
  };
  const htmlFiles = listHtmlFiles(root);
  for (const file of htmlFiles) {
    const { tags } = site.page(file);
    const baseUrl = baseUrlOf(site, file, tags);
    checkInlineCode(site, file, tags);
    for (const tag of tags) checkTag(site, file, baseUrl, tag);
  }
  if (locs) checkSitemap(site, locs);
  return { problems, htmlFiles: htmlFiles.length, linksChecked: site.linksChecked, sitemapEntries: locs?.length ?? 0 };
}

export function formatLinkProblem(p: LinkProblem): string {
  return `${p.file}: ${p.what} (${p.href})`;
}
