/**
 * The rules of content/redirects.yaml that need the site's pages: an old address must not be a
 * page (a redirect would hide it, or the page would hide the redirect, host by host), must not
 * lie where the site keeps its own files, and a redirect must lead to a page this build publishes.
 * The rules the file keeps by itself are in the schema (src/content/redirect-hosts.ts).
 */

import type { Problem } from './problems.ts';
import type { RedirectsFile } from './redirect-hosts.ts';
import { isDynamic, normalPath } from './redirect-hosts.ts';
import { findRoute, RESERVED_PATHS, type Route } from './routes.ts';
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

/** The problem with an old address, if any. */
function fromProblem(from: string, pages: RedirectPages, what: string): string | undefined {
  const reserved = Object.keys(RESERVED_PATHS).find((p) => from === p || from.startsWith(`${p}/`));
  if (reserved)
    return `${from} lies under ${reserved}, which the site keeps for ${RESERVED_PATHS[reserved]}: ${what} there would break it. Remove this entry.`;
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

export function checkRedirects(file: RedirectsFile, pages: RedirectPages, at: At): Problem[] {
  const problems: Problem[] = [];
  (file.redirects ?? []).forEach((r, i) => {
    const fromIssue = fromProblem(r.from, pages, 'a redirect');
    if (fromIssue) problems.push({ ...at(`redirects[${i}].from`), message: fromIssue });
    if (!r.to.startsWith('/') || r.to.includes(':splat')) return;
    if (findRoute(pages.published, r.to)) return;
    const near = closest(
      normalPath(r.to),
      pages.published.map((p) => p.path),
    );
    problems.push({
      ...at(`redirects[${i}].to`),
      message: `leads to ${r.to}, which is no page this site publishes: visitors would land on "page not found".${near ? ` Did you mean ${near}?` : ' Write the address of a page of the site (see CONTENT.md, "Addresses").'}`,
    });
  });
  (file.gone ?? []).forEach((g, i) => {
    const issue = fromProblem(g, pages, 'answering "gone"');
    if (issue) problems.push({ ...at(`gone[${i}]`), message: issue });
  });
  return problems;
}
