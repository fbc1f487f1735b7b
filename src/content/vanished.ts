/**
 * Addresses a change takes away: the pages the base published that the change no longer
 * publishes. Each must be kept alive by content/redirects.yaml (a redirect, or `gone` for a page
 * removed on purpose); otherwise it is a problem naming the address, the file that made it, and
 * the line to add. The base's content is read as it was (whatever this code thinks of it now):
 * only its pages matter here.
 */
import path from 'node:path';
import { dayIn } from './day.ts';
import { diskContent } from './disk.ts';
import { displayPath, loadContent } from './load.ts';
import type { Problem } from './problems.ts';
import { GONE_STATUS, type HostRule, matchRedirect } from './redirect-hosts.ts';
import { type Route, routeTable } from './routes.ts';

/**
 * The addresses a content folder publishes on `now`, as far as its files tell. Left out: the 404
 * page, and the blog's further index pages (/blog/page/3 goes when there are fewer articles; it
 * lists articles, it holds none of its own).
 */
export function publishedPages(contentDir: string, now: Date): Route[] {
  const { partial } = loadContent(diskContent(contentDir), false);
  const today = dayIn(partial.site?.timeZone ?? 'UTC', now);
  const live = (entry: { draft: boolean; date: string }) => !entry.draft && entry.date <= today;
  const routes = routeTable({
    services: partial.services?.items,
    industries: partial.industries?.items,
    posts: [...partial.posts.filter(live), ...partial.unreadable.posts],
    postsPerPage: partial.blog?.postsPerPage,
    legal: [...partial.legal, ...partial.unreadable.legal],
    landing: [...partial.landing.filter(live), ...partial.unreadable.landing],
  });
  return routes.filter((r) => r.kind !== 'not-found' && !(r.kind === 'blog' && (r.page ?? 1) > 1));
}

/** The file of `content/` a page is made from (relative to the content folder). */
export function pageSource(route: Route): string {
  switch (route.kind) {
    case 'post':
      return `blog/${route.slug}.md`;
    case 'legal':
      return `legal/${route.slug}.md`;
    case 'landing':
      return `landing/${route.slug}.yaml`;
    case 'service':
      return 'services.yaml';
    case 'case-study':
    case 'industry-coming-soon':
      return 'industries.yaml';
    default:
      return `${route.kind}.yaml`;
  }
}

/** Where a vanished page most likely went: the one new page of its kind, else the overview of its kind. */
function likelyNewHome(route: Route, added: readonly Route[]): string {
  const sameKind = added.filter(
    (r) => r.kind === route.kind || (route.kind === 'case-study' && r.kind === 'industry-coming-soon'),
  );
  if (sameKind.length === 1) return sameKind[0]!.path;
  const overview: Partial<Record<Route['kind'], string>> = {
    post: '/blog',
    service: '/services',
    'case-study': '/industries',
    'industry-coming-soon': '/industries',
  };
  return overview[route.kind] ?? '/';
}

export interface VanishedPage {
  path: string;
  /** The base's file the page was made from, relative to the content folder. */
  source: string;
  /** Where it leads now: a redirect's target, "gone", or undefined when nothing covers it. */
  leadsTo?: string;
  /** The page it most likely became (for the line to add). */
  suggestion: string;
}

/** The base's pages that the change no longer publishes, and what content/redirects.yaml does with each. */
export function vanishedPages(
  before: readonly Route[],
  after: readonly Route[],
  rules: readonly HostRule[],
): VanishedPage[] {
  const now = new Set(after.map((r) => r.path));
  const then = new Set(before.map((r) => r.path));
  const added = after.filter((r) => !then.has(r.path));
  return before
    .filter((r) => !now.has(r.path))
    .map((route) => {
      const rule = matchRedirect(rules, route.path);
      const leadsTo = rule ? (rule.status === GONE_STATUS ? 'gone (410)' : `${rule.to} (${rule.status})`) : undefined;
      return { path: route.path, source: pageSource(route), leadsTo, suggestion: likelyNewHome(route, added) };
    });
}

/** A problem for each vanished page that nothing covers, placed on the file that made it. */
export function vanishedProblems(pages: readonly VanishedPage[], contentDir: string, base: string): Problem[] {
  const redirectsFile = displayPath(path.join(contentDir, 'redirects.yaml'));
  return pages
    .filter((page) => !page.leadsTo)
    .map((page) => ({
      file: displayPath(path.join(contentDir, page.source)),
      line: 1,
      column: 1,
      field: '',
      message: `the address ${page.path}, published at ${base} by this file, is no page any more: everyone who holds it (search engines, ads, old e-mails, other sites) would get "page not found". Keep it alive in ${redirectsFile}: under "redirects:" add the line "  - { from: ${page.path}, to: ${page.suggestion} }" (with the page that replaces it as "to"), or, if the page was removed on purpose, under "gone:" the line "  - ${page.path}". A list written [] is empty: remove the [] and put the line below it.`,
    }));
}
