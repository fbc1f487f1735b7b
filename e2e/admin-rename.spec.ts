// Renames carry their references, and moves can be undone: a service renamed in /admin that a
// landing page and the 404 page choose is offered with both listed by title, and one save writes
// the service, both pages and the redirect, which `npm run check` passes; an industry renamed
// takes its case study to its new name in the same save; a landing page moved takes the links to
// it (in other entries and its own text) along; an article (named by another as next) moved and
// moved back, and the redirect list then emptied. On a temporary Git copy of this repository
// served by its own `npm start` (e2e/admin-site.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { parse } from 'yaml';
import { adminSiteForFile, listItemBars, publish, savedYaml, test } from './admin-site.ts';

// Two saves of the services page and four of articles and redirects, each with a rebuild of the
// copy after it, on a shared machine.
const adminSite = adminSiteForFile(300_000);

/** Signs in to the local backend and opens an editor address; page errors are collected. */
async function open(page: Page, hash: string): Promise<string[]> {
  const site = adminSite();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Pages and settings').first()).toBeVisible();
  await page.goto(`${site.url}/admin/${hash}`);
  return errors;
}

/** The files of each save the editor sends its backend (Decap's persistEntry), as they are sent. */
function watchSaves(page: Page): string[][] {
  const saves: string[][] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().includes('/api/v1/')) return;
    const body = request.postDataJSON() as { action?: string; params?: { dataFiles?: { path: string }[] } } | null;
    if (body?.action === 'persistEntry') saves.push((body.params?.dataFiles ?? []).map((file) => file.path));
  });
  return saves;
}

/** Opens a collapsed list field, found by its summary ("6 services"). */
async function expandList(page: Page, summary: RegExp) {
  await page
    .getByLabel('list field')
    .filter({ hasText: summary })
    .getByRole('button', { name: 'Expand' })
    .first()
    .click();
}

const read = (file: string) => fs.readFileSync(path.join(adminSite().dir, 'content', file), 'utf8');
/** The redirects as saved (an empty list while a save is writing the file: a poll reads it then). */
const redirectsNow = () =>
  savedYaml<{ redirects: { from: string; to: string }[] }>(path.join(adminSite().dir, 'content', 'redirects.yaml'))
    ?.redirects ?? [];
const addressField = (page: Page) => page.locator('input[id^="slug-field"]').first();
const check = () => execFileSync('npm', ['run', '--silent', 'check'], { cwd: adminSite().dir, stdio: 'pipe' });

test('a service renamed: the landing page and the 404 page that choose it are updated with the redirect, in one save', async ({
  page,
}) => {
  const landing = 'landing/restaurant-automation.yaml';
  const landingTitle = (parse(read(landing)) as { title: string }).title;
  const before = { landing: read(landing), notFound: read('not-found.yaml') };
  expect(before.landing).toContain('      - chatbots\n');
  const saves = watchSaves(page);
  const errors = await open(page, '#/collections/pages/entries/services');
  // The list is collapsed: opened, it shows every service's fields; rename the chatbots one.
  const index = (parse(read('services.yaml')) as { items: { slug: string }[] }).items.findIndex(
    (item) => item.slug === 'chatbots',
  );
  await expandList(page, /\d+ services/);
  const slug = page.locator('input[id^="slug-field"]').filter({ visible: true }).nth(index);
  await expect(slug).toHaveValue('chatbots');
  await slug.fill('ai-chatbots');
  await publish(page);

  const offer = page.getByRole('dialog', { name: 'This change takes a published address away' });
  await expect(offer.locator('pre')).toHaveText('  - { from: /services/chatbots, to: /services/ai-chatbots }');
  // The entries that choose it, by the titles the editor knows them by.
  const updated = offer.getByRole('list', { name: 'Entries updated with this save' });
  await expect(updated.getByRole('listitem')).toHaveText([
    `Landing page "${landingTitle}"`,
    'Pages and settings › Page not found (404)',
  ]);
  await offer.getByRole('button', { name: 'Add the redirect' }).click();
  await expect(offer).toBeHidden();

  // One save wrote the service, the redirect and both entries that choose it.
  await expect
    .poll(redirectsNow, { timeout: 15_000 })
    .toEqual([{ from: '/services/chatbots', to: '/services/ai-chatbots' }]);
  expect(saves).toEqual([
    ['content/services.yaml', 'content/redirects.yaml', `content/${landing}`, 'content/not-found.yaml'],
  ]);
  expect((parse(read('services.yaml')) as { items: { slug: string }[] }).items.map((i) => i.slug)).toContain(
    'ai-chatbots',
  );
  // Only the chosen name changed in each, every comment and line else as written.
  expect(read(landing)).toBe(before.landing.replace('      - chatbots\n', '      - ai-chatbots\n'));
  expect(read('not-found.yaml')).toBe(before.notFound.replace('  - chatbots\n', '  - ai-chatbots\n'));
  // The site's whole check passes on the copy, as it is after that one save.
  check();
  expect(errors).toEqual([]);
});

