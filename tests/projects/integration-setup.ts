/**
 * Global setup of the integration project (https://vitest.dev/config/#globalsetup): what many
 * test files need and none changes, made once per run before any of them starts.
 *   - A migrated database (src/backend/db-template.ts): every database a test, the local server or
 *     a script it starts opens fresh starts as a copy of it (PGLITE_TEMPLATE, inherited by the test
 *     workers and their child processes) instead of running initdb and every migration again.
 *   - The fixture site built live and as a deploy preview (tests/content/shared-build.ts), read by
 *     every test that reads a build of the fixture.
 * Both are removed after the run.
 */
import { rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeDatabaseTemplate } from '../../src/backend/db.ts';
import { TEMPLATE_ENV } from '../../src/backend/db-template.ts';
import { RUN_DIR, writeSharedBuilds } from '../content/shared-build.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  // One folder per run: two runs at once (two worktrees share nothing, but one could start twice) do not meet.
  const root = path.join(RUN_DIR, String(process.pid));
  rmSync(root, { recursive: true, force: true });
  const templates = path.join(root, 'pglite-templates');
  const [builds] = await Promise.all([writeSharedBuilds(path.join(root, 'site')), writeDatabaseTemplate(templates)]);
  process.env[TEMPLATE_ENV] = templates;
  project.provide('sharedBuilds', builds);
  return () => {
    rmSync(root, { recursive: true, force: true });
    try {
      rmdirSync(RUN_DIR);
    } catch {
      // another run's folder is still there
    }
  };
}
