/**
 * Worker threads for the build's CPU-bound stages (Markdown, page rendering), through tinypool:
 * `runInWorkers(module, name, inputs)` calls `name(input)` of a TypeScript module once per input,
 * spread over the machine's cores, and returns the results in input order.
 *
 * A worker thread does not inherit the process's TypeScript loader, and loading the sources
 * through one in every thread costs about a second: a thread runs the module's compiled bundle
 * (./compile.mjs) instead, and starts in a fraction of that.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';
import { compiledModule } from './compile.mjs';

/** Threads to use: BUILD_WORKERS if set, else one per core (at least one, at most eight). */
export function workerCount(): number {
  const wanted = Number(process.env.BUILD_WORKERS);
  if (Number.isInteger(wanted) && wanted > 0) return wanted;
  return Math.max(1, Math.min(8, availableParallelism()));
}

/**
 * The JavaScript file the threads of `module` run (its default export calls `name(input)`),
 * compiled once per process: calling this early takes the compiling off the critical path.
 */
export function workerBundle(module: URL): Promise<string> {
  const entry = fileURLToPath(module);
  return compiledModule(
    path.basename(entry, path.extname(entry)),
    `import * as tasks from ${JSON.stringify(entry)};\nexport default ({ name, input }) => tasks[name](input);\n`,
    path.dirname(entry),
  );
}

/** Threads running one module, started ahead of the work they will be given (see openWorkers). */
export interface Workers {
  /** Calls `name(input)` in a free thread. */
  run<I, O>(name: string, input: I): Promise<O>;
  close(): Promise<void>;
}

/**
 * `threads` threads of `module`, started now: they load while this thread goes on, and work
 * given before they are ready waits for them.
 */
export function openWorkers(module: URL, threads: number): Workers {
  const opening = workerBundle(module).then(
    (bundle) => new Tinypool({ filename: pathToFileURL(bundle).href, minThreads: threads, maxThreads: threads }),
  );
  opening.catch(() => {}); // a failure to start is reported by run and close
  return {
    run: async (name, input) => (await opening).run({ name, input }),
    close: async () => (await opening).destroy(),
  };
}

export async function runInWorkers<I, O>(
  module: URL,
  name: string,
  inputs: I[],
  threads = workerCount(),
): Promise<O[]> {
  const workers = openWorkers(module, Math.min(threads, inputs.length));
  try {
    return await Promise.all(inputs.map((input) => workers.run<I, O>(name, input)));
  } finally {
    await workers.close();
  }
}

/** `items` dealt into `parts` hands like cards (item i to hand i % parts): each hand gets a mix. */
export function dealt<T>(items: readonly T[], parts: number): T[][] {
  const count = Math.min(Math.max(1, parts), items.length);
  const hands: T[][] = Array.from({ length: count }, () => []);
  for (const [i, item] of items.entries()) hands[i % count]!.push(item);
  return hands;
}

/** `items` cut into `parts` runs of nearly equal length, order kept. */
export function shares<T>(items: readonly T[], parts: number): T[][] {
  const count = Math.max(1, Math.min(parts, items.length));
  const size = Math.ceil(items.length / count);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