test('an industry renamed: its case study moves with it, and every entry that shows it is updated with the redirect, in one save', async ({
  page,
}) => {
  const landing = 'landing/restaurant-automation.yaml';
  const landingTitle = (parse(read(landing)) as { title: string }).title;
  const files = [landing, 'not-found.yaml', 'contact.yaml', 'case-studies/restaurants.yaml'];
  const before = new Map(files.map((file) => [file, read(file)]));
  const saves = watchSaves(page);
  const errors = await open(page, '#/collections/pages/entries/industries');
  const index = (parse(read('industries.yaml')) as { items: { slug: string }[] }).items.findIndex(
    (item) => item.slug === 'restaurants',
  );
  await expandList(page, /\d+ industries/i);
  const slug = page.locator('input[id^="slug-field"]').filter({ visible: true }).nth(index);
  await expect(slug).toHaveValue('restaurants');
  await slug.fill('restaurant-venues');
  await publish(page);

  const offer = page.getByRole('dialog', { name: 'This change takes a published address away' });
  await expect(offer.locator('pre')).toHaveText(
    '  - { from: /industries/restaurants, to: /industries/restaurant-venues }',
  );
  // Every entry the rename touches, by the titles the editor knows them by: the case study too.
  await expect(offer.getByRole('list', { name: 'Entries updated with this save' }).getByRole('listitem')).toHaveText([
    `Landing page "${landingTitle}"`,
    'Pages and settings › Page not found (404)',
    'Pages and settings › Contact page',
    'Case study "restaurants", renamed "restaurant-venues" with it',
  ]);
  await offer.getByRole('button', { name: 'Add the redirect' }).click();
  await expect(offer).toBeHidden();

  const studies = path.join(adminSite().dir, 'content', 'case-studies');
  await expect.poll(() => fs.existsSync(path.join(studies, 'restaurants.yaml')), { timeout: 15_000 }).toBe(false);
  // One save: the industries, the redirect, the three entries that choose it and the case study.
  expect(saves).toEqual([
    ['content/industries.yaml', 'content/redirects.yaml', ...files.map((file) => `content/${file}`)],
  ]);
  expect(redirectsNow()).toContainEqual({ from: '/industries/restaurants', to: '/industries/restaurant-venues' });
  expect(read('case-studies/restaurant-venues.yaml')).toBe(
    before.get('case-studies/restaurants.yaml')!.replace('\nslug: restaurants\n', '\nslug: restaurant-venues\n'),
  );
  // Only the chosen names and the link changed, every comment and line else as written.
  expect(read(landing)).toBe(
    before
      .get(landing)!
      .replace('    study: restaurants\n', '    study: restaurant-venues\n')
      .replace('](/industries/restaurants)', '](/industries/restaurant-venues)'),
  );
  expect(read('not-found.yaml')).toBe(
    before.get('not-found.yaml')!.replace('  - restaurants\n', '  - restaurant-venues\n'),
  );
  expect(read('contact.yaml')).toBe(
    before.get('contact.yaml')!.replace('    - restaurants\n', '    - restaurant-venues\n'),
  );
  // The site's whole check passes on the copy, as it is after that one save.
  check();
  expect(errors).toEqual([]);
});

