// The scan that keeps the unit project free of engines, and the integration list honest.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_TESTS } from '../../vitest.config.ts';
import { enginesStartedBy } from './engines.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const TESTS_DIR = path.join(REPO, 'tests');
// Calls are assembled so that this file's own source does not read as starting them.
const call = (name: string) => `${name}({ inMemory: true });`;

/** Scans sources held in memory: { 'tests/…': source }. */
function scan(entry: string, sources: Record<string, string>): string[] {
  const read = (file: string) => {
    const source = sources[path.relative(REPO, file)];
    if (source === undefined) throw new Error(`not in the fixture: ${file}`);
    return source;
  };
  return enginesStartedBy(path.join(REPO, entry), TESTS_DIR, read);
}

describe('enginesStartedBy', () => {
  it('finds nothing in pure tests, and ignores type-only imports', () => {
    const sources = {
      'tests/a.test.ts': [
        "import { describe } from 'vitest';",
        "import type { PGlite } from '@electric-sql/pglite';",
        "import type { Page } from '@playwright/test';",
        "import { calculateRoi } from '../src/lib/roi.ts';",
      ].join('\n'),
    };
    expect(scan('tests/a.test.ts', sources)).toEqual([]);
  });

  it('names each engine a test starts: processes, PGlite, the server, Chromium, sharp', () => {
    const sources = {
      'tests/a.test.ts': [
        "import { spawnSync } from 'node:child_process';",
        "import { PGlite } from '@electric-sql/pglite';",
        call('const server = await startServer'),
        "import { chromium } from '@playwright/test';",
        "import sharp from 'sharp';",
      ].join('\n'),
    };
    expect(scan('tests/a.test.ts', sources)).toEqual([
      'starts child processes (tests/a.test.ts)',
      'opens PGlite (tests/a.test.ts)',
      'starts the local server with its database (tests/a.test.ts)',
      'drives Chromium (tests/a.test.ts)',
      'encodes images with sharp (tests/a.test.ts)',
    ]);
  });

  it('follows helpers under tests/ (also multi-line imports and cycles), not src/', () => {
    const sources = {
      'tests/x/a.test.ts': ['import {', '  runScript,', "} from '../helpers/cli.ts';"].join('\n'),
      'tests/helpers/cli.ts': [
        "import { execFileSync } from 'node:child_process';",
        "import { db } from './db.ts';",
        "import { serve } from '../../src/backend/server.ts';",
      ].join('\n'),
      'tests/helpers/db.ts': [
        "import { runScript } from './cli.ts';",
        call('export const db = await openDatabase'),
      ].join('\n'),
    };
    expect(scan('tests/x/a.test.ts', sources)).toEqual([
      'starts child processes (tests/helpers/cli.ts)',
      'opens PGlite (tests/helpers/db.ts)',
    ]);
  });
});

describe('INTEGRATION_TESTS in vitest.config.ts', () => {
  it('names only files that start an engine (a file that starts none belongs in unit)', () => {
    const named = INTEGRATION_TESTS.filter((entry) => !entry.includes('*'));
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect(enginesStartedBy(path.join(REPO, file), TESTS_DIR), file).not.toEqual([]);
  });
});
