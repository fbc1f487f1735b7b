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
  const message: SearchPageMessage = { type: 'search-page', url, html };
  return new Promise((resolve, reject) => {
    process.send!(message, undefined, {}, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

export function isSearchPageMessage(message: unknown): message is SearchPageMessage {
  const m = message as Partial<SearchPageMessage> | null;
  return m?.type === 'search-page' && typeof m.url === 'string' && typeof m.html === 'string';
}
