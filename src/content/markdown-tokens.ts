/**
 * Markdown parsed by markdown-it and turned into the hast tree that remark-parse + remark-gfm +
 * remark-rehype build for the same text, node for node, so that the rest of the pipeline
 * (rehype-slug, rehype-stringify) writes byte-identical HTML. markdown-it 14 parses a real-size
 * article about fifty times faster than micromark (0.17 ms against 9 ms, warm; version 15 is
 * about twice as slow as 14, its tokens being built through defineProperty); the tree is built
 * here by hand because no library maps markdown-it's tokens to remark's hast, and the
 * differential test (tests/content/markdown-parity.test.ts) holds the two paths together on every
 * construct the content uses.
 *
 * What this path does not reproduce exactly (GFM autolink literals, footnotes, task lists,
 * single-tilde strikethrough, carriage returns) is detected up front by `needsRemark`, or on the
 * way (`NotExact`: a table row wider than its header), and such a text is parsed by remark
 * instead.
 */
import type { Element, ElementContent, Root as HastRoot, Properties, Text } from 'hast';
import MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import { normalizeUri } from 'micromark-util-sanitize-uri';

/** Where a construct starts in the Markdown text: 1-based line, 1-based column. */
export interface SourcePoint {
  line: number;
  column: number;
}

/** What the content checks need from a Markdown text, besides its HTML. */
export interface MarkdownFacts {
  /** Raw HTML, block or inline, with where it starts. */
  html: { value: string; at: SourcePoint }[];
  /** Level-1 headings (`# x` or `x\n===`). */
  h1: SourcePoint[];
  /** Inline links and link definitions (reference-style uses are not links of their own). */
  links: { url: string; at: SourcePoint }[];
  images: { url: string; at: SourcePoint }[];
  /** Words of the text, inline code and code blocks. */
  words: number;
}

/**
 * Constructs that remark-gfm reads differently from markdown-it: bare URLs and e-mail addresses
 * (GFM autolink literals), footnotes, task-list items, `~single~` strikethrough, and carriage
 * returns (which remark keeps in the text). Link
 * destinations are left out of the search: a URL inside `(…)` or `<…>` is not a literal.
 */
export function needsRemark(markdown: string): boolean {
  if (markdown.includes('\r')) return true;
  // Each construct has a character sequence without which it cannot be there: most texts have
  // none of them, and are not searched any further.
  const mayHave = {
    literal: /https?:\/\/|www\.|@/i.test(markdown),
    footnote: markdown.includes('[^'),
    task: /\[[ xX]\]/.test(markdown),
    tilde: markdown.includes('~'),
  };
  if (!mayHave.literal && !mayHave.footnote && !mayHave.task && !mayHave.tilde) return false;
  const prose = markdown.replace(/\]\([^)]*\)|<[^>\s]*>|^ {0,3}\[[^\]]+\]:.*$/gm, '');
  return (
    (mayHave.literal && (/\bhttps?:\/\/|\bwww\./i.test(prose) || /[\w.+-]@[\w-]+\.[\w.-]/.test(prose))) ||
    (mayHave.footnote && /\[\^[^\]]*\]/.test(prose)) ||
    (mayHave.task && /^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]/m.test(prose)) ||
    (mayHave.tilde && /~/.test(prose.replace(/^ {0,3}~{3,}.*$/gm, '')))
  );
}

const md = new MarkdownIt('commonmark', { html: true }).enable(['table', 'strikethrough']);
// The checks judge every destination (an unsafe scheme is a problem to report, not a text to
// leave out), and remark-rehype encodes URLs its own way (normalizeUri below).
md.validateLink = () => true;
md.normalizeLink = (url) => url;
md.normalizeLinkText = (text) => text;

/** Records where each link, image, autolink and inline HTML starts in its inline text. */
function recordStart(name: string, tokenType: string) {
  md.inline.ruler.at(name, wrapInline(inlineRule(name), tokenType));
}
/** A rule as markdown-it keeps it: the ruler's list is not part of its typed API. */
type NamedRule = { name: string; fn: unknown };
const rulesOf = (ruler: unknown) => (ruler as { __rules__: NamedRule[] }).__rules__;

