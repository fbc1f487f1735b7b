import { useEffect, useRef, useState } from 'react';
import type { Ui } from '../content/schemas/ui.ts';
import { fillTemplate, formatDollars } from '../lib/format.ts';
import { calculateRoi, clampRoiInput, ROI_INPUTS, type RoiInput } from '../lib/roi.ts';

export interface RoiCalculatorProps {
  labels: { employees: string; wage: string; hours: string; annualCost: string; savings: string; monthlyRoi: string };
  note: string;
  /** How the slider values are shown and read out (content/ui.yaml, roi). */
  formats: Ui['roi'];
}

type CountForms = Ui['roi']['employees'];
const countText = (forms: CountForms, count: number) => fillTemplate(count === 1 ? forms.one : forms.other, { count });

/** What screen readers hear for each slider value, and what the page shows for it. */
function valueFormats(formats: Ui['roi']) {
  return {
    spoken: {
      employees: (v: number) => countText(formats.employees, v),
      wage: (v: number) => fillTemplate(formats.wage, { amount: formatDollars(v) }),
      hours: (v: number) => countText(formats.hours, v),
    },
    shown: {
      employees: (v: number) => String(v),
      wage: (v: number) => formatDollars(v),
      hours: (v: number) => fillTemplate(formats.hoursShort, { hours: v }),
    },
  };
}

const KEYS = ['employees', 'wage', 'hours'] as const;

/** How a result card looks: the savings, the figure the calculator exists for, stands out from the other two. */
const CARD_TONES = {
  plain: { card: 'rounded-2xl bg-white/10 p-6', label: 'text-slate-300', figure: 'mt-1 text-3xl font-bold' },
  accent: {
    card: 'rounded-2xl bg-emerald-500/15 p-6 ring-1 ring-emerald-400/40',
    label: 'text-emerald-200',
    figure: 'mt-1 text-4xl font-extrabold',
  },
} as const;

/** The results in the order they are read: the cost today, what automation saves of it, the return per month. */
const RESULT_CARDS = [
  { result: 'annualCost', label: 'annualCost', tone: 'plain', figureColor: 'text-white' },
  { result: 'annualSavings', label: 'savings', tone: 'accent', figureColor: 'text-emerald-300' },
  { result: 'monthlyRoi', label: 'monthlyRoi', tone: 'plain', figureColor: 'text-cyan-300' },
] as const;

/** The values the sliders hold in the page: the initial ones, or those a visitor set before hydration. */
function valuesInPage(root: HTMLElement): RoiInput {
  // A slider that is missing reads as no number, which clampRoiInput turns into its initial value.
  const value = (key: keyof RoiInput) =>
    root.querySelector<HTMLInputElement>(`[data-roi-input="${key}"]`)?.valueAsNumber ?? Number.NaN;
  return clampRoiInput({ employees: value('employees'), wage: value('wage'), hours: value('hours') });
}

/** Live ROI estimate; server-rendered with the initial values, so it reads right before hydration. */
export function RoiCalculator({ labels, note, formats }: RoiCalculatorProps) {
  const [input, setInput] = useState<RoiInput>({
    employees: ROI_INPUTS.employees.initial,
    wage: ROI_INPUTS.wage.initial,
    hours: ROI_INPUTS.hours.initial,
  });
  const root = useRef<HTMLDivElement>(null);
  // The calculator hydrates as it nears the viewport or is first used: a value set before then
  // (by keyboard, or by dragging) is in its slider but not in state, and hydration leaves it
  // there. Adopted now, so the results match the sliders at once, and the next change does not
  // put the others back to their initial values.
  useEffect(() => {
    if (!root.current) return;
    const inPage = valuesInPage(root.current);
    setInput((current) => (KEYS.some((key) => inPage[key] !== current[key]) ? inPage : current));
  }, []);
  const computed = calculateRoi(input);
  const { spoken, shown } = valueFormats(formats);
  const sliders = KEYS.map((key) => {
    const { min, max, step } = ROI_INPUTS[key];
    // Fixed ids (the calculator appears once per page): the same on the server and after hydration,
    // whatever components wrap the island.
    return (
      <div key={key}>
        <div className="flex items-baseline justify-between gap-4">
          <label htmlFor={`roi-${key}`} className="font-medium text-slate-200">
            {labels[key]}
          </label>
          <output htmlFor={`roi-${key}`} className="text-xl font-bold text-white tabular-nums" data-roi-value={key}>
            {shown[key](input[key])}
          </output>
        </div>
        <input
          id={`roi-${key}`}
          type="range"
          min={min}
          max={max}
          step={step}
          value={input[key]}
          aria-valuetext={spoken[key](input[key])}
          onChange={(e) => {
            const value = Number(e.currentTarget.value); // read now: React clears currentTarget after the handler
            setInput((prev) => ({ ...prev, [key]: value }));
          }}
          className="mt-3 h-2 w-full cursor-pointer accent-cyan-400"
          data-roi-input={key}
        />
        <div className="mt-1 flex justify-between text-xs text-slate-400" aria-hidden="true">
          <span>{shown[key](min)}</span>
          <span>{shown[key](max)}</span>
        </div>
      </div>
    );
  });
  return (
    <div className="grid gap-8 lg:grid-cols-2" ref={root}>
      <div className="flex flex-col justify-between gap-8 rounded-2xl bg-white/5 p-6 sm:p-8">{sliders}</div>
      <div className="flex flex-col gap-4" aria-live="polite">
        {RESULT_CARDS.map(({ result, label, tone, figureColor }) => (
          <div key={result} className={CARD_TONES[tone].card}>
            <p className={CARD_TONES[tone].label}>{labels[label]}</p>
            <p className={`${CARD_TONES[tone].figure} ${figureColor} tabular-nums`} data-roi-result={result}>
              {formatDollars(computed[result])}
            </p>
          </div>
        ))}
      </div>
      <p className="text-sm leading-6 text-slate-400 lg:col-span-2">{note}</p>
    </div>
  );
}
