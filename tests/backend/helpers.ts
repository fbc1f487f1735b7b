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
