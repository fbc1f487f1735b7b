// `npm start` as a process: starts, serves the REST insert, refuses a second
// instance on the same data folder, and stops cleanly on Ctrl+C.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSiteClient } from '../../src/lib/supabase/client.ts';
import { contact, freePort, REPO, removeTempDirs, tempDir } from './helpers.ts';

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
    const child = spawn(process.execPath, [path.join(REPO, 'scripts/dev/start.ts'), '--no-build'], {
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
    const second = spawnSync(process.execPath, [path.join(REPO, 'scripts/dev/start.ts')], {
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
