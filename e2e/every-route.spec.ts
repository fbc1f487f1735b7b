// Every route of the route table, checked on ONE page load per route and viewport (a load is
// the expensive part of an e2e test): the raw HTML crawlers and visitors without JavaScript get,
// no console error and no violation of the production Content-Security-Policy, islands hydrating
// without warnings, WCAG 2.1 A/AA with axe (every route on the desktop, one route of each kind on
// the phone), and on the desktop the layout from 320 to 1920 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Response, test } from '@playwright/test';
import { sitemapLocations } from '../scripts/checks/html.ts';
import { CONSENT_KEY } from '../src/client/consent.ts';
import { checkContent } from '../src/content/index.ts';
import type { Route } from '../src/content/routes.ts';
import { languageTag } from '../src/lib/format.ts';
import { absoluteUrl, siteOrigin } from '../src/lib/seo.ts';
import { layoutProblems, overflow } from './layout.ts';
import { watchForProblems } from './page-problems.ts';
import { ROUTES } from './routes.ts';

const content = checkContent().content!;
const ui = content.ui;
const lang = languageTag(content.site.seo.locale);
// The origin the build writes into links (SITE_URL, else site.yaml's url), not the test server's.
const origin = siteOrigin(content);
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Where the not-found route is visited: any path the site does not have. */
const addressOf = (route: Route) => (route.kind === 'not-found' ? '/this-page-does-not-exist' : route.path);
/** On the phone axe scans the first route of each kind: the kinds share their templates. */
const PHONE_AXE = new Set(ROUTES.filter((r, i) => ROUTES.findIndex((o) => o.kind === r.kind) === i));

/** What crawlers get: one h1, title, description, canonical and og:url, robots, skip link, data. */
async function expectRawHtml(response: Response, route: Route) {
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toContain(`<html lang="${lang}" dir="ltr">`); // from the locale setting
  // One heading per page; an experiment's other variants and matched messages are copies of the
  // hero pre-rendered beside it (hidden until chosen), each with its own.
  const heroCopies = html.match(/data-(variant-of="[bc]"|match-of=")/g)?.length ?? 0;
  expect(html.match(/<h1[\s>]/g)?.length).toBe(1 + heroCopies);
  expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
  expect(html.includes('name="robots" content="noindex')).toBe(!route.indexable);
  if (route.kind === 'not-found') return;
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(canonical).toBe(absoluteUrl(origin, route.path));
  // Shared links point to the same address as the canonical one.
  expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1]).toBe(canonical);
  expect(html).toContain('href="#main"'); // skip link
  expect(html).toContain('"@type":"ProfessionalService"');
}

/** An island hydrates as it comes near the viewport or when used: scroll to each and focus it. */
async function hydrateIslands(page: Page) {
  const islands = page.locator('[data-island]');
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    await islands.nth(i).scrollIntoViewIfNeeded();
    await islands.nth(i).locator('input, textarea, button').first().focus();
    await expect(islands.nth(i)).toHaveAttribute('data-hydrated', 'true');
  }
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
}

test('the routes checked are every page of the built sitemap, and more', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = sitemapLocations(sitemap).map((loc) => new URL(loc).pathname);
  const indexable = ROUTES.filter((r) => r.indexable).map((r) => r.path);
  expect(listed.toSorted()).toEqual(indexable.toSorted());
  const checked = ROUTES.map(addressOf);
  for (const path of listed) expect(checked).toContain(path);
});

for (const route of ROUTES) {
  const path = addressOf(route);
  const found = route.kind !== 'not-found';
  test(`${path}: raw HTML, no console error or CSP violation, islands hydrate, WCAG 2.1 AA, layout`, async ({
    page,
    isMobile,
  }) => {
    // Axe and six window widths on one load: more work than a plain page test, on a shared
    // 2-core machine. Each step waits on its own condition; this is only the outer bound.
    test.setTimeout(90_000);
    const problems = await watchForProblems(page);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // scan the settled page, not a fade-in
    // A visitor who has chosen: stored before the page's script reads it, so the banner stays
    // hidden and the scan sees the page alone (the open banner has its own scan below).
    await page.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_KEY);
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status()).toBe(found ? 200 : 404);
    await expectRawHtml(response!, route);
    // One heading a visitor sees: the hero copies not chosen are hidden (display: none).
    await expect(page.locator('h1').filter({ visible: true })).toHaveCount(1);
    await expect(page.locator('#cookie-banner')).toHaveAttribute('hidden', '');
    if (found) await hydrateIslands(page);
    if (!isMobile || PHONE_AXE.has(route)) expect(await axeViolations(page)).toEqual([]);
    if (!isMobile) expect(await layoutProblems(page, route)).toEqual([]);
    // A missing page's own request is a console error by design; every other page has none.
    if (found) expect(problems).toEqual([]);
  });
}

test('the cookie banner and the open mobile menu have no violations either', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: ui.cookieBanner })).toBeVisible();
  if (!isMobile) {
    // The route checks see the page with the banner closed: the open banner fits 320 px too.
    await page.setViewportSize({ width: 320, height: 900 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  if (isMobile) await page.getByRole('button', { name: ui.header.menuButton }).click();
  else await page.getByRole('button', { name: 'Industries' }).hover();
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    .include('header')
    .include('#cookie-banner')
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.notFound.title);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<meta name="robots" content="noindex');
    // One heading per page; an experiment's other variants and matched messages are copies of the
    // hero pre-rendered beside it (hidden until chosen), each with its own.
    const heroCopies = html.match(/data-(variant-of="[bc]"|match-of=")/g)?.length ?? 0;
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1 + heroCopies);
  });
});
