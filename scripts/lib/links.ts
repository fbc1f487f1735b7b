/**
 * A small HTML scanner (tags, attributes, entities) and the link checker built on it.
 * No HTML parser dependency: static, machine-written pages are regular enough for a
 * tokenizer that understands quotes, comments and raw-text elements.
 *
 * The link checker reads a built site folder and reports, for every HTML file:
 *   - internal `href` / `src` / `srcset` / `poster` / `action` values with no file behind them
 *     (`/x` → `x`, `x.html` or `x/index.html`; `/` → `index.html`);
 *   - `#fragment`s (same page or another page) with no element of that `id` (or `<a name>`);
 *   - `target="_blank"` links whose `rel` lacks `noopener` or `noreferrer`;
 * and every `<loc>` of `sitemap.xml` whose page does not exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listHtmlFiles, resolveUrlPath, urlPathForFile } from '../../src/lib/site-paths.ts';

// ─── HTML scanning ────────────────────────────────────────────────────────────

/** A start tag. Attribute names are lower-case; values are entity-decoded; the first of duplicate attributes wins (as in browsers). */
export interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** Offset of `<` in the scanned text. */
  index: number;
  /** Raw text content, for raw-text elements only (script, style, textarea, title). */
  text?: string;
}

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  sol: '/',
  colon: ':',
  semi: ';',
  lpar: '(',
  rpar: ')',
  num: '#',
  percnt: '%',
  quest: '?',
  equals: '=',
  period: '.',
  comma: ',',
  excl: '!',
  plus: '+',
  tab: '\t',
  newline: '\n',
  hyphen: '-',
  dash: '-',
  lowbar: '_',
  commat: '@',
  lsqb: '[',
  rsqb: ']',
  lbrack: '[',
  rbrack: ']',
  lcub: '{',
  rcub: '}',
  verbar: '|',
  bsol: '\\',
  ast: '*',
  dollar: '$',
  grave: '`',
  hat: '^',
  copy: '\u00a9',
  reg: '\u00ae',
  mdash: '\u2014',
  ndash: '\u2013',
  hellip: '\u2026',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  middot: '\u00b7',
};

/** Decodes numeric character references and the common named ones (unknown names stay as written). */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);?/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code > 0x10ffff) return '\ufffd';
      return code === 0 ? '\ufffd' : String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[ref] ?? NAMED_ENTITIES[ref.toLowerCase()];
    // Without the ';' only the legacy few decode (e.g. "&amp" in old markup).
    if (
      named !== undefined &&
      (whole.endsWith(';') || ['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg'].includes(ref))
    )
      return named;
    return whole;
  });
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';

/**
 * Every start tag of an HTML document, in order, skipping comments, doctypes, end tags and the
 * contents of raw-text elements (a `<` inside a script is not a tag).
 */
export function scanTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? n : end + 3;
      continue;
    }
    const next = html[lt + 1];
    if (next === '!' || next === '?' || next === '/') {
      const end = html.indexOf('>', lt + 1);
      i = end === -1 ? n : end + 1;
      continue;
    }
    if (!next || !/[A-Za-z]/.test(next)) {
      i = lt + 1;
      continue;
    }
    // Tag name.
    let j = lt + 1;
    while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>') j++;
    const name = html.slice(lt + 1, j).toLowerCase();
    // Attributes.
    const attrs: Record<string, string> = {};
    while (j < n) {
      while (j < n && (isSpace(html[j]) || html[j] === '/')) j++;
      if (j >= n || html[j] === '>') break;
      const nameStart = j;
      j++; // the first character may be '=' (a parse error browsers keep as a name)
      while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>' && html[j] !== '=') j++;
      const attrName = html.slice(nameStart, j).toLowerCase();
      let k = j;
      while (k < n && isSpace(html[k])) k++;
      let value = '';
      if (html[k] === '=') {
        k++;
        while (k < n && isSpace(html[k])) k++;
        const quote = html[k];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, k + 1);
          value = html.slice(k + 1, close === -1 ? n : close);
          j = close === -1 ? n : close + 1;
        } else {
          let end = k;
          while (end < n && !isSpace(html[end]) && html[end] !== '>') end++;
          value = html.slice(k, end);
          j = end;
        }
      }
      if (!(attrName in attrs)) attrs[attrName] = decodeEntities(value);
    }
    const tag: Tag = { name, attrs, index: lt };
    i = j + 1;
    if (RAW_TEXT.has(name)) {
      const close = new RegExp(`</${name}(?=[\\s/>])`, 'ig');
      close.lastIndex = i;
      const m = close.exec(html);
      const end = m ? m.index : n;
      tag.text = html.slice(i, end);
      i = end;
    }
    tags.push(tag);
  }
  return tags;
}

/** The URLs of a `srcset` value (descriptors dropped), following the HTML parsing rules. */
export function parseSrcset(value: string): string[] {
  const urls: string[] = [];
  let i = 0;
  const n = value.length;
  while (i < n) {
    while (i < n && (isSpace(value[i]) || value[i] === ',')) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isSpace(value[i])) i++;
    let url = value.slice(start, i);
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      // Skip the descriptors up to the next comma outside parentheses.
      let depth = 0;
      while (i < n) {
        const c = value[i];
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) break;
        i++;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
}

// ─── The link checker ─────────────────────────────────────────────────────────

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
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>\s*([\s\S]*?)\s*<\/loc>/gi)].map((m) => decodeEntities(m[1] ?? '').trim());
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
      const tags = scanTags(readFileSync(path.join(root, file), 'utf8'));
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