test('an article moved and moved back: the redirect that would hide it is replaced, and the list can be emptied', async ({
  page,
}) => {
  const old = 'vibe-coding-future-development';
  const guide = 'blog/ai-automation-guide-2025.md';
  const guideBefore = read(guide);
  // The guide names the article as its next: the move carries it along.
  expect(guideBefore).toContain(`next: "${old}"`);
  const errors = await open(page, `#/collections/posts/entries/${old}`);
  await page.getByRole('button', { name: 'Move to a new address' }).click();
  await addressField(page).fill('vibe-coding');
  await publish(page);
  let offer = page.getByRole('dialog', { name: 'This change takes a published address away' });
  await expect(offer.getByRole('listitem')).toHaveText([/^Blog post "/]);
  await offer.getByRole('button', { name: 'Add the redirect' }).click();
  await expect(page).toHaveURL(/#\/collections\/posts\/entries\/vibe-coding$/);
  expect(read(guide)).toBe(guideBefore.replace(`next: "${old}"`, 'next: "vibe-coding"'));
  expect(redirectsNow()).toContainEqual({ from: `/blog/${old}`, to: '/blog/vibe-coding' });
  check();

  // Moved back: the old address is a page again, so its redirect goes and the new one's comes.
  await addressField(page).waitFor();
  await page.getByRole('button', { name: 'Move to a new address' }).click();
  await addressField(page).fill(old);
  await publish(page);
  offer = page.getByRole('dialog', { name: 'This change takes a published address away' });
  await expect(offer.locator('pre')).toHaveText(`  - { from: /blog/vibe-coding, to: /blog/${old} }`);
  await offer.getByRole('button', { name: 'Add the redirect' }).click();
  await expect(page).toHaveURL(new RegExp(`#/collections/posts/entries/${old}$`));
  expect(fs.existsSync(path.join(adminSite().dir, 'content', `blog/${old}.md`))).toBe(true);
  expect(fs.existsSync(path.join(adminSite().dir, 'content', 'blog/vibe-coding.md'))).toBe(false);
  expect(read(guide)).toBe(guideBefore);
  // No redirect leads away from the article's address, none in a loop or a chain.
  expect(redirectsNow()).toContainEqual({ from: '/blog/vibe-coding', to: `/blog/${old}` });
  expect(redirectsNow().filter((r) => r.from === `/blog/${old}` || r.to === '/blog/vibe-coding')).toEqual([]);
  check();

  // The redirect list emptied in /admin (each of its redirects removed): saved as an empty list,
  // which the check takes.
  const redirectsBefore = read('redirects.yaml');
  expect(redirectsBefore).toMatch(/^redirects: \[\{.*\}\]$/m);
  await page.goto(`${adminSite().url}/admin/#/collections/pages/entries/redirects`);
  await expandList(page, /\d+ redirects?/);
  const items = listItemBars(page).filter({ visible: true });
  await expect(items).toHaveCount(redirectsNow().length);
  for (let left = redirectsNow().length; left > 0; left--) {
    // The remove button is the last of a list entry's bar.
    await items.first().locator('button').last().click();
    await expect(items).toHaveCount(left - 1);
  }
  await publish(page);
  // Written as the file was, its guide comments kept: only the list's line changed. (The whole text
  // polled: decap-server writes in place, and a read can meet the file half written.)
  await expect
    .poll(() => read('redirects.yaml'), { timeout: 15_000 })
    .toBe(redirectsBefore.replace(/^redirects: \[.*\]$/m, 'redirects: []'));
  expect(parse(read('redirects.yaml'))).toEqual({ redirects: [], gone: [] });
  check();
  expect(errors).toEqual([]);
});

test('a question reworded that a landing page chooses: asked once, and the page is updated with it', async ({
  page,
}) => {
  const landing = 'landing/restaurant-automation.yaml';
  const question = 'How long does implementation take?';
  const reworded = 'How long does it take to set up?';
  const before = read(landing);
  expect(before).toContain(`      - ${question}\n`);
  const index = (parse(read('faqs.yaml')) as { items: { question: string }[] }).items.findIndex(
    (item) => item.question === question,
  );
  const saves = watchSaves(page);
  const errors = await open(page, '#/collections/pages/entries/faqs');
  await expandList(page, /\d+ faqs/i);
  const field = page.locator('input[id^="question-field"]').filter({ visible: true }).nth(index);
  await expect(field).toHaveValue(question);
  await field.fill(reworded);
  await publish(page);
  // No address goes, so no redirect: only the entry that uses the question is named.
  const offer = page.getByRole('dialog', { name: 'This change renames something other entries use' });
  await expect(offer.getByRole('listitem')).toHaveText([/^Landing page "/]);
  await offer.getByRole('button', { name: 'Save and update it' }).click();
  await expect.poll(() => read(landing), { timeout: 15_000 }).toBe(before.replace(question, reworded));
  expect(saves).toEqual([['content/faqs.yaml', `content/${landing}`]]);
  check();
  expect(errors).toEqual([]);
});

// Last: the other tests find the landing page at its first address.
test('a landing page moved: the links to it in other entries and in its own text lead to its new address, with the redirect, in one save', async ({
  page,
}) => {
  const old = 'restaurant-automation';
  const to = 'restaurants-chicago';
  const write = (file: string, text: string) => fs.writeFileSync(path.join(adminSite().dir, 'content', file), text);
  // The page published, and linked to as editors link: a button on the home page, a link in a
  // legal page whose words run onto a second line, and the page's own link to its questions.
  const own = `landing/${old}.yaml`;
  write(own, read(own).replace('\ndraft: true\n', '\ndraft: false\n').replace('](#faq)', `](/${old}#faq)`));
  write('home.yaml', read('home.yaml').replace('    href: /contact\n', `    href: /${old}#contact-form\n`));
  const policy = 'legal/privacy-policy.md';
  write(
    policy,
    read(policy).replace('\n## ', `\nRestaurants can first see [what we set up for a\nrestaurant](/${old}).\n\n## `),
  );
  check();
  const before = new Map([own, 'home.yaml', policy].map((file) => [file, read(file)]));
  const saves = watchSaves(page);
  const errors = await open(page, `#/collections/landing/entries/${old}`);
  await page.getByRole('button', { name: 'Move to a new address' }).click();
  await addressField(page).fill(to);
  await publish(page);

  const offer = page.getByRole('dialog', { name: 'This change takes a published address away' });
  await expect(offer.locator('pre')).toHaveText(`  - { from: /${old}, to: /${to} }`);
  const policyTitle = (parse(before.get(policy)!.split('---')[1]!) as { title: string }).title;
  await expect(offer.getByRole('list', { name: 'Entries updated with this save' }).getByRole('listitem')).toHaveText([
    'Pages and settings › Home page',
    `Legal page "${policyTitle}"`,
  ]);
  await offer.getByRole('button', { name: 'Add the redirect' }).click();
  await expect(page).toHaveURL(new RegExp(`#/collections/landing/entries/${to}$`));
  expect(saves).toEqual([[`content/${own}`, 'content/redirects.yaml', 'content/home.yaml', `content/${policy}`]]);
  expect(fs.existsSync(path.join(adminSite().dir, 'content', own))).toBe(false);
  // Each link leads to the new address, every other line as it was.
  // (A moved page's file names its address, as every move writes it.)
  expect(read(`landing/${to}.yaml`).replace(`\nslug: ${to}\n`, '\n')).toBe(
    before.get(own)!.replace(`](/${old}#faq)`, `](/${to}#faq)`),
  );
  expect(read('home.yaml')).toBe(before.get('home.yaml')!.replace(`/${old}#`, `/${to}#`));
  expect(read(policy)).toBe(before.get(policy)!.replace(`](/${old})`, `](/${to})`));
  expect(redirectsNow()).toContainEqual({ from: `/${old}`, to: `/${to}` });
  check();
  expect(errors).toEqual([]);
});
