/**
 * `npm run bench`, site search at 1,000 articles:
 *   - what search adds to the build: cold builds of the site with the bench articles, with the
 *     index and without it (SEARCH_INDEX=off), taking turns so that both meet the same moods of
 *     the machine; medians (budget: at most 15 % added);
 *   - Pagefind's own work: indexing every page of that built site afresh (median), the index's size;
 *   - a visitor's first search, in Chromium over HTTP: the bytes Pagefind downloads with the
 *     search page (its script, WebAssembly and the index's metadata), the bytes the first query
 *     adds (the index pieces for its words and the first results), and how long after the last
 *     key press the results appear.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { serveFolder } from '../../src/backend/static.ts';
import type { SearchIndexFigures } from '../build/search-index.ts';
import { chromiumPath } from '../chromium.ts';
import { BENCH_BUILD_ENV } from './bench-posts.ts';

type RecordFigure = (what: string, value: string, budget?: string, ok?: boolean | null) => void;

/** A word of every bench article (bench-posts.ts): a first query with many results to load. */
const QUERY = 'invoices';
const OVERHEAD_BUDGET = 0.15;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs a script of the repository to its end: its wall time, and its last line of output. */
function run(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = performance.now();
  const child = spawnSync(process.execPath, [path.resolve(script), ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (child.status !== 0) throw new Error(`${script} failed:\n${child.stderr}${child.stdout}`);
  return { ms: performance.now() - started, last: child.stdout.trim().split('\n').at(-1) ?? '' };
}

/** Cold builds with and without the index, taking turns; the median of each. */
function buildsSideBySide(benchDir: string, runs: number) {
  const contentDir = path.join(benchDir, `content-${COUNT}`);
  const times = { with: [] as number[], without: [] as number[] };
  for (let round = 0; round < runs; round++) {
    for (const variant of ['with', 'without'] as const) {
      const outDir = path.join(benchDir, `search-${variant}`);
      rmSync(outDir, { recursive: true, force: true });
      const env = {
        ...BENCH_BUILD_ENV,
        CONTENT_DIR: contentDir,
        OUT_DIR: outDir,
        SEARCH_INDEX: variant === 'with' ? '' : 'off',
      };
      times[variant].push(run('scripts/build/site.ts', [], env).ms);
    }
  }
  return {
    with: median(times.with),
    without: median(times.without),
    siteDir: path.join(benchDir, 'search-with', 'client'),
  };
}

/** Pagefind indexing every page of the built site afresh, `runs` times: the median figures. */
function indexAgain(siteDir: string, runs: number): SearchIndexFigures {
  const all = Array.from(
    { length: runs },
    () => JSON.parse(run('scripts/build/search-index.ts', [siteDir]).last) as SearchIndexFigures,
  );
  return { ...all[0]!, ms: median(all.map((figures) => figures.ms)) };
}

/** Bytes of /pagefind/ responses as received (encoded), per phase of the visit. */
function countPagefindBytes(page: Page) {
  const bytes = { withPage: 0, firstQuery: 0 };
  let phase: keyof typeof bytes = 'withPage';
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/pagefind/')) return;
    const counted = phase;
    pending.push(
      request.sizes().then((sizes) => {
        bytes[counted] += sizes.responseBodySize;
      }),
    );
  });
  return {
    queryStarts: () => {
      phase = 'firstQuery';
    },
    totals: async () => {
      await Promise.all(pending);
      return bytes;
    },
  };
}

/** Opens /search, types the query; bytes per phase and milliseconds from the last key press to results. */
async function firstSearch(siteDir: string) {
  const server = await serveFolder(siteDir);
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const page = await browser.newPage();
    const counter = countPagefindBytes(page);
    await page.goto(`${server.url}/search`, { waitUntil: 'networkidle' });
    counter.queryStarts();
    // In the page: when the last key press happened, and when results were put in after it.
    await page.evaluate(() => {
      const timing = { typed: 0, shown: [] as number[] };
      Object.assign(window, { timing });
      document.querySelector('input[name="q"]')!.addEventListener('input', () => {
        timing.typed = performance.now();
      });
      new MutationObserver((changes) => {
        if (changes.some((change) => change.addedNodes.length)) timing.shown.push(performance.now());
      }).observe(document.querySelector('[data-search-results]')!, { childList: true });
    });
    await page.getByRole('searchbox').pressSequentially(QUERY, { delay: 40 });
    const latency = await page.waitForFunction(() => {
      const { typed, shown } = (window as unknown as { timing: { typed: number; shown: number[] } }).timing;
      const after = shown.find((t) => t >= typed);
      return after === undefined ? false : after - typed;
    });
    await page.waitForLoadState('networkidle');
    return { ...(await counter.totals()), latency: (await latency.jsonValue()) as number };
  } finally {
    await browser.close();
    server.close();
  }
}

/** Search is measured on the site with this many bench articles (their content the bench has written). */
const COUNT = 1000;

export async function measureSearch(benchDir: string, runs: number, record: RecordFigure) {
  console.log(
    `\nSite search at ${COUNT.toLocaleString('en')} articles (cold builds with and without it, taking turns)`,
  );
  const builds = buildsSideBySide(benchDir, runs);
  const added = (builds.with - builds.without) / builds.without;
  record(`${COUNT} articles: cold build without search`, seconds(builds.without));
  record(`${COUNT} articles: cold build with search`, seconds(builds.with));
  record(
    `${COUNT} articles: what search adds to the cold build`,
    `${(added * 100).toFixed(1)} %`,
    `≤ ${OVERHEAD_BUDGET * 100} %`,
    added <= OVERHEAD_BUDGET,
  );
  const index = indexAgain(builds.siteDir, runs);
  record(`${COUNT} articles: Pagefind indexing all pages on its own`, `${seconds(index.ms)} (${index.pages} pages)`);
  record(
    `${COUNT} articles: search index size`,
    `${(index.bytes / 1024 / 1024).toFixed(1)} MB in ${index.files} files`,
  );
  const first = await firstSearch(builds.siteDir);
  record('first search: loaded with the search page', kb(first.withPage));
  record(`first search: added by the first query ("${QUERY}")`, kb(first.firstQuery));
  record('first search: bytes in all', kb(first.withPage + first.firstQuery));
  record(
    'first search: results after the last key press',
    `${Math.round(first.latency)} ms`,
    '≤ 300 ms',
    first.latency <= 300,
  );
}
