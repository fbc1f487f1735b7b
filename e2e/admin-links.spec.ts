// A link field in /admin offers the site's pages by name as the editor types, and keeps taking
// what is not a page (an anchor of the same page, an https address). Decap in Chromium on a
// temporary Git copy served by its own `npm start` (e2e/admin-site.ts).
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { parse } from 'yaml';
import { adminSiteForFile, listItemFoldButtons, savedText, test } from './admin-site.ts';

const adminSite = adminSiteForFile(180_000);
const LANDING = 'content/landing/restaurant-automation.yaml';

test("a button's link is chosen from the site's pages, named by their titles, and stored as a path", async ({
  page,
}) => {
  const site = adminSite();
  const services = parse(fs.readFileSync(path.join(site.dir, 'content/services.yaml'), 'utf8')) as {
    items: { slug: string; title: string }[];
  };
  const service = services.items.find((s) => s.slug === 'chatbots')!;
  await page.goto(`${site.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages and settings').first()).toBeVisible();
  await page.goto(`${site.url}/admin/#/collections/landing/entries/restaurant-automation`);
  // The list entries on screen, in page order: the page's three keywords, then its sections.
  await listItemFoldButtons(page).nth(3).click();
  // The hero's button group: the first such on screen (the page's experiment, further down, has
  // one of its own in a variant, collapsed).
  await page
    .locator('[class*="TopBarContainer"]', { hasText: /^Primary call to action$/ })
    .first()
    .getByTestId('expand-button')
    .click();
  const link = page.locator('input[id^="href-field"]:visible').first();
  await expect(link).toHaveValue('#contact-form');

  // The field is tied to the list of the site's pages, which names each page.
  await expect(link).toHaveAttribute('list', /-pages$/);
  const offered = page.locator(`datalist[id="${await link.getAttribute('list')}"] option`);
  const choices = await offered.evaluateAll((options) =>
    (options as HTMLOptionElement[]).map((o) => ({ value: o.value, label: o.label })),
  );
  // Which pages are offered, and by which names, is read in tests/admin/link-choices.test.ts; here
  // the list is the editor's, with the page chosen below.
  expect(choices).toContainEqual({ value: `/services/${service.slug}`, label: `Service: ${service.title}` });

  // Choosing a page stores its path, as the file stores links today (the line keeps its quotes).
  await link.fill(`/services/${service.slug}`);
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect
    .poll(() => savedText(path.join(site.dir, LANDING)), { timeout: 15_000 })
    .toContain(`href: "/services/${service.slug}"`);
});
