import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContactRow } from '../../src/lib/supabase/client.ts';

export const REPO = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

const created: string[] = [];

/** A new empty folder under the system temp dir; removed by removeTempDirs(). */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  created.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export function contact(overrides: Partial<ContactRow> = {}): ContactRow {
  return {
    id: randomUUID(),
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: null,
    message: 'Please call me about voice agents.',
    ...overrides,
  };
}

/** A port that was free a moment ago (for child processes that need a fixed PORT). */
export { freePort } from '../../src/backend/decap.ts';

/**
 * Runs `npm run contacts` with these arguments and environment, without blocking this process:
 * the tool may call a server this very process runs.
 */
export function runContactsTool(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(REPO, 'scripts/dev/contacts.ts'), ...args],
      { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = (error as { code?: unknown } | null)?.code;
        resolve({ status: error ? (typeof code === 'number' ? code : null) : 0, stdout, stderr });
      },
    );
  });
}
