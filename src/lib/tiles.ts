/**
 * How many cards a row of tiles shows at each width, from the number of cards, so that an
 * editor who adds or removes one never leaves a hole: one row when the cards fit, otherwise
 * the column count that leaves the fewest empty places in the last row (which is centred).
 */
export interface TileColumns {
  /** Phones (below 640 px). */
  base: number;
  /** From 640 px. */
  sm: number;
  /** From 1024 px. */
  lg: number;
}

/** The column count among `choices` that leaves the fewest empty places in the last row (ties: the first). */
export function leastEmpty(count: number, choices: number[]): number {
  const empty = (cols: number) => (cols - (count % cols)) % cols;
  return choices.reduce((best, cols) => (empty(cols) < empty(best) ? cols : best));
}

/**
 * `compact` tiles (a figure and a short label) sit two to a row even on phones; cards with
 * sentences take the full width there.
 */
export function tileColumns(count: number, { compact = false, maxPerRow = 4 } = {}): TileColumns {
  const n = Math.max(1, count);
  const lg =
    n <= maxPerRow
      ? n
      : leastEmpty(
          n,
          [3, 4].filter((c) => c <= maxPerRow),
        );
  const sm = n <= 2 ? n : compact && n === 3 ? 3 : 2;
  const base = compact ? Math.min(n, 2) : 1;
  return { base, sm: Math.min(sm, lg), lg };
}
