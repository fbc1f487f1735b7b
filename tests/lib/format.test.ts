/** The formatting helpers shared by the server render and the islands. */
import { describe, expect, it, vi } from 'vitest';
import { fillTemplate, fillYear, formatDate, formatDollars, languageTag } from '../../src/lib/format.ts';

describe('fillTemplate', () => {
  it('replaces every named placeholder, wherever it stands and however often', () => {
    expect(fillTemplate('By {author}', { author: 'Lakeshore AI Team' })).toBe('By Lakeshore AI Team');
    expect(fillTemplate('{title} (page {page})', { title: 'Insights', page: 2 })).toBe('Insights (page 2)');
    expect(fillTemplate('{n} and {n}', { n: 0 })).toBe('0 and 0');
  });

  it('leaves a placeholder without a value as written, and text without placeholders unchanged', () => {
    expect(fillTemplate('By {author}', {})).toBe('By {author}');
    expect(fillTemplate('{toString}', {}), 'inherited properties are no values').toBe('{toString}');
    expect(fillTemplate('TL;DR', { author: 'x' })).toBe('TL;DR');
    expect(fillTemplate('{ not a placeholder }', { not: 'x' })).toBe('{ not a placeholder }');
  });

  it('does not read the replacement value as a pattern ($& stays literal)', () => {
    expect(fillTemplate('Cost: {amount}', { amount: '$&1' })).toBe('Cost: $&1');
  });

  it('fillYear is the {year} case', () => {
    expect(fillYear('© {year} Lakeshore AI', 2031)).toBe('© 2031 Lakeshore AI');
  });
});

describe('languageTag', () => {
  it('turns the locale setting into a BCP 47 tag', () => {
    expect(languageTag('en_US')).toBe('en-US');
    expect(languageTag('de_CH')).toBe('de-CH');
  });
});

describe('numbers and dates', () => {
  it('formats whole dollars and long dates in US English', () => {
    expect(formatDollars(32476.5)).toBe('$32,477');
    expect(formatDate('2025-01-15')).toBe('January 15, 2025');
  });

  it('builds a formatter on its first use, once, never when the module loads', async () => {
    // Loading the module is part of the first script on every case-study page; building a
    // formatter there loads locale data and blocked the page (Lighthouse counted it).
    const built: string[] = [];
    const counted = <T extends object>(name: string, real: T) =>
      new Proxy(real, {
        construct(target, args) {
          built.push(name);
          return Reflect.construct(target as new (...a: unknown[]) => object, args);
        },
      });
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: counted('NumberFormat', Intl.NumberFormat),
      DateTimeFormat: counted('DateTimeFormat', Intl.DateTimeFormat),
    });
    vi.resetModules();
    try {
      const fresh = await import('../../src/lib/format.ts');
      expect(built).toEqual([]);
      expect([fresh.formatDollars(5), fresh.formatDollars(1234.4)]).toEqual(['$5', '$1,234']);
      expect([fresh.formatClock('19:30'), fresh.formatClock('08:05')]).toEqual(['7:30 PM', '8:05 AM']);
      expect(built).toEqual(['NumberFormat', 'DateTimeFormat']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
