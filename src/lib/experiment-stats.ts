/**
 * Which variant of an experiment converts better, and how sure that is (issue 55). The stated
 * method, in docs/lead-path.md ("Experiments"):
 *
 * - Each variant's conversion rate (leads ÷ views) gets a Beta(1, 1) prior (every rate equally
 *   likely before any data), so after `leads` conversions in `views` views its posterior is
 *   Beta(1 + leads, 1 + views − leads).
 * - The confidence is the posterior probability that a challenger's rate is higher than the
 *   first variant's (a, the page as it was): P(p_B > p_A), computed exactly with Evan Miller's
 *   closed form ("Formulas for Bayesian A/B Testing", https://www.evanmiller.org/bayesian-ab-testing.html):
 *     P(p_B > p_A) = Σ_{i=0}^{α_B−1} B(α_A + i, β_A + β_B) / ((β_B + i) · B(1 + i, β_B) · B(α_A, β_A)).
 * - A verdict is declared only once every variant has MIN_VIEWS views, and only at
 *   DECIDE_AT (95 %) either way; before that the report says how it stands and how many views
 *   are still needed. With three variants each challenger is compared with a, and the most
 *   likely to beat it is the one named.
 *
 * Pure: counts in, numbers out.
 */

/** Views each variant needs before a winner is named. */
export const MIN_VIEWS = 200;
/** The probability at which a variant is declared better (or, below 1 − this, worse). */
export const DECIDE_AT = 0.95;

// Lanczos approximation (g = 7, n = 9), as in Numerical Recipes: ~15 significant digits.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x); // reflection
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln B(a, b). */
export const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

/**
 * P(X_B > X_A) for X_A ~ Beta(alphaA, betaA) and X_B ~ Beta(alphaB, betaB), independent, with
 * whole-number parameters (Evan Miller's sum; the loop runs over the smaller α, by symmetry).
 */
export function probBBeatsA(alphaA: number, betaA: number, alphaB: number, betaB: number): number {
  for (const n of [alphaA, betaA, alphaB, betaB]) {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`Beta parameters must be whole numbers ≥ 1, not ${n}`);
  }
  // P(B > A) = 1 − P(A > B): sum over whichever α is smaller (ties have probability zero).
  if (alphaB > alphaA) return 1 - probBBeatsA(alphaB, betaB, alphaA, betaA);
  const base = logBeta(alphaA, betaA);
  let total = 0;
  for (let i = 0; i < alphaB; i++) {
    total += Math.exp(logBeta(alphaA + i, betaB + betaA) - Math.log(betaB + i) - logBeta(1 + i, betaB) - base);
  }
  return Math.min(1, Math.max(0, total));
}

export interface VariantCounts {
  /** a, b or c. */
  key: string;
  views: number;
  leads: number;
}

/**
 * The posterior of a variant's rate under the Beta(1, 1) prior. A lead whose view was not
 * counted (a blocked or refused count) can make leads exceed views: the failures are then 0.
 */
export function posterior({ views, leads }: VariantCounts): { alpha: number; beta: number } {
  return { alpha: 1 + leads, beta: 1 + Math.max(0, views - leads) };
}

/** P(challenger's rate > control's rate), under the stated prior. */
export function probabilityBetter(control: VariantCounts, challenger: VariantCounts): number {
  const a = posterior(control);
  const b = posterior(challenger);
  return probBBeatsA(a.alpha, a.beta, b.alpha, b.beta);
}

/** leads ÷ views, or null without views. */
export const conversionRate = ({ views, leads }: VariantCounts) => (views > 0 ? leads / views : null);

export interface Comparison {
  /** The challenger (b or c), compared with the control (a). */
  key: string;
  /** Its rate ÷ the control's; null when the control has no leads (or either no views). */
  ratio: number | null;
  /** Its leads, and the control's (what a missing ratio is about). */
  leads: number;
  controlLeads: number;
  /** P(its rate > the control's). */
  probability: number;
}

export type Verdict =
  /** Not every variant has MIN_VIEWS views yet: how it stands, and the views still missing. */
  | { kind: 'too-early'; leading: Comparison; viewsNeeded: number }
  /** A challenger beats the control with at least DECIDE_AT. */
  | { kind: 'challenger-wins'; winner: Comparison }
  /** Every challenger is at most 1 − DECIDE_AT likely to beat the control: keep the control. */
  | { kind: 'control-wins'; control: string; leading: Comparison }
  /** Enough views, no decision yet either way. */
  | { kind: 'undecided'; leading: Comparison };

/** The verdict on one experiment: variants in order, the first the control (a). */
export function verdictOf(variants: VariantCounts[]): Verdict | null {
  const [control, ...challengers] = variants;
  if (!control || challengers.length === 0) return null; // nothing to compare yet
  const comparisons: Comparison[] = challengers.map((challenger) => {
    const rateA = conversionRate(control);
    const rateB = conversionRate(challenger);
    return {
      key: challenger.key,
      ratio: rateA && rateB !== null ? rateB / rateA : null,
      leads: challenger.leads,
      controlLeads: control.leads,
      probability: probabilityBetter(control, challenger),
    };
  });
  const leading = comparisons.reduce((best, c) => (c.probability > best.probability ? c : best));
  const viewsNeeded = variants.reduce((sum, v) => sum + Math.max(0, MIN_VIEWS - v.views), 0);
  if (viewsNeeded > 0) return { kind: 'too-early', leading, viewsNeeded };
  if (leading.probability >= DECIDE_AT) return { kind: 'challenger-wins', winner: leading };
  if (comparisons.every((c) => c.probability <= 1 - DECIDE_AT))
    return { kind: 'control-wins', control: control.key, leading };
  return { kind: 'undecided', leading };
}
