// Whether the site took the last change, on every screen of /admin: a change that fails the
// site's check is not built (the local site keeps its last good build), and the editor says so,
// with the problem and a link to its entry, until a rebuild succeeds. Decap in Chromium on a
// temporary Git copy served by its own `npm start` (e2e/admin-site.ts).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { adminSiteForFile, test } from './admin-site.ts';

const adminSite = adminSiteForFile(180_000);
const LANDING = 'content/landing/restaurant-automation.yaml';

async function signIn(page: Page, hash: string) {
  const site = adminSite();
  await page.goto(`${site.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages and settings').first()).toBeVisible();
  await page.goto(`${site.url}/admin/${hash}`);
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'The site did not take' });

test('a failed rebuild is shown on the list and inside an entry, with its problem and entry, until a rebuild succeeds', async ({
  page,
}) => {
  const site = adminSite();
  const file = path.join(site.dir, LANDING);
  const good = fs.readFileSync(file, 'utf8');
  await signIn(page, '#/collections/posts');
  await expect(page.getByText('Blog posts').first()).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  const printed = site.output().length;
  try {
    fs.writeFileSync(file, good.replace('      - chatbots\n', '      - chatbot\n'));
    await expect.poll(() => site.output().slice(printed), { timeout: 60_000 }).toContain('✗ Not rebuilt');
    // The list screen, without reloading: the note arrives by itself.
    await expect(banner(page)).toBeVisible({ timeout: 15_000 });
    await expect(banner(page)).toContainText('after the change to content/landing/restaurant-automation.yaml');
    await expect(banner(page)).toContainText(
      /content\/landing\/restaurant-automation\.yaml line \d+, sections\[\d+\]\.items\[2\].*"chatbot" is not a service slug.*Did you mean "chatbots"\?/,
    );
    await banner(page).getByRole('link', { name: 'Open landing/restaurant-automation.yaml' }).click();
    await expect(page).toHaveURL(/#\/collections\/landing\/entries\/restaurant-automation$/);
    await expect(page.locator('input[id^="title-field"]').first()).toHaveValue(/.+/);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Did you mean "chatbots"?');
  } finally {
    fs.writeFileSync(file, good);
  }
  await expect.poll(() => site.output().slice(printed), { timeout: 60_000 }).toContain('✓ Rebuilt');
  await expect(banner(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#site-state')).toBeHidden();
});

test("the site's state is answered only with this run's token, to this computer's own page", async ({ page }) => {
  const site = adminSite();
  await page.goto(`${site.url}/admin/`);
  const backend = await page.locator('meta[name="decap-local-backend"]').getAttribute('content');
  expect(backend).toMatch(/^\/api\/v1\/[\w-]{20,}$/);
  // node:http, which sends the Host header it is given (fetch sets its own).
  const status = (url: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(`${site.url}${url}`, init, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
  expect(await status(`${backend}/site-state`)).toBe(200);
  expect(await (await fetch(`${site.url}${backend}/site-state`)).json()).toEqual({ rebuilt: 'ok' });
  expect(await status('/api/v1/site-state')).toBe(403);
  expect(await status('/api/v1/guessed-token/site-state')).toBe(403);
  expect(await status(`${backend}/site-state`, { method: 'POST' })).toBe(403);
  const port = new URL(site.url).port;
  expect(await status(`${backend}/site-state`, { headers: { host: `rebind.test:${port}` } })).toBe(403);
  expect(await status(`${backend}/site-state`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).toBe(403);
});

test('a brand-new entry says "Not saved yet"; a saved one says its changes are saved', async ({ page }) => {
  await signIn(page, '#/collections/posts/new');
  const status = page.locator('[class*="BackStatusUnchanged"]');
  await expect(status).toHaveText('Not saved yet');
  await expect(page.getByText('Changes saved', { exact: true })).toHaveCount(0);
  await page.goto(`${adminSite().url}/admin/#/collections/landing/entries/restaurant-automation`);
  await expect(status).toHaveText('Changes saved');
});
