/**
 * Reading built pages: the start tags of an HTML document (with decoded attributes and the text
 * of script, style and title elements) and the `<loc>`s of a sitemap. Parsing is htmlparser2's
 * streaming parser: no DOM is built, which keeps the check of the built site fast over thousands
 * of pages.
 */
import { Parser } from 'htmlparser2';

/** A start tag as written in the document. Names are lower-case; values are entity-decoded; the first of duplicate attributes wins (as in browsers). */
export interface Tag {
  name: string;
  attrs: Record<string, string>;
  /**
   * Text content of a script, style or title element. For script and style it is the source
   * text exactly (a CSP hash covers these bytes); title text is entity-decoded.
   */
  text?: string;
}

/** Elements whose text content is kept on their Tag. */
const TEXT_ELEMENTS = new Set(['script', 'style', 'title']);

/** Every start tag of an HTML document, in order (comments, end tags and the insides of scripts and styles are not tags). */
export function startTags(html: string): Tag[] {
  const tags: Tag[] = [];
  let open: Tag | null = null;
  const parser = new Parser({
    onopentag(name, attrs, isImplied) {
      if (isImplied) return; // e.g. the <p> an unmatched </p> implies: not in the source
      const tag: Tag = { name, attrs };
      tags.push(tag);
      if (TEXT_ELEMENTS.has(name)) {
        tag.text = '';
        open = tag;
      }
    },
    ontext(text) {
      if (open) open.text += text;
    },
    onclosetag(name) {
      if (open?.name === name) open = null;
    },
  });
  parser.end(html);
  return tags;
}

/** The URLs in the `<loc>` elements of a sitemap, entity-decoded and trimmed. */
export function sitemapLocations(xml: string): string[] {
  const locations: string[] = [];
  let current: string | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name.toLowerCase() === 'loc') current = '';
      },
      ontext(text) {
        if (current !== null) current += text;
      },
      onclosetag(name) {
        if (name.toLowerCase() !== 'loc' || current === null) return;
        locations.push(current.trim());
        current = null;
      },
    },
    { xmlMode: true },
  );
  parser.end(xml);
  return locations;
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';

/**
 * The URLs of a `srcset` value (descriptors dropped), following the HTML parsing rules: a URL
 * runs to the next whitespace, commas inside it included; descriptors run to the next comma
 * outside parentheses. Written here because the link checker needs only the URLs, leniently,
 * as a browser reads them.
 */
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
