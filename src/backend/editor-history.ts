// The earlier versions of an editor's entry under `npm start` (issue 51, point 6). Locally a save
// writes the file and commits nothing (the fs workflow), so each save the editor makes through the
// local backend is kept as a version under <DATA_DIR>/history/<file>/<time>.json, with who and
// when. Why there and not as a commit: the working tree is a developer's too, and a commit per save
// would sweep whatever they have staged into the editor's commit, or fail half-way on a branch in
// the middle of a rebase; .data/ is this computer's own state (ignored by Git, kept by `npm run
// backup`). The versions Git already has of the file (its commits, and the Git workflow's merged
// saves) are listed after them, so the file as it was first checked out can be restored too.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One version of a file: when and by whom it was written, and its text. */
export interface FileVersion {
  /** ISO 8601 time of the save or commit. */
  when: string;
  who: string;
  text: string;
  /** Where the version comes from: a save kept under .data, or a Git commit. */
  source: 'save' | 'commit';
}

/** At most this many versions are listed (the newest), and kept per file. */
export const MAX_VERSIONS = 30;

/** The folder of a repository file's versions (the path is checked by the editor's guard first). */
const folderOf = (historyDir: string, file: string) => path.join(historyDir, ...file.split('/'));

/** A file name that sorts by time and never collides within a millisecond: 2026-12-02T18-30-00-123Z-<n>.json */
function versionName(when: Date, taken: ReadonlySet<string>): string {
  const stem = when.toISOString().replace(/:/g, '-').replace('.', '-');
  for (let n = 0; ; n++) {
    const name = `${stem}-${String(n).padStart(2, '0')}.json`;
    if (!taken.has(name)) return name;
  }
}

/** Keeps `text` as the newest version of `file`, unless it is the newest already; prunes old ones. */
export function keepVersion(historyDir: string, file: string, text: string, who: string, now: Date): void {
  const folder = folderOf(historyDir, file);
  fs.mkdirSync(folder, { recursive: true });
  const names = fs
    .readdirSync(folder)
    .filter((n) => n.endsWith('.json'))
    .sort();
  const newest = names.at(-1);
  if (newest && readVersion(path.join(folder, newest))?.text === text) return;
  const name = versionName(now, new Set(names));
  const version: Omit<FileVersion, 'source'> = { when: now.toISOString(), who, text };
  fs.writeFileSync(path.join(folder, name), `${JSON.stringify(version, null, 2)}\n`);
  for (const old of [...names, name].slice(0, -MAX_VERSIONS)) fs.rmSync(path.join(folder, old), { force: true });
}

function readVersion(file: string): FileVersion | undefined {
  try {
    const { when, who, text } = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<FileVersion>;
    if (typeof when !== 'string' || typeof who !== 'string' || typeof text !== 'string') return undefined;
    return { when, who, text, source: 'save' };
  } catch {
    return undefined; // a version half written or changed by hand: left out
  }
}

/** The saves kept of `file`, newest first. */
export function keptVersions(historyDir: string, file: string): FileVersion[] {
  const folder = folderOf(historyDir, file);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()
    .map((n) => readVersion(path.join(folder, n)))
    .filter((v) => v !== undefined);
}

/** The file at each of the newest commits that changed it, newest first (none outside a Git repository). */
export async function committedVersions(repoDir: string, file: string, max = MAX_VERSIONS): Promise<FileVersion[]> {
  let log: string;
  try {
    ({ stdout: log } = await run('git', ['log', `-n${max}`, '--format=%H%x1f%an%x1f%aI', '--', file], {
      cwd: repoDir,
    }));
  } catch {
    return [];
  }
  const commits = log
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\x1f') as [string, string, string]);
  const versions = await Promise.all(
    commits.map(async ([sha, who, when]) => {
      try {
        const { stdout } = await run('git', ['show', `${sha}:${file}`], { cwd: repoDir, maxBuffer: 16 * 1024 * 1024 });
        return { when: new Date(when).toISOString(), who, text: stdout, source: 'commit' as const };
      } catch {
        return undefined; // the commit deleted the file
      }
    }),
  );
  return versions.filter((v) => v !== undefined);
}

/** Every version of `file`: the kept saves and the commits, newest first, the same text next to itself once. */
export async function fileVersions(
  historyDir: string | undefined,
  repoDir: string,
  file: string,
): Promise<FileVersion[]> {
  const all = [...(historyDir ? keptVersions(historyDir, file) : []), ...(await committedVersions(repoDir, file))].sort(
    (a, b) => b.when.localeCompare(a.when),
  );
  return all.filter((v, i) => i === 0 || v.text !== all[i - 1]!.text).slice(0, MAX_VERSIONS);
}

/** The editor's name on this computer: Git's user.name of the site's repository, else the account's. */
export async function localEditorName(repoDir: string): Promise<string> {
  try {
    const { stdout } = await run('git', ['config', 'user.name'], { cwd: repoDir });
    if (stdout.trim()) return stdout.trim();
  } catch {
    // no Git, or no name set
  }
  return os.userInfo().username;
}
