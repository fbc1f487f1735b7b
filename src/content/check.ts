/**
 * The content check for the build and `npm run check`: every Markdown file comes from the content
 * cache (.cache/build) or is parsed in worker threads, then the loader, the cross-checks and the
 * route table run as in checkContent (./index.ts), with the same result. This module does not
 * load the Markdown parsers itself: with a warm cache they are never loaded.
 */
import { crossCheck, defaultPublicDir } from './crosscheck.ts';
import { itemLabel } from './labels.ts';
import { defaultContentDir, type LoadResult, listMarkdownFiles, loadContent, type SiteContent } from './load.ts';
import { markdownOutcomes, type OutcomeStats } from './markdown-outcomes.ts';
import { type Problem, sortProblems } from './problems.ts';
import { buildRouteTable, type Route } from './routes.ts';

export interface CheckResult {
  content?: SiteContent;
  routes: Route[];
  problems: Problem[];
}

export async function checkContentFast(
  contentDir = defaultContentDir(),
  publicDir = defaultPublicDir(),
): Promise<CheckResult & { markdown: OutcomeStats }> {
  const refs = listMarkdownFiles(contentDir);
  const { outcomes, stats } = await markdownOutcomes(refs);
  const loaded = loadContent(contentDir, (ref) => {
    const outcome = outcomes.get(ref.abs);
    if (!outcome) throw new Error(`${ref.file} appeared while the content was being checked; run the check again.`);
    return outcome;
  });
  return { ...finishCheck(loaded, publicDir), markdown: stats };
}

/** Problems sorted and named, and the content with its route table only when there is none. */
export function finishCheck(loaded: LoadResult, publicDir: string): CheckResult {
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
