/**
 * The whole check of loaded content, with no file system of its own: `npm run check`, the build
 * (./index.ts) and the editor's check before a save (src/admin/site-check.ts) all run this one
 * function, so the browser refuses exactly what the build would.
 */

import type { PostStatus } from './checked.ts';
import { type CrossCheckOptions, crossCheck } from './crosscheck.ts';
import { dayIn } from './day.ts';
import { experimentProblems } from './experiment-check.ts';
import { itemLabel } from './labels.ts';
import type { LoadResult } from './load.ts';
import { type Problem, sortProblems } from './problems.ts';

/** What decides whether an entry is live: a draft flag and a publication date (posts, landing pages). */
type Dated = { draft: boolean; date: string };

export interface SiteCheckOptions {
  /** The moment taken as now: with site.yaml's time zone, it decides what is scheduled. */
  now: Date;
  /** A preview build: drafts and scheduled entries get pages too. */
  preview: boolean;
  imageExists: CrossCheckOptions['imageExists'];
}

export interface SiteCheck {
  problems: Problem[];
  status: (entry: Dated) => PostStatus;
  published: (entry: Dated) => boolean;
  /** The day of the build in the site's time zone (YYYY-MM-DD). */
  today: string;
}

export function checkLoaded(loaded: LoadResult, options: SiteCheckOptions): SiteCheck {
  // Without a readable site.yaml the day is UTC's: the problems stop the build anyway.
  const today = dayIn(loaded.partial.site?.timeZone ?? 'UTC', options.now);
  const status = (entry: Dated): PostStatus => (entry.draft ? 'draft' : entry.date > today ? 'scheduled' : 'live');
  const published = (entry: Dated) => options.preview || status(entry) === 'live';
  const found = [
    ...loaded.problems,
    ...crossCheck(loaded, { published, imageExists: options.imageExists }),
    ...experimentProblems(loaded, today),
  ];
  return { problems: sortProblems(nameListEntries(found, loaded)), status, published, today };
}

/** Adds the entry a problem's field belongs to, named for a person (FAQ 9 ("Do you offer…")). */
function nameListEntries(problems: Problem[], loaded: LoadResult): Problem[] {
  return problems.map((problem) => {
    const source = loaded.sources.get(problem.file);
    if (!source || !problem.field.includes('[')) return problem;
    const fieldPath = [...problem.field.matchAll(/[^.[\]]+/g)].map((m) => (/^\d+$/.test(m[0]) ? Number(m[0]) : m[0]));
    const item = itemLabel(source.schema, source.data, fieldPath);
    return item ? { ...problem, item } : problem;
  });
}
