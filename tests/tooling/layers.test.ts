/**
 * The import layers of ARCHITECTURE.md hold by themselves: `npm run layers` (dependency-cruiser
 * with .dependency-cruiser.mjs, a step of `npm test`) passes on the real tree, and in a copy of it
 * with imports that break a rule it fails, naming the rule and both files of each broken import.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPTS = (
  JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** `npm run layers` in `root`, with the repository's own dependency-cruiser. */
function runLayers(root: string) {
  const [command, ...args] = SCRIPTS.layers!.split(' ');
  const result = spawnSync(path.join(REPO, 'node_modules/.bin', command!), args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A copy of what the check reads: the four code trees and the configurations that resolve imports. */
function copyOfRepo(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  copies.push(dir);
  for (const tree of ['src', 'scripts', 'supabase', 'functions'])
    cpSync(path.join(REPO, tree), path.join(dir, tree), {
      recursive: true,
      filter: (from) => !from.split(path.sep).includes('node_modules'),
    });
  for (const file of ['package.json', 'tsconfig.json', '.dependency-cruiser.mjs'])
    cpSync(path.join(REPO, file), path.join(dir, file));
  symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

describe('npm run layers', () => {
  it('is a step of npm test and of CI, after lint', () => {
    const steps = readFileSync(path.join(REPO, 'scripts/checks/test.ts'), 'utf8');
    expect(steps.indexOf('scripts.layers')).toBeGreaterThan(-1);
    expect(steps.indexOf("['Import layers")).toBeGreaterThan(steps.indexOf("['Lint and format"));
    const ci = readFileSync(path.join(REPO, '.github/workflows/ci.yml'), 'utf8');
    expect(ci.indexOf('run: npm run layers')).toBeGreaterThan(ci.indexOf('run: npm run lint'));
  });

  it('passes on the real tree', () => {
    const { status, output } = runLayers(REPO);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  }, 240_000);

  it('fails on an import from src/lib/ to src/islands/, a circle, a function reaching outside supabase/functions, a tool opening the database', () => {
    const dir = copyOfRepo();
    // lib → islands: pure logic may not depend on a browser island.
    appendFileSync(
      path.join(dir, 'src/lib/roi.ts'),
      "\nimport { ThankYouDialog } from '../islands/ThankYouDialog.tsx';\nexport const dialogForRoi = ThankYouDialog;\n",
    );
    // A circle: checked.ts is imported by routes.ts, which index.ts imports.
    const checked = path.join(dir, 'src/content/checked.ts');
    writeFileSync(checked, `import type { CheckResult } from './index.ts';\n${readFileSync(checked, 'utf8')}`);
    appendFileSync(checked, 'export type Again = CheckResult;\n');
    // An Edge Function module reaching into src/: it would not be deployed with the function.
    appendFileSync(
      path.join(dir, 'supabase/functions/_shared/notify/characters.ts'),
      "\nexport { formatDay } from '../../../../src/lib/format.ts';\n",
    );

    // A tool opening the database itself instead of asking the server over REST.
    appendFileSync(
      path.join(dir, 'scripts/dev/contacts-view.ts'),
      "\nexport { PGlite as DirectDatabase } from '@electric-sql/pglite';\n",
    );

    const { status, output } = runLayers(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('error lib-imports-no-ui-or-server: src/lib/roi.ts → src/islands/ThankYouDialog.tsx');
    expect(output).toMatch(/error no-circular: src\/content\/checked\.ts → \n\s+src\/content\/index\.ts →/);
    expect(output).toContain(
      'error functions-self-contained: supabase/functions/_shared/notify/characters.ts → src/lib/format.ts',
    );
    // Only the four imports added break a rule: a package of the functions' deno.json is theirs.
    expect(output).not.toMatch(/functions-self-contained: \S+ → \S*node_modules\/zod/);
    expect(output).toMatch(
      /error database-opened-only-by-the-server: scripts\/dev\/contacts-view\.ts → \S*node_modules\/@electric-sql\/pglite\//,
    );
  }, 240_000);
});
