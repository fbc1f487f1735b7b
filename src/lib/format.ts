/**
 * Formatting shared by the server render and the islands, so both print the same text.
 * Each formatter is built on its first use, not when the module loads: building one loads the
 * browser's locale data, tens of milliseconds on a phone, which would block the page while it
 * loads a script that may never format anything.
 */
import { fillTemplate } from '../../supabase/functions/_shared/notify/template.ts';

// The e-mail sender, deployed on its own, fills the same templates the same way.
export { fillTemplate, PLACEHOLDER } from '../../supabase/functions/_shared/notify/template.ts';

function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const dollars = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
);

/** Whole dollars with thousands separators: 32476.5 → "$32,477". */
export function formatDollars(amount: number): string {
  return dollars().format(Math.round(amount));
}

const longDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
);

/** "2025-01-15" → "January 15, 2025". */
export function formatDate(isoDate: string): string {
  return longDate().format(new Date(`${isoDate}T00:00:00Z`));
}

const dayMonthYear = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
);

/** "2027-03-01" → "1 March 2027": how the check, the local server and the editor name a day. */
export function formatDay(isoDate: string): string {
  return dayMonthYear().format(new Date(`${isoDate}T00:00:00Z`));
}

const clock = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
);

/** "19:30" → "7:30 PM". */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return clock().format(new Date(Date.UTC(1970, 0, 1, hours, minutes)));
}

/** "{year}" placeholders in copy → the given year. */
export function fillYear(text: string, year = new Date().getFullYear()): string {
  return fillTemplate(text, { year });
}

/** The BCP 47 language tag of a locale setting: "en_US" → "en-US" (for lang attributes and feeds). */
export function languageTag(locale: string): string {
  return locale.replace('_', '-');
}
