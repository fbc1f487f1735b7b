// axe-core with the WCAG 2.1 A/AA rules on every page: the sitemap's pages, plus the thin
// pages and the 404 page that the sitemap leaves out. Zero violations; no rule is disabled.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sitemapLocations } from '../scripts/checks/html.ts';
import { CONSENT_KEY } from '../src/client/consent.ts';
import { checkContent } from '../src/content/index.ts';
import { ROUTES } from './routes.ts';

const ui = checkContent().content!.ui;
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const pages = [...ROUTES.map((r) => (r.kind === 'not-found' ? '/this-page-does-not-exist' : r.path))];

test('the scan covers every page of the built sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = sitemapLocations(sitemap).map((loc) => new URL(loc).pathname);
  const indexable = ROUTES.filter((r) => r.indexable).map((r) => r.path);
  expect(listed.toSorted()).toEqual(indexable.toSorted());
  for (const path of listed) expect(pages).toContain(path);
});

for (const path of pages) {
  test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // scan the settled page, not a fade-in
    // A visitor who has chosen: stored before the page's script reads it, so the banner stays
    // hidden and the scan sees the page alone (the open banner has its own scan below).
    await page.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_KEY);
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('#cookie-banner')).toHaveAttribute('hidden', '');
    const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    const summary = results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    );
    expect(summary).toEqual([]);
  });
}

test('the cookie banner and the open mobile menu have no violations either', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: ui.cookieBanner })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: ui.header.menuButton }).click();
  else await page.getByRole('button', { name: 'Industries' }).hover();
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    .include('header')
    .include('#cookie-banner')
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
