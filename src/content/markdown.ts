/**
 * Markdown bodies (blog posts, legal pages) → HTML, with markdown-it and its own renderer, and
 * the checks an editor needs: no raw HTML or scripts, no unsafe link schemes, no second h1.
 * Heading ids (GitHub's slugs: the `#anchor` other pages link to), links and images are collected
 * for the cross-check, each with the line and column where it starts.
 */
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import type { Problem } from './problems.ts';

export interface LinkRef {
  url: string;
  line: number;
  column: number;
  /** Field path for YAML links; `body` for Markdown body links. */
  field: string;
}

export interface RenderedMarkdown {
  html: string;
  /** ids of the headings, for `#anchor` checks. */
  anchors: string[];
  links: LinkRef[];
  images: LinkRef[];
  problems: Problem[];
  /** Words of the text and its code, for the article's structured data. */
  words: number;
}

const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript):/i;
const EVENT_HANDLER = /\son[a-z]+\s*=/i;

// Raw HTML is parsed (html: true) so that it can be reported; content with a problem is never
// published, and the renderer escapes it in any case.
const md = new MarkdownIt('commonmark', { html: true, xhtmlOut: false, linkify: true }).enable([
  'table',
  'strikethrough',
  'linkify',
]);
// Every destination reaches the checks: an unsafe one is a problem to report, not text to keep.
md.validateLink = () => true;
// Bare addresses become links as on GitHub: with a scheme, from www., or an e-mail address. Not
// every word ending in a domain (linkify-it's fuzzy links: README.md became http://README.md),
// whose search also tripled the parse time.
md.linkify
  .set({ fuzzyLink: false })
  .add('//', null)
  .add('www.', {
    validate(text, pos, linkify) {
      const re = linkify.re as unknown as { src_host_port_strict: string; src_path: string; www?: RegExp };
      re.www ??= new RegExp(`^${re.src_host_port_strict}${re.src_path}`, 'i');
      return re.www.exec(text.slice(pos))?.[0].length ?? 0;
    },
    normalize(match) {
      match.url = `http://${match.url}`;
    },
  });
// Each of those starts with a scheme, www. or has an @: a text without any of them needs no
// search (linkify-it's own pretest also lets through every word ending in a domain).
const linkifyPretest = md.linkify.pretest.bind(md.linkify);
md.linkify.pretest = (text) => /[:@]|www\./i.test(text) && linkifyPretest(text);

/** What a parse leaves in markdown-it's env: the slugger and the link definitions, with their lines. */
interface Env {
  slugger: GithubSlugger;
  definitions: { url: string; line: number }[];
  references?: Record<string, { href: string }>;
}

/** Where a link, image or piece of inline HTML starts in its inline text; `reference`: a `[text][label]` use. */
interface StartMeta {
  start: number;
  reference: boolean;
}

type InlineRule = (state: StateInline, silent: boolean) => boolean;
type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;
/** markdown-it's rule lists: the plugin API replaces a rule by name but does not hand out the old one. */
const ruleNamed = <T>(ruler: unknown, name: string) =>
  (ruler as { __rules__: { name: string; fn: T }[] }).__rules__.find((r) => r.name === name)!.fn;

// Each inline construct a problem can point at records where it starts.
for (const [name, type] of [
  ['link', 'link_open'],
  ['image', 'image'],
  ['autolink', 'link_open'],
  ['html_inline', 'html_inline'],
] as const) {
  const rule = ruleNamed<InlineRule>(md.inline.ruler, name);
  md.inline.ruler.at(name, (state, silent) => {
    const start = state.pos;
    const first = state.tokens.length;
    const matched = rule(state, silent);
    const token = matched && !silent ? state.tokens.slice(first).find((t) => t.type === type) : undefined;
    if (token) token.meta = { start, reference: !state.src.slice(start, state.pos).endsWith(')') } satisfies StartMeta;
    return matched;
  });
}

// A link definition (`[label]: url`) leaves no token: its line is kept, and it is checked once
// there rather than at each use.
const referenceRule = ruleNamed<BlockRule>(md.block.ruler, 'reference');
md.block.ruler.at('reference', (state, startLine, endLine, silent) => {
  const env = state.env as Env;
  const known = Object.keys(env.references ?? {}).length;
  const matched = referenceRule(state, startLine, endLine, silent);
  if (matched && !silent) {
    for (const ref of Object.values(env.references ?? {}).slice(known))
      env.definitions.push({ url: ref.href, line: startLine });
  }
  return matched;
});

const text = (tokens: readonly Token[] | null) =>
  (tokens ?? []).map((t) => (t.type === 'text' || t.type === 'code_inline' ? t.content : '')).join('');

// Heading ids; external links open in a new tab without handing over the opener; tables may
// scroll sideways, so they can be reached from the keyboard, and align with a plain attribute
// (the Content-Security-Policy allows no inline style).
md.core.ruler.push('site', (state) => {
  const { slugger } = state.env as Env;
  state.tokens.forEach((token, i) => {
    if (token.type === 'heading_open') token.attrSet('id', slugger.slug(text(state.tokens[i + 1]!.children)));
    if (token.type === 'table_open') token.attrSet('tabindex', '0');
    const align = token.attrGet('style')?.replace('text-align:', '');
    if (align && (token.type === 'th_open' || token.type === 'td_open')) token.attrs = [['align', align]];
    for (const child of token.children ?? []) {
      if (child.type === 'link_open' && /^https?:\/\//.test(child.attrGet('href') ?? '')) {
        child.attrSet('target', '_blank');
        child.attrSet('rel', 'noopener noreferrer');
      }
    }
  });
});
for (const rule of ['fence', 'code_block'] as const) {
  const render = md.renderer.rules[rule]!;
  md.renderer.rules[rule] = (...args) => render(...args).replace('<pre>', '<pre tabindex="0">');
}
md.renderer.rules.html_block = (tokens, i) => md.utils.escapeHtml(tokens[i]!.content);
md.renderer.rules.html_inline = md.renderer.rules.html_block;

