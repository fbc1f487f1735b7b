// The editor at /admin for real: Decap CMS in Chromium with the generated configuration,
// decap-server writing into a temporary Git copy of this repository, and that copy's `npm start`
// rebuilding the local site after each change.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { chromiumPath } from '../scripts/chromium.ts';
import { counterText } from '../src/admin/field-notes.ts';
import { checkContent } from '../src/content/index.ts';
import { formatDay } from '../src/lib/format.ts';
import { type AdminSite, expandItem, publish, savedText, savedYaml, test, WITH_PREVIEW } from './admin-site.ts';

// The worker's editor site (built once per worker): fresh for this file, and fresh again in
// Git mode for the editorial workflow below.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let site: AdminSite;
test.beforeAll(async ({ editorSites }) => {
  test.setTimeout(240_000);
  site = await editorSites.fresh();
});

/** A content file of the copy, parsed. */
const readYaml = <T>(file: string) => savedYaml<T>(path.join(site.dir, 'content', file));
/** The FAQs of the copy; none while decap-server is halfway through rewriting the file. */
const faqs = () => readYaml<{ items: { question: string; answer: string }[] }>('faqs.yaml')?.items ?? [];

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

/** A commit of `text` as `file` on `branch` of the repository at `dir`, leaving the checkout as it is. */
function commitOnBranch(dir: string, branch: string, file: string, text: string) {
  const index = path.join(dir, '.git', 'other-editor-index');
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, { cwd: dir, input, env: { ...process.env, GIT_INDEX_FILE: index } })
      .toString()
      .trim();
  git(['read-tree', branch]);
  git(['update-index', '--cacheinfo', `100644,${git(['hash-object', '-w', '--stdin'], text)},${file}`]);
  const commit = git(['commit-tree', git(['write-tree']), '-p', branch, '-m', 'Another editor']);
  git(['update-ref', `refs/heads/${branch}`, commit]);
  fs.rmSync(index, { force: true });
}

