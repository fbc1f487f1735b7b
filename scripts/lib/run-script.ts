import path from 'node:path';

/**
 * The command and arguments that run one of the project's TypeScript scripts as `npm run` does:
 * compiled, through scripts/run.mjs. `root` is the repository the script belongs to.
 */
export function scriptCommand(root: string, script: string, args: string[] = []): [string, string[]] {
  return [process.execPath, [path.join(root, 'scripts', 'run.mjs'), path.resolve(root, script), ...args]];
}
