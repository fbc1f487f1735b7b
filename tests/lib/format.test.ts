/** The formatting helpers shared by the server render and the islands. */
import { describe, expect, it } from 'vitest';
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
});
