/**
 * Which pages site search finds (Pagefind indexes the built HTML after pre-rendering): the main
 * content of a page whose kind is in SEARCH_KINDS is marked `data-pagefind-body`, so Pagefind
 * reads that and nothing else of the site (header, footer and cookie banner lie outside it;
 * Pagefind itself skips forms and nav). Pure: decided from the route and the content.
 */
import type { SiteContent } from '../content/load.ts';
import { type Route, searchKindOf } from '../content/routes.ts';

/** The attributes of a page's <main>: the search index marks, or none for a page search leaves out. */
export function searchIndexMarks(route: Pick<Route, 'kind'>, content: Pick<SiteContent, 'search'>) {
  const kind = searchKindOf(route);
  if (!kind) return {};
  // The kind's name goes into the index with the page, so a result can say what it leads to.
  return { 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${content.search.kinds[kind]}` };
}

/** Whether a page with these marks on its <main> goes into the search index. */
export function isIndexed(marks: ReturnType<typeof searchIndexMarks>): boolean {
  return 'data-pagefind-body' in marks;
}

/** Marks an element inside indexed content as not part of it (calls to action, "back" links). */
export const NOT_INDEXED = { 'data-pagefind-ignore': '' } as const;
