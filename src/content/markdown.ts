/**
 * Markdown bodies (blog posts, legal pages) → HTML, with markdown-it and its own renderer, and
 * the checks an editor needs: no raw HTML or scripts, no unsafe link schemes, no second h1.
 * Heading ids (GitHub's slugs: the `#anchor` other pages link to), links and images are collected
 * for the cross-check, each with the line and column where it starts.
 */
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type { IdentityFields } from './identity.ts';
import type { Problem } from './problems.ts';
import { IDENTITY_LIST, isIdentityPlaceholder } from './schemas/identity.ts';

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
// whose search also tripled the parse time. linkify-it takes a schema's validator as a pattern
// anchored where the schema ends: the rest of a host name (a name and a top-level domain at
// least), an optional port, and a path that does not end in the sentence's punctuation.
const WWW_REST =
  /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#](?:[^\s<>"'`]*[^\s<>"'`.,;:!?)\]}])?)?/iu;
md.linkify
  .set({ fuzzyLink: false })
  .add('//', null)
  .add('www.', {
    validate: WWW_REST,
    normalize(match) {
      match.url = `http://${match.url}`;
    },
  });

/** What a parse leaves in markdown-it's env: the slugger, and the link definitions with their lines. */
interface Env {
  slugger: GithubSlugger;
  /** What the identity placeholders become ({company}, {companyPhone}, …); absent: shown as written. */
  fields?: IdentityFields;
  definitions: { url: string; line: number }[];
  /** markdown-it's own: the link definitions by label. */
  references?: Record<string, { href: string }>;
  /** Labels already in `definitions`, and the line where the reference rule was last tried. */
  seenLabels: Set<string>;
  definitionLine: number;
}

/** Where a link, image or piece of inline HTML starts in its inline text; `reference`: a `[text][label]` use. */
interface StartMeta {
  start: number;
  reference: boolean;
}

// Where each inline token starts. A rule of ours runs first at every position the inline parser
// tries, and notes that position for the index the next token would take (after the pending
// text, which becomes a token of its own): the last note for an index is where its token was
// made. Once the text is tokenized, and before markdown-it's post-processing joins text tokens
// (which moves the indices), the notes are written onto the links, images and inline HTML.
// Nested parses (an image's description) have token lists of their own, so notes are kept per list.
const notedStarts = new WeakMap<Token[], Map<number, number>>();
md.inline.ruler.before('text', 'note_start', (state, silent) => {
  if (silent) return false;
  const starts = notedStarts.get(state.tokens) ?? new Map<number, number>();
  notedStarts.set(state.tokens, starts);
  starts.set(state.tokens.length + (state.pending ? 1 : 0), state.pos);
  return false;
});
md.inline.ruler2.before('balance_pairs', 'mark_start', (state) => {
  const starts = notedStarts.get(state.tokens);
  if (!starts) return false;
  const startOf = (i: number) => starts.get(i) ?? state.posMax;
  state.tokens.forEach((token, i) => {
    if (!['link_open', 'image', 'html_inline'].includes(token.type)) return;
    // markdown-it linkifies an address on its ":", taking the scheme back from the text before it.
    const scheme =
      token.markup === 'linkify' ? (/[a-z][a-z0-9+.-]*$/i.exec(state.src.slice(0, startOf(i)))?.[0] ?? '') : '';
    const start = startOf(i) - scheme.length;
    // A written-out address ends a link's source with ")"; a `[text][label]` use does not.
    // Autolinks (<https://…>) and linkified addresses carry a markup of their own.
    const end = token.type === 'link_open' ? startOf(closingIndex(state.tokens, i) + 1) : start;
    const reference = token.markup === '' && !state.src.slice(start, end).trimEnd().endsWith(')');
    token.meta = { start, reference } satisfies StartMeta;
  });
  notedStarts.delete(state.tokens);
  return false;
});

// A placeholder such as {company} becomes a token of its own (it starts where its brace does), so
// that it is filled from the site's settings when drawn, and an unknown name is reported where it
// stands. markdown-it's text rule stops at a brace, so this rule sees every one.
const FIELD = /^\{([a-zA-Z]+)\}/;
md.inline.ruler.before('text', 'site_field', (state, silent) => {
  if (state.src.charCodeAt(state.pos) !== 0x7b) return false;
  const found = FIELD.exec(state.src.slice(state.pos, state.pos + 40));
  if (!found) return false;
  if (!silent) {
    const token = state.push('site_field', '', 0);
    token.content = found[1]!;
    token.meta = { start: state.pos, reference: false } satisfies StartMeta;
  }
  state.pos += found[0].length;
  return true;
});
md.renderer.rules.site_field = (tokens, i, _options, env: Env) => {
  const name = tokens[i]!.content;
  const field = isIdentityPlaceholder(name) ? env.fields?.[name] : undefined;
  if (!field) return md.utils.escapeHtml(`{${name}}`);
  const shown = md.utils.escapeHtml(field.text);
  return field.href ? `<a href="${md.utils.escapeHtml(field.href)}">${shown}</a>` : shown;
};

