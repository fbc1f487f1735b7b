/**
 * Analytics with a configured id, in a real build and a real browser: consent defaults are
 * 'denied' before any tag loads; before a choice and after Decline no request reaches an
 * analytics host; Accept grants analytics_storage and only then loads the tag; the CSP allows
 * the analytics hosts only in this configuration. (Without an id, e2e/consent.spec.ts checks
 * that no analytics code ships at all.)
 */
import { mkdirSync, mkdtempSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../scripts/chromium.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { runScript } from '../content/cli.ts';
import { cleanupFixtures, REPO_ROOT, replaceOnce, withFixture } from '../content/fixture.ts';

const TAG = 'G-TEST1234';
const ANALYTICS_HOST = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;
/** The tag's script element: the only way the site loads analytics. */
const TAG_SCRIPT = 'script[src^="https://www.googletagmanager.com/"]';
let outDir: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const content = withFixture({ 'site.yaml': replaceOnce('googleTagId: null', `googleTagId: ${TAG}`) });
  mkdirSync(path.join(REPO_ROOT, 'tests/analytics/.tmp'), { recursive: true });
  outDir = mkdtempSync(path.join(REPO_ROOT, 'tests/analytics/.tmp/build-'));
  // A build of its own, not the run's shared one (tests/content/shared-build.ts): its input has a
  // Google tag id, which changes every page's head and the security policy.
  const build = runScript('scripts/build/site.ts', {
    CONTENT_DIR: content,
    OUT_DIR: outDir,
    VITE_SUPABASE_URL: 'http://127.0.0.1:9',
    VITE_SUPABASE_ANON_KEY: 'sb_publishable_test',
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  server = await startServer({ port: 0, inMemory: true, distDir: path.join(outDir, 'client') });
  browser = await chromium.launch({ executablePath: chromiumPath() });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  cleanupFixtures();
  // Its own build only: tests/analytics/plausible.test.ts builds beside it in the same folder.
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  try {
    rmdirSync(path.join(REPO_ROOT, 'tests/analytics/.tmp'));
  } catch {
    // not empty (the other build is still there), or already gone
  }
});

/** A fresh visitor; every request to an analytics host is recorded and answered with an empty script. */
async function visit(): Promise<{ page: Page; analyticsRequests: string[] }> {
  const page = await browser.newPage();
  const analyticsRequests: string[] = [];
  await page.route(ANALYTICS_HOST, (route) => {
    analyticsRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.goto(`${server.url}/`);
  await page.waitForLoadState('networkidle');
  return { page, analyticsRequests };
}

/** The dataLayer's entries as arrays (gtag pushes `arguments` objects, as Google's snippet does). */
const dataLayer = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer;
    return layer ? (JSON.parse(JSON.stringify(layer.map((entry) => Array.from(entry)))) as unknown[][]) : null;
  });

describe('analytics with a configured id', () => {
  it('sets every consent type to denied before any tag loads, and sends nothing before a choice', async () => {
    const { page, analyticsRequests } = await visit();
    const layer = await dataLayer(page);
    expect(layer?.[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
    expect(analyticsRequests).toEqual([]);
    await page.close();
  });

  it('sends nothing after Decline', async () => {
    const { page, analyticsRequests } = await visit();
    await page.getByRole('button', { name: 'Decline' }).click();
    // The click's handlers have run: the consent update is the last entry, pushed after the
    // 'consentchange' event on which the tag would load. Loading it means adding its script
    // element first (the Accept test below sees that request), so no element, no request.
    expect((await dataLayer(page))?.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(await page.locator(TAG_SCRIPT).count()).toBe(0);
    expect(analyticsRequests).toEqual([]);
    await page.close();
  });

  it('grants analytics_storage on Accept and only then loads the tag', async () => {
    const { page, analyticsRequests } = await visit();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => page.locator(TAG_SCRIPT).count()).toBe(1);
    await expect.poll(() => analyticsRequests.length).toBe(1);
    expect(analyticsRequests[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${TAG}`);
    expect(await dataLayer(page)).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    await page.close();
  });

  it('allows the analytics hosts in the Content-Security-Policy of this build only', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*google-analytics\.com/);
  });
});
