/**
 * An SVG made safe to publish: DOMPurify (its SVG profile) removes scripts, event handlers
 * (`on*`), `foreignObject` and `javascript:` links; the hooks below also remove every reference
 * that leaves the picture (an `href` or `xlink:href` to another file or site, a `<use>` of an
 * external file, a CSS `url()` or `@import` elsewhere), so a picture can neither run code nor
 * load anything when it is opened on its own. The editor runs it on an upload (./svg-uploads.ts
 * of src/admin), the local editor backend before it writes one, and the build on every SVG it
 * publishes. It needs a DOM: the browser's own, or jsdom's in Node (./svg-safe-node.ts).
 */
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A reference that stays inside the picture: a fragment (#id), or a raster image embedded as data. */
const INTERNAL = /^\s*(#|data:image\/(png|jpe?g|gif|webp|avif);base64,)/i;

/** Attributes that name another resource. */
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // <use> of the picture's own shapes (#id) is common in icons; its href passes the hook below only as a fragment.
  ADD_TAGS: ['use'],
  // The site's pictures say what they are to screen readers (role="img" with a <title>).
  ADD_ATTR: ['role'],
  FORBID_TAGS: ['script', 'foreignObject'],
};

/** CSS without `@import` and with every `url()` that leaves the picture replaced by `none`. */
export function withoutExternalUrls(css: string): string {
  return css
    .replace(/@import\b[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (whole, _quote: string, target: string) =>
      INTERNAL.test(target) ? whole : 'none',
    );
}

/** A DOMPurify of this window with the hooks that keep references inside the picture. */
function purifier(window: WindowLike): DOMPurify {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (REFERENCE_ATTRIBUTES.has(name) && !INTERNAL.test(data.attrValue)) data.keepAttr = false;
    else if (/url\(|@import/i.test(data.attrValue)) data.attrValue = withoutExternalUrls(data.attrValue);
  });
  purify.addHook('afterSanitizeElements', (node) => {
    if (node.nodeName.toLowerCase() === 'style' && node.textContent) {
      node.textContent = withoutExternalUrls(node.textContent);
    }
  });
  return purify;
}

export interface SafeSvg {
  /** The picture as it may be published (XML, its own namespace declarations). */
  svg: string;
  /** What was taken out (element and attribute names), for a note to the editor or the build. */
  removed: string[];
}

/** The sanitiser for one window (hooks are added once per window). */
export function svgSanitizer(window: WindowLike & { XMLSerializer: typeof XMLSerializer }) {
  const purify = purifier(window);
  /** The safe picture, or null when the text holds no <svg> picture at all. */
  return (text: string): SafeSvg | null => {
    // The XML declaration and a DOCTYPE (which may declare entities) are dropped: an SVG needs neither.
    const body = text.replace(/^\uFEFF?\s*<\?xml[^>]*\?>/, '').replace(/<!DOCTYPE[^>[]*(\[[^\]]*\])?\s*>/i, '');
    const fragment = purify.sanitize(body, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
    const root = fragment.firstElementChild;
    if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg' || fragment.childElementCount !== 1)
      return null;
    const removed = purify.removed.map((r) =>
      'attribute' in r ? (r.attribute?.name ?? '') : ((r.element as Element).localName ?? r.element.nodeName),
    );
    const svg = new window.XMLSerializer().serializeToString(root);
    // The parser's own wrapper (body) is not something the file held.
    return { svg: `${svg}\n`, removed: [...new Set(removed.filter((n) => n && n !== 'body'))] };
  };
}

/** Whether a file name is an SVG picture. */
export const isSvgName = (name: string) => /\.svg$/i.test(name);
