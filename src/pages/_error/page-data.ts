/**
 * What the not-found page (404.html) shows (./+Page.tsx) and says in its head: its texts and the
 * services and industries it suggests, by name. Pure: the page's data hook (./+data.ts) and the
 * editor's preview compute it from the content.
 */
import { pageMeta, seoMeta } from '../../lib/seo.ts';
import { linkOf } from '../../lib/shown.ts';
import { entriesOf } from '../entries.ts';
import type { PageInput } from '../types.ts';

export function notFoundData(input: PageInput<'not-found'>) {
  const { content } = input;
  const { seo, services, industries, ...notFound } = content.notFound;
  return {
    meta: pageMeta(input, seoMeta(content, seo)),
    props: {
      notFound,
      services: entriesOf(content.services.items, services).map(linkOf),
      industries: entriesOf(content.industries.items, industries).map(linkOf),
    },
  };
}
