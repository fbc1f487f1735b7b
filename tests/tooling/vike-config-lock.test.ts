// Two Vike processes of one checkout run the pages' configuration files one after the other
// (scripts/build/vike-config-lock.ts): the second waits while the first holds the lock, and takes
// it once the first gives it back. Two real processes, as two builds are.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, test } from 'vitest';
import { REPO_ROOT } from '../content/fixture.ts';

const root = mkdtempSync(path.join(REPO_ROOT, '.tmp', 'lock-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A process that takes the lock, says so, and gives it back when its input ends. */
function lockHolder(name: string, events: string[]): ChildProcessWithoutNullStreams {
  const script = `
    const lock = await import(${JSON.stringify(path.join(REPO_ROOT, 'scripts/build/vike-config-lock.ts'))});
    console.log('asking');
    await lock.takeVikeConfigLock(${JSON.stringify(root)});
    console.log('holding');
    process.stdin.on('end', async () => { await lock.releaseVikeConfigLock.configResolved(); console.log('released'); });
    process.stdin.resume();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script]);
  createInterface({ input: child.stdout }).on('line', (line) => events.push(`${name} ${line}`));
  return child;
}

const said = (events: string[], line: string) =>
  expect.poll(() => events, { timeout: 20_000, interval: 20 }).toContain(line);

test('a second process waits for the lock until the first gives it back, then holds it', async () => {
  const events: string[] = [];
  const first = lockHolder('first', events);
  await said(events, 'first holding');
  const second = lockHolder('second', events);
  await said(events, 'second asking');
  first.stdin.end();
  await said(events, 'second holding');
  second.stdin.end();
  await said(events, 'second released');
  expect(events.indexOf('first released')).toBeGreaterThan(-1);
  expect(events.indexOf('first released')).toBeLessThan(events.indexOf('second holding'));
});
