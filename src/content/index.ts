/**
 * Entry point of the content pipeline: load → validate → cross-check → route table.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { CheckedContent, PostStatus, SiteLanding, SitePost } from './checked.ts';
import { crossCheck } from './crosscheck.ts';
import { dayIn } from './day.ts';
import { itemLabel } from './labels.ts';
import { DATA_FILES, type LoadResult, loadContent } from './load.ts';
import { type SiteOptions, siteOptions } from './options.ts';
import { formatProblem, type Problem, problemCount, sortProblems } from './problems.ts';
import { buildRouteTable, type Route } from './routes.ts';
import { symbolicLinkProblems } from './symlinks.ts';

export type { CheckedContent, PostStatus, SiteLanding, SitePost } from './checked.ts';

/** What decides whether an entry is live: a draft flag and a publication date (posts, landing pages). */
type Dated = { draft: boolean; date: string };

export interface CheckResult {
  /** Only without problems. */
  content?: CheckedContent;
  routes: Route[];
  problems: Problem[];
  /** Valid posts this build leaves out (drafts and scheduled posts; none in a preview build). */
  leftOut: SitePost[];
  /** Valid landing pages this build leaves out, likewise. */
  landingLeftOut: SiteLanding[];
}

/**
 * @param html false: the Markdown bodies are checked but not rendered, for a check that builds
 * nothing (`npm run check`); the posts' and legal pages' html is then ''.
 */
export function checkContent(overrides: Partial<SiteOptions> = {}, { html = true } = {}): CheckResult {
  const options = siteOptions(overrides);
  const loaded = loadContent(options.contentDir, html);
  // Without a readable site.yaml the day is UTC's: the problems stop the build anyway.
  const today = dayIn(loaded.partial.site?.timeZone ?? 'UTC', options.now);
  const status = (entry: Dated): PostStatus => (entry.draft ? 'draft' : entry.date > today ? 'scheduled' : 'live');
  const published = (entry: Dated) => options.preview || status(entry) === 'live';
  const found = [
    ...loaded.problems,
    ...symbolicLinkProblems(options.contentDir, options.publicDir),
    ...crossCheck(loaded, { publicDir: options.publicDir, published }),
  ];
  const problems = sortProblems(nameListEntries(found, loaded));
  if (problems.length || !loaded.content) return { routes: [], problems, leftOut: [], landingLeftOut: [] };
  const posts = loaded.content.posts.map((post) => ({ ...post, status: status(post) }));
  const landing = loaded.content.landing.map((page) => ({ ...page, status: status(page) }));
  const content = { ...loaded.content, posts: posts.filter(published), landing: landing.filter(published) };
  const leftOut = posts.filter((post) => !published(post));
  const landingLeftOut = landing.filter((page) => !published(page));
  return { content, routes: buildRouteTable(content), problems, leftOut, landingLeftOut };
}

/** The checked content and its route table; throws an error listing every problem. */
export function checkedContent(overrides: Partial<SiteOptions> = {}): { content: CheckedContent; routes: Route[] } {
  const { content, routes, problems } = checkContent(overrides);
  if (!content) throw new ContentProblems(problems);
  return { content, routes };
}

export class ContentProblems extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    super(
      `${problemCount(problems)}; nothing was built. See CONTENT.md, "Reading an error".\n${problems.map(formatProblem).join('\n')}`,
    );
    this.problems = problems;
  }
}

/**
 * A stamp of some data files (their size and time of change): it changes when one of them is
 * saved, so a reader of those files knows when to load them again without reading them.
 */
export function dataFilesStamp(keys: (keyof typeof DATA_FILES)[], overrides: Partial<SiteOptions> = {}): string {
  const { contentDir } = siteOptions(overrides);
  return keys
    .map((key) => {
      try {
        const stat = statSync(path.join(contentDir, DATA_FILES[key].file));
        return `${stat.mtimeMs}:${stat.size}`;
      } catch {
        return 'missing';
      }
    })
    .join('|');
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
