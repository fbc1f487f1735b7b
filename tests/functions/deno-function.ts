// Runs one of supabase/functions with Deno (the `deno` npm package), as deployed, for the tests
// in this folder: a copy of supabase/functions with the settings.json written from content/.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeNotifySettings } from '../../scripts/build/notify-settings.ts';
import type { NotifySettings } from '../../supabase/functions/_shared/notify/types.ts';
import { REPO, tempDir } from '../backend/helpers.ts';

const DENO = path.join(REPO, 'node_modules', '.bin', 'deno');

export interface DenoFunction {
  url: string;
  log: () => string;
  stop(): void;
  /** Kills the process at once (SIGKILL): no handler runs, nothing is recorded. */
  kill(): Promise<void>;
}

/**
 * Runs one function with Deno from a copy of supabase/functions with its settings.json. Its npm
 * imports (zod, pinned in the function's deno.json as deployed) come from the project's own
 * node_modules, which `npm ci` filled: Deno checks the installed version against the pin and
 * downloads nothing (no network needed, and no download of a second or more at every start).
 */
export async function startFunction(
  env: Record<string, string>,
  name = 'notify-leads',
  /** Changes the settings the function is deployed with (e.g. a HubSpot form content/ has not). */
  adjust?: (settings: NotifySettings) => NotifySettings,
): Promise<DenoFunction> {
  const dir = tempDir('functions');
  fs.cpSync(path.join(REPO, 'supabase', 'functions'), dir, { recursive: true });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'), 'junction');
  const settingsFile = path.join(dir, 'notify-leads', 'settings.json');
  writeNotifySettings('https://www.example.com', settingsFile);
  if (adjust) {
    const settings = JSON.parse(fs.readFileSync(settingsFile, 'utf8')) as NotifySettings;
    fs.writeFileSync(settingsFile, JSON.stringify(adjust(settings), null, 2));
  }
  const args = ['run', '--node-modules-dir=manual', '--allow-net', '--allow-env', `${name}/index.ts`];
  const child: ChildProcess = spawn(DENO, args, {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      DENO_DIR: path.join(dir, '.deno'),
      DENO_NO_UPDATE_CHECK: '1',
      DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`deno exited (${code}):\n${output}`)));
  });
  return {
    url,
    log: () => output,
    stop: () => child.kill('SIGTERM'),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
