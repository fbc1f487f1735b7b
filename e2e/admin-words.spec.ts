// What /admin says when it does not save (issue 51, point 7): a refusal names the entry and the
// field as the editor sees them, stays until dismissed and links to the entry; a field's mark goes
// as soon as the editor changes what it was about; a Publish Decap stops says why. Decap in
// Chromium on a temporary Git copy served by its own `npm start` (e2e/admin-site.ts).
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { FIELDS_IN_RED } from '../src/admin/publish-blocked.ts';
import { SEE_THE_NOTE } from '../src/admin/refusal-note.ts';
import { NOT_SAVED } from '../src/admin/validate.ts';
import { adminSiteForFile, expandItem, listItemBars, publish, test } from './admin-site.ts';

const adminSite = adminSiteForFile(180_000);

const fileText = (rel: string) => fs.readFileSync(path.join(adminSite().dir, rel), 'utf8');

async function openEditor(page: Page, hash: string) {
  const site = adminSite();
  await page.goto(`${site.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages and settings').first()).toBeVisible();
  await page.goto(`${site.url}/admin/${hash}`);
}

const note = (page: Page) => page.getByRole('alert', { name: 'Why it did not go through' });

test('an FAQ question a landing page chooses, removed: the refusal names that page and its field in words, stays, and opens the page', async ({
  page,
}) => {
  // Leaving the changed entry by the note's link: yes, leave it (nothing was saved).
  page.on('dialog', (dialog) => void dialog.accept());
  const before = fileText('content/faqs.yaml');
  const landing = parse(fileText('content/landing/restaurant-automation.yaml')) as {
    title: string;
    sections: { type: string; questions?: string[] }[];
  };
  const chosen = landing.sections.find((s) => s.type === 'faq')!.questions![0]!;
  const faqs = parse(before) as { items: { question: string }[] };
  await openEditor(page, '#/collections/pages/entries/faqs');
  const index = faqs.items.findIndex((item) => item.question === chosen);
  // Removed, not reworded: a reworded question is carried along to the pages that choose it
  // (e2e/admin-rename.spec.ts), so only a removal still leaves the landing page asking for it.
  const items = listItemBars(page).filter({ visible: true });
  await expect(items).toHaveCount(faqs.items.length);
  // The remove button is the last of a list entry's bar.
  await items.nth(index).locator('button').last().click();
  await expect(items).toHaveCount(faqs.items.length - 1);
  await publish(page);

  const shown = note(page);
  await expect(shown.getByText(NOT_SAVED)).toBeVisible({ timeout: 20_000 });
  const entry = `the landing page "${landing.title}"`;
  await expect(shown.getByRole('listitem')).toContainText(
    `The landing page "${landing.title}", its FAQ section, question 1:`,
  );
  await expect(shown).not.toContainText('sections[');
  // Decap's own toast only points at the note, and goes after a few seconds; the note stays.
  await expect(page.getByText(SEE_THE_NOTE)).toBeVisible();
  await expect(page.getByText(SEE_THE_NOTE)).toBeHidden({ timeout: 30_000 });
  await expect(shown).toBeVisible();
  expect(fileText('content/faqs.yaml')).toBe(before);

  await shown.getByRole('link', { name: `Open ${entry}` }).click();
  await expect(page).toHaveURL(/#\/collections\/landing\/entries\/restaurant-automation$/);
  // The landing page's form: its whole file loads and its preview draws first (a long page).
  await expect(page.locator('input[id^="title-field"]').first()).toHaveValue(landing.title, { timeout: 20_000 });
  // Still there to read while the editor changes the page it names.
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Dismiss' }).click();
  await expect(shown).toBeHidden();
});

test("a phone whose shown digits differ from the dialled number: Publish says why each time, and correcting the dialled number clears the shown number's mark at once", async ({
  page,
}) => {
  await openEditor(page, '#/collections/pages/entries/site');
  await page
    .locator('[class*="TopBarContainer"]', { hasText: /^Contact$/ })
    .getByTestId('expand-button')
    .click();
  await expandItem(page, 0);
  await page.locator('input[id^="display-field"]').first().fill('+1 (773) 201-4455');
  await publish(page);

  const mark = page.locator('[class*="ControlErrorsList"]').getByText(/shows the digits 17732014455, but tel dials/);
  await expect(mark).toBeVisible({ timeout: 20_000 });
  await expect(note(page).getByText(NOT_SAVED)).toBeVisible();

  // Published again unchanged: Decap stops at the field in red (without a word of its own).
  await note(page).getByRole('button', { name: 'Dismiss' }).click();
  await publish(page);
  await expect(note(page).getByText(FIELDS_IN_RED)).toBeVisible();
  await expect(note(page)).toContainText('shows the digits 17732014455, but tel dials');

  // The dialled number corrected: the mark on the shown number goes before any Publish.
  await page.locator('input[id^="tel-field"]').first().fill('+17732014455');
  await expect(mark).toHaveCount(0);
  await publish(page);
  type Phones = { contact: { phones: { tel: string }[] } };
  await expect
    .poll(() => (parse(fileText('content/site.yaml')) as Phones).contact.phones[0]?.tel, { timeout: 20_000 })
    .toBe('+17732014455');
  await expect(note(page)).toBeHidden();
});

test('a date typed as the field shows it ("11 03 2026" in a US browser) is saved as that day, YYYY-MM-DD, and no UTC is shown', async ({
  page,
}) => {
  const file = 'content/legal/terms-of-service.md';
  await openEditor(page, '#/collections/legal/entries/terms-of-service');
  const date = page.locator('input[id^="updated-field"]');
  await expect(date).toHaveValue(/^\d{4}-\d{2}-\d{2}$/, { timeout: 20_000 });
  await expect(date.locator('xpath=..')).not.toContainText('UTC');
  // Typed digit by digit, as an editor types into the browser's date input: month, day, year.
  await date.pressSequentially('11032026');
  await expect(date).toHaveValue('2026-11-03');
  await publish(page);
  await expect.poll(() => /^updated: (.*)$/m.exec(fileText(file))?.[1], { timeout: 20_000 }).toBe('2026-11-03');
});
