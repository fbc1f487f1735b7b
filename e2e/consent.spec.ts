// Cookie banner: shown only without a stored choice; Accept/Decline store it and hide the
// banner; the consent API is told when an analytics function exists; the footer reopens it;
// no analytics code or request (Google or Plausible) without a configured id or domain.
import { expect, test } from '@playwright/test';
import { CONSENT_KEY } from '../src/client/consent.ts';
import { checkContent } from '../src/content/index.ts';
import { layoutShifts } from './layout-shifts.ts';
import { ONE_VIEWPORT } from './viewports.ts';

const content = checkContent().content!;
const bannerName = content.ui.cookieBanner;
const { hero } = content.home;

test('shown when no choice is stored; Accept stores "accepted" and updates consent', ONE_VIEWPORT, async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { consentCalls: unknown[] }).consentCalls = [];
    (window as unknown as { gtag: (...a: unknown[]) => void }).gtag = (...args: unknown[]) =>
      (window as unknown as { consentCalls: unknown[] }).consentCalls.push(args);
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: bannerName });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: /cookie policy/i })).toHaveAttribute('href', '/cookie-policy');
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
  expect(await page.evaluate(() => (window as unknown as { consentCalls: unknown[] }).consentCalls)).toEqual([
    ['consent', 'update', { analytics_storage: 'granted' }],
  ]);
  await page.reload();
  await expect(banner).toBeHidden();
});

test('Decline stores "declined", hides the banner, and the footer link reopens it', ONE_VIEWPORT, async ({ page }) => {
  await page.goto('/about');
  const banner = page.getByRole('region', { name: bannerName });
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
  await page.reload();
  await expect(banner).toBeHidden();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeFocused();
});

test('Accept and Decline are equally easy to find', ONE_VIEWPORT, async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: bannerName });
  const accept = await banner.getByRole('button', { name: 'Accept' }).boundingBox();
  const decline = await banner.getByRole('button', { name: 'Decline' }).boundingBox();
  expect(accept && decline).toBeTruthy();
  expect(Math.abs(accept!.height - decline!.height)).toBeLessThan(2);
  expect(decline!.width).toBeGreaterThan(60);
});

test('the banner causes no layout shift, and no analytics code or request without an id', async ({ page }) => {
  const analyticsRequests: string[] = [];
  /** Requests that leave this machine: none, when site.yaml sets up no analytics. */
  const leaving: string[] = [];
  page.on('request', (r) => {
    if (/googletagmanager|google-analytics|analytics\.google|plausible|\/api\/event/.test(r.url()))
      analyticsRequests.push(r.url());
    if (!['127.0.0.1', 'localhost'].includes(new URL(r.url()).hostname)) leaving.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: bannerName })).toBeVisible();
  const { cls, moved } = await layoutShifts(page);
  expect(cls, moved.join('\n')).toBeLessThan(0.01);
  await page.getByRole('button', { name: 'Accept' }).click();
  // The click's handler has run (the choice is stored). A request to an analytics host would
  // have to come from a script element it added, or from code in the scripts (checked below).
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('accepted');
  await expect(page.locator('script[src*="googletagmanager"], script[src*="google-analytics"]')).toHaveCount(0);
  expect(analyticsRequests).toEqual([]);
  expect(leaving).toEqual([]);
  expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
  expect(await page.evaluate(() => typeof (window as unknown as { plausible?: unknown }).plausible)).toBe('undefined');
  expect(await page.locator('html[data-plausible-domain], html[data-plausible-endpoint]').count()).toBe(0);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(0); // at least the site's own script was read
  for (const src of scripts) {
    const body = await (await page.request.get(src)).text();
    expect(body).not.toContain('googletagmanager');
    // The tracker's code (its events API path, its default host) ships only when set up.
    expect(body).not.toContain('/api/event');
    expect(body).not.toContain('plausible.io');
  }
});

test('on a phone the banner takes at most 15 % of the screen and leaves the first screen’s button free', async ({
  page,
  isMobile,
}) => {
  // The phone the issue was found on (390 × 844), and the phone project's own screen.
  const screens = [{ width: 390, height: 844 }, ...(isMobile ? [page.viewportSize()!] : [])];
  for (const screen of screens) {
    await page.setViewportSize(screen);
    await page.goto('/');
    const banner = page.getByRole('region', { name: bannerName });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.height, `${screen.width} × ${screen.height}`).toBeLessThanOrEqual(screen.height * 0.15);
    const heroButton = page.locator('#home').getByRole('link', { name: hero.primaryCta.label });
    const button = (await heroButton.boundingBox())!;
    expect(button.y + button.height, `${screen.width} × ${screen.height}`).toBeLessThanOrEqual(box.y);
    // Nothing else lies on the button either: a tap at its middle reaches it.
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null, {
      x: button.x + button.width / 2,
      y: button.y + button.height / 2,
    });
    expect(hit).toContain(hero.primaryCta.label);
    // Its buttons stay big enough for a thumb.
    for (const name of ['Accept', 'Decline'])
      expect((await banner.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(40);
  }
});

test('Escape closes the banner as Decline; with the phone menu open it closes the menu first', async ({
  page,
  isMobile,
}) => {
  await page.goto('/about');
  const banner = page.getByRole('region', { name: bannerName });
  await expect(banner).toBeVisible();
  if (isMobile) {
    const toggle = page.getByRole('button', { name: content.ui.header.menuButton });
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(banner).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(banner).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('declined');
  await page.reload();
  await expect(banner).toBeHidden();
});
