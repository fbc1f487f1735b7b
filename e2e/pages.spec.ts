// Every route of the route table in the browser: no console errors, islands hydrate
// without warnings.
import { expect, test } from '@playwright/test';
import { watchForProblems } from './page-problems.ts';
import { PAGE_ROUTES } from './routes.ts';

test.describe('every route in the browser', () => {
  for (const route of PAGE_ROUTES) {
    test(`${route.path} logs no console error and no CSP violation`, async ({ page }) => {
      // The local server sends the production Content-Security-Policy: any violation fails.
      const problems = await watchForProblems(page);
      const response = await page.goto(route.path, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      // Wait until islands (if any) are hydrated, so hydration warnings are caught.
      const islands = page.locator('[data-island]');
      const count = await islands.count();
      // An island hydrates as it comes near the viewport or when used: scroll to it and focus it.
      for (let i = 0; i < count; i++) {
        await islands.nth(i).scrollIntoViewIfNeeded();
        await islands.nth(i).locator('input, textarea, button').first().focus();
        await expect(islands.nth(i)).toHaveAttribute('data-hydrated', 'true');
      }
      expect(problems).toEqual([]);
    });
  }
});
