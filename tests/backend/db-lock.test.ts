// One process per data folder: PGlite would silently lose writes otherwise.
// Also: data survives close/reopen, and `npm run contacts` respects the lock.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/run-script.ts';
import { assertDatabaseFree, type LocalDatabase, MIGRATIONS_DIR, openDatabase } from '../../src/backend/db.ts';
import { runContactsCli, runContactsTool } from './contacts-tool.ts';
import { REPO, removeTempDirs, tempDir } from './helpers.ts';

const IN_USE =
  /^The local database in .+ is in use by process (\d+|unknown) \(is "npm start" running\?\)\. Stop it first, or set DATA_DIR to use another folder\.$/;

const open: LocalDatabase[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  // Killed and gone: a child still dying would hold its lock into the next test (a busy machine
  // takes its time to end a process).
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }
  for (const db of open.splice(0)) await db.close();
});
afterAll(removeTempDirs);

/** Opens the folder's database: a new folder starts as a copy of the run's migrated database. */
async function openIn(dataDir: string) {
  const db = await openDatabase({ dataDir });
  open.push(db);
  return db;
}

const ONE_MORE = '29991231000000';
/**
 * Opens the folder's database with the real migrations and one more of its own, watching which
 * ones this open applies.
 */
async function openWithOneMoreMigration(dataDir: string, onMigration: (v: string) => void) {
  const migrationsDir = path.join(dataDir, 'migrations');
  fs.cpSync(MIGRATIONS_DIR, migrationsDir, { recursive: true });
  fs.writeFileSync(path.join(migrationsDir, `${ONE_MORE}_notes.sql`), 'create table public.notes (body text);');
  const db = await openDatabase({ dataDir, migrationsDir, onMigration });
  open.push(db);
  return db;
}
const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');
/** The messages of the stored requests, read as the database owner. */
const storedMessages = async (db: LocalDatabase) =>
  (await db.pg.query<{ message: string }>('select message from public.contacts order by created_at')).rows.map(
    (r) => r.message,
  );

/** A PID that certainly belongs to no running process. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', '']);
  return result.pid!;
}

/** Starts the fixture child and waits for its "ready" (wait) or its exit (exit). */
async function holdInChild(dataDir: string, mode: 'wait' | 'exit'): Promise<ChildProcess> {
  // `node` itself: one process, so its PID is the lock holder's.
  const child = spawn(...scriptCommand(REPO, 'tests/backend/fixtures/hold-db.ts', [mode]), {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => mode === 'wait' && String(d).includes('ready') && resolve());
    child.on('exit', (code) =>
      mode === 'exit' && code === 0 ? resolve() : reject(new Error(`child exited ${code}: ${stderr}`)),
    );
  });
  return child;
}

/** `npm run contacts` on the folder: the tool's function in this process, or (cli) the command itself. */
function runContacts(dataDir: string, ...args: string[]) {
  return runContactsTool(args, { DATA_DIR: dataDir });
}
const runContactsCommand = (dataDir: string, ...args: string[]) => runContactsCli(args, { DATA_DIR: dataDir });

// Lock-only tests share one folder (a new folder is a copy of the run's migrated database).
let shared: string;
beforeAll(async () => {
  shared = tempDir('lock-shared');
  await (await openDatabase({ dataDir: shared })).close();
});

