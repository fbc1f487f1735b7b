/**
 * Entry point of the content pipeline: load → validate → cross-check → route table.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkLoaded } from './check-site.ts';
import type { CheckedContent, SiteLanding, SitePost } from './checked.ts';
import { diskContent } from './disk.ts';
import { experimentRuns } from './experiment-check.ts';
import { heldBackImages } from './held-back.ts';
import { DATA_FILES, loadContent } from './load.ts';
import type { ContentMemo } from './memo.ts';
import { type SiteOptions, siteOptions } from './options.ts';
import { formatProblem, type Problem, problemCount, sortProblems } from './problems.ts';
import { buildRouteTable, type Route } from './routes.ts';
import { symbolicLinkProblems } from './symlinks.ts';

export type { CheckedContent, PostStatus, SiteHome, SiteLanding, SitePost } from './checked.ts';

export interface CheckResult {
  /** Only without problems. */
  content?: CheckedContent;
  routes: Route[];
  problems: Problem[];
  /** Valid posts this build leaves out (drafts and scheduled posts; none in a preview build). */
  leftOut: SitePost[];
  /** Valid landing pages this build leaves out, likewise. */
  landingLeftOut: SiteLanding[];
  /** Pictures (/images/…) only left-out entries show: not published before the first of them. */
  heldBack: string[];
}

/**
 * @param memo outcomes kept from the last check of a long-lived process (./memo.ts).
 * @param html false: the Markdown bodies are checked but not rendered, for a check that builds
 * nothing (`npm run check`); the posts' and legal pages' html is then ''.
 */
export function checkContent(
  overrides: Partial<SiteOptions> = {},
  { html = true, memo }: { html?: boolean; memo?: ContentMemo } = {},
): CheckResult {
  const options = siteOptions(overrides);
  const loaded = loadContent({ ...diskContent(options.contentDir), memo }, html);
  const imageExists = (url: string) => existsSync(path.join(options.publicDir, decodeURIComponent(url)));
  const checked = checkLoaded(loaded, { ...options, imageExists });
  const { status, published, today } = checked;
  // A committed symbolic link is a problem of the files on disk, which the editor's check never sees.
  const problems = sortProblems([...checked.problems, ...symbolicLinkProblems(options.contentDir, options.publicDir)]);
  if (problems.length || !loaded.content)
    return { routes: [], problems, leftOut: [], landingLeftOut: [], heldBack: [] };
  const posts = loaded.content.posts.map((post) => ({ ...post, status: status(post) }));
  const landing = loaded.content.landing.map((page) => ({
    ...page,
    status: status(page),
    experimentRuns: page.experiment ? experimentRuns(page.experiment, today) : false,
  }));
  const { home } = loaded.content;
  const content = {
    ...loaded.content,
    home: { ...home, experimentRuns: home.hero.experiment ? experimentRuns(home.hero.experiment, today) : false },
    posts: posts.filter(published),
    landing: landing.filter(published),
  };
  const leftOut = posts.filter((post) => !published(post));
  const landingLeftOut = landing.filter((page) => !published(page));
  const heldBack = heldBackImages(loaded.images, new Set([...leftOut, ...landingLeftOut].map((entry) => entry.file)));
  return { content, routes: buildRouteTable(content), problems, leftOut, landingLeftOut, heldBack };
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

export type { SiteContent } from './load.ts';
export { type SiteOptions, siteOptions } from './options.ts';
export type { Route } from './routes.ts';
