import path from 'node:path';

/**
 * V8's options for every Node process of this project that opens the local database (`npm start`,
 * `npm run contacts`, `npm run setup`, the test workers). PGlite is 9 MB of WebAssembly; V8
 * compiles it with its baseline compiler (Liftoff) and then optimises the hot functions again in
 * the background. For a database that lives seconds (a CLI run, a test) or answers one editor's
 * clicks, the second compile never pays back: with `--liftoff-only` one open and 300 queries took
 * 0.9 CPU-s instead of 1.6, the queries half the time, and half the memory (430 MB, not 900).
 * Node accepts V8 options on its command line only (not in NODE_OPTIONS), hence this list.
 */
export const NODE_FLAGS = ['--liftoff-only'] as const;

/**
 * The command and arguments that run one of the project's TypeScript scripts as `npm run` does
 * (`node <script>`: Node strips the types itself). `root` is the repository the script belongs to.
 */
export function scriptCommand(root: string, script: string, args: string[] = []): [string, string[]] {
  return [process.execPath, [...NODE_FLAGS, path.resolve(root, script), ...args]];
}
