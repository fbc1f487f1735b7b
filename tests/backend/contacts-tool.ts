// `npm run contacts` as a child process, for the integration tests that run it.
import { execFile } from 'node:child_process';
import { scriptCommand } from '../../scripts/run-script.ts';
import { CHILD_LIMIT_MS } from '../projects/limits.ts';
import { REPO } from './helpers.ts';

/**
 * Runs `npm run contacts` with these arguments and environment, without blocking this process:
 * the tool may call a server this very process runs.
 */
export function runContactsTool(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
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
