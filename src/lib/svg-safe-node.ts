/**
 * ./svg-safe.ts in Node, on a jsdom window (the DOM DOMPurify documents for servers), made once
 * on first use: the local editor backend and the build import this, the editor the browser's.
 * jsdom itself is loaded on first use too: it takes about half a second of CPU to import, which
 * every `npm start` paid before its first SVG upload, if any came.
 */
import { createRequire } from 'node:module';
import type { JSDOM as JSDOMClass } from 'jsdom';
import { type SafeSvg, svgSanitizer } from './svg-safe.ts';

let sanitize: ((text: string) => SafeSvg | null) | undefined;

/** The SVG without scripts, handlers, foreignObject or external references; null if it is no SVG. */
export function safeSvg(text: string): SafeSvg | null {
  if (!sanitize) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof JSDOMClass };
    sanitize = svgSanitizer(new JSDOM('').window as unknown as Parameters<typeof svgSanitizer>[0]);
  }
  return sanitize(text);
}
