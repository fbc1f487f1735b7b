/**
 * `npm run bench`: speed and size against the project's budgets, on this machine.
 *   - full site build: wall time and peak memory (budget 15 s)
 *   - content check of the site, and of the site + 1,000 generated posts (budget 3 s)
 *   - build with 1,000 extra posts (budget 10 s)
 *   - JavaScript loaded before any interaction, gzip, per route in Chromium (no island ≤ 4 KB,
 *     case study with its demo ≤ 8 KB, home ≤ 75 KB) and CSS per page (≤ 15 KB)
 *   - contact insert latency, 500 sequential inserts through the site's client to the local
 *     gateway (p50 ≤ 15 ms)
 * Timing lives here, not in the tests: these machines are noisy.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from '../src/backend/server.ts';
import { checkContent } from '../src/content/index.ts';
import { createSiteClient } from '../src/lib/supabase/client.ts';

const ROOT = process.cwd();
const BENCH_DIR = path.join(ROOT, '.tmp', 'bench');
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const rows: { what: string; value: string; budget: string; ok: boolean | null }[] = [];
const record = (what: string, value: string, budget = '', ok: boolean | null = null) => {
  rows.push({ what, value, budget, ok });
  console.log(`  ${ok === false ? '✗' : ok ? '✓' : '·'} ${what}: ${value}${budget ? ` (budget ${budget})` : ''}`);
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Runs the build as a child process; returns wall time and the child's peak memory. */
async function timedBuild(env: Record<string, string>): Promise<{ ms: number; peakMb: number }> {
  const started = performance.now();
  const useTime = existsSync('/usr/bin/time');
  const [cmd, args] = useTime
    ? ['/usr/bin/time', ['-f', 'PEAK_KB=%M', tsx, 'scripts/build.ts']]
    : [tsx, ['scripts/build.ts']];
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`build failed:\n${output}`);
  const peakKb = Number(/PEAK_KB=(\d+)/.exec(output)?.[1] ?? NaN);
  return { ms, peakMb: peakKb / 1024 };
}

