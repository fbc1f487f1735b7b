// An experiment and messages on the example landing page (content/landing/, a draft, so it is in
// the e2e site, a preview build), in the browser: the pre-paint script shows each variant by its
// share, before the first paint (no layout shift), storing nothing; a visitor without
// JavaScript gets variant a; an ad's campaign words show the editor's matching headline, and
// any other words the page's own. With SHOTS_DIR set, it saves a picture of each.
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';
import { FIRST_TOUCH_KEY } from '../src/lib/first-touch-key.ts';
import { changedHero } from '../src/lib/hero-copies.ts';
import { heroOf } from '../src/lib/landing.ts';
import { loadsOf } from './experiment-loads.ts';
import { ONE_VIEWPORT } from './viewports.ts';

const content = checkContent().content!;
const example = content.landing.find((p) => p.experiment && p.messages.length)!;
const address = `/${example?.slug}`;
const hero = heroOf(example.sections)!;
const titles = Object.fromEntries(example.experiment!.variants.map((v) => [v.key, changedHero(hero, v.hero).title]));
const message = example.messages[0]!;

/** The headlines a visitor sees: the visible h1s (exactly one when all is well). */
const visibleHeadlines = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1')].filter((h) => h.checkVisibility()).map((h) => h.textContent?.trim()),
  );

/**
 * Loads of the page that fetch only what the choice needs: the HTML, the stylesheet and the
 * pre-paint script, each fetched from the site once and then answered from memory (pictures,
 * fonts and the module scripts would only make many loads slow; the choice does not need them).
 */
async function leanLoads(context: BrowserContext): Promise<void> {
  const kept = new Map<string, Promise<{ body: Buffer; headers: Record<string, string>; status: number }>>();
  await context.route('**/*', async (route) => {
    const request = route.request();
    const type = request.resourceType();
    const wanted =
      type === 'document' ||
      type === 'stylesheet' ||
      (type === 'script' && request.url().includes('/assets/pre-paint.'));
    if (!wanted) return route.abort();
    const url = request.url();
    if (!kept.has(url))
      kept.set(
        url,
        route.fetch().then(async (r) => ({ body: await r.body(), headers: r.headers(), status: r.status() })),
      );
    return route.fulfill(await kept.get(url)!);
  });
}

async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  await page.screenshot({ path: path.join(process.env.SHOTS_DIR, name) });
}

test.describe('an experiment on a landing page', ONE_VIEWPORT, () => {
  test('the e2e site has the example page with a running experiment of two headlines and a message', () => {
    expect(example.experimentRuns).toBe(true);
    expect(example.experiment!.variants.map((v) => v.share)).toEqual([50, 50]);
    expect(titles.a).not.toBe(titles.b);
  });

  test('shows each load one variant and only its headline, and both variants come up', async ({ page }) => {
    // 40 real loads of the page (e2e/experiment-loads.ts): at shares of 50 %, 40 loads miss a
    // variant once in 10¹¹. That the variants come up by their shares is proved on the shipped
    // script over 50,000 views (tests/lib/pre-paint-shares.test.ts).
    // Real loads: on a busy machine they take longer than a test's usual limit.
    test.setTimeout(120_000);
    const loads = await loadsOf(page, address, 40);
    expect(loads).toHaveLength(40);
    for (const load of loads) {
      expect(load.experiment).toBe(example.experiment!.name);
      expect(load.headlines).toEqual([titles[load.variant!]]);
    }
    expect(new Set(loads.map((load) => load.variant))).toEqual(new Set(['a', 'b']));
  });

  test('shows the chosen variant from the first paint: no layout shift, and nothing stored', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const shifts: Record<string, number> = {};
    // Loads until both variants have been seen (each is 1/2 a load: 40 loads miss one once in 10¹¹).
    for (let i = 0; i < 40 && Object.keys(shifts).length < 2; i++) {
      await page.goto(address, { waitUntil: 'load' });
      const variant = (await page.locator('html').getAttribute('data-variant'))!;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[variant]!);
      shifts[variant] = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            const observer = new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
            });
            observer.observe({ type: 'layout-shift', buffered: true });
            // Two frames: the buffered entries are delivered by then.
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                for (const entry of observer.takeRecords()) total += (entry as unknown as { value: number }).value;
                observer.disconnect();
                resolve(total);
              }),
            );
          }),
      );
      await shot(page, `variant-${variant}.png`);
    }
    expect(shifts).toEqual({ a: 0, b: 0 });
    // No cookie and nothing in localStorage; sessionStorage holds only the visit's first touch
    // (src/client/attribution.ts, for the contact form), which names no variant.
    const stored = await page.evaluate(() => ({
      cookie: document.cookie,
      local: localStorage.length,
      session: Object.fromEntries(Object.entries(sessionStorage)),
    }));
    expect(stored.cookie).toBe('');
    expect(stored.local).toBe(0);
    expect(Object.keys(stored.session).filter((key) => key !== FIRST_TOUCH_KEY)).toEqual([]);
    expect(JSON.stringify(stored.session)).not.toMatch(/variant|experiment/);
    expect((await context.cookies()).length).toBe(0);
    await context.close();
  });

  test('the pre-paint script alone stores nothing at all', async ({ browser }) => {
    const context = await browser.newContext();
    await leanLoads(context);
    const page = await context.newPage();
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('data-variant', /^[ab]$/);
    expect(await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).toEqual([
      '',
      0,
      0,
    ]);
    await context.close();
  });

  test('a visitor without JavaScript gets the same HTML, and variant a', async ({ browser, request }) => {
    const first = await (await request.get(address)).text();
    const second = await (await request.get(address)).text();
    expect(second).toBe(first);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(address);
    expect(await page.locator('html').getAttribute('data-variant')).toBeNull();
    expect(await visibleHeadlines(page)).toEqual([titles.a]);
    // What search engines and link previews read is variant a's.
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', hero.imageAlt);
    await context.close();
  });
});

test.describe('messages matched to the ad', ONE_VIEWPORT, () => {
  test('?utm_campaign=restaurant-booking shows the editor’s matching headline and paragraph', async ({ page }) => {
    await page.goto(`${address}?utm_campaign=${message.key}`);
    await expect(page.locator('html')).toHaveAttribute('data-match', message.key);
    // A matched visit takes no part in the experiment.
    expect(await page.locator('html').getAttribute('data-variant')).toBeNull();
    expect(await visibleHeadlines(page)).toEqual([message.title]);
    await expect(page.getByText(message.text!, { exact: true })).toBeVisible();
    await shot(page, 'match.png');
    // The campaign's other words, written as an ad system sends them, show it too.
    await page.goto(`${address}?utm_term=${encodeURIComponent(message.words[0]!).replace(/%20/g, '+')}`);
    expect(await visibleHeadlines(page)).toEqual([message.title]);
  });

  test('?utm_campaign=<script> shows the page’s own words and nothing of the address', async ({ page }) => {
    const words = '<script>alert(1)</script>';
    await page.goto(`${address}?utm_campaign=${encodeURIComponent(words)}&m=${encodeURIComponent('"><b>x')}`);
    expect(await page.locator('html').getAttribute('data-match')).toBeNull();
    const [headline] = await visibleHeadlines(page);
    expect([titles.a, titles.b]).toContain(headline);
    const body = await page.locator('body').innerHTML();
    expect(body).not.toContain('alert(1)');
    expect(body).not.toContain('<b>x');
  });
});
