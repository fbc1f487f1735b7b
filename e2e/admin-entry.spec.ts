// The right entry in the editor's form, always (issue 41, point 6; upstream decap-cms#4147): another
// entry's address opened while one is open (a pasted link, the browser's Back) shows that entry,
// and unsaved changes are never dropped without asking. And a delete that takes a published
// address away offers the redirect, as its one question (issue 43, point 4). On a temporary Git
// copy of this repository served by its own `npm start` (e2e/admin-site.ts).
import fs from 'node:fs';
import path from 'node:path';
import { type Dialog, expect, type Page } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';
import { adminSiteForFile, test } from './admin-site.ts';

const adminSite = adminSiteForFile(180_000);

interface Post {
  slug: string;
  title: string;
  /** A sentence of its body that the other posts do not have. */
  sentence: string;
}

/** Two live posts of the site copy, with a sentence of each one's body. */
function livePosts(): Post[] {
  const dir = path.join(adminSite().dir, 'content');
  const posts = checkContent({ contentDir: dir }).content!.posts.filter((p) => p.status === 'live');
  return posts.map((post) => {
    const text = fs.readFileSync(path.join(dir, 'blog', `${post.slug}.md`), 'utf8');
    const body = text.split(/^---$/m).slice(2).join('---');
    const sentence = body
      .split('\n')
      .map((line) => line.trim())
      .find((line) => /^[A-Z][^*[\]_`]{30,}$/.test(line))!;
    return { slug: post.slug, title: post.title, sentence: sentence.slice(0, 30) };
  });
}

/** Signs in to the local backend; every native question the page asks is recorded and answered. */
async function signIn(
  page: Page,
  answer: (dialog: Dialog) => Promise<void>,
): Promise<{ errors: string[]; asked: string[] }> {
  const errors: string[] = [];
  const asked: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void answer(dialog);
  });
  await page.goto(`${adminSite().url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages and settings').first()).toBeVisible();
  return { errors, asked };
}

const entryUrl = (slug: string) => `${adminSite().url}/admin/#/collections/posts/entries/${slug}`;
const titleField = (page: Page) => page.locator('[id^="title-field"]').first();
const bodyField = (page: Page) => page.locator('[data-slate-editor="true"], textarea[id^="body-field"]').first();

/** The form shows `post`, and nothing of `other`. */
async function expectForm(page: Page, post: Post, other: Post) {
  await expect(page).toHaveURL(entryUrl(post.slug));
  await expect(titleField(page)).toHaveValue(post.title);
  await expect(bodyField(page)).toContainText(post.sentence);
  await expect(bodyField(page)).not.toContainText(other.sentence);
}

test('post B opened by a pasted link while post A is open, then Back: the form shows B, then A, never a mix', async ({
  page,
}) => {
  const [a, b] = livePosts();
  const { errors, asked } = await signIn(page, (dialog) => dialog.dismiss());
  await page.goto(entryUrl(a!.slug));
  await expectForm(page, a!, b!);

  await page.goto(entryUrl(b!.slug));
  await expectForm(page, b!, a!);

  await page.goBack();
  await expectForm(page, a!, b!);
  // Nothing was changed, so nothing was asked.
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test('with an unsaved change, opening another post asks first: "Cancel" keeps the change, OK opens the other post', async ({
  page,
}) => {
  const [a, b] = livePosts();
  let leave = false;
  const { asked } = await signIn(page, (dialog) => (leave ? dialog.accept() : dialog.dismiss()));
  await page.goto(entryUrl(a!.slug));
  await expectForm(page, a!, b!);
  await titleField(page).fill(`${a!.title}, edited`);

  // Stay: the address goes back to A, and the change is still there.
  await page.goto(entryUrl(b!.slug));
  await expect.poll(() => asked).toHaveLength(1);
  expect(asked[0]).toContain('This entry has changes that are not saved yet.');
  await expect(page).toHaveURL(entryUrl(a!.slug));
  await expect(titleField(page)).toHaveValue(`${a!.title}, edited`);
  await expect(bodyField(page)).toContainText(a!.sentence);

  // Leave: one question, then B's own values.
  leave = true;
  await page.goto(entryUrl(b!.slug));
  await expectForm(page, b!, a!);
  expect(asked).toHaveLength(2);
  expect(asked[1]).toContain('This entry has changes that are not saved yet.');
  expect(fs.readFileSync(path.join(adminSite().dir, 'content', 'blog', `${a!.slug}.md`), 'utf8')).not.toContain(
    `${a!.title}, edited`,
  );
});

test('deleting a published post: one question, which names its address and offers the redirect', async ({ page }) => {
  const site = adminSite();
  // Every post of the site is another's previous or next (the site refuses to delete those): a
  // live post of its own, built into the site before the editor opens.
  const [model] = livePosts();
  const slug = 'entry-delete-test';
  const file = path.join(site.dir, 'content', 'blog', `${slug}.md`);
  const printed = site.output().length;
  fs.writeFileSync(
    file,
    fs
      .readFileSync(path.join(site.dir, 'content', 'blog', `${model!.slug}.md`), 'utf8')
      .replace(/^title: .*$/m, 'title: "A post to delete"')
      .replace(/^(previous|next): .*\n/gm, ''),
  );
  await expect.poll(() => site.output().slice(printed), { timeout: 90_000 }).toMatch(/✓ Rebuilt/);

  const { errors, asked } = await signIn(page, (dialog) => dialog.dismiss());
  await page.goto(entryUrl(slug));
  await expect(titleField(page)).toHaveValue('A post to delete');
  const offer = page.getByRole('dialog', { name: 'Deleting this entry takes a published address away' });
  await page.getByRole('button', { name: 'Delete entry', exact: true }).click();
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(`/blog/${slug} is held by search engines`);
  await expect(offer.locator('pre')).toHaveText(`  - { from: /blog/${slug}, to: /blog }`);
  await offer.getByRole('button', { name: 'Go back without deleting' }).click();
  await expect(offer).toBeHidden();
  expect(fs.existsSync(file)).toBe(true);

  await page.getByRole('button', { name: 'Delete entry', exact: true }).click();
  await offer.getByRole('button', { name: 'Delete anyway' }).click();
  await expect.poll(() => fs.existsSync(file)).toBe(false);
  // The offer was the only question: Decap's own "Are you sure…?" never came.
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});
