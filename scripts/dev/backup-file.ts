/**
 * What `npm run restore` does to a backup before psql runs it: open it (the encrypted file
 * scripts/dev/backup.sh writes, a .sql.gz, or plain SQL) and make pg_dump's text safe to run into
 * a new Supabase project. Pure functions, apart from node:crypto and node:zlib.
 */
import { createDecipheriv, pbkdf2Sync } from 'node:crypto';
import { gunzipSync } from 'node:zlib';

/** OpenSSL `enc` with -salt: "Salted__", 8 bytes of salt, then the ciphertext. */
const SALTED = Buffer.from('Salted__');
/** backup.sh's settings: `openssl enc -aes-256-cbc -pbkdf2 -iter 600000 -md sha256`. */
const ROUNDS = 600_000;

export class BackupError extends Error {}

/** The backup's SQL: decrypted with `passphrase` when encrypted, decompressed when compressed. */
export function openBackup(bytes: Buffer, passphrase: string | undefined): string {
  let data = bytes;
  if (data.subarray(0, SALTED.length).equals(SALTED)) {
    if (!passphrase)
      throw new BackupError(
        'The backup is encrypted: set BACKUP_PASSPHRASE to the passphrase the backup workflow uses (your password manager).',
      );
    const salt = data.subarray(8, 16);
    const keyAndIv = pbkdf2Sync(passphrase, salt, ROUNDS, 48, 'sha256');
    const decipher = createDecipheriv('aes-256-cbc', keyAndIv.subarray(0, 32), keyAndIv.subarray(32));
    try {
      data = Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]);
      data = gunzipSync(data);
    } catch {
      throw new BackupError('The backup could not be opened: the passphrase is wrong, or the file is damaged.');
    }
  } else if (data[0] === 0x1f && data[1] === 0x8b) {
    data = gunzipSync(data);
  }
  const sql = data.toString('utf8');
  if (!/^-- PostgreSQL database dump/m.test(sql))
    throw new BackupError('The file is not a backup of the database (no pg_dump header in it).');
  return sql;
}

/**
 * pg_dump's text, as a new project takes it: a schema the project may already have is created
 * only if missing; psql's \restrict lines (pg_dump 17.6 and later) and the setting only
 * PostgreSQL 17 knows are left out, so an older psql or server runs the rest. Supabase's CLI
 * treats its own dumps the same way.
 */
export function prepareDump(sql: string): string {
  return sql
    .replace(/^CREATE SCHEMA ("?[\w]+"?);$/gm, 'CREATE SCHEMA IF NOT EXISTS $1;')
    .replace(/^\\(un)?restrict .*$/gm, '-- $&')
    .replace(/^SET transaction_timeout = 0;$/gm, '-- $&');
}

/**
 * Raises (and so stops the restore, nothing written) unless the database is empty of the site:
 * no table, view, sequence or function in public, no schema private, no migration recorded. A
 * new Supabase project passes; so does a plain database. The message lists what was found.
 */
export const EMPTY_TARGET_CHECK = `do $check$
declare
  found text[] := '{}';
  n bigint;
begin
  select count(*) into n from pg_class c join pg_namespace s on s.oid = c.relnamespace
   where s.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f');
  if n > 0 then found := found || format('%s tables, views or sequences in public', n); end if;
  select count(*) into n from pg_proc p join pg_namespace s on s.oid = p.pronamespace where s.nspname = 'public';
  if n > 0 then found := found || format('%s functions in public', n); end if;
  if exists (select from pg_namespace where nspname = 'private') then found := found || 'the schema private'::text; end if;
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    execute 'select count(*) from supabase_migrations.schema_migrations' into n;
    if n > 0 then found := found || format('%s migrations recorded', n); end if;
  end if;
  if cardinality(found) > 0 then
    raise exception 'restore target not empty: %', array_to_string(found, ', ');
  end if;
end
$check$;
`;

/**
 * Where Supabase offers them, pg_net and pg_cron are enabled before the dump is loaded: the
 * functions it holds call them, and the scheduled jobs are made again afterwards.
 */
export const ENABLE_EXTENSIONS = `do $extensions$
begin
  if exists (select from pg_available_extensions where name = 'pg_net') and exists (select from pg_namespace where nspname = 'extensions') then
    create extension if not exists pg_net with schema extensions;
  end if;
  if exists (select from pg_available_extensions where name = 'pg_cron') and current_setting('shared_preload_libraries') ~ 'pg_cron' then
    create extension if not exists pg_cron;
  end if;
end
$extensions$;
`;

/**
 * A new Supabase project grants everything created in public to its API roles by default (ALTER
 * DEFAULT PRIVILEGES). pg_dump writes each object's grants as additions to an owner-only start,
 * so loaded as they are, every table would come back open to anon. The defaults are taken away
 * while the dump loads; the dump's own ALTER DEFAULT PRIVILEGES, near its end, puts them back.
 */
export const NO_DEFAULT_GRANTS = ['tables', 'sequences', 'functions']
  .map(
    (kind) => `alter default privileges in schema public revoke all on ${kind} from anon, authenticated, service_role;`,
  )
  .join('\n');

/** The whole script psql runs in one transaction: the check, the extensions, the grants, the dump. */
export function restoreScript(dump: string): string {
  return `${EMPTY_TARGET_CHECK}\n${ENABLE_EXTENSIONS}\n${NO_DEFAULT_GRANTS}\n${prepareDump(dump)}`;
}
