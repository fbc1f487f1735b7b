/**
 * Entry point of the content pipeline: load → validate → cross-check → route table.
 * `checkContent` reports; `getContent` is what pages use and refuses invalid content.
 */
import { crossCheck, defaultPublicDir } from './crosscheck.ts';
import { defaultContentDir, loadContent, type SiteContent } from './load.ts';
import { formatProblem, type Problem, sortProblems } from './problems.ts';
import { buildRouteTable, type Route } from './routes.ts';

export interface CheckResult {
  content?: SiteContent;
  routes: Route[];
  problems: Problem[];
}

export function checkContent(contentDir = defaultContentDir(), publicDir = defaultPublicDir()): CheckResult {
  const loaded = loadContent(contentDir);
  const problems = sortProblems([...loaded.problems, ...crossCheck(loaded, publicDir)]);
  const content = problems.length ? undefined : loaded.content;
  return { content, routes: content ? buildRouteTable(content) : [], problems };
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map(formatProblem).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}

type Loaded = { content: SiteContent; routes: Route[] };
/**
 * Kept on globalThis, not in a module variable: the build checks the content, then Vike
 * pre-renders from its own bundled copy of this module in the same process, and must not
 * load and render every Markdown file a second time.
 */
const CACHE_KEY = Symbol.for('lakeshore.content');
const store = globalThis as { [CACHE_KEY]?: Loaded };

/** Valid content and its route table, loaded once per process. Throws ContentError otherwise. */
export function getContent(): Loaded {
  const cached = store[CACHE_KEY];
  if (cached) return cached;
  const { content, routes, problems } = checkContent();
  if (!content) throw new ContentError(problems);
  store[CACHE_KEY] = { content, routes };
  return store[CACHE_KEY];
}

export type { SiteContent } from './load.ts';
export type { Route } from './routes.ts';
