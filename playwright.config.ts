// https://playwright.dev/docs/test-configuration — e2e tests against the built site, served by
// the same local server as `npm start` (static files + REST gateway + PGlite), in Debian's
// Chromium (Playwright cannot download browsers here).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.ts';
import { NODE_FLAGS } from './scripts/run-script.ts';
import { writeDatabaseTemplate } from './src/backend/db.ts';
import { TEMPLATE_ENV } from './src/backend/db-template.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4391);
// The site under test is a deploy preview (as `npm run build:preview`): drafts and scheduled posts
// and landing pages get their pages too, labelled and noindex, so that every route-wide test, axe
// and the link check after the run cover them before they go live (the example landing page is a
// draft). Everything else is the live build's; tests/content/scheduled-build.test.ts holds the live
// build to leaving them out. PREVIEW=0 tests the live build instead. Set here, so that the server
// and the tests' own route table (e2e/routes.ts) agree.
process.env.PREVIEW ??= '1';
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
// Every run starts with an empty database (the main process only; workers re-read this file).
if (!process.env.TEST_WORKER_INDEX) rmSync(E2E_DATA_DIR, { recursive: true, force: true });
// The test server and every editor site's server (a fresh database for each spec file) start from
// one migrated database (src/backend/db-template.ts) instead of running initdb and every migration
// again: about 5 s of CPU a start. Made before the test server starts (Playwright starts it before
// any global setup), kept by its migrations' digest, so a later run finds it made.
const DATABASE_TEMPLATES = path.resolve('.tmp', 'pglite-templates');
if (!process.env.TEST_WORKER_INDEX) {
  await writeDatabaseTemplate(DATABASE_TEMPLATES);
  process.env[TEMPLATE_ENV] = DATABASE_TEMPLATES;
}
const chromium = chromiumPath();

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  // Every expect waits on a condition, so a passing test is not slower for a longer bound. 5 s was
  // tuned on a quiet machine: beside two CPU-bound processes, Decap took longer than that to draw
  // a form again after a save, and tests failed that pass alone.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: chromium,
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      // The human check's speed is measured where it matters: on a phone with a slow CPU.
      testIgnore: ['**/human-check.spec.ts'],
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      // The editor at /admin is a desktop tool; its tests also start servers of their own, as
      // the experiments of the home hero and of a landing page's section do (a site copy is a
      // whole build: once, on the desktop).
      testIgnore: [
        '**/admin.spec.ts',
        '**/admin-*.spec.ts',
        '**/home-experiment.spec.ts',
        '**/landing-section-experiment.spec.ts',
      ],
      // Behaviour where the layout plays no part runs on the desktop only (e2e/viewports.ts).
      grepInvert: /@one-viewport/,
      use: {
        viewport: devices['Pixel 7'].viewport,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
  webServer: {
    // Builds the site against the local REST gateway, then serves both.
    command: ['node', ...NODE_FLAGS, 'scripts/dev/start.ts'].join(' '),
    url: `http://127.0.0.1:${E2E_PORT}/`,
    // TRUST_PROXY: each contact test sends its own X-Forwarded-For, so the database's per-address
    // rate limit (5 an hour) sees separate visitors rather than one flooding localhost.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      SKIP_BUILD: process.env.E2E_SKIP_BUILD ?? '',
      TRUST_PROXY: '1',
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
