/** The pure parts of the search page's script (src/client/search.ts). */
import { fillTemplate } from './format.ts';

/** The status line over the results: content/search.yaml `results`, filled in. */
export function resultCountText(
  copy: { one: string; other: string; none: string },
  count: number,
  query: string,
): string {
  const template = count === 0 ? copy.none : count === 1 ? copy.one : copy.other;
  return fillTemplate(template, { count: count.toLocaleString('en-US'), query });
}
