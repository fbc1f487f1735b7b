/**
 * `npm run check`: validates all content without building. Prints every problem as
 * `content/file.yaml:LINE:COL field: message`, exits 1 if there is any.
 *
 *   npm run check                       check once
 *   npm run check -- --watch            check again after every saved change (VS Code's
 *                                       "Check content while editing" task reads its output)
 *   npm run check -- --report <file>    also write the verdict as Markdown (the CI comment)
 *   npm run check -- --base <git ref>   also refuse a page the base published that this content
 *                                       no longer has, unless content/redirects.yaml keeps its
 *                                       address alive (CI runs it on every pull request)
 *
 * In GitHub Actions (GITHUB_ACTIONS set) each problem is also a workflow annotation on its
 * line, and the verdict goes to the job summary.
 */
import { appendFileSync, mkdirSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../../src/content/files.ts';
import { largePortraits, widePhotos } from '../../src/content/images.ts';
import { type CheckedContent, checkContent, siteOptions } from '../../src/content/index.ts';
import { sortProblems } from '../../src/content/problems.ts';
import { redirectRulesReader } from '../../src/content/redirect-rules.ts';
import { imageFields, MAX_PHOTO_WIDTH, PORTRAIT_SCALE } from '../../src/content/schemas/common.ts';
import { testimonialsSchema } from '../../src/content/schemas/people.ts';
import { publishedPages, type VanishedPage, vanishedPages, vanishedProblems } from '../../src/content/vanished.ts';
import { formatDay } from '../../src/lib/format.ts';
import { contentAt } from './base-content.ts';
import { annotation, renderReport, terminalLines } from './content-report.ts';

const args = process.argv.slice(2);
const reportAt = args.indexOf('--report');
const reportFile = reportAt === -1 ? undefined : args[reportAt + 1];
const baseAt = args.indexOf('--base');
const base = baseAt === -1 ? undefined : args[baseAt + 1];
if ((reportAt !== -1 && !reportFile) || (baseAt !== -1 && !base)) {
  console.error('Usage: npm run check [-- --watch] [-- --report <file.md>] [-- --base <git ref>]');
  process.exit(2);
}

/** The pages published at `base` that this content no longer publishes, and what becomes of each. */
function vanishedSince(ref: string): VanishedPage[] {
  const { contentDir, now } = siteOptions();
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
async function warnWidePhotos(): Promise<void> {
  const publicDir = siteOptions().publicDir;
  for (const photo of await widePhotos(publicDir)) {
    const file = displayPath(photo.file);
    const message = `${file} is ${photo.width} pixels wide; no page shows more than ${MAX_PHOTO_WIDTH}, and a wider photo makes every build slower and the repository heavier. Fix: upload it again in /admin, which makes photos ${MAX_PHOTO_WIDTH} pixels wide at most, or resize it to ${MAX_PHOTO_WIDTH} pixels wide and commit it again.`;
    console.log(`  ! ${message}`);
    if (process.env.GITHUB_ACTIONS) console.log(`::warning file=${file}::${message}`);
  }
}

/**
 * Warns about portraits much larger than their place (a 4000-pixel photo shown 96 pixels square):
 * they pass, but the page loads far more than it shows, and /admin would have cropped them.
 */
async function warnLargePortraits(content: CheckedContent): Promise<void> {
  const square = imageFields.get(testimonialsSchema.shape.items.element.shape.image)?.square ?? 0;
  const portraits = content.testimonials.items.map((item, i) => ({
    where: `${displayPath(path.join(siteOptions().contentDir, 'testimonials.yaml'))} items[${i}].image`,
    url: item.image,
    square,
  }));
  const saved = (place: number) => place * PORTRAIT_SCALE;
  for (const p of await largePortraits(siteOptions().publicDir, portraits, saved)) {
    const message = `${p.where}: ${p.url} is ${p.width}×${p.height} pixels, for a place ${p.square} pixels square. Fix: upload it again in /admin, which crops a portrait to a square ${saved(p.square)} pixels wide, or crop it so yourself and commit it again.`;
    console.log(`  ! ${message}`);
  }
}

/** Checks once, prints the verdict; returns the number of problems. */
async function runCheck(): Promise<number> {
  const started = performance.now();
  // Nothing is built here: the articles are checked, not rendered to HTML.
  const checked = checkContent({}, { html: false });
  const { content, routes, leftOut, landingLeftOut } = checked;
  const vanished = base ? vanishedSince(base) : [];
  const problems = sortProblems([
    ...checked.problems,
    ...vanishedProblems(vanished, siteOptions().contentDir, base ?? ''),
  ]);
  const ms = Math.round(performance.now() - started);

  for (const line of terminalLines(problems)) console.error(line);
  if (process.env.GITHUB_ACTIONS) for (const p of problems) console.log(annotation(p));

  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = process.env;
  const runUrl =
    GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID
      ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`
      : undefined;
  const report = renderReport(problems, { runUrl });
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, report);
  if (reportFile) {
    mkdirSync(path.dirname(path.resolve(reportFile)), { recursive: true });
    writeFileSync(reportFile, report);
  }

  if (problems.length || !content) {
    console.error(
      `\n✗ ${problems.length} problem${problems.length === 1 ? '' : 's'} in the content. Nothing was built. See CONTENT.md, "Reading an error".`,
    );
    return Math.max(problems.length, 1);
  }
  /** "3 posts (1 draft, 1 scheduled)": every valid entry, and those this build leaves out. */
  const counted = (noun: string, all: number, out: readonly { status: string }[]) => {
    const drafts = out.filter((entry) => entry.status === 'draft').length;
    const scheduled = out.filter((entry) => entry.status === 'scheduled').length;
    const notLive = [drafts && `${drafts} draft`, scheduled && `${scheduled} scheduled`].filter(Boolean);
    return `${all} ${noun}${all === 1 ? '' : 's'}${notLive.length ? ` (${notLive.join(', ')})` : ''}`;
  };
  const landingPages = content.landing.length + landingLeftOut.length;
  console.log(
    `✓ Content OK: ${routes.length} pages, ${counted('post', content.posts.length + leftOut.length, leftOut)}${landingPages ? `, ${counted('landing page', landingPages, landingLeftOut)}` : ''}, ${content.faqs.items.length} FAQs, checked in ${ms} ms.`,
  );
  for (const post of [...leftOut, ...landingLeftOut].filter((entry) => entry.status === 'scheduled')) {
    console.log(
      `  ${post.file}: scheduled for ${formatDay(post.date)}; it goes live with the first build on that day (${content.site.timeZone}).`,
    );
  }
  for (const page of vanished)
    console.log(`  ${page.path} (was ${page.source}) is no page any more: it leads to ${page.leadsTo}.`);
  await warnWidePhotos();
  await warnLargePortraits(content);
  return 0;
}

if (args.includes('--watch')) {
  // The begin/end lines frame each run for VS Code's background problem matcher.
  const check = async () => {
    console.log('Content check started.');
    await runCheck();
    console.log('Content check finished. Watching content/ for changes (Ctrl+C stops).');
  };
  // Watching starts before the first run, so that a change saved during it is not missed.
  let timer: NodeJS.Timeout | undefined;
  watch(siteOptions().contentDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(check, 200); // one run for an editor's burst of writes
  });
  await check();
} else {
  process.exit((await runCheck()) ? 1 : 0);
}
