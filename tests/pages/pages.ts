/**
 * Test helper: the fixture's content checked, and what a page's data function
 * (src/pages/<page>/page-data.ts, by kind in src/pages/by-kind.ts) makes of it for a path.
 */
import type { CheckedContent } from '../../src/content/index.ts';
import type { Route } from '../../src/content/routes.ts';
import { PAGES } from '../../src/pages/by-kind.ts';
import { checkFixture, type Edits } from '../content/fixture.ts';

export const ORIGIN = 'https://preview.example.net';

export interface Site {
  content: CheckedContent;
  routes: Route[];
}

/** The fixture with these edits, checked; throws when it has problems. */
export function load(edits: Edits = {}): Site {
  const r = checkFixture(edits);
  if (!r.content) throw new Error(`fixture has problems: ${JSON.stringify(r.problems)}`);
  return { content: r.content, routes: r.routes };
}

export const fixture = load();

export function route(path: string, routes = fixture.routes): Route {
  const found = routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

/** The head and props of the page at `path`, as its data function makes them. */
export function pageAt(path: string, site: Site = fixture, origin = ORIGIN) {
  const at = route(path, site.routes);
  return PAGES[at.kind].data({ content: site.content, route: at, routes: site.routes, origin });
}
