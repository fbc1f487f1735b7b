/**
 * Test helper: runs a repository script as `npm run` does, in a child process, with a controlled
 * environment (and `npm run check` also in this process).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { contentCheck } from '../../scripts/checks/content-tool.ts';
import { scriptCommand } from '../../scripts/run-script.ts';
import { CHILD_LIMIT_MS } from '../projects/limits.ts';
import { REPO_ROOT } from './fixture.ts';

/** Variables the scripts read; removed from the inherited environment so only the test sets them. */
export const CONTROLLED = [
  'CONTENT_DIR',
  'PUBLIC_DIR',
  'OUT_DIR',
  'ADMIN_OUT_DIR',
  'SITE_URL',
  'PREVIEW',
  'BUILD_NOW',
  'GITHUB_ACTIONS',
  'GITHUB_STEP_SUMMARY',
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
];

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runScript(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
  timeoutMs = CHILD_LIMIT_MS,
): RunResult {
  const base = { ...process.env };
  for (const name of CONTROLLED) delete base[name];
  const result = spawnSync(...scriptCommand(REPO_ROOT, script, args), {
    cwd: REPO_ROOT,
    env: { ...base, NO_COLOR: '1', ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * `npm run check` in this process (scripts/checks/content-tool.ts), with the environment runScript
 * gives the command: what the command would print, and its exit code, without a Node start.
 */
export async function runContentCheck(env: Record<string, string>, args: string[] = []): Promise<RunResult> {
  const base = { ...process.env };
  for (const name of CONTROLLED) delete base[name];
  let stdout = '';
  let stderr = '';
  const status = await contentCheck(
    args,
    { ...base, NO_COLOR: '1', ...env },
    { out: (text) => (stdout += `${text}\n`), err: (text) => (stderr += `${text}\n`) },
  );
  return { status, stdout, stderr };
}

/** How the scripts (run with cwd = repository root) name a file in problems. */
export function nameFromRepo(absolute: string): string {
  const rel = path.relative(REPO_ROOT, absolute);
  return rel.startsWith('..') ? absolute : rel.split(path.sep).join('/');
}
