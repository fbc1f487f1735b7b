// Migration files are named for a moment on or before they were written. The Supabase CLI's
// `migration new` names a file with the current time; a file dated in the future would sort
// after it, and `db push` then refuses or applies out of order. The moment of a file is checked
// against the newest commit that touches it (Git's history; a shallow clone has that commit
// too), or against now for a file not committed yet.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { bootstrap, listMigrations, MIGRATIONS_DIR, REPO_ROOT } from '../../src/backend/db.ts';
import { RENAMED_MIGRATIONS } from '../../src/backend/migration-renames.ts';

/** The moment a 14-digit version names (UTC, as the Supabase CLI writes it). */
function versionTime(version: string): Date {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(version)!;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

/** The files dated after the moment they were last written, as "file: dated …, written …". */
function futureDated(files: { name: string; version: string; writtenAt: Date }[]): string[] {
  return files
    .filter((f) => versionTime(f.version) > f.writtenAt)
    .map((f) => `${f.name}: dated ${versionTime(f.version).toISOString()}, written ${f.writtenAt.toISOString()}`);
}

/** The newest commit that touches a file, or null when the file is not committed. */
function newestCommit(file: string): Date | null {
  let out: string;
  try {
    out = execFileSync('git', ['log', '-1', '--format=%cI', '--', path.relative(REPO_ROOT, file)], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
  } catch (error) {
    throw new Error(
      `git log could not read the history of ${file} (${error instanceof Error ? error.message : error}): ` +
        'this test needs the repository with its Git history (a shallow clone is enough).',
    );
  }
  return out ? new Date(out) : null;
}

describe('migration file names', () => {
  it('none is dated after the newest commit that touches it (uncommitted ones: after now)', () => {
    const now = new Date();
    const files = listMigrations().map((m) => ({
      name: path.basename(m.file),
      version: m.version,
      writtenAt: newestCommit(m.file) ?? now,
    }));
    expect(files.length).toBeGreaterThan(15);
    expect(futureDated(files)).toEqual([]);
  });

  it('a file dated after its commit is caught', () => {
    const writtenAt = new Date('2026-11-26T21:16:03Z');
    expect(futureDated([{ name: '20261226120000_receipt_limits.sql', version: '20261226120000', writtenAt }])).toEqual([
      '20261226120000_receipt_limits.sql: dated 2026-12-26T12:00:00.000Z, written 2026-11-26T21:16:03.000Z',
    ]);
    expect(futureDated([{ name: 'x.sql', version: '20261126211600', writtenAt }])).toEqual([]);
  });

  it('the renamed migrations kept their order and all sort before 2026-11-28', () => {
    const pairs = Object.entries(RENAMED_MIGRATIONS);
    const olds = pairs.map(([old]) => old);
    const news = pairs.map(([, renamed]) => renamed);
    expect([...olds].sort()).toEqual(olds);
    expect([...news].sort()).toEqual(news);
    for (const renamed of news) expect(renamed < '20261128000000').toBe(true);
    const versions = new Set(listMigrations().map((m) => m.version));
    for (const [old, renamed] of pairs) {
      expect(versions.has(renamed), renamed).toBe(true);
      expect(versions.has(old), old).toBe(false);
    }
  });

  it('a local database that applied the old names is moved to the new ones, and nothing is applied twice', async () => {
    // The migrations under their old names, as a data folder made before the renames saw them.
    const oldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'old-migrations-'));
    const oldOf = Object.fromEntries(Object.entries(RENAMED_MIGRATIONS).map(([old, renamed]) => [renamed, old]));
    for (const m of listMigrations()) {
      if (oldOf[m.version]) fs.copyFileSync(m.file, path.join(oldDir, `${oldOf[m.version]}_${m.name}.sql`));
    }
    const pg = new PGlite();
    try {
      await bootstrap(pg, oldDir);
      const applied = await bootstrap(pg, MIGRATIONS_DIR);
      expect(applied.every((version) => !(version in oldOf))).toBe(true);
      const { rows } = await pg.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
    } finally {
      await pg.close();
      fs.rmSync(oldDir, { recursive: true, force: true });
    }
  }, 240_000);
});
