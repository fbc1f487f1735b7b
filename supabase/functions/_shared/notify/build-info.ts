// What the built site publishes about its own build (/build-info.json): when it was built and the
// next day something scheduled becomes due (a post or landing page dated after the build, in the
// site's time zone). The nightly workflow rebuilds only on such days (scripts/dev/due-today.ts),
// so the notify-leads health check watches that the build came: a site whose next due day has
// passed without a newer build has a disabled workflow, a broken deploy hook or a paused host.
// Pure, shared by the build (Node) and the health check (Deno).

export const BUILD_INFO_PATH = '/build-info.json';

export interface BuildInfo {
  /** When the site was built (ISO 8601). */
  builtAt: string;
  /** The next day (YYYY-MM-DD, site's time zone) an entry becomes due; null: nothing scheduled. */
  nextDue: string | null;
  /** The site's time zone (site.yaml's timeZone), the clock of nextDue. */
  timeZone: string;
}

/** The calendar day (YYYY-MM-DD) that `now` falls on in `timeZone`. */
export function dayInZone(timeZone: string, now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** An entry as scheduling sees it: a draft flag and its date (YYYY-MM-DD). */
export interface Dated {
  draft: boolean;
  date: string;
}

/** The first day after `today` on which one of `entries` (drafts aside) becomes due, or null. */
export function nextDueDay(entries: readonly Dated[], today: string): string | null {
  const later = entries.filter((entry) => !entry.draft && entry.date > today).map((entry) => entry.date);
  return later.length ? later.sort()[0]! : null;
}

/**
 * Whether a site built with `info` missed its rebuild: its next due day has passed (it is a day
 * later in the site's zone) and the site still says so, so no build came on or after it.
 */
export function buildOverdue(info: BuildInfo, now: Date): boolean {
  return info.nextDue !== null && dayInZone(info.timeZone, now) > info.nextDue;
}

export function isBuildInfo(value: unknown): value is BuildInfo {
  const info = value as Partial<BuildInfo> | null;
  return (
    typeof info?.builtAt === 'string' &&
    typeof info.timeZone === 'string' &&
    (info.nextDue === null || (typeof info.nextDue === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(info.nextDue)))
  );
}
