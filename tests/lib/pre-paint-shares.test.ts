/**
 * The pre-paint script as pages load it (public/assets/pre-paint.<hash>.js, the bytes the site
 * ships), run many times in a bare script context with the platform's own crypto: every view
 * gets exactly one variant, written on <html>, and the variants come up by their shares. The
 * browser tests load pages far fewer times (e2e/experiments.spec.ts and the two experiment specs
 * of a site copy): each load shows its variant and only that one, from the first paint.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createContext, Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRE_PAINT_PLAN_ID, type PrePaintPlan } from '../../src/lib/experiments.ts';
import { PRE_PAINT_SCRIPT } from '../../src/lib/pre-paint-file.ts';
import { REPO_ROOT } from '../content/fixture.ts';

const shipped = new Script(readFileSync(path.join(REPO_ROOT, 'public', PRE_PAINT_SCRIPT), 'utf8'), {
  filename: PRE_PAINT_SCRIPT,
});

/** The page the script runs in: what it reads (the plan, the address) and the attributes it wrote on <html>. */
const page = { planText: '', search: '', written: {} as Record<string, string> };
// One context for every view: making one costs about a millisecond, and a test makes 50,000 views.
const context = createContext({
  document: {
    getElementById: (id: string) => (id === PRE_PAINT_PLAN_ID ? { textContent: page.planText } : null),
    documentElement: { setAttribute: (name: string, value: string) => (page.written[name] = value) },
  },
  location: {
    get search() {
      return page.search;
    },
  },
  crypto: globalThis.crypto,
  URLSearchParams,
});

/** One page view: the script run against a page holding `planText`; the attributes it wrote on <html>. */
function view(planText: string, search = ''): Record<string, string> {
  Object.assign(page, { planText, search, written: {} });
  shipped.runInContext(context);
  return page.written;
}

const VIEWS = 50_000;

/** How many of VIEWS views got each variant. */
function tally(plan: PrePaintPlan): Record<string, number> {
  const counts: Record<string, number> = {};
  const text = JSON.stringify(plan);
  const named = new Set<string | undefined>();
  for (let i = 0; i < VIEWS; i++) {
    const attributes = view(text);
    named.add(attributes['data-experiment']);
    const variant = attributes['data-variant']!;
    counts[variant] = (counts[variant] ?? 0) + 1;
  }
  // Every view names the experiment (one expect for all: 50,000 of them would cost seconds).
  expect([...named]).toEqual([plan.experiment!.name]);
  return counts;
}

/**
 * Each count is binomial (n = VIEWS, p = its share): within 6 standard deviations of its mean (at
 * most ±671 views), which a correct script misses about once in 10⁹ runs; a split off by 3 points
 * of share (1,500 views) always fails.
 */
function expectShares(counts: Record<string, number>, shares: Record<string, number>): void {
  expect(Object.keys(counts).toSorted()).toEqual(Object.keys(shares).toSorted());
  for (const [key, share] of Object.entries(shares)) {
    const p = share / 100;
    const spread = 6 * Math.sqrt(VIEWS * p * (1 - p));
    expect(counts[key], `variant ${key}`).toBeGreaterThanOrEqual(VIEWS * p - spread);
    expect(counts[key], `variant ${key}`).toBeLessThanOrEqual(VIEWS * p + spread);
  }
}

const plan = (shares: Record<string, number>): PrePaintPlan => ({
  experiment: {
    name: 'hero-test',
    variants: Object.entries(shares).map(([key, share]) => ({ key: key as 'a' | 'b' | 'c', share })),
  },
});

describe('the shipped pre-paint script', () => {
  it.each<{ shares: Record<string, number>; what: string }>([
    { shares: { a: 50, b: 50 }, what: 'half and half (the example landing page)' },
    { shares: { a: 70, b: 30 }, what: '70/30 (the home page’s experiment in its browser test)' },
    { shares: { a: 20, b: 30, c: 50 }, what: 'three variants' },
  ])('gives each view one variant, by its share: $what', ({ shares }) => {
    expectShares(tally(plan(shares)), shares);
  });

  it('a matched message wins over the experiment, and a page whose plan is broken is left as written', () => {
    const withMessage: PrePaintPlan = {
      ...plan({ a: 50, b: 50 }),
      matches: [{ key: 'delivery', slot: 1, words: ['delivery-apps'] }],
    };
    expect(view(JSON.stringify(withMessage), '?utm_campaign=Delivery+Apps')).toEqual({
      'data-match': 'delivery',
      'data-match-slot': '1',
    });
    expect(view('{not json')).toEqual({});
  });
});
