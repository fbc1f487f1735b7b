/**
 * Markdown bodies (blog posts, legal pages) → HTML, with the checks an editor needs:
 * no raw HTML or scripts, no unsafe link schemes, no second h1; internal links and heading
 * ids are collected for the cross-check.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
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

const parser = unified().use(remarkParse).use(remarkGfm);
const toHtml = unified().use(remarkRehype).use(rehypeSlug).use(externalLinkAttributes).use(rehypeStringify).freeze();

/**
 * External links in articles open in a new tab, without handing the opener to the other site;
 * code blocks and tables, which may scroll sideways, can be reached and scrolled from the keyboard.
 */
function externalLinkAttributes() {
  return (tree: HastRoot) => {
    visitElements(tree, (el) => {
      if (el.tagName === 'pre' || el.tagName === 'table') el.properties.tabIndex = 0;
      const target = el.properties?.href;
      if (el.tagName === 'a' && typeof target === 'string' && /^https?:\/\//.test(target)) {
        el.properties.target = '_blank';
        el.properties.rel = ['noopener', 'noreferrer'];
      }
    });
  };
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

/** @param bodyLine line of the file on which the Markdown body starts (after the front matter). */
export function renderMarkdown(markdown: string, file: string, bodyLine: number): RenderedMarkdown {
  const problems: Problem[] = [];
  const links: LinkRef[] = [];
  const images: LinkRef[] = [];
  let words = 0;
  const tree = parser.parse(markdown) as MdastRoot;
  const at = (n: RootContent) => ({
    line: (n.position?.start.line ?? 1) + bodyLine - 1,
    column: n.position?.start.column ?? 1,
  });
  const problem = (n: RootContent, message: string) => problems.push({ file, ...at(n), field: 'body', message });

  walkMdast(tree, (node) => {
    switch (node.type) {
      case 'html': {
        const raw = node.value;
        if (/<\s*script/i.test(raw))
          problem(node, 'contains a raw <script> tag. Scripts are not allowed in content; remove it.');
        else if (EVENT_HANDLER.test(raw))
          problem(node, 'contains an event-handler attribute (on…=). Remove it: content may not run code.');
        else problem(node, 'contains raw HTML. Use Markdown instead (## headings, **bold**, [text](/link), lists).');
        break;
      }
      case 'heading':
        if (node.depth === 1)
          problem(node, 'uses a level-1 heading (# ). The title is the page’s only h1: use ## for sections.');
        break;
      case 'link':
      case 'definition':
      case 'image': {
        const ref = { url: node.url, ...at(node), field: 'body' };
        if (UNSAFE_SCHEME.test(node.url))
          problem(node, `links to "${node.url.slice(0, 40)}": javascript:, data: and vbscript: links are not allowed.`);
        else if (node.type === 'image') images.push(ref);
        else links.push(ref);
        break;
      }
      case 'text':
      case 'inlineCode':
      case 'code':
        words += node.value.split(/\s+/).filter(Boolean).length;
        break;
    }
  });

  const hast = toHtml.runSync(tree) as HastRoot;
  const anchors: string[] = [];
  visitElements(hast, (el) => {
    if (typeof el.properties?.id === 'string') anchors.push(el.properties.id);
  });
  return { html: toHtml.stringify(hast), anchors, links, images, problems, words };
}
