// Site search on the built site: Pagefind's index of the pre-rendered pages, the search page at
// /search (?q= in the address, a live count, a message when nothing matches), the header's link
// on every screen size, the security policy it runs under, and how fast results appear.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { CONSENT_KEY } from '../src/client/consent.ts';
import { PAGE_SIZE } from '../src/client/search.ts';
import { checkContent } from '../src/content/index.ts';
import { findRoute, SEARCH_KINDS } from '../src/content/routes.ts';
import { resultCountText } from '../src/lib/site-search.ts';
import { joinedWords } from '../tests/content/search-index.ts';
import { holdLateScripts } from './hold-scripts.ts';
import { watchForProblems } from './page-problems.ts';
import { ROUTES } from './routes.ts';
import { ONE_VIEWPORT } from './viewports.ts';

const content = checkContent().content!;
const copy = content.search;
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const vibeArticles = content.posts.filter((p) => /vibe/i.test(p.title)).map((p) => `/blog/${p.slug}`);

const field = (page: Page) => page.getByRole('searchbox', { name: copy.label });
const status = (page: Page) => page.getByRole('main').getByRole('status');
const results = (page: Page) => page.locator('[data-search-results] > li');
/** The address each result links to. */
const resultLinks = (page: Page) =>
  results(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

test('/search/?q=vibe lists both vibe articles, and no page outside the index', async ({ page }) => {
  expect(vibeArticles).toHaveLength(2);
  const problems = await watchForProblems(page);
  await page.goto('/search/?q=vibe');
  await expect(field(page)).toHaveValue('vibe');
  await expect(field(page)).not.toBeFocused(); // a shared search shows its results, no keyboard
  await expect.poll(() => resultLinks(page)).toEqual(expect.arrayContaining(vibeArticles));
  const links = await resultLinks(page);
  expect(links.length).toBeLessThan(PAGE_SIZE); // all of them are shown, and counted
  await expect(status(page)).toHaveText(resultCountText(copy.results, links.length, 'vibe'));
  // Every result is a page of a kind search finds: no header, footer, home or contact page.
  const searchable: string[] = Object.keys(SEARCH_KINDS);
  for (const href of links) expect(searchable, href).toContain(findRoute(ROUTES, href)?.kind);
  // A result: its title links to the page, says what kind of page it is, and shows the words found.
  const post = content.posts.find((p) => `/blog/${p.slug}` === vibeArticles[0])!;
  const item = results(page).filter({ has: page.getByRole('link', { name: post.title, exact: true }) });
  await expect(item.getByRole('heading', { level: 2 })).toHaveText(post.title);
  await expect(item.locator('[data-result-kind]')).toHaveText(copy.kinds.article);
  await expect(item.locator('[data-result-excerpt] mark').first()).toHaveText(/vibe/i);
  expect(problems).toEqual([]);
});

test(
  'results follow the typing, and the words stay in the address without adding to the history',
  ONE_VIEWPORT,
  async ({ page }) => {
    await page.goto('/search');
    const study = content.caseStudies.find((s) => s.slug === 'restaurants')!;
    const before = await page.evaluate(() => history.length);
    await field(page).pressSequentially('restaurant');
    await expect(page).toHaveURL(/\/search\?q=restaurant$/);
    await expect(results(page).getByRole('link', { name: study.hero.title, exact: true })).toBeVisible();
    expect(await resultLinks(page)).toContain('/industries/restaurants');
    expect(await page.evaluate(() => history.length)).toBe(before);
    // Emptied, the field clears the results and the address.
    await field(page).fill('');
    await expect(results(page)).toHaveCount(0);
    await expect(status(page)).toHaveText('');
    await expect(page).toHaveURL(/\/search$/);
    // The address is a shareable search: opened again, it shows the same results.
    await field(page).fill('restaurant');
    await expect(page).toHaveURL(/\?q=restaurant$/);
    await page.reload();
    await expect(field(page)).toHaveValue('restaurant');
    await expect(results(page).getByRole('link', { name: study.hero.title, exact: true })).toBeVisible();
  },
);

test('a search with no match says so, with a link to the blog', ONE_VIEWPORT, async ({ page }) => {
  await page.goto('/search?q=zebracornflake');
  await expect(status(page)).toHaveText(resultCountText(copy.results, 0, 'zebracornflake'));
  await expect(results(page)).toHaveCount(0);
  const hint = page.locator('[data-search-empty]');
  await expect(hint).toBeVisible();
  await expect(hint.getByRole('link', { name: copy.noResultsLink })).toHaveAttribute('href', '/blog');
  // A search that finds something again hides the message.
  await field(page).fill('vibe');
  await expect(results(page).first()).toBeVisible();
  await expect(hint).toBeHidden();
});

test('search from the header, on a phone and on a large screen', async ({ page, isMobile }) => {
  await page.goto('/about');
  if (isMobile) {
    await page.getByRole('button', { name: content.ui.header.menuButton }).click();
    await page
      .getByRole('navigation', { name: content.ui.header.mobileMenu })
      .getByRole('link', { name: content.ui.header.search })
      .click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: content.ui.header.search, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/search$/);
  // Ready to type: on a phone the keyboard comes up without a second tap.
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('vibe');
  await expect(status(page)).toHaveText(/“vibe”/);
  await results(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/vibe-/);
});

test(
  'excerpts start at a word, after an ellipsis inside the text, and no two words run together',
  ONE_VIEWPORT,
  async ({ page }) => {
    // Words found in the middle of case studies and articles, beside their figures and lists.
    for (const query of ['booking', 'hours']) {
      await page.goto(`/search/?q=${query}`);
      const excerpts = page.locator('[data-result-excerpt]');
      await expect(excerpts.first()).toBeVisible();
      for (const excerpt of await excerpts.allTextContents()) {
        expect(excerpt).toMatch(/^(… )?[\p{L}\p{N}$]/u);
        expect(excerpt).toMatch(/^… |[.!?…]$/); // the page's first words, or an ellipsis
        expect(joinedWords(excerpt)).toEqual([]);
      }
    }
  },
);

test('the blog links to the search', ONE_VIEWPORT, async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: content.ui.blog.searchLink }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test(
  'keyboard and screen reader: labelled field, Enter searches, the count is announced, results are links',
  ONE_VIEWPORT,
  async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('link', { name: content.site.skipLinkLabel }).focus();
    await field(page).focus();
    await page.keyboard.type('automation');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=automation$/); // searched in place: no reload to lose the page
    await expect(status(page)).toHaveText(/“automation”/);
    await expect(results(page).first()).toBeVisible();
    await page.keyboard.press('Tab'); // the search button
    await page.keyboard.press('Tab');
    await expect(results(page).getByRole('link').first()).toBeFocused();
    // More than one screenful: "show more" adds the next results and moves the keyboard to them.
    const total = Number(/\d+/.exec((await status(page).textContent()) ?? '')?.[0]);
    expect(total).toBeGreaterThan(PAGE_SIZE);
    await expect(results(page)).toHaveCount(PAGE_SIZE);
    await page.getByRole('button', { name: copy.more }).click();
    await expect(results(page)).toHaveCount(Math.min(total, 2 * PAGE_SIZE));
    await expect(results(page).nth(PAGE_SIZE).getByRole('link')).toBeFocused();
  },
);

