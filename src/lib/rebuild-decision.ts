/**
 * Whether the nightly workflow rebuilds the live site today (scripts/dev/due-today.ts): only when
 * a scheduled post or landing page becomes due today in the site's time zone, or when the live
 * site says a day it was waiting for has come without a rebuild (a night whose build failed).
 * A month without scheduled entries costs no build. Pure.
 */
import type { BuildInfo, Dated } from '../../supabase/functions/_shared/notify/build-info.ts';

export interface DueEntry extends Dated {
  /** How the decision names it: "the article /blog/x". */
  name: string;
}

export interface RebuildDecision {
  rebuild: boolean;
  /** Why, in one line for the workflow's log. */
  reason: string;
}

/**
 * @param today the day (YYYY-MM-DD) in the site's time zone
 * @param live what the live site published about its build, or null when it could not be read
 */
export function rebuildDecision(entries: readonly DueEntry[], today: string, live: BuildInfo | null): RebuildDecision {
  const due = entries.filter((entry) => !entry.draft && entry.date === today);
  if (due.length) {
    return { rebuild: true, reason: `Due today (${today}): ${due.map((entry) => entry.name).join(', ')}.` };
  }
  if (live?.nextDue && live.nextDue < today) {
    return {
      rebuild: true,
      reason: `The live site was built at ${live.builtAt} and still waits for ${live.nextDue}: rebuilding to catch up.`,
    };
  }
  return { rebuild: false, reason: `Nothing becomes due today (${today}): no build.` };
}
