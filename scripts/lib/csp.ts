/**
 * The Content-Security-Policy of the built site, and what in a page it would block. Pure
 * functions: no file system, no environment. `scripts/lib/headers.ts` applies them to `dist`.
 */
import { createHash } from 'node:crypto';
import { type PolicyQuestions, startTags, type Tag } from './html.ts';

export interface CspOptions {
  /** VITE_SUPABASE_URL: the REST API the browser calls (only its origin goes in the policy). */
  supabaseUrl: string;
  /** Google Analytics configured (site.yaml `analytics.googleTagId` not null). */
  analytics: boolean;
  /** `'sha256-…'` sources for the inline scripts the pages execute (see findInlineScripts / hashScript). */
  inlineScriptHashes: string[];
}

/** Hosts Google's tag (gtag.js, GA4) needs, per directive; allowed only when analytics is on. */
export const ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const;

const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/** The origin of the Supabase URL; throws on anything but an http(s) URL. */
export function supabaseOrigin(supabaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(supabaseUrl);
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a URL: "${supabaseUrl}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, not "${supabaseUrl}"`);
  return url.origin;
}

/** The policy, as one header value (`directive source …; directive …`). */
export function buildCsp({ supabaseUrl, analytics, inlineScriptHashes }: CspOptions): string {
  const api = supabaseOrigin(supabaseUrl);
  const hashes = [...new Set(inlineScriptHashes)].sort();
  for (const hash of hashes) {
    if (!HASH_SOURCE.test(hash)) throw new Error(`not a CSP hash source: ${hash} (expected 'sha256-<base64>')`);
  }
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...hashes, ...(analytics ? ANALYTICS_SOURCES.script : [])],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', ...(analytics ? ANALYTICS_SOURCES.img : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", api, ...(analytics ? ANALYTICS_SOURCES.connect : [])],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  // Upgrading only makes sense when the site is served over https, which is when its API is.
  if (new URL(api).protocol === 'https:') directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => [...new Set(d)].join(' ')).join('; ');
}

/** `directive name → sources` of a policy string (first occurrence of a directive wins, as in browsers). */
export function parseCsp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** `'sha256-<base64>'` of a script's text, exactly as CSP hashes it (UTF-8 bytes of the element's content). */
export function hashScript(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The start tags of a page given as HTML, or the tags themselves when the caller parsed it already. */
const tagsOf = (page: string | readonly Tag[]): readonly Tag[] => (typeof page === 'string' ? startTags(page) : page);

/** MIME types that make a `<script>` a classic script (HTML's "JavaScript MIME type essence match"). */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
/** Non-JavaScript script types that CSP's script-src still governs when inline. */
const CSP_GOVERNED_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/** Whether the browser runs (or, for import maps / speculation rules, applies under script-src) this script element. */
export function isExecutableScript(tag: Tag): boolean {
  if (tag.name !== 'script') return false;
  const type = tag.attrs.type;
  if (type === undefined || type.trim() === '') return true;
  const essence = type.split(';')[0]!.trim().toLowerCase();
  return JAVASCRIPT_TYPES.has(essence) || CSP_GOVERNED_TYPES.has(essence);
}

/** The text of every inline `<script>` the browser would execute: no `src`, a JavaScript type or module (not JSON-LD, not JSON). */
export function findInlineScripts(page: string | readonly Tag[]): string[] {
  return tagsOf(page)
    .filter((t) => t.name === 'script' && t.attrs.src === undefined && isExecutableScript(t))
    .map((t) => t.text ?? '');
}

export type BlockedInlineKind = 'event-handler' | 'javascript-url' | 'style-element' | 'style-attribute';

export interface BlockedInline {
  kind: BlockedInlineKind;
  /** e.g. `<button onclick>` or `<a href="javascript:…">`. */
  detail: string;
}

/** Attributes that hold a URL the browser may navigate to or load. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'data',
  'background',
  'cite',
  'ping',
  'srcdoc',
]);

/** What an attribute makes of its tag under this policy: blocked inline code, or nothing. */
function blockedAttribute(tag: string, name: string, value: string): BlockedInline | undefined {
  if (name.startsWith('on') && /^on[a-z]+$/.test(name)) return { kind: 'event-handler', detail: `<${tag} ${name}>` };
  if (name === 'style' && value.trim() !== '')
    return { kind: 'style-attribute', detail: `<${tag} style="${value.slice(0, 40)}">` };
  if (URL_ATTRIBUTES.has(name) && isJavascriptUrl(value))
    return { kind: 'javascript-url', detail: `<${tag} ${name}="${value.slice(0, 40)}">` };
  return undefined;
}

/**
 * Inline code no script hash can allow (CSP hashes cover `<script>` elements only, and this
 * policy has no 'unsafe-hashes'): event-handler attributes (`onclick=`…), `javascript:` URLs,
 * and inline styles (`<style>`, `style=`), which `style-src 'self'` blocks.
 */
export function findBlockedInline(page: string | readonly Tag[]): BlockedInline[] {
  const found: BlockedInline[] = [];
  for (const tag of tagsOf(page)) {
    if (tag.name === 'style') found.push({ kind: 'style-element', detail: '<style> element' });
    for (const [name, value] of Object.entries(tag.attrs)) {
      const blocked = blockedAttribute(tag.name, name, value);
      if (blocked) found.push(blocked);
    }
  }
  return found;
}

/**
 * The tags findInlineScripts and findBlockedInline read, for policyTags: script and style
 * elements, and tags with an attribute blockedAttribute objects to.
 */
export const POLICY_QUESTIONS: PolicyQuestions = {
  elements: new Set(['script', 'style']),
  valuesOf: new Set(['style', ...URL_ATTRIBUTES]),
  matters: (name, value) => blockedAttribute('', name, value) !== undefined,
};

/** `javascript:` after the URL parser's trimming (leading C0/space, and tabs/newlines anywhere). */
export function isJavascriptUrl(value: string): boolean {
  if (!value.includes(':')) return false; // a scheme ends with one
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser strips exactly these C0 characters.
  const cleaned = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  return /^javascript:/i.test(cleaned);
}
