/**
 * Text written into HTML or XML: every character either could read as markup is escaped, in
 * element content and in quoted attributes alike (&#39; rather than &apos;, which HTML 4 lacks).
 * One helper for the e-mails' HTML parts and the site's feed and sitemap.
 */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
