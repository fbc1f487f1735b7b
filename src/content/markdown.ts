/**
 * Markdown bodies (blog posts, legal pages) → HTML, with the checks an editor needs:
 * no raw HTML or scripts, no unsafe link schemes, no second h1; internal links and heading
 * ids are collected for the cross-check.
 */
import { createRequire } from 'node:module';
import GithubSlugger from 'github-slugger';
import type { Element, Root as HastRoot } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import type { Root as MdastRoot, RootContent } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { type MarkdownFacts, markdownToHast, NotExact, needsRemark, type SourcePoint } from './markdown-tokens.ts';
import type { Problem } from './problems.ts';

export interface LinkRef {
  url: string;
  line: number;
  column: number;
  /** Field path for YAML links; empty for Markdown body links. */
  field: string;
}

export interface RenderedMarkdown {
  html: string;
  /** ids of the headings, for `#anchor` checks. */
  anchors: string[];
  links: LinkRef[];
  images: LinkRef[];
  problems: Problem[];
  /** Plain-text word count, for reading-time sanity and feeds. */
  words: number;
}

const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript):/i;
const EVENT_HANDLER = /\son[a-z]+\s*=/i;

/**
 * remark, loaded on first use: few texts need it, and its two hundred modules take a worker
 * thread longer to load than markdown-it takes to read a hundred articles. (Node 20.19+ loads
 * these ES modules synchronously through require.)
 */
let remarkPipelines:
  | { parser: ReturnType<typeof remarkParserOf>; toHast: ReturnType<typeof mdastToHastOf> }
  | undefined;
const load = createRequire(import.meta.url);
const remarkParserOf = () =>
  unified()
    .use((load('remark-parse') as typeof import('remark-parse')).default)
    .use((load('remark-gfm') as typeof import('remark-gfm')).default);
const mdastToHastOf = () =>
  unified()
    .use((load('remark-rehype') as typeof import('remark-rehype')).default)
    .freeze();
function remark() {
  remarkPipelines ??= { parser: remarkParserOf(), toHast: mdastToHastOf() };
  return remarkPipelines;
}
const toHtml = unified().use(rehypeStringify).freeze();
const HEADING = /^h[1-6]$/;

/**
 * What every tree goes through, whichever parser read the text, in one walk: each heading gets
 * the id rehype-slug would give it (GitHub's slug of its text, numbered when repeated: the
 * `#anchor` of a link); external links open in a new tab, without handing the opener to the other
 * site; code blocks and tables, which may scroll sideways, can be reached and scrolled from the
 * keyboard. Returns every id, in document order. (rehype-slug itself walked the tree once more
 * through unified; tests/content/heading-ids.test.ts holds this walk to its output.)
 */
export function finishTree(tree: HastRoot): string[] {
  const slugger = new GithubSlugger();
  const ids: string[] = [];
  visitElements(tree, (el) => {
    if (HEADING.test(el.tagName) && !el.properties.id) el.properties.id = slugger.slug(textOf(el));
    if (el.tagName === 'pre' || el.tagName === 'table') el.properties.tabIndex = 0;
    const target = el.properties.href;
    if (el.tagName === 'a' && typeof target === 'string' && /^https?:\/\//.test(target)) {
      el.properties.target = '_blank';
      el.properties.rel = ['noopener', 'noreferrer'];
    }
    if (typeof el.properties.id === 'string') ids.push(el.properties.id);
  });
  return ids;
}

function visitElements(node: HastRoot | Element, fn: (el: Element) => void) {
  for (const child of node.children) {
    if (child.type === 'element') {
      fn(child);
      visitElements(child, fn);
    }
  }
}

function walkMdast(node: MdastRoot | RootContent, fn: (n: RootContent) => void) {
  if (node.type !== 'root') fn(node);
  if ('children' in node) for (const child of node.children) walkMdast(child, fn);
}

