/**
 * Entry point of the content pipeline: load → validate → cross-check → route table.
 */
import { crossCheck } from './crosscheck.ts';
import { itemLabel } from './labels.ts';
import { type LoadResult, loadContent, type Post, type SiteContent } from './load.ts';
import { type SiteOptions, siteOptions } from './options.ts';
import { formatProblem, type Problem, problemCount, sortProblems } from './problems.ts';
import { buildRouteTable, type Route } from './routes.ts';

export interface CheckResult {
  /** The content the pages are made of (its posts: those this build publishes); only without problems. */
  content?: SiteContent;
  routes: Route[];
  problems: Problem[];
  /** Valid posts this build leaves out (drafts). */
  leftOut: Post[];
}

export function checkContent(overrides: Partial<SiteOptions> = {}): CheckResult {
  const options = siteOptions(overrides);
  const loaded = loadContent(options.contentDir);
  const found = [...loaded.problems, ...crossCheck(loaded, options)];
  const problems = sortProblems(nameListEntries(found, loaded));
  if (problems.length || !loaded.content) return { routes: [], problems, leftOut: [] };
  const published = (post: Post) => options.includeDrafts || !post.draft;
  const content = { ...loaded.content, posts: loaded.content.posts.filter(published) };
  const leftOut = loaded.content.posts.filter((post) => !published(post));
  return { content, routes: buildRouteTable(content), problems, leftOut };
}

/** The checked content and its route table; throws an error listing every problem. */
export function checkedContent(overrides: Partial<SiteOptions> = {}): { content: SiteContent; routes: Route[] } {
  const { content, routes, problems } = checkContent(overrides);
  if (!content) throw new ContentProblems(problems);
  return { content, routes };
}

export class ContentProblems extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `${problemCount(problems)}; nothing was built. See CONTENT.md, "Reading an error".\n${problems.map(formatProblem).join('\n')}`,
    );
  }
}

/** Adds the entry a problem's field belongs to, named for a person (FAQ 9 ("Do you offer…")). */
function nameListEntries(problems: Problem[], loaded: LoadResult): Problem[] {
  return problems.map((problem) => {
    const source = loaded.sources.get(problem.file);
    if (!source || !problem.field.includes('[')) return problem;
    const fieldPath = [...problem.field.matchAll(/[^.[\]]+/g)].map((m) => (/^\d+$/.test(m[0]) ? Number(m[0]) : m[0]));
    const item = itemLabel(source.schema, source.data, fieldPath);
    return item ? { ...problem, item } : problem;
  });
}

export type { SiteContent } from './load.ts';
export { type SiteOptions, siteOptions } from './options.ts';
export type { Route } from './routes.ts';
