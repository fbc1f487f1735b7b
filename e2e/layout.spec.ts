// Responsive from 320 px to 1920 px: no page scrolls sideways at any of these widths.
// (Desktop project only: the widths are set here.)
import { expect, test } from '@playwright/test';
import { ROUTES } from './routes.ts';

const WIDTHS = [320, 375, 768, 1024, 1440, 1920];

for (const route of ROUTES) {
  const path = route.kind === 'not-found' ? '/no-such-page' : route.path;
  test(`${path} has no horizontal scrolling from 320 to 1920 px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

// Rows of cards leave no holes: every row of a .tiles list is centred in its container (a full
// row trivially so), and all rows but the last hold the same number of cards.
for (const route of ROUTES) {
  const path = route.kind === 'not-found' ? '/no-such-page' : route.path;
  test(`${path}: rows of cards are full or centred at 375, 768 and 1440 px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const problems = await page.locator('.tiles').evaluateAll((lists) =>
        lists.flatMap((list, n) => {
          const box = list.getBoundingClientRect();
          const style = getComputedStyle(list);
          const left = box.left + Number.parseFloat(style.paddingLeft);
          const right = box.right - Number.parseFloat(style.paddingRight);
          const rows = new Map<number, DOMRect[]>();
          for (const child of list.children) {
            const r = child.getBoundingClientRect();
            const top = Math.round(r.top);
            rows.set(top, [...(rows.get(top) ?? []), r]);
          }
          const counts = [...rows.values()].map((row) => row.length);
          const found: string[] = [];
          if (counts.slice(0, -1).some((c) => c !== counts[0])) found.push(`list ${n}: rows of ${counts.join(', ')}`);
          for (const row of rows.values()) {
            const gapLeft = Math.min(...row.map((r) => r.left)) - left;
            const gapRight = right - Math.max(...row.map((r) => r.right));
            if (Math.abs(gapLeft - gapRight) > 2)
              found.push(
                `list ${n}: a row of ${row.length} is off centre (${gapLeft.toFixed(0)} vs ${gapRight.toFixed(0)} px)`,
              );
          }
          return found;
        }),
      );
      expect(problems, `${path} at ${width} px`).toEqual([]);
    }
  });
}

// Breadcrumbs and an article's meta row wrap without a separator at the start of a line: an
// item that starts a line has its separator in the clipped strip left of the list. (The newsletter
// link pages, reached only from e-mails, have no trail: there is no /newsletter page above them.)
for (const route of ROUTES.filter((r) => r.path.split('/').length > 2 && r.kind !== 'newsletter')) {
  test(`${route.path}: no line of the breadcrumb or meta row starts with a separator at 320 and 375 px`, async ({
    page,
  }) => {
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route.path);
      const lists = page.locator('.separated');
      expect(await lists.count()).toBeGreaterThan(0);
      const lineStarts = await lists.evaluateAll((wrappers) =>
        wrappers.flatMap((wrapper) => {
          const edge = wrapper.getBoundingClientRect().left;
          return [...wrapper.querySelectorAll(':scope > ol > li, :scope > ul > li')]
            .filter((li) => li.getBoundingClientRect().left < edge + 1)
            .map((li) => {
              const width = Number.parseFloat(getComputedStyle(li, '::before').width);
              return li.getBoundingClientRect().left + width - edge;
            });
        }),
      );
      // Every line starts with an item whose separator box ends at the list's edge, in the
      // clipped strip; a wrapped line would otherwise show it.
      expect(lineStarts.length).toBeGreaterThan(0);
      for (const overhang of lineStarts) expect(Math.abs(overhang), `${route.path} at ${width} px`).toBeLessThan(1);
    }
  });
}
