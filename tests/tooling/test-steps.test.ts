// `npm test`'s runner (scripts/checks/steps.ts): every step runs although an earlier one failed,
// and all failures are named at the end; --bail stops at the first; words choose steps by label.
import { writeSync } from 'node:fs';
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
    run: async (command, args) => {
      const name = [command, ...args].join(' ');
      ran.push(name);
      return failing.includes(name) ? 1 : 0;
    },
  };
}

describe('npm test runs every step and reports all failures at the end', () => {
  it('goes on after a failing step and names each failed one', async () => {
    const { run, ran } = runner(['tsc', 'vitest integration']);
    const result = await runSteps(STEPS, parseStepArgs([]), run, quiet);
    expect(ran).toEqual(['tsc', 'vitest unit', 'vitest integration', 'links']);
    expect(result.failures.map((f) => f.label)).toEqual(['Type check', 'Integration tests']);
    const lines = summary(result.failures, result.ran);
    expect(lines[0]).toBe('✗ 2 of 4 steps failed:');
    expect(lines[1]).toMatch(/^ {2}- Type check \(after \d+\.\d s, exit 1\)$/);
    expect(lines[2]).toMatch(/^ {2}- Integration tests \(/);
  });

  it('--bail stops at the first failure, as npm test did before', async () => {
    const { run, ran } = runner(['vitest unit']);
    const result = await runSteps(STEPS, parseStepArgs(['--bail']), run, quiet);
    expect(ran).toEqual(['tsc', 'vitest unit']);
    expect(result).toMatchObject({ ran: 2, failures: [{ label: 'Unit tests', exit: '1' }] });
  });

  it('words choose steps by label (any word, any case), with or without --bail', async () => {
    const { run, ran } = runner([]);
    const result = await runSteps(STEPS, parseStepArgs(['UNIT', '--bail', 'built site']), run, quiet);
    expect(ran).toEqual(['vitest unit', 'links']);
    expect(summary(result.failures, result.ran)).toEqual(['✓ All 2 steps passed.']);
    expect(parseStepArgs(['layers'])).toEqual({ bail: false, only: ['layers'] });
  });
});

describe('a step run beside the next ones', () => {
  const BESIDE: Step[] = [
    ['Type check', 'tsc', [], { beside: true }],
    ['Unit tests', 'vitest', ['unit']],
    ['Integration tests', 'vitest', ['integration']],
  ];

  /** A runner whose tsc ends only when `endTsc` is called, writing a line to the file it was given. */
  function slowTsc(exit: number) {
    const ran: string[] = [];
    let endTsc = () => {};
    const run: RunCommand = (command, args, output) => {
      ran.push([command, ...args].join(' '));
      if (command !== 'tsc') return Promise.resolve(0);
      return new Promise((resolve) => {
        endTsc = () => {
          // Beside the others, into its own file; alone (--bail), to the terminal.
          if (output !== undefined) writeSync(output, 'src/a.ts(1,1): error TS2304\n');
          resolve(exit);
        };
      });
    };
    return { ran, run, end: () => endTsc() };
  }

  it('starts, the next steps run meanwhile, and its output and failure are shown once it ends, in step order', async () => {
    const { ran, run, end } = slowTsc(2);
    const lines: string[] = [];
    const log = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    const result = runSteps(BESIDE, parseStepArgs([]), run, log);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['tsc', 'vitest unit', 'vitest integration']);
    end();
    const { failures, times } = await result;
    expect(failures.map((f) => [f.label, f.exit])).toEqual([['Type check', '2']]);
    expect(times.map((t) => [t.label, t.beside ?? false])).toEqual([
      ['Type check', true],
      ['Unit tests', false],
      ['Integration tests', false],
    ]);
    const output = lines.findIndex((line) => line.includes('Type check (ran beside the steps above)'));
    expect(lines[output]).toContain('src/a.ts(1,1): error TS2304');
    expect(lines[output + 1]).toMatch(/✗ Type check failed after/);
    // Its CPU is in the steps it ran beside, or only in the run's total.
    const table = timeTable(
      [
        { label: 'Type check', seconds: 10, cpuSeconds: null, beside: true },
        { label: 'Unit tests', seconds: 20, cpuSeconds: 40 },
      ],
      { seconds: 21, cpuSeconds: 52 },
    );
    expect(table.slice(1)).toEqual([
      'Type check      10       –',
      'Unit tests      20      40',
      'Total           21      52',
      '(–: a step run beside others: its CPU is in the steps it ran beside, or only in the total)',
    ]);
  });

  it('with --bail it runs alone, in order, and its failure stops the run', async () => {
    const { ran, run, end } = slowTsc(1);
    const result = runSteps(BESIDE, parseStepArgs(['--bail']), run, quiet);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['tsc']);
    end();
    expect(await result).toMatchObject({ ran: 1, failures: [{ label: 'Type check', exit: '1' }] });
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

  it('times each step, the CPU between the readings before and after it, and totals them', async () => {
    // The run's start, before and after each step, and the run's end.
    const readings = [9, 10, 12.5, 12.5, 40, 40];
    const { times, cpuSeconds } = await runSteps(
      STEPS.slice(0, 2),
      parseStepArgs([]),
      runner([]).run,
      quiet,
      () => readings.shift()!,
    );
    expect(times.map((t) => [t.label, t.cpuSeconds])).toEqual([
      ['Type check', 2.5],
      ['Unit tests', 27.5],
    ]);
    expect(cpuSeconds).toBe(31);
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
