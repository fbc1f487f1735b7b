/**
 * `npm run bench`'s cold build against Astro + Pagefind, in the same run: at 100 and 1,000
 * generated articles (./bench-posts.ts), our `npm run build` (no build cache at all, into an
 * empty folder: editor, pictures and search index included) and a minimal Astro blog (a layout,
 * a post page, an index) building the same articles, followed by Pagefind's CLI on its output,
 * from cold too (no dist/, .astro/ or Vite cache). The two alternate run by run, so that both
 * meet the same moods of the machine; each figure is the median of --runs runs (default 3).
 *
 * Wall time, and CPU as the kernel counts it for the whole tree of processes (user + system of
 * the command and every descendant it waited for: Vike's process, Pagefind's binary and Astro's
 * workers alike), read by GNU time from wait4's rusage, or from /proc/self/stat's children's
 * times where GNU time is missing. Budgets: at 1,000 articles at most 0.6 × Astro + Pagefind's
 * wall time and 1.0 × its CPU; at 100 at most 1.0 × its wall time.
 *
 * Astro is installed by the bench at run time into .tmp/bench-astro (ASTRO_VERSION, with npm;
 * never committed), once: a later run finds it there.
 *
 *   node scripts/checks/bench-cold.ts [--sizes 100,1000] [--runs 3]   this part of the bench alone
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { scriptCommand } from '../run-script.ts';
import { BENCH_BUILD_ENV, contentWithBenchArticles } from './bench-posts.ts';

/** The Astro measured against: the issue's figures are of Astro 7.3 (Node 24). */
export const ASTRO_VERSION = '7.3.5';
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ASTRO_DIR = path.join(ROOT, '.tmp', 'bench-astro');
const PAGEFIND = path.join(ROOT, 'node_modules', '.bin', 'pagefind');
/** Where Node keeps its compile cache by default (module.enableCompileCache()). */
const COMPILE_CACHE = path.join(tmpdir(), 'node-compile-cache');
/** At 1,000 articles: wall ≤ 0.6 × and CPU ≤ 1.0 × Astro + Pagefind's; at 100: wall ≤ 1.0 ×. */
export const COLD_BUDGET = { 1000: { wall: 0.6, cpu: 1.0 }, 100: { wall: 1.0, cpu: Number.POSITIVE_INFINITY } };

export interface Cost {
  /** Wall time, ms. */
  wall: number;
  /** CPU time of the command and all its descendants (user + system), ms. */
  cpu: number;
  /** The load average (1 minute) when the run started. */
  load: number;
}

type RecordFigure = (what: string, value: string, budget?: string, ok?: boolean | null) => void;