/** The index of the token that closes the one opened at `open`. */
function closingIndex(tokens: Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    depth += tokens[i]!.nesting;
    if (depth === 0) return i;
  }
  return tokens.length - 1;
}

// A link definition (`[label]: url`) leaves no token: its line is noted, and it is checked once
// there rather than at each use. A rule of ours runs just before markdown-it's reference rule at
// every line that rule is tried: labels that appeared since the previous note were defined on
// the line of that note.
function takeDefinitions(env: Env): void {
  for (const [label, { href }] of Object.entries(env.references ?? {})) {
    if (env.seenLabels.has(label)) continue;
    env.seenLabels.add(label);
    env.definitions.push({ url: href, line: env.definitionLine });
  }
}
md.block.ruler.before('reference', 'definition_line', (state, startLine) => {
  const env = state.env as Env;
  takeDefinitions(env);
  env.definitionLine = startLine;
  return false;
});

const text = (tokens: readonly Token[] | null, fields?: IdentityFields) =>
  (tokens ?? [])
    .map((t) => {
      if (t.type === 'text' || t.type === 'code_inline') return t.content;
      if (t.type === 'site_field') return isIdentityPlaceholder(t.content) ? (fields?.[t.content].text ?? '') : '';
      return '';
    })
    .join('');

// Heading ids; external links open in a new tab without handing over the opener; tables may
// scroll sideways, so they can be reached from the keyboard, and align with a plain attribute
// (the Content-Security-Policy allows no inline style).
md.core.ruler.push('site', (state) => {
  const { slugger, fields } = state.env as Env;
  state.tokens.forEach((token, i) => {
    if (token.type === 'heading_open') token.attrSet('id', slugger.slug(text(state.tokens[i + 1]!.children, fields)));
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

// A link or image the check refuses is not drawn either: its text stays, the link goes. The check
// reports it and stops the build, but the editor's preview renders the text being typed, and a
// javascript: link there would run in /admin. A browser ignores tabs, line breaks and leading
// spaces in a URL's scheme, so they are ignored here too.
const refusedUrl = (url: string | null) =>
  UNSAFE_SCHEME.test([...(url ?? '')].filter((c) => c > ' ' && c !== '\u007f').join(''));
const droppedCloses = new WeakSet<Token>();
md.renderer.rules.link_open = (tokens, i, options, _env, self) => {
  if (!refusedUrl(tokens[i]!.attrGet('href'))) return self.renderToken(tokens, i, options);
  const close = tokens.slice(i + 1).find((token) => token.type === 'link_close');
  if (close) droppedCloses.add(close);
  return '';
};
md.renderer.rules.link_close = (tokens, i, options, _env, self) =>
  droppedCloses.has(tokens[i]!) ? '' : self.renderToken(tokens, i, options);
const renderImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, i, options, env, self) =>
  refusedUrl(tokens[i]!.attrGet('src'))
    ? md.utils.escapeHtml(self.renderInlineAsText(tokens[i]!.children ?? [], options, env))
    : renderImage(tokens, i, options, env, self);

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
 * @param fields what {company}, {companyPhone}, … become (./identity.ts); without, they stay as written.
 */
export function renderMarkdown(
  markdown: string,
  file: string,
  bodyLine: number,
  html = true,
  fields?: IdentityFields,
): RenderedMarkdown {
  const env: Env = {
    slugger: new GithubSlugger(),
    definitions: [],
    seenLabels: new Set(),
    definitionLine: 0,
    ...(fields ? { fields } : {}),
  };
  const tokens = md.parse(markdown, env);
  takeDefinitions(env);
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
        else if (child.type === 'site_field') {
          if (isIdentityPlaceholder(child.content)) result.words += countWords(fields?.[child.content].text ?? '');
          else
            problem(
              startOf(child),
              `has an unknown placeholder {${child.content}}. Allowed in a page's text: ${IDENTITY_LIST}, each filled in from Site settings; to show braces, write \\{ and \\}.`,
            );
        } else if (child.type === 'html_inline') rawHtml(child.content, startOf(child));
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
