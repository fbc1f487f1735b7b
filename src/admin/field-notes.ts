/**
 * The editor's own widgets (./widgets.tsx): the names the generated configuration uses
 * (scripts/build/decap-config.ts), the field options they read, and the lines they write under a
 * field. Kept apart from the widgets, which load Decap, so that the generator (in Node) and the
 * tests can use them.
 */
import type { Publication } from './scheduled.ts';

export const WIDGETS = {
  string: 'counted-string',
  text: 'counted-text',
  date: 'publication-date',
  day: 'site-date',
  address: 'page-address',
  link: 'site-link',
} as const;

/** Options of the counted widgets: the length rule of the field's schema. */
export const LENGTH_OPTIONS = { min: 'min_length', max: 'max_length' } as const;
/** Option of the publication date: the field that keeps the entry a draft. */
export const DRAFT_OPTION = 'draft_field';
/** Option of the address field: what comes before the entry's name in its address ('/blog/'). */
export const ADDRESS_OPTION = 'address_prefix';

/**
 * A date field (./date-widget.tsx): a calendar day, saved as the check reads it. The browser's
 * calendar shows the day in the browser's order (mm/dd/yyyy in the US); what is saved is always
 * this format, and "Today" is the day in the site's time zone, as the check counts days.
 */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_HINT =
  'In the editor: pick the day from the calendar, or type it in the order the field shows; "Today" gives today’s date in the site’s time zone. It is saved as YYYY-MM-DD.';

/**
 * What a date field sends on as the editor types: a whole day (year of four digits, as the check
 * wants it), '' for an emptied field, or undefined while the day is still being typed (the
 * browser reports "0002-03-12" after the year's first digit; sent on, it would become 1902).
 */
export function typedDay(value: string): string | undefined {
  if (value === '') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || Number(match[1]) < 1000) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : undefined;
}

/** "181 / 170 characters: 11 too many", counted as the check counts (after trimming spaces at the ends). */
export function counterText(
  value: unknown,
  min: number | undefined,
  max: number | undefined,
): { text: string; warn: boolean } {
  const count = typeof value === 'string' ? value.trim().length : 0;
  const unit = (n: number) => `${n} character${n === 1 ? '' : 's'}`;
  if (max !== undefined && count > max) return { text: `${count} / ${unit(max)}: ${count - max} too many`, warn: true };
  if (min !== undefined && count < min && count > 0) {
    return { text: `${unit(count)}: at least ${min} needed, ${min - count} more`, warn: true };
  }
  if (max !== undefined) return { text: `${count} / ${unit(max)}${min ? ` (at least ${min})` : ''}`, warn: false };
  return { text: `${unit(count)} (at least ${min})`, warn: false };
}

/** The line under a publication date: whether the entry is on the live site. */
export function publicationNote(publication: Publication, label: string): string {
  switch (publication.state) {
    case 'draft':
      return 'Draft: not on the live site, in the sitemap or in the feed until "Draft" is switched off.';
    case 'scheduled':
      return `${label}: the article stays off the live site until that day, when the daily rebuild publishes it.`;
    default:
      return 'On the live site.';
  }
}
