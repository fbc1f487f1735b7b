// Cookie banner: shown only without a stored choice; Accept/Decline store it and hide the
// banner; the consent API is told when an analytics function exists; the footer reopens it;
// no analytics code or request without a configured id.
import { expect, test } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';

const bannerName = checkContent().content!.ui.cookieBanner;

test('shown when no choice is stored; Accept stores "accepted" and updates consent', async ({ page }) => {
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

test('Decline stores "declined", hides the banner, and the footer link reopens it', async ({ page }) => {
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

test('Accept and Decline are equally easy to find', async ({ page }) => {
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
  page.on('request', (r) => {
    if (/googletagmanager|google-analytics|analytics\.google/.test(r.url())) analyticsRequests.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: bannerName })).toBeVisible();
  const cls = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(cls).toBeLessThan(0.01);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.waitForTimeout(300);
  expect(analyticsRequests).toEqual([]);
  expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
  for (const src of scripts) {
    const body = await (await page.request.get(src)).text();
    expect(body).not.toContain('googletagmanager');
  }
});
