/**
 * `npm run check` as one function (./content.ts is the command around it): validates all content
 * without building and prints every problem as `content/file.yaml:LINE:COL field: message`.
 * Everything it reads comes from `env` and everything it prints goes through `io`, so that the
 * tests call it in this process as the command runs it.
 *
 *   --report <file>    also write the verdict as Markdown (the CI comment)
 *   --base <git ref>   also refuse a page the base published that this content no longer has,
 *                      unless content/redirects.yaml keeps its address alive (CI runs it on every
 *                      pull request)
 *
 * In GitHub Actions (GITHUB_ACTIONS set) each problem is also a workflow annotation on its line,
 * and the verdict goes to the job summary.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../../src/content/files.ts';
import { largePortraits, widePhotos } from '../../src/content/images.ts';
import { type CheckedContent, checkContent, type SiteOptions, siteOptions } from '../../src/content/index.ts';
import { sortProblems } from '../../src/content/problems.ts';
import { redirectRulesReader } from '../../src/content/redirect-rules.ts';
import { imageFields, MAX_PHOTO_WIDTH, PORTRAIT_SCALE } from '../../src/content/schemas/common.ts';
import { testimonialsSchema } from '../../src/content/schemas/people.ts';
import { publishedPages, type VanishedPage, vanishedPages, vanishedProblems } from '../../src/content/vanished.ts';
import { formatDay } from '../../src/lib/format.ts';
import { BaseRefError, contentAt } from './base-content.ts';
import { annotation, renderReport, terminalLines } from './content-report.ts';

const USAGE = 'Usage: npm run check [-- --watch] [-- --report <file.md>] [-- --base <git ref>]';

export interface CheckIo {
  out(text: string): void;
  err(text: string): void;
}

interface CheckRequest {
  options: SiteOptions;
  env: NodeJS.ProcessEnv;
  io: CheckIo;
  reportFile?: string;
  base?: string;
}

/** The request the arguments make, or undefined when they are wrong (exit 2 with USAGE). */
function checkRequest(args: string[], env: NodeJS.ProcessEnv, io: CheckIo): CheckRequest | undefined {
  const reportAt = args.indexOf('--report');
  const reportFile = reportAt === -1 ? undefined : args[reportAt + 1];
  const baseAt = args.indexOf('--base');
  const base = baseAt === -1 ? undefined : args[baseAt + 1];
  if ((reportAt !== -1 && !reportFile) || (baseAt !== -1 && !base)) return undefined;
  return { options: siteOptions({}, env), env, io, reportFile, base };
}

/**
 * `npm run check` once with these arguments: 0 when the content is valid, 1 when not, 2 when called
 * wrongly (the arguments, or a --base that is no commit).
 */
export async function contentCheck(args: string[], env: NodeJS.ProcessEnv, io: CheckIo): Promise<number> {
  const request = checkRequest(args, env, io);
  if (!request) {
    io.err(USAGE);
    return 2;
  }
  try {
    return (await checkOnce(request)) ? 1 : 0;
  } catch (error) {
    if (!(error instanceof BaseRefError)) throw error;
    io.err(`✗ ${error.message}`);
    return 2;
  }
}

/** The pages published at `ref` that this content no longer publishes, and what becomes of each. */
function vanishedSince(ref: string, { contentDir, now }: SiteOptions): VanishedPage[] {
  const before = contentAt(ref, contentDir);
  try {
    return vanishedPages(
      publishedPages(before.dir, now),
      publishedPages(contentDir, now),
      redirectRulesReader(contentDir)(),
    );
  } finally {
    before.remove();
  }
}

/**
 * Warns about photos wider than the editor makes them (they pass the check: nothing is wrong on
 * the page, but each one slows every build and weighs on the repository).
 */
async function warnWidePhotos({ options, env, io }: CheckRequest): Promise<void> {
  for (const photo of await widePhotos(options.publicDir)) {
    const file = displayPath(photo.file);
    const message = `${file} is ${photo.width} pixels wide; no page shows more than ${MAX_PHOTO_WIDTH}, and a wider photo makes every build slower and the repository heavier. Fix: upload it again in /admin, which makes photos ${MAX_PHOTO_WIDTH} pixels wide at most, or resize it to ${MAX_PHOTO_WIDTH} pixels wide and commit it again.`;
    io.out(`  ! ${message}`);
    if (env.GITHUB_ACTIONS) io.out(`::warning file=${file}::${message}`);
  }
}

