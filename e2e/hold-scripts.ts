import type { Page } from '@playwright/test';

/**
 * Holds back every script the page asks for from its assets until the returned function is
 * called: the page stays plain HTML, as on a slow connection, while the test acts on it.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}
