// pgTAP-style helpers: run statements as a Supabase role inside a
// transaction that is rolled back, and capture SQL errors as values.
import { randomBytes } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';

export type Role = 'anon' | 'authenticated' | 'service_role';

export type Outcome =
  | { ok: true; rows: Record<string, unknown>[]; affected: number }
  | { ok: false; code: string; message: string; constraint?: string };

/** Runs fn in a transaction as `role` (null: the superuser) and rolls it back. */
export async function session<T>(pg: PGlite, role: Role | null, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return pg.transaction(async (tx) => {
    if (role) await tx.query(`select set_config('role', $1, true)`, [role]);
    const result = await fn(tx);
    await tx.rollback();
    return result;
  });
}

/** Sets request.headers for the rest of the transaction, as PostgREST does. Strings are passed raw. */
export async function setHeaders(tx: Transaction, headers: string | Record<string, unknown>): Promise<void> {
  const text = typeof headers === 'string' ? headers : JSON.stringify(headers);
  await tx.query(`select set_config('request.headers', $1, true)`, [text]);
}

/** Runs one statement behind a savepoint, so a failure leaves the transaction usable. */
export async function attempt(tx: Transaction, sql: string, params: unknown[] = []): Promise<Outcome> {
  await tx.query('savepoint attempt');
  try {
    const result = await tx.query<Record<string, unknown>>(sql, params);
    await tx.query('release savepoint attempt');
    return { ok: true, rows: result.rows, affected: result.affectedRows ?? 0 };
  } catch (error) {
    await tx.query('rollback to savepoint attempt');
    const e = error as { code?: string; message?: string; constraint?: string };
    if (typeof e.code !== 'string') throw error;
    return { ok: false, code: e.code, message: e.message ?? '', constraint: e.constraint };
  }
}

let ipCounter = 0;
/**
 * A fresh client address in a /24 of its own, so that tests do not use up each other's rate
 * limit (limits hold per address and per network).
 */
export function nextIp(): string {
  ipCounter += 1;
  return `${100 + (Math.floor(ipCounter / 65_536) % 100)}.${Math.floor(ipCounter / 256) % 256}.${ipCounter % 256}.1`;
}

export interface ContactInput {
  id?: string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  message?: string | null;
  landing_page?: string | null;
  referrer?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_term?: string | null;
  utm_content?: string | null;
  form_page?: string | null;
  experiment?: string | null;
  experiment_variant?: string | null;
  /** The human check's signature; absent: one verified just now is made up for the insert. */
  human_check?: string | null;
  preview?: boolean;
}

/** The form's own fields; the attribution columns stay unset unless a test sends them. */
type FormFields = 'first_name' | 'last_name' | 'email' | 'phone' | 'message';
export const validContact = (): Required<Pick<ContactInput, FormFields>> => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  message: 'We would like to automate our restaurant bookings.',
});

/**
 * Inserts one contact as the current role, from a given (or fresh) client
 * address, with the columns the site sends.
 */
export async function insertContact(
  tx: Transaction,
  overrides: ContactInput = {},
  headers: string | Record<string, unknown> = { 'x-forwarded-for': nextIp() },
): Promise<Outcome> {
  await setHeaders(tx, headers);
  const check = 'human_check' in overrides ? {} : { human_check: await verifiedCheck(tx) };
  const row = { ...validContact(), ...check, ...overrides };
  const columns = Object.keys(row);
  const values = columns.map((_, i) => `$${i + 1}`);
  return attempt(
    tx,
    `insert into public.contacts (${columns.join(', ')}) values (${values.join(', ')})`,
    Object.values(row),
  );
}

/**
 * Records a solved human check, as the human-check function does after verifying one, and
 * returns its signature. Done as the superuser, then the transaction's role is put back.
 */
export async function verifiedCheck(tx: Transaction, expiresIn = '10 minutes'): Promise<string> {
  const [current] = (await tx.query<{ role: string }>(`select current_setting('role') as role`)).rows;
  await tx.query('reset role');
  const signature = randomBytes(32).toString('hex');
  await tx.query('select public.record_human_check($1, now() + $2::interval)', [signature, expiresIn]);
  if (current && current.role !== 'none') await tx.query(`select set_config('role', $1, true)`, [current.role]);
  return signature;
}
