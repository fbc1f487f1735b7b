/**
 * The owner's weekly view of leads (`npm run contacts -- --report`): leads per week, per source
 * and per landing page over the last weeks. Weeks start on Monday, 00:00 UTC (ISO weeks), the
 * same for an owner anywhere; the clock is a parameter, so the result depends on nothing else.
 */

const DAY_MS = 86_400_000;

/** The Monday (UTC, YYYY-MM-DD) of the week `date` falls in. */
export function weekStart(date: Date): string {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the last `count` weeks, oldest first, the current week last. */
export function lastWeeks(now: Date, count: number): string[] {
  const current = Date.parse(`${weekStart(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(current - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

export interface ReportLead {
  created_at: Date;
  utm_source: string | null;
  referrer: string | null;
  landing_page: string | null;
}

export interface LeadReport {
  /** First day counted (a Monday, UTC) and the moment the report was made. */
  from: string;
  until: string;
  total: number;
  /** Every week, also those without leads, oldest first. */
  weeks: { week: string; leads: number }[];
  /** Most leads first; ties by name. */
  sources: { source: string; leads: number }[];
  landingPages: { page: string; leads: number }[];
}

/** Where a lead came from, as one word for counting: its utm_source, else the referring host. */
export function leadSource(lead: Pick<ReportLead, 'utm_source' | 'referrer'>): string {
  if (lead.utm_source) return lead.utm_source.trim().toLowerCase();
  if (lead.referrer) {
    try {
      return new URL(lead.referrer).host;
    } catch {
      return lead.referrer;
    }
  }
  return '(direct)';
}

/**
 * A page as the route table names it. Static hosts serve a page at /x and at /x/, and a campaign
 * link may use either (/restaurant-automation/): both are one landing page.
 */
export function pageOf(path: string): string {
  return path.replace(/(.)\/+$/, '$1');
}

const ranked = (counts: Map<string, number>) => [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

export function leadReport(leads: ReportLead[], now: Date, weekCount = 12): LeadReport {
  const weeks = lastWeeks(now, weekCount);
  const from = weeks[0]!;
  const start = Date.parse(`${from}T00:00:00Z`);
  const counted = leads.filter((l) => l.created_at.getTime() >= start && l.created_at.getTime() <= now.getTime());
  const perWeek = new Map(weeks.map((w) => [w, 0]));
  const perSource = new Map<string, number>();
  const perPage = new Map<string, number>();
  for (const lead of counted) {
    const week = weekStart(lead.created_at);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
    const source = leadSource(lead);
    perSource.set(source, (perSource.get(source) ?? 0) + 1);
    const page = lead.landing_page ? pageOf(lead.landing_page) : '(unknown)';
    perPage.set(page, (perPage.get(page) ?? 0) + 1);
  }
  return {
    from,
    until: now.toISOString(),
    total: counted.length,
    weeks: weeks.map((week) => ({ week, leads: perWeek.get(week) ?? 0 })),
    sources: ranked(perSource).map(([source, n]) => ({ source, leads: n })),
    landingPages: ranked(perPage).map(([page, n]) => ({ page, leads: n })),
  };
}
