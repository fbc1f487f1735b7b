/** The pure parts of the search page's script (src/client/search.ts). */
import { fillTemplate } from './format.ts';

/** The status line over the results: content/search.yaml `results`, filled in. */
export function resultCountText(
  copy: { one: string; other: string; none: string },
  count: number,
  query: string,
): string {
  const template = count === 0 ? copy.none : count === 1 ? copy.one : copy.other;
  return fillTemplate(template, { count: count.toLocaleString('en-US'), query });
}

/**
 * Element edges Pagefind reads as nothing (it separates paragraphs and headings itself, but not a
 * figure's label from its value, one list item from the next, or two buttons side by side): a
 * space after each block's closing tag, and after any element directly followed by another,
 * keeps their words apart in the index ("Launch 48hrs", not "Launch48hrs"). An element followed
 * by text ("<a>our blog</a>.") is part of a sentence and stays as it is.
 */
const BLOCK_END =
  /<\/(?:address|article|aside|blockquote|caption|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|li|ol|p|section|table|tbody|td|tfoot|th|thead|tr|ul)>|<br\s*\/?>|<\/[a-z][a-z0-9]*>(?=<[a-z])/g;

/** The page's HTML as Pagefind should read it: every block boundary a space (the page itself is unchanged). */
export function separateBlocks(html: string): string {
  return html.replace(BLOCK_END, '$& ');
}

/** A run of an excerpt's text: the words found are marked. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ELLIPSIS = '…';
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Pagefind's excerpt as the results show it: one that begins inside the page's text starts at its
 * first word (no stray "&" or "·" before it) after an ellipsis, and one that stops before the end
 * ends with one, so that a reader sees where the page's text goes on.
 */
export function tidyExcerpt(parts: readonly ExcerptPart[], pageText: string): ExcerptPart[] {
  const out = parts.map((part) => ({ ...part }));
  const text = squeeze(out.map((part) => part.text).join(''));
  const page = squeeze(pageText);
  if (!text) return out;
  if (!page.startsWith(text)) {
    while (out[0] && !out[0].mark) {
      out[0].text = out[0].text.replace(/^[^\p{L}\p{N}]+/u, '');
      if (out[0].text) break;
      out.shift();
    }
    out.unshift({ text: `${ELLIPSIS} `, mark: false });
  }
  if (!page.endsWith(text)) {
    const last = out.at(-1);
    if (last && !last.mark) last.text = last.text.trimEnd();
    out.push({ text: ` ${ELLIPSIS}`, mark: false });
  }
  return out;
}
