/**
 * How pre-rendered pages reach the search index while `npm run build` runs: Vike pre-renders in a
 * process of its own, which scripts/build/site.ts starts with an IPC channel; as each page that
 * search finds is rendered (src/pages/+onRenderHtml.tsx), its HTML is sent up that channel, and
 * Pagefind indexes it there (./search-index.ts) while the other pages render.
 */

export interface SearchPageMessage {
  type: 'search-page';
  /** The page's address in the route table, e.g. /blog/a-post: the address its result links to. */
  url: string;
  html: string;
}

/**
 * Sends a rendered page to the build's search index; resolves once it has left this process, so
 * that none is lost when Vike's process ends. Without the channel (the dev server, `vike build`
 * run by hand) there is no index to fill, and nothing is sent.
 */
export function sendToSearchIndex(url: string, html: string): Promise<void> {
  if (!process.send) return Promise.resolve();
  const message: SearchPageMessage = { type: 'search-page', url, html: searchDocument(html) };
  return new Promise((resolve, reject) => {
    process.send!(message, undefined, {}, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

/**
 * What of a page Pagefind needs: its language and its main content (where the index marks, the
 * title and the kind are), without the head, header, footer and cookie banner that it would
 * parse only to skip. A third of the bytes of an article, and a fifth less of Pagefind's work.
 */
export function searchDocument(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  if (start === -1 || end === -1) return html;
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  return `<!DOCTYPE html><html${lang ? ` lang="${lang}"` : ''}><body>${html.slice(start, end + '</main>'.length)}</body></html>`;
}

export function isSearchPageMessage(message: unknown): message is SearchPageMessage {
  const m = message as Partial<SearchPageMessage> | null;
  return m?.type === 'search-page' && typeof m.url === 'string' && typeof m.html === 'string';
}
