/**
 * `npm test`: every gate in order — types, lint, the import layers, content check, the derived
 * files up to date, the fast unit tests, then the integration tests (builds, PGlite, Chromium),
 * then the built site in Chromium (Playwright builds and serves it through the same local server
 * as `npm start`), then the links of that build. The type check runs beside the steps after it,
 * and the native PostgreSQL check beside the end-to-end tests (each takes a core at most). Every
 * step runs even when an earlier one failed, and the failures are listed at the end (exit 1);
 * `npm test -- --bail` runs the steps one at a time and stops at the first failure.
 * Words choose steps by label: `npm test -- layers unit`.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scriptCommand } from '../run-script.ts';
import { parseStepArgs, runSteps, type Step, summary, timeTable } from './steps.ts';

// Node's compile cache (the folder the build's enableCompileCache() uses) for every process the
// steps start: the test runners, and the hundreds of servers, CLI tools and builds the tests
// spawn, each of which would otherwise compile the same modules again (about 0.4 s of CPU a start).
process.env.NODE_COMPILE_CACHE ??= path.join(tmpdir(), 'node-compile-cache');
const bin = (name: string) => `node_modules/.bin/${name}`;
/** `npm run layers`, word for word: one command, whether run alone or here. */
const layers = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts.layers!.split(' ');
const steps: Step[] = [
  // Beside the steps after it, which leave a core free most of the time (28.8 against 37.0 s for
  // the type check, Biome and the unit tests one after the other, on 2 cores).
  ['Type check', bin('tsc'), ['--noEmit', '-p', '.'], { beside: true }],
  ['Lint and format (Biome)', bin('biome'), ['check', '.']],
  // The import rules of ARCHITECTURE.md (.dependency-cruiser.mjs): no circle, each layer imports only those below it.
  ['Import layers (dependency-cruiser)', bin(layers[0]!), layers.slice(1)],
  ['Content check', ...scriptCommand('.', 'scripts/checks/content.ts')],
  ['JSON Schemas up to date', ...scriptCommand('.', 'scripts/build/schemas.ts', ['--check'])],
  ['Pre-paint script up to date', ...scriptCommand('.', 'scripts/build/pre-paint.ts', ['--check'])],
  ['Unit tests', bin('vitest'), ['run', '--project', 'unit']],
  ['Integration tests (builds, PGlite, Chromium)', bin('vitest'), ['run', '--project', 'integration']],
  // The same migrations on Debian's PostgreSQL, the engine Supabase runs (required in CI).
  // Beside the end-to-end tests: a server of its own that mostly waits (6 s alone, 2 CPU-s).
  ['Migrations on native PostgreSQL', 'bash', ['tests/db/native-check.sh'], { beside: true }],
  ['End-to-end tests in Chromium', bin('playwright'), ['test']],
  // The e2e run built dist/client: every internal link, anchor and _blank rel must hold, and no
  // page may hold inline code the security policy blocks.
  ['Check of the built site', ...scriptCommand('.', 'scripts/checks/check-links.ts', ['dist/client'])],
];

const options = parseStepArgs(process.argv.slice(2));
const { ran, failures, times, seconds, cpuSeconds } = await runSteps(steps, options);
if (!ran) {
  console.error(`✗ No step's name contains ${options.only.map((o) => `"${o}"`).join(' or ')}.`);
  process.exit(2);
}
// What each step cost: where to look when the suite grows slow (the README's figures come from here).
console.log(`\n${timeTable(times, { seconds, cpuSeconds }).join('\n')}`);
const lines = summary(failures, ran);
(failures.length ? console.error : console.log)(`\n${lines.join('\n')}`);
process.exit(failures.length ? 1 : 0);
