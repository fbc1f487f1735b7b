// Campaign landing pages in the browser: the example page (content/landing/, a draft, so it is
// in the e2e site because that site is a preview build) draws every section type with the site's
// components, hydrates its calculator and form when wanted, is axe clean with both running, says
// what it is in its head, and a lead sent from it names it as landing and form page in the
// stored row, the owner's e-mail and the weekly report.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { checkContent, type SiteLanding } from '../src/content/index.ts';
import type { LandingBlock } from '../src/content/load.ts';
import { SECTION_TYPES } from '../src/content/schemas/landing.ts';
import { MIN_FILL_MS } from '../src/islands/ContactForm.tsx';
import { faqsOf } from '../src/lib/landing.ts';
import { leadReport } from '../src/lib/lead-report.ts';
import { absoluteUrl, siteOrigin } from '../src/lib/seo.ts';
import { BACKEND_CALLS, decoded, humanCheckSolved, mailbox, readTable, visitorAddress } from './leads.ts';
import { ONE_VIEWPORT } from './viewports.ts';

const content = checkContent().content!;
/** The example page: the one that uses every section type. */
const example = content.landing.find((p) => SECTION_TYPES.every((type) => p.sections.some((s) => s.type === type)));
const path = `/${example?.slug}`;
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('the e2e site has the example landing page, which uses every section type', () => {
  expect(example, 'a page in content/landing/ with every section type (the e2e site is a preview build)').toBeDefined();
});

type Check = (section: Locator, block: LandingBlock, page: Page) => Promise<void>;
const block = <T extends LandingBlock['type']>(b: LandingBlock) => b as Extract<LandingBlock, { type: T }>;
const cards =
  (kind: 'services' | 'industries'): Check =>
  async (section, b) => {
    const { items } = block<typeof kind>(b);
    await expect(section.locator('article.card')).toHaveCount(items.length);
    for (const slug of items) await expect(section.locator(`a[href="/${kind}/${slug}"]`)).toHaveCount(1);
  };

/** What each type of section must show, found in its element (the id its anchor names). */
const CHECKS: Record<LandingBlock['type'], Check> = {
  hero: async (section, b) => {
    const hero = block<'hero'>(b);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(section.getByRole('link', { name: hero.primaryCta.label })).toHaveAttribute(
      'href',
      hero.primaryCta.href,
    );
    await expect(section.getByRole('img', { name: hero.imageAlt })).toBeVisible();
  },
  services: cards('services'),
  industries: cards('industries'),
  stats: async (section, b) => {
    for (const stat of block<'stats'>(b).items)
      await expect(section.getByText(stat.label, { exact: true })).toBeVisible();
  },
  testimonials: async (section, b) => {
    const { names } = block<'testimonials'>(b);
    await expect(section.locator('figure.card')).toHaveCount(names.length);
    for (const name of names) await expect(section.getByText(name, { exact: true })).toBeVisible();
  },
  'case-study': async (section, b) => {
    const study = content.caseStudies.find((s) => s.slug === block<'case-study'>(b).study)!;
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(study.hero.title);
    await expect(section.locator(`a[href="/industries/${study.slug}"]`)).toBeVisible();
  },
  faq: async (section, b) => {
    const questions = faqsOf(block<'faq'>(b), content.faqs.items);
    await expect(section.locator('details[data-faq-item]')).toHaveCount(questions.length);
    await expect(section.locator('details[open]')).toHaveCount(1);
    for (const f of questions) await expect(section.getByText(f.question, { exact: true })).toBeVisible();
  },
  'roi-calculator': async (section) => {
    const island = section.locator('[data-island="RoiCalculator"]');
    await expect(island).toHaveAttribute('data-hydrated', 'true'); // it came near the viewport
    const employees = section.getByRole('slider', { name: content.home.roi.labels.employees });
    const monthly = section.locator('[data-roi-result="monthlyRoi"]');
    const before = await monthly.textContent();
    await employees.focus();
    await employees.press('ArrowRight');
    await expect(monthly).not.toHaveText(before!);
  },
  text: async (section, b) => {
    const links = [...block<'text'>(b).html.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) await expect(section.locator(`.prose a[href="${href}"]`)).toBeVisible();
  },
  'call-to-action': async (section, b) => {
    const band = block<'call-to-action'>(b);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(band.title);
    await expect(section.getByRole('link', { name: band.cta.label })).toHaveAttribute('href', band.cta.href);
    await expect(section.locator(`a[href="tel:${content.site.contact.phones[0]!.tel}"]`)).toBeVisible();
  },
  'contact-form': async (section, b) => {
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(block<'contact-form'>(b).title);
    const first = section.getByRole('textbox', { name: content.contact.form.labels.firstName, exact: true });
    await first.focus(); // the form hydrates once the visitor starts using it
    await expect(section.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', 'true');
  },
};

test.describe('the example landing page', () => {
  test('draws every section, in order, with the site components, and its islands hydrate when wanted', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The page runs an experiment on its hero: a random number of 0 picks variant a, the hero as
    // the file writes it (e2e/experiments.spec.ts checks the split itself).
    await page.addInitScript(() => {
      crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T) =>
        (array instanceof Uint32Array ? array.fill(0) : array) as T;
    });
    await page.goto(path);
    // One element per section, in the order of the file (a selector list matches in page order).
    const ids = example!.sections.map((s) => s.id);
    const found = await page
      .locator(ids.map((id) => `main #${id}`).join(', '))
      .evaluateAll((els) => els.map((e) => e.id));
    expect(found).toEqual(ids);
    // Nothing hydrates at load: the calculator is far down, the form waits for the visitor.
    await expect(page.locator('[data-hydrated]')).toHaveCount(0);
    for (const section of example!.sections) {
      const element = page.locator(`#${section.id}`);
      await element.scrollIntoViewIfNeeded();
      await CHECKS[section.type](element, section, page);
    }
  });

  test('is axe clean with the calculator and the form running', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.locator('#roi-calculator').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="RoiCalculator"]')).toHaveAttribute('data-hydrated', 'true');
    await page.locator('#contact-form input').first().focus();
    await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', 'true');
    const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
  });

  test(
    'says what it is in its head: title, description, canonical, noindex while a draft, JSON-LD',
    ONE_VIEWPORT,
    async ({ request }) => {
      const html = await (await request.get(path)).text();
      const page = example as SiteLanding;
      expect(html).toContain(`<title>${content.site.seo.titleTemplate.replace('%s', page.title)}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(siteOrigin(content), path)}"/>`);
      expect(html.includes('<meta name="robots" content="noindex, follow"/>')).toBe(
        page.status !== 'live' || page.noindex,
      );
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as { '@type': string; mainEntity?: { name: string }[] },
      );
      expect(jsonLd.map((d) => d['@type'])).toEqual(['ProfessionalService', 'WebPage', 'FAQPage']);
      const questions = page.sections.flatMap((s) => (s.type === 'faq' ? faqsOf(s, content.faqs.items) : []));
      expect(jsonLd[2]!.mainEntity!.map((q) => q.name)).toEqual(questions.map((q) => q.question));
      if (page.status === 'draft') expect(html).toContain(`data-post-status="draft">${content.ui.article.draft}<`);
    },
  );
});

