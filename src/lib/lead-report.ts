/**
 * The owner's weekly view of leads (`npm run contacts -- --report`): leads per week, per source
 * and per landing page over the last weeks, and each experiment's variants (./experiment-report.ts). Weeks start on Monday, 00:00 on the clock of the
 * site's time zone (site.yaml's timeZone): a lead on a Sunday evening in Chicago belongs to that
 * week, though it is Monday already in UTC. The clock and the zone are parameters, so the result
 * depends on nothing else.
 */
import { dayIn } from '../content/day.ts';
import { type ExperimentResult, experimentResults, type ViewCount } from './experiment-report.ts';
import { leadSource } from './lead-source.ts';

const DAY_MS = 86_400_000;

/** The Monday (YYYY-MM-DD) of the week `date` falls in, on the clock of `timeZone`. */
export function weekStart(date: Date, timeZone = 'UTC'): string {
  // The local calendar day, read as a UTC date only for the arithmetic on days.
  const day = Date.parse(`${dayIn(timeZone, date)}T00:00:00Z`);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the last `count` weeks, oldest first, the current week last. */
export function lastWeeks(now: Date, count: number, timeZone = 'UTC'): string[] {
  const current = Date.parse(`${weekStart(now, timeZone)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(current - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * A moment no later than the first lead the report can count: its first Monday at 00:00 UTC,
 * a day earlier for the zones ahead of UTC. Leads are then counted by their week in the zone.
 */
export function reportWindowStart(now: Date, weekCount: number, timeZone = 'UTC'): Date {
  return new Date(Date.parse(`${lastWeeks(now, weekCount, timeZone)[0]}T00:00:00Z`) - DAY_MS);
}

export interface ReportLead {
  created_at: Date;
  utm_source: string | null;
  referrer: string | null;
  landing_page: string | null;
  /**
   * The human check's outcome (public.contacts.check_status): 'unverified' requests are counted
   * apart, 'preview' ones not at all. Absent (older databases): a lead.
   */
  check_status?: string;
  /** The experiment and variant the lead was sent from (issue 55); absent or null: none. */
  experiment?: string | null;
  experiment_variant?: string | null;
}

export interface LeadReport {
  /** First day counted (a Monday, on the site's clock) and the moment the report was made. */
  from: string;
  until: string;
  /** The clock the weeks follow (an IANA name such as America/Chicago). */
  timeZone: string;
  total: number;
  /** Requests in the same weeks that did not pass the human check: not leads, counted apart. */
  unverified: number;
  /** Every week, also those without leads, oldest first. */
  weeks: { week: string; leads: number }[];
  /** Most leads first; ties by name. */
  sources: { source: string; leads: number }[];
  landingPages: { page: string; leads: number }[];
  /** Per experiment and variant: views, leads, conversion rate and the verdict (./experiment-report.ts). */
  experiments: ExperimentResult[];
}

// The analytics' lead event names its source the same way (src/lib/analytics.ts).
export { leadSource } from './lead-source.ts';

/**
 * A page as the route table names it. Static hosts serve a page at /x and at /x/, and a campaign
 * link may use either (/restaurant-automation/): both are one landing page.
 */
export function pageOf(path: string): string {
  return path.replace(/(.)\/+$/, '$1');
}

const ranked = (counts: Map<string, number>) => [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

export function leadReport(
  leads: ReportLead[],
  now: Date,
  weekCount = 12,
  timeZone = 'UTC',
  views: ViewCount[] = [],
): LeadReport {
  const weeks = lastWeeks(now, weekCount, timeZone);
  const from = weeks[0]!;
  const inWindow = leads
    .filter((l) => l.created_at.getTime() <= now.getTime() && l.check_status !== 'preview')
    .map((lead) => ({ lead, week: weekStart(lead.created_at, timeZone) }))
    .filter(({ week }) => week >= from);
  const counted = inWindow.filter(({ lead }) => lead.check_status !== 'unverified');
  const perWeek = new Map(weeks.map((w) => [w, 0]));
  const perSource = new Map<string, number>();
  const perPage = new Map<string, number>();
  for (const { lead, week } of counted) {
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
    const source = leadSource(lead);
    perSource.set(source, (perSource.get(source) ?? 0) + 1);
    const page = lead.landing_page ? pageOf(lead.landing_page) : '(unknown)';
    perPage.set(page, (perPage.get(page) ?? 0) + 1);
  }
  return {
    from,
    until: now.toISOString(),
    timeZone,
    total: counted.length,
    unverified: inWindow.length - counted.length,
    weeks: weeks.map((week) => ({ week, leads: perWeek.get(week) ?? 0 })),
    sources: ranked(perSource).map(([source, n]) => ({ source, leads: n })),
    landingPages: ranked(perPage).map(([page, n]) => ({ page, leads: n })),
    experiments: experimentResults(
      views,
      counted.map(({ lead }) => lead),
      from,
    ),
  };
}
