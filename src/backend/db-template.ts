// A migrated database to start new ones from. Creating a PGlite database (its initdb) and applying
// every migration takes seconds of CPU; a test run that opens dozens of fresh databases makes one
// migrated database once, and each new database starts as a copy of it. PGLITE_TEMPLATE names the
// folder that holds it (the integration tests' global setup sets it); the copy is used only when
// it was made from exactly the migrations about to be applied, by the same PGlite: the template's
// folder is named after their digest, so a changed migration simply finds none.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const TEMPLATE_ENV = 'PGLITE_TEMPLATE';

export interface DatabaseTemplate {
  /** A closed PGlite data folder, to copy into a new data folder. */
  readonly dir: string;
  /** The same database as PGlite's tarball (dumpDataDir), to load into a database in memory. */
  readonly tarball: string;
}

/** The installed PGlite's version (its package.json, found above its entry: the package exports no package.json). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("PGlite's package.json not found");
    dir = parent;
  }
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The digest of what a migrated database is made of: PGlite's version, the defaults and every migration file. */
export function templateDigest(defaultsFile: string, migrationFiles: readonly string[]): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const file of [defaultsFile, ...migrationFiles]) {
    hash.update(`${path.basename(file)}\n`).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

/** Where the template for this digest lives under `root` (whether or not it exists yet). */
export function templateAt(root: string, digest: string): DatabaseTemplate {
  const dir = path.join(root, digest);
  return { dir: path.join(dir, 'pglite'), tarball: path.join(dir, 'pglite.tar') };
}

/** The template PGLITE_TEMPLATE holds for this digest, or null (none set, or none of these migrations). */
export function findTemplate(digest: () => string, env: NodeJS.ProcessEnv = process.env): DatabaseTemplate | null {
  const root = env[TEMPLATE_ENV];
  if (!root) return null;
  const template = templateAt(path.resolve(root), digest());
  return fs.existsSync(path.join(template.dir, 'PG_VERSION')) && fs.existsSync(template.tarball) ? template : null;
}

/** True when the folder holds no database yet (PGlite would run initdb in it). */
export function isNewDataFolder(pgliteDir: string): boolean {
  return !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
}
