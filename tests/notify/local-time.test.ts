// Times for the site's owner: on the wall clock of the site's time zone, the zone named.
import { describe, expect, it } from 'vitest';
import { formatLocalTime } from '../../supabase/functions/_shared/notify/local-time.ts';

describe('formatLocalTime', () => {
  it.each([
    ['2026-11-26T20:10:00Z', 'America/Chicago', '2026-11-26 14:10 CST'],
    ['2026-07-01T20:10:00Z', 'America/Chicago', '2026-07-01 15:10 CDT'], // daylight saving time
    ['2026-11-27T03:00:00.123456+00:00', 'America/Chicago', '2026-11-26 21:00 CST'], // the day before, there
    ['2026-11-27T06:00:00Z', 'America/Chicago', '2026-11-27 00:00 CST'], // midnight is 00, not 24
    ['2026-11-26T20:10:00Z', 'UTC', '2026-11-26 20:10 UTC'],
    ['2026-11-26T20:10:00Z', 'Europe/Berlin', '2026-11-26 21:10 GMT+1'], // no short name: the offset
  ])('%s in %s → %s', (moment, zone, expected) => {
    expect(formatLocalTime(moment, zone)).toBe(expected);
  });

  it('takes a Date as well', () => {
    expect(formatLocalTime(new Date(Date.UTC(2026, 10, 26, 20, 10)), 'America/Chicago')).toBe('2026-11-26 14:10 CST');
  });

  it('gives UTC for a zone the runtime does not know, and text that is no moment as it is', () => {
    expect(formatLocalTime('2026-11-26T20:10:00Z', 'Mars/Olympus_Mons')).toBe('2026-11-26 20:10 UTC');
    expect(formatLocalTime('yesterday', 'America/Chicago')).toBe('yesterday');
  });
});
