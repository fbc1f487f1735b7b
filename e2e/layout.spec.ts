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
