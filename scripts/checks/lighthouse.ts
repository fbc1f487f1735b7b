/**
 * `npm run lighthouse`: Lighthouse 12 (mobile, its default config) against the built site, served
 * by the local server exactly as `npm start` serves it (same `_headers`, 404.html with status 404).
 *
 *   npm run lighthouse                         dist/client (or $OUT_DIR/client) must be built first
 *   npm run lighthouse -- --out <folder>       also writes each page's HTML report there
 *   npm run lighthouse -- --runs 3             median of 3 runs per page, as CI runs it (or LIGHTHOUSE_RUNS=3)
 *   npm run lighthouse -- <site folder>        another built site folder
 *   npm run lighthouse -- --page /<slug>       these pages instead of the six (repeatable), e.g. a
 *                                              landing page of a preview build (npm run build:preview)
 *
 * Thresholds: Performance ≥ 95, Accessibility 100, Best Practices 100, SEO 100 (SEO not on the
 * 404 page; on a page its build marks noindex, such as a draft in a preview, every SEO audit but
 * the one that asks to be indexed). Exits 1 listing every failed threshold, with the
 * audits that cost the points. A run Lighthouse cannot record even on its third try is left out
 * and named; a page fails when fewer than most of its runs were recorded. One warm-up run comes
 * first and is not counted; with --runs, the pages take turns, one run each per round.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startServer } from '../../src/backend/server.ts';
import { resolveUrlPath } from '../../src/lib/site-paths.ts';

type Page = { path: string; label: string; notFound?: boolean; noindex?: boolean };
const PAGES: Page[] = [
  { path: '/', label: 'home' },
  { path: '/contact', label: 'contact' },
  { path: '/about', label: 'about' },
  { path: '/blog/ai-automation-guide-2025', label: 'blog post' },
  { path: '/industries/restaurants', label: 'case study' },
  { path: '/this-page-does-not-exist', label: '404', notFound: true },
];
type Run = { lhr: Result; report: string | string[] };

const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
type CategoryId = keyof typeof THRESHOLDS;
const CATEGORIES = Object.keys(THRESHOLDS) as CategoryId[];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The audits behind a category's lost points, each with its first offending element or URL. */
function failingAudits(lhr: Result, category: CategoryId): string[] {
  return (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || !ref.weight) return [];
    const item = (audit.details as { items?: Array<{ node?: { snippet?: string }; url?: string }> } | undefined)
      ?.items?.[0];
    const example = item?.node?.snippet ?? item?.url;
    return [
      `      - ${audit.title} [${audit.id}]${audit.displayValue ? `: ${audit.displayValue}` : ''}`,
      ...(example ? [`          · ${example.replace(/\s+/g, ' ').slice(0, 200)}`] : []),
    ];
  });
}

type Browser = { chrome: chromeLauncher.LaunchedChrome };
const launchChrome = () =>
  chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });

/**
 * One Lighthouse run; trace hiccups (NO_FCP, NO_NAVSTART, PROTOCOL_TIMEOUT…) happen on a loaded
 * machine: up to 3 attempts, each after the first in a fresh Chromium, since a browser that lost
 * one trace tends to lose the next ones too (CI once saw NO_NAVSTART three times in one browser).
 */
