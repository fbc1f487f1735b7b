// Addresses the editor chooses and keeps: a new landing page is saved at the address typed (not
// the one its title makes) and keeps it when the title changes; a published article moved to a
// new address in /admin is offered the redirect, which the editor adds with the same save, and
// the rebuilt site sends the old address on to the new one, while the editor opens the article at
// its new address with its preview and "View Live" link; the address button and the redirect dialog
// are drawn as the editor's, and sign-in shows the company's logo; an address over 80 characters is
// refused before anything is written. On a temporary Git copy of this
// repository served by its own `npm start` (e2e/admin-site.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { checkContent } from '../src/content/index.ts';
import {
  adminSiteForFile,
  fillCallToAction,
  lastField,
  publish,
  savedYaml,
  test,
  WITH_PREVIEW,
  whenSaved,
} from './admin-site.ts';

const adminSite = adminSiteForFile(240_000);

/**
 * Signs in to the local backend and opens an editor address; page errors are collected. The
 * sign-in screen shows the company's logo (site.yaml's), not Decap's.
 */
async function open(page: Page, hash: string): Promise<string[]> {
  const site = adminSite();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url}/admin/`);
  const login = page.getByRole('button', { name: 'Login' });
  // Above the button, first on the screen: the company's picture.
  const logo = login.locator('xpath=..').locator(':scope > :first-child').getByRole('img', { name: 'Logo' });
  await expect(logo).toHaveAttribute('src', checkContent().content!.site.company.logo);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Decap's own logo is a drawing 300 pixels wide; nothing of the kind is on the screen.
  const drawings = await page.locator('svg').evaluateAll((all) => all.map((svg) => svg.getBoundingClientRect().width));
  expect(drawings.filter((width) => width > 150)).toEqual([]);
  await login.click();
  await expect(page.getByText('Pages and settings').first()).toBeVisible();
  await page.goto(`${site.url}/admin/${hash}`);
  return errors;
}

/**
 * How a button is drawn, beside a plain browser button on the same page: the editor's buttons
 * (src/admin/editor-styles.ts) take Decap's colours, shape and type, not the browser's.
 */
async function buttonLook(button: Locator) {
  return button.evaluate((element) => {
    const look = (e: Element) => {
      const style = getComputedStyle(e);
      return {
        background: style.backgroundColor,
        border: style.borderTopWidth,
        radius: style.borderTopLeftRadius,
        padding: style.paddingLeft,
        weight: style.fontWeight,
      };
    };
    const plain = element.ownerDocument.createElement('button');
    plain.textContent = 'Plain';
    element.ownerDocument.body.append(plain);
    const looks = { button: look(element), plain: look(plain) };
    plain.remove();
    return looks;
  });
}

/** The button is drawn as the editor's (Decap's grey, or its blue for the main action), not as the browser's. */
async function expectEditorButton(button: Locator, primary = false) {
  const looks = await buttonLook(button);
  expect(looks.button).toEqual({
    background: primary ? 'rgb(58, 105, 199)' : 'rgb(223, 223, 227)',
    border: '0px',
    radius: '5px',
    padding: '16px',
    weight: '600',
  });
  for (const key of ['background', 'border', 'radius', 'padding'] as const)
    expect(looks.button[key], key).not.toBe(looks.plain[key]);
}

const addressField = (page: Page) => page.locator('input[id^="slug-field"]').first();

test('a new landing page is saved at the address typed, and keeps it when its title changes', async ({ page }) => {
  const site = adminSite();
  const dir = path.join(site.dir, 'content', 'landing');
  const errors = await open(page, '#/collections/landing/new');
  await lastField(page, 'title').fill('AI Audit for Chicago Businesses');
  // Filled from the title, as the site makes addresses, until the editor types their own.
  await expect(addressField(page)).toHaveValue('ai-audit-for-chicago-businesses');
  await addressField(page).fill('ai-audit');
  // Typed on, as an editor would.
  await lastField(page, 'title').press('End');
  await lastField(page, 'title').pressSequentially(' and Shops');
  await expect(lastField(page, 'title')).toHaveValue('AI Audit for Chicago Businesses and Shops');
  await expect(addressField(page)).toHaveValue('ai-audit');
  await expect(page.getByText('The page will be at /ai-audit')).toBeVisible();
  await lastField(page, 'description').fill(
    'A free AI audit for Chicago businesses: where automation saves hours, in plain words, in one call.',
  );
  await lastField(page, 'date').fill('2025-03-01');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('menuitem', { name: 'Call to action', exact: true }).click();
  await fillCallToAction(page, {
    title: 'Book your free audit',
    text: 'One call about where your hours go.',
    label: 'Book a Free Consultation',
    href: '/contact',
  });
  await publish(page);

  const target = path.join(dir, 'ai-audit.yaml');
  expect(await whenSaved(target)).toMatchObject({ slug: 'ai-audit' });
  expect(fs.existsSync(path.join(dir, 'ai-audit-for-chicago-businesses.yaml'))).toBe(false);
  const files = fs.readdirSync(dir).sort();

  // Saved once, the address is locked; a new title leaves it (and the file's name) as it is.
  await expect(page).toHaveURL(/#\/collections\/landing\/entries\/ai-audit$/);
  await expect(addressField(page)).toHaveAttribute('readonly', '');
  await expect(addressField(page)).toHaveValue('ai-audit');
  await expect(page.getByRole('button', { name: 'Move to a new address' })).toBeVisible();
  await page.locator('input[id^="title-field"]').first().fill('Your AI Audit in Chicago');
  await expect(addressField(page)).toHaveValue('ai-audit');
  await publish(page);
  await expect
    .poll(() => savedYaml<{ title: string }>(target)?.title, { timeout: 15_000 })
    .toBe('Your AI Audit in Chicago');
  expect(fs.readdirSync(dir).sort()).toEqual(files);
  // The rebuilt copy serves it at the address typed.
  await expect
    .poll(async () => (await (await fetch(`${site.url}/ai-audit`)).text()).includes('Book your free audit'), {
      timeout: 90_000,
    })
    .toBe(true);
  expect(errors).toEqual([]);
});

test('a published article moved in /admin: the redirect is offered, added with the save, and answered with 301; the editor draws it at its new address', {
  tag: WITH_PREVIEW,
}, async ({ page }) => {
  const site = adminSite();
  const blog = path.join(site.dir, 'content', 'blog');
  const old = 'vibe-coding-future-development';
  // The article is named by no other as its previous or next (the check would refuse the move
  // and name that article, as tests/admin/site-check.test.ts shows).
  for (const [file, field] of [
    ['ai-automation-guide-2025.md', 'next'],
    [`${old}.md`, 'previous'],
  ] as const) {
    const text = fs.readFileSync(path.join(blog, file), 'utf8');
    fs.writeFileSync(path.join(blog, file), text.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: null`));
  }
  const errors = await open(page, `#/collections/posts/entries/${old}`);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await expect(addressField(page)).toHaveValue(old);
  await expect(addressField(page)).toHaveAttribute('readonly', '');
  const move = page.getByRole('button', { name: 'Move to a new address' });
  await expectEditorButton(move);
  await move.click();
  await addressField(page).fill('vibe-coding');
  await publish(page);

  const offer = page.getByRole('dialog', { name: 'This change takes a published address away' });
  await expect(offer).toContainText(`/blog/${old} is held by search engines`);
  await expect(offer.locator('pre')).toHaveText(`  - { from: /blog/${old}, to: /blog/vibe-coding }`);
  // The dialog's buttons are the editor's: the main action in its blue, the others in its grey.
  await expectEditorButton(offer.getByRole('button', { name: 'Add the redirect' }), true);
  for (const name of ['Copy the lines', 'Go back without saving', 'Save anyway'])
    await expectEditorButton(offer.getByRole('button', { name }));
  await offer.getByRole('button', { name: 'Add the redirect' }).click();
  await expect(offer).toBeHidden();

  // The article moved to its new file, and the redirect is in content/redirects.yaml. The server
  // writes the new file before it removes the old one: wait for both.
  const moved = path.join(blog, 'vibe-coding.md');
  const files = () => ({ moved: fs.existsSync(moved), old: fs.existsSync(path.join(blog, `${old}.md`)) });
  await expect.poll(files, { timeout: 15_000 }).toEqual({ moved: true, old: false });
  const redirects = parse(fs.readFileSync(path.join(site.dir, 'content', 'redirects.yaml'), 'utf8')) as {
    redirects: unknown[];
  };
  expect(redirects.redirects).toEqual([{ from: `/blog/${old}`, to: '/blog/vibe-coding' }]);
  // The editor opens the article at its new address.
  await expect(page).toHaveURL(/#\/collections\/posts\/entries\/vibe-coding$/);
  await expect(addressField(page)).toHaveValue('vibe-coding');
  // There its "View Live" link leads to the new address and its preview draws the article, as the
  // editor types: Decap's "Failed to load preview: Cannot read properties of undefined" is gone
  // (its editor looked for the entry under its new name, where its store did not have it yet).
  await expect(page.getByRole('link', { name: 'View Live' })).toHaveAttribute('href', /\/blog\/vibe-coding$/);
  const preview = page.frameLocator('iframe').first();
  const title = String(parse(fs.readFileSync(moved, 'utf8').split('---\n')[1]!).title);
  await expect(preview.locator('h1')).toHaveText(title);
  await page.locator('input[id^="title-field"]').first().fill(`${title}, moved`);
  await expect(preview.locator('h1')).toHaveText(`${title}, moved`);
  await expect(page.getByText(/Failed to load preview/)).toHaveCount(0);
  expect(consoleErrors.filter((message) => /Cannot read properties of undefined/.test(message))).toEqual([]);

  // The rebuilt copy sends the old address on to the new one, for good.
  await expect
    .poll(async () => (await fetch(`${site.url}/blog/${old}`, { redirect: 'manual' })).status, { timeout: 90_000 })
    .toBe(301);
  const answer = await fetch(`${site.url}/blog/${old}`, { redirect: 'manual' });
  expect(new URL(answer.headers.get('location')!, site.url).pathname).toBe('/blog/vibe-coding');
  expect((await fetch(`${site.url}/blog/vibe-coding`)).status).toBe(200);
  // And the site's whole check passes on the copy.
  execFileSync('npm', ['run', '--silent', 'check'], { cwd: site.dir, stdio: 'pipe' });
  expect(errors).toEqual([]);
});

