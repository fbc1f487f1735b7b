// `npm run regen` is the one command for every derived file, and every check that finds one of
// them stale names it (scripts/build/regen-steps.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGEN_COMMAND, REGEN_ENV, REGEN_HINT, REGEN_STEPS, SNAPSHOT_TESTS } from '../../scripts/build/regen-steps.ts';
import { STALE_MESSAGE } from '../../scripts/build/schemas.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(REPO, file), 'utf8');

describe('npm run regen', () => {
  it('is the package script that runs scripts/build/regen.ts', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(REGEN_COMMAND).toBe('npm run regen');
    expect(scripts.regen).toBe('node scripts/build/regen.ts');
  });

  it('writes each kind of derived file: schemas and editor configuration, the pre-paint script, schema.sql, lock entries, snapshots, pictures', () => {
    const commands = REGEN_STEPS.map(([, , args]) => args.join(' '));
    expect(commands).toEqual([
      'scripts/build/schemas.ts',
      'scripts/build/pre-paint.ts',
      'tests/db/native-check.sh',
      'scripts/dev/lock-platforms.ts',
      expect.stringContaining('--update'),
    ]);
    for (const [, , args] of REGEN_STEPS)
      for (const arg of args.filter((a) => /\.(ts|sh)$/.test(a))) {
        expect(existsSync(path.join(REPO, arg)), arg).toBe(true);
      }
    // Written, not compared: native-check.sh writes schema.sql, the e-mail test its pictures.
    expect(REGEN_ENV).toEqual({ WRITE_SCHEMA: '1', UPDATE_SCREENSHOTS: '1' });
    expect(read('tests/db/native-check.sh')).toContain('if [ -n "$' + '{WRITE_SCHEMA:-}" ]; then');
    expect(read('tests/notify/email-screens.test.ts')).toContain("process.env.UPDATE_SCREENSHOTS === '1'");
    // The --update step's test names match the tests that hold committed files.
    const pattern = new RegExp(REGEN_STEPS.at(-1)![2][REGEN_STEPS.at(-1)![2].indexOf('-t') + 1]!);
    expect(pattern.test('home.html is as its snapshot')).toBe(true);
    expect(pattern.test('the lead e-mail fits the width and looks as its committed picture')).toBe(true);
    for (const test of SNAPSHOT_TESTS) expect(read(test), test).toContain('REGEN_HINT');
  });

  it('is what every staleness message names', () => {
    expect(REGEN_HINT).toContain('`npm run regen`');
    expect(STALE_MESSAGE).toBe('JSON Schemas are out of date: run npm run regen');
    expect(read('tests/db/native-check.sh')).toMatch(/FAIL: supabase\/schema\.sql .*run \\`npm run regen\\`/);
    expect(read('scripts/dev/lock-platforms.ts')).toMatch(/platform entries: run npm run regen/);
  });
});
