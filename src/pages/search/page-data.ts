/**
 * What /search shows (./+Page.tsx) and says in its head: the field and the texts of its results,
 * which the page's script fills in. Pure: the page's data hook (./+data.ts) and the editor's
 * preview compute it from the content.
 */
import { pageMeta, seoMeta } from '../../lib/seo.ts';
import type { PageInput } from '../types.ts';

export function searchData(input: PageInput<'search'>) {
  const { content } = input;
  // The names of the kinds of pages go into the index with each page (src/lib/search-index.ts).
  const { seo, kinds, ...search } = content.search;
  return { meta: pageMeta(input, seoMeta(content, seo)), props: { search } };
}
