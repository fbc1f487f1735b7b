// Every upload answered, links stored as paths (issue 51, points 2 and 3): Decap in Chromium on a
// temporary Git copy served by its own `npm start` (e2e/admin-site.ts). A HEIC photo is refused as
// it is picked and the entry still publishes; a link pasted from a page of the local site is
// stored, and checked, as its path; a pasted table says what became of it; a refusal of the
// backend in plain text reaches the editor as its sentence, and the next Publish goes through; a
// photo uploaded and chosen shows in its field and the preview before it is saved.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { checkContent } from '../src/content/index.ts';
import { adminSiteForFile, publish, savedText, test, WITH_PREVIEW } from './admin-site.ts';

const adminSite = adminSiteForFile(180_000);

/** The first article (the copy's content is this working tree's). */
const post = () => checkContent().content!.posts[0]!;
const postFile = () => path.join(adminSite().dir, 'content', 'blog', `${post().slug}.md`);

async function openPost(page: Page) {
  const site = adminSite();
  await page.goto(`${site.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages and settings').first()).toBeVisible();
  await page.goto(`${site.url}/admin/#/collections/posts/entries/${post().slug}`);
  await expect(page.locator('[id^="readTime-field"]').first()).toBeVisible({ timeout: 30_000 });
}

/** A change to the article that the check takes: its reading time. */
async function changeReadTime(page: Page, by: number): Promise<string> {
  const value = String(post().readTime + by);
  await page.locator('[id^="readTime-field"]').first().fill(value);
  return `readTime: ${value}`;
}

/**
 * Pastes a piece of a web page at the end of the article's text, through the real clipboard and
 * Ctrl+V, as an editor pastes from a browser tab or Google Docs.
 */
async function pasteIntoBody(page: Page, html: string, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: adminSite().url });
  const body = page.locator('[data-slate-editor="true"]').first();
  await body.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.evaluate(
    async ([html, text]) => {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html!], { type: 'text/html' }),
          'text/plain': new Blob([text!], { type: 'text/plain' }),
        }),
      ]);
    },
    [html, text],
  );
  await page.keyboard.press('ControlOrMeta+V');
}

test('a HEIC photo is refused as it is picked, saying what to do, and the article still publishes', async ({
  page,
}) => {
  const site = adminSite();
  // The start of a real HEIC file (its ftyp box: brand heic, compatible mif1): what an iPhone saves.
  const photo = path.join(site.dir, '.tmp', 'IMG_0042.heic');
  fs.mkdirSync(path.dirname(photo), { recursive: true });
  fs.writeFileSync(
    photo,
    Buffer.concat([Buffer.from('0000001866747970686569630000000068656963', 'hex'), Buffer.from('mif1heic')]),
  );
  await openPost(page);
  await page
    .getByRole('button', { name: /Choose different image|Choose an image/ })
    .first()
    .click();
  await page.locator('input[type="file"]').setInputFiles(photo);

  const note = page.getByRole('alert').filter({ hasText: 'is a HEIC photo' });
  await expect(note).toContainText('"IMG_0042.heic" is a HEIC photo (the format iPhones take photos in)');
  await expect(note).toContainText('Settings › Camera › Formats › Most Compatible');
  await note.getByRole('button', { name: 'OK' }).click();
  await expect(note).toBeHidden();
  // Decap never took it: no tile in the library, nothing to send with a save.
  await expect(page.getByText('img_0042.heic')).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  const expected = await changeReadTime(page, 3);
  await publish(page);
  await expect.poll(() => savedText(postFile()), { timeout: 30_000 }).toContain(expected);
  await expect(page.getByText(/not valid JSON|SyntaxError/)).toHaveCount(0);
  expect(fs.readdirSync(path.join(site.dir, 'public', 'images', 'blog')).filter((f) => /heic/i.test(f))).toEqual([]);
});

/** The picture in the image field (its thumbnail), with the size the browser drew it at (0: broken). */
async function thumbnail(page: Page) {
  const picture = page.locator('img[role="presentation"]').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete), { timeout: 10_000 }).toBe(true);
  return picture.evaluate((img: HTMLImageElement) => ({ src: img.src, width: img.naturalWidth }));
}

