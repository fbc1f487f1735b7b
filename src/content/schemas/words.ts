/**
 * Campaign words as compared: lower case, without spaces at the ends, and any run of spaces,
 * underscores, plus signs or hyphens as one hyphen ("Restaurant Booking" = "restaurant_booking"
 * = "restaurant-booking"). Anything else is kept, so "<script>" never equals an editor's key.
 * Here so the check (./landing.ts) and the pre-paint script (src/lib/experiments.ts) agree.
 */
export function normaliseWords(words: string): string {
  return words
    .trim()
    .toLowerCase()
    .replace(/[\s_+-]+/g, '-')
    .replace(/^-|-$/g, '');
}
