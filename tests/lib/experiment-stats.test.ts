// The report's statistics (src/lib/experiment-stats.ts): Evan Miller's closed form for
// P(p_B > p_A) under Beta posteriors, checked against published figures and against an
// independent numerical integration, and the verdict's rules at their boundaries.
import { describe, expect, it } from 'vitest';
import {
  DECIDE_AT,
  logGamma,
  MIN_VIEWS,
  probabilityBetter,
  probBBeatsA,
  verdictOf,
} from '../../src/lib/experiment-stats.ts';

/** The four Beta parameters: alpha and beta of A, then of B. */
type Four = [number, number, number, number];

/**
 * P(X_B > X_A) by numerical integration, independent of the closed form: on a grid of x, the
 * density of A times the probability that B lies above x (B's density summed from the top).
 */
function integrated(alphaA: number, betaA: number, alphaB: number, betaB: number, steps = 40_000): number {
  const logPdf = (a: number, b: number, x: number) =>
    (a - 1) * Math.log(x) + (b - 1) * Math.log(1 - x) - (logGamma(a) + logGamma(b) - logGamma(a + b));
  const h = 1 / steps;
  const mid = (i: number) => (i + 0.5) * h; // midpoints: never 0 or 1
  let above = 0; // P(B > x), accumulated from x = 1 down
  let total = 0;
  for (let i = steps - 1; i >= 0; i--) {
    const x = mid(i);
    const b = Math.exp(logPdf(alphaB, betaB, x)) * h;
    // Within the cell, B is above A about half the time.
    total += Math.exp(logPdf(alphaA, betaA, x)) * h * (above + b / 2);
    above += b;
  }
  return total;
}

describe('probBBeatsA (Evan Miller, https://www.evanmiller.org/bayesian-ab-testing.html)', () => {
  // Published figures: the test suite of ankane/field_test (test/calculations_test.rb), which
  // implements the same formula: prob_b_beats_a(alpha_a, beta_a, alpha_b, beta_b).
  it.each<[Four, number]>([
    [[1, 2, 3, 4], 0.6428571428571429],
    [[55, 50, 30, 30], 0.38386463776317903],
    [[50, 50, 35, 30], 0.6867997222295887],
  ])('Beta%j: %f, as published', (args, published) => {
    expect(probBBeatsA(...args)).toBeCloseTo(published, 10);
  });

  it('agrees with numerical integration, also for counts of a real week', () => {
    const cases: Four[] = [
      [1, 2, 3, 4],
      [55, 50, 30, 30],
      [11, 1191, 24, 1178], // 10 leads of 1200 views against 23 of 1200
      [3, 198, 9, 192],
    ];
    for (const args of cases) {
      expect(probBBeatsA(...args)).toBeCloseTo(integrated(...args), 5);
    }
  });

  it('is 5/6 for A ~ Beta(1, 2) and B ~ Beta(2, 1) (by hand: ∫ 2(1−x)(1−x²) dx = 5/6)', () => {
    expect(probBBeatsA(1, 2, 2, 1)).toBeCloseTo(5 / 6, 12);
  });

  it('is ½ for equal posteriors and complements itself when A and B swap', () => {
    expect(probBBeatsA(13, 190, 13, 190)).toBeCloseTo(0.5, 12);
    expect(probBBeatsA(5, 100, 9, 96) + probBBeatsA(9, 96, 5, 100)).toBeCloseTo(1, 12);
  });

  it('refuses parameters the closed form does not cover', () => {
    expect(() => probBBeatsA(0, 1, 1, 1)).toThrow(RangeError);
    expect(() => probBBeatsA(1.5, 1, 1, 1)).toThrow(RangeError);
  });
});

describe('probabilityBetter: counts to the Beta(1, 1) posterior', () => {
  it('is P(p_B > p_A) with α = 1 + leads, β = 1 + views − leads', () => {
    expect(probabilityBetter({ key: 'a', views: 49, leads: 0 }, { key: 'b', views: 99, leads: 2 })).toBeCloseTo(
      probBBeatsA(1, 50, 3, 98),
      12,
    );
  });

  it('takes leads beyond views (a view not counted) as no failures, not as an error', () => {
    expect(probabilityBetter({ key: 'a', views: 2, leads: 3 }, { key: 'b', views: 10, leads: 1 })).toBeCloseTo(
      probBBeatsA(4, 1, 2, 10),
      12,
    );
  });
});

describe('verdictOf', () => {
  const v = (key: string, views: number, leads: number) => ({ key, views, leads });

  it('names B the winner at ≥ 95 % once each variant has 200 views', () => {
    const verdict = verdictOf([v('a', 600, 12), v('b', 600, 26)]);
    expect(verdict).toMatchObject({ kind: 'challenger-wins', winner: { key: 'b' } });
    if (verdict?.kind !== 'challenger-wins') throw new Error('no winner');
    expect(verdict.winner.ratio).toBeCloseTo(26 / 12, 12);
    expect(verdict.winner.probability).toBeCloseTo(probBBeatsA(13, 589, 27, 575), 12);
    expect(verdict.winner.probability).toBeGreaterThanOrEqual(DECIDE_AT);
  });

  it('is too early below 200 views of any variant, however clear it looks, and counts the views missing', () => {
    const verdict = verdictOf([v('a', 150, 1), v('b', 180, 20)]);
    expect(verdict).toMatchObject({ kind: 'too-early', leading: { key: 'b' }, viewsNeeded: 50 + 20 });
    expect(verdictOf([v('a', MIN_VIEWS, 1), v('b', MIN_VIEWS - 1, 20)])).toMatchObject({ viewsNeeded: 1 });
  });

  it('keeps A when every challenger is at most 5 % likely to beat it', () => {
    expect(verdictOf([v('a', 500, 30), v('b', 500, 10), v('c', 500, 12)])).toMatchObject({
      kind: 'control-wins',
      control: 'a',
    });
  });

  it('is undecided between 5 % and 95 %, and names the challenger most likely to beat A', () => {
    const verdict = verdictOf([v('a', 400, 10), v('b', 400, 11), v('c', 400, 14)]);
    expect(verdict).toMatchObject({ kind: 'undecided', leading: { key: 'c' } });
  });

  it('has no ratio while A has no leads, and no verdict with one variant', () => {
    expect(verdictOf([v('a', 300, 0), v('b', 300, 9)])).toMatchObject({
      kind: 'challenger-wins',
      winner: { key: 'b', ratio: null },
    });
    expect(verdictOf([v('a', 300, 3)])).toBeNull();
  });
});
