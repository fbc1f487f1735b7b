// An experiment whose variant b replaces a whole section of a landing page, in the browser: the
// example landing page's variant b (a headline of its own) also shows a text in the FAQ's place.
// This edits the page in a temporary Git copy served by its own `npm start` (e2e/admin-site.ts),
// which renders the changed page again; nothing touches this working tree. The copy is a live
// build, so the page (a draft here) is published there. Each load shows its variant's section
// and only that one, by the variant's share; every variant is axe clean; a visitor without
// JavaScript gets variant a.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';
import { adminSiteForFile, test } from './admin-site.ts';
import { loadsOf } from './experiment-loads.ts';

const adminSite = adminSiteForFile();

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FILE = path.join('content', 'landing', 'restaurant-automation.yaml');
const PAGE = '/restaurant-automation';
const written = checkContent({ preview: true }).content!.landing.find((p) => p.slug === 'restaurant-automation')!;
const NAME = written.experiment!.name;
const SHARES = Object.fromEntries(written.experiment!.variants.map((v) => [v.key, v.share]));

// Variant b's section, after its last field (its button): the FAQ's place, taken by a text.
const B_HEADING = 'Ask us anything on a short call';
const SECTIONS = `      sections:
        - type: text
          heading:
            title: ${B_HEADING}
          body: |
            Every question you have, answered by a person in 30 minutes. [Book the call](#contact-form).
          replaces: faq
`;
/** Each variant's copy of the replaced section, by its id. */
const SECTION_OF = { a: 'faq', b: 'faq-b' } as const;

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  const site = adminSite();
  const file = path.join(site.dir, FILE);
  const before = fs.readFileSync(file, 'utf8');
  const marker = '\n# Headlines matched to the ad';
  expect(before).toContain(marker);
  expect(before).not.toContain('replaces:');
  fs.writeFileSync(file, before.replace('\ndraft: true\n', '\ndraft: false\n').replace(marker, `${SECTIONS}${marker}`));
  // The copy renders the page again: wait until it serves both copies of the FAQ's place.
  await expect
    .poll(async () => (await (await request.get(`${site.url}${PAGE}`)).text()).includes('id="faq-b"'), {
      timeout: 240_000,
      intervals: [1000],
    })
    .toBe(true);
});

/** The visible copies of the replaced section (exactly one when all is well). */
const visibleSections = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#faq, #faq-b')].filter((e) => e.checkVisibility()).map((e) => e.id),
  );

test('each load shows its variant’s section and only that one, and both variants come up', async ({ page }) => {
  // b's share is a half: 40 loads miss a variant once in 10¹¹. That the variants come up by their
  // shares is proved on the shipped script over 50,000 views (tests/lib/pre-paint-shares.test.ts).
  expect(SHARES).toEqual({ a: 50, b: 50 });
  const loads = await loadsOf(page, `${adminSite().url}${PAGE}`, 40, '#faq, #faq-b');
  expect(loads).toHaveLength(40);
  for (const load of loads) {
    expect(load.experiment).toBe(NAME);
    expect(load.shown).toEqual([SECTION_OF[load.variant as 'a' | 'b']]);
    expect(load.headlines).toHaveLength(1);
  }
  expect(new Set(loads.map((load) => load.variant))).toEqual(new Set(['a', 'b']));
});

test('every variant is axe clean, with its own section showing', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // scan the settled page, not a fade-in
  const seen = new Set<string>();
  // Loads until both variants have been seen (b's share is a half: 40 loads miss it once in 10¹²).
  for (let i = 0; i < 40 && seen.size < 2; i++) {
    await page.goto(`${adminSite().url}${PAGE}`);
    const variant = (await page.locator('html').getAttribute('data-variant')) as 'a' | 'b';
    if (seen.has(variant)) continue;
    seen.add(variant);
    expect(await visibleSections(page)).toEqual([SECTION_OF[variant]]);
    if (variant === 'b') await expect(page.getByRole('heading', { name: B_HEADING })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
  }
  expect([...seen].sort()).toEqual(['a', 'b']);
});

test('a visitor without JavaScript gets variant a’s section; no element id repeats', async ({ browser, request }) => {
  const url = `${adminSite().url}${PAGE}`;
  const html = await (await request.get(url)).text();
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  expect(await page.locator('html').getAttribute('data-variant')).toBeNull();
  expect(await visibleSections(page)).toEqual(['faq']);
  await expect(page.getByRole('heading', { name: B_HEADING })).toBeHidden();
  await context.close();
});