function inlineRule(name: string) {
  const rule = rulesOf(md.inline.ruler).find((r) => r.name === name);
  if (!rule) throw new Error(`markdown-it has no inline rule "${name}"`);
  return rule.fn as (state: StateInline, silent: boolean) => boolean;
}
function wrapInline(rule: (state: StateInline, silent: boolean) => boolean, tokenType: string) {
  return (state: StateInline, silent: boolean) => {
    const start = state.pos;
    const first = state.tokens.length;
    const matched = rule(state, silent);
    if (matched && !silent) {
      // Text waiting before the construct is pushed first: the construct's token follows it.
      const token = state.tokens.slice(first).find((t) => t.type === tokenType);
      if (token) token.meta = { ...token.meta, start, inline: state.src.slice(start, state.pos).endsWith(')') };
    }
    return matched;
  };
}
for (const [name, tokenType] of [
  ['link', 'link_open'],
  ['image', 'image'],
  ['autolink', 'link_open'],
  ['html_inline', 'html_inline'],
] as const) {
  recordStart(name, tokenType);
}

/** Link definitions leave no token: remember the line each one starts on, and its label. */
const referenceRule = rulesOf(md.block.ruler).find((r) => r.name === 'reference')!.fn as (
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
) => boolean;
md.block.ruler.at('reference', (state, startLine, endLine, silent) => {
  const before = new Set(Object.keys((state.env as { references?: object }).references ?? {}));
  const matched = referenceRule(state, startLine, endLine, silent);
  if (matched && !silent) {
    const env = state.env as { references?: Record<string, { href: string }>; definitions?: unknown[] };
    for (const [label, ref] of Object.entries(env.references ?? {})) {
      if (before.has(label)) continue;
      env.definitions ??= [];
      env.definitions.push({ url: ref.href, line: startLine });
    }
  }
  return matched;
});

interface ParseEnv {
  references?: Record<string, { href: string; title: string }>;
  definitions?: { url: string; line: number }[];
}

/** What wrapInline records on a token: where it starts in its inline text, and whether it is `[…](…)`. */
interface StartMeta {
  start?: number;
  inline?: boolean;
}
const startMeta = (token: Token): StartMeta => (token.meta ?? {}) as StartMeta;
const startOf = (token: Token): number => startMeta(token).start ?? 0;
const attr = (token: Token, name: string): string | undefined => {
  const value = token.attrGet(name);
  return value === null ? undefined : String(value);
};

