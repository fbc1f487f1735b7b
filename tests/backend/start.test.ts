// `npm start` as a process: starts, serves the REST insert, refuses a second
// instance on the same data folder, and stops cleanly on Ctrl+C; its e-mails follow content/.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { scriptCommand } from '../../scripts/run-script.ts';
import { createSiteClient } from '../../src/lib/supabase/client.ts';
import { WAIT_LIMIT_MS } from '../projects/limits.ts';
import { checkedContact, contact, freePort, REPO, removeTempDirs, tempDir } from './helpers.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  removeTempDirs();
});

describe('scripts/dev/start.ts', () => {
  it('serves, refuses a second instance, and shuts down cleanly on SIGINT', async () => {
    const dataDir = tempDir('start');
    const port = await freePort();
    // `node` itself: one process, so the signal reaches the script itself.
    const child = spawn(...scriptCommand(REPO, 'scripts/dev/start.ts', ['--no-build']), {
      cwd: REPO,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d) => {
        stdout += d;
        if (stdout.includes('Press Ctrl+C')) resolve();
      });
      void exited.then((code) => reject(new Error(`start exited early (${code}): ${stderr}`)));
    });
    expect(stdout).toContain(`http://localhost:${port}`);

    // The stable key the build would have embedded.
    const keys = JSON.parse(fs.readFileSync(path.join(dataDir, 'local-keys.json'), 'utf8')) as { anonKey: string };
    const client = createSiteClient({ url: `http://localhost:${port}`, anonKey: keys.anonKey });
    expect(await client.insertContact(contact())).toEqual({ ok: true });

    // A second instance fails fast, before any build.
    const second = spawnSync(...scriptCommand(REPO, 'scripts/dev/start.ts'), {
      cwd: REPO,
      env: { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`is in use by process ${child.pid} (is "npm start" running?)`);
    expect(second.stdout).not.toContain('Building');

    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});

/** Runs `npm start` (no build) on a data folder; resolves once it serves. */
async function startServing(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; port: number; stderr: () => string }> {
  const port = await freePort();
  const child = spawn(...scriptCommand(REPO, 'scripts/dev/start.ts', ['--no-build']), {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      stdout += d;
      if (stdout.includes('Press Ctrl+C')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`start exited early (${code}): ${stderr}`)));
  });
  return { child, port, stderr: () => stderr };
}

/** The text of the .eml files of a mailbox folder, quoted-printable decoded and unfolded. */
function mailboxTexts(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) =>
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .replace(/\r\n[ \t]+/g, ' ')
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
}

describe('the e-mails follow content/ while npm start runs', () => {
  it('a booking link changed in content/ (as /admin saves it) is in the next receipt, without a restart', async () => {
    const dataDir = tempDir('start-content');
    const contentDir = path.join(tempDir('content'), 'content');
    fs.cpSync(path.join(REPO, 'content'), contentDir, { recursive: true });
    const siteYaml = path.join(contentDir, 'site.yaml');
    const before = /^ {2}url: (https:\/\/\S+)$/m.exec(fs.readFileSync(siteYaml, 'utf8'))![1]!;
    const after = 'https://cal.example.com/lakeshore/new-consultation';
    // WATCH=0: the site is not rebuilt here; what is tested is the sender reading content/ as it is.
    const { port } = await startServing({ DATA_DIR: dataDir, CONTENT_DIR: contentDir, WATCH: '0' });
    const keys = JSON.parse(fs.readFileSync(path.join(dataDir, 'local-keys.json'), 'utf8')) as { anonKey: string };
    const client = createSiteClient({ url: `http://localhost:${port}`, anonKey: keys.anonKey });
    const receipt = (email: string) =>
      mailboxTexts(path.join(dataDir, 'mailbox')).find((m) => m.includes(`To: ${email}\r\n`));

    // A visitor's request with the form's human check solved: a lead, with its receipt.
    const server = `http://localhost:${port}`;
    expect(await client.insertContact(await checkedContact(server, { email: 'first@example.org' }))).toEqual({
      ok: true,
    });
    await expect.poll(() => receipt('first@example.org'), { timeout: WAIT_LIMIT_MS }).toBeTruthy();
    expect(receipt('first@example.org')).toContain(`${before}?name=Ada&email=first%40example.org`);

    fs.writeFileSync(siteYaml, fs.readFileSync(siteYaml, 'utf8').replace(before, after));
    expect(await client.insertContact(await checkedContact(server, { email: 'second@example.org' }))).toEqual({
      ok: true,
    });
    await expect.poll(() => receipt('second@example.org'), { timeout: WAIT_LIMIT_MS }).toBeTruthy();
    expect(receipt('second@example.org')).toContain(`${after}?name=Ada&email=second%40example.org`);
    expect(receipt('second@example.org')).not.toContain(before);
  });
});
