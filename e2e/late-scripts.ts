import type { Page } from '@playwright/test';

/**
 * Holds back every script a page loads after its own entry (the entry, and every chunk it
 * imports statically, load as usual): the moment between the first paint and a feature's code,
 * which a slow network stretches. `asked` settles once a held script was requested; `release`
 * lets them all load.
 */
export async function holdLateScripts(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const staticImports = new Set<string>();
  await page.route('**/assets/**/*.js', async (route) => {
    const url = route.request().url();
    const file = url.slice(url.lastIndexOf('/') + 1);
    if (url.includes('/assets/entries/') || staticImports.has(file)) {
      const response = await route.fetch();
      const body = await response.text();
      for (const [, chunk] of body.matchAll(/\bimport(?:\{[^}]*\}from)?"(?:\.\.\/chunks\/|\.\/)([^"]+)"/g)) {
        staticImports.add(chunk!);
      }
      return route.fulfill({ response, body });
    }
    markAsked();
    await held;
    await route.fallback();
  });
  return { asked, release };
}
