/** What GitHub shows for a broken edit: annotations on the lines, the summary, the PR comment. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { annotation, REPORT_MARKER, renderReport } from '../../scripts/checks/content-report.ts';
import type { Problem } from '../../src/content/problems.ts';

const problem: Problem = {
  file: 'content/faqs.yaml',
  line: 14,
  column: 5,
  field: 'items[8].answer',
  item: 'FAQ 9 ("Do you offer…")',
  message: 'is required. Hint: The answer, 100% plain text.\nSecond line.',
};

describe('the content report', () => {
  it('an annotation on the problem’s line, escaped as workflow commands require', () => {
    expect(annotation(problem)).toBe(
      '::error file=content/faqs.yaml,line=14,col=5,title=items[8].answer in FAQ 9 ("Do you offer…")::is required. Hint: The answer, 100%25 plain text.%0ASecond line.',
    );
    expect(annotation({ ...problem, file: 'content/a,b.yaml', field: 'x:y' })).toContain('file=content/a%2Cb.yaml,');
    expect(annotation({ ...problem, field: '', item: undefined })).toContain(',title=Content check::');
  });

  it('lists every problem with where it is and what to do; the marker finds the comment again', () => {
    const report = renderReport([problem, { ...problem, line: 20, field: '', item: undefined, message: 'a|b' }], {
      runUrl: 'https://github.com/o/r/actions/runs/1',
    });
    expect(report.startsWith(`${REPORT_MARKER}\n### ✗ 2 content problems\n`)).toBe(true);
    expect(report).toContain(
      '| `content/faqs.yaml:14` | `items[8].answer` in FAQ 9 ("Do you offer…") | is required. Hint: The answer, 100% plain text. Second line. |',
    );
    expect(report).toContain('| `content/faqs.yaml:20` |  | a\\|b |');
    expect(report).toContain('https://github.com/o/r/actions/runs/1');
  });

  it('says so when everything passes', () => {
    expect(renderReport([])).toBe(
      `${REPORT_MARKER}\n### ✓ Content check passed\n\nEvery content file is valid: the site can be built from this change.\n`,
    );
  });
});

describe('the workflow', () => {
  const workflow = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as {
    jobs: Record<
      string,
      {
        needs?: string;
        container?: unknown;
        permissions?: Record<string, string>;
        steps: { uses?: string; run?: string; name?: string }[];
      }
    >;
  };
  const content = workflow.jobs.content!;

  it('checks content first, with nothing but npm ci: no container, no browser, no database', () => {
    expect(content.container).toBeUndefined();
    const runs = content.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toContain('npm ci');
    expect(runs).toContain('npm run check -- --report .tmp/content-report.md');
    expect(runs).toContain('npm run schemas -- --check');
    expect(runs).not.toMatch(/apt-get|chromium|postgres|playwright/i);
    expect(content.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
  });

  it("refuses, on a pull request, a page its base publishes that vanishes (the base's history is fetched)", () => {
    const step = content.steps.find((s) => s.run?.includes('npm run check --')) as {
      run: string;
      env?: Record<string, string>;
    };
    // The shell's and GitHub's own placeholders, written as text: "$" + "{…}".
    const dollar = '$';
    expect(step.run).toContain(`${dollar}{BASE_REF:+--base "origin/$BASE_REF"}`);
    expect(step.env).toEqual({ BASE_REF: `${dollar}{{ github.base_ref }}` });
    const checkout = content.steps.find((s) => s.uses?.startsWith('actions/checkout@')) as {
      with?: Record<string, unknown>;
    };
    expect(checkout.with?.['fetch-depth']).toBe(0);
  });

  it('runs the heavy jobs after it, without checking content a second time', () => {
    const heavy = Object.entries(workflow.jobs).filter(([name]) => name !== 'content');
    expect(heavy.length).toBeGreaterThan(0);
    for (const [, job] of heavy) {
      expect(job.needs).toBe('content');
      expect(job.steps.map((s) => s.run ?? '').join('\n')).not.toMatch(/npm run check(\s|$)/m);
    }
  });

  it('pins every action to a full commit', () => {
    const uses = Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((s) => (s.uses ? [s.uses] : [])));
    expect(uses.length).toBeGreaterThan(3);
    for (const ref of uses) expect(ref).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });
});
