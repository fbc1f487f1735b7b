// How the build spreads work over threads (src/lib/pool.ts): every item once, in a known place.
import { describe, expect, it } from 'vitest';
import { dealt, shares } from '../../src/lib/pool.ts';

const items = Array.from({ length: 10 }, (_, i) => i);

describe('shares', () => {
  it('cuts items into runs of nearly equal length, in order', () => {
    expect(shares(items, 3)).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
  });
  it('never makes more shares than items, nor fewer than one', () => {
    expect(shares([1, 2], 8)).toEqual([[1], [2]]);
    expect(shares([], 4)).toEqual([]);
  });
});

describe('dealt', () => {
  it('deals items round the hands, so each hand holds a mix of the list', () => {
    expect(dealt(items, 3)).toEqual([
      [0, 3, 6, 9],
      [1, 4, 7],
      [2, 5, 8],
    ]);
  });
  it('holds every item exactly once', () => {
    expect(
      dealt(items, 4)
        .flat()
        .sort((a, b) => a - b),
    ).toEqual(items);
  });
  it('never deals to more hands than there are items', () => {
    expect(dealt(['a', 'b'], 8)).toEqual([['a'], ['b']]);
    expect(dealt([], 2)).toEqual([]);
  });
});
