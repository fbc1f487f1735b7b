import type { Page, Route } from '@playwright/test';

/** A gate: scripts wait at it until it is opened. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const wait = async (route: Route) => {
    await opened;
    await route.fallback();
  };
  return { open, wait };
}

/**
 * Holds back every script the page asks for from its assets until the returned function is
 * called: the page stays plain HTML, as on a slow connection, while the test acts on it.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  const { open, wait } = gate();
  await page.route('**/assets/**/*.js', wait);
  return open;
}

/**
 * Holds back every script a page loads after its own entry (the entry, and every chunk it
 * imports statically, load as usual): the moment between the site's script and a feature's code,
 * which a slow network stretches. `asked` settles once a held script was requested; `release`
 * lets them all load.
 */
export async function holdLateScripts(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  const { open, wait } = gate();
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
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
    await wait(route);
  });
  return { asked, release: open };
}
