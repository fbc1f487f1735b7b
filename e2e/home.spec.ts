// Home page behaviour: anchors with the 70 px offset, 'Explore More', animate-on-scroll, the
// tools strip, the FAQ accordion, the ROI calculator, calls to action, and a first paint that
// nothing moves after on a slow device.
import { expect, type Locator, test } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';
import { fillTemplate, formatDollars } from '../src/lib/format.ts';
import { calculateRoi } from '../src/lib/roi.ts';
import { holdScripts } from './hold-scripts.ts';
import { layoutShifts } from './layout-shifts.ts';
import { servePageInPieces } from './page-in-pieces.ts';
import { ONE_VIEWPORT } from './viewports.ts';

const { content } = checkContent();
const site = content!;

test.describe('anchors', () => {
  const sectionLinks = site.site.footer.quickLinks.filter((l) => l.href.startsWith('/#'));
  test('the footer links to sections of the home page', () => {
    expect(sectionLinks.length).toBeGreaterThan(0);
  });

  // One load for every link, back at the top before each click. Where a link lands does not
  // depend on how it gets there: with reduced motion it jumps, instead of gliding the whole page
  // for two seconds a link (the glide itself: 'Explore More' below).
  test('each footer link to a home section scrolls it to 70 px below the top', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    for (const { href, label } of sectionLinks) {
      const anchor = href.slice('/#'.length);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.locator('footer').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
      // 70 px below the top, or as far as the page can scroll (the hero starts right under the header).
      const expected = await page
        .locator(`#${anchor}`)
        .evaluate((el) => Math.min(70, Math.round(el.getBoundingClientRect().top + window.scrollY)));
      await expect
        .poll(async () => page.locator(`#${anchor}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
          message: `#${anchor}`,
        })
        .toBe(expected);
    }
  });

  test("'Explore More' scrolls smoothly to the industries section", async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    await page.getByRole('link', { name: site.home.hero.secondaryCta.label }).click();
    await expect
      .poll(async () => page.locator('#industries').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(70);
  });

  test('no smooth scrolling under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });
});

test.describe('animate on scroll', () => {
  /**
   * Scrolls so that the element's top edge lies `gap` px below the viewport's bottom edge and
   * returns the gap reached. The position is read at the moment of scrolling, after the
   * element's own transitions have ended: the script hides elements with a 0.6 s transition to
   * translateY(16px), and IntersectionObserver sees the moving box, so a position read
   * mid-transition (right after load, or later on a busy machine) is off by up to 16 px.
   */
  const placeBelowViewport = (element: Locator, gap: number) =>
    element.evaluate(async (el, gap) => {
      await Promise.all(el.getAnimations().map((animation) => animation.finished));
      window.scrollBy({ top: el.getBoundingClientRect().top - window.innerHeight - gap, behavior: 'instant' });
      return el.getBoundingClientRect().top - window.innerHeight;
    }, gap);

  /**
   * Resolves once IntersectionObserver has looked at the current scroll position: a new
   * observer always reports its target once, in the rendering step that also updates the
   * page's own observer, and the callbacks of one step are delivered together.
   */
  const observed = (element: Locator) =>
    element.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const probe = new IntersectionObserver(() => {
            probe.disconnect();
            resolve();
          });
          probe.observe(el);
        }),
    );

  test('elements are marked once within 100 px of the viewport bottom', async ({ page }) => {
    await page.goto('/');
    const faqHeading = page.locator('#faq [data-animate]').first();
    await expect(faqHeading).not.toHaveClass(/is-visible/);

    expect(Math.abs((await placeBelowViewport(faqHeading, 150)) - 150)).toBeLessThanOrEqual(1);
    await observed(faqHeading);
    await expect(faqHeading).not.toHaveClass(/is-visible/);

    expect(Math.abs((await placeBelowViewport(faqHeading, 90)) - 90)).toBeLessThanOrEqual(1);
    await expect(faqHeading).toHaveClass(/is-visible/);

    // Once: scrolled out of view again, it stays marked.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await observed(faqHeading);
    await expect(faqHeading).toHaveClass(/is-visible/);
  });

  test('nothing is hidden under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const opacity = await page
      .locator('#faq [data-animate]')
      .first()
      .evaluate((el) => getComputedStyle(el).opacity);
    expect(opacity).toBe('1');
  });
});

test('nothing is hidden without JavaScript', ONE_VIEWPORT, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const opacity = await page
    .locator('#faq [data-animate]')
    .first()
    .evaluate((el) => getComputedStyle(el).opacity);
  expect(opacity).toBe('1');
  // The FAQ still works: <details> needs no script.
  await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
  await context.close();
});