test('Enter pressed while the search loads searches in place once it has', ONE_VIEWPORT, async ({ page }) => {
  const scripts = await holdLateScripts(page);
  await page.goto('/search');
  await scripts.asked;
  await field(page).fill('automation');
  await field(page).press('Enter');
  await expect(page).toHaveURL(/\/search$/); // kept, not sent: no reload
  scripts.release();
  await expect(status(page)).toHaveText(/“automation”/);
  await expect(page).toHaveURL(/\/search\?q=automation$/);
  await expect(field(page)).toBeFocused();
});

test('axe finds nothing on the search page with results, and with none', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_KEY);
  for (const query of ['vibe', 'zebracornflake']) {
    await page.goto(`/search?q=${query}`);
    await expect(status(page)).toHaveText(new RegExp(`“${query}”`));
    const scan = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
  }
});

test(
  'Pagefind loads with the search page, under a policy that allows its WebAssembly there only',
  ONE_VIEWPORT,
  async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const problems = await watchForProblems(page);
    for (const path of ['/', '/blog', vibeArticles[0]!, '/about']) {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.headers()['content-security-policy'], path).not.toContain('wasm-unsafe-eval');
    }
    // No other page loads a byte of search.
    expect(requested.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);
    const search = await page.goto('/search', { waitUntil: 'networkidle' });
    expect(search?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
    expect(search?.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
    // Before anything is typed, Pagefind and its WebAssembly are here.
    expect(requested).toEqual(expect.arrayContaining(['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json']));
    expect(requested.some((p) => /^\/pagefind\/wasm\.[a-z-]+\.pagefind$/.test(p))).toBe(true);
    await field(page).fill('vibe');
    await expect(results(page).first()).toBeVisible();
    expect(problems).toEqual([]);
  },
);

test(
  'without JavaScript the field is a plain form that sends ?q= to the search page, which says what it needs',
  ONE_VIEWPORT,
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search');
    await field(page).fill('vibe');
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=vibe$/);
    // (Playwright's text matching skips <noscript>, so its text is read directly.)
    expect(await page.getByRole('main').locator('noscript').allTextContents()).toEqual([copy.noScript]);
    await context.close();
  },
);

test('results appear within 300 ms of typing (median of three searches)', ONE_VIEWPORT, async ({ page }, testInfo) => {
  await page.goto('/search', { waitUntil: 'networkidle' });
  // In the page: when the last key press of a word happened, and when its results were put in.
  await page.evaluate(() => {
    const timing = { typed: 0, shown: [] as number[] };
    (window as unknown as { timing: typeof timing }).timing = timing;
    document.querySelector('input[name="q"]')!.addEventListener('input', () => {
      timing.typed = performance.now();
    });
    new MutationObserver((changes) => {
      if (changes.some((change) => change.addedNodes.length)) timing.shown.push(performance.now());
    }).observe(document.querySelector('[data-search-results]')!, { childList: true });
  });
  const latencies: number[] = [];
  for (const word of ['restaurant', 'chatbot', 'marketing']) {
    await field(page).fill('');
    await field(page).pressSequentially(word, { delay: 40 });
    await expect(status(page)).toHaveText(new RegExp(`“${word}”`));
    await expect(results(page).first()).toBeVisible();
    latencies.push(
      await page.evaluate(() => {
        const { typed, shown } = (window as unknown as { timing: { typed: number; shown: number[] } }).timing;
        return Math.round(shown.find((t) => t >= typed)! - typed);
      }),
    );
  }
  testInfo.annotations.push({ type: 'latency', description: `${latencies.join(', ')} ms` });
  console.log(`search results after the last key press: ${latencies.join(', ')} ms`);
  expect(latencies.toSorted((a, b) => a - b)[1]).toBeLessThanOrEqual(300);
});

test('every result address is a page of the site', ONE_VIEWPORT, async ({ page }) => {
  await page.goto('/search?q=automation');
  await expect(status(page)).toHaveText(/“automation”/);
  for (const href of await resultLinks(page)) {
    expect(href).not.toMatch(/.\/$/); // the site's own form, without a trailing slash
    expect(findRoute(ROUTES, href), href).toBeDefined();
  }
});
