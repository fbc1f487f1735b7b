// The editor keeps published addresses: a change in /admin that takes a page's address away is
// told before it is saved, with the redirect to add (the new address filled in where the change
// tells it), on a temporary Git copy of this repository served by its own `npm start`
// (e2e/admin-site.ts). Kept apart from admin.spec.ts, which follows the editor's other checks.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { checkContent } from '../src/content/index.ts';
import { adminSiteForFile, listItemFoldButtons, publish, test } from './admin-site.ts';

const adminSite = adminSiteForFile(180_000);

/** Signs in to the local backend and opens one entry. */
async function openEntry(page: Page, hash: string): Promise<string[]> {
  const site = adminSite();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages and settings').first()).toBeVisible();
  await page.goto(`${site.url}/admin/${hash}`);
  return errors;
}

test('an industry renamed in /admin: the old address and the redirect to its new one are offered before saving', async ({
  page,
}) => {
  const site = adminSite();
  const file = path.join(site.dir, 'content', 'industries.yaml');
  const before = fs.readFileSync(file, 'utf8');
  const items = (parse(before) as { items: { slug: string }[] }).items;
  const old = items[0]!.slug;
  const errors = await openEntry(page, '#/collections/pages/entries/industries');
  // The list's entries are collapsed (lists inside collapsed groups above it are hidden): open
  // the first one on screen, then rename its address.
  await listItemFoldButtons(page).filter({ visible: true }).first().click();
  const slug = page.locator('input[id^="slug-field"]').filter({ visible: true }).first();
  await expect(slug).toHaveValue(old);
  await slug.fill(`${old}-renamed`);
  await publish(page);

  const offer = page.getByRole('dialog', { name: 'This change takes a published address away' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(`/industries/${old} is held by search engines`);
  await expect(offer.locator('pre')).toHaveText(`  - { from: /industries/${old}, to: /industries/${old}-renamed }`);
  await expect(offer.getByRole('link', { name: 'Open Redirects in a new tab' })).toHaveAttribute(
    'href',
    '#/collections/pages/entries/redirects',
  );
  // Nothing failed on the way (Decap reports the refusal below as an error of its own).
  expect(errors).toEqual([]);
  // Going back saves nothing.
  await offer.getByRole('button', { name: 'Go back without saving' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByText('Not saved: add the redirect in Redirects first').first()).toBeVisible();
  expect(fs.readFileSync(file, 'utf8')).toBe(before);
});

test('a live post made a draft in /admin: the offer leads its address to the blog', async ({ page }) => {
  const site = adminSite();
  const post = checkContent({ contentDir: path.join(site.dir, 'content') }).content!.posts.find(
    (p) => p.status === 'live',
  )!;
  const file = path.join(site.dir, 'content', 'blog', `${post.slug}.md`);
  const before = fs.readFileSync(file, 'utf8');
  await openEntry(page, `#/collections/posts/entries/${post.slug}`);
  await page.locator('[id^="draft-field"]').first().click();
  await publish(page);
  const offer = page.getByRole('dialog', { name: 'This change takes a published address away' });
  await expect(offer.locator('pre')).toHaveText(`  - { from: /blog/${post.slug}, to: /blog }`);
  await offer.getByRole('button', { name: 'Go back without saving' }).click();
  await expect(offer).toBeHidden();
  expect(fs.readFileSync(file, 'utf8')).toBe(before);
});
