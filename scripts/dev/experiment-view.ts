// The report's experiments section for people (`npm run contacts -- --report`): per experiment a
// table of its variants (views, leads, conversion) and the verdict in plain words, as
// src/lib/experiment-stats.ts decides it. Experiment names are checked slugs (the database
// refuses others), printed with their controls written out all the same.
import type { ExperimentResult } from '../../src/lib/experiment-report.ts';
import { type Comparison, DECIDE_AT, MIN_VIEWS, type Verdict } from '../../src/lib/experiment-stats.ts';
import { escapeControls } from '../../src/lib/terminal-text.ts';

/** One cell: controls written out (none can be in a checked name), padded to `width`. */
const cell = (text: string, width: number) => escapeControls(text).padEnd(width);

const name = (key: string) => key.toUpperCase();

/** A probability as the owner reads it: whole percent, never a flat 0 % or 100 %. */
export function percent(p: number): string {
  const whole = Math.round(p * 100);
  if (whole >= 100) return 'over 99 %';
  if (whole <= 0) return 'under 1 %';
  return `${whole} %`;
}

/** How a challenger converts next to the control, e.g. "Variant B converts 2.1× better than A". */
export function ratioWords(c: Comparison, control: string): string {
  if (c.ratio === null) {
    return c.leads > 0 && c.controlLeads === 0
      ? `Variant ${name(c.key)} has ${c.leads} lead${c.leads === 1 ? '' : 's'} and ${name(control)} none yet`
      : `Neither ${name(c.key)} nor ${name(control)} has a lead yet`;
  }
  if (Math.abs(c.ratio - 1) < 0.05) return `Variant ${name(c.key)} converts about as well as ${name(control)}`;
  if (c.ratio > 1) return `Variant ${name(c.key)} converts ${c.ratio.toFixed(1)}× better than ${name(control)}`;
  if (c.ratio === 0) return `Variant ${name(c.key)} has no leads yet, ${name(control)} has`;
  return `Variant ${name(control)} converts ${(1 / c.ratio).toFixed(1)}× better than ${name(c.key)}`;
}

/** The verdict in one sentence, with its confidence and what to do. */
export function verdictWords(verdict: Verdict | null, control: string): string {
  if (!verdict) return 'Only one variant has been seen so far: nothing to compare yet.';
  const decide = percent(DECIDE_AT);
  switch (verdict.kind) {
    case 'too-early':
      return (
        `Too early to tell: ${ratioWords(verdict.leading, control)} so far; ` +
        `${percent(verdict.leading.probability)} likely to be better; keep running until ${MIN_VIEWS} views each ` +
        `(${verdict.viewsNeeded} more views).`
      );
    case 'challenger-wins':
      return (
        `${ratioWords(verdict.winner, control)}; ${percent(verdict.winner.probability)} likely to be better. ` +
        `Keep ${name(verdict.winner.key)}: end the experiment with it as the page's own words.`
      );
    case 'control-wins':
      return (
        `Keep ${name(control)}: ${ratioWords(verdict.leading, control)}; ${name(verdict.leading.key)} is ` +
        `${percent(verdict.leading.probability)} likely to be better. End the experiment keeping ${name(control)}.`
      );
    case 'undecided':
      return (
        `No clear winner yet: ${ratioWords(verdict.leading, control)}; ` +
        `${percent(verdict.leading.probability)} likely to be better; a winner is named at ${decide}: keep running.`
      );
  }
}

const rate = (r: number | null) => (r === null ? '—' : `${(r * 100).toFixed(2)} %`);

/** The section's lines: a table and a verdict per experiment, or a line saying there is none. */
export function experimentLines(experiments: ExperimentResult[]): string[] {
  const lines = [
    'Experiments (views counted per UTC day; a lead counts for the variant its visitor saw;',
    `method: Bayesian, Beta(1, 1) prior, P(variant beats A); decided at ${percent(DECIDE_AT)} with ${MIN_VIEWS} views each)`,
    '',
  ];
  if (experiments.length === 0) return [...lines, '(none)', ''];
  for (const { experiment, variants, verdict } of experiments) {
    lines.push(
      cell(experiment, 60).trimEnd(),
      `${cell('Variant', 8)}  ${'Views'.padStart(8)}  ${'Leads'.padStart(6)}  ${'Conversion'.padStart(10)}`,
      '-'.repeat(38),
    );
    for (const v of variants) {
      lines.push(
        `${cell(name(v.key), 8)}  ${String(v.views).padStart(8)}  ${String(v.leads).padStart(6)}  ${rate(v.rate).padStart(10)}`,
      );
    }
    lines.push(`Verdict: ${verdictWords(verdict, variants[0]?.key ?? 'a')}`, '');
  }
  return lines;
}
