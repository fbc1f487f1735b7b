// The layout shifts a page has had so far, as the browser counts them for its Cumulative Layout
// Shift, with what moved, so that a failing test names the element.
import type { Page } from '@playwright/test';

/**
 * Every layout shift up to a frame drawn after this call (earlier ones come from the buffer; those
 * of the last frame are either delivered or still in takeRecords()), those right after input left
 * out as the browser does. `moved` gives each shifted element, when, and its box before and after.
 */
export function layoutShifts(page: Page): Promise<{ cls: number; moved: string[] }> {
  return page.evaluate(async () => {
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    let cls = 0;
    const moved: string[] = [];
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        cls += entry.value;
        for (const { node, previousRect: a, currentRect: b } of entry.sources) {
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : node?.nodeName;
          moved.push(
            `${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${name} x ${a.x}→${b.x}, y ${a.y}→${b.y}, width ${a.width}→${b.width}, height ${a.height}→${b.height}`,
          );
        }
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    add(observer.takeRecords());
    observer.disconnect();
    return { cls, moved };
  });
}