/**
 * Warns about portraits much larger than their place (a 4000-pixel photo shown 96 pixels square):
 * they pass, but the page loads far more than it shows, and /admin would have cropped them.
 */
async function warnLargePortraits({ options, io }: CheckRequest, content: CheckedContent): Promise<void> {
  const square = imageFields.get(testimonialsSchema.shape.items.element.shape.image)?.square ?? 0;
  const portraits = content.testimonials.items.map((item, i) => ({
    where: `${displayPath(path.join(options.contentDir, 'testimonials.yaml'))} items[${i}].image`,
    url: item.image,
    square,
  }));
  const saved = (place: number) => place * PORTRAIT_SCALE;
  for (const p of await largePortraits(options.publicDir, portraits, saved)) {
    io.out(
      `  ! ${p.where}: ${p.url} is ${p.width}×${p.height} pixels, for a place ${p.square} pixels square. Fix: upload it again in /admin, which crops a portrait to a square ${saved(p.square)} pixels wide, or crop it so yourself and commit it again.`,
    );
  }
}

/** Writes the Markdown verdict where it was asked for: the report file, GitHub's job summary. */
function writeReport({ env, reportFile }: CheckRequest, report: string): void {
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, report);
  if (reportFile) {
    mkdirSync(path.dirname(path.resolve(reportFile)), { recursive: true });
    writeFileSync(reportFile, report);
  }
}

/** "3 posts (1 draft, 1 scheduled)": every valid entry, and those this build leaves out. */
function counted(noun: string, all: number, out: readonly { status: string }[]): string {
  const drafts = out.filter((entry) => entry.status === 'draft').length;
  const scheduled = out.filter((entry) => entry.status === 'scheduled').length;
  const notLive = [drafts && `${drafts} draft`, scheduled && `${scheduled} scheduled`].filter(Boolean);
  return `${all} ${noun}${all === 1 ? '' : 's'}${notLive.length ? ` (${notLive.join(', ')})` : ''}`;
}

/** Checks once, prints the verdict; returns the number of problems. */
async function checkOnce(request: CheckRequest): Promise<number> {
  const { options, env, io, base } = request;
  const started = performance.now();
  // Nothing is built here: the articles are checked, not rendered to HTML.
  const checked = checkContent(options, { html: false });
  const { content, routes, leftOut, landingLeftOut } = checked;
  const vanished = base ? vanishedSince(base, options) : [];
  const problems = sortProblems([...checked.problems, ...vanishedProblems(vanished, options.contentDir, base ?? '')]);
  const ms = Math.round(performance.now() - started);

  for (const line of terminalLines(problems)) io.err(line);
  if (env.GITHUB_ACTIONS) for (const p of problems) io.out(annotation(p));
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = env;
  const runUrl =
    GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID
      ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`
      : undefined;
  writeReport(request, renderReport(problems, { runUrl }));

  if (problems.length || !content) {
    io.err(
      `\n✗ ${problems.length} problem${problems.length === 1 ? '' : 's'} in the content. Nothing was built. See CONTENT.md, "Reading an error".`,
    );
    return Math.max(problems.length, 1);
  }
  const landingPages = content.landing.length + landingLeftOut.length;
  io.out(
    `✓ Content OK: ${routes.length} pages, ${counted('post', content.posts.length + leftOut.length, leftOut)}${landingPages ? `, ${counted('landing page', landingPages, landingLeftOut)}` : ''}, ${content.faqs.items.length} FAQs, checked in ${ms} ms.`,
  );
  for (const post of [...leftOut, ...landingLeftOut].filter((entry) => entry.status === 'scheduled')) {
    io.out(
      `  ${post.file}: scheduled for ${formatDay(post.date)}; it goes live with the first build on that day (${content.site.timeZone}).`,
    );
  }
  for (const page of vanished)
    io.out(`  ${page.path} (was ${page.source}) is no page any more: it leads to ${page.leadsTo}.`);
  await warnWidePhotos(request);
  await warnLargePortraits(request, content);
  return 0;
}
