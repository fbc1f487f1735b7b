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
  address: 'page-address',
  link: 'site-link',
} as const;

/** Options of the counted widgets: the length rule of the field's schema. */
export const LENGTH_OPTIONS = { min: 'min_length', max: 'max_length' } as const;
/** Option of the publication date: the field that keeps the entry a draft. */
export const DRAFT_OPTION = 'draft_field';
/** Option of the address field: what comes before the entry's name in its address ('/blog/'). */
export const ADDRESS_OPTION = 'address_prefix';

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
