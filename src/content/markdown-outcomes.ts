/**
 * The outcomes of many Markdown files at once, for the build and the check: each file is read
 * once and hashed; an unchanged file's outcome comes from the cache; the rest are computed in
 * worker threads when there are enough of them to repay starting the threads, else here.
 */

import { runInWorkers, shares, workerCount } from '../lib/pool.ts';
import { cacheEnabled, DiskCache, defaultCacheDir, pipelineKey, pruneEntries, sha256 } from './cache.ts';
import { readContentFile } from './files.ts';
import type { MarkdownFileRef } from './load.ts';
import type { MarkdownFileOutcome, MarkdownKind } from './markdown-entry.ts';

/**
 * Below this many files to compute, worker threads cost more than they save: each thread loads
 * the parsers and warms up its own JIT, and on a 2-vCPU machine (a core and its hyperthread) two
 * threads read only 1.3× as fast as one. Measured there: 1,000 articles checked in 2.1 s on this
 * thread, 2.4 s in two workers; 5,000 in 7.1 s here, 6.5 s in workers.
 */
const WORKER_THRESHOLD = 2000;

export interface OutcomeStats {
  files: number;
  fromCache: number;
  computed: number;
  threads: number;
}

interface Job {
  file: string;
  kind: MarkdownKind;
  text: string;
}

function isOutcome(value: unknown): value is MarkdownFileOutcome {
  const v = value as MarkdownFileOutcome | null;
  return Boolean(v) && typeof v?.file === 'string' && Array.isArray(v.problems) && Array.isArray(v.links);
}

export function markdownCache(dir = defaultCacheDir()): DiskCache<MarkdownFileOutcome> {
  return new DiskCache(`${dir}/markdown`, isOutcome);
}

export async function markdownOutcomes(
  refs: MarkdownFileRef[],
  options: {
    cache?: DiskCache<MarkdownFileOutcome> | false;
    threads?: number;
    /** Files to compute from which threads are used (default WORKER_THRESHOLD); tests pass their own. */
    minFilesForThreads?: number;
    /** The pipeline's key (default: pipelineKey()); tests pass their own. */
    pipeline?: string;
  } = {},
): Promise<{ outcomes: Map<string, MarkdownFileOutcome>; stats: OutcomeStats }> {
  const cache = options.cache === undefined ? (cacheEnabled() ? markdownCache() : false) : options.cache;
  const pipeline = cache ? (options.pipeline ?? pipelineKey()) : '';
  const outcomes = new Map<string, MarkdownFileOutcome>();
  const missing: (Job & { abs: string; key: string })[] = [];
  const usedKeys = new Set<string>();
  for (const ref of refs) {
    const text = readContentFile(ref.abs);
    const key = cache ? sha256(pipeline, ref.kind, ref.file, text) : '';
    usedKeys.add(key);
    const cached = cache ? cache.get(key) : undefined;
    if (cached && cached.file === ref.file) outcomes.set(ref.abs, cached);
    else missing.push({ abs: ref.abs, file: ref.file, kind: ref.kind, text, key });
  }

  const threads =
    missing.length >= (options.minFilesForThreads ?? WORKER_THRESHOLD) ? (options.threads ?? workerCount()) : 1;
  // The parsers are loaded only when a file has to be read: a warm build never loads them.
  const computed =
    missing.length === 0
      ? []
      : threads > 1
        ? (
            await runInWorkers<Job[], MarkdownFileOutcome[]>(
              new URL('./markdown-file.ts', import.meta.url),
              'processMarkdownJobs',
              // Several small shares per thread keep both threads busy to the end.
              shares(
                missing.map(({ file, kind, text }) => ({ file, kind, text })),
                threads * 4,
              ),
              threads,
            )
          ).flat()
        : (await import('./markdown-file.ts')).processMarkdownJobs(missing);
  missing.forEach((job, i) => {
    const outcome = computed[i]!;
    outcomes.set(job.abs, outcome);
    if (cache) cache.set(job.key, outcome);
  });
  // Entries of earlier versions of the files go once they outnumber the current ones two to one.
  if (cache && missing.length) pruneEntries(cache.dir, usedKeys, 3 * refs.length);
  return {
    outcomes,
    stats: { files: refs.length, fromCache: refs.length - missing.length, computed: missing.length, threads },
  };
}
