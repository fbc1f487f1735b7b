/**
 * Reading built pages: the start tags of an HTML document (with decoded attributes and the text
 * of script, style and title elements) and the `<loc>`s of a sitemap. Parsing is htmlparser2's
 * streaming tokenizer: no DOM is built, which keeps the link check and the CSP scan fast over
 * thousands of pages.
 */
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { Parser, Tokenizer } from 'htmlparser2';

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

/** What the Content-Security-Policy scan asks of a tag (see policyTags). */
export interface PolicyQuestions {
  /** Elements kept whatever their attributes (script, style), with every attribute value. */
  elements: ReadonlySet<string>;
  /** Attributes whose values the policy reads on any element (style, URLs). */
  valuesOf: ReadonlySet<string>;
  /** Whether the tag matters to the policy, given one of its attributes (its value read only if asked above). */
  matters(attribute: string, value: string): boolean;
}

/** Foreign content (SVG, MathML) and the elements inside it that hold HTML again (see policyTags). */
const FOREIGN = new Set(['svg', 'math']);
const HTML_INSIDE_FOREIGN = new Set([
  'foreignobject',
  'desc',
  'title',
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'annotation-xml',
]);

/** The content an element opens: foreign (svg, math), HTML again inside foreign content, or neither. */
const contextOpenedBy = (name: string): string | undefined =>
  FOREIGN.has(name) ? name : HTML_INSIDE_FOREIGN.has(name) ? 'html' : undefined;

/** Elements whose text policyTags keeps: the ones CSP reads the text of. */
const POLICY_TEXT_ELEMENTS = new Set(['script', 'style']);

/**
 * The start tags of a page that matter to its Content-Security-Policy, as startTags gives them,
 * read with htmlparser2's tokenizer alone: a page has a thousand tags (and long class lists) of
 * which a handful matter, and the parser's tree-building and attribute objects cost the build
 * more than rendering the page's React tree. A tag is kept when it is one of `questions.elements`
 * or `questions.matters` says so of one of its attributes. A kept tag lists every attribute;
 * values are read only for the elements kept whole and the attributes in `questions.valuesOf`
 * (the others are left empty), and decoded only then: the tokenizer itself decodes nothing, so
 * it skips through text and attribute values instead of reading them a character at a time.
 * The text of script and style elements is kept as startTags keeps it. Foreign content is
 * followed as the parser follows it, so `<svg><style>` is read the same way.
 */
export function policyTags(html: string, questions: PolicyQuestions): Tag[] {
  const tags: Tag[] = [];
  const foreign: string[] = []; // innermost first: 'svg', 'math' or 'html'
  let name = '';
  // The current tag's attributes, as read: an object is made only for a tag that is kept.
  const names: string[] = [];
  const values: string[] = [];
  let keep = false;
  let attribute = '';
  let value = '';
  let readValue = false;
  let textOf: Tag | null = null;
  const slice = (start: number, end: number) => html.slice(start, end);
  const inForeign = () => foreign.length > 0 && foreign[0] !== 'html';
  const tokenizer = new Tokenizer(
    { decodeEntities: false },
    {
      onopentagname(start, end) {
        name = slice(start, end).toLowerCase();
        names.length = 0;
        values.length = 0;
        keep = questions.elements.has(name);
        const context = contextOpenedBy(name);
        if (context && (context !== 'html' || inForeign())) foreign.unshift(context);
      },
      onattribname(start, end) {
        attribute = slice(start, end).toLowerCase();
        value = '';
        readValue = questions.elements.has(name) || questions.valuesOf.has(attribute);
      },
      onattribdata(start, end) {
        if (readValue) value += slice(start, end);
      },
      onattribentity() {}, // none: the tokenizer decodes nothing
      onattribend() {
        if (names.includes(attribute)) return; // the first of duplicate attributes wins
        if (value.includes('&')) value = decodeHTMLAttribute(value);
        names.push(attribute);
        values.push(value);
        if (!keep && questions.matters(attribute, value)) keep = true;
      },
      onopentagend() {
        if (!keep) return;
        const attrs: Record<string, string> = {};
        names.forEach((attributeName, i) => {
          attrs[attributeName] = values[i]!;
        });
        const tag: Tag = { name, attrs };
        tags.push(tag);
        if (POLICY_TEXT_ELEMENTS.has(name)) {
          tag.text = '';
          textOf = tag;
        }
      },
      onselfclosingtag(end) {
        // As the parser: self-closing means something only in foreign content.
        this.onopentagend(end);
        if (inForeign()) closeElement(name);
      },
      ontext(start, end) {
        // Script and style text is raw in HTML; inside SVG or MathML it is text like any other.
        if (textOf) textOf.text += inForeign() ? decodeHTML(slice(start, end)) : slice(start, end);
      },
      ontextentity() {},
      onclosetag(start, end) {
        closeElement(slice(start, end).toLowerCase());
      },
      isInForeignContext: inForeign,
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onend() {},
      onprocessinginstruction() {},
    },
  );
  function closeElement(closed: string) {
    if (textOf?.name === closed) textOf = null;
    const context = contextOpenedBy(closed);
    if (context && foreign[0] === context) foreign.shift();
  }
  tokenizer.write(html);
  tokenizer.end();
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
