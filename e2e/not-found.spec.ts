// The 404 page: Go Back goes back in history (home without history), Go Home, the link lists.
import { expect, test } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';

const nf = checkContent().content!.notFound;

test('Go Back returns to the previous page', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/missing-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nf.title);
  await page.getByRole('button', { name: nf.back }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('Go Back goes home when there is no history', async ({ page }) => {
  await page.goto('/missing-page');
  await page.getByRole('button', { name: nf.back }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('lists four services and four industries and links home', async ({ page }) => {
  await page.goto('/nothing/here');
  await expect(page.getByRole('link', { name: nf.home })).toHaveAttribute('href', '/');
  await expect(page.getByRole('navigation', { name: nf.servicesTitle }).getByRole('link')).toHaveCount(4);
  await expect(page.getByRole('navigation', { name: nf.industriesTitle }).getByRole('link')).toHaveCount(4);
  await page.getByRole('navigation', { name: nf.industriesTitle }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/industries\//);
});
