/**
 * Setup of the unit project: a unit test file that starts an engine (a process, PGlite, the
 * server, Chromium, sharp) fails here with the fix, so `npm run test:unit` stays fast.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect } from 'vitest';
import { enginesStartedBy } from './engines.ts';

const TESTS_DIR = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

beforeAll(() => {
  const file = expect.getState().testPath;
  if (!file) throw new Error('vitest did not name the test file being run.');
  const engines = enginesStartedBy(file, TESTS_DIR);
  if (engines.length) {
    throw new Error(
      `${path.relative(path.dirname(TESTS_DIR), file)} is an integration test: it ${engines.join(', ')}. ` +
        'Add it to INTEGRATION_TESTS in vitest.config.ts.',
    );
  }
});