test(
  'a lead sent from a landing page names it as landing and form page: stored, e-mailed, reported',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const copy = content.contact.form;
    const address = visitorAddress(testInfo);
    await page.route(BACKEND_CALLS, (route) =>
      route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
    );
    // The form's fill-time check reads the page's clock: it stands still until the test moves it.
    const start = Date.UTC(2025, 0, 6, 9);
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 60_000);
    // A campaign link as a newsletter would write it: the address with a slash, and utm labels.
    await page.goto(`${path}/?utm_source=linkedin&utm_campaign=spring-menu`);
    const form = page.locator('#contact-form form[data-contact-form]');
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    await field(copy.labels.firstName).focus();
    await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', 'true');
    await humanCheckSolved(page);
    const email = `landing-${testInfo.repeatEachIndex}-${Date.now()}@example.com`;
    await field(copy.labels.firstName).fill('Rosa');
    await field(copy.labels.lastName).fill('Marino');
    await field(copy.labels.email).fill(email);
    await field(copy.labels.message).fill('We want online booking for our trattoria before the spring menu.');
    await page.clock.fastForward(MIN_FILL_MS);
    await form.getByRole('button', { name: copy.submit }).click();
    await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();

    const rows = await readTable<{
      email: string;
      created_at: string;
      landing_page: string;
      form_page: string;
      utm_source: string;
      referrer: null;
    }>(page, 'contacts');
    const row = rows.find((r) => r.email === email);
    expect(row).toMatchObject({ landing_page: `${path}/`, form_page: `${path}/`, utm_source: 'linkedin' });

    const line = `Came from: LinkedIn / spring-menu, landed on ${path}/, sent from ${path}/`;
    const owner = () =>
      mailbox().find(
        (m) => m.text.includes(`<${email}>`) && m.text.includes(`\r\nTo: ${content.site.notifications.leadsTo}`),
      );
    await expect.poll(() => owner() !== undefined, { timeout: 30_000 }).toBe(true);
    expect(decoded(owner()!.text)).toContain(line);

    // The report `npm run contacts -- --report` prints, over the stored rows (the CLI itself cannot
    // open the database while the e2e server holds it): the campaign page is one landing page.
    const report = leadReport(
      rows.map((r) => ({ ...r, created_at: new Date(r.created_at), utm_source: r.utm_source ?? null })),
      new Date(Date.now() + 60_000),
    );
    const landing = report.landingPages.find((p) => p.page === path);
    expect(landing?.leads).toBeGreaterThanOrEqual(1);
    expect(report.landingPages.some((p) => p.page === `${path}/`)).toBe(false);
  },
);
