/**
 * What the pages of services and industries show and say in their head (pure, from the content):
 * the overviews (/services, /industries: a card per entry) and the coming-soon pages of those
 * without a page of their own yet. Their data hooks (services/+data.ts, industries/+data.ts,
 * services/@slug/+data.ts, industries/@slug/+data.ts) and the editor's previews compute it.
 */
import type { Industries, Services } from '../content/schemas/offerings.ts';
import { pageMeta, seoMeta, titled } from '../lib/seo.ts';
import { cardOf } from '../lib/shown.ts';
import { entryOf, trailOf } from './entries.ts';
import type { PageInput } from './types.ts';

/** /services or /industries: the heading, the notice and a card per entry. */
export function overviewData(input: PageInput<'services' | 'industries'>) {
  const { content, route } = input;
  const { heading, notice, items, seo } = content[route.kind];
  return {
    meta: pageMeta(input, seoMeta(content, seo)),
    props: { overview: { heading, notice, items: items.map(cardOf) }, linkLabel: content.home[route.kind].cardCta },
  };
}

/** /services/<slug>, or /industries/<slug> without a case study: its name and the "coming soon" notice. */
export function comingSoonData(
  input: PageInput,
  { items, comingSoon }: Pick<Services | Industries, 'items' | 'comingSoon'>,
) {
  const { content, route } = input;
  const item = entryOf(items, route.slug);
  return {
    meta: pageMeta(input, { title: titled(content, item.title), description: item.description }),
    props: { title: item.title, comingSoon, breadcrumbs: trailOf(input) },
  };
}

/** /services/<slug>: every service page is a coming-soon page for now. */
export const serviceData = (input: PageInput<'service'>) => comingSoonData(input, input.content.services);