/** Whitespace as a regular expression's `\s` means it. */
const isSpace = (c: number) =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;

/**
 * The number of runs of non-space characters (what `/\S+/g` would match), counted without making
 * a string of each word: at 1,000 articles, a million strings the garbage collector then walks.
 */
export function countWords(value: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < value.length; i++) {
    const space = isSpace(value.charCodeAt(i));
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

/**
 * Places an inline text back in the Markdown source: the line and column of an offset in it.
 * markdown-it strips the indentation and the list and quote markers of each line, so each line
 * is found again in its source line.
 */
function positioner(inline: Token, firstLine: number, sourceLines: readonly string[], lineOffset: number) {
  let columns: number[] | undefined;
  const lines = inline.content.split('\n');
  return (offset: number) => {
    columns ??= lines.map((own, i) => {
      const source = sourceLines[firstLine + i] ?? '';
      const found = own ? source.lastIndexOf(own) : -1;
      return found === -1 ? 0 : found;
    });
    let remaining = offset;
    for (const [i, own] of lines.entries()) {
      if (remaining <= own.length) return { line: firstLine + i + lineOffset, column: columns[i]! + remaining + 1 };
      remaining -= own.length + 1;
    }
    return { line: firstLine + lineOffset, column: 1 };
  };
}

/**
 * @param bodyLine line of the file on which the Markdown body starts (after the front matter).
 * @param html false: the checks only, no HTML (`npm run check` needs none; html is then '').
 */
export function renderMarkdown(markdown: string, file: string, bodyLine: number, html = true): RenderedMarkdown {
  const env: Env = { slugger: new GithubSlugger(), definitions: [] };
  const tokens = md.parse(markdown, env);
  const sourceLines = markdown.split(/\r?\n|\r/);
  const lineOffset = bodyLine;
  const result: RenderedMarkdown = { html: '', anchors: [], links: [], images: [], problems: [], words: 0 };
  const problem = (at: { line: number; column: number }, message: string) =>
    result.problems.push({ file, ...at, field: 'body', message });
  /** The first character of a block's first line that matches `marker`. */
  const blockStart = (token: Token, marker: RegExp) => {
    const line = token.map?.[0] ?? 0;
    return { line: line + lineOffset, column: Math.max(0, (sourceLines[line] ?? '').search(marker)) + 1 };
  };
  const rawHtml = (value: string, at: { line: number; column: number }) => {
    if (/<\s*script/i.test(value))
      problem(at, 'contains a raw <script> tag. Scripts are not allowed in content; remove it.');
    else if (EVENT_HANDLER.test(value))
      problem(at, 'contains an event-handler attribute (on…=). Remove it: content may not run code.');
    else problem(at, 'contains raw HTML. Use Markdown instead (## headings, **bold**, [text](/link), lists).');
  };
  const reference = (kind: 'link' | 'image', url: string, at: { line: number; column: number }) => {
    if (UNSAFE_SCHEME.test(url))
      problem(at, `links to "${url.slice(0, 40)}": javascript:, data: and vbscript: links are not allowed.`);
    else result[kind === 'image' ? 'images' : 'links'].push({ url, ...at, field: 'body' });
  };

  for (const { url, line } of env.definitions) {
    reference('link', url, {
      line: line + lineOffset,
      column: Math.max(0, (sourceLines[line] ?? '').indexOf('[')) + 1,
    });
  }
  let blockLine = 0;
  for (const token of tokens) {
    if (token.map) blockLine = token.map[0];
    if (token.type === 'heading_open') {
      result.anchors.push(token.attrGet('id')!);
      if (token.tag === 'h1')
        problem(
          blockStart(token, /\S/),
          'uses a level-1 heading (# ). The title is the page’s only h1: use ## for sections.',
        );
    } else if (token.type === 'html_block') rawHtml(token.content, blockStart(token, /</));
    else if (token.type === 'fence' || token.type === 'code_block') result.words += countWords(token.content);
    else if (token.type === 'inline') {
      const at = positioner(token, blockLine, sourceLines, lineOffset);
      const startOf = (t: Token) => at((t.meta as StartMeta | null)?.start ?? 0);
      for (const child of token.children ?? []) {
        if (child.type === 'text' || child.type === 'code_inline') result.words += countWords(child.content);
        else if (child.type === 'html_inline') rawHtml(child.content, startOf(child));
        else if (child.type === 'image') reference('image', child.attrGet('src') ?? '', startOf(child));
        else if (child.type === 'link_open' && !(child.meta as StartMeta | null)?.reference)
          reference('link', child.attrGet('href') ?? '', startOf(child));
      }
    }
  }
  const byPosition = (a: { line: number; column: number }, b: { line: number; column: number }) =>
    a.line - b.line || a.column - b.column;
  result.links.sort(byPosition);
  result.images.sort(byPosition);
  result.problems.sort(byPosition);
  if (!html) return result;
  result.html = md.renderer.render(tokens, md.options, env);
  // The renderer adds the HTML up piece by piece: a chain of hundreds of strings per article that
  // every garbage collection of the build walks again. Reading a character makes V8 join it into
  // one string (at 1,000 articles: the check 7 % faster, 16 MB less memory).
  result.html.charCodeAt(0);
  return result;
}
