/**
 * How `npm test` runs its steps: every step by default, so that one slow or failing step does not
 * hide the others, and a summary of all failures at the end; with `--bail`, the first failure
 * stops the run. The words after the options choose steps by their label.
 */
import { spawnSync } from 'node:child_process';

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
): { ran: number; failures: Failure[] } {
  const failures: Failure[] = [];
  let ran = 0;
  for (const [label, command, args] of chosenSteps(steps, options.only)) {
    ran++;
    log.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
    const started = Date.now();
    const exit = run(command, args);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (exit === 0) {
      log.log(`✓ ${label} passed in ${seconds} s`);
      continue;
    }
    const failure = { label, seconds, exit: String(exit) };
    failures.push(failure);
    log.error(`\n✗ ${label} failed after ${seconds} s (exit ${failure.exit}).`);
    if (options.bail) break;
  }
  return { ran, failures };
}

/** The closing lines: every failed step by name, or one line saying all passed. */
export function summary(failures: readonly Failure[], ran: number): string[] {
  if (!failures.length) return [`✓ All ${ran} steps passed.`];
  return [
    `✗ ${failures.length} of ${ran} steps failed:`,
    ...failures.map((f) => `  - ${f.label} (after ${f.seconds} s, exit ${f.exit})`),
  ];
}
