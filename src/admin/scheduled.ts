/**
 * Whether an entry of a dated collection (a blog post) is on the live site, in the editor's
 * words. The site leaves a post out until its date (src/content/index.ts); Decap knows nothing of
 * that and calls every saved entry "Published". Decap cannot compare dates either, so the state
 * is worked out when a file is read and kept in an extra value, PUBLICATION_FIELD, which the
 * post list shows and filters on, and which is never written to the file (./formats.ts).
 */
import type { z } from 'zod';
import { scheduling } from '../content/schemas/common.ts';
import { formatDay } from '../lib/format.ts';

/** The extra value holding an entry's state ("Scheduled for 1 March 2027"). */
export const PUBLICATION_FIELD = 'publication';
/** How the state of an entry dated after today starts: the post list's "Scheduled" filter looks for it. */
export const SCHEDULED = 'Scheduled for';

export type Scheduling = { date: string; draft: string };

/** Which fields of a collection's schema hold its entries' date and draft flag, if it has them. */
export function schedulingOf(schema: z.ZodType): Scheduling | undefined {
  return scheduling.get(schema);
}

export type Publication = { state: 'draft' } | { state: 'scheduled' | 'live'; day: string };

/** Where an entry stands on `today` (YYYY-MM-DD in the site's time zone), as the build decides. */
export function publicationOf(entry: object, fields: Scheduling, today: string): Publication {
  const data = entry as Record<string, unknown>;
  if (data[fields.draft] === true) return { state: 'draft' };
  const day = String(data[fields.date] ?? '');
  return { state: day > today ? 'scheduled' : 'live', day };
}

/** "Draft", "Scheduled for 1 March 2027", or the day of a live entry ("14 January 2025"). */
export function publicationLabel(publication: Publication): string {
  if (publication.state === 'draft') return 'Draft';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(publication.day)) return 'No date';
  const day = formatDay(publication.day);
  return publication.state === 'scheduled' ? `${SCHEDULED} ${day}` : day;
}
