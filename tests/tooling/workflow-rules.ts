/**
 * Rules every GitHub workflow of the repository keeps, as a list of problems (empty when it keeps
 * them), so that a test can run them on the real files and on a probe that breaks each one.
 *
 * - The default token is read-only: `permissions:` at the top, with no `write`.
 * - For `deployment_status` and `status` GitHub runs the workflow file of the deployed commit, a
 *   fork's possibly, with the permissions that file writes itself: such a workflow holds no write
 *   permission and no secret.
 * - A job that holds a secret runs no package's code: no install scripts (`npm ci
 *   --ignore-scripts` only) and no `npm run`, `npx` or `node`, since any step's code can reach a
 *   later step's environment through $GITHUB_ENV or BASH_ENV.
 */
import { parse } from 'yaml';

type Permissions = Record<string, string> | string | undefined;
interface Job {
  permissions?: Permissions;
  steps?: { run?: string; uses?: string }[];
}
interface WorkflowFile {
  on?: unknown;
  permissions?: Permissions;
  jobs?: Record<string, Job>;
}

/** Events for which GitHub runs the workflow file of the commit they are about, not main's. */
const COMMIT_FILE_EVENTS = ['deployment_status', 'status'];

const triggers = (on: unknown): string[] =>
  typeof on === 'string' ? [on] : Array.isArray(on) ? on.map(String) : Object.keys((on as object) ?? {});

/** Whether a permissions value grants any write (`write-all` and `write` included). */
const writes = (permissions: Permissions): boolean =>
  typeof permissions === 'string'
    ? permissions !== 'read-all'
    : Object.values(permissions ?? {}).some((level) => level === 'write');

/** Commands that run code from npm packages: installs with their scripts, `npm run`, `npx`, `node`. */
const PACKAGE_CODE = /(^|[\s;&|(])(npm (ci|install|i|run|test|exec|start)\b(?![^\n]*--ignore-scripts)|npx\s|node\s)/m;

export function workflowProblems(name: string, text: string): string[] {
  const workflow = parse(text) as WorkflowFile;
  const problems: string[] = [];
  if (workflow.permissions === undefined)
    problems.push(`${name}: no top-level permissions (the default token may write)`);
  else if (writes(workflow.permissions)) problems.push(`${name}: the top-level permissions write`);
  const jobs = Object.entries(workflow.jobs ?? {});
  const fromCommit = triggers(workflow.on).filter((event) => COMMIT_FILE_EVENTS.includes(event));
  if (fromCommit.length) {
    for (const [id, job] of jobs) {
      if (writes(job.permissions)) problems.push(`${name} ${id}: writes, yet ${fromCommit.join(', ')} starts it`);
    }
    if (/\bsecrets\./.test(text)) problems.push(`${name}: holds a secret, yet ${fromCommit.join(', ')} starts it`);
  }
  // A secret in the workflow's own env reaches every job.
  const everyJobHasSecret = /\bsecrets\./.test(JSON.stringify({ ...workflow, jobs: undefined }));
  for (const [id, job] of jobs) {
    if (!everyJobHasSecret && !/\bsecrets\./.test(JSON.stringify(job))) continue;
    for (const step of job.steps ?? []) {
      if (step.run && PACKAGE_CODE.test(step.run)) {
        problems.push(`${name} ${id}: runs package code ("${step.run.trim().split('\n')[0]}") beside a secret`);
      }
      if (step.uses?.startsWith('actions/setup-node@')) problems.push(`${name} ${id}: sets up Node beside a secret`);
    }
  }
  return problems;
}