const text = (value: string): Text => ({ type: 'text', value });
const element = (tagName: string, properties: Properties = {}, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** mdast-util-to-hast's `wrap`: a line ending between children, and around them when loose. */
function wrap(nodes: ElementContent[], loose = false): ElementContent[] {
  const out: ElementContent[] = loose ? [text('\n')] : [];
  nodes.forEach((node, i) => {
    if (i) out.push(text('\n'));
    out.push(node);
  });
  if (loose && nodes.length) out.push(text('\n'));
  return out;
}

/** trim-lines: spaces and tabs around line endings inside a text go. */
function trimLines(value: string): string {
  return value.includes('\n') || value.includes('\r') ? value.replace(/[ \t]*(\r?\n|\r)[ \t]*/g, '$1') : value;
}

/** Runs of non-space characters: what `value.split(/\s+/).filter(Boolean).length` counts, without the arrays. */
function countWords(value: string): number {
  // The number of /\S+/g matches, counted without building the array of words (thousands per article).
  let words = 0;
  let inWord = false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const space = code > 0x20 && code < 0xa0 ? false : isJsWhitespace(code);
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

/** Whether `code` is a character of the regular expression class \s. */
function isJsWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Maps offsets in a paragraph's inline text back to lines and columns of the Markdown text. */
function inlinePositioner(inline: Token, sourceLines: readonly string[], lineOffset: number) {
  // Worked out on the first call: most paragraphs hold no link, image or HTML to place.
  let contentLines: string[] | undefined;
  let columns: number[] = [];
  const firstLine = inline.map?.[0] ?? 0;
  return (offset: number): SourcePoint => {
    if (!contentLines) {
      contentLines = inline.content.split('\n');
      columns = contentLines.map((line, i) => {
        const source = sourceLines[firstLine + i] ?? '';
        const tail = source.trimEnd();
        const own = line.trimEnd();
        if (tail.endsWith(own)) return tail.length - own.length;
        const found = source.indexOf(own);
        return found === -1 ? 0 : found;
      });
    }
    let remaining = offset;
    for (let i = 0; i < contentLines.length; i++) {
      const length = contentLines[i]!.length;
      if (remaining <= length) return { line: firstLine + i + lineOffset, column: columns[i]! + remaining + 1 };
      remaining -= length + 1;
    }
    return { line: firstLine + lineOffset, column: 1 };
  };
}

/** The first character of a block's first line that is not indentation or a list or quote marker. */
function blockStart(token: Token, sourceLines: readonly string[], lineOffset: number, marker: RegExp): SourcePoint {
  const line = token.map?.[0] ?? 0;
  const source = sourceLines[line] ?? '';
  const at = source.search(marker);
  return { line: line + lineOffset, column: (at === -1 ? 0 : at) + 1 };
}

/** Plain text of an image's description, as remark computes `alt`. */
function altText(tokens: readonly Token[] | null): string {
  let out = '';
  for (const token of tokens ?? []) {
    if (token.type === 'text' || token.type === 'code_inline' || token.type === 'text_special') out += token.content;
    else if (token.type === 'image') out += altText(token.children);
    else if (token.type === 'softbreak' || token.type === 'hardbreak') out += '\n';
  }
  return out;
}

/**
 * Parses `markdown` and returns the hast root remark-rehype would build (before rehype-slug),
 * with the facts the checks need. `lineOffset` is added to line numbers (the front matter above
 * the body).
 */
export function markdownToHast(markdown: string, lineOffset = 0): { tree: HastRoot; facts: MarkdownFacts } {
  const env: ParseEnv = {};
  const tokens = md.parse(markdown, env as Record<string, unknown>);
  const sourceLines = markdown.split(/\r?\n|\r/);
  const facts: MarkdownFacts = { html: [], h1: [], links: [], images: [], words: 0 };
  const point = (line: number, column: number): SourcePoint => ({ line: line + lineOffset, column });

  for (const definition of env.definitions ?? []) {
    const source = sourceLines[definition.line] ?? '';
    facts.links.push({ url: definition.url, at: point(definition.line + 1, Math.max(0, source.indexOf('[')) + 1) });
  }

  /** hast children of an inline token's children. */
  function inline(children: readonly Token[], at: (offset: number) => SourcePoint, countText = true): ElementContent[] {
    const stack: { node: Element; count: boolean }[] = [];
    const root: ElementContent[] = [];
    let counting = countText;
    const push = (node: ElementContent) => (stack.length ? stack[stack.length - 1]!.node.children : root).push(node);
    let afterBreak = false;
    for (const token of children) {
      switch (token.type) {
        case 'text':
        case 'text_special': {
          const value = afterBreak ? token.content.replace(/^[ \t]+/, '') : token.content;
          push(text(trimLines(value)));
          if (counting) facts.words += countWords(token.content);
          break;
        }
        case 'softbreak':
          push(text('\n'));
          break;
        case 'hardbreak':
          push(element('br'));
          push(text('\n'));
          break;
        case 'code_inline':
          push(element('code', {}, [text(token.content.replace(/\r?\n|\r/g, ' '))]));
          if (counting) facts.words += countWords(token.content);
          break;
        case 'html_inline':
          facts.html.push({ value: token.content, at: at(startOf(token)) });
          break;
        case 'image': {
          const src = attr(token, 'src') ?? '';
          facts.images.push({ url: src, at: at(startOf(token)) });
          const properties: Properties = { src: normalizeUri(src), alt: altText(token.children) };
          const title = attr(token, 'title');
          if (title) properties.title = title;
          push(element('img', properties));
          break;
        }
        case 'link_open': {
          const href = attr(token, 'href') ?? '';
          // A use of a link definition is not a link of its own: the definition was recorded.
          if (startMeta(token).inline !== false || token.markup === 'autolink') {
            facts.links.push({ url: href, at: at(startOf(token)) });
          }
          const properties: Properties = { href: normalizeUri(href) };
          const title = attr(token, 'title');
          if (title) properties.title = title;
          const node = element('a', properties);
          push(node);
          stack.push({ node, count: counting });
          break;
        }
        case 'strong_open':
        case 'em_open':
        case 's_open': {
          const node = element(token.type === 'strong_open' ? 'strong' : token.type === 'em_open' ? 'em' : 'del');
          push(node);
          stack.push({ node, count: counting });
          break;
        }
        case 'link_close':
        case 'strong_close':
        case 'em_close':
        case 's_close':
          counting = stack.pop()?.count ?? countText;
          break;
        default:
          throw new Error(`markdown-it token "${token.type}" has no hast counterpart here`);
      }
      afterBreak = token.type === 'hardbreak';
    }
    return root;
  }

  /** Blocks from tokens[start] up to the token that closes the enclosing block (or the end). */
  function blocks(start: number, end: number): { nodes: ElementContent[]; next: number } {
    const nodes: ElementContent[] = [];
    let i = start;
    while (i < end) {
      const token = tokens[i]!;
      if (token.nesting === -1) return { nodes, next: i };
      switch (token.type) {
        case 'paragraph_open': {
          const content = tokens[i + 1]!;
          const children = inline(content.children ?? [], inlinePositioner(content, sourceLines, lineOffset + 1));
          nodes.push(
            token.hidden
              ? ({ type: 'element', tagName: 'p', properties: { hidden: true }, children } as Element)
              : element('p', {}, children),
          );
          i += 3;
          break;
        }
        case 'heading_open': {
          const content = tokens[i + 1]!;
          const depth = Number(token.tag.slice(1));
          if (depth === 1) facts.h1.push(blockStart(token, sourceLines, lineOffset + 1, /\S/));
          nodes.push(
            element(
              token.tag,
              {},
              inline(content.children ?? [], inlinePositioner(content, sourceLines, lineOffset + 1)),
            ),
          );
          i += 3;
          break;
        }
        case 'fence':
        case 'code_block': {
          const lang = token.info.trim().split(/\s+/)[0];
          facts.words += countWords(token.content);
          nodes.push(
            element('pre', {}, [
              element('code', lang ? { className: [`language-${lang}`] } : {}, [text(token.content)]),
            ]),
          );
          i += 1;
          break;
        }
        case 'html_block':
          facts.html.push({ value: token.content, at: blockStart(token, sourceLines, lineOffset + 1, /</) });
          i += 1;
          break;
        case 'hr':
          nodes.push(element('hr'));
          i += 1;
          break;
        case 'blockquote_open': {
          const inner = blocks(i + 1, end);
          nodes.push(element('blockquote', {}, wrap(unhide(inner.nodes), true)));
          i = inner.next + 1;
          break;
        }
        case 'bullet_list_open':
        case 'ordered_list_open': {
          const items: Element[] = [];
          let j = i + 1;
          while (tokens[j]?.type === 'list_item_open') {
            const inner = blocks(j + 1, end);
            items.push(element('li', {}, inner.nodes));
            j = inner.next + 1;
          }
          const loose = items.some((item) =>
            item.children.some((c) => c.type === 'element' && c.tagName === 'p' && !c.properties.hidden),
          );
          const properties: Properties = {};
          const startAttr = attr(token, 'start');
          if (token.type === 'ordered_list_open' && startAttr !== null && Number(startAttr) !== 1)
            properties.start = Number(startAttr);
          nodes.push(
            element(
              token.type === 'ordered_list_open' ? 'ol' : 'ul',
              properties,
              wrap(
                items.map((item) => listItem(item, loose)),
                true,
              ),
            ),
          );
          i = j + 1;
          break;
        }
        case 'table_open': {
          const j = tableEnd(i);
          nodes.push(table(tokens.slice(i, j + 1)));
          i = j + 1;
          break;
        }
        default:
          throw new Error(`markdown-it token "${token.type}" has no hast counterpart here`);
      }
    }
    return { nodes, next: i };
  }

  function tableEnd(start: number): number {
    let depth = 0;
    for (let j = start; j < tokens.length; j++) {
      if (tokens[j]!.type === 'table_open') depth++;
      if (tokens[j]!.type === 'table_close' && --depth === 0) return j;
    }
    return tokens.length - 1;
  }

  function table(part: readonly Token[]): Element {
    const sections: Element[] = [];
    let section: Element | undefined;
    let row: Element | undefined;
    let rowLine = 0;
    let searchFrom = 0;
    for (let k = 0; k < part.length; k++) {
      const token = part[k]!;
      if (token.type === 'thead_open' || token.type === 'tbody_open') {
        section = element(token.tag);
        sections.push(section);
      } else if (token.type === 'tr_open') {
        row = element('tr');
        section?.children.push(row);
        rowLine = token.map?.[0] ?? rowLine;
        searchFrom = 0;
        // remark keeps the cells beyond the header's count in its tree (their words count);
        // markdown-it drops them, so such a table is left to remark.
        if (sourceCells(sourceLines[rowLine] ?? '') > headerCells(part))
          throw new NotExact('table row wider than its header');
      } else if (token.type === 'th_open' || token.type === 'td_open') {
        const align = /text-align:(\w+)/.exec(attr(token, 'style') ?? '')?.[1];
        const content = part[k + 1]!;
        // Cells carry no line map: a cell's text is found in its row's line, left to right.
        const source = sourceLines[rowLine] ?? '';
        const found = content.content ? source.indexOf(content.content, searchFrom) : -1;
        const column = found === -1 ? searchFrom : found;
        searchFrom = column + content.content.length;
        const at = (offset: number): SourcePoint => ({ line: rowLine + lineOffset + 1, column: column + offset + 1 });
        row?.children.push(element(token.tag, align ? { align } : {}, inline(content.children ?? [], at)));
        k += 2;
      }
    }
    for (const s of sections) {
      for (const r of s.children as Element[]) r.children = wrap(r.children, true);
      s.children = wrap(s.children, true);
    }
    return element('table', {}, wrap(sections, true));
  }

  const { nodes } = blocks(0, tokens.length);
  return { tree: { type: 'root', children: wrap(unhide(nodes)) }, facts };
}

/** Thrown where markdown-it's reading would not match remark's: the text goes to remark. */
export class NotExact extends Error {}

/** Cells in a table row's source line: split on pipes that are not escaped. */
function sourceCells(line: string): number {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).length;
}

function headerCells(part: readonly Token[]): number {
  let count = 0;
  for (const token of part) {
    if (token.type === 'th_open') count++;
    if (token.type === 'thead_close') break;
  }
  return count;
}

/** Paragraphs markdown-it hides in tight lists are plain paragraphs anywhere else. */
function unhide(nodes: ElementContent[]): ElementContent[] {
  for (const node of nodes) if (node.type === 'element' && node.tagName === 'p') delete node.properties.hidden;
  return nodes;
}

/** mdast-util-to-hast's listItem: tight items lose their paragraphs, loose ones keep them. */
function listItem(item: Element, loose: boolean): Element {
  const results = unhide(item.children);
  const children: ElementContent[] = [];
  results.forEach((child, index) => {
    const isParagraph = child.type === 'element' && child.tagName === 'p';
    if (loose || index !== 0 || !isParagraph) children.push(text('\n'));
    if (isParagraph && !loose) children.push(...(child as Element).children);
    else children.push(child);
  });
  const tail = results[results.length - 1];
  if (tail && (loose || tail.type !== 'element' || tail.tagName !== 'p')) children.push(text('\n'));
  return element('li', {}, children);
}