test('a photo uploaded and chosen shows in its field and the preview before it is saved; so does a picked one', {
  tag: WITH_PREVIEW,
}, async ({ page }) => {
  const site = adminSite();
  const photo = path.join(site.dir, '.tmp', 'team-at-work.png');
  fs.mkdirSync(path.dirname(photo), { recursive: true });
  fs.writeFileSync(
    photo,
    await sharp({ create: { width: 900, height: 500, channels: 3, background: { r: 230, g: 120, b: 30 } } })
      .png()
      .toBuffer(),
  );
  const missing: string[] = [];
  page.on('response', (answer) => {
    if (answer.status() === 404 && answer.request().resourceType() === 'image') missing.push(answer.url());
  });
  await openPost(page);
  await page
    .getByRole('button', { name: /Choose different image|Choose an image/ })
    .first()
    .click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  const library = page.getByRole('dialog');
  await expect(library.getByText('team-at-work.jpg')).toBeVisible({ timeout: 30_000 });
  const choose = library.getByRole('button', { name: 'Choose selected' });
  // Decap selects a fresh upload itself; select it only if it did not.
  if (await choose.isDisabled()) await library.getByText('team-at-work.jpg').click();
  await choose.click();
  // Not on the site yet (it is written when the article is published): drawn from the upload.
  const uploaded = await thumbnail(page);
  expect(uploaded.width).toBe(900);
  const preview = page.frameLocator('iframe').first().locator(`img[src="${uploaded.src}"]`);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBe(900);
  expect(fs.existsSync(path.join(site.dir, 'public', 'images', 'blog', 'team-at-work.jpg'))).toBe(false);

  // A picture already on the site, picked from the library: drawn from the site.
  const other = checkContent().content!.posts[1]!.image;
  await page.getByRole('button', { name: 'Choose different image' }).first().click();
  await library.getByText(path.basename(other)).click();
  await choose.click();
  const picked = await thumbnail(page);
  expect(new URL(picked.src).pathname).toBe(other);
  expect(picked.width).toBeGreaterThan(0);
  expect(missing).toEqual([]);
});

test('a link pasted from the local site is checked as its path: "/servics" gets "Did you mean /services?"', async ({
  page,
}) => {
  const before = fs.readFileSync(postFile(), 'utf8');
  await openPost(page);
  // A browser copies every link of a page as a whole address: the local site's, here.
  const port = new URL(adminSite().url).port;
  await pasteIntoBody(
    page,
    `<p>Compare <a href="http://localhost:${port}/servics">our services</a> first.</p>`,
    'Compare our services first.',
  );
  await expect(page.locator('[data-slate-editor="true"]').first()).toContainText('Compare our services first.');
  await publish(page);
  await expect(
    page.getByText('link "/servics" leads to no page of this site. Did you mean /services?').first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`localhost:${port}/servics`)).toHaveCount(0);
  expect(fs.readFileSync(postFile(), 'utf8')).toBe(before);
});

test("a link to this computer's own site is stored as a path", async ({ page }) => {
  await openPost(page);
  const port = new URL(adminSite().url).port;
  await pasteIntoBody(
    page,
    `<p>See <a href="http://127.0.0.1:${port}/services">what we automate</a> and <a href="https://www.lakeshore-ai.example.com/contact">get in touch</a>.</p>`,
    'See what we automate and get in touch.',
  );
  await publish(page);
  await expect
    .poll(() => savedText(postFile()), { timeout: 30_000 })
    .toContain('See [what we automate](/services) and [get in touch](/contact).');
  expect(fs.readFileSync(postFile(), 'utf8')).not.toMatch(/127\.0\.0\.1|localhost|lakeshore-ai\.example\.com\/contact/);
});

test('a pasted table says what became of it, and gives it as a Markdown table', async ({ page }) => {
  await openPost(page);
  await pasteIntoBody(
    page,
    '<table><tr><th>Plan</th><th>Hours saved</th></tr><tr><td>Starter</td><td>5</td></tr></table>',
    'Plan\tHours saved\nStarter\t5',
  );
  const note = page.getByRole('alert').filter({ hasText: 'The table you pasted lost its columns' });
  await expect(note).toBeVisible();
  await expect(note.locator('pre')).toHaveText('| Plan | Hours saved |\n| --- | --- |\n| Starter | 5 |');
  // What Decap's rich-text editor made of it: the cells as paragraphs, no table.
  const body = page.locator('[data-slate-editor="true"]').first();
  await expect(body).toContainText('Hours saved');
  await expect(body.locator('table')).toHaveCount(0);
});

test('a refusal of the backend in plain text reaches the editor as its sentence; the next Publish saves', async ({
  page,
}) => {
  await openPost(page);
  const sentence =
    'The local editor backend refused this request: the editor token is missing or wrong (reload /admin).';
  // As an older server, a proxy or a tunnel answers: 403 in plain text.
  await page.route('**/api/v1/**', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('"persistEntry"')) return route.fallback();
    await route.fulfill({ status: 403, contentType: 'text/plain; charset=utf-8', body: `${sentence}\n` });
  });
  const expected = await changeReadTime(page, 5);
  await publish(page);
  await expect(page.getByText(sentence).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/not valid JSON|SyntaxError|API_ERROR/)).toHaveCount(0);

  await page.unrouteAll();
  await publish(page);
  await expect.poll(() => savedText(postFile()), { timeout: 30_000 }).toContain(expected);
});