test('painted only once the header and the hero are whole: nothing moves while the page arrives', async ({
  page,
  baseURL,
}) => {
  // The page arrives in three pieces: cut after the large-screen menu (its buttons still to come)
  // and before the hero's figures. Before the first paint waited for the header and the hero
  // (src/components/HoldPaintUntilHere.tsx), the menu moved sideways and the picture up.
  const slow = await servePageInPieces(baseURL!, '/', ['<div class="flex items-center gap-2">', '<dl ']);
  try {
    await page.goto(slow.url);
    const { cls, moved } = await layoutShifts(page);
    expect(cls, moved.join('\n')).toBeLessThan(0.01);
  } finally {
    await slow.close();
  }
});

test.describe('tools strip', () => {
  test('the logos loop, pause on hover and focus', async ({ page, isMobile }) => {
    await page.goto('/');
    const strip = page.locator('.marquee');
    // Every tool once: the second copy is hidden from assistive technology.
    await expect(strip.getByRole('img')).toHaveCount(site.tools.items.length);
    const track = strip.locator('.marquee-track');
    const state = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('marquee');
    expect(await state()).toBe('running');
    if (!isMobile) {
      await strip.hover();
      expect(await state()).toBe('paused');
      await page.mouse.move(0, 0);
    }
    await strip.focus();
    expect(await state()).toBe('paused');
  });

  test('stands still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect(await page.locator('.marquee-track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});

test.describe('FAQ accordion', ONE_VIEWPORT, () => {
  test('every item, the first open, one open at a time, clicking the open one closes it', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('#faq details');
    const count = site.faqs.items.length;
    expect(count).toBeGreaterThan(1);
    await expect(items).toHaveCount(count);
    const openItems = page.locator('#faq details[open]');
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(openItems).toHaveCount(1);
    const last = items.nth(count - 1);
    await last.locator('summary').click();
    await expect(last).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await expect(openItems).toHaveCount(1);
    await last.locator('summary').click();
    await expect(openItems).toHaveCount(0);
  });

  test('works from the keyboard and exposes its state to screen readers', async ({ page }) => {
    await page.goto('/');
    const second = page.locator('#faq summary').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#faq details').nth(1)).toHaveAttribute('open', '');
    await expect(page.locator('#faq details').nth(0)).not.toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(page.locator('#faq details').nth(1)).not.toHaveAttribute('open', '');
    const snapshot = await page.locator('#faq').ariaSnapshot();
    expect(snapshot).toContain(site.faqs.items[1]!.question);
  });
});

