/** Rows of cards: the column counts leave no hole in a row, whatever the number of cards. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tiles } from '../../src/components/Tiles.tsx';
import { leastEmpty, tileColumns } from '../../src/lib/tiles.ts';

describe('tileColumns', () => {
  it('puts up to four cards in one row on wide screens', () => {
    expect([1, 2, 3, 4].map((n) => tileColumns(n).lg)).toEqual([1, 2, 3, 4]);
  });

  it('picks the column count that fills the most of the last row', () => {
    expect(leastEmpty(5, [3, 4])).toBe(3);
    expect(leastEmpty(6, [3, 4])).toBe(3);
    expect(leastEmpty(7, [3, 4])).toBe(4);
    expect(leastEmpty(8, [3, 4])).toBe(4);
    expect(tileColumns(5).lg).toBe(3);
    expect(tileColumns(7, { maxPerRow: 3 }).lg).toBe(3);
  });

  it('keeps compact figures two to a row on phones and cards with text one to a row', () => {
    expect(tileColumns(3, { compact: true })).toEqual({ base: 2, sm: 3, lg: 3 });
    expect(tileColumns(4, { compact: true })).toEqual({ base: 2, sm: 2, lg: 4 });
    expect(tileColumns(5)).toEqual({ base: 1, sm: 2, lg: 3 });
    expect(tileColumns(1, { compact: true })).toEqual({ base: 1, sm: 1, lg: 1 });
  });
});

describe('Tiles', () => {
  it('sets the column count for each width as classes Tailwind can find', () => {
    const html = renderToStaticMarkup(createElement(Tiles, { count: 5 }, createElement('li', null, 'a')));
    expect(html).toBe('<ul class="tiles [--cols:1] sm:[--cols:2] lg:[--cols:3]"><li>a</li></ul>');
  });
});
