// What /admin checks before it writes, and what it offers instead of typing: the site's own check
// over every file before a save or a delete, with the problem on its field, and pickers for the
// entries a field names. Decap in Chromium on a temporary Git copy served by its own `npm start`
// (e2e/admin-site.ts).
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { adminSiteForFile, listItemFoldButtons, publish, test, whenSaved } from './admin-site.ts';

const adminSite = adminSiteForFile(180_000);
const LANDING = 'content/landing/restaurant-automation.yaml';

/** Signs in to the local backend and opens `hash`; page errors are collected. */
async function openEditor(page: Page, hash: string): Promise<string[]> {
  const site = adminSite();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages and settings').first()).toBeVisible();
  await page.goto(`${site.url}/admin/${hash}`);
  return errors;
}

/** The copy's file, as text. */
const fileText = (rel: string) => fs.readFileSync(path.join(adminSite().dir, rel), 'utf8');

/** Expands the collapsed group or list entry whose top bar reads `label` (the last such on screen). */
async function expand(page: Page, label: RegExp) {
  await page.locator('[class*="TopBarContainer"]', { hasText: label }).last().getByTestId('expand-button').click();
}

/** Opens the landing page's first section (its hero) and, in it, the second button's group. */
async function openSecondButton(page: Page) {
  // The list entries on screen, in page order: the page's three keywords, then its sections.
  await listItemFoldButtons(page).nth(3).click();
  await expand(page, /^Secondary call to action$/);
}

test('a misspelt link and a service that does not exist are refused on their fields, with "Did you mean", and nothing is written', async ({
  page,
}) => {
  // The service was written by hand (in Git) before; the picker offers only services that exist.
  fs.writeFileSync(
    path.join(adminSite().dir, LANDING),
    fileText(LANDING).replace('      - chatbots\n', '      - chatbot\n'),
  );
  const before = fileText(LANDING);
  await openEditor(page, '#/collections/landing/entries/restaurant-automation');
  await openSecondButton(page);
  await page.locator('input[id^="href-field"]').nth(1).fill('/servises');
  await publish(page);

  await expect(page.getByText(/^Not saved, because the content check would refuse it/)).toBeVisible({
    timeout: 15_000,
  });
  // On the fields themselves, in the check's own words; the folded section with the service opens.
  const onField = page.locator('[class*="ControlErrorsList"]');
  await expect(
    onField.getByText('link "/servises" leads to no page of this site. Did you mean /services?'),
  ).toBeVisible();
  await expect(
    onField.getByText(/^"chatbot" is not a service slug in content\/services\.yaml\. Did you mean "chatbots"\?/),
  ).toBeVisible();
  expect(fileText(LANDING)).toBe(before);
});

test('an optional group left empty does not stop a save', async ({ page }) => {
  fs.writeFileSync(
    path.join(adminSite().dir, LANDING),
    fileText(LANDING).replace('      - chatbot\n', '      - chatbots\n'),
  );
  await openEditor(page, '#/collections/landing/entries/restaurant-automation');
  await openSecondButton(page);
  // Both of the second button's fields emptied: the page has no second button.
  await page.locator('input[id^="label-field"]').nth(1).fill('');
  await page.locator('input[id^="href-field"]').nth(1).fill('');
  await publish(page);
  // Reported once decap-server has written the file whole (it writes in place: a read before could
  // meet it half written).
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 15_000 });
  expect((parse(fileText(LANDING)) as { sections: Record<string, unknown>[] }).sections[0]).not.toHaveProperty(
    'secondaryCta',
  );
});

test('deleting a post that another post names as its next is refused, naming that post and offering to open it, whose "View Live" opens the local site', async ({
  page,
}) => {
  const file = 'content/blog/vibe-coding-future-development.md';
  await openEditor(page, '#/collections/posts/entries/vibe-coding-future-development');
  await expect(page.locator('input[id^="title-field"]')).toHaveValue(/.+/);
  const questions: string[] = [];
  page.on('dialog', async (dialog) => {
    questions.push(dialog.message());
    // Yes: open the post that names it.
    await dialog.accept();
  });
  await page
    .getByRole('button', { name: /Delete/ })
    .first()
    .click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toContain('Not deleted');
  // The other post by its title and the field by its label, as the editor shows them.
  const title = /^title: "(.*)"$/m.exec(fileText('content/blog/ai-automation-guide-2025.md'))![1];
  expect(questions[0]).toContain(`The blog post "${title}", its next: `);
  expect(questions[0]).toContain(`Open the blog post "${title}" to change it first?`);
  expect(questions[0]).toContain('"vibe-coding-future-development" is not an article');
  await expect(page).toHaveURL(/#\/collections\/posts\/entries\/ai-automation-guide-2025$/);
  expect(fs.existsSync(path.join(adminSite().dir, file))).toBe(true);
  // The post it opened: "View Live" leads to the local site that npm start serves, not the
  // production domain (once a test of its own, opening this post).
  await expect(page.getByRole('link', { name: /View Live/ })).toHaveAttribute(
    'href',
    `${adminSite().url}/blog/ai-automation-guide-2025`,
  );
});

test('a service and an FAQ question are chosen from lists of what exists, and stored as the files store them', async ({
  page,
}) => {
  const site = adminSite();
  const services = parse(fileText('content/services.yaml')) as { items: { slug: string; title: string }[] };
  const faqs = parse(fileText('content/faqs.yaml')) as { items: { question: string }[] };
  const service = services.items.find((s) => s.slug === 'chatbots')!;
  const question = faqs.items[1]!.question;
  await openEditor(page, '#/collections/landing/new');
  await page.locator('input[id^="title-field"]').last().fill('Chatbots for Chicago Clinics');
  await page
    .locator('input[id^="description-field"]')
    .last()
    .fill('A chatbot that answers patients around the clock and books visits: see what it saves a clinic and ask us.');
  await page.locator('input[id^="date-field"]').last().fill('2025-03-01');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('menuitem', { name: 'Services', exact: true }).click();
  await expand(page, /^Heading$/);
  await page.locator('input[id^="title-field"]').last().fill('What we build');
  // A list of the services by their titles: the editor picks one, the file gets its slug.
  await page.locator('[id^="items-field"]').last().click();
  await page.keyboard.type(service.title.slice(0, 6));
  await page.getByRole('option', { name: service.title, exact: true }).click();

  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('menuitem', { name: 'FAQ', exact: true }).click();
  await expand(page, /^Heading$/);
  await page.locator('input[id^="title-field"]').last().fill('Questions clinics ask');
  await page.locator('[id^="questions-field"]').last().click();
  await page.keyboard.type(question.slice(0, 12));
  await page.getByRole('option', { name: question, exact: true }).click();

  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('menuitem', { name: 'Contact form', exact: true }).click();
  await page.locator('input[id^="title-field"]').last().fill('Ask about a chatbot');
  await publish(page);
  const target = path.join(site.dir, 'content', 'landing', 'chatbots-for-chicago-clinics.yaml');
  const saved = await whenSaved<{ sections: Record<string, unknown>[] }>(target);
  expect(saved.sections[0]).toMatchObject({ type: 'services', items: ['chatbots'] });
  expect(saved.sections[1]).toMatchObject({ type: 'faq', questions: [question] });
});
