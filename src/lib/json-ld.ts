/**
 * Serialises structured data for a `<script type="application/ld+json">` block so that no
 * content can close the block or open a comment: `<`, `>`, `&` and the JavaScript line
 * separators are written as \u escapes, which JSON parsers read back unchanged.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
