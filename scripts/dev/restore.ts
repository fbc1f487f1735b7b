/**
 * `npm run restore -- <backup file>`: a backup of the database (scripts/dev/backup.sh, the nightly
 * workflow's artifact) restored into an EMPTY project, the one SUPABASE_DB_URL points at (its
 * connection string: Supabase dashboard → Connect → Session pooler). psql runs the whole dump as
 * one transaction that stops at the first error (ON_ERROR_STOP): either everything arrives or
 * nothing does. A target that already holds the site's tables or migrations is refused before
 * anything is written. Then the scheduled jobs are made again (a dump has none), and the counts
 * of what arrived are printed. What a dump cannot hold (Vault's secrets, the functions' secrets)
 * `npm run setup` puts back.
 *
 * Needs psql (PostgreSQL's client, 15 or later; PSQL names another one). BACKUP_PASSPHRASE opens
 * an encrypted backup. Neither the connection string nor the passphrase is ever printed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { BackupError, EMPTY_TARGET_CHECK, openBackup, restoreScript } from './backup-file.ts';

const USAGE = `Usage: SUPABASE_DB_URL=<the new project's connection string> BACKUP_PASSPHRASE=… npm run restore -- <backup file>
Restores a backup of the database into an empty project (docs/backups.md).`;

type Psql = (args: string[], input?: string) => { ok: boolean; out: string; err: string };

function psqlRunner(bin: string, url: string): Psql {
  return (args, input) => {
    const r = spawnSync(bin, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, ...args], {
      input,
      encoding: 'utf8',
      maxBuffer: 1024 * 1024 * 1024,
    });
    // psql that stops at the first error (ON_ERROR_STOP) closes its input while a long dump is
    // still being written to it: EPIPE then, and psql's own exit code and error lines tell why.
    const code = (r.error as NodeJS.ErrnoException | undefined)?.code;
    if (r.error && (code !== 'EPIPE' || r.status === null))
      throw new BackupError(`psql could not be started (${bin}): install PostgreSQL's client, 15 or later.`);
    return { ok: r.status === 0, out: r.stdout, err: r.stderr };
  };
}

/** psql's own error lines, without the context lines that quote the SQL (a dump names leads). */
const errorLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => /\b(ERROR|FATAL|error):/.test(line))
    .slice(0, 3)
    .join('\n');

function checkEmpty(psql: Psql): void {
  const check = psql(['-c', EMPTY_TARGET_CHECK]);
  if (check.ok) return;
  const found = /restore target not empty: (.*)/.exec(check.err)?.[1];
  if (found)
    throw new BackupError(
      `The target database is not empty (${found}). npm run restore fills only an empty project: create a new Supabase project and give its connection string as SUPABASE_DB_URL. Nothing was written.`,
    );
  throw new BackupError(`The target database could not be asked:\n${errorLines(check.err) || check.err.trim()}`);
}

function restore(psql: Psql, dump: string): void {
  const run = psql(['--single-transaction', '-f', '-'], `set client_min_messages = warning;\n${restoreScript(dump)}`);
  if (!run.ok)
    throw new BackupError(
      `The restore stopped at an error and was rolled back: nothing was written.\n${errorLines(run.err) || run.err.trim()}`,
    );
}

/** The jobs pg_cron runs, made again (a dump holds none): the report of private.setup_scheduled_jobs(). */
function scheduleJobs(psql: Psql): string {
  const jobs = psql(['-tA', '-c', 'select private.setup_scheduled_jobs()']);
  return jobs.ok
    ? jobs.out.trim()
    : `not made (${errorLines(jobs.err) || 'psql failed'}); run npm run setup, or in the SQL editor: select private.setup_scheduled_jobs();`;
}

function counts(psql: Psql): string {
  const r = psql([
    '-tA',
    '-F',
    ' ',
    '-c',
    `select (select count(*) from public.contacts), (select count(*) from public.newsletter_subscribers),
            (select count(*) from private.notification_jobs where status in ('pending', 'sending'))`,
  ]);
  const [contacts, subscribers, waiting] = r.out.trim().split(' ');
  return `${contacts} contact requests, ${subscribers} newsletter subscriptions, ${waiting} e-mails still to send`;
}

function main(argv: string[], env: NodeJS.ProcessEnv): number {
  if (argv.includes('--help') || argv.length !== 1) {
    console.log(USAGE);
    return argv.includes('--help') ? 0 : 2;
  }
  const url = env.SUPABASE_DB_URL;
  if (!url) {
    console.error(`SUPABASE_DB_URL is not set: the connection string of the project to restore into.\n${USAGE}`);
    return 2;
  }
  try {
    const dump = openBackup(readFileSync(argv[0]!), env.BACKUP_PASSPHRASE);
    const psql = psqlRunner(env.PSQL || 'psql', url);
    checkEmpty(psql);
    restore(psql, dump);
    console.log(`Restored: ${counts(psql)}.`);
    console.log(`Scheduled jobs: ${scheduleJobs(psql)}.`);
    console.log(
      'Next: npm run setup for this project. A backup holds no Vault values and no function secrets: it sets them, and deploys the functions.',
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError) && (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    console.error(error instanceof BackupError ? error.message : `No such file: ${argv[0]}`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2), process.env);
