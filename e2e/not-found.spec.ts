// The 404 page: Go Back goes back in history (home without history), Go Home, the link lists.
import { expect, test } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';
import { ONE_VIEWPORT } from './viewports.ts';

const nf = checkContent().content!.notFound;

test('Go Back returns to the previous page', ONE_VIEWPORT, async ({ page }) => {
  await page.goto('/about');
  await page.goto('/missing-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nf.title);
  await page.getByRole('button', { name: nf.back }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('Go Back goes home when there is no history', ONE_VIEWPORT, async ({ page }) => {
  await page.goto('/missing-page');
  await page.getByRole('button', { name: nf.back }).click();
  await expect(page).toHaveURL(/\/$/);
});

test(
  'lists the services and industries named in not-found.yaml, in order, and links home',
  ONE_VIEWPORT,
  async ({ page }) => {
    await page.goto('/nothing/here');
    await expect(page.getByRole('link', { name: nf.home })).toHaveAttribute('href', '/');
    const services = page.getByRole('navigation', { name: nf.servicesTitle }).getByRole('link');
    const industries = page.getByRole('navigation', { name: nf.industriesTitle }).getByRole('link');
    await expect(services).toHaveCount(nf.services.length);
    await expect(industries).toHaveCount(nf.industries.length);
    for (const [i, slug] of nf.services.entries()) {
      await expect(services.nth(i)).toHaveAttribute('href', `/services/${slug}`);
    }
    for (const [i, slug] of nf.industries.entries()) {
      await expect(industries.nth(i)).toHaveAttribute('href', `/industries/${slug}`);
    }
    await industries.first().click();
    await expect(page).toHaveURL(`/industries/${nf.industries[0]}`);
  },
);
