// The editor at /admin for real: Decap CMS in Chromium with the generated configuration,
// decap-server writing into a temporary Git copy of this repository, and that copy's `npm start`
// rebuilding the local site after each change.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { checkContent } from '../src/content/index.ts';
import { type AdminSite, startAdminSite } from './admin-site.ts';

// One site per mode for the whole file: starting one builds the site.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let site: AdminSite;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startAdminSite('fs');
});
test.afterAll(async () => {
  await site?.stop();
});

/** A content file of the copy, parsed. */
const readYaml = <T>(file: string): T => parse(fs.readFileSync(path.join(site.dir, 'content', file), 'utf8')) as T;
/** The FAQs of the copy; none while decap-server is halfway through rewriting the file. */
const faqs = () => readYaml<{ items: { question: string; answer: string }[] } | null>('faqs.yaml')?.items ?? [];

/** Opens /admin, signs in to the local backend and opens one entry (or a collection's page). */
async function openEditor(page: Page, hash: string) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages and settings').first()).toBeVisible();
  await page.goto(`${site.url}/admin/${hash}`);
  return errors;
}

/** Expands the n-th item (0-based) of the list field on screen: its first top-bar button. */
async function expandItem(page: Page, n: number) {
  await page.locator('[class*="ListItemTopBar"] > button:first-child').nth(n).click();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

test('the generated configuration loads in Decap without a configuration error', async ({ page }) => {
  const errors = await openEditor(page, '#/collections/pages');
  for (const label of ['FAQs', 'Home page', 'Site settings (contact details, header, footer, banner)']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await page.goto(`${site.url}/admin/#/collections/posts`);
  await expect(page.getByText('Blog posts').first()).toBeVisible();
  await expect(page.getByText(/config errors|error loading the cms configuration/i)).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** Entries whose preview pane must draw the site's components: what to find, and how many. */
function previewCases(): [name: string, hash: string, selector: string, count: number, text?: string][] {
  const content = checkContent().content!;
  const post = content.posts[0]!;
  const study = content.caseStudies[0]!;
  return [
    ['the home hero', '#/collections/pages/entries/home', 'h1', 1],
    ['service cards', '#/collections/pages/entries/services', 'article.card', content.services.items.length],
    ['industry cards', '#/collections/pages/entries/industries', 'article.card', content.industries.items.length],
    ['reviews', '#/collections/pages/entries/testimonials', 'figure.card', content.testimonials.items.length],
    ['an article', `#/collections/posts/entries/${post.slug}`, 'h1', 1, post.title],
    ['a case study', `#/collections/caseStudies/entries/${study.slug}`, 'h1', 1, study.hero.title],
  ];
}

// One test per entry, each with a fresh editor: Decap does not reload an entry when only the
// address's hash changes, and a start of its 1.5 MB bundle takes seconds on a busy 2-core machine.
for (const [name, hash, selector, count, text] of previewCases()) {
  test(`the preview pane draws ${name} with the site's components and stylesheet`, async ({ page }) => {
    const errors = await openEditor(page, hash);
    const preview = page.frameLocator('iframe').first();
    await expect(preview.locator(selector)).toHaveCount(count, { timeout: 30_000 });
    if (text) await expect(preview.locator(selector).first()).toHaveText(text);
    // The site's stylesheet is in the pane: cards get the site's rounded corners (once it has
    // loaded: the pane may draw the cards before it has).
    if (selector === 'article.card') {
      const radius = () =>
        preview
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
      await expect.poll(radius, { timeout: 15_000 }).not.toBe('0px');
    }
    expect(errors).toEqual([]);
  });
}

test('an FAQ answer edited and published in /admin: the YAML changes, the check passes, the rebuilt page shows it', async ({
  page,
}) => {
  await openEditor(page, '#/collections/pages/entries/faqs');
  // The preview pane draws the site's own FAQ list with the site's stylesheet.
  const preview = page.frameLocator('iframe').first();
  await expect(preview.locator('details[data-faq-item]')).toHaveCount(faqs().length);
  await expandItem(page, 0);
  const answer = page.locator('textarea[id^="answer-field"]').first();
  const text = `Edited in the browser at ${Date.now()}: automation takes over the routine work.`;
  await answer.fill(text);
  await expect(preview.locator('details[data-faq-item]').first()).toContainText(text);
  const published = Date.now();
  await publish(page);
  await expect.poll(() => faqs()[0]?.answer, { timeout: 15_000 }).toBe(text);
  expect(
    checkContent({ contentDir: path.join(site.dir, 'content'), publicDir: path.join(site.dir, 'public') }).problems,
  ).toEqual([]);
  await expect
    .poll(async () => (await (await fetch(`${site.url}/`)).text()).includes(text), { timeout: 60_000 })
    .toBe(true);
  test.info().annotations.push({ type: 'publish-to-page', description: `${Date.now() - published} ms` });
});

test('values the check would refuse are not saved: the field says why, and nothing is written', async ({ page }) => {
  const before = fs.readFileSync(path.join(site.dir, 'content', 'faqs.yaml'), 'utf8');
  await openEditor(page, '#/collections/pages/entries/faqs');
  await expandItem(page, 1);
  const question = page.locator('input[id^="question-field"]').nth(1);
  await question.fill(`${'Is this question far too long for the page? '.repeat(5)}`);
  const answer = page.locator('textarea[id^="answer-field"]').nth(1);
  await answer.fill('');
  await publish(page);
  await expect(page.getByText('Question is too long: at most 160 characters.')).toBeVisible();
  await expect(page.getByText(/Answer is required/)).toBeVisible();
  expect(fs.readFileSync(path.join(site.dir, 'content', 'faqs.yaml'), 'utf8')).toBe(before);
});

test('a rule only the content check knows (a missing placeholder) is refused before saving, in its words', async ({
  page,
}) => {
  const before = fs.readFileSync(path.join(site.dir, 'content', 'contact.yaml'), 'utf8');
  await openEditor(page, '#/collections/pages/entries/contact');
  await page
    .locator('[class*="TopBarContainer"]', { hasText: /^Notification$/ })
    .getByTestId('expand-button')
    .click();
  const subject = page.locator('input[id^="subject-field"]').first();
  await subject.fill('New consultation request');
  await publish(page);
  await expect(page.getByText(/notification\.subject: must contain \{name\}/)).toBeVisible();
  expect(fs.readFileSync(path.join(site.dir, 'content', 'contact.yaml'), 'utf8')).toBe(before);
});

test('a saved change that fails the check: the terminal says why, and the last good build stays served', async () => {
  const file = path.join(site.dir, 'content', 'faqs.yaml');
  const good = fs.readFileSync(file, 'utf8');
  const served = await (await fetch(`${site.url}/`)).text();
  const printed = site.output().length;
  try {
    fs.writeFileSync(file, good.replace(/^items:/m, 'itemz:'));
    await expect.poll(() => site.output().slice(printed), { timeout: 60_000 }).toContain('✗ Not rebuilt');
    expect(site.output().slice(printed)).toContain('content/faqs.yaml');
    expect(site.output().slice(printed)).toMatch(/unknown field "itemz"/);
    expect(await (await fetch(`${site.url}/`)).text()).toBe(served);
  } finally {
    fs.writeFileSync(file, good);
  }
  await expect.poll(() => site.output().slice(printed), { timeout: 60_000 }).toContain('✓ Rebuilt');
});

test('no public page refers to or requests anything under /admin', async ({ page }) => {
  const dist = path.join(site.dir, 'dist', 'client');
  const pages = fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && !f.startsWith('admin'));
  expect(pages.length).toBeGreaterThan(20);
  for (const file of pages) expect(fs.readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(/["'(]\/admin/);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  for (const route of checkContent().routes) await page.goto(`${site.url}${route.path}`);
  expect(requested.filter((p) => p.startsWith('/admin'))).toEqual([]);
  expect(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain('/admin');
  expect(fs.readFileSync(path.join(dist, 'admin', 'index.html'), 'utf8')).toContain(
    '<meta name="robots" content="noindex, nofollow">',
  );
});

test('a DNS-rebinding page in Chromium gets neither the token nor an answer from the editor backend', async () => {
  // rebind.test resolves to this machine, as an attacker's name does once rebound.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--host-resolver-rules=MAP rebind.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    const port = new URL(site.url).port;
    const before = fs.readFileSync(path.join(site.dir, 'content', 'faqs.yaml'), 'utf8');
    await page.goto(`http://rebind.test:${port}/admin/`);
    expect(await page.locator('meta[name="decap-local-backend"]').count()).toBe(0);
    // The attacker's script knows the protocol; without the token, and from its own host name,
    // every call is refused.
    const statuses = await page.evaluate(async () => {
      const body = JSON.stringify({
        action: 'persistEntry',
        params: {
          branch: 'main',
          entry: { slug: 'x', path: 'content/faqs.yaml', raw: 'items: []\n' },
          assets: [],
          options: { commitMessage: 'x', useWorkflow: false, status: 'draft', collectionName: 'pages' },
        },
      });
      const call = (url: string) =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.status);
      return [await call('/api/v1'), await call('/api/v1/guessed-token')];
    });
    expect(statuses).toEqual([403, 403]);
    expect(fs.readFileSync(path.join(site.dir, 'content', 'faqs.yaml'), 'utf8')).toBe(before);
  } finally {
    await browser.close();
  }
});

test('the post list marks drafts and filters scheduled posts; the date field says what a later date does', async ({
  page,
}) => {
  const blog = path.join(site.dir, 'content', 'blog');
  const [first] = checkContent().content!.posts;
  const scheduled = fs
    .readFileSync(path.join(blog, `${first!.slug}.md`), 'utf8')
    .replace(/^title: .*$/m, 'title: "Coming in January"')
    .replace(/^date: .*$/m, 'date: 2026-01-20')
    .replace(/^(previous|next|draft): .*\n/gm, '');
  const draft = scheduled
    .replace('Coming in January', 'Half written')
    .replace('date: 2026-01-20', 'date: 2025-06-01\ndraft: true');
  fs.writeFileSync(path.join(blog, 'coming-in-january.md'), scheduled);
  fs.writeFileSync(path.join(blog, 'half-written.md'), draft);
  try {
    // The editor's today, in the site's time zone (America/Chicago): 15 January 2026.
    await page.clock.setFixedTime(new Date('2026-01-15T18:00:00Z'));
    await openEditor(page, '#/collections/posts');
    const cards = page.locator('a[href*="/collections/posts/entries/"]');
    await expect(cards.filter({ hasText: 'Coming in January (2026-01-20)' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Draft: Half written (2025-06-01)' })).toHaveCount(1);
    // Newest first: the scheduled post leads the list.
    await expect(cards.first()).toContainText('Coming in January');
    await page.getByRole('button', { name: 'Filter by' }).click();
    await page.getByText('Scheduled (dated after today)').click();
    await page.keyboard.press('Escape');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Coming in January');

    await page.goto(`${site.url}/admin/#/collections/posts/entries/coming-in-january`);
    await expect(
      page.getByText('A date after today schedules the article: it stays off the live site until that day'),
    ).toBeVisible();
  } finally {
    fs.rmSync(path.join(blog, 'coming-in-january.md'));
    fs.rmSync(path.join(blog, 'half-written.md'));
  }
});

test('a new article with an uploaded picture: both files are written and the check passes', async ({ page }) => {
  await openEditor(page, '#/collections/posts/new');
  const field = (name: string) => page.locator(`[id^="${name}-field"]`).first();
  await field('title').fill('Editor Test Article');
  await field('description').fill(
    'An article written in the browser editor, to prove that a new post passes the content check.',
  );
  await field('excerpt').fill('Written in /admin with a picture uploaded from the computer.');
  await field('date').fill('2025-11-20');
  await field('readTime').fill('3');
  await field('category').fill('Guides');
  await field('cardCategory').fill('Guides');
  await field('imageAlt').fill('A test picture');
  await field('color').fill('blue');
  await page.keyboard.press('Enter');
  await page
    .locator('[class*="TopBarContainer"]', { hasText: /^Call to action$/ })
    .getByTestId('expand-button')
    .click();
  await field('heading').fill('Want this for your business?');
  await field('text').fill('Book a free consultation and we will show you where automation saves time.');

  // The picture: uploaded through Decap's media library from a file on this computer.
  const picture = path.join(site.dir, '.tmp', 'editor-test-picture.svg');
  fs.mkdirSync(path.dirname(picture), { recursive: true });
  fs.writeFileSync(
    picture,
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#4f46e5"/></svg>\n',
  );
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles(picture);
  await expect(page.getByText('editor-test-picture.svg')).toBeVisible();
  const choose = page.getByRole('button', { name: 'Choose selected' });
  // Decap selects a fresh upload itself; select it only if it did not.
  if (await choose.isDisabled()) await page.getByText('editor-test-picture.svg').click();
  await choose.click();

  // The body in Markdown mode, as an editor who knows Markdown would write it.
  await page.getByText('Markdown', { exact: true }).click();
  const body = page.locator('[data-slate-editor="true"], textarea[id^="body-field"]').first();
  await body.click();
  await page.keyboard.type('## Why it matters');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Automation frees hours every week for the work that grows a business.');
  await publish(page);

  const post = path.join(site.dir, 'content', 'blog', 'editor-test-article.md');
  const image = path.join(site.dir, 'public', 'images', 'blog', 'editor-test-picture.svg');
  // Polled for its whole text: decap-server may be halfway through writing it.
  await expect
    .poll(() => (fs.existsSync(post) ? fs.readFileSync(post, 'utf8') : ''), { timeout: 15_000 })
    .toContain('Automation frees hours every week');
  await expect.poll(() => fs.existsSync(image), { timeout: 15_000 }).toBe(true);
  const text = fs.readFileSync(post, 'utf8');
  expect(text).toContain('image: /images/blog/editor-test-picture.svg');
  expect(text).toContain('Automation frees hours every week');
  expect(
    checkContent({ contentDir: path.join(site.dir, 'content'), publicDir: path.join(site.dir, 'public') }).problems,
  ).toEqual([]);
  await expect
    .poll(async () => (await fetch(`${site.url}/blog/editor-test-article`)).status, { timeout: 60_000 })
    .toBe(200);
});

test.describe('with decap-server in Git mode and the editorial workflow', () => {
  let gitSite: AdminSite;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    gitSite = await startAdminSite('git');
  });
  test.afterAll(async () => {
    await gitSite?.stop();
  });

  test('a saved change lands on a cms/… branch and main is untouched', async ({ page }) => {
    const mainBefore = gitSite.git('rev-parse', 'main');
    const fileBefore = gitSite.git('show', 'main:content/faqs.yaml');
    await page.goto(`${gitSite.url}/admin/`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Pages and settings').first()).toBeVisible();
    await page.goto(`${gitSite.url}/admin/#/collections/pages/entries/faqs`);
    await expandItem(page, 0);
    const text = `Proposed in the editorial workflow at ${Date.now()}.`;
    await page.locator('textarea[id^="answer-field"]').first().fill(text);
    await page.getByRole('button', { name: 'Save' }).click();
    // The branch holds the change once its commit is made.
    const proposedAnswer = () => {
      try {
        const file = parse(gitSite.git('show', 'cms/pages/faqs:content/faqs.yaml')) as { items: { answer: string }[] };
        return file.items[0]?.answer;
      } catch {
        return undefined; // no branch yet
      }
    };
    await expect.poll(proposedAnswer, { timeout: 15_000 }).toBe(text);
    expect(gitSite.git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms').trim()).toBe('cms/pages/faqs');
    expect(gitSite.git('rev-parse', 'main')).toBe(mainBefore);
    expect(gitSite.git('show', 'main:content/faqs.yaml')).toBe(fileBefore);
    // decap-server switches back to main right after its commit.
    await expect.poll(() => gitSite.git('rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
    await expect.poll(() => fs.readFileSync(path.join(gitSite.dir, 'content', 'faqs.yaml'), 'utf8')).toBe(fileBefore);
    expect(gitSite.git('config', 'branch.cms/pages/faqs.description').trim()).toBe('decap-cms/draft');
  });
});
