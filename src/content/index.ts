/**
 * Entry point of the content pipeline: load → validate → cross-check → route table. Returns the
 * content and its route table only when there is no problem at all.
 */
import { crossCheck, defaultPublicDir } from './crosscheck.ts';
import { itemLabel } from './labels.ts';
import {
  defaultContentDir,
  type LoadResult,
  listMarkdownFiles,
  loadContent,
  processInThisThread,
  type SiteContent,
} from './load.ts';
import { markdownOutcomes, type OutcomeStats } from './markdown-outcomes.ts';
import { type Problem, sortProblems } from './problems.ts';
import { buildRouteTable, type Route } from './routes.ts';

export interface CheckResult {
  content?: SiteContent;
  routes: Route[];
  problems: Problem[];
}

export function checkContent(contentDir = defaultContentDir(), publicDir = defaultPublicDir()): CheckResult {
  return finishCheck(loadContent(contentDir), publicDir);
}

/**
 * The same check for the build and `npm run check`: Markdown files come from the content cache
 * (.cache/build) or are computed in worker threads; the result is identical to checkContent's.
 */
export async function checkContentFast(
  contentDir = defaultContentDir(),
  publicDir = defaultPublicDir(),
): Promise<CheckResult & { markdown: OutcomeStats }> {
  const { outcomes, stats } = await markdownOutcomes(listMarkdownFiles(contentDir));
  const loaded = loadContent(contentDir, (ref) => outcomes.get(ref.abs) ?? processInThisThread(ref));
  return { ...finishCheck(loaded, publicDir), markdown: stats };
}

function finishCheck(loaded: LoadResult, publicDir: string): CheckResult {
  const problems = sortProblems(nameListEntries([...loaded.problems, ...crossCheck(loaded, publicDir)], loaded));
  const content = problems.length ? undefined : loaded.content;
  return { content, routes: content ? buildRouteTable(content) : [], problems };
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
export type { Route } from './routes.ts';
