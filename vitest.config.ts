// https://vitest.dev/guide/projects — two projects, chosen by what a test file does (e2e/ belongs
// to Playwright):
//   unit         pure logic and small fixture trees, in this process: `npm run test:unit`, seconds.
//   integration  real engines and tools: the site build, child processes (the build, start and
//                CLI scripts), PGlite, the local server with its database, Chromium, the image
//                encoders: `npm run test:integration`, minutes.
// A test file is unit unless it is listed here; tests/projects/unit-setup.ts fails a unit test
// file that starts one of those engines, so a slow file cannot hide among the fast ones.
import { defineConfig } from 'vitest/config';
import { NODE_FLAGS } from './scripts/run-script.ts';
import { HOOK_LIMIT_MS, TEST_LIMIT_MS } from './tests/projects/limits.ts';

export const TEST_FILES = 'tests/**/*.test.ts';

export const INTEGRATION_TESTS = [
  'tests/analytics/**/*.test.ts', // builds the site, serves it, drives Chromium
  'tests/db/**/*.test.ts', // the migrations in PGlite
  'tests/backend/contacts-cli.test.ts', // spawns scripts/dev/contacts.ts against the local server with PGlite
  'tests/backend/db-lock.test.ts', // PGlite data folders shared between processes
  'tests/backend/editor-history.test.ts', // the local server's editor history on a temporary Git repository
  'tests/backend/editor-backend.test.ts', // the local server with decap-server's handlers on a temporary repository
  'tests/backend/gateway.test.ts', // the local server with PGlite
  'tests/backend/experiment-report.test.ts', // the view counter, a lead's variant and the report, over the local server
  'tests/backend/incremental.test.ts', // npm start's rebuild: its renderer process, the local server, a site build
  'tests/backend/notify-local.test.ts', // the local server's e-mail sender with PGlite
  'tests/backend/start.test.ts', // spawns scripts/dev/start.ts
  'tests/backend/supabase-js.test.ts', // supabase-js against the local server with PGlite
  'tests/launch/launch-check.test.ts', // spawns scripts/checks/launch-check.ts against a stand-in health check
  'tests/setup/setup.test.ts', // spawns scripts/setup/setup.ts against provider stand-ins, Supabase's SQL in PGlite
  'tests/launch/launch-live.test.ts', // the local server with PGlite as the project, and provider stand-ins
  'tests/launch/live-build.test.ts', // spawns the site build (refused live, and stopped by a content problem)
  'tests/content/admin-site.test.ts', // builds the fixture with the editor as its own site, opens it in Chromium
  'tests/content/build.test.ts', // reads the fixture site's shared build, spawns builds that stop early
  'tests/content/site-snapshots.test.ts', // snapshots of the fixture site's shared build, and a second build of it
  'tests/content/scheduled-build.test.ts', // reads the fixture site's shared builds, live and as a preview
  'tests/content/search-index.test.ts', // runs Pagefind's binary on a tiny site folder
  'tests/content/check-cli.test.ts', // spawns scripts/checks/content.ts; the same check in this process
  'tests/content/check-base.test.ts', // the content check against a base commit, which git archives
  'tests/gates/links.test.ts', // spawns scripts/checks/check-links.ts
  'tests/images/metadata.test.ts', // encodes pictures with camera data with sharp
  'tests/images/portraits.test.ts', // encodes portraits of several sizes with sharp
  'tests/images/raster.test.ts', // encodes AVIF and WebP with sharp
  'tests/images/svg.test.ts', // optimises and rasterises public/images with svgo and sharp
  'tests/images/company-pictures.test.ts', // rasterises the social picture with sharp
  'tests/images/build-cache.test.ts', // svgo, sharp and the editor's Vite bundle through the build cache
  'tests/tooling/due-today.test.ts', // spawns scripts/dev/due-today.ts on the fixture
  'tests/tooling/new-post.test.ts', // spawns scripts/dev/new-post.ts and the content check
  'tests/tooling/dev-server.test.ts', // runs the dev server and drives Chromium
  'tests/tooling/review.test.ts', // two site builds in a Git copy, the static server, Chromium
  'tests/tooling/layers.test.ts', // spawns dependency-cruiser on the tree and on a broken copy of it
  'tests/tooling/vike-config-lock.test.ts', // two processes taking the lock Vike's configuration files are run under
  'tests/functions/**/*.test.ts', // the Edge Functions in Deno against the local server with PGlite
  'tests/hosting/**/*.test.ts', // the host's functions against stand-ins on 127.0.0.1, native PostgreSQL for the backups
  'tests/notify/email-screens.test.ts', // draws the e-mails in Chromium
  'tests/notify/outages.test.ts', // the sender against PGlite, over days of a controlled clock
  'tests/notify/flood-limits.test.ts', // the sender against PGlite during a flood
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Build and database tests are heavy on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [TEST_FILES],
          exclude: INTEGRATION_TESTS,
          // The files of a worker share their imported modules: importing was three quarters of
          // this project's time (56 of 66 s before, 17 of 27 s after). Unit tests hold no state
          // between files: stubbed globals and fake timers are undone after each test, and the
          // project passes in shuffled file order (--sequence.shuffle.files).
          isolate: false,
          setupFiles: ['tests/projects/unit-setup.ts'],
        },
      },
      {
        extends: true,
        // A migrated database and the fixture site's builds, made once per run (read the file).
        test: {
          name: 'integration',
          include: INTEGRATION_TESTS,
          globalSetup: ['tests/projects/integration-setup.ts'],
          // Limits that hold on a busy machine (tests/projects/limits.ts says why).
          testTimeout: TEST_LIMIT_MS,
          hookTimeout: HOOK_LIMIT_MS,
          // Most of these files open PGlite in the test worker itself (scripts/run-script.ts says why).
          execArgv: [...NODE_FLAGS],
        },
      },
    ],
  },
});
