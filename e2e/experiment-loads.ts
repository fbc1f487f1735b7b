// Many real loads of one page in the browser, for the experiment tests: what each load showed
// (the variant the pre-paint script named on <html>, and the visible headlines).
import type { Page } from '@playwright/test';

/** What one load of the page showed: <html>'s data attributes, the text of each visible h1, and the visible `shown` ids. */
export interface Load {
  experiment?: string;
  variant?: string;
  headlines: string[];
  /** The ids of the visible elements that match the selector asked for (none asked: empty). */
  shown: string[];
}

/**
 * `count` loads of the page at `address` (a path of the base URL, or a whole URL), in a window
 * this tab opens on it, loads again and waits for, so that the test pays one round trip to the browser instead
 * of one per load (the site forbids frames). On the shared machine at a load of 30, 200 loads of
 * a landing page took 1.2 minutes. `shown`: a selector of elements whose visible ones each load
 * lists by id (a section some variants replace, say).
 */
export async function loadsOf(page: Page, address: string, count: number, shown = ''): Promise<Load[]> {
  await page.goto(address);
  return page.evaluate(
    async ([to, count, shown]) => {
      const seen: Load[] = [];
      const settled = (w: Window) =>
        w.location.pathname === to && w.document.readyState !== 'loading' && w.document.querySelector('footer');
      const w = window.open('about:blank', 'loads', 'popup,width=1280,height=800')!;
      let previous: Document | undefined;
      for (let i = 0; i < count; i++) {
        w.location.replace(to);
        // A new document, parsed to its end.
        while (w.document === previous || !settled(w)) await new Promise((resolve) => setTimeout(resolve, 5));
        const doc = w.document;
        previous = doc;
        const headlines = [...doc.querySelectorAll('h1')].filter((h) => h.checkVisibility());
        const ids = shown ? [...doc.querySelectorAll(shown)].filter((e) => e.checkVisibility()).map((e) => e.id) : [];
        seen.push({
          ...doc.documentElement.dataset,
          headlines: headlines.map((h) => h.textContent?.trim() ?? ''),
          shown: ids,
        });
      }
      w.close();
      return seen;
    },
    [new URL(page.url()).pathname, count, shown] as const,
  );
}