test('a move to an address over 80 characters is refused in the editor, in words, and nothing moves', async ({
  page,
}) => {
  const site = adminSite();
  const blog = path.join(site.dir, 'content', 'blog');
  const article = 'ai-automation-guide-2025';
  const before = fs.readdirSync(blog).sort();
  const errors = await open(page, `#/collections/posts/entries/${article}`);
  await expect(addressField(page)).toHaveValue(article);
  await page.getByRole('button', { name: 'Move to a new address' }).click();
  const tooLong = `${'automation-'.repeat(28)}guide`; // 313 characters
  await addressField(page).fill(tooLong);
  // Said while typing, under the field…
  await expect(page.locator('[data-address]').first()).toContainText(
    `${tooLong.length} characters: an address has at most 80, so it cannot be saved.`,
  );
  // …and on saving, by the field's own rule (the schema's pattern): nothing is written.
  await publish(page);
  await expect(page.getByText(/lower-case words joined by hyphens \(at most 80 characters\)/).first()).toBeVisible();
  expect(fs.readdirSync(blog).sort()).toEqual(before);
  expect(site.output()).not.toMatch(/ENAMETOOLONG/);
  // Decap rejects its own save with nothing when a field is invalid (its actions/entries.js).
  expect(errors.filter((message) => message !== 'undefined')).toEqual([]);
});
