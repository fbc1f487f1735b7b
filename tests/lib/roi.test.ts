/**
 * ROI calculator math. Expected values are worked out by hand from the specification:
 * weekly = employees × wage × hours; monthly = weekly × 4.33; yearly = monthly × 12;
 * savings = 70% of yearly; monthly ROI = savings / 12.
 */
import { describe, expect, it } from 'vitest';
import { formatDollars } from '../../src/lib/format.ts';
import {
  AUTOMATABLE_SHARE,
  calculateRoi,
  clampRoiInput,
  ROI_INPUTS,
  type RoiResult,
  WEEKS_PER_MONTH,
} from '../../src/lib/roi.ts';

function expectResult(actual: RoiResult, expected: RoiResult) {
  for (const key of Object.keys(expected) as (keyof RoiResult)[]) {
    expect(actual[key], key).toBeCloseTo(expected[key], 6);
  }
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
}

describe('ROI constants', () => {
  it('match the specification: slider bounds, initial values, 4.33 weeks a month, 70%', () => {
    expect(ROI_INPUTS).toEqual({
      employees: { min: 1, max: 100, initial: 10, step: 1 },
      wage: { min: 15, max: 100, initial: 25, step: 1 },
      hours: { min: 1, max: 40, initial: 5, step: 1 },
    });
    expect(WEEKS_PER_MONTH).toBe(4.33);
    expect(AUTOMATABLE_SHARE).toBe(0.7);
  });
});

describe('calculateRoi', () => {
  it('initial values 10 employees × $25 × 5 h', () => {
    // 10 × 25 × 5 = 1,250 a week; × 4.33 = 5,412.50 a month; × 12 = 64,950 a year;
    // 70% of that = 45,465 savings; / 12 = 3,788.75 a month.
    expectResult(calculateRoi({ employees: 10, wage: 25, hours: 5 }), {
      weeklyCost: 1250,
      monthlyCost: 5412.5,
      annualCost: 64950,
      annualSavings: 45465,
      monthlyRoi: 3788.75,
    });
  });

  it('lower bounds 1 × $15 × 1 h', () => {
    // 15 a week; 64.95 a month; 779.40 a year; savings 545.58; 45.465 a month.
    expectResult(calculateRoi({ employees: 1, wage: 15, hours: 1 }), {
      weeklyCost: 15,
      monthlyCost: 64.95,
      annualCost: 779.4,
      annualSavings: 545.58,
      monthlyRoi: 45.465,
    });
  });

  it('upper bounds 100 × $100 × 40 h', () => {
    // 400,000 a week; 1,732,000 a month; 20,784,000 a year; savings 14,548,800; 1,212,400 a month.
    expectResult(calculateRoi({ employees: 100, wage: 100, hours: 40 }), {
      weeklyCost: 400000,
      monthlyCost: 1732000,
      annualCost: 20784000,
      annualSavings: 14548800,
      monthlyRoi: 1212400,
    });
  });

  it('a value in between: 50 × $40 × 20 h', () => {
    // 40,000 a week; 173,200 a month; 2,078,400 a year; savings 1,454,880; 121,240 a month.
    expectResult(calculateRoi({ employees: 50, wage: 40, hours: 20 }), {
      weeklyCost: 40000,
      monthlyCost: 173200,
      annualCost: 2078400,
      annualSavings: 1454880,
      monthlyRoi: 121240,
    });
  });

  it('clamps out-of-range input to the slider bounds before calculating', () => {
    expectResult(calculateRoi({ employees: 0, wage: 5, hours: 0 }), {
      weeklyCost: 15,
      monthlyCost: 64.95,
      annualCost: 779.4,
      annualSavings: 545.58,
      monthlyRoi: 45.465,
    });
    expectResult(calculateRoi({ employees: 1000, wage: 250, hours: 168 }), {
      weeklyCost: 400000,
      monthlyCost: 1732000,
      annualCost: 20784000,
      annualSavings: 14548800,
      monthlyRoi: 1212400,
    });
  });

  it('uses the initial value for NaN input', () => {
    expectResult(calculateRoi({ employees: Number.NaN, wage: Number.NaN, hours: Number.NaN }), {
      weeklyCost: 1250,
      monthlyCost: 5412.5,
      annualCost: 64950,
      annualSavings: 45465,
      monthlyRoi: 3788.75,
    });
  });
});

describe('clampRoiInput', () => {
  it('keeps in-range whole numbers unchanged', () => {
    expect(clampRoiInput({ employees: 37, wage: 61, hours: 12 })).toEqual({ employees: 37, wage: 61, hours: 12 });
  });

  it('clamps each input to its own bounds', () => {
    expect(clampRoiInput({ employees: 0, wage: 14, hours: 41 })).toEqual({ employees: 1, wage: 15, hours: 40 });
    expect(clampRoiInput({ employees: 101, wage: 101, hours: -3 })).toEqual({ employees: 100, wage: 100, hours: 1 });
  });

  it('rounds to whole steps', () => {
    expect(clampRoiInput({ employees: 10.6, wage: 25.4, hours: 4.5 })).toEqual({ employees: 11, wage: 25, hours: 5 });
  });

  it('replaces NaN by the initial value of that slider only', () => {
    expect(clampRoiInput({ employees: Number.NaN, wage: 30, hours: 2 })).toEqual({ employees: 10, wage: 30, hours: 2 });
    expect(clampRoiInput({ employees: 3, wage: Number.NaN, hours: Number.NaN })).toEqual({
      employees: 3,
      wage: 25,
      hours: 5,
    });
  });
});

describe('formatDollars', () => {
  it('prints whole dollars with thousands separators', () => {
    expect(formatDollars(64950)).toBe('$64,950');
    expect(formatDollars(45465)).toBe('$45,465');
    expect(formatDollars(20784000)).toBe('$20,784,000');
    expect(formatDollars(1212400)).toBe('$1,212,400');
  });

  it('rounds to the nearest dollar (half up)', () => {
    expect(formatDollars(3788.75)).toBe('$3,789');
    expect(formatDollars(32476.5)).toBe('$32,477');
    expect(formatDollars(779.4)).toBe('$779');
    expect(formatDollars(545.58)).toBe('$546');
    expect(formatDollars(45.465)).toBe('$45');
  });

  it('prints zero as $0', () => {
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(0.4)).toBe('$0');
  });

  it('formats the results shown for the initial slider values', () => {
    const r = calculateRoi({
      employees: ROI_INPUTS.employees.initial,
      wage: ROI_INPUTS.wage.initial,
      hours: ROI_INPUTS.hours.initial,
    });
    expect([formatDollars(r.annualCost), formatDollars(r.annualSavings), formatDollars(r.monthlyRoi)]).toEqual([
      '$64,950',
      '$45,465',
      '$3,789',
    ]);
  });
});