/** A copy of content/ with `count` extra posts (valid, chained by nothing, dated in order). */
function contentWithPosts(count: number): string {
  const dir = path.join(BENCH_DIR, `content-${count}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'content'), dir, { recursive: true });
  const body = (i: number) =>
    `Generated article number ${i} for the build benchmark. It has a few paragraphs of text, a list and a link.\n\n## Why it matters\n\nAutomation saves time. See [our services](/services) or [get in touch](/contact).\n\n- First point\n- Second point\n- Third point\n\n## Next steps\n\nRead [the AI automation guide](/blog/ai-automation-guide-2025#what-is-ai-automation) next.\n`;
  for (let i = 1; i <= count; i++) {
    const date = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    writeFileSync(
      path.join(dir, 'blog', `bench-post-${i}.md`),
      `---\ntitle: "Benchmark post ${i}"\ndescription: "A generated article used to measure how the build scales with a thousand posts."\nexcerpt: "Generated article ${i}."\ndate: ${date}\nreadTime: 3\ncategory: "Benchmark"\ncardCategory: "Benchmark"\nimage: "/images/og-default.svg"\nimageAlt: "Abstract artwork"\ncolor: "blue"\ncta:\n  heading: "Ready to automate?"\n  text: "Book a free consultation."\n---\n${body(i)}`,
    );
  }
  return dir;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  mkdirSync(BENCH_DIR, { recursive: true });
  const supabaseEnv = { VITE_SUPABASE_URL: 'http://localhost:3000', VITE_SUPABASE_ANON_KEY: 'bench' };

  console.log('\nContent check');
  {
    const started = performance.now();
    const { problems } = checkContent();
    record('check of the site content', seconds(performance.now() - started), '', problems.length === 0);
    const big = contentWithPosts(1000);
    const t0 = performance.now();
    const result = spawnSync(tsx, ['scripts/check-content.ts'], {
      env: { ...process.env, CONTENT_DIR: big },
      encoding: 'utf8',
    });
    // The child's own figure excludes Node start-up; both are shown.
    const own = Number(/checked in (\d+) ms/.exec(result.stdout)?.[1] ?? NaN);
    record('check of site + 1,000 posts (in the checker)', `${own} ms`, '≤ 3 s', result.status === 0 && own <= 3000);
    record('  same, whole command incl. Node start-up', seconds(performance.now() - t0));
  }

  console.log('\nBuilds');
  const site = await timedBuild({ ...supabaseEnv, OUT_DIR: path.join('.tmp', 'bench', 'out-site') });
  record('full site build (wall time)', seconds(site.ms), '≤ 15 s', site.ms <= 15_000);
  record(
    'full site build (peak memory)',
    Number.isFinite(site.peakMb) ? `${site.peakMb.toFixed(0)} MB` : 'n/a (/usr/bin/time missing)',
  );
  const big = await timedBuild({
    ...supabaseEnv,
    CONTENT_DIR: path.join(BENCH_DIR, 'content-1000'),
    OUT_DIR: path.join('.tmp', 'bench', 'out-1000'),
  });
  record('build with 1,000 extra posts (wall time)', seconds(big.ms), '≤ 10 s', big.ms <= 10_000);
  record(
    'build with 1,000 extra posts (peak memory)',
    Number.isFinite(big.peakMb) ? `${big.peakMb.toFixed(0)} MB` : 'n/a',
  );

  console.log('\nWeight of what a first visit loads (gzip), per route');
  const server = await startServer({ port: 0, inMemory: true, distDir: path.join(BENCH_DIR, 'out-site', 'client') });
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    const page = await browser.newPage();
    const { routes } = checkContent();
    let worstPlain = 0;
    let worstCaseStudy = 0;
    let worstCss = 0;
    for (const route of routes) {
      const urls = new Set<string>();
      const onResponse = (r: import('@playwright/test').Response) => {
        const type = r.request().resourceType();
        if (type === 'script' || type === 'stylesheet') urls.add(`${type} ${r.url()}`);
      };
      page.on('response', onResponse);
      await page.goto(`${server.url}${route.kind === 'not-found' ? '/missing-page' : route.path}`, {
        waitUntil: 'networkidle',
      });
      page.off('response', onResponse);
      let js = 0;
      let css = 0;
      for (const entry of urls) {
        const [type, url] = entry.split(' ') as [string, string];
        const file = path.join(BENCH_DIR, 'out-site', 'client', new URL(url).pathname);
        const size = gzipSync(readFileSync(file)).length;
        if (type === 'script') js += size;
        else css += size;
      }
      const hasIsland = (await page.locator('[data-island]').count()) > 0;
      const caseStudy = route.kind === 'case-study';
      const budget = hasIsland ? 75 * 1024 : caseStudy ? 8 * 1024 : 4 * 1024;
      if (caseStudy) worstCaseStudy = Math.max(worstCaseStudy, js);
      else if (!hasIsland) worstPlain = Math.max(worstPlain, js);
      worstCss = Math.max(worstCss, css);
      record(
        `${route.path.padEnd(40)} JS ${kb(js)}, CSS ${kb(css)}${hasIsland ? ' (island)' : ''}`,
        '',
        `JS ≤ ${kb(budget)}, CSS ≤ 15 KB`,
        js <= budget && css <= 15 * 1024,
      );
    }
    record('largest JS of a page without an island', kb(worstPlain), '≤ 4 KB', worstPlain <= 4 * 1024);
    record('largest JS of a case study (with its demo)', kb(worstCaseStudy), '≤ 8 KB', worstCaseStudy <= 8 * 1024);
    record('largest CSS of any page', kb(worstCss), '≤ 15 KB', worstCss <= 15 * 1024);
    await browser.close();

    console.log('\nContact insert latency through the site client (500 sequential inserts)');
    const client = createSiteClient({ url: server.url, anonKey: server.anonKey });
    const times: number[] = [];
    for (let i = 0; i < 520; i++) {
      const t = performance.now();
      // The rate limit applies per client address; the bench varies it as many visitors would.
      const result = await client.insertContact({
        id: crypto.randomUUID(),
        first_name: 'Bench',
        last_name: `Run ${i}`,
        email: `bench${i}@example.com`,
        phone: null,
        message: 'Latency benchmark',
      });
      if (i >= 20) times.push(performance.now() - t); // the first 20 warm up the JIT and the database
      if (!result.ok && result.kind !== 'rate_limited') throw new Error(`insert failed: ${JSON.stringify(result)}`);
    }
    const p50 = median(times);
    record('insert latency p50', `${p50.toFixed(2)} ms`, '≤ 15 ms', p50 <= 15);
    record('insert latency p99', `${percentile(times, 99).toFixed(2)} ms`);
  } finally {
    await server.close();
  }

  const failed = rows.filter((r) => r.ok === false);
  console.log(`\n${failed.length ? `✗ ${failed.length} figure(s) over budget` : '✓ every figure within its budget'}`);
  process.exitCode = failed.length ? 1 : 0;
}

await main();
