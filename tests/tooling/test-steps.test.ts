// `npm test`'s runner (scripts/checks/steps.ts): every step runs although an earlier one failed,
// and all failures are named at the end; --bail stops at the first; words choose steps by label.
import { describe, expect, it } from 'vitest';
import {
  childrenCpuSeconds,
  parseStepArgs,
  type RunCommand,
  runSteps,
  type Step,
  summary,
  timeTable,
} from '../../scripts/checks/steps.ts';

const STEPS: Step[] = [
  ['Type check', 'tsc', []],
  ['Unit tests', 'vitest', ['unit']],
  ['Integration tests', 'vitest', ['integration']],
  ['Check of the built site', 'links', []],
];
const quiet = { log() {}, error() {} };

/** A command runner whose listed commands fail; it records what was run. */
function runner(failing: string[]): { run: RunCommand; ran: string[] } {
  const ran: string[] = [];
  return {
    ran,
    run: (command, args) => {
      const name = [command, ...args].join(' ');
      ran.push(name);
      return failing.includes(name) ? 1 : 0;
    },
  };
}

describe('npm test runs every step and reports all failures at the end', () => {
  it('goes on after a failing step and names each failed one', () => {
    const { run, ran } = runner(['tsc', 'vitest integration']);
    const result = runSteps(STEPS, parseStepArgs([]), run, quiet);
    expect(ran).toEqual(['tsc', 'vitest unit', 'vitest integration', 'links']);
    expect(result.failures.map((f) => f.label)).toEqual(['Type check', 'Integration tests']);
    const lines = summary(result.failures, result.ran);
    expect(lines[0]).toBe('✗ 2 of 4 steps failed:');
    expect(lines[1]).toMatch(/^ {2}- Type check \(after \d+\.\d s, exit 1\)$/);
    expect(lines[2]).toMatch(/^ {2}- Integration tests \(/);
  });

  it('--bail stops at the first failure, as npm test did before', () => {
    const { run, ran } = runner(['vitest unit']);
    const result = runSteps(STEPS, parseStepArgs(['--bail']), run, quiet);
    expect(ran).toEqual(['tsc', 'vitest unit']);
    expect(result).toMatchObject({ ran: 2, failures: [{ label: 'Unit tests', exit: '1' }] });
  });

  it('words choose steps by label (any word, any case), with or without --bail', () => {
    const { run, ran } = runner([]);
    const result = runSteps(STEPS, parseStepArgs(['UNIT', '--bail', 'built site']), run, quiet);
    expect(ran).toEqual(['vitest unit', 'links']);
    expect(summary(result.failures, result.ran)).toEqual(['✓ All 2 steps passed.']);
    expect(parseStepArgs(['layers'])).toEqual({ bail: false, only: ['layers'] });
  });
});

describe('npm test says what each step cost', () => {
  it("reads the finished children's CPU (cutime + cstime, in ticks) from /proc/self/stat", () => {
    // pid (comm with spaces) state, then fields 4…: cutime and cstime are the 16th and 17th.
    const stat = '4242 (node a b) S 1 2 3 4 5 6 7 8 9 10 11 12 1234 566 20 0 1 0 9';
    expect(childrenCpuSeconds(() => stat)).toBe(18);
    expect(
      childrenCpuSeconds(() => {
        throw new Error('no /proc here');
      }),
    ).toBeNull();
    expect(childrenCpuSeconds()).toEqual(expect.any(Number));
  });

  it('times each step, the CPU between the readings before and after it, and totals them', () => {
    const readings = [10, 12.5, 12.5, 40];
    const { times } = runSteps(STEPS.slice(0, 2), parseStepArgs([]), runner([]).run, quiet, () => readings.shift()!);
    expect(times.map((t) => [t.label, t.cpuSeconds])).toEqual([
      ['Type check', 2.5],
      ['Unit tests', 27.5],
    ]);
    const table = timeTable([
      { label: 'Type check', seconds: 3.2, cpuSeconds: 2.5 },
      { label: 'Unit tests', seconds: 20.4, cpuSeconds: 27.5 },
    ]);
    expect(table).toEqual([
      'Step        wall s   CPU s',
      'Type check       3       3',
      'Unit tests      20      28',
      'Total           24      30',
    ]);
    expect(timeTable([{ label: 'Unit tests', seconds: 1, cpuSeconds: null }]).at(-1)).toBe(
      'Total            1       –',
    );
  });
});
