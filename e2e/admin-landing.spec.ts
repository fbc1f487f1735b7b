// Making a campaign landing page in /admin, as an editor would: Decap in Chromium with the
// generated configuration, on a temporary Git copy of this repository served by its own
// `npm start` (e2e/admin-site.ts). Kept apart from admin.spec.ts so that it can follow the
// editor's own changes on its own.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';
import { SECTION_TYPES } from '../src/content/schemas/landing.ts';
import { adminSiteForFile, fillCallToAction, lastField, test, WITH_PREVIEW, whenSaved } from './admin-site.ts';

const adminSite = adminSiteForFile(180_000);

/** Signs in to the local backend and opens the landing pages; page errors are collected. */
async function landingPages(page: Page): Promise<string[]> {
  const site = adminSite();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Landing pages').first()).toBeVisible();
  await page.goto(`${site.url}/admin/#/collections/landing`);
  return errors;
}

/** Adds a section of the type labelled `label` at the end of the list, open for editing. */
async function addSection(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** The last text field whose id starts with `name` (Decap numbers ids in page order). */

// With what the list and a new page show (once a test of its own): the section types' labels and
// the title's hint are read in tests/tooling/decap-config.test.ts ("offers a new landing page…").
test(
  'the list shows the example page as a draft; an editor composes a page from sections of every type offered, sees it in the preview with the site components, and publishes it',
  { tag: WITH_PREVIEW },
  async ({ page }, testInfo) => {
    // A page of its own for every repeat (--repeat-each): the address comes from the title.
    const site = adminSite();
    const title = `Spring Menu Launch ${testInfo.repeatEachIndex + 1}`;
    const slug = `spring-menu-launch-${testInfo.repeatEachIndex + 1}`;
    const content = checkContent().content!;
    const study = content.caseStudies[0]!;
    const errors = await landingPages(page);
    const example = checkContent({ preview: true }).content!.landing[0]!;
    await expect(page.getByText(`${example.title} (Draft)`)).toBeVisible();
    await page.goto(`${site.url}/admin/#/collections/landing/new`);
    await lastField(page, 'title').fill(title);
    await lastField(page, 'description').fill(
      'Online booking and an AI host for the spring menu: fewer calls, fuller tables, a free consultation.',
    );
    await lastField(page, 'date').fill('2025-03-01');

    const preview = page.frameLocator('iframe').first();
    // A new page offers every section type.
    await page.getByRole('button', { name: 'Add section' }).click();
    await expect(page.getByRole('menuitem')).toHaveCount(SECTION_TYPES.length);
    await page.getByRole('menuitem', { name: 'Case study teaser', exact: true }).click();
    // Chosen from the list of the site's case studies (it shows their titles; the file stores the slug).
    await page.locator('[id^="study-field"]').last().click();
    await page.getByRole('option', { name: study.hero.title, exact: true }).click();
    await lastField(page, 'linkLabel').fill('Read the case study');
    // Until the page is one the check accepts, the pane says what it still needs, in the check's words.
    await expect(preview.getByText(/has no call to action or contact form/)).toBeVisible({ timeout: 30_000 });
    expect(errors).toEqual([]);

    // Refused before saving, in the check's words: the page has no way to act yet.
    const target = path.join(site.dir, 'content', 'landing', `${slug}.yaml`);
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await expect(page.getByText(/Sections: has no call to action or contact form/)).toBeVisible();
    expect(fs.existsSync(target)).toBe(false);
    // Decap also reports the refused save as an unhandled rejection of its own: from here on, none.
    const refused = errors.length;

    await addSection(page, 'Call to action');
    // Groups of fields open on demand: the button's own group (label and link) too.
    await fillCallToAction(page, {
      title: 'Ready for a full house?',
      text: 'Book a free consultation about your bookings.',
      label: 'Book a Free Consultation',
      href: '#contact-form',
    });
    await addSection(page, 'Contact form');
    await lastField(page, 'title').fill('Book your free consultation');
    // The page as it will look: the site's teaser, from the case study file the section names,
    // its call to action and its form.
    await expect(preview.getByRole('heading', { level: 2, name: study.hero.title })).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByRole('heading', { level: 2, name: 'Ready for a full house?' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute(
      'href',
      '#contact-form',
    );
    await expect(preview.locator('form[data-contact-form]')).toBeVisible();
    await expect(preview.getByRole('textbox', { name: content.contact.form.labels.email, exact: true })).toBeVisible();
    // The site's stylesheet is in the pane: the band gets its padding and colours.
    await expect
      .poll(() => preview.locator('#call-to-action').evaluate((el) => getComputedStyle(el).backgroundImage))
      .toContain('gradient');

    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    const saved = await whenSaved<{ sections: { type: string }[]; date: string }>(target);
    expect(saved.sections.map((s) => s.type)).toEqual(['case-study', 'call-to-action', 'contact-form']);
    expect(saved.date).toBe('2025-03-01');
    const copy = { contentDir: path.join(site.dir, 'content'), publicDir: path.join(site.dir, 'public') };
    expect(checkContent(copy).problems).toEqual([]);
    // The copy rebuilds after the save and serves the new page at its address.
    await expect
      .poll(async () => (await (await fetch(`${site.url}/${slug}`)).text()).includes('Ready for a full house?'), {
        timeout: 90_000,
      })
      .toBe(true);
    expect(errors.slice(refused)).toEqual([]);
  },
);