/** The lines that differ between two texts, as `git diff` finds them. */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const dir = fs.mkdtempSync(path.join(site.dir, '.tmp-diff-'));
  try {
    fs.writeFileSync(path.join(dir, 'before'), before);
    fs.writeFileSync(path.join(dir, 'after'), after);
    let out = '';
    try {
      execFileSync('git', ['diff', '--no-index', '--unified=0', 'before', 'after'], { cwd: dir });
    } catch (error) {
      out = String((error as { stdout: Buffer }).stdout); // git diff exits 1 when the texts differ
    }
    const lines = out.split('\n').filter((line) => !/^(---|\+\+\+) /.test(line));
    return {
      removed: lines.filter((line) => line.startsWith('-')).map((line) => line.slice(1)),
      added: lines.filter((line) => line.startsWith('+')).map((line) => line.slice(1)),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `edit` in /admin on one content file, publishes, and returns the file's text before and after. */
async function publishedEdit(page: Page, file: string, hash: string, edit: () => Promise<string>) {
  const abs = path.join(site.dir, file);
  const before = fs.readFileSync(abs, 'utf8');
  await openEditor(page, hash);
  const expected = await edit();
  await publish(page);
  // Polled for the new value: decap-server may be halfway through writing the file.
  await expect.poll(() => savedText(abs), { timeout: 15_000 }).toContain(expected);
  return { before, after: fs.readFileSync(abs, 'utf8') };
}

/** Whether the copy has no rebuild under way: each "↻ … rebuilding" line has its outcome line. */
function rebuildsDone(): boolean {
  const output = site.output();
  return (output.match(/^↻ /gm)?.length ?? 0) === (output.match(/^(✓ Rebuilt|✗ Not rebuilt)/gm)?.length ?? 0);
}

/** The comment lines of a YAML text (or front matter). */
const comments = (text: string) => text.split('\n').filter((line) => /^\s*#/.test(line));

/** Entries whose preview pane must draw the site's components: what to find, and how many. */
function previewCases(): [name: string, hash: string, selector: string, count: number, text?: string][] {
  const content = checkContent().content!;
  const study = content.caseStudies[0]!;
  const legal = content.legal[0]!;
  return [
    ['the home hero', '#/collections/pages/entries/home', 'h1', 1],
    ['service cards', '#/collections/pages/entries/services', 'article.card', content.services.items.length],
    ['industry cards', '#/collections/pages/entries/industries', 'article.card', content.industries.items.length],
    ['reviews', '#/collections/pages/entries/testimonials', 'figure.card', content.testimonials.items.length],
    // An article: in 'the preview of a post is the article page…' below, on the same load as its refusal.
    ['a case study', `#/collections/caseStudies/entries/${study.slug}`, 'h1', 1, study.hero.title],
    // Collections that had no preview before: each draws its page, inside the site's header and footer.
    ['a legal page', `#/collections/legal/entries/${legal.slug}`, 'main h1', 1, legal.title],
    ['the blog index', '#/collections/pages/entries/blog', 'main h1', 1, content.blog.heading.title],
    ['the page-not-found settings', '#/collections/pages/entries/notFound', 'main h1', 1, content.notFound.title],
  ];
}

// One editor load for all of them (a start of Decap's 1.5 MB bundle is its dearest step): Decap
// opens an entry afresh only once its editor has closed, so each entry is reached through the
// list of pages, its preview pane gone first.
test("the preview pane draws each kind of entry with the site's components and stylesheet", {
  tag: WITH_PREVIEW,
}, async ({ page }) => {
  const errors = await openEditor(page, '#/collections/pages');
  for (const [name, hash, selector, count, text] of previewCases()) {
    await test.step(name, async () => {
      await page.goto(`${site.url}/admin/#/collections/pages`);
      await expect(page.locator('iframe')).toHaveCount(0);
      await page.goto(`${site.url}/admin/${hash}`);
      const preview = page.frameLocator('iframe').first();
      await expect(preview.locator(selector), name).toHaveCount(count, { timeout: 30_000 });
      if (text) await expect(preview.locator(selector).first(), name).toHaveText(text);
      // The site's stylesheet is in the pane: cards get the site's rounded corners (once it has
      // loaded: the pane may draw the cards before it has).
      if (selector === 'article.card') {
        const radius = () =>
          preview
            .locator(selector)
            .first()
            .evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
        await expect.poll(radius, { message: name, timeout: 15_000 }).not.toBe('0px');
      }
    });
  }
  expect(errors).toEqual([]);
});

test('the site settings, which have no page of their own, preview in the header and footer they fill', {
  tag: WITH_PREVIEW,
}, async ({ page }) => {
  await openEditor(page, '#/collections/pages/entries/site');
  const preview = page.frameLocator('iframe').first();
  const footer = preview.locator('footer');
  await expect(footer).toContainText(checkContent().content!.site.company.tagline, { timeout: 30_000 });
  await page
    .locator('[class*="TopBarContainer"]', { hasText: /^Company$/ })
    .getByTestId('expand-button')
    .click();
  await page.locator('[id^="tagline-field"]').first().fill('A tagline typed in the editor a moment ago.');
  await expect(footer).toContainText('A tagline typed in the editor a moment ago.', { timeout: 15_000 });
  await expect(preview.locator('header a[href="/"]').first()).toContainText(checkContent().content!.site.company.name);
});

test('an FAQ answer edited and published in /admin: the YAML changes, the check passes, the rebuilt page shows it', {
  tag: WITH_PREVIEW,
}, async ({ page }) => {
  await openEditor(page, '#/collections/pages/entries/faqs');
  // The preview pane draws the site's own FAQ list with the site's stylesheet.
  const preview = page.frameLocator('iframe').first();
  // The pane draws the whole home page; on a busy machine that takes a few seconds.
  await expect(preview.locator('details[data-faq-item]')).toHaveCount(faqs().length, { timeout: 30_000 });
  await expandItem(page, 0);
  const answer = page.locator('textarea[id^="answer-field"]').first();
  const text = `Edited in the browser at ${Date.now()}: automation takes over the routine work.`;
  await answer.fill(text);
  await expect(preview.locator('details[data-faq-item]').first()).toContainText(text, { timeout: 15_000 });
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

// The collections' and files' names in the lists are read from the configuration in
// tests/tooling/decap-config.test.ts ("names the collections and the settings files as the editor lists them").
test("the generated configuration loads without a configuration error, and the editor's self-check finds every part of Decap it leans on: no note, no console error", {
  tag: WITH_PREVIEW,
}, async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const pageErrors = await openEditor(page, '#/collections/pages/entries/faqs');
  await expect(page.getByText(/config errors|error loading the cms configuration/i)).toHaveCount(0);
  // The registries and the store at the start; the class names once Decap has drawn a list and the toolbar.
  await expect(page.locator('html')).toHaveAttribute('data-decap-internals', 'present');
  await expandItem(page, 0);
  await expect(page.locator('html')).toHaveAttribute('data-decap-rendered', 'present', { timeout: 15_000 });
  await expect(page.locator('#decap-internals')).toHaveCount(0);
  expect(errors.filter((e) => e.includes('Decap CMS no longer has'))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a Decap that no longer hands over its store: the editor says so, and a save is refused', async ({ page }) => {
  // As if an update built the store without the devtools hook: the editor's hook is never set.
  await page.addInitScript(() => {
    Object.defineProperty(window, '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__', { get: () => undefined, set: () => {} });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const before = fs.readFileSync(path.join(site.dir, 'content', 'faqs.yaml'), 'utf8');
  await openEditor(page, '#/collections/pages/entries/faqs');
  const note = page.getByRole('alert').filter({ hasText: 'The editor was updated' });
  // Its words (what stopped working, that saving is blocked, whom to tell) are read in
  // tests/admin/decap-internals.test.ts (missingInternalsNote).
  await expect(note).toBeVisible();
  expect(errors.join('\n')).toContain('the Redux store (__REDUX_DEVTOOLS_EXTENSION_COMPOSE__)');
  await expandItem(page, 0);
  await page.locator('textarea[id^="answer-field"]').first().fill('Not to be saved while the editor is broken.');
  await publish(page);
  await expect(page.getByText(/^Not saved: The editor was updated/)).toBeVisible();
  expect(fs.readFileSync(path.join(site.dir, 'content', 'faqs.yaml'), 'utf8')).toBe(before);
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
  await expect(
    page.getByText('Not saved: a field marked in red needs a change first; its message says what.'),
  ).toBeVisible();
  expect(fs.readFileSync(path.join(site.dir, 'content', 'faqs.yaml'), 'utf8')).toBe(before);
});

// A rule only the content check knows (a placeholder) and its words with the field's labels:
// tests/admin/refusal-labels.test.ts; such a refusal in the browser: e2e/admin-experiment.spec.ts.

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
    executablePath: chromiumPath(),
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

test('a new article with an uploaded picture: both files are written (the picture without code or outside references) and the check passes', async ({
  page,
}) => {
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
  // A picture as a careless download may be: code and references to elsewhere, which the site
  // never publishes (src/lib/svg-safe.ts), around the drawing itself.
  fs.writeFileSync(
    picture,
    [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="630" viewBox="0 0 1200 630" onload="alert(1)">',
      '<script>alert(2)</script>',
      '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
      '<image xlink:href="https://evil.example/pixel.png" width="1" height="1"/>',
      '<rect width="1200" height="630" fill="#4f46e5"/></svg>',
    ].join('\n'),
  );
  const unsafe = ['<script', 'alert', 'onload', 'foreignObject', 'evil.example'];
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
  await expect.poll(() => savedText(post) ?? '', { timeout: 15_000 }).toContain('Automation frees hours every week');
  await expect.poll(() => fs.existsSync(image), { timeout: 15_000 }).toBe(true);
  const text = fs.readFileSync(post, 'utf8');
  // Written like the posts beside it: every text in double quotes, the keys in their order.
  expect(text).toContain('image: "/images/blog/editor-test-picture.svg"');
  expect(text).toContain('title: "Editor Test Article"');
  const keys = (t: string) => [...t.split('---\n')[1]!.matchAll(/^(\w+):/gm)].map((m) => m[1]);
  const neighbour = fs.readFileSync(
    path.join(site.dir, 'content', 'blog', `${checkContent().content!.posts[0]!.slug}.md`),
    'utf8',
  );
  // The keys both have, in the same order (a new article also names its address, `slug`, which
  // older files leave to their file name).
  expect(keys(text).filter((key) => keys(neighbour).includes(key))).toEqual(
    keys(neighbour).filter((key) => keys(text).includes(key)),
  );
  expect(text).toContain('slug: "editor-test-article"');
  expect(text).toContain('Automation frees hours every week');
  expect(
    checkContent({ contentDir: path.join(site.dir, 'content'), publicDir: path.join(site.dir, 'public') }).problems,
  ).toEqual([]);
  await expect
    .poll(async () => (await fetch(`${site.url}/blog/editor-test-article`)).status, { timeout: 60_000 })
    .toBe(200);
  // The picture as saved, and as the site publishes it: the drawing without the code or references.
  const saved = fs.readFileSync(image, 'utf8');
  // The picture can reach the site one rebuild after the article (decap-server writes it second).
  const pictureUrl = `${site.url}/images/blog/editor-test-picture.svg`;
  await expect.poll(async () => (await fetch(pictureUrl)).status, { timeout: 60_000 }).toBe(200);
  const published = await (await fetch(pictureUrl)).text();
  for (const svg of [saved, published]) {
    for (const needle of unsafe) expect(svg, needle).not.toContain(needle);
    expect(svg).toContain('fill="#4f46e5"');
  }
});

test('an FAQ question edited in /admin: the file changes in that one line, its comments kept', async ({ page }) => {
  let old = '';
  const edited = 'How much does it cost, and what return can I expect from it?';
  const { before, after } = await publishedEdit(
    page,
    'content/faqs.yaml',
    '#/collections/pages/entries/faqs',
    async () => {
      await expandItem(page, 2);
      const question = page.locator('input[id^="question-field"]').nth(2);
      old = await question.inputValue();
      await question.fill(edited);
      return edited;
    },
  );
  expect(lineDiff(before, after)).toEqual({ removed: [`  - question: ${old}`], added: [`  - question: ${edited}`] });
  expect(comments(after)).toEqual(comments(before));
  expect(comments(before).length).toBeGreaterThan(0);
});

test("a post's front-matter field edited in /admin: one line changes, the text below stays byte for byte", async ({
  page,
}) => {
  const post = checkContent().content!.posts[0]!;
  const readTime = String(post.readTime + 1);
  const { before, after } = await publishedEdit(
    page,
    `content/blog/${post.slug}.md`,
    `#/collections/posts/entries/${post.slug}`,
    async () => {
      await page.locator('[id^="readTime-field"]').first().fill(readTime);
      return `readTime: ${readTime}`;
    },
  );
  expect(lineDiff(before, after)).toEqual({
    removed: [`readTime: ${post.readTime}`],
    added: [`readTime: ${readTime}`],
  });
});

test('the site settings edited in /admin: content/site.yaml changes in the lines of the fields changed, its 30-odd comments kept; the three legal pages show the new phone number after the rebuild', async ({
  page,
}) => {
  type Phones = { contact: { phones: { display: string; tel: string }[] } } | null;
  const { before, after } = await publishedEdit(
    page,
    'content/site.yaml',
    '#/collections/pages/entries/site',
    async () => {
      await page
        .locator('[class*="TopBarContainer"]', { hasText: /^Contact$/ })
        .getByTestId('expand-button')
        .click();
      await page.locator('input[id^="responseTime-field"]').fill('within 3 hours');
      // The first list item on screen, once Contact is open, is its first phone number.
      await expandItem(page, 0);
      await page.locator('input[id^="display-field"]').first().fill('+1 (773) 201-4455');
      await page.locator('input[id^="tel-field"]').first().fill('+17732014455');
      return 'responseTime: within 3 hours';
    },
  );
  const phone = (parse(before) as NonNullable<Phones>).contact.phones[0]!;
  expect(lineDiff(before, after)).toEqual({
    removed: [`      display: "${phone.display}"`, `      tel: "${phone.tel}"`, '  responseTime: within 2 hours'],
    added: ['      display: "+1 (773) 201-4455"', '      tel: "+17732014455"', '  responseTime: within 3 hours'],
  });
  expect(comments(after)).toEqual(comments(before));
  expect(comments(before).length).toBeGreaterThan(30);
  expect(readYaml<Phones>('site.yaml')?.contact.phones[0]?.tel).toBe('+17732014455');
  // The legal pages write {companyPhone}: none of them was edited, each shows the new number.
  for (const legal of ['/privacy-policy', '/terms-of-service', '/cookie-policy']) {
    await expect
      .poll(
        async () =>
          (await (await fetch(`${site.url}${legal}`)).text()).includes(
            '<a href="tel:+17732014455">+1 (773) 201-4455</a>',
          ),
        { message: legal, timeout: 90_000 },
      )
      .toBe(true);
  }
});

// With the list's draft and filter (once a test of its own, on a controlled clock): the labels'
// words and the midnight of the site's time zone are read in tests/admin/scheduled.test.ts, the
// list's summary, sort, filter and the date field's hint in tests/tooling/decap-config.test.ts.
test('a post dated after today and a draft: their state in the list, which filters the scheduled, newest first; "Scheduled for …" in the editor and the server\'s line; no View Live link', async ({
  page,
}) => {
  const [live] = checkContent().content!.posts;
  const blog = path.join(site.dir, 'content', 'blog');
  const file = path.join(blog, 'coming-in-2099.md');
  const draftFile = path.join(blog, 'half-written.md');
  const printed = site.output().length;
  const scheduled = fs
    .readFileSync(path.join(blog, `${live!.slug}.md`), 'utf8')
    .replace(/^title: .*$/m, 'title: "Coming in 2099"')
    .replace(/^date: .*$/m, 'date: 2099-03-01')
    .replace(/^(previous|next|draft): .*\n/gm, '');
  fs.writeFileSync(
    draftFile,
    scheduled.replace('Coming in 2099', 'Half written').replace('date: 2099-03-01', 'date: 2025-06-01\ndraft: true'),
  );
  fs.writeFileSync(file, scheduled);
  const notice = 'content/blog/coming-in-2099.md is scheduled for 1 March 2099: not live';
  try {
    await expect.poll(() => site.output().slice(printed), { timeout: 90_000 }).toContain(notice);
    await expect.poll(rebuildsDone, { timeout: 90_000 }).toBe(true);
    const line = site
      .output()
      .slice(printed)
      .split('\n')
      .find((l) => l.includes(notice));
    expect(line).toMatch(/^✓ Rebuilt in [\d.]+ s\. /);
    expect(line).not.toContain('the local site shows the change');

    // A live post: "View Live" is there (and so the link hidden below is there, too).
    await openEditor(page, `#/collections/posts/entries/${live!.slug}`);
    const viewLive = page.locator('a', { hasText: 'View Live' });
    await expect(viewLive).toBeVisible();

    await page.goto(`${site.url}/admin/#/collections/posts`);
    const cards = page.locator('a[href*="/collections/posts/entries/"]');
    await expect(cards.filter({ hasText: 'Coming in 2099 (Scheduled for 1 March 2099)' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Half written (Draft)' })).toHaveCount(1);
    await expect(cards.filter({ hasText: `${live!.title} (${formatDay(live!.date)})` })).toHaveCount(1);
    // Newest first: the scheduled post leads the list.
    await expect(cards.first()).toContainText('Coming in 2099');
    await page.getByRole('button', { name: 'Filter by' }).click();
    await page.getByText('Scheduled (dated after today)').click();
    await page.keyboard.press('Escape');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Coming in 2099');

    await cards.filter({ hasText: 'Coming in 2099' }).click();
    await expect(page.getByText('Scheduled for 1 March 2099', { exact: true })).toBeVisible();
    await expect(page.getByText('Scheduled for 1 March 2099: the article stays off the live site')).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toHaveCount(0);
    await expect(viewLive).toHaveCount(1);
    await expect(viewLive).toBeHidden();

    // Saved in /admin: still scheduled, in the editor and in the server's line.
    const saved = site.output().length;
    await page.locator('[id^="title-field"]').first().fill('Coming in 2099, edited');
    await publish(page);
    await expect.poll(() => site.output().slice(saved), { timeout: 90_000 }).toContain(notice);
    await expect(page.getByText('Scheduled for 1 March 2099', { exact: true })).toBeVisible();
    await expect(viewLive).toBeHidden();
  } finally {
    fs.rmSync(file, { force: true });
    fs.rmSync(draftFile, { force: true });
  }
});

// One load of a post's form for what the preview draws and for a refusal of its description;
// the counter's words are read in tests/admin/scheduled.test.ts (counterText), the rule's in
// tests/tooling/decap-config.test.ts ("words the length refusals of a field as the check does").
test('the preview of a post is the article page: its picture, and paragraphs spaced as on the site; a meta description over 170 characters: the counter says by how much, the refusal names the length rule', {
  tag: WITH_PREVIEW,
}, async ({ page }) => {
  const post = checkContent().content!.posts[0]!;
  const file = path.join(site.dir, 'content', 'blog', `${post.slug}.md`);
  const before = fs.readFileSync(file, 'utf8');
  const errors = await openEditor(page, `#/collections/posts/entries/${post.slug}`);
  const preview = page.frameLocator('iframe').first();
  await expect(preview.locator('h1')).toHaveCount(1, { timeout: 30_000 });
  const picture = preview.locator(`img[src$="${path.basename(post.image)}"]`);
  await expect(picture).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const second = preview.locator('.prose > p + p').first();
  await expect.poll(() => second.evaluate((p) => getComputedStyle(p).marginTop), { timeout: 15_000 }).not.toBe('0px');
  await expect(preview.locator('h1')).toHaveText(post.title);
  expect(errors).toEqual([]);

  const description = page.locator('[id^="description-field"]').first();
  const counter = page.locator('[id$="-count"]', { hasText: '/ 170 characters' }).first();
  await expect(counter).toHaveText(counterText(post.description, 50, 170).text);
  const tooLong =
    `${'A practical guide to automation for small businesses, step by step. '.repeat(3)}Twelve more.`.slice(0, 181);
  await description.fill(tooLong);
  await expect(counter).toHaveText(counterText(tooLong, 50, 170).text);
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  // Said on the field, and again in the note that says why Publish did not save (two places).
  const rule = page.getByText('Description must be 50 to 170 characters long.');
  await expect(rule.first()).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Why it did not go through' })).toContainText(
    'Description must be 50 to 170 characters long.',
  );
  await expect(page.getByText(/missed a required field/)).toHaveCount(0);
  expect(fs.readFileSync(file, 'utf8')).toBe(before);
});

/** A phone photo: a JPEG of `width`×`height` with the camera owner and a GPS position in its EXIF. */
const PHOTOGRAPHER = 'Jane Q. Photographer';
function phonePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Artist: PHOTOGRAPHER, Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 52/1 5586/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '87/1 37/1 4088/100',
      },
    })
    .toBuffer();
}

/** Files of the built site that still carry picture metadata or the photographer's name. */
async function metadataIn(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.includes(PHOTOGRAPHER) || bytes.includes('Exif\0\0') || bytes.includes('PhoneMaker')) found.push(name);
    if (/\.(jpe?g|png|webp|avif)$/i.test(name)) {
      const meta = await sharp(bytes).metadata();
      if (meta.exif || meta.xmp || meta.iptc) found.push(`${name} (metadata)`);
    }
  }
  return found;
}

test('a photo uploaded in /admin is saved as a JPEG at most 2400 pixels wide, without its camera data', async ({
  page,
}) => {
  const upload = path.join(site.dir, '.tmp', 'holiday-photo.jpg');
  fs.mkdirSync(path.dirname(upload), { recursive: true });
  fs.writeFileSync(upload, await phonePhoto(4000, 3000));
  const saved = path.join(site.dir, 'public', 'images', 'blog', 'holiday-photo.jpg');
  const post = checkContent().content!.posts[0]!;
  try {
    await openEditor(page, `#/collections/posts/entries/${post.slug}`);
    await page
      .getByRole('button', { name: /Choose different image|Choose an image/ })
      .first()
      .click();
    await page.locator('input[type="file"]').setInputFiles(upload);
    await expect(page.getByText('holiday-photo.jpg')).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    // Uploaded files are written when the entry is published.
    await page
      .locator('[id^="readTime-field"]')
      .first()
      .fill(String(post.readTime + 2));
    await publish(page);
    await expect.poll(() => fs.existsSync(saved), { timeout: 30_000 }).toBe(true);
    await expect.poll(async () => (await sharp(saved).metadata()).width, { timeout: 10_000 }).toBe(2400);
    const meta = await sharp(saved).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2400, height: 1800 });
    expect(meta.exif).toBeUndefined();
    expect(fs.readFileSync(saved).includes(PHOTOGRAPHER)).toBe(false);
  } finally {
    fs.rmSync(saved, { force: true });
  }
});

test("a committed phone photo set as a post's image: nothing in the built site carries its camera data", async ({
  page,
}) => {
  const photo = path.join(site.dir, 'public', 'images', 'blog', 'committed-photo.jpg');
  fs.writeFileSync(photo, await phonePhoto(1600, 1200));
  const post = checkContent().content!.posts[1]!;
  await openEditor(page, `#/collections/posts/entries/${post.slug}`);
  await page
    .getByRole('button', { name: /Choose different image|Choose an image/ })
    .first()
    .click();
  await page.getByText('committed-photo.jpg').click();
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await publish(page);
  const file = path.join(site.dir, 'content', 'blog', `${post.slug}.md`);
  await expect.poll(() => savedText(file), { timeout: 15_000 }).toContain('committed-photo.jpg');
  const dist = path.join(site.dir, 'dist', 'client');
  const article = path.join(dist, 'blog', post.slug, 'index.html');
  // The served site has the post with its photo, and no rebuild is under way that could replace it mid-scan.
  const built = () => {
    try {
      return rebuildsDone() && fs.readFileSync(article, 'utf8').includes('committed-photo');
    } catch {
      return false; // the new build is being put in place
    }
  };
  await expect.poll(built, { timeout: 120_000 }).toBe(true);
  expect(fs.existsSync(path.join(dist, 'images', 'blog', 'committed-photo.jpg'))).toBe(true);
  expect(await metadataIn(dist)).toEqual([]);
});

test.describe('with decap-server in Git mode and the editorial workflow', () => {
  let gitSite: AdminSite;
  test.beforeAll(async ({ editorSites }) => {
    test.setTimeout(240_000);
    gitSite = await editorSites.fresh('git');
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
    await expect.poll(() => savedText(path.join(gitSite.dir, 'content', 'faqs.yaml'))).toBe(fileBefore);
    expect(gitSite.git('config', 'branch.cms/pages/faqs.description').trim()).toBe('decap-cms/draft');
  });

  test('a draft opened again later saves a second change onto its branch; one saved meanwhile by another is kept', async ({
    page,
  }) => {
    const draftAnswer = () =>
      (parse(gitSite.git('show', 'cms/pages/faqs:content/faqs.yaml')) as { items: { answer: string }[] }).items[0]
        ?.answer;
    const first = draftAnswer();
    expect(first).toMatch(/^Proposed in the editorial workflow/);
    await page.goto(`${gitSite.url}/admin/`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Pages and settings').first()).toBeVisible();
    await page.goto(`${gitSite.url}/admin/#/collections/pages/entries/faqs`);
    await expandItem(page, 0);
    const answer = page.locator('textarea[id^="answer-field"]').first();
    await expect(answer).toHaveValue(first!);
    const second = `${first} And a second sentence, added later.`;
    await answer.fill(second);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(draftAnswer, { timeout: 15_000 }).toBe(second);
    await expect(page.getByText('Changed by someone else since you opened it')).toHaveCount(0);

    // Another editor then saves the same draft (a commit on its branch): this tab's next save,
    // which would overwrite theirs, is refused with both versions shown.
    const draftQuestion = () =>
      (parse(gitSite.git('show', 'cms/pages/faqs:content/faqs.yaml')) as { items: { question: string }[] }).items[0]
        ?.question;
    const question = draftQuestion()!;
    const theirs = gitSite
      .git('show', 'cms/pages/faqs:content/faqs.yaml')
      .replace(`question: ${question}`, 'question: Their question, saved meanwhile?');
    commitOnBranch(gitSite.dir, 'cms/pages/faqs', 'content/faqs.yaml', theirs);
    expect(draftQuestion()).toBe('Their question, saved meanwhile?');
    await answer.fill(`${second} A third sentence.`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Changed by someone else since you opened it' })).toBeVisible();
    expect(draftQuestion()).toBe('Their question, saved meanwhile?');
    expect(draftAnswer()).toBe(second);
  });
});
