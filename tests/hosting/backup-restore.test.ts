/**
 * Backups restored for real: the migrations and some leads in one database of a throw-away native
 * PostgreSQL cluster, a backup taken by scripts/dev/backup.sh (pg_dump, gzip, OpenSSL: what the
 * nightly workflow runs), restored by `npm run restore` into a fresh, empty database that has what
 * a new Supabase project has (its roles and grants, and stand-ins of pg_net and pg_cron, which
 * Debian's PostgreSQL lacks). Every lead arrives, with the grants, the migration history and every
 * scheduled job; a database that is not empty is refused; a dump that fails half-way writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBackup } from '../../scripts/dev/backup-file.ts';
import { REPO_ROOT } from '../content/fixture.ts';

const BIN = readdirSync('/usr/lib/postgresql')
  .map((v) => `/usr/lib/postgresql/${v}/bin`)
  .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  .at(-1)!;
const ROOT = process.getuid?.() === 0;
const PASSPHRASE = 'correct horse battery staple, restore test';
const MIGRATIONS = path.join(REPO_ROOT, 'supabase/migrations');
let dir: string;
let port: number;

/** initdb and the server refuse to run as root: they run as postgres then. */
function asPostgres(command: string, args: string[]) {
  const r = ROOT
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${command} failed:\n${r.stdout}${r.stderr}`);
}

const urlOf = (db: string) => `postgresql://postgres@127.0.0.1:${port}/${db}`;

/** SQL into `db`, stopping at the first error; returns what the last statement printed. */
function sql(db: string, text: string): string {
  const r = spawnSync(`${BIN}/psql`, ['-X', '-q', '-tA', '-v', 'ON_ERROR_STOP=1', '-d', urlOf(db)], {
    input: text,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`psql failed:\n${r.stderr}`);
  return r.stdout.trim();
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

/** What a new Supabase project has before any migration: its roles and default grants. */
const SUPABASE_DEFAULTS = readFileSync(path.join(REPO_ROOT, 'src/backend/supabase-defaults.sql'), 'utf8');
/** pg_net's and pg_cron's entry points as Supabase has them once enabled, each recording its calls. */
const EXTENSION_STAND_INS = `
  create schema net;
  create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                                headers jsonb default '{}', timeout_milliseconds integer default 5000)
    returns bigint language sql as $$ select 1::bigint $$;
  create schema cron;
  create table cron.jobs (name text primary key, schedule text, command text);
  create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
    insert into cron.jobs values (job_name, schedule, command)
    on conflict (name) do update set schedule = excluded.schedule, command = excluded.command returning 1::bigint $$;`;

/** A visitor's request as PostgREST runs it: role anon, from its own address. */
const visitorInsert = (n: number) => `begin;
  set local role anon;
  -- One network each (an IPv4 /24): the database accepts at most 10 requests an hour per network.
  select set_config('request.headers', '{"x-forwarded-for":"198.51.${n}.7"}', true);
  insert into public.contacts (first_name, last_name, email, phone, message)
    values ('Lead', 'Number ${n}', 'lead${n}@example.org', null, 'Please call me back, ${n}');
  commit;`;

const contactsOf = (db: string) => sql(db, 'select json_agg(c order by c.id)::text from public.contacts c');
const jobsOf = (db: string) =>
  sql(
    db,
    'select json_agg(j order by j.id)::text from (select id, kind, status, payload from private.notification_jobs) j',
  );

function restoreInto(db: string, file: string, passphrase = PASSPHRASE) {
  const r = spawnSync('npm', ['run', '-s', 'restore', '--', file], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, SUPABASE_DB_URL: urlOf(db), BACKUP_PASSPHRASE: passphrase, PSQL: `${BIN}/psql` },
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

beforeAll(async () => {
  dir = mkdtempSync('/tmp/backup-restore-');
  chmodSync(dir, 0o755);
  if (ROOT) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  port = await freePort();
  asPostgres(`${BIN}/initdb`, [
    '-D',
    `${dir}/data`,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  asPostgres(`${BIN}/pg_ctl`, [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/server.log`,
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
    'start',
  ]);
  for (const db of ['source', 'target', 'untouched']) sql('postgres', `create database ${db};`);

  // The project the backup is taken of: the migrations, with the history the Supabase CLI keeps.
  sql('source', SUPABASE_DEFAULTS);
  sql(
    'source',
    'create schema supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text);',
  );
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    sql('source', `begin;\n${readFileSync(path.join(MIGRATIONS, file), 'utf8')}\ncommit;`);
    const [version, ...name] = file.replace(/\.sql$/, '').split('_');
    sql(
      'source',
      `insert into supabase_migrations.schema_migrations values ('${version}', '{}', '${name.join('_')}');`,
    );
  }
  for (let n = 1; n <= 12; n++) sql('source', visitorInsert(n));
  sql(
    'source',
    `begin; set local role anon; select set_config('request.headers', '{"x-forwarded-for":"198.51.100.99"}', true);
     select public.subscribe_newsletter('reader1@example.org'); select public.subscribe_newsletter('reader2@example.org'); commit;`,
  );
  // The new project it is restored into.
  sql('target', `${SUPABASE_DEFAULTS}\n${EXTENSION_STAND_INS}`);
  sql('untouched', SUPABASE_DEFAULTS);
}, 120_000);

afterAll(() => {
  if (!dir) return;
  spawnSync(ROOT ? 'runuser' : `${BIN}/pg_ctl`, [
    ...(ROOT ? ['-u', 'postgres', '--', `${BIN}/pg_ctl`] : []),
    '-D',
    `${dir}/data`,
    '-m',
    'immediate',
    'stop',
  ]);
  rmSync(dir, { recursive: true, force: true });
});

describe('a backup restored with npm run restore', () => {
  let backup: string;

  it('is taken by backup.sh as the workflow takes it: encrypted, no lead readable in it', () => {
    backup = path.join(dir, 'backup.sql.enc');
    const r = spawnSync('bash', [path.join(REPO_ROOT, 'scripts/dev/backup.sh'), backup], {
      encoding: 'utf8',
      env: {
        ...process.env,
        SUPABASE_DB_URL: urlOf('source'),
        BACKUP_PASSPHRASE: PASSPHRASE,
        PG_DUMP: `${BIN}/pg_dump`,
      },
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const bytes = readFileSync(backup);
    expect(bytes.subarray(0, 8).toString()).toBe('Salted__');
    expect(bytes.includes('lead1@example.org')).toBe(false);
    expect(openBackup(bytes, PASSPHRASE)).toContain('lead12@example.org');
  });

  it('brings every lead, subscription and queued e-mail into the empty project, and says how many', () => {
    const r = restoreInto('target', backup);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    const waiting = sql(
      'source',
      `select count(*) from private.notification_jobs where status in ('pending', 'sending')`,
    );
    expect(r.out).toContain(
      `Restored: 12 contact requests, 2 newsletter subscriptions, ${waiting} e-mails still to send.`,
    );
    expect(contactsOf('target')).toBe(contactsOf('source'));
    expect(JSON.parse(contactsOf('target'))).toHaveLength(12);
    expect(jobsOf('target')).toBe(jobsOf('source'));
    expect(sql('target', 'select count(*) from supabase_migrations.schema_migrations')).toBe(
      String(readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).length),
    );
  });

  it('keeps the rules: every table, sequence and function grants exactly what it granted before', () => {
    // Compared with the owner-only default written out (pg_dump leaves an unchanged one unwritten).
    // The functions the wiring makes only where pg_net exists are made by the restore, not restored.
    const grants = (db: string) =>
      sql(
        db,
        `select json_agg(g order by g.name)::text from (
           select n.nspname || '.' || c.relname as name, coalesce(c.relacl, acldefault((case c.relkind when 'S' then 's' else 'r' end)::"char", c.relowner))::text as acl
             from pg_class c
             join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'S')
           union all
           select n.nspname || '.' || p.oid::regprocedure::text, coalesce(p.proacl, acldefault('f'::"char", p.proowner))::text
             from pg_proc p
             join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('public', 'private')
               and p.proname not in ('setup_notify_wiring', 'call_notify_leads', 'notification_jobs_call_sender',
                                     'retry_due_notifications', 'post_lead_watchdog')) g`,
      );
    expect(JSON.parse(grants('source')).length).toBeGreaterThan(40);
    expect(JSON.parse(grants('target'))).toEqual(JSON.parse(grants('source')));
  });

  it('a visitor may still insert (the sequences go on), and may still read nothing', () => {
    sql('target', visitorInsert(50));
    expect(sql('target', 'select count(*) from public.contacts')).toBe('13');
    expect(() => sql('target', 'begin; set local role anon; select * from public.contacts; commit;')).toThrow(
      /permission denied/,
    );
  });

  it('schedules again every job the migrations schedule (a dump holds none)', () => {
    const scheduled = new Set(
      readdirSync(MIGRATIONS).flatMap((f) =>
        [...readFileSync(path.join(MIGRATIONS, f), 'utf8').matchAll(/cron\.schedule\('([\w-]+)'/g)].map((m) => m[1]!),
      ),
    );
    expect(scheduled.size).toBeGreaterThanOrEqual(6);
    expect(sql('target', "select string_agg(name, ',' order by name) from cron.jobs").split(',')).toEqual(
      [...scheduled].sort(),
    );
  });

  it('refuses a project that is not empty, and writes nothing into it', () => {
    const before = contactsOf('target');
    const r = restoreInto('target', backup);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/^The target database is not empty \(.*the schema private.*migrations recorded\)/);
    expect(r.err).toContain('Nothing was written.');
    expect(contactsOf('target')).toBe(before);
  });

  it('writes nothing when the dump fails half-way, or the passphrase is wrong', () => {
    const dump = openBackup(readFileSync(backup), PASSPHRASE);
    const cut = dump.indexOf('ALTER TABLE ONLY');
    expect(cut).toBeGreaterThan(0);
    const broken = path.join(dir, 'broken.sql');
    writeFileSync(broken, `${dump.slice(0, cut)}select 1 / 0;\n${dump.slice(cut)}`);
    const failed = restoreInto('untouched', broken);
    expect(failed.status).toBe(1);
    expect(failed.err).toContain('rolled back: nothing was written');
    expect(failed.err).toContain('division by zero');
    expect(failed.err).not.toContain('lead1@example.org');
    const wrong = restoreInto('untouched', backup, 'not the passphrase');
    expect(wrong.status).toBe(1);
    expect(wrong.err).toContain('the passphrase is wrong');
    expect(
      sql('untouched', `select count(*) from pg_namespace where nspname in ('private', 'supabase_migrations')`),
    ).toBe('0');
    expect(
      sql(
        'untouched',
        `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where nspname = 'public'`,
      ),
    ).toBe('0');
  });
});