test.describe('ROI calculator', ONE_VIEWPORT, () => {
  const result = (page: import('@playwright/test').Page, key: string) => page.locator(`[data-roi-result="${key}"]`);

  test('starts at 10 employees, $25, 5 hours, and shows the specified figures', async ({ page }) => {
    await page.goto('/');
    // weekly 10×25×5 = 1,250; monthly ×4.33 = 5,412.5; yearly ×12 = 64,950; savings 70% = 45,465; monthly 3,788.75
    await expect(result(page, 'annualCost')).toHaveText('$64,950');
    await expect(result(page, 'annualSavings')).toHaveText('$45,465');
    await expect(result(page, 'monthlyRoi')).toHaveText('$3,789');
    await expect(page.getByRole('slider', { name: site.home.roi.labels.employees })).toHaveValue('10');
    // The hours are multiplied by the employees: the slider says they are each employee's.
    const hours = page.getByRole('slider', { name: site.home.roi.labels.hours });
    await expect(hours).toHaveAccessibleName(/each employee|per employee/i);
    await expect(hours).toHaveAttribute('aria-valuetext', /5 hours per employee/);
    await expect(page.getByRole('slider', { name: site.home.roi.labels.wage })).toHaveAttribute(
      'aria-valuetext',
      fillTemplate(site.ui.roi.wage, { amount: '$25' }),
    );
  });

  test('updates live as the sliders move, by keyboard, to the bounds', async ({ page }) => {
    await page.goto('/');
    // React loads for the calculator as it comes near the viewport, not with the page.
    const calculator = page.locator('[data-island="RoiCalculator"]');
    await expect(calculator).not.toHaveAttribute('data-hydrated', 'true');
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator).toHaveAttribute('data-hydrated', 'true');
    const employees = page.getByRole('slider', { name: site.home.roi.labels.employees });
    const wage = page.getByRole('slider', { name: site.home.roi.labels.wage });
    const hours = page.getByRole('slider', { name: site.home.roi.labels.hours });
    await employees.focus();
    await page.keyboard.press('ArrowRight'); // 11 employees: 11×25×5×4.33×12 = 71,445
    await expect(result(page, 'annualCost')).toHaveText('$71,445');
    await page.keyboard.press('End'); // 100
    await wage.focus();
    await page.keyboard.press('End'); // $100
    await hours.focus();
    await page.keyboard.press('End'); // 40 h: 100×100×40×4.33×12 = 20,784,000
    await expect(result(page, 'annualCost')).toHaveText('$20,784,000');
    await expect(result(page, 'annualSavings')).toHaveText('$14,548,800');
    await expect(result(page, 'monthlyRoi')).toHaveText('$1,212,400');
    await expect(hours).toHaveAttribute('aria-valuetext', fillTemplate(site.ui.roi.hours.other, { count: 40 }));
    for (const slider of [employees, wage, hours]) {
      await slider.focus();
      await page.keyboard.press('Home');
    }
    // 1×15×1×4.33×12 = 779.4 → $779; savings 545.58 → $546; monthly 45.465 → $45
    await expect(result(page, 'annualCost')).toHaveText('$779');
    await expect(result(page, 'annualSavings')).toHaveText('$546');
    await expect(result(page, 'monthlyRoi')).toHaveText('$45');
  });

  test('values set while its code is still loading are kept, and the results match them at once', async ({ page }) => {
    // React and the island are held back: the sliders are the page's own, as on a slow connection.
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const calculator = page.locator('[data-island="RoiCalculator"]');
    const slider = (key: 'employees' | 'wage' | 'hours') =>
      page.getByRole('slider', { name: site.home.roi.labels[key] });
    await calculator.scrollIntoViewIfNeeded();
    // Employees by keyboard, the wage dragged all the way to the left, the hours by keyboard.
    await slider('employees').focus();
    await page.keyboard.press('End');
    const wage = (await slider('wage').boundingBox())!;
    await page.mouse.move(wage.x + wage.width / 2, wage.y + wage.height / 2);
    await page.mouse.down();
    await page.mouse.move(wage.x - 40, wage.y + wage.height / 2, { steps: 5 });
    await page.mouse.up();
    await slider('hours').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    const set = { employees: 100, wage: 15, hours: 8 };
    await expect(slider('employees')).toHaveValue(String(set.employees));
    await expect(slider('wage')).toHaveValue(String(set.wage));
    await expect(slider('hours')).toHaveValue(String(set.hours));
    await expect(calculator).not.toHaveAttribute('data-hydrated', 'true');

    release();
    await expect(calculator).toHaveAttribute('data-hydrated', 'true');
    const expected = calculateRoi(set);
    await expect(result(page, 'annualCost')).toHaveText(formatDollars(expected.annualCost));
    await expect(result(page, 'annualSavings')).toHaveText(formatDollars(expected.annualSavings));
    await expect(result(page, 'monthlyRoi')).toHaveText(formatDollars(expected.monthlyRoi));
    await expect(page.locator('[data-roi-value="employees"]')).toHaveText(String(set.employees));
    await expect(slider('wage')).toHaveAttribute('aria-valuetext', fillTemplate(site.ui.roi.wage, { amount: '$15' }));
    // And they stay: moving one slider now leaves the others where the visitor put them.
    await page.keyboard.press('ArrowRight'); // the hours slider still has the focus: 9 hours
    await expect(slider('hours')).toHaveValue('9');
    await expect(slider('employees')).toHaveValue(String(set.employees));
    await expect(slider('wage')).toHaveValue(String(set.wage));
    await expect(result(page, 'annualCost')).toHaveText(formatDollars(calculateRoi({ ...set, hours: 9 }).annualCost));
  });
});

test.describe('calls to action lead somewhere', ONE_VIEWPORT, () => {
  test('the FAQ, ROI and About buttons lead to /contact; Read More Reviews leads to the reviews', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#faq').getByRole('link', { name: site.home.faq.cta.label })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.locator('#roi-calculator').getByRole('link', { name: site.home.roi.cta.label })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.locator('#testimonials').getByRole('link', { name: site.home.testimonials.moreCta.label }).click();
    await expect(page).toHaveURL(/\/about#reviews$/);
    await expect(page.locator('#reviews figure')).toHaveCount(site.testimonials.items.length);
    await page.getByRole('link', { name: site.about.cta.label }).last().click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('testimonials show five stars with a text alternative', async ({ page }) => {
    await page.goto('/');
    const ratings = page.locator('#testimonials').getByRole('img', {
      name: fillTemplate(site.ui.testimonials.rating, { rating: 5 }),
    });
    await expect(ratings).toHaveCount(site.testimonials.items.slice(0, 3).length); // the home page shows three
    await expect(ratings.first().locator('svg')).toHaveCount(5);
  });

  test('the FAQ and the closing call to action call the US number', async ({ page }) => {
    await page.goto('/');
    const tel = `tel:${site.site.contact.phones[0]!.tel}`;
    await expect(page.locator(`#faq a[href="${tel}"]`)).toHaveCount(1);
    await expect(page.locator(`#contact a[href="${tel}"]`)).toHaveCount(1);
  });
});
