/**
 * Small pure helpers the pages' data functions (./<page>/page-data.ts) share: the entry a route
 * names, and the breadcrumb trail as a page's hero draws it.
 */
import type { BreadcrumbTrail } from '../components/Breadcrumbs.tsx';
import type { RouteKind } from '../content/routes.ts';
import { breadcrumbsFor } from '../lib/seo.ts';
import type { PageInput } from './types.ts';

/** The entry of this slug: the route table has a route for an entry only when there is one. */
export function entryOf<T extends { slug: string }>(items: readonly T[], slug: string | undefined): T {
  const entry = items.find((item) => item.slug === slug);
  if (!entry) throw new Error(`No entry named "${slug}".`);
  return entry;
}

/** The entries of these slugs, in that order (the route table and the content check keep them existing). */
export function entriesOf<T extends { slug: string }>(items: readonly T[], slugs: readonly string[]): T[] {
  return slugs.map((slug) => entryOf(items, slug));
}

/** The page's trail from the home page and the name screen readers announce for it; none at the top level. */
export function trailOf({ content, route, routes }: PageInput): BreadcrumbTrail | undefined {
  const items = breadcrumbsFor(route, routes, content);
  return items.length ? { label: content.ui.breadcrumbs.trail, items } : undefined;
}

/** Whether the page's route is of this kind: a page that shows routes of two kinds tells them apart. */
export function isKind<K extends RouteKind>(input: PageInput, kind: K): input is PageInput<K> {
  return input.route.kind === kind;
}
