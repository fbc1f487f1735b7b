/**
 * `npm test`: every gate in order, stopping at the first that fails — types, lint, the import layers, content check,
 * the fast unit tests, then the integration tests (builds, PGlite, Chromium), then the built site
 * in Chromium (Playwright builds and serves it through the same local server as `npm start`),
 * then the links of that build.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { scriptCommand } from '../run-script.ts';

const bin = (name: string) => `node_modules/.bin/${name}`;
/** `npm run layers`, word for word: one command, whether run alone or here. */
const layers = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts.layers!.split(' ');
const steps: [string, string, string[]][] = [
  ['Type check', bin('tsc'), ['--noEmit', '-p', '.']],
  ['Lint and format (Biome)', bin('biome'), ['check', '.']],
  // The import rules of ARCHITECTURE.md (.dependency-cruiser.mjs): no circle, each layer imports only those below it.
  ['Import layers (dependency-cruiser)', bin(layers[0]!), layers.slice(1)],
  ['Content check', ...scriptCommand('.', 'scripts/checks/content.ts')],
  ['JSON Schemas up to date', ...scriptCommand('.', 'scripts/build/schemas.ts', ['--check'])],
  ['Unit tests', bin('vitest'), ['run', '--project', 'unit']],
  ['Integration tests (builds, PGlite, Chromium)', bin('vitest'), ['run', '--project', 'integration']],
  // The same migrations on Debian's PostgreSQL, the engine Supabase runs (required in CI).
  ['Migrations on native PostgreSQL', 'bash', ['tests/db/native-check.sh']],
  ['End-to-end tests in Chromium', bin('playwright'), ['test']],
  // The e2e run built dist/client: every internal link, anchor and _blank rel must hold, and no
  // page may hold inline code the security policy blocks.
  ['Check of the built site', ...scriptCommand('.', 'scripts/checks/check-links.ts', ['dist/client'])],
];

const only = process.argv.slice(2);
for (const [label, command, args] of steps) {
  if (only.length && !only.some((o) => label.toLowerCase().includes(o.toLowerCase()))) continue;
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed after ${seconds} s (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} passed in ${seconds} s`);
}
