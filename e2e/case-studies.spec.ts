// Case-study demos, operated with the keyboard alone: each answers on the page in its status
// region from the sample data in content. The clock is fixed so that "today" (the earliest date
// the date fields accept) is the same on every run.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { CONSENT_KEY } from '../src/client/consent.ts';
import { checkContent } from '../src/content/index.ts';
import type { PropertyFinderDemo, ReservationDemo, SpaBookingDemo } from '../src/content/schemas/demo.ts';
import { formatClock, formatDollars } from '../src/lib/format.ts';
import { holdLateScripts } from './hold-scripts.ts';
import { ONE_VIEWPORT } from './viewports.ts';

const { content } = checkContent();
const studies = content!.caseStudies;
const studyOf = <K extends string>(kind: K) => studies.find((s) => s.demo.kind === kind)!;
const TODAY = new Date('2026-12-01T10:00:00');

/** Follows "View Live Demo" from the keyboard and tabs into the demo's first control. */
async function openDemo(page: Page, path: string, label: string) {
  await page.clock.setFixedTime(TODAY);
  await page.goto(path);
  const link = page.getByRole('main').getByRole('link', { name: label }).first();
  await expect(link).toHaveAttribute('href', '#demo');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#demo$/);
  await page.keyboard.press('Tab');
}

/** Types a date into the focused date field (month, day, year segments, as en-US shows them). */
async function typeDate(page: Page, iso: string) {
  const [year, month, day] = iso.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
}

/** Presses Tab until the control has focus (a date field takes a Tab per segment), at most 5 times. */
async function tabTo(page: Page, control: Locator) {
  for (let i = 0; i < 5 && !(await control.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
}

/** A control of the demo form by its label. */
const control = (page: Page, label: string) => page.locator('form[data-demo]').getByLabel(label, { exact: true });

const answer = (page: Page) => page.locator('#demo-answer');

test('restaurant demo: a full slot offers free times, a free one confirms the table', async ({ page }) => {
  const study = studyOf('reservation');
  const demo = study.demo as ReservationDemo;
  // A table type that is full at some time when another one is free, both seating two.
  const pairs = demo.tables.flatMap((full) =>
    full.full.flatMap((time) =>
      demo.tables.filter((t) => t.seats >= 2 && !t.full.includes(time)).map((free) => ({ full, free, time })),
    ),
  );
  const { full, free, time } = pairs.find((p) => p.full.seats >= 2)!;
  await openDemo(page, `/industries/${study.slug}`, study.liveDemo.label);

  await expect(control(page, demo.labels.date)).toBeFocused();
  await typeDate(page, '2026-12-12');
  await tabTo(page, control(page, demo.labels.time));
  await page.keyboard.type(formatClock(time));
  await page.keyboard.press('Tab'); // party size keeps its default of 2
  await page.keyboard.press('Tab');
  await expect(control(page, demo.labels.table)).toBeFocused();
  await page.keyboard.type(full.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Window seat if possible');
  await tabTo(page, page.getByRole('button', { name: demo.button }));
  await page.keyboard.press('Enter');

  await expect(answer(page)).toHaveAttribute('role', 'status');
  await expect(answer(page)).toContainText(demo.fullTitle);
  await expect(answer(page).locator('li').first()).toBeVisible();
  const offered = await answer(page).locator('li').allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  expect(offered).not.toContain(formatClock(time));

  await control(page, demo.labels.table).focus();
  await page.keyboard.type(free.name);
  await tabTo(page, page.getByRole('button', { name: demo.button }));
  await page.keyboard.press('Enter');
  await expect(answer(page)).toContainText(demo.confirmedTitle);
  await expect(answer(page)).toContainText(`${free.name} for 2 guests on December 12, 2026`);
  await expect(answer(page)).toContainText('Window seat if possible');
});

test('restaurant demo: a date before today is refused by the form, not answered', ONE_VIEWPORT, async ({ page }) => {
  const study = studyOf('reservation');
  const demo = study.demo as ReservationDemo;
  await openDemo(page, `/industries/${study.slug}`, study.liveDemo.label);
  await expect(control(page, demo.labels.date)).toHaveAttribute('min', '2026-12-01');
  await typeDate(page, '2026-11-30');
  await page.keyboard.press('Enter');
  await expect(answer(page)).toContainText(demo.waiting);
  expect(await control(page, demo.labels.date).evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow)).toBe(
    true,
  );
});

test(
  'property finder demo: matching listings and the lead grade from the two questions',
  ONE_VIEWPORT,
  async ({ page }) => {
    const study = studyOf('propertyFinder');
    const demo = study.demo as PropertyFinderDemo;
    const budget = 2500;
    const expected = demo.listings.filter((l) => l.deal === 'rent' && l.price <= budget);
    expect(expected.length).toBeGreaterThan(0);
    await openDemo(page, `/industries/${study.slug}`, study.liveDemo.label);

    await expect(control(page, demo.labels.city)).toBeFocused(); // "any city" stays chosen
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: demo.labels.buy })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: demo.labels.rent })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(budget));
    await page.keyboard.press('Tab'); // bedrooms: any
    await page.keyboard.press('Tab');
    await expect(control(page, demo.questions[0]!.label)).toBeFocused();
    const last = demo.questions[0]!.options.at(-1)!;
    await page.keyboard.type(last.label);
    await tabTo(page, page.getByRole('button', { name: demo.button }));
    await page.keyboard.press('Enter');

    await expect(answer(page)).toContainText(`${expected.length} homes match`);
    for (const listing of expected) await expect(answer(page)).toContainText(listing.title);
    const points = last.points + demo.questions.slice(1).reduce((sum, q) => sum + q.options[0]!.points, 0);
    const grade = [...demo.grades].reverse().find((g) => points >= g.minPoints)!;
    await expect(answer(page)).toContainText(grade.label);
    await expect(answer(page)).toContainText(demo.story);
  },
);

