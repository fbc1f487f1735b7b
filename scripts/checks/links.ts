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

export interface CheckLinksOptions {
  /**
   * The site's public origin (e.g. https://www.example.com): absolute links to it are checked
   * as internal. Default: the origin of the first `<loc>` in sitemap.xml, if any.
   */
  origin?: string;
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

export function checkLinks(siteDir: string, options: CheckLinksOptions = {}): LinkReport {
  const root = path.resolve(siteDir);
  const problems: LinkProblem[] = [];
  const report = (file: string, what: string, href: string) => problems.push({ file, what, href });

  const htmlFiles = listHtmlFiles(root);
  const locs = sitemapLocs(root);
  let origin = options.origin;
  if (!origin && locs?.length) {
    try {
      origin = new URL(locs[0]!).origin;
    } catch {
      /* reported below */
    }
  }

  const pages = new Map<string, PageInfo>();
  function page(file: string): PageInfo {
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
  }

  /** Resolves a URL found in `file` (served at `baseUrl`); returns the target file and fragment, or 'external'. */
  function target(
    raw: string,
    baseUrl: string,
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

  let linksChecked = 0;
  for (const file of htmlFiles) {
    const { tags } = page(file);
    const ownPath = urlPathForFile(file);
    let baseUrl = LOCAL + ownPath;
    const baseTag = tags.find((t) => t.name === 'base' && t.attrs.href !== undefined);
    if (baseTag) {
      try {
        const resolved = new URL(baseTag.attrs.href!, baseUrl);
        if (resolved.origin === origin) baseUrl = LOCAL + resolved.pathname;
        else if (resolved.origin === LOCAL) baseUrl = resolved.href;
      } catch {
        report(file, 'invalid <base href>', baseTag.attrs.href!);
      }
    }

    const check = (raw: string, tag: Tag, what: string) => {
      const value = raw.trim();
      if (value === '' || value === '#' || IGNORED_SCHEMES.test(value)) return;
      linksChecked++;
      const t = target(value, baseUrl);
      if (t === 'external') return;
      if (t === 'invalid') return report(file, `invalid URL in ${what}`, value);
      // Same-document fragment: `#x` (or a path to this very page plus `#x`).
      const samePage = value.startsWith('#');
      const targetFile = samePage ? file : resolveUrlPath(root, t.pathname);
      if (!targetFile) return report(file, `broken ${what}: no file for ${t.pathname}`, value);
      if (t.fragment !== null && targetFile.endsWith('.html') && tag.name !== 'link') {
        if (t.fragment.toLowerCase() === 'top' && !page(targetFile).ids.has(t.fragment)) return;
        if (!page(targetFile).ids.has(t.fragment)) {
          report(
            file,
            samePage
              ? `missing fragment #${t.fragment} on this page`
              : `missing fragment #${t.fragment} in ${targetFile}`,
            value,
          );
        }
      }
    };

    if (!file.startsWith(`${ADMIN_DIR}/`)) {
      const blocked = [
        ...findInlineScripts(tags).map((script) => `inline <script> "${script.trim().slice(0, 60)}"`),
        ...findBlockedInline(tags).map((b) => `${b.detail} (${b.kind})`),
      ];
      for (const code of blocked)
        report(file, 'inline code the Content-Security-Policy blocks: move it to src/client or the stylesheet', code);
    }

    for (const tag of tags) {
      if (tag.name === 'base') continue;
      for (const [attr, names] of URL_ATTRIBUTES) {
        const value = tag.attrs[attr];
        if (value === undefined || (names && !names.has(tag.name))) continue;
        if (tag.name === 'link' && NETWORK_HINTS.test(tag.attrs.rel ?? '')) continue;
        check(value, tag, `${tag.name} ${attr}`);
      }
      for (const attr of SRCSET_ATTRIBUTES) {
        const value = tag.attrs[attr];
        if (value !== undefined) for (const url of parseSrcset(value)) check(url, tag, `${tag.name} ${attr}`);
      }
      if (tag.name === 'meta' && tag.attrs.content) {
        const key = (tag.attrs.property ?? tag.attrs.name ?? '').toLowerCase();
        if (META_URLS.has(key)) check(tag.attrs.content, tag, `meta ${key}`);
      }
      if ((tag.name === 'a' || tag.name === 'area') && (tag.attrs.target ?? '').trim().toLowerCase() === '_blank') {
        const rel = new Set((tag.attrs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean));
        if (!rel.has('noopener') || !rel.has('noreferrer')) {
          report(
            file,
            `target="_blank" link without rel="noopener noreferrer"${tag.attrs.rel ? ` (rel="${tag.attrs.rel}")` : ''}`,
            tag.attrs.href ?? '',
          );
        }
      }
    }
  }

  // The sitemap lists pages by absolute URL; each must be a file of this site.
  let sitemapEntries = 0;
  if (locs) {
    for (const loc of locs) {
      sitemapEntries++;
      let url: URL;
      try {
        url = new URL(loc);
      } catch {
        report('sitemap.xml', 'invalid URL in <loc>', loc);
        continue;
      }
      if (origin && url.origin !== origin) report('sitemap.xml', `<loc> on another origin than ${origin}`, loc);
      const file = resolveUrlPath(root, url.pathname);
      if (!file) report('sitemap.xml', `sitemap entry has no page: no file for ${url.pathname}`, loc);
      else if (file === '404.html') report('sitemap.xml', 'sitemap lists the 404 page', loc);
    }
  }

  return { problems, htmlFiles: htmlFiles.length, linksChecked, sitemapEntries };
}

export function formatLinkProblem(p: LinkProblem): string {
  return `${p.file}: ${p.what} (${p.href})`;
}
