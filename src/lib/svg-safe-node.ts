/**
 * ./svg-safe.ts in Node, on a jsdom window (the DOM DOMPurify documents for servers), made once
 * on first use: the local editor backend and the build import this, the editor the browser's.
 */
import { JSDOM } from 'jsdom';
import { type SafeSvg, svgSanitizer } from './svg-safe.ts';

let sanitize: ((text: string) => SafeSvg | null) | undefined;

/** The SVG without scripts, handlers, foreignObject or external references; null if it is no SVG. */
export function safeSvg(text: string): SafeSvg | null {
  sanitize ??= svgSanitizer(new JSDOM('').window as unknown as Parameters<typeof svgSanitizer>[0]);
  return sanitize(text);
}
