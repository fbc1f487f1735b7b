// A local site started like `npm start`, on a temporary Git copy of this repository, for the
// editor tests: /admin edits that copy's content/ through decap-server, and the copy rebuilds
// itself after each change. Nothing touches this working tree.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { scriptCommand } from '../scripts/run-script.ts';
import { freePort } from '../src/backend/decap.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));

export interface AdminSite {
  dir: string;
  url: string;
  /** Everything the server printed so far. */
  output(): string;
  git(...args: string[]): string;
  stop(): Promise<void>;
}

/** Copies the files Git knows (committed or not, minus ignored ones) into a new repository. */
function gitCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-site-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO })
    .toString()
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(REPO, f)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(REPO, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'add', '-A');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', 'copy');
  git('config', 'user.name', 'Editor test');
  git('config', 'user.email', 'editor@example.com');
  return dir;
}

/**
 * Removes the copy. A rebuild stopped with the server (the Git workflow switches branches, which
 * starts one) can leave a compiler process finishing its files there for a moment: try again
 * until nothing new appears, for up to half a minute.
 */
async function removeWhenQuiet(dir: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' || attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

export async function startAdminSite(mode: 'fs' | 'git'): Promise<AdminSite> {
  const dir = gitCopy();
  const port = await freePort();
  const child: ChildProcess = spawn(...scriptCommand(dir, 'scripts/dev/start.ts'), {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dir, '.data'),
      DECAP_MODE: mode,
      SKIP_BUILD: '',
      // The live build, as a plain `npm start` makes it (playwright.config.ts sets PREVIEW for
      // the e2e site): the editor's line after a rebuild says what the live site leaves out.
      PREVIEW: '',
      // The image variants of this working tree are reused, not rebuilt.
      BUILD_CACHE_DIR: path.join(REPO, '.cache', 'build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Press Ctrl+C to stop.')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the site copy stopped (exit ${code}):\n${output}`));
    });
  });
  return {
    dir,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    git: (...args) => execFileSync('git', args, { cwd: dir }).toString(),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await removeWhenQuiet(dir);
    },
  };
}

/**
 * One site for the whole spec file (starting one builds the site), its tests in order: call at
 * the top of a spec; the returned function gives the running site inside its tests.
 */
export function adminSiteForFile(mode: 'fs' | 'git', testTimeout = 120_000): () => AdminSite {
  let site: AdminSite | undefined;
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(testTimeout);
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    site = await startAdminSite(mode);
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  return () => {
    if (!site) throw new Error('the admin site has not started');
    return site;
  };
}