describe('the data-folder lock', () => {
  it('refuses a second open of the same folder with a clear message', async () => {
    const dir = shared;
    await openIn(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(IN_USE);
    expect(() => assertDatabaseFree(dir)).toThrow(IN_USE);
  });

  it('releases the lock on close, and the data survives a reopen without re-running migrations', async () => {
    const dir = tempDir('lock');
    const first = await openIn(dir);
    await first.pg.query(
      `insert into public.contacts (first_name, last_name, email, message) values ('Kept', 'Row', 'k@example.com', 'persist me')`,
    );
    await first.close();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    expect(() => assertDatabaseFree(dir)).not.toThrow();

    // A reopen applies what is new and nothing it applied before, and finds the data.
    const applied: string[] = [];
    const second = await openWithOneMoreMigration(dir, (v) => applied.push(v));
    expect(applied).toEqual([ONE_MORE]);
    expect(await storedMessages(second)).toEqual(['persist me']);
    await second.close();
    const reapplied: string[] = [];
    const third = await openWithOneMoreMigration(dir, (v) => reapplied.push(v));
    expect(reapplied).toEqual([]);
    expect(await storedMessages(third)).toEqual(['persist me']);
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dir = shared;
    fs.writeFileSync(lockFile(dir), `${deadPid()}\n`);
    await openIn(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
  });

  it('takes over a lock left with our own PID by an earlier process (PIDs repeat in containers)', async () => {
    const dir = shared;
    fs.writeFileSync(lockFile(dir), `${process.pid}\n`);
    await openIn(dir);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(IN_USE); // but not twice by us
  });

  it('treats a fresh empty lock as "being taken" but an old one as stale', async () => {
    const dir = shared;
    fs.writeFileSync(lockFile(dir), '');
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(IN_USE);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(dir), old, old);
    await openIn(dir);
  });

  it('refuses while another live process holds the folder, naming its PID', async () => {
    const dir = shared;
    const child = await holdInChild(dir, 'wait');
    const error = await openDatabase({ dataDir: dir }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(IN_USE);
    expect(error?.message).toContain(`process ${child.pid}`);
  });

  it('is released when the holder exits without closing, or is stopped by a signal', async () => {
    const exited = shared;
    await holdInChild(exited, 'exit');
    expect(fs.existsSync(lockFile(exited))).toBe(false);

    const signalled = shared;
    const child = await holdInChild(signalled, 'wait');
    const gone = new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGTERM');
    expect(await gone).toBe('SIGTERM'); // default behaviour kept: the process still dies
    expect(fs.existsSync(lockFile(signalled))).toBe(false);
    // And what it wrote is there.
    const db = await openIn(signalled);
    expect(await storedMessages(db)).toContain(`written by ${child.pid}`);
  });
});

describe('npm run contacts', () => {
  it('refuses with the clear message and exit code 1 while the database is in use', async () => {
    const dir = shared;
    await openIn(dir);
    // Another process: this one's own PID on the lock is a lock it may take over once.
    const result = await runContactsCommand(dir);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(IN_USE);
    expect(result.stderr).toContain(`process ${process.pid}`);
  });

  it('lists requests newest first, as JSON or as a table, with --limit', async () => {
    const dir = tempDir('contacts');
    const db = await openIn(dir);
    for (const [i, name] of ['Older', 'Newer'].entries()) {
      await db.pg.query(
        `insert into public.contacts (first_name, last_name, email, phone, message, created_at)
         values ($1, 'Person', $2, $3, $4, now() - make_interval(mins => $5))`,
        [
          name,
          `${name.toLowerCase()}@example.com`,
          i ? '+1 312 555 0100' : null,
          `${name} message ${'long '.repeat(30)}`,
          10 - i,
        ],
      );
    }
    await db.close();
    open.length = 0;

    const json = await runContacts(dir, '--json');
    expect(json.status).toBe(0);
    const list = JSON.parse(json.stdout) as Array<{ first_name: string; phone: string | null }>;
    expect(list.map((c) => c.first_name)).toEqual(['Newer', 'Older']);
    expect(list[0]!.phone).toBe('+1 312 555 0100');
    expect(list[1]!.phone).toBeNull();

    const limited = await runContacts(dir, '--json', '--limit', '1');
    expect((JSON.parse(limited.stdout) as unknown[]).length).toBe(1);

    const table = await runContacts(dir);
    expect(table.status).toBe(0);
    const lines = table.stdout.split('\n');
    const newer = lines.findIndex((l) => l.includes('Newer Person'));
    const older = lines.findIndex((l) => l.includes('Older Person'));
    expect(newer).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newer);
    expect(lines[newer]).toContain('newer@example.com');
    expect(lines[newer]).toContain('…'); // message cut to 60 characters
    expect(table.stdout).toContain('2 contact requests; times in America/Chicago.');
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('shows the requests whose e-mail has not reached the owner at the top, with the last error', async () => {
    const dir = tempDir('contacts-unsent');
    const db = await openIn(dir);
    for (const [name, minutesAgo] of [
      ['Failed', 30],
      ['Waiting', 20],
      ['Sent', 10],
    ] as const) {
      await db.pg.query(
        `insert into public.contacts (first_name, last_name, email, message, created_at)
         values ($1, 'Lead', $2, 'Hello', now() - make_interval(mins => $3))`,
        [name, `${name.toLowerCase()}@example.com`, minutesAgo],
      );
    }
    const by = (email: string) => `payload -> 'contact' ->> 'email' = '${email}'`;
    await db.pg.exec(`
      update private.notification_jobs set status = 'sent', sent_at = now(), attempts = 1 where ${by('sent@example.com')};
      update private.notification_jobs set attempts = 2, last_error = 'Resend answered 429: daily_quota_exceeded'
       where ${by('waiting@example.com')};
      update private.notification_jobs set status = 'failed', failed_at = now(), attempts = 8,
             last_error = 'Resend answered 429: daily_quota_exceeded' where ${by('failed@example.com')};`);
    await db.close();
    open.length = 0;

    const list = JSON.parse((await runContacts(dir, '--json')).stdout) as Array<{
      first_name: string;
      notification: { status: string; attempts: number } | null;
    }>;
    expect(list.map((c) => [c.first_name, c.notification?.status])).toEqual([
      ['Waiting', 'pending'],
      ['Failed', 'failed'],
      ['Sent', 'sent'],
    ]);

    const table = (await runContacts(dir)).stdout;
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^! 2 requests have not reached the owner's inbox \(1 given up: answer it by hand\)/);
    const row = (name: string) => lines.findIndex((l) => l.includes(`${name} Lead`));
    expect(row('Waiting')).toBeLessThan(row('Failed'));
    expect(row('Failed')).toBeLessThan(row('Sent'));
    expect(lines[row('Failed')]).toContain('NOT SENT');
    expect(lines[row('Failed') + 1]).toContain('last error: Resend answered 429: daily_quota_exceeded');
    expect(lines[row('Waiting')]).toContain('retrying (2)');
    expect(lines[row('Sent')]).toContain('sent');
  });

  it('--health: exit 0 while no lead has waited more than 15 minutes, 1 with the reason when one has (for a cron line)', async () => {
    const dir = tempDir('contacts-health');
    expect(await runContacts(dir, '--health')).toMatchObject({
      status: 0,
      stdout: expect.stringContaining('No local database yet'),
    });
    const db = await openIn(dir);
    await db.pg.exec(
      `insert into public.contacts (first_name, last_name, email, message) values ('Wait', 'Ing', 'w@example.com', 'Hello')`,
    );
    await db.close();
    open.length = 0;
    const fresh = await runContacts(dir, '--health');
    expect(fresh.status).toBe(0);
    expect(fresh.stdout).toContain('none has waited more than 15 minutes (1 unsent, 0 given up)');

    const again = await openIn(dir);
    await again.pg.exec(`update private.notification_jobs set created_at = now() - interval '16 minutes'`);
    await again.close();
    open.length = 0;
    // The command itself: the exit code is what a cron line reads.
    const waiting = await runContactsCommand(dir, '--health');
    expect(waiting.status).toBe(1);
    expect(waiting.stderr).toContain(
      "✗ Leads: a contact request has waited 16 minutes and has not reached the owner's inbox (1 unsent, 0 given up).",
    );
  });

  it('--report counts the leads of a campaign landing page under its page, reached as /x/ or as /x', async () => {
    const dir = tempDir('contacts-report');
    const db = await openIn(dir);
    for (const [name, landing, source] of [
      ['Slash', '/restaurant-automation/', 'linkedin'],
      ['Plain', '/restaurant-automation', 'newsletter'],
      ['Blog', '/blog/ai-automation-guide-2025', null],
    ] as const) {
      await db.pg.query(
        `insert into public.contacts (first_name, last_name, email, message, landing_page, form_page, utm_source)
         values ($1, 'Lead', $2, 'Hello', $3, $3, $4)`,
        [name, `${name.toLowerCase()}@example.com`, landing, source],
      );
    }
    await db.close();
    open.length = 0;

    const json = await runContacts(dir, '--report', '--json');
    expect(json.status, json.stderr).toBe(0);
    const report = JSON.parse(json.stdout) as { landingPages: { page: string; leads: number }[] };
    expect(report.landingPages).toEqual([
      { page: '/restaurant-automation', leads: 2 },
      { page: '/blog/ai-automation-guide-2025', leads: 1 },
    ]);
    const table = (await runContacts(dir, '--report')).stdout;
    expect(table).toMatch(/^\/restaurant-automation +2$/m);
  });

  it('rejects a bad --limit', async () => {
    const result = await runContacts(tempDir('contacts'), '--limit', 'ten');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--limit');
  });
});
