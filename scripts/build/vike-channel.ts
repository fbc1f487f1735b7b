/**
 * What Vike's process tells the build's own process while it works. scripts/build/site.ts starts
 * `vike build` with an IPC channel, and Vike's hooks send up it:
 *   - once the content is checked (src/pages/+onPrerenderStart.ts), the pictures its pages show as
 *     social images, for which the build makes PNGs beside the pages (./pictures.ts): so the
 *     content is loaded and checked once per build, in Vike's process;
 *   - as each page that search finds is rendered (src/pages/+onRenderHtml.tsx), its HTML, which
 *     Pagefind indexes there (./search-index.ts) while the other pages render.
 * Without the channel (the dev server, `vike build` run by hand) nothing is sent.
 */
import { separateBlocks } from '../../src/lib/site-search.ts';

export interface SocialImagesMessage {
  type: 'social-images';
  /** Site paths of the pictures pages name as their social image, e.g. /images/og-default.svg. */
  images: string[];
  /** The company's logo (site.yaml company.logo), drawn as a PNG for the e-mails when it is an SVG. */
  logo?: string;
  /** Pictures only entries left out of this build show: removed from the built site (./pictures.ts). */
  heldBack: string[];
}

export interface SearchPageMessage {
  type: 'search-page';
  /** The page's address in the route table, e.g. /blog/a-post: the address its result links to. */
  url: string;
  html: string;
}

/** `SEARCH_INDEX=off` builds the site without its search index: the bench measures what search adds that way. */
export function searchIndexWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SEARCH_INDEX !== 'off';
}

/** Resolves once the message has left this process, so that none is lost when Vike's process ends. */
function send(message: SocialImagesMessage | SearchPageMessage): Promise<void> {
  if (!process.send) return Promise.resolve();
  return new Promise((resolve, reject) => {
    process.send!(message, undefined, {}, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

export function sendSocialImages(images: string[], heldBack: string[], logo?: string): Promise<void> {
  return send({ type: 'social-images', images, heldBack, ...(logo ? { logo } : {}) });
}

/** Sends a rendered page to the build's search index, when the build makes one. */
export function sendToSearchIndex(url: string, html: string): Promise<void> {
  if (!searchIndexWanted()) return Promise.resolve();
  return send({ type: 'search-page', url, html: searchDocument(html) });
}

/**
 * What of a page Pagefind needs: its language and its main content (where the index marks, the
 * title and the kind are), without the head, header, footer and cookie banner that it would
 * parse only to skip. A third of the bytes of an article, and a fifth less of Pagefind's work.
 * Its block boundaries become spaces, so that no two words run together in the index.
 */
export function searchDocument(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  if (start === -1 || end === -1) return html;
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  const main = separateBlocks(html.slice(start, end + '</main>'.length));
  return `<!DOCTYPE html><html${lang ? ` lang="${lang}"` : ''}><body>${main}</body></html>`;
}

export function isSocialImagesMessage(message: unknown): message is SocialImagesMessage {
  const m = message as Partial<SocialImagesMessage> | null;
  const strings = (list: unknown) => Array.isArray(list) && list.every((i) => typeof i === 'string');
  return (
    m?.type === 'social-images' &&
    strings(m.images) &&
    strings(m.heldBack) &&
    (m.logo === undefined || typeof m.logo === 'string')
  );
}

export function isSearchPageMessage(message: unknown): message is SearchPageMessage {
  const m = message as Partial<SearchPageMessage> | null;
  return m?.type === 'search-page' && typeof m.url === 'string' && typeof m.html === 'string';
}
