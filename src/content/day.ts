/**
 * The calendar day of a moment in the site's time zone: what decides whether a dated post or
 * landing page is live (./index.ts), what the editor's preview counts as today, and the owner's
 * reports' days (src/lib/lead-report.ts). Pure and free of Node, so the editor's bundle uses it too.
 */

/** The calendar day (YYYY-MM-DD) that `now` falls on in a time zone (an IANA name such as America/Chicago). */
export function dayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .map((part) => [part.type, part.value]);
  const { year, month, day } = Object.fromEntries(parts);
  return `${year}-${month}-${day}`;
}
