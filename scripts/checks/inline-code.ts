/**
 * Inline code in a built page, which the site's Content-Security-Policy (scripts/build/headers.ts:
 * scripts and styles from the site itself only) would block in the visitor's browser: inline
 * scripts, event-handler attributes, `javascript:` URLs, inline styles. Pure functions.
 */
import { startTags, type Tag } from './html.ts';

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

/** `javascript:` after the URL parser's trimming (leading C0/space, and tabs/newlines anywhere). */
export function isJavascriptUrl(value: string): boolean {
  if (!value.includes(':')) return false; // a scheme ends with one
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser strips exactly these C0 characters.
  const cleaned = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  return /^javascript:/i.test(cleaned);
}
