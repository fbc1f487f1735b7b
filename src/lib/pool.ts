/**
 * Worker threads for the build's CPU-bound stages (Markdown, page rendering), through tinypool:
 * `runInWorkers(module, name, inputs)` calls `name(input)` of a TypeScript module once per input,
 * spread over the machine's cores, and returns the results in input order.
 *
 * A worker thread does not inherit the process's TypeScript loader, and loading the sources
 * through one in every thread costs about a second. So the module is bundled once by esbuild
 * into one JavaScript file (packages stay imports), kept under .cache/workers and reused while no
 * source file of src/ or scripts/ changes: a thread then starts in about a third of a second.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';
import { hashFilesBelow } from '../content/cache.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Threads to use: BUILD_WORKERS if set, else one per core (at least one, at most eight). */
export function workerCount(): number {
  const wanted = Number(process.env.BUILD_WORKERS);
  if (Number.isInteger(wanted) && wanted > 0) return wanted;
  return Math.max(1, Math.min(8, availableParallelism()));
}

let sourcesMemo: string | undefined;

/**
 * The hash of every source file the workers may run (src/ and scripts/) and of esbuild's settings,
 * worked out once per process (a build starts up to four pools).
 */
function sourcesKey(): string {
  if (sourcesMemo) return sourcesMemo;
  const hash = createHash('sha256').update('bundle 1\0');
  for (const dir of ['src', 'scripts'])
    hashFilesBelow(hash, ROOT, dir, (name) => /\.(ts|tsx|mts|mjs|js|json)$/.test(name));
  sourcesMemo = hash.digest('hex').slice(0, 16);
  return sourcesMemo;
}

/** One JavaScript file whose default export runs `name(input)` of `module`. */
async function workerBundle(module: URL): Promise<string> {
  const entry = fileURLToPath(module);
  const outfile = path.join(
    ROOT,
    '.cache',
    'workers',
    `${path.basename(entry, path.extname(entry))}-${sourcesKey()}.mjs`,
  );
  // BUILD_CACHE=off (cold builds) compiles it again too.
  if (existsSync(outfile) && process.env.BUILD_CACHE !== 'off') return outfile;
  const { build } = await import('esbuild');
  await build({
    stdin: {
      contents: `import * as tasks from ${JSON.stringify(entry)};\nexport default ({ name, input }) => tasks[name](input);\n`,
      resolveDir: path.dirname(entry),
      loader: 'ts',
      sourcefile: 'worker-entry.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

export async function runInWorkers<I, O>(
  module: URL,
  name: string,
  inputs: I[],
  threads = workerCount(),
): Promise<O[]> {
  const pool = new Tinypool({
    filename: pathToFileURL(await workerBundle(module)).href,
    minThreads: Math.min(threads, inputs.length),
    maxThreads: Math.min(threads, inputs.length),
  });
  try {
    return await Promise.all(inputs.map((input) => pool.run({ name, input }) as Promise<O>));
  } finally {
    await pool.destroy();
  }
}

/** `items` cut into `parts` runs of nearly equal length, order kept. */
export function shares<T>(items: readonly T[], parts: number): T[][] {
  const count = Math.max(1, Math.min(parts, items.length));
  const size = Math.ceil(items.length / count);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
