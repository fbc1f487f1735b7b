// Many real loads of one page in the browser, for the experiment tests: what each load showed
// (the variant the pre-paint script named on <html>, and the visible headlines).
import type { Page } from '@playwright/test';

/** What one load of the page showed: <html>'s data attributes, and the text of each visible h1. */
export interface Load {
  experiment?: string;
  variant?: string;
  headlines: string[];
}

/**
 * `count` loads of the page at `address` (a path of the base URL, or a whole URL), in a window
 * this tab opens on it, loads again and waits for, so that the test pays one round trip to the browser instead
 * of one per load (the site forbids frames). On the shared machine at a load of 30, 200 loads of
 * a landing page took 1.2 minutes.
 */
export async function loadsOf(page: Page, address: string, count = 200): Promise<Load[]> {
  await page.goto(address);
  return page.evaluate(
    async ([to, count]) => {
      const seen: { experiment?: string; variant?: string; headlines: string[] }[] = [];
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
        seen.push({ ...doc.documentElement.dataset, headlines: headlines.map((h) => h.textContent?.trim() ?? '') });
      }
      w.close();
      return seen;
    },
    [new URL(page.url()).pathname, count] as const,
  );
}
