// The local database: PGlite (Postgres in WebAssembly) on a data folder, with
// the same migrations as production. Used by `npm start` and the tests, and by `npm run contacts`
// through the REST gateway; never shipped to browsers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseTemplate, findTemplate, isNewDataFolder, templateAt, templateDigest } from './db-template.ts';
import { RENAMED_MIGRATIONS } from './migration-renames.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'supabase', 'migrations');

/** Folder for local state: `$DATA_DIR`, or `<repo>/.data`. */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, '.data');
}

export interface LocalDatabase {
  readonly pg: PGlite;
  /** The PGlite folder, or null for an in-memory database. */
  readonly pgliteDir: string | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Folder for local state; the database lives in `<dataDir>/pglite`. Default: resolveDataDir(). */
  dataDir?: string;
  /** A throw-away database in memory (tests): no folder, no lock. */
  inMemory?: boolean;
  migrationsDir?: string;
  /** Called for each migration applied by this open. */
  onMigration?: (version: string, name: string) => void;
  /**
   * Start a new database as a copy of the migrated one PGLITE_TEMPLATE holds, if it holds one of
   * exactly these migrations (db-template.ts). Default true; false runs every migration.
   */
  fromTemplate?: boolean;
}

/** The migrated database to start a new one from, if one is set and made of these migrations. */
function templateFor(options: OpenOptions, migrationsDir: string): DatabaseTemplate | null {
  if (options.fromTemplate === false) return null;
  return findTemplate(() => migrationsDigest(migrationsDir));
}

function migrationsDigest(migrationsDir: string): string {
  return templateDigest(
    SUPABASE_DEFAULTS_FILE,
    listMigrations(migrationsDir).map((m) => m.file),
  );
}

/**
 * Makes the migrated database new ones may start from (see db-template.ts) under `root`, once per
 * set of migrations, and returns it.
 */
export async function writeDatabaseTemplate(
  root: string,
  migrationsDir: string = MIGRATIONS_DIR,
): Promise<DatabaseTemplate> {
  const template = templateAt(root, migrationsDigest(migrationsDir));
  if (!isNewDataFolder(template.dir) && fs.existsSync(template.tarball)) return template;
  fs.rmSync(path.dirname(template.dir), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(template.dir), { recursive: true });
  const memory = await PGlite.create();
  await bootstrap(memory, migrationsDir);
  const tarball = await memory.dumpDataDir('none');
  await memory.close();
  fs.writeFileSync(template.tarball, Buffer.from(await tarball.arrayBuffer()));
  const folder = await PGlite.create(template.dir, { loadDataDir: tarball });
  await folder.close();
  return template;
}

/** Opens the database, taking the folder's lock first, and applies pending migrations. */
export async function openDatabase(options: OpenOptions = {}): Promise<LocalDatabase> {
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  const template = templateFor(options, migrationsDir);
  if (options.inMemory) {
    const pg = await PGlite.create(
      template ? { loadDataDir: new Blob([new Uint8Array(fs.readFileSync(template.tarball))]) } : {},
    );
    await bootstrap(pg, migrationsDir, options.onMigration);
    let closing: Promise<void> | undefined;
    return { pg, pgliteDir: null, close: () => (closing ??= pg.close()) };
  }

  const pgliteDir = path.join(options.dataDir ?? resolveDataDir(), 'pglite');
  const lock = acquireLock(pgliteDir);
  let pg: PGlite | undefined;
  try {
    if (template && isNewDataFolder(pgliteDir)) fs.cpSync(template.dir, pgliteDir, { recursive: true });
    pg = await PGlite.create(pgliteDir);
    await bootstrap(pg, migrationsDir, options.onMigration);
  } catch (error) {
    await pg?.close().catch(() => {});
    lock.release();
    throw error;
  }
  const db = pg;
  let closing: Promise<void> | undefined;
  return {
    pg: db,
    pgliteDir,
    close() {
      // Release only after PGlite has flushed and closed its files.
      closing ??= db.close().finally(() => lock.release());
      return closing;
    },
  };
}

// ---------------------------------------------------------------------------
// The lock. PGlite has none: two processes on one folder both "work" and
// silently lose committed writes. Exactly one process may own the folder.

/** Locks this process holds (a second open in the same process must fail too). */
const heldLocks = new Set<string>();

function lockPathFor(pgliteDir: string): string {
  return `${pgliteDir}.lock`;
}

