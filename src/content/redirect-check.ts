/**
 * The rules of content/redirects.yaml that need the site's pages: an old address must not be a
 * page (a redirect would hide it, or the page would hide the redirect, host by host), must not
 * lie where the site keeps its own files nor be one of the files the build writes (compared
 * without regard to case), and a redirect must lead to a page this build publishes (for a
 * `:splat` destination, the folder before it).
 * The rules the file keeps by itself are in the schema (src/content/redirect-hosts.ts).
 */

import type { Problem } from './problems.ts';
import type { RedirectsFile } from './redirect-hosts.ts';
import { destinationIssue, hasSplat, isDynamic, normalPath, splatFolder } from './redirect-hosts.ts';
import { findRoute, RESERVED_PATHS, type Route, siteOwnedPath } from './routes.ts';
import { closest } from './suggest.ts';

type At = (field: string) => Pick<Problem, 'file' | 'line' | 'column' | 'field'>;

export interface RedirectPages {
  /** Every address that is or will be a page (drafts and scheduled entries included). */
  addresses: readonly Route[];
  /** The pages this build publishes: a redirect may lead only there. */
  published: readonly Route[];
  /** Where the page behind an address comes from, for the fix. */
  sourceOf: (route: Route) => string;
}

/** `/about/index.html`: the file a page is written to, which hosts answer as the page. */
const INDEX_FILE = /\/index\.html$/i;

/** The problem with an old address, if any. */
function fromProblem(from: string, pages: RedirectPages, what: string): string | undefined {
  const owned = siteOwnedPath(from);
  if (owned && owned.path in RESERVED_PATHS)
    return `${from} lies under ${owned.path}, which the site keeps for ${owned.what}: ${what} there would break it. Remove this entry.`;
  if (owned)
    return `${from} is a file the site itself publishes (${owned.what}): ${what} there would hide or break it. Remove this entry.`;
  const pageOfFile = INDEX_FILE.test(from)
    ? findRoute(pages.addresses, from.replace(INDEX_FILE, '') || '/')
    : undefined;
  if (pageOfFile)
    return `${from} is the file of the page ${pageOfFile.path} (made from ${pages.sourceOf(pageOfFile)}): ${what} would hide it. Remove this entry.`;
  if (isDynamic(from)) {
    const folder = from.slice(0, -2);
    const covered = pages.addresses.filter((r) => r.path === folder || r.path.startsWith(`${folder}/`));
    if (covered.length)
      return `${from} covers pages the site still has (${covered
        .slice(0, 3)
        .map((r) => r.path)
        .join(
          ', ',
        )}${covered.length > 3 ? ', …' : ''}): ${what} would hide them. Name the old addresses one by one instead.`;
    return undefined;
  }
  const page = findRoute(pages.addresses, from);
  if (page)
    return `${from} is still a page of the site (made from ${pages.sourceOf(page)}): ${what} would hide it. Remove this entry, or rename or remove the page first.`;
  return undefined;
}

/**
 * The problem with a destination of this site, if any: it must be a page this build publishes;
 * for /blog/:splat, the folder before the rest of the address is checked as a page's address.
 */
function destinationProblem(to: string, pages: RedirectPages): string | undefined {
  const splat = hasSplat(to);
  const address = splat ? splatFolder(to) : to;
  if (findRoute(pages.published, address)) return undefined;
  const near = closest(
    normalPath(address),
    pages.published.map((p) => p.path),
  );
  const fix = near
    ? ` Did you mean ${near}?`
    : ' Write the address of a page of the site (see CONTENT.md, "Addresses").';
  return splat
    ? `leads below ${address}, which is no page this site publishes: visitors would land on "page not found".${near ? ` Did you mean ${near}/:splat?` : ' Put the address of a page of the site before /:splat.'}`
    : `leads to ${to}, which is no page this site publishes: visitors would land on "page not found".${fix}`;
}

export function checkRedirects(file: RedirectsFile, pages: RedirectPages, at: At): Problem[] {
  const problems: Problem[] = [];
  (file.redirects ?? []).forEach((r, i) => {
    const fromIssue = fromProblem(r.from, pages, 'a redirect');
    if (fromIssue) problems.push({ ...at(`redirects[${i}].from`), message: fromIssue });
    if (!r.to.startsWith('/') || destinationIssue(r)) return;
    const toProblem = destinationProblem(r.to, pages);
    if (toProblem) problems.push({ ...at(`redirects[${i}].to`), message: toProblem });
  });
  (file.gone ?? []).forEach((g, i) => {
    const issue = fromProblem(g, pages, 'answering "gone"');
    if (issue) problems.push({ ...at(`gone[${i}]`), message: issue });
  });
  return problems;
}