test(
  'spa demo: a summary with the treatment, its end time and the price from the price list',
  ONE_VIEWPORT,
  async ({ page }) => {
    const study = studyOf('spaBooking');
    const demo = study.demo as SpaBookingDemo;
    const offer = study.offers!.items[1]!;
    await openDemo(page, `/industries/${study.slug}`, study.liveDemo.label);

    await expect(control(page, demo.labels.treatment)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(control(page, demo.labels.treatment)).toHaveValue('1');
    await page.keyboard.press('Tab');
    await typeDate(page, '2026-12-04');
    await tabTo(page, control(page, demo.labels.time));
    await page.keyboard.type(formatClock(demo.times[1]!));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: demo.button })).toBeFocused();
    await page.keyboard.press('Space');

    await expect(answer(page)).toContainText(demo.summaryTitle);
    await expect(answer(page)).toContainText(`${offer.name} on December 4, 2026`);
    await expect(answer(page)).toContainText(`(${offer.minutes} minutes)`);
    await expect(answer(page)).toContainText(formatDollars(offer.price));
  },
);

test.describe('without JavaScript', ONE_VIEWPORT, () => {
  test.use({ javaScriptEnabled: false });
  test('a demo form sends nothing and keeps its values out of the address', async ({ page }) => {
    const study = studyOf('spaBooking');
    const demo = study.demo as SpaBookingDemo;
    const requests: string[] = [];
    await page.goto(`/industries/${study.slug}`);
    page.on('request', (r) => {
      if (!r.url().endsWith('/favicon.svg')) requests.push(r.url()); // the browser asks for the icon late
    });
    await control(page, demo.labels.date).fill('2030-01-10');
    await page.getByRole('button', { name: demo.button }).click();
    await expect(page.locator('#demo-answer')).toContainText(demo.waiting);
    expect(page.url()).not.toContain('2030');
    expect(requests).toEqual([]);
  });
});

test('a demo asked before its code has loaded answers once it has', ONE_VIEWPORT, async ({ page }) => {
  const study = studyOf('propertyFinder');
  const demo = study.demo as PropertyFinderDemo;
  const scripts = await holdLateScripts(page);
  await page.clock.setFixedTime(TODAY);
  await page.goto(`/industries/${study.slug}`);
  await scripts.asked;
  const prompt = await answer(page).textContent();
  const address = page.url();
  await control(page, demo.labels.budget).fill('2500');
  await page.locator('form[data-demo]').getByRole('button', { name: demo.button }).click();
  // Kept, not sent: the page stays, and the answer waits for the code.
  expect(page.url()).toBe(address);
  await expect(answer(page)).toHaveText(prompt ?? '');
  scripts.release();
  await expect(answer(page)).toContainText(demo.story);
  expect(page.url()).toBe(address);
});

/** Fills what each kind of demo requires (a date, a budget), leaving the rest as it comes. */
async function fillRequired(page: Page, study: (typeof studies)[number]) {
  const { demo } = study;
  if (demo.kind === 'propertyFinder') await control(page, demo.labels.budget).fill('900000');
  else await control(page, demo.labels.date).fill('2026-12-12');
}

test('every demo brings its answer into sight and into a live region', async ({ page }) => {
  expect(studies.length).toBeGreaterThan(0);
  // The cookie choice made on an earlier page: no banner over the foot of the screen.
  await page.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_KEY);
  for (const study of studies) {
    await page.clock.setFixedTime(TODAY);
    await page.goto(`/industries/${study.slug}`);
    await fillRequired(page, study);
    // The button as a visitor reaches it: at the foot of the screen, with the answer panel below.
    const button = page.getByRole('button', { name: study.demo.button });
    await button.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await button.click();
    await expect(answer(page), study.slug).not.toContainText(study.demo.waiting);
    await expect(answer(page)).toHaveAttribute('aria-live', 'polite');
    // The answer's first lines (its card's heading) are on the screen, not under the sticky header.
    await expect(answer(page).locator('p').first(), study.slug).toBeInViewport();
    const header = (await page.getByRole('banner').boundingBox())!;
    await expect
      .poll(async () => (await answer(page).locator('p').first().boundingBox())!.y)
      .toBeGreaterThanOrEqual(header.y + header.height);
  }
});

test('restaurant demo: a suggested time is a button that checks that time', async ({ page, isMobile }) => {
  const study = studyOf('reservation');
  const demo = study.demo as ReservationDemo;
  // A table full at a time that seats two, and the free time the demo will offer first.
  const full = demo.tables.find((t) => t.seats >= 2 && t.full.length > 0)!;
  const time = full.full[0]!;
  await page.clock.setFixedTime(TODAY);
  await page.goto(`/industries/${study.slug}`);
  await control(page, demo.labels.date).fill('2026-12-12');
  await control(page, demo.labels.time).selectOption(time);
  await control(page, demo.labels.table).selectOption(full.name);
  await page.getByRole('button', { name: demo.button }).click();
  await expect(answer(page)).toContainText(demo.fullTitle);
  const suggestions = answer(page).getByRole('button');
  await expect(suggestions.first()).toBeVisible();
  const picked = (await suggestions.first().textContent())!;
  expect(picked).not.toBe(formatClock(time));
  await (isMobile ? suggestions.first().tap() : suggestions.first().click());
  await expect(answer(page)).toContainText(demo.confirmedTitle);
  await expect(answer(page)).toContainText(picked);
  await expect(control(page, demo.labels.time).locator('option:checked')).toHaveText(picked);
  await expect(answer(page).locator('p').first()).toBeInViewport();
});