function inUseMessage(pgliteDir: string, pid: number | string): string {
  const shown = path.relative(process.cwd(), pgliteDir) || pgliteDir;
  return (
    `The local database in ${shown} is in use by process ${pid} (is "npm start" running?). ` +
    'Stop it first, or set DATA_DIR to use another folder.'
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: existence check only
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the lock: a live PID, 'starting' (a lock being written), or null (free/stale). */
function lockHolder(lockPath: string): number | 'starting' | null {
  let text: string;
  let ageMs: number;
  try {
    text = fs.readFileSync(lockPath, 'utf8').trim();
    ageMs = Date.now() - fs.statSync(lockPath).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number(text);
  if (pid === process.pid) {
    // Our own PID: either we hold it, or it was left by an earlier process
    // that happened to have the same PID (common in containers, where PIDs
    // start from 1 on every start).
    return heldLocks.has(lockPath) ? pid : null;
  }
  if (Number.isInteger(pid) && pid > 0) return isAlive(pid) ? pid : null;
  // Empty or garbled: another process may be between creating and writing
  // its lock. Only an old one is stale.
  return ageMs < 5000 ? 'starting' : null;
}

/** The live process that holds the data folder: its PID, 'starting' (a lock being written), or null. */
export function databaseHolder(dataDir: string = resolveDataDir()): number | 'starting' | null {
  return lockHolder(lockPathFor(path.join(dataDir, 'pglite')));
}

/** Throws the "in use" error if a live process holds the folder; does not take the lock. */
export function assertDatabaseFree(dataDir: string = resolveDataDir()): void {
  const holder = databaseHolder(dataDir);
  if (holder !== null)
    throw new Error(inUseMessage(path.join(dataDir, 'pglite'), holder === 'starting' ? 'unknown' : holder));
}

function acquireLock(pgliteDir: string): { release(): void } {
  const lockPath = lockPathFor(pgliteDir);
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx'); // fails if it exists: the atomic step
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      heldLocks.add(lockPath);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(lockPath);
      if (holder !== null || attempt >= 2) {
        throw new Error(inUseMessage(pgliteDir, holder === null || holder === 'starting' ? 'unknown' : holder));
      }
      // The owner died without cleaning up (crash, kill -9): take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldLocks.delete(lockPath);
    process.off('exit', release);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    try {
      // Only remove our own lock, never one another process took over.
      if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.rmSync(lockPath);
    } catch {
      /* already gone */
    }
  };
  // If nobody else handles the signal, the default action would kill the
  // process without running 'exit' handlers: release, then die as usual.
  // If the app has its own handler (npm start), it closes the database,
  // which releases the lock after PGlite has flushed.
  const onSignal = (signal: NodeJS.Signals) => {
    if (process.listenerCount(signal) > 1) return;
    release();
    process.kill(process.pid, signal);
  };
  process.on('exit', release);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return { release };
}

// ---------------------------------------------------------------------------
// Bootstrap and migrations.

/**
 * Supabase's roles and default grants (see the file), shared with tests/db/native-check.sh so
 * that both engines start where a new Supabase project starts.
 */
export const SUPABASE_DEFAULTS_FILE = path.join(REPO_ROOT, 'src', 'backend', 'supabase-defaults.sql');

/** Where the Supabase CLI records applied migrations. */
const MIGRATIONS_TABLE_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
`;

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** Migration files in the Supabase CLI layout, in the order they apply. */
export function listMigrations(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  const files: MigrationFile[] = [];
  for (const file of fs.readdirSync(dir).sort()) {
    const match = /^(\d{14})_(.+)\.sql$/.exec(file);
    if (match) files.push({ version: match[1]!, name: match[2]!, file: path.join(dir, file) });
    else if (file.endsWith('.sql')) {
      // The Supabase CLI skips such files too; say so instead of staying silent.
      console.warn(`Skipping ${file}: migration files are named <14-digit timestamp>_<name>.sql`);
    }
  }
  return files;
}

/**
 * Creates Supabase's roles and default grants, then applies pending migrations, each in its own
 * transaction and recorded where the Supabase CLI records them. Returns the
 * versions applied now.
 */
export async function bootstrap(
  pg: PGlite,
  migrationsDir: string = MIGRATIONS_DIR,
  onMigration?: (version: string, name: string) => void,
): Promise<string[]> {
  await pg.exec(fs.readFileSync(SUPABASE_DEFAULTS_FILE, 'utf8'));
  await pg.exec(MIGRATIONS_TABLE_SQL);
  // A data folder made before the renames records the old versions: the same migrations.
  for (const [old, renamed] of Object.entries(RENAMED_MIGRATIONS)) {
    await pg.query(
      `update supabase_migrations.schema_migrations set version = $2
        where version = $1 and not exists (select from supabase_migrations.schema_migrations where version = $2)`,
      [old, renamed],
    );
  }
  const done = new Map(
    (
      await pg.query<{ version: string; statements: string[] | null }>(
        'select version, statements from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => [r.version, r.statements?.join('') ?? '']),
  );
  const applied: string[] = [];
  for (const m of listMigrations(migrationsDir)) {
    const sql = fs.readFileSync(m.file, 'utf8');
    if (done.has(m.version)) {
      if (done.get(m.version) !== sql) {
        console.warn(
          `Migration ${path.basename(m.file)} changed after it was applied to the local database; ` +
            'the change is not applied. Add a new migration, or delete the data folder to start over.',
        );
      }
      continue;
    }
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [m.version, m.name, [sql]],
      );
    });
    applied.push(m.version);
    onMigration?.(m.version, m.name);
  }
  return applied;
}
