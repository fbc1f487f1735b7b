/**
 * Which pages an edit changed, decided from what each page shows: every route's page data (the
 * function of its src/pages/<page>/page-data.ts, the chrome around it and its pictures' variants,
 * exactly what its +data.ts hands the page) is kept as JSON; a page whose JSON differs from the last
 * build's is rendered again, a route that is new is rendered, one that is gone is removed. The
 * HTML of a page is a function of that data and the built bundle only, so this is right by
 * construction, for an article's own page as for every page that lists or links it.
 *
 * What is made beside the pages from the whole content (the social PNGs, the pictures held back
 * for unpublished entries, the e-mail logo) is keyed apart: when that key changes, only a build
 * of the whole site makes the site right (scripts/dev/live-rebuild.ts then runs one).
 */
import type { Route } from '../../src/content/routes.ts';
import { socialImageSources } from '../../src/lib/seo.ts';
import { pageData } from '../../src/pages/data-hook.ts';
import { DATA_OF } from '../../src/pages/page-kinds.ts';
import type { PageInput, PageParts, SiteData } from '../../src/pages/types.ts';

/**
 * Route path → the data of its page as JSON. Kept whole, not hashed: comparing two strings costs
 * less than hashing them (20 MB at 1,000 articles: 0.1 s of SHA-256 on each update), and it
 * cannot collide.
 */
export type PageHashes = Map<string, string>;

export function pageHashes(site: SiteData): PageHashes {
  const hashes: PageHashes = new Map();
  for (const route of site.routes) {
    // Each kind's own function takes the input of that kind: pageData pairs them by route.kind.
    const parts = DATA_OF[route.kind] as (input: PageInput) => PageParts<object>;
    hashes.set(route.path, JSON.stringify(pageData(site, route as Route & { kind: never }, parts)));
  }
  return hashes;
}

export interface PagesToRender {
  /** Route paths whose page is new or shows something else now. */
  render: string[];
  /** Route paths that no longer have a page. */
  remove: string[];
}

/** The pages to render and to remove; with no earlier hashes (unknown last build), every page. */
export function pagesToRender(before: PageHashes | undefined, after: PageHashes): PagesToRender {
  const render = [...after].filter(([route, h]) => before?.get(route) !== h).map(([route]) => route);
  const remove = before ? [...before.keys()].filter((route) => !after.has(route)) : [];
  return { render, remove };
}

/** The inputs of what the build makes beside the pages from the whole content (see above). */
export function besideThePagesKey(site: SiteData): string {
  const social = [...new Set(socialImageSources(site.content))].sort();
  return JSON.stringify({ social, heldBack: [...(site.heldBack ?? [])].sort(), logo: site.content.site.company.logo });
}
