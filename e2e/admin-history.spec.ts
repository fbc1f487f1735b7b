import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { adminSiteForFile, publish, savedYaml, test } from './admin-site.ts';

const adminSite = adminSiteForFile(240_000);
const FILE = 'content/contact.yaml';
const submit = () => savedYaml<{ form: { submit: string } }>(path.join(adminSite().dir, FILE))?.form.submit;
const submitField = (page: Page) => page.locator('input[id^="submit-field"]').first();

async function setSubmit(page: Page, text: string) {
  // Again while Decap redraws the form after a save (its old value back for a moment).
  await expect(async () => {
    await submitField(page).fill(text);
    await expect(submitField(page)).toHaveValue(text, { timeout: 1000 });
  }).toPass();
}

/** Opens the folded Form group, unless it is open (Decap draws a restored version's form anew, folded). */
async function unfoldForm(page: Page) {
  await expect(async () => {
    if (!(await submitField(page).isVisible()))
      await page
        .locator('[class*="TopBarContainer"]', { hasText: /^Form$/ })
        .getByTestId('expand-button')
        .click();
    await expect(submitField(page)).toBeVisible({ timeout: 1000 });
  }).toPass();
}

test('an entry saved twice shows both versions with date, who and what; the first restored is in the file and on the site', async ({
  page,
}) => {
  const site = adminSite();
  await page.goto(`${site.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages and settings').first()).toBeVisible();
  await page.goto(`${site.url}/admin/#/collections/pages/entries/contact`);
  await unfoldForm(page);

  await setSubmit(page, 'Book my free call');
  await publish(page);
  await expect.poll(submit).toBe('Book my free call');
  await expect(page.getByText('Entry saved')).toBeVisible();
  await setSubmit(page, 'Send it over');
  await publish(page);
  await expect.poll(submit).toBe('Send it over');

  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Earlier versions of this entry' });
  const items = dialog.getByRole('listitem');
  // The two saves, newest first, then the file as committed; each with its date, who and what.
  await expect(items).toHaveCount(3);
  const line = /^\d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d by Editor test/;
  await expect(items.nth(0)).toContainText(line);
  await expect(items.nth(0)).toContainText('(the version in the file now): changed: Form › Submit');
  await expect(items.nth(1)).toContainText(line);
  await expect(items.nth(1)).toContainText('changed: Form › Submit');
  await expect(items.nth(2)).toContainText('by Test: the first version kept');
  await expect(items.nth(0).getByRole('button', { name: 'Restore this version' })).toHaveCount(0);

  // Restore the first save: it is in the form as a change, and Publish saves it.
  await items.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The version is in the form' })).toBeVisible();
  await unfoldForm(page);
  await expect(submitField(page)).toHaveValue('Book my free call');
  await publish(page);
  await expect.poll(submit).toBe('Book my free call');

  // The site rebuilt with it (a whole rebuild on a loaded machine: wait on the page itself).
  await expect
    .poll(async () => (await (await fetch(`${site.url}/contact`)).text()).includes('Book my free call'), {
      timeout: 180_000,
    })
    .toBe(true);
  // And the restore is itself a version: History lists it on top.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(4);
  await expect(dialog.getByRole('listitem').nth(0)).toContainText('(the version in the file now)');
});
