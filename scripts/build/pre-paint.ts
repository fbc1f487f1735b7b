/**
 * The pre-paint script (src/client/pre-paint.ts) as the file pages load: bundled on its own as
 * one classic script (it runs in the head, blocking, before the module scripts), minified, and
 * named by a hash of its bytes, so hosts may cache it for a year (/assets/ is immutable,
 * ./headers.ts) and every host serves the same file. The file sits in public/assets/ and its
 * address in src/lib/pre-paint-file.ts, both written by `npm run regen` and committed; the
 * dev server, the tests and every build use them as they are.
 *
 *   node scripts/build/pre-paint.ts           writes them (a step of npm run regen)
 *   node scripts/build/pre-paint.ts --check   exits 1 when they are not what the source makes
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGEN_HINT } from './regen-steps.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ASSETS = path.join(ROOT, 'public', 'assets');
const ADDRESS_FILE = path.join(ROOT, 'src', 'lib', 'pre-paint-file.ts');
const NAME = /^pre-paint\.[0-9a-f]{10}\.js$/;

/** The script's bytes as the source makes them. */
export async function bundlePrePaint(): Promise<string> {
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(ROOT, 'src', 'client', 'pre-paint.ts'), formats: ['iife'], name: 'prePaint' },
      rolldownOptions: { output: { entryFileNames: 'pre-paint.js' } },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = (result as { output: { type: string; code?: string }[] }).output.find((o) => o.type === 'chunk');
  if (!chunk?.code) throw new Error('The pre-paint bundle has no code.');
  return chunk.code;
}

/** The files the script makes: its hashed name in public/assets, and the module naming its address. */
export function prePaintFiles(code: string): { name: string; code: string; module: string } {
  const name = `pre-paint.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  const module = `// Written by scripts/build/pre-paint.ts (npm run regen). Do not edit.\n/** The address of the pre-paint script (src/client/pre-paint.ts) that pages with an experiment or messages load. */\nexport const PRE_PAINT_SCRIPT = '/assets/${name}';\n`;
  return { name, code, module };
}

async function main(check: boolean): Promise<number> {
  const files = prePaintFiles(await bundlePrePaint());
  const existing = readdirSync(ASSETS).filter((f) => NAME.test(f));
  if (check) {
    const same =
      existing.length === 1 &&
      existing[0] === files.name &&
      readFileSync(path.join(ASSETS, files.name), 'utf8') === files.code &&
      readFileSync(ADDRESS_FILE, 'utf8') === files.module;
    if (!same) console.error(`✗ public/assets/${files.name} and src/lib/pre-paint-file.ts are ${REGEN_HINT}.`);
    return same ? 0 : 1;
  }
  for (const old of existing) if (old !== files.name) rmSync(path.join(ASSETS, old));
  writeFileSync(path.join(ASSETS, files.name), files.code);
  writeFileSync(ADDRESS_FILE, files.module);
  console.log(`✓ public/assets/${files.name} (${files.code.length} bytes) and src/lib/pre-paint-file.ts`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.includes('--check'));