/** The facts the checks need, read from remark's tree (texts that need GFM's full reading). */
function remarkFacts(tree: MdastRoot, lineOffset: number): MarkdownFacts {
  const facts: MarkdownFacts = { html: [], h1: [], links: [], images: [], words: 0 };
  const at = (n: RootContent) => ({
    line: (n.position?.start.line ?? 1) + lineOffset,
    column: n.position?.start.column ?? 1,
  });
  walkMdast(tree, (node) => {
    switch (node.type) {
      case 'html':
        facts.html.push({ value: node.value, at: at(node) });
        break;
      case 'heading':
        if (node.depth === 1) facts.h1.push(at(node));
        break;
      case 'link':
      case 'definition':
        facts.links.push({ url: node.url, at: at(node) });
        break;
      case 'image':
        facts.images.push({ url: node.url, at: at(node) });
        break;
      case 'text':
      case 'inlineCode':
      case 'code':
        facts.words += node.value.split(/\s+/).filter(Boolean).length;
        break;
    }
  });
  return facts;
}

/**
 * Parses `markdown` once: with markdown-it, or with remark for the few constructs only GFM
 * reads right (see needsRemark). Returns the hast tree before rehype-slug, and the facts.
 */
export function parseMarkdown(
  markdown: string,
  lineOffset = 0,
  parser: MarkdownParser = 'fastest',
): { tree: HastRoot; facts: MarkdownFacts } {
  if (parser === 'fastest' && !needsRemark(markdown)) {
    try {
      return markdownToHast(markdown, lineOffset);
    } catch (error) {
      if (!(error instanceof NotExact)) throw error;
    }
  }
  const { parser: remarkParser, toHast } = remark();
  const mdast = remarkParser.parse(markdown) as MdastRoot;
  return { tree: toHast.runSync(mdast) as HastRoot, facts: remarkFacts(mdast, lineOffset) };
}

/**
 * 'fastest': markdown-it where it reads the text exactly as remark does, remark otherwise;
 * 'remark': remark for every text (the reference the differential test compares with).
 */
export type MarkdownParser = 'fastest' | 'remark';

/** @param bodyLine line of the file on which the Markdown body starts (after the front matter). */
export function renderMarkdown(
  markdown: string,
  file: string,
  bodyLine: number,
  parser: MarkdownParser = 'fastest',
): RenderedMarkdown {
  const problems: Problem[] = [];
  const links: LinkRef[] = [];
  const images: LinkRef[] = [];
  const { tree, facts } = parseMarkdown(markdown, bodyLine - 1, parser);
  const problem = (at: SourcePoint, message: string) => problems.push({ file, ...at, field: 'body', message });

  for (const { value, at } of facts.html) {
    if (/<\s*script/i.test(value))
      problem(at, 'contains a raw <script> tag. Scripts are not allowed in content; remove it.');
    else if (EVENT_HANDLER.test(value))
      problem(at, 'contains an event-handler attribute (on…=). Remove it: content may not run code.');
    else problem(at, 'contains raw HTML. Use Markdown instead (## headings, **bold**, [text](/link), lists).');
  }
  for (const at of facts.h1) {
    problem(at, 'uses a level-1 heading (# ). The title is the page’s only h1: use ## for sections.');
  }
  for (const [kind, found] of [
    ['link', facts.links],
    ['image', facts.images],
  ] as const) {
    for (const { url, at } of found) {
      if (UNSAFE_SCHEME.test(url))
        problem(at, `links to "${url.slice(0, 40)}": javascript:, data: and vbscript: links are not allowed.`);
      else (kind === 'image' ? images : links).push({ url, ...at, field: 'body' });
    }
  }

  const anchors = finishTree(tree);
  const byPosition = (a: { line: number; column: number }, b: { line: number; column: number }) =>
    a.line - b.line || a.column - b.column;
  return {
    html: toHtml.stringify(tree),
    anchors,
    links: links.sort(byPosition),
    images: images.sort(byPosition),
    problems: problems.sort(byPosition),
    words: facts.words,
  };
}
