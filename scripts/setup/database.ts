/**
 * The project's database through the Management API's query endpoint, POST
 * /v1/projects/{ref}/database/query with {query} (https://supabase.com/docs/reference/api/v1-run-a-query),
 * which answers the rows of the statement as JSON. A query of several statements runs as one
 * transaction (PostgreSQL's simple query protocol), so a migration and its record in the
 * history stand or fall together.
 */
import { readFileSync } from 'node:fs';
import { listMigrations } from '../../src/backend/db.ts';
import { type Api, call } from './http.ts';
import type { Report } from './log.ts';

async function query<T>(api: Api, ref: string, sql: string): Promise<T[]> {
  const { data } = await call<T[]>(api, 'POST', `/v1/projects/${ref}/database/query`, { query: sql });
  return Array.isArray(data) ? data : [];
}

/** A string as an SQL literal (standard_conforming_strings is on in every Supabase database). */
export const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * pg_net and pg_cron, where the database offers them, before the migrations: they install the
 * call to the sender after each new lead and the retries. Enabled after the migrations, the
 * wiring functions must run again (docs/going-live.md): this does that too.
 */
export async function ensureExtensions(api: Api, ref: string, report: Report): Promise<string[]> {
  const rows = await query<{ name: string; installed: boolean }>(
    api,
    ref,
    `select name, installed_version is not null as installed from pg_available_extensions where name in ('pg_net', 'pg_cron') order by name`,
  );
  const added: string[] = [];
  for (const row of rows) {
    if (row.installed) {
      report.kept(`extension ${row.name}`);
      continue;
    }
    // Where the dashboard puts them: pg_cron in pg_catalog, pg_net in extensions.
    const schema = row.name === 'pg_cron' ? 'pg_catalog' : 'extensions';
    await query(api, ref, `create extension if not exists ${row.name} with schema ${schema}`);
    report.did(`extension ${row.name} enabled`);
    added.push(row.name);
  }
  if (rows.length < 2) report.info('pg_net or pg_cron is not offered by this database: no instant call or retries.');
  return added;
}

/** The versions the Supabase CLI's history table records (none before the first push). */
async function appliedVersions(api: Api, ref: string): Promise<Set<string> | null> {
  const [table] = await query<{ t: string | null }>(
    api,
    ref,
    `select to_regclass('supabase_migrations.schema_migrations')::text as t`,
  );
  if (!table?.t) return null;
  const rows = await query<{ version: string }>(api, ref, 'select version from supabase_migrations.schema_migrations');
  return new Set(rows.map((r) => r.version));
}

/**
 * Every migration of supabase/migrations not yet applied, in order, each recorded where
 * `supabase db push` records it (so the CLI and this agree on what is applied). Returns whether
 * the database had migrations before this run.
 */
export async function applyMigrations(api: Api, ref: string, report: Report): Promise<boolean> {
  const applied = await appliedVersions(api, ref);
  const history = applied
    ? ''
    : 'create schema if not exists supabase_migrations;\ncreate table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);\n';
  const pending = listMigrations().filter((m) => !applied?.has(m.version));
  if (!pending.length) {
    report.kept(`migrations: all ${applied?.size ?? 0} applied`);
    return true;
  }
  for (const [index, m] of pending.entries()) {
    const sql = readFileSync(m.file, 'utf8');
    await query(
      api,
      ref,
      `${index === 0 ? history : ''}${sql}\n;\ninsert into supabase_migrations.schema_migrations (version, name, statements) values (${literal(m.version)}, ${literal(m.name)}, array[${literal(sql)}]);`,
    );
  }
  report.did(`${pending.length} migration${pending.length === 1 ? '' : 's'} applied (${pending.at(-1)!.version} last)`);
  return Boolean(applied?.size);
}

/** The wiring functions of the migrations: once more after pg_net or pg_cron arrived late. */
export async function rewire(api: Api, ref: string, report: Report): Promise<void> {
  await query(api, ref, 'select private.setup_notify_wiring(); select private.setup_lead_watchdog();');
  report.did('the database calls the sender and watches the leads (wiring installed again for the new extensions)');
}

export interface VaultValue {
  name: string;
  /** The value it must hold; for a generated one, used only when the secret does not exist. */
  value: string;
  generated?: boolean;
}

/**
 * Vault's secrets (https://supabase.com/docs/guides/database/vault): vault.create_secret(value,
 * name) and vault.update_secret(id, value), read back from vault.decrypted_secrets. Returns the
 * value each holds now: a generated secret already there is kept and returned, so the function
 * secret that must equal it can be set to it.
 */
export async function ensureVault(api: Api, ref: string, wanted: VaultValue[], report: Report) {
  const names = wanted.map((w) => literal(w.name)).join(', ');
  const rows = await query<{ id: string; name: string; value: string }>(
    api,
    ref,
    `select id::text, name, decrypted_secret as value from vault.decrypted_secrets where name in (${names})`,
  );
  const found = new Map(rows.map((r) => [r.name, r]));
  const values: Record<string, string> = {};
  for (const secret of wanted) {
    const row = found.get(secret.name);
    if (row && (secret.generated || row.value === secret.value)) {
      values[secret.name] = row.value;
      report.kept(`Vault secret ${secret.name}`);
      continue;
    }
    const sql = row
      ? `select vault.update_secret(${literal(row.id)}::uuid, ${literal(secret.value)})`
      : `select vault.create_secret(${literal(secret.value)}, ${literal(secret.name)})`;
    await query(api, ref, sql);
    values[secret.name] = secret.value;
    report.did(`Vault secret ${secret.name} ${row ? 'updated' : 'created'}${secret.generated ? ' (generated)' : ''}`);
  }
  return values;
}
