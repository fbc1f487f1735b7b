// What the e2e server did with a lead: the rows it stored (read with the owner's key, which
// visitors do not have) and the e-mails it delivered to the mailbox folder of its data folder.
// Shared by the contact form's and the landing pages' tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../playwright.config.ts';

const API = `http://127.0.0.1:${E2E_PORT}/rest/v1`;

/** Every row of a table, read with the owner's service_role key (visitors cannot read). */
export async function readTable<Row>(page: Page, table: string): Promise<Row[]> {
  const { serviceRoleKey } = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'local-keys.json'), 'utf8')) as {
    serviceRoleKey: string;
  };
  const response = await page.request.get(`${API}/${table}?select=*`, {
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Row[];
}

/**
 * The calls that carry a visitor's address (the REST API and the functions: the human check
 * counts per address too), for a route that adds it as a proxy in front of them would.
 */
export const BACKEND_CALLS = /\/(rest|functions)\/v1\//;

/**
 * The client address of one test run; repeats of a test (--repeat-each) are other visitors too.
 * Sent as X-Forwarded-For (the e2e server trusts it), so that the database's limit per network
 * (5 requests an hour) sees many visitors rather than one.
 */
export function visitorAddress(testInfo: TestInfo): string {
  const visitor = `${testInfo.testId}#${testInfo.repeatEachIndex}`;
  const n = [...visitor].reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 7);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The messages the e2e server delivered to its mailbox folder, newest last. */
export function mailbox(): { file: string; text: string }[] {
  const dir = path.join(E2E_DATA_DIR, 'mailbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((file) => {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      // Folded header lines are joined (RFC 5322); the bodies keep their line breaks, where a
      // quoted-printable soft break may be followed by a space of the text.
      const headEnd = raw.indexOf('\r\n\r\n');
      const head = headEnd === -1 ? raw : raw.slice(0, headEnd);
      return { file, text: head.replace(/\r\n[ \t]+/g, ' ') + raw.slice(head.length) };
    });
}

/** The text of a quoted-printable body, decoded. */
export const decoded = (text: string) =>
  text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * Waits until the contact form's human check is solved (the form marks its host element
 * data-human-check="solved"), so that a test that sends at once sends a lead, whatever the machine's speed. ALTCHA's
 * widget takes its steps on the page's timers, which the contact tests hold still: they move in
 * steps of 10 ms meanwhile (a few hundred ms in all, well under the fill-time margins the tests
 * keep), the solving itself runs in its worker in real time.
 */
export async function humanCheckSolved(page: Page): Promise<void> {
  const solved = () => page.evaluate(() => document.querySelector('[data-human-check="solved"]') !== null);
  const deadline = Date.now() + 30_000;
  while (!(await solved())) {
    if (Date.now() > deadline) throw new Error('the human check was not solved within 30 s');
    await page.clock.runFor(10);
  }
}
