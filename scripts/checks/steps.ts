/**
 * How `npm test` runs its steps: every step by default, so that one slow or failing step does not
 * hide the others, and a summary of all failures at the end; with `--bail`, the first failure
 * stops the run. The words after the options choose steps by their label.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A label, a command and its arguments. */
export type Step = [label: string, command: string, args: string[]];

export interface StepOptions {
  /** Stop at the first failing step. */
  bail: boolean;
  /** Words that choose steps by label (any of them, case-insensitive); none: every step. */
  only: string[];
}

export interface Failure {
  label: string;
  seconds: string;
  exit: string;
}

/** One step's wall time and the CPU its processes used (user + system), both in seconds. */
export interface StepTime {
  label: string;
  seconds: number;
  cpuSeconds: number | null;
}

/**
 * CPU seconds used so far by this process's finished children (and theirs): cutime + cstime of
 * /proc/self/stat, in clock ticks (100 a second on Linux). Elsewhere: null, and no CPU is shown.
 */
export function childrenCpuSeconds(read: () => string = () => readFileSync('/proc/self/stat', 'utf8')): number | null {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const stat = read();
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}

/** `--bail` anywhere among the arguments; every other argument is a word choosing steps. */
export function parseStepArgs(args: readonly string[]): StepOptions {
  return { bail: args.includes('--bail'), only: args.filter((a) => a !== '--bail') };
}

export function chosenSteps(steps: readonly Step[], only: readonly string[]): Step[] {
  if (!only.length) return [...steps];
  return steps.filter(([label]) => only.some((o) => label.toLowerCase().includes(o.toLowerCase())));
}

/** Runs one step's command with the terminal as its output: its exit code, or the signal or error that ended it. */
export type RunCommand = (command: string, args: string[]) => number | string;

const spawnCommand: RunCommand = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status ?? result.signal ?? result.error?.message ?? 'unknown';
};

/** Runs the chosen steps: how many ran, and which failed (the first only, with bail). */
export function runSteps(
  steps: readonly Step[],
  options: StepOptions,
  run: RunCommand = spawnCommand,
  log: Pick<Console, 'log' | 'error'> = console,
  cpu: () => number | null = childrenCpuSeconds,
): { ran: number; failures: Failure[]; times: StepTime[] } {
  const failures: Failure[] = [];
  const times: StepTime[] = [];
  let ran = 0;
  for (const [label, command, args] of chosenSteps(steps, options.only)) {
    ran++;
    log.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
    const started = Date.now();
    const cpuBefore = cpu();
    const exit = run(command, args);
    const cpuAfter = cpu();
    const time = {
      label,
      seconds: (Date.now() - started) / 1000,
      cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    };
    times.push(time);
    const seconds = time.seconds.toFixed(1);
    if (exit === 0) {
      log.log(`✓ ${label} passed in ${seconds} s`);
      continue;
    }
    const failure = { label, seconds, exit: String(exit) };
    failures.push(failure);
    log.error(`\n✗ ${label} failed after ${seconds} s (exit ${failure.exit}).`);
    if (options.bail) break;
  }
  return { ran, failures, times };
}

/** The table of each step's wall and CPU seconds, and their totals, for the end of the run. */
export function timeTable(times: readonly StepTime[]): string[] {
  const width = Math.max(5, ...times.map((t) => t.label.length));
  const cpu = (s: number | null) => (s === null ? '–' : s.toFixed(0));
  const row = (label: string, wall: number, cpuSeconds: number | null) =>
    `${label.padEnd(width)}  ${wall.toFixed(0).padStart(6)}  ${cpu(cpuSeconds).padStart(6)}`;
  const known = times.every((t) => t.cpuSeconds !== null);
  return [
    `${'Step'.padEnd(width)}  ${'wall s'.padStart(6)}  ${'CPU s'.padStart(6)}`,
    ...times.map((t) => row(t.label, t.seconds, t.cpuSeconds)),
    row(
      'Total',
      times.reduce((s, t) => s + t.seconds, 0),
      known ? times.reduce((s, t) => s + (t.cpuSeconds ?? 0), 0) : null,
    ),
  ];
}

/** The closing lines: every failed step by name, or one line saying all passed. */
export function summary(failures: readonly Failure[], ran: number): string[] {
  if (!failures.length) return [`✓ All ${ran} steps passed.`];
  return [
    `✗ ${failures.length} of ${ran} steps failed:`,
    ...failures.map((f) => `  - ${f.label} (after ${f.seconds} s, exit ${f.exit})`),
  ];
}