async function runLighthouse(url: string, flags: Flags, browser: Browser): Promise<Run> {
  let last = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (attempt > 1) {
      browser.chrome.kill();
      browser.chrome = await launchChrome();
    }
    const run = await lighthouse(url, { ...flags, port: browser.chrome.port }).catch((error: Error) => ({ error }));
    if (run && 'lhr' in run && !run.lhr.runtimeError) return run;
    last = !run ? 'no result' : 'error' in run ? run.error.message : run.lhr.runtimeError!.message;
  }
  throw new Error(last);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      runs: { type: 'string', default: process.env.LIGHTHOUSE_RUNS ?? '1' },
      page: { type: 'string', multiple: true },
    },
  });
  const distDir = path.resolve(positionals[0] ?? path.join(process.env.OUT_DIR ?? 'dist', 'client'));
  const runCount = Number(values.runs);
  if (!Number.isInteger(runCount) || runCount < 1) return fail('--runs must be a whole number ≥ 1.');
  if (!existsSync(path.join(distDir, 'index.html')))
    return fail(`No built site in ${path.relative(process.cwd(), distDir) || '.'}. Run "npm run build" first.`);
  if (!existsSync(CHROME_PATH)) return fail(`Chromium not found at ${CHROME_PATH} (set CHROME_PATH).`);
  if (values.out) mkdirSync(values.out, { recursive: true });
  const pages = values.page?.length ? values.page.map((p) => namedPage(distDir, p)) : PAGES;
  const missing = pages.find((page) => !page.notFound && !resolveUrlPath(distDir, page.path));
  if (missing) return fail(`${missing.path} is not a page of ${path.relative(process.cwd(), distDir) || '.'}.`);

  // Throw-away database and keys, free port: nothing on disk, no clash with a running `npm start`.
  const server = await startServer({ port: 0, host: '127.0.0.1', inMemory: true, distDir });
  const browser: Browser = { chrome: await launchChrome() };
  const failures: string[] = [];
  console.log(`Lighthouse on ${pages.length} pages of ${server.url} (mobile, median of ${runCount} run(s) each)`);
  console.log(`  ${['page', ...CATEGORIES, 'LCP ms', 'CLS'].join('  ')}`);
  try {
    // A first run whose scores are not kept: it pays for Chromium's and the server's start-up,
    // which would otherwise fall on the first page's scores alone.
    await runLighthouse(
      `${server.url}/`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      },
      browser,
    );
    const flagsFor = (page: Page): Flags => ({
      output: values.out ? 'html' : 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The 404 page is meant to answer 404: Lighthouse scores it anyway, without counting the
      // console line Chromium writes for the document's own status.
      ...(page.notFound ? { ignoreStatusCode: true, skipAudits: ['errors-in-console'] } : {}),
      // A page kept from search engines on purpose (a draft in a preview) is not scored for it.
      ...(page.noindex ? { skipAudits: ['is-crawlable'] } : {}),
    });
    // Round by round, every page once per round: a slow spell on a shared machine then falls on
    // one run of several pages, which their medians drop, rather than on every run of one page.
    const runs = new Map(pages.map((page) => [page, [] as Run[]]));
    const errors = new Map(pages.map((page) => [page, [] as string[]]));
    for (let n = 0; n < runCount; n++) {
      for (const page of pages) {
        await runLighthouse(`${server.url}${page.path}`, flagsFor(page), browser).then(
          (run) => runs.get(page)!.push(run),
          (error: Error) => errors.get(page)!.push(error.message),
        );
      }
    }
    for (const page of pages) {
      // A run Lighthouse could not record has no scores to judge; the median needs most runs.
      const lost = errors.get(page)!;
      if (runs.get(page)!.length < Math.ceil((runCount + 1) / 2)) {
        failures.push(
          `${page.path}: Lighthouse failed in ${lost.length} of ${runCount} run(s): ${[...new Set(lost)].join('; ')}`,
        );
        continue;
      }
      // Lighthouse advises the run with the median Performance score.
      const performance = (run: Run) => Math.round((run.lhr.categories.performance?.score ?? 0) * 100);
      const sorted = runs.get(page)!.sort((a, b) => performance(a) - performance(b));
      const { lhr, report } = sorted[Math.floor((sorted.length - 1) / 2)]!;
      if (values.out) writeFileSync(path.join(values.out, `${page.label.replace(/\W+/g, '-')}.html`), String(report));
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      const cls = (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3);
      const each = sorted.length > 1 ? `  (performance of each run: ${sorted.map(performance).join(' ')})` : '';
      const lostNote = lost.length ? `  (${lost.length} run(s) not recorded: ${[...new Set(lost)].join('; ')})` : '';
      console.log(`  ${[page.path, ...scores, lcp, cls].join('  ')}${each}${lostNote}`);
      if (page.notFound && lhr.audits['http-status-code']?.score === 1)
        failures.push(`${page.path}: expected status 404, the page answered 2xx`);
      CATEGORIES.forEach((c, i) => {
        if ((c === 'seo' && page.notFound) || scores[i]! >= THRESHOLDS[c]) return;
        failures.push(`${page.path} (${page.label}): ${c} ${scores[i]} < ${THRESHOLDS[c]}`, ...failingAudits(lhr, c));
      });
    }
  } finally {
    browser.chrome.kill();
    await server.close();
  }
  if (failures.length) return fail(`Lighthouse thresholds failed:\n  ${failures.join('\n  ')}`);
  console.log(
    `\n✓ All ${pages.length} pages meet the thresholds (Performance ≥ ${THRESHOLDS.performance}, Accessibility, Best Practices and SEO 100; SEO not required on the 404 page, and without the "is indexable" audit on noindex pages).`,
  );
  return 0;
}

/** A page named on the command line, marked noindex when its built HTML says so. */
function namedPage(distDir: string, pagePath: string): Page {
  const file = resolveUrlPath(distDir, pagePath);
  const html = file ? readFileSync(path.join(distDir, file), 'utf8') : '';
  return {
    path: pagePath,
    label: pagePath.replace(/^\/+/, '') || 'home',
    noindex: /<meta name="robots" content="noindex/.test(html),
  };
}

function fail(message: string): number {
  console.error(`✗ ${message}`);
  return 1;
}

process.exit(await main());
