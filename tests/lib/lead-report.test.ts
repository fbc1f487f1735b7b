// The owner's weekly view: weeks start Monday 00:00 on the site's clock (UTC by default), the last 12 weeks with the current one
// last, and leads counted per week, source and landing page. A fixed clock, never the real one.
import { describe, expect, it } from 'vitest';
import { lastWeeks, leadReport, type leadSource, reportWindowStart, weekStart } from '../../src/lib/lead-report.ts';

const at = (iso: string) => new Date(iso);
/** Wednesday, 16 December 2026, 10:00 UTC. */
const NOW = at('2026-12-16T10:00:00Z');

describe('weeks', () => {
  it('start on Monday, 00:00 UTC', () => {
    expect(weekStart(at('2026-12-14T00:00:00Z'))).toBe('2026-12-14'); // Monday
    expect(weekStart(at('2026-12-13T23:59:59Z'))).toBe('2026-12-07'); // Sunday night belongs to the week before
    expect(weekStart(at('2026-12-20T12:00:00Z'))).toBe('2026-12-14');
    expect(weekStart(at('2027-01-01T08:00:00Z'))).toBe('2026-12-28'); // across the new year
    expect(weekStart(at('2024-03-01T00:00:00Z'))).toBe('2024-02-26'); // across a leap day
  });

  it("start on Monday, 00:00 on the site's clock when it has a time zone (America/Chicago)", () => {
    expect(weekStart(at('2026-12-14T03:00:00Z'), 'America/Chicago')).toBe('2026-12-07'); // Sunday 21:00 in Chicago
    expect(weekStart(at('2026-12-14T06:00:00Z'), 'America/Chicago')).toBe('2026-12-14'); // Monday 00:00 CST
    expect(weekStart(at('2026-12-14T03:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-12-14'); // 17:00, UTC+14
    expect(lastWeeks(at('2026-12-14T03:00:00Z'), 2, 'America/Chicago')).toEqual(['2026-11-30', '2026-12-07']);
  });

  it('the report reads leads from a day before its first Monday, for the zones ahead of UTC', () => {
    expect(reportWindowStart(NOW, 12, 'America/Chicago').toISOString()).toBe('2026-09-27T00:00:00.000Z');
  });

  it('the last 12 are listed oldest first, the current week last', () => {
    const weeks = lastWeeks(NOW, 12);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe('2026-09-28');
    expect(weeks.at(-1)).toBe('2026-12-14');
  });
});

describe('the report', () => {
  const lead = (
    created: string,
    more: Partial<Parameters<typeof leadSource>[0]> & { landing_page?: string | null; check_status?: string } = {},
  ) => ({
    created_at: at(created),
    utm_source: null,
    referrer: null,
    landing_page: null,
    ...more,
  });

  it('counts requests that failed the human check apart, and leaves preview requests out', () => {
    const report = leadReport(
      [
        lead('2026-12-14T09:00:00Z', { utm_source: 'linkedin', check_status: 'verified' }),
        lead('2026-12-14T10:00:00Z', { utm_source: 'linkedin', check_status: 'released' }),
        lead('2026-12-14T11:00:00Z', { utm_source: 'spam', check_status: 'unverified' }),
        lead('2026-12-15T11:00:00Z', { check_status: 'unverified' }),
        lead('2026-12-15T12:00:00Z', { check_status: 'preview' }),
      ],
      NOW,
    );
    expect(report.total).toBe(2);
    expect(report.unverified).toBe(2);
    expect(report.sources).toEqual([{ source: 'linkedin', leads: 2 }]);
  });

  it('counts per week (empty weeks included), per source and per landing page; older leads stay out', () => {
    const report = leadReport(
      [
        lead('2026-09-27T23:59:00Z', { utm_source: 'linkedin' }), // the Sunday before the first week
        lead('2026-09-28T00:00:00Z', { utm_source: 'linkedin', landing_page: '/blog/a' }),
        lead('2026-12-14T09:00:00Z', { utm_source: 'LinkedIn', landing_page: '/blog/a' }),
        lead('2026-12-15T09:00:00Z', { referrer: 'https://www.google.com', landing_page: '/' }),
        lead('2026-12-16T09:59:00Z'),
        lead('2026-12-16T10:00:01Z', { utm_source: 'future' }), // after the clock
      ],
      NOW,
    );
    expect(report.from).toBe('2026-09-28');
    expect(report.total).toBe(4);
    expect(report.weeks[0]).toEqual({ week: '2026-09-28', leads: 1 });
    expect(report.weeks.at(-1)).toEqual({ week: '2026-12-14', leads: 3 });
    expect(report.weeks.slice(1, -1).every((w) => w.leads === 0)).toBe(true);
    expect(report.sources).toEqual([
      { source: 'linkedin', leads: 2 },
      { source: '(direct)', leads: 1 },
      { source: 'www.google.com', leads: 1 },
    ]);
    expect(report.landingPages).toEqual([
      { page: '/blog/a', leads: 2 },
      { page: '(unknown)', leads: 1 },
      { page: '/', leads: 1 },
    ]);
  });

  it("counts a page reached as /x/ and as /x once, under the route table's /x", () => {
    const report = leadReport(
      [
        lead('2026-12-14T09:00:00Z', { utm_source: 'linkedin', landing_page: '/restaurant-automation/' }),
        lead('2026-12-15T09:00:00Z', { utm_source: 'newsletter', landing_page: '/restaurant-automation' }),
        lead('2026-12-15T10:00:00Z', { landing_page: '/' }),
      ],
      NOW,
    );
    expect(report.landingPages).toEqual([
      { page: '/restaurant-automation', leads: 2 },
      { page: '/', leads: 1 },
    ]);
  });

  it("counts a lead in the week it was sent on the site's clock", () => {
    const sundayEvening = lead('2026-12-14T03:00:00Z'); // Sunday 21:00 in Chicago, Monday in UTC
    const chicago = leadReport([sundayEvening], NOW, 12, 'America/Chicago');
    expect(chicago.timeZone).toBe('America/Chicago');
    expect(chicago.weeks.slice(-2)).toEqual([
      { week: '2026-12-07', leads: 1 },
      { week: '2026-12-14', leads: 0 },
    ]);
    expect(leadReport([sundayEvening], NOW).weeks.at(-1)).toEqual({ week: '2026-12-14', leads: 1 });
    // The first week starts on its Monday in Chicago (CDT in September): 04:59 UTC is still Sunday there.
    expect(leadReport([lead('2026-09-28T04:59:00Z')], NOW, 12, 'America/Chicago').total).toBe(0);
    expect(leadReport([lead('2026-09-28T05:00:00Z')], NOW, 12, 'America/Chicago').total).toBe(1);
  });
});
