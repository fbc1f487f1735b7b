import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { isMailboxMessage } from '../../src/backend/notify/mailbox.ts';
import type { ContactRow } from '../../src/lib/supabase/client.ts';
import { HUMAN_CHECK_PATH } from '../../supabase/functions/_shared/human-check.ts';

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
 * Passes the human check as the contact form does, against a running server (the local one or
 * the human-check function): fetches a challenge, solves it with altcha-lib, has it verified,
 * and returns the signature a request then carries.
 */
export async function solvedCheck(endpoint: string): Promise<string> {
  const challenge = (await (await fetch(endpoint)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const payload = btoa(JSON.stringify({ challenge, solution }));
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payload }),
  });
  const body = (await response.json()) as { signature?: string };
  if (!response.ok || !body.signature) throw new Error(`the human check refused a solution: ${JSON.stringify(body)}`);
  return body.signature;
}

/** A contact request with a solved human check, for a server at `baseUrl`: it becomes a lead. */
export async function checkedContact(
  baseUrl: string,
  overrides: Partial<ContactRow> = {},
): Promise<ContactRow & { human_check: string }> {
  return { ...contact(overrides), human_check: await solvedCheck(`${baseUrl}${HUMAN_CHECK_PATH}`) };
}

/**
 * The messages in a local mailbox folder, sorted (isMailboxMessage). A message being written is a
 * hidden `.….partial` file, still empty or short, until it is renamed into place; a test that
 * counted it could read it before its text is there.
 */
export function mailboxMessages(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter(isMailboxMessage).sort() : [];
}
