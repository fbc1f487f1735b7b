/**
 * Entry point of the content pipeline: load → validate → cross-check → route table. Returns the
 * content and its route table only when there is no problem at all.
 */
import { crossCheck, defaultPublicDir } from './crosscheck.ts';
import { defaultContentDir, loadContent, type SiteContent } from './load.ts';
import { type Problem, sortProblems } from './problems.ts';
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

export type { SiteContent } from './load.ts';
export type { Route } from './routes.ts';
