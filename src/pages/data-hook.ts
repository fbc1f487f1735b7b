/**
 * The `data` hook of every page (https://vike.dev/data), made from what that page shows (the
 * function of its ./page-data.ts): the site's data, checked once per build (./site-data.ts), the
 * page's route, then only what the page renders, typed from what its function returns. Content
 * with problems stops the build, naming each one (file:line:column, field, fix); the dev server
 * shows them instead of the page, and prints them in its terminal.
 */
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { ContentProblems } from '../content/index.ts';
import { findRoute, NOT_FOUND_PATH, type Route, type RouteKind } from '../content/routes.ts';
import { manifestOf } from '../lib/image-manifest.ts';
import { chromeData } from '../lib/page-chrome.ts';
import { siteData } from './site-data.ts';
import type { PageData, PageInput, PageParts, Problems, SiteData } from './types.ts';

/** The data of the page at `route`: its own parts, the chrome around it, the variants of its pictures. */
export function pageData<K extends RouteKind, Parts extends PageParts<object>>(
  site: SiteData,
  route: Route & { kind: K },
  parts: (input: PageInput<K>) => Parts,
): PageData<Parts['props']> {
  const { content, routes, origin, images } = site;
  // A route of kind K: the input of that kind (TypeScript cannot see it through the generic K).
  const input = { content, route, routes, origin } as unknown as PageInput<K>;
  const { meta, props, pictures = [] } = parts(input);
  return { meta, props, chrome: chromeData(content, route, origin), images: manifestOf(images, pictures) };
}

/** The site's data, or in the dev server the problems of its content. */
async function siteDataOrProblems(): Promise<SiteData | Problems> {
  try {
    return await siteData();
  } catch (error) {
    if (!import.meta.env.DEV || !(error instanceof ContentProblems)) throw error;
    console.error(`\n${error.message}`);
    return { problems: error.problems };
  }
}

/**
 * The `data` hook of a page that shows the routes of these kinds, by `parts`. An address with no
 * route of them (/blog/<a slug no post has>, in the dev server) is Vike's 404.
 */
export function dataHook<K extends RouteKind, Parts extends PageParts<object>>(
  kinds: K[],
  parts: (input: PageInput<K>) => Parts,
) {
  return async function data(pageContext: PageContextServer): Promise<PageData<Parts['props']> | Problems> {
    const site = await siteDataOrProblems();
    if ('problems' in site) return site;
    const shown: readonly RouteKind[] = kinds;
    // The error page is the not-found page, whatever address it answers.
    const path = shown.includes('not-found') ? NOT_FOUND_PATH : pageContext.urlPathname;
    const route = findRoute(site.routes, path);
    if (!route || !isOf(route, kinds)) throw render(404);
    return pageData(site, route, parts);
  };
}

function isOf<K extends RouteKind>(route: Route, kinds: readonly K[]): route is Route & { kind: K } {
  return (kinds as readonly RouteKind[]).includes(route.kind);
}
