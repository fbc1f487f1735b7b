// No lost update (issue 51, point 1): a save from a version of the file that is no longer the one
// in the file is refused with "Changed by someone else since you opened it", both versions shown,
// and the editor's own text kept to copy across a reload; the other change stays in the file.
// Two tabs (two pages of one browser) on a temporary Git copy served by its own `npm start`
// (e2e/admin-site.ts), and a change written to the file on disk as a merge would.
import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { adminSiteForFile, publish, test } from './admin-site.ts';

const adminSite = adminSiteForFile(180_000);
const FILE = 'content/contact.yaml';
const ENTRY = '#/collections/pages/entries/contact';
const TITLE = 'Changed by someone else since you opened it';

type Form = { messagePlaceholder: string; submit: string };
const fileText = () => fs.readFileSync(path.join(adminSite().dir, FILE), 'utf8');
const form = () => (parse(fileText()) as { form: Form }).form;

/** A tab with the contact page's entry open and its form group unfolded. */
async function openTab(context: BrowserContext, signIn: boolean): Promise<Page> {
  const page = await context.newPage();
  const site = adminSite();
  await page.goto(`${site.url}/admin/`);
  if (signIn) await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages and settings').first()).toBeVisible();
  await page.goto(`${site.url}/admin/${ENTRY}`);
  await unfoldForm(page);
  return page;
}

async function unfoldForm(page: Page) {
  await page
    .locator('[class*="TopBarContainer"]', { hasText: /^Form$/ })
    .getByTestId('expand-button')
    .click();
  await expect(field(page, 'submit')).toBeVisible();
}

const field = (page: Page, name: keyof Form) => page.locator(`input[id^="${name}-field"]`).first();

/** Types `text` into a field: again while Decap redraws the form after a save (its old value back). */
async function setField(page: Page, name: keyof Form, text: string) {
  await expect(async () => {
    await field(page, name).fill(text);
    await expect(field(page, name)).toHaveValue(text, { timeout: 1000 });
  }).toPass();
}

test('two tabs save the same entry: the second is refused with both versions shown, nothing lost', async ({
  context,
}) => {
  const a = await openTab(context, true);
  const b = await openTab(context, false);

  // Tab A saves twice: its own earlier save is the version its second one starts from.
  await setField(a, 'messagePlaceholder', 'Tell us what slows your team down');
  await publish(a);
  await expect.poll(() => form().messagePlaceholder).toBe('Tell us what slows your team down');
  await expect(a.getByText('Entry saved')).toBeVisible();
  await setField(a, 'messagePlaceholder', 'Tell us which task slows your team down');
  await publish(a);
  await expect.poll(() => form().messagePlaceholder).toBe('Tell us which task slows your team down');

  // Tab B opened the entry before A's saves: its save is refused, with both versions.
  await setField(b, 'submit', 'Ask for a call');
  await publish(b);
  const dialog = b.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Their version (in the file now)')).toHaveValue(
    /messagePlaceholder: Tell us which task slows your team down/,
  );
  const yours = dialog.getByLabel('Your version (not saved)');
  await expect(yours).toHaveValue(/submit: Ask for a call/);
  await expect(yours).toHaveValue(/messagePlaceholder: Tell us about your business/);
  await expect(b.getByText(/^Not saved: Changed by someone else since you opened it/)).toBeVisible();
  // A's change stays, B's was not written.
  expect(form()).toMatchObject({
    messagePlaceholder: 'Tell us which task slows your team down',
    submit: 'Send Message',
  });

  // Reload keeping B's own text: the form shows A's version, B's text waits beside it to copy.
  // The whole editor loads anew (slow on a loaded machine): wait for the page's load, then for
  // Decap's form; the kept text is shown before Decap starts (src/admin/main.tsx).
  await Promise.all([
    b.waitForEvent('load'),
    dialog.getByRole('button', { name: 'Reload the entry, keeping my text to copy' }).click(),
  ]);
  await unfoldForm(b);
  await expect(field(b, 'messagePlaceholder')).toHaveValue('Tell us which task slows your team down');
  const kept = b.getByRole('dialog', { name: 'Your text from before the reload' });
  await expect(kept.getByRole('textbox')).toHaveValue(/submit: Ask for a call/);
  await kept.getByRole('button', { name: 'Close' }).click();
  await expect(kept).toBeHidden();

  // B adds its change again, on A's version: both are in the file.
  await field(b, 'submit').fill('Ask for a call');
  await publish(b);
  await expect
    .poll(() => form())
    .toMatchObject({
      messagePlaceholder: 'Tell us which task slows your team down',
      submit: 'Ask for a call',
    });
  await expect(b.getByRole('dialog', { name: TITLE })).toHaveCount(0);
});

test('a change written to the file while the entry is open (as a merge would) refuses the save', async ({
  context,
}) => {
  const page = await openTab(context, true);
  const before = fileText();
  const merged = before.replace(/^ {2}submitting: .*$/m, '  submitting: Sending your message...');
  expect(merged).not.toBe(before);
  fs.writeFileSync(path.join(adminSite().dir, FILE), merged);

  await setField(page, 'messagePlaceholder', 'What would you hand to an assistant?');
  await publish(page);
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog.getByLabel('Their version (in the file now)')).toHaveValue(
    /submitting: Sending your message\.\.\./,
  );
  await expect(dialog.getByLabel('Your version (not saved)')).toHaveValue(
    /messagePlaceholder: What would you hand to an assistant\?/,
  );
  expect(fileText()).toBe(merged);
});
