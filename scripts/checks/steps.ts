/**
 * How `npm test` runs its steps: every step by default, so that one slow or failing step does not
 * hide the others, and a summary of all failures at the end; with `--bail`, the first failure
 * stops the run (and every step runs alone, in order). The words after the options choose steps
 * by their label.
 */
import { type StdioOptions, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A label, a command and its arguments; `beside` starts the step and goes on with the next ones
 * while it runs (its output is kept and shown once it ends), for a step that takes one core at
 * most beside steps that leave one free.
 */
export type Step = [label: string, command: string, args: string[], how?: { beside: true }];

export interface StepOptions {
  /** Stop at the first failing step (every step then runs alone, in order). */
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
  /** Unknown (null) off Linux, and for a step run beside others: the CPU of those holds its own. */
  cpuSeconds: number | null;
  beside?: boolean;
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

/**
 * Runs one step's command: its exit code, or the signal or error that ended it. Its output goes
 * to the terminal, or to the file descriptor given.
 */
export type RunCommand = (command: string, args: string[], output?: number) => Promise<number | string>;

const spawnCommand: RunCommand = (command, args, output) =>
  new Promise((resolve) => {
    const stdio: StdioOptions = output === undefined ? 'inherit' : ['ignore', output, output];
    const child = spawn(command, args, { stdio, env: process.env });
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });

interface Outcome {
  index: number;
  time: StepTime;
  exit: number | string;
  /** What a step run beside the others printed, shown once it ends. */
  output?: string;
}

/** Runs a step beside the next ones, its output into a file of its own. */
async function runBeside(index: number, [label, command, args]: Step, run: RunCommand): Promise<Outcome> {
  const dir = mkdtempSync(path.join(tmpdir(), 'step-'));
  const file = path.join(dir, 'output');
  const fd = openSync(file, 'w');
  const started = Date.now();
  try {
    const exit = await run(command, args, fd);
    const time = { label, seconds: (Date.now() - started) / 1000, cpuSeconds: null, beside: true };
    return { index, time, exit, output: readFileSync(file, 'utf8') };
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the chosen steps: how many ran, and which failed (the first only, with bail). */
export async function runSteps(
  steps: readonly Step[],
  options: StepOptions,
  run: RunCommand = spawnCommand,
  log: Pick<Console, 'log' | 'error'> = console,
  cpu: () => number | null = childrenCpuSeconds,
): Promise<{ ran: number; failures: Failure[]; times: StepTime[]; seconds: number; cpuSeconds: number | null }> {
  const runStarted = Date.now();
  const cpuAtStart = cpu();
  const outcomes: Outcome[] = [];
  const running = new Set<Promise<Outcome>>();
  const ended: Outcome[] = [];
  /** Says how each step ended: its own, then those run beside it that ended meanwhile. */
  const report = (outcome: Outcome) => {
    outcomes.push(outcome);
    const { label, seconds } = outcome.time;
    if (outcome.output !== undefined) {
      const output = outcome.output.trimEnd();
      log.log(`\n━━ ${label} (ran beside the steps above)${output ? `:\n${output}` : ''}`);
    }
    if (outcome.exit === 0) log.log(`✓ ${label} passed in ${seconds.toFixed(1)} s`);
    else log.error(`\n✗ ${label} failed after ${seconds.toFixed(1)} s (exit ${outcome.exit}).`);
  };
  const chosen = chosenSteps(steps, options.only);
  for (const [index, step] of chosen.entries()) {
    const [label, command, args, how] = step;
    if (how?.beside && !options.bail) {
      log.log(`\n━━ ${label}: ${command} ${args.join(' ')} (beside the next steps: its output once it ends)`);
      const started = runBeside(index, step, run).then((outcome) => {
        running.delete(started);
        ended.push(outcome);
        return outcome;
      });
      running.add(started);
      continue;
    }
    log.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
    const startedAt = Date.now();
    const cpuBefore = cpu();
    const exit = await run(command, args);
    const cpuAfter = cpu();
    const cpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
    report({ index, time: { label, seconds: (Date.now() - startedAt) / 1000, cpuSeconds }, exit });
    for (const outcome of ended.splice(0)) report(outcome);
    if (exit !== 0 && options.bail) break;
  }
  for (const outcome of await Promise.all(running)) if (!outcomes.includes(outcome)) report(outcome);
  outcomes.sort((a, b) => a.index - b.index);
  const failures = outcomes
    .filter((o) => o.exit !== 0)
    .map((o) => ({ label: o.time.label, seconds: o.time.seconds.toFixed(1), exit: String(o.exit) }));
  const seconds = (Date.now() - runStarted) / 1000;
  const cpuAtEnd = cpu();
  const cpuSeconds = cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart;
  return { ran: outcomes.length, failures, times: outcomes.map((o) => o.time), seconds, cpuSeconds };
}

/**
 * The table of each step's wall and CPU seconds, and their totals, for the end of the run (the
 * run's own when steps ran beside others: their times overlap).
 */
export function timeTable(
  times: readonly StepTime[],
  total: { seconds: number; cpuSeconds: number | null } = {
    seconds: times.reduce((s, t) => s + t.seconds, 0),
    cpuSeconds: times.every((t) => t.cpuSeconds !== null) ? times.reduce((s, t) => s + (t.cpuSeconds ?? 0), 0) : null,
  },
): string[] {
  const width = Math.max(5, ...times.map((t) => t.label.length));
  const cpu = (s: number | null) => (s === null ? '–' : s.toFixed(0));
  const row = (label: string, wall: number, cpuSeconds: number | null) =>
    `${label.padEnd(width)}  ${wall.toFixed(0).padStart(6)}  ${cpu(cpuSeconds).padStart(6)}`;
  const besideNote = times.some((t) => t.beside)
    ? ['(–: a step run beside others: its CPU is in the steps it ran beside, or only in the total)']
    : [];
  return [
    `${'Step'.padEnd(width)}  ${'wall s'.padStart(6)}  ${'CPU s'.padStart(6)}`,
    ...times.map((t) => row(t.label, t.seconds, t.cpuSeconds)),
    row('Total', total.seconds, total.cpuSeconds),
    ...besideNote,
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
