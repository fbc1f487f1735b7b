/**
 * ROI calculator math:
 * weekly = employees × wage × hours; monthly = weekly × 4.33; yearly = monthly × 12;
 * savings = 70% of yearly; monthly ROI = savings / 12.
 */
export const ROI_INPUTS = {
  employees: { min: 1, max: 100, initial: 10, step: 1 },
  wage: { min: 15, max: 100, initial: 25, step: 1 },
  hours: { min: 1, max: 40, initial: 5, step: 1 },
} as const;

export const WEEKS_PER_MONTH = 4.33;
export const AUTOMATABLE_SHARE = 0.7;

export type RoiInput = { employees: number; wage: number; hours: number };
export type RoiResult = {
  weeklyCost: number;
  monthlyCost: number;
  annualCost: number;
  annualSavings: number;
  monthlyRoi: number;
};

export function clampRoiInput(input: RoiInput): RoiInput {
  const clamp = (key: keyof RoiInput) => {
    const { min, max } = ROI_INPUTS[key];
    const v = Number.isFinite(input[key]) ? Math.round(input[key]) : ROI_INPUTS[key].initial;
    return Math.min(max, Math.max(min, v));
  };
  return { employees: clamp('employees'), wage: clamp('wage'), hours: clamp('hours') };
}

export function calculateRoi(input: RoiInput): RoiResult {
  const { employees, wage, hours } = clampRoiInput(input);
  const weeklyCost = employees * wage * hours;
  const monthlyCost = weeklyCost * WEEKS_PER_MONTH;
  const annualCost = monthlyCost * 12;
  const annualSavings = annualCost * AUTOMATABLE_SHARE;
  return { weeklyCost, monthlyCost, annualCost, annualSavings, monthlyRoi: annualSavings / 12 };
}
