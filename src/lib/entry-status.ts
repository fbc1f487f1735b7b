/**
 * What marks an article or a landing page that is not live yet: only deploy previews show drafts
 * and scheduled entries, and an editor must not mistake one for a published page. Pure.
 */
import type { PostStatus } from '../content/index.ts';
import type { Ui } from '../content/schemas/ui.ts';
import { fillTemplate, formatDate } from './format.ts';

export interface EntryStatus {
  state: Exclude<PostStatus, 'live'>;
  /** "Draft", "Scheduled for March 1, 2027" (content/ui.yaml). */
  label: string;
}

/** The label of an entry that is not live; undefined for a live one. */
export function entryStatus(
  entry: { status?: PostStatus; date: string },
  labels: Pick<Ui['article'], 'draft' | 'scheduled'>,
): EntryStatus | undefined {
  if (!entry.status || entry.status === 'live') return undefined;
  const label =
    entry.status === 'draft' ? labels.draft : fillTemplate(labels.scheduled, { date: formatDate(entry.date) });
  return { state: entry.status, label };
}
