// The editor's "Scheduled" filter: a regular expression for "dated after today", made when the
// editor opens, since Decap filters by pattern and cannot compare dates.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generateDecapConfig } from '../../scripts/build/schemas.ts';
import { AFTER_TODAY, datesAfter, withToday } from '../../src/admin/scheduled.ts';

/** Every day from `from` to `to` (YYYY-MM-DD). */
function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

describe('dates after a day', () => {
  it('match exactly the later dates, over years of days and at the edges of months, years and decades', () => {
    const calendar = days('2018-11-20', '2031-02-10');
    for (const today of ['2025-06-14', '2024-12-31', '2029-09-30', '2020-02-29', '2019-01-01', '2030-10-09']) {
      const pattern = new RegExp(datesAfter(today));
      const matched = calendar.filter((d) => pattern.test(d));
      expect(matched, today).toEqual(calendar.filter((d) => d > today));
    }
    expect(new RegExp(datesAfter('2025-06-14')).test('2099-01-05')).toBe(true);
    expect(new RegExp(datesAfter('2025-06-14')).test('2025-06-14T00:00')).toBe(false);
  });

  it('fill the generated configuration: the post list gets a working "Scheduled" filter', () => {
    const config = withToday(parse(generateDecapConfig()), '2025-06-14') as {
      collections: { name: string; view_filters?: { label: string; pattern: unknown }[] }[];
    };
    const filters = config.collections.find((c) => c.name === 'posts')!.view_filters!;
    const scheduled = filters.find((f) => f.label.startsWith('Scheduled'))!;
    expect(scheduled.pattern).toBe(datesAfter('2025-06-14'));
    expect(JSON.stringify(config)).not.toContain(AFTER_TODAY);
    expect(filters.find((f) => f.label === 'Drafts')!.pattern).toBe(true);
  });
});
