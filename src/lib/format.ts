/** Formatting shared by the server render and the islands, so both print the same text. */
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Whole dollars with thousands separators: 32476.5 → "$32,477". */
export function formatDollars(amount: number): string {
  return dollars.format(Math.round(amount));
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "2025-01-15" → "January 15, 2025". */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "{year}" placeholders in copy → the given year. */
export function fillYear(text: string, year = new Date().getFullYear()): string {
  return text.replaceAll('{year}', String(year));
}
