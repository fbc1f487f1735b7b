/**
 * The compiled commands (src/lib/compile.mjs): a bundle runs with its sources' own locations, and
 * processes that compile the same new bundle at the same moment (parallel test files, a build
 * and its worker threads) all get a working one.
 */
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const COMPILED = path.join(REPO, '.cache', 'compiled');
const COMPILER = pathToFileURL(path.join(REPO, 'src', 'lib', 'compile.mjs')).href;
const NAME = `compile-test-${process.pid}`;

afterAll(() => {
  for (const dir of readdirSync(COMPILED))
    if (dir.startsWith(NAME)) rmSync(path.join(COMPILED, dir), { recursive: true });
});

/** Compiles `source` (a module in src/lib) in a new process, imports the bundle and prints what it exports. */
function compileAndRun(source: string): Promise<{ code: number | null; output: string }> {
  const program = `
    const { compiledModule } = await import(${JSON.stringify(COMPILER)});
    const entry = await compiledModule(${JSON.stringify(NAME)}, ${JSON.stringify(source)}, ${JSON.stringify(path.join(REPO, 'src', 'lib'))});
    console.log(JSON.stringify(await import(entry)));`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', program], { cwd: REPO });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('compiled bundles', () => {
  it('keep each source file’s own location, and survive six processes compiling them at once', async () => {
    // A new bundle (its text is new). compile.mjs finds the repository from its own import.meta.url:
    // bundled with the wrong location, sourcesKey() would not find node_modules and throw.
    const source = `import { sourcesKey } from './compile.mjs';\nimport { shares } from './pool.ts';\nexport const stamp = ${Date.now()};\nexport const key = sourcesKey();\nexport const parts = shares([1, 2, 3], 2);\n`;
    const runs = await Promise.all(Array.from({ length: 6 }, () => compileAndRun(source)));
    for (const run of runs) {
      expect(run.code, run.output).toBe(0);
      const exported = JSON.parse(run.output) as { parts: number[][]; key: string };
      expect(exported.parts).toEqual([[1, 2], [3]]);
      expect(exported.key).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(readdirSync(COMPILED).filter((dir) => dir.startsWith(NAME))).toHaveLength(1);
  });
});