/** The user + system time of this process's waited-for children, ms (/proc/self/stat fields 16 and 17). */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** Runs a command to its end; its wall time and the CPU of its whole process tree. */
export async function cost(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): Promise<Cost> {
  const gnuTime = existsSync('/usr/bin/time');
  const [cmd, cmdArgs] = gnuTime ? ['/usr/bin/time', ['-f', 'CPU_S=%U+%S', command, ...args]] : [command, args];
  const load = loadavg()[0]!;
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const child = spawn(cmd, cmdArgs, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const wall = performance.now() - started;
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${output.slice(-4000)}`);
  const reported = /CPU_S=([\d.]+)\+([\d.]+)/.exec(output);
  const cpu = reported ? (Number(reported[1]) + Number(reported[2])) * 1000 : childrenCpuMs() - cpuBefore;
  return { wall, cpu, load };
}

/** The minimal Astro blog: its files, by path in the project. */
export function astroProject(): Record<string, string> {
  return {
    'package.json': `${JSON.stringify({ name: 'bench-astro', private: true, type: 'module', dependencies: { astro: ASTRO_VERSION } }, null, 2)}\n`,
    'astro.config.mjs':
      "import { defineConfig } from 'astro/config';\nexport default defineConfig({ site: 'https://bench.example.com' });\n",
    'src/content.config.ts': `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
const blog = defineCollection({
  loader: glob({ base: './src/content/blog', pattern: '**/*.md' }),
  schema: z.object({ title: z.string(), description: z.string(), date: z.coerce.date(), category: z.string() }),
});
export const collections = { blog };
`,
    'src/layouts/Layout.astro': `---
const { title, description } = Astro.props;
---
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{title}</title>
    <meta name="description" content={description} />
  </head>
  <body>
    <header><a href="/">Bench blog</a></header>
    <main><slot /></main>
    <footer>Generated for the bench</footer>
  </body>
</html>
`,
    'src/pages/index.astro': `---
import { getCollection } from 'astro:content';
import Layout from '../layouts/Layout.astro';
const posts = (await getCollection('blog')).sort((a, b) => b.data.date.valueOf() - a.data.date.valueOf());
---
<Layout title="Blog" description="Every article">
  <h1>Blog</h1>
  <ul>{posts.map((post) => <li><a href={\`/blog/\${post.id}/\`}>{post.data.title}</a> <time datetime={post.data.date.toISOString()}>{post.data.date.toDateString()}</time></li>)}</ul>
</Layout>
`,
    'src/pages/blog/[...slug].astro': `---
import { getCollection, render } from 'astro:content';
import Layout from '../../layouts/Layout.astro';
export async function getStaticPaths() {
  return (await getCollection('blog')).map((post) => ({ params: { slug: post.id }, props: { post } }));
}
const { post } = Astro.props;
const { Content } = await render(post);
---
<Layout title={post.data.title} description={post.data.description}>
  <article data-pagefind-body>
    <h1>{post.data.title}</h1>
    <p>{post.data.category} · <time datetime={post.data.date.toISOString()}>{post.data.date.toDateString()}</time></p>
    <Content />
  </article>
</Layout>
`,
  };
}

/** Writes the Astro project and installs Astro into it, unless that version is there already. */
export function setUpAstro(dir = ASTRO_DIR): void {
  for (const [file, text] of Object.entries(astroProject())) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const installed = path.join(dir, 'node_modules', 'astro', 'package.json');
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === ASTRO_VERSION) return;
  console.log(`  Installing astro@${ASTRO_VERSION} into ${path.relative(ROOT, dir)} (once)…`);
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (npm.status !== 0) throw new Error(`npm install of astro@${ASTRO_VERSION} failed in ${dir}`);
}

/** Astro's cold build of `postsDir`'s articles, then Pagefind's CLI on what it wrote. */
async function astroCold(postsDir: string, dir = ASTRO_DIR): Promise<Cost> {
  for (const cache of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite', 'src/content/blog'])
    rmSync(path.join(dir, cache), { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src', 'content', 'blog'), { recursive: true });
  for (const name of readdirSync(postsDir).filter((file) => file.startsWith('bench-article-')))
    cpSync(path.join(postsDir, name), path.join(dir, 'src', 'content', 'blog', name));
  const script = `node_modules/.bin/astro build --silent && "${PAGEFIND}" --site dist --silent`;
  // Node's compile cache for Astro too (our build enables it, as Vite's command does; Astro's does
  // not): both sides compile their modules once per machine, not in every build.
  return cost('bash', ['-c', script], { NODE_ENV: 'production', NODE_COMPILE_CACHE: COMPILE_CACHE }, dir);
}

/** Our cold build: no build cache, an empty output folder, the search index included. */
async function oursCold(contentDir: string, outDir: string): Promise<Cost> {
  rmSync(outDir, { recursive: true, force: true });
  const [command, args] = scriptCommand(ROOT, 'scripts/build/site.ts');
  return cost(command, args, { ...BENCH_BUILD_ENV, CONTENT_DIR: contentDir, OUT_DIR: outDir });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Medians of `runs` alternating cold builds, ours then Astro's, at each size. */
export async function measureColdAgainstAstro(
  benchDir: string,
  runs: number,
  record: RecordFigure,
  sizes = [100, 1000],
) {
  console.log(`\nCold build against Astro ${ASTRO_VERSION} + Pagefind, alternating, median of ${runs}`);
  setUpAstro();
  for (const count of sizes) {
    const contentDir = contentWithBenchArticles(
      path.join(ROOT, 'content'),
      path.join(benchDir, `cold-${count}`),
      count,
    );
    const outDir = path.join('.tmp', 'bench', `cold-out-${count}`);
    const ours: Cost[] = [];
    const astro: Cost[] = [];
    for (let run = 0; run < runs; run++) {
      ours.push(await oursCold(contentDir, outDir));
      astro.push(await astroCold(path.join(contentDir, 'blog')));
      const [o, a] = [ours.at(-1)!, astro.at(-1)!];
      console.log(
        `    run ${run + 1}: ours ${s(o.wall)} wall, ${s(o.cpu)} CPU (load ${o.load.toFixed(1)}); Astro + Pagefind ${s(a.wall)}, ${s(a.cpu)} (load ${a.load.toFixed(1)})`,
      );
    }
    const f = {
      wall: median(ours.map((c) => c.wall)),
      cpu: median(ours.map((c) => c.cpu)),
      astroWall: median(astro.map((c) => c.wall)),
      astroCpu: median(astro.map((c) => c.cpu)),
    };
    const budget = COLD_BUDGET[count as keyof typeof COLD_BUDGET];
    const wallRatio = f.wall / f.astroWall;
    const cpuRatio = f.cpu / f.astroCpu;
    record(`${count} articles, Astro + Pagefind cold`, `${s(f.astroWall)} wall, ${s(f.astroCpu)} CPU`);
    record(
      `${count} articles, ours cold: wall`,
      `${s(f.wall)}, ${wallRatio.toFixed(2)} × Astro + Pagefind`,
      budget ? `≤ ${budget.wall} ×` : '',
      budget ? wallRatio <= budget.wall : null,
    );
    const cpuBudget = budget && Number.isFinite(budget.cpu) ? budget.cpu : undefined;
    record(
      `${count} articles, ours cold: CPU`,
      `${s(f.cpu)}, ${cpuRatio.toFixed(2)} × Astro + Pagefind`,
      cpuBudget ? `≤ ${cpuBudget} ×` : '',
      cpuBudget ? cpuRatio <= cpuBudget : null,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const at = args.indexOf(`--${name}`);
    return at === -1 ? fallback : (args[at + 1] ?? fallback);
  };
  const benchDir = path.join(ROOT, '.tmp', 'bench');
  mkdirSync(benchDir, { recursive: true });
  let failed = 0;
  await measureColdAgainstAstro(
    benchDir,
    Math.max(1, Number(option('runs', '3'))),
    (what, value, budget = '', ok = null) => {
      if (ok === false) failed++;
      console.log(`  ${ok === false ? '✗' : ok ? '✓' : '·'} ${what}: ${value}${budget ? ` (budget ${budget})` : ''}`);
    },
    option('sizes', '100,1000').split(',').map(Number),
  );
  process.exitCode = failed ? 1 : 0;
}
