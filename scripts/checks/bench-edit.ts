/**
 * `npm run bench`: edit-to-served under `npm start` (scripts/dev/live-rebuild.ts and its renderer,
 * scripts/build/incremental.ts). A copy of a built site is served by the local server with its
 * rebuild watching a copy of its content; one sentence is added to one article, and the time is
 * taken from the file's write until the page the server answers holds the sentence (polled every
 * 10 ms), five times. Between two edits the bench waits for the search index of the last one, as
 * an editor's saves are seconds apart. Budgets: ≤ 1 s at the site's own size, ≤ 1.5 s at 1,000
 * articles (medians).
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../../src/backend/server.ts';
import { type RebuildEvent, startLiveRebuild } from '../dev/live-rebuild.ts';
import { BENCH_BUILD_ENV } from './bench-posts.ts';

type Record = (what: string, value: string, budget?: string, ok?: boolean | null) => void;

const EDITS = 5;
const POLL_MS = 10;

export interface EditBench {
  /** The built site's OUT_DIR (its client/ and server/ folders), and the content it was built from. */
  outDir: string;
  contentDir: string;
  /** Label and budget of the figure. */
  label: string;
  budgetMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureEditToServed(root: string, work: string, bench: EditBench, record: Record) {
  const out = path.join(work, 'out');
  const contentDir = path.join(work, 'content');
  rmSync(work, { recursive: true, force: true });
  cpSync(bench.outDir, out, { recursive: true });
  cpSync(bench.contentDir, contentDir, { recursive: true });
  const distDir = path.join(out, 'client');
  const server = await startServer({ port: 0, inMemory: true, distDir });
  const events: RebuildEvent[] = [];
  const rebuild = startLiveRebuild({
    root,
    distDir,
    contentDir,
    env: { ...process.env, ...BENCH_BUILD_ENV },
    onEvent: (event) => void events.push(event),
  });
  try {
    await rebuild.ready();
    // The newest article: at 1,000 generated ones, a generated one.
    const slug = newestPost(contentDir);
    const file = path.join(contentDir, 'blog', `${slug}.md`);
    const times: number[] = [];
    const searches: number[] = [];
    for (let n = 1; n <= EDITS; n++) {
      const sentence = `An edit the bench made, number ${n} at ${Date.now()}.`;
      // A paragraph of its own at the end: no heading or link of the article is touched.
      const text = readFileSync(file, 'utf8').trimEnd();
      const from = events.length;
      const started = performance.now();
      writeFileSync(file, `${text}\n\n${sentence}\n`);
      while (!(await (await fetch(`${server.url}/blog/${slug}`)).text()).includes(sentence)) {
        if (events.slice(from).some((e) => e.type === 'refused' || e.type === 'failed'))
          throw new Error(`the edit was not taken: ${JSON.stringify(events.slice(from))}`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      times.push(performance.now() - started);
      const search = await until(events, from, 'search');
      searches.push(search?.type === 'search' ? search.ms : Number.NaN);
      const rebuilt = events.slice(from).find((e) => e.type === 'rebuilt');
      if (rebuilt?.type === 'rebuilt' && rebuilt.how !== 'pages') throw new Error('the edit rebuilt the whole site');
    }
    const ms = median(times);
    record(
      `${bench.label}: one sentence edited, served (median of ${EDITS})`,
      `${(ms / 1000).toFixed(2)} s (each: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
      `≤ ${(bench.budgetMs / 1000).toFixed(1)} s`,
      ms <= bench.budgetMs,
    );
    record(`${bench.label}: search index updated after it`, `${(median(searches) / 1000).toFixed(2)} s (median)`);
  } finally {
    await rebuild.close();
    await server.close();
  }
}

/** Waits until an event of this type comes after `from`. */
async function until(
  events: RebuildEvent[],
  from: number,
  type: RebuildEvent['type'],
): Promise<RebuildEvent | undefined> {
  const limit = performance.now() + 120_000; // only a hung renderer takes this long
  while (performance.now() < limit) {
    const found = events.slice(from).find((e) => e.type === type);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}

function newestPost(contentDir: string): string {
  const posts = readdirSync(path.join(contentDir, 'blog')).filter((f) => f.endsWith('.md'));
  const dated = posts.map((f) => ({
    slug: f.slice(0, -3),
    text: readFileSync(path.join(contentDir, 'blog', f), 'utf8'),
  }));
  const live = dated.filter((p) => !/^draft: true$/m.test(p.text));
  const date = (text: string) => /^date: "?(\d{4}-\d{2}-\d{2})/m.exec(text)?.[1] ?? '';
  const today = new Date().toISOString().slice(0, 10);
  return live.filter((p) => date(p.text) <= today).sort((a, b) => date(b.text).localeCompare(date(a.text)))[0]!.slug;
}
