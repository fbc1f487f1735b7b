// `npm run contacts` for the integration tests: as the command runs it (a child process, for its
// exit codes, its own PID on the lock and its own module state), and the same tool called in this
// process (scripts/dev/contacts-tool.ts), which answers the same and costs no Node start.
import { execFile } from 'node:child_process';
import { contactsTool } from '../../scripts/dev/contacts-tool.ts';
import { scriptCommand } from '../../scripts/run-script.ts';
import { CHILD_LIMIT_MS } from '../projects/limits.ts';
import { REPO } from './helpers.ts';

export interface ToolResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run contacts` with these arguments and environment as a child process, without
 * blocking this process: the tool may call a server this very process runs.
 */
export function runContactsCli(args: string[], env: NodeJS.ProcessEnv): Promise<ToolResult> {
  return new Promise((resolve) => {
    execFile(
      ...scriptCommand(REPO, 'scripts/dev/contacts.ts', args),
      { env: { ...process.env, ...env }, encoding: 'utf8', timeout: CHILD_LIMIT_MS },
      (error, stdout, stderr) => {
        const code = (error as { code?: unknown } | null)?.code;
        resolve({ status: error ? (typeof code === 'number' ? code : null) : 0, stdout, stderr });
      },
    );
  });
}

/** The same tool in this process: what it would print on stdout and stderr, and its exit code. */
export async function runContactsTool(args: string[], env: NodeJS.ProcessEnv): Promise<ToolResult> {
  let stdout = '';
  let stderr = '';
  const status = await contactsTool(
    args,
    { ...process.env, ...env },
    { out: (text) => (stdout += `${text}\n`), err: (text) => (stderr += `${text}\n`) },
  );
  return { status, stdout, stderr };
}
