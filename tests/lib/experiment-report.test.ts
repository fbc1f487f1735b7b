// The report's experiments section: the counts per variant (src/lib/experiment-report.ts), the
// leadReport that carries it, and the verdict in the owner's words (scripts/dev/experiment-view.ts).
import { describe, expect, it } from 'vitest';
import { experimentLines, percent, verdictWords } from '../../scripts/dev/experiment-view.ts';
import { experimentResults, type ViewCount } from '../../src/lib/experiment-report.ts';
import { verdictOf } from '../../src/lib/experiment-stats.ts';
import { leadReport } from '../../src/lib/lead-report.ts';

const views = (experiment: string, variant: string, n: number, day = '2026-12-01'): ViewCount => ({
  day,
  experiment,
  variant,
  views: n,
});
const leads = (experiment: string, variant: string, n: number) =>
  Array.from({ length: n }, () => ({ experiment, experiment_variant: variant }));

describe('experimentResults', () => {
  it('adds up the days from the first of the report on, counts each lead for its variant, control first', () => {
    const [result, ...rest] = experimentResults(
      [
        views('hero', 'b', 100),
        views('hero', 'a', 120),
        views('hero', 'b', 150, '2026-12-02'),
        views('hero', 'a', 999, '2026-11-01'), // before the report's weeks
      ],
      [...leads('hero', 'b', 5), ...leads('hero', 'a', 2), { experiment: null, experiment_variant: null }],
      '2026-11-30',
    );
    expect(rest).toEqual([]);
    expect(result).toEqual({
      experiment: 'hero',
      variants: [
        { key: 'a', views: 120, leads: 2, rate: 2 / 120 },
        { key: 'b', views: 250, leads: 5, rate: 5 / 250 },
      ],
      verdict: verdictOf([
        { key: 'a', views: 120, leads: 2 },
        { key: 'b', views: 250, leads: 5 },
      ]),
    });
  });

  it('is part of leadReport, over the leads the report counts (not unverified or preview ones)', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    const lead = (variant: string, check_status = 'verified') => ({
      created_at: new Date('2026-12-01T12:00:00Z'),
      utm_source: null,
      referrer: null,
      landing_page: '/x',
      check_status,
      experiment: 'hero',
      experiment_variant: variant,
    });
    const report = leadReport(
      [lead('a'), lead('b'), lead('b', 'unverified'), lead('b', 'preview'), lead('b', 'released')],
      now,
      12,
      'UTC',
      [views('hero', 'a', 10), views('hero', 'b', 10)],
    );
    expect(report.experiments[0]!.variants.map((v) => [v.key, v.leads])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(leadReport([], now).experiments).toEqual([]);
  });
});

describe("the verdict in the owner's words", () => {
  const words = (counts: [string, number, number][]) =>
    verdictWords(verdictOf(counts.map(([key, v, l]) => ({ key, views: v, leads: l }))), 'a');

  it('names the winner with the ratio and the confidence, as the issue words it', () => {
    expect(
      words([
        ['a', 1000, 10],
        ['b', 1000, 21],
      ]),
    ).toMatch(
      /^Variant B converts 2\.1× better than A; (9[5-9]|over 99) % likely to be better\. Keep B: end the experiment/,
    );
  });

  it('asks for the views still missing before 200 each', () => {
    expect(
      words([
        ['a', 150, 2],
        ['b', 190, 4],
      ]),
    ).toMatch(
      /^Too early to tell: Variant B converts 1\.6× better than A so far; \d+ % likely to be better; keep running until 200 views each \(60 more views\)\.$/,
    );
  });

  it('keeps A when B is worse, and says when nothing is decided yet', () => {
    expect(
      words([
        ['a', 800, 30],
        ['b', 800, 10],
      ]),
    ).toMatch(/^Keep A: Variant A converts 3\.0× better than B; B is under 1 % likely/);
    expect(
      words([
        ['a', 400, 10],
        ['b', 400, 12],
      ]),
    ).toMatch(
      /^No clear winner yet: Variant B converts 1\.2× better than A; \d+ % likely to be better; a winner is named at 95 %: keep running\.$/,
    );
    expect(
      words([
        ['a', 300, 0],
        ['b', 300, 0],
      ]),
    ).toMatch(/^No clear winner yet: Neither B nor A has a lead yet; 50 % likely/);
    expect(verdictWords(null, 'a')).toBe('Only one variant has been seen so far: nothing to compare yet.');
  });

  it('never prints a flat 0 % or 100 %', () => {
    expect([percent(0.9999), percent(0.001), percent(0.974)]).toEqual(['over 99 %', 'under 1 %', '97 %']);
  });

  it('prints a table per experiment and says when there is none', () => {
    const lines = experimentLines(
      experimentResults([views('hero', 'a', 300), views('hero', 'b', 310)], leads('hero', 'b', 3), '2026-01-01'),
    );
    expect(lines).toContain('A              300       0      0.00 %');
    expect(lines).toContain('B              310       3      0.97 %');
    expect(lines.some((l) => l.startsWith('Verdict: '))).toBe(true);
    expect(experimentLines([])).toContain('(none)');
  });
});
