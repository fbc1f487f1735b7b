// The layout checks of every route (e2e/every-route.spec.ts runs them on the page it has
// loaded): responsive from 320 px to 1920 px, the window resized as a visitor turning a tablet or
// resizing a window would: no page scrolls sideways at any of these widths; rows of cards leave
// no holes; breadcrumbs and an article's meta row wrap without a separator at the start of a line.
import type { Page } from '@playwright/test';
import type { Route } from '../src/content/routes.ts';

const WIDTHS = [320, 375, 768, 1024, 1440, 1920];
/** Where rows of cards are checked, and where wrapped breadcrumbs are. */
const TILE_WIDTHS = new Set([375, 768, 1440]);
const TRAIL_WIDTHS = new Set([320, 375]);

/** How far the page scrolls sideways (0 or less: not at all). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Rows of a .tiles list that are not full and centred: every row is centred in its container (a
 * full row trivially so), and all rows but the last hold the same number of cards.
 */
const offCentreRows = (page: Page) =>
  page.locator('.tiles').evaluateAll((lists) =>
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

/**
 * For each line of a breadcrumb trail or meta row, how far its first item's separator reaches
 * past the list's edge: an item that starts a line has its separator in the clipped strip left
 * of the list, so 0 (a wrapped line would otherwise show it).
 */
const separatorOverhangs = (page: Page) =>
  page.locator('.separated').evaluateAll((wrappers) =>
    wrappers.flatMap((wrapper) => {
      const edge = wrapper.getBoundingClientRect().left;
      return [...wrapper.querySelectorAll(':scope > ol > li, :scope > ul > li')]
        .filter((li) => li.getBoundingClientRect().left < edge + 1)
        .map(
          (li) => li.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(li, '::before').width) - edge,
        );
    }),
  );

/**
 * Everything wrong with the loaded page's layout at each width, as sentences (none: an empty list).
 * Leaves the window at the widest width.
 */
export async function layoutProblems(page: Page, route: Route): Promise<string[]> {
  // The newsletter link pages, reached only from e-mails, have no trail: no /newsletter page is above them.
  const hasTrail = route.kind !== 'not-found' && route.path.split('/').length > 2 && route.kind !== 'newsletter';
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const sideways = await overflow(page);
    if (sideways > 0) found.push(`${width} px: scrolls ${sideways} px sideways`);
    if (TILE_WIDTHS.has(width)) found.push(...(await offCentreRows(page)).map((p) => `${width} px: ${p}`));
    if (hasTrail && TRAIL_WIDTHS.has(width)) {
      const overhangs = await separatorOverhangs(page);
      if (!overhangs.length) found.push(`${width} px: no breadcrumb trail or meta row found`);
      for (const overhang of overhangs)
        if (Math.abs(overhang) >= 1)
          found.push(`${width} px: a line starts with a separator (${overhang.toFixed(1)} px)`);
    }
  }
  return found;
}
