import path from 'node:path';

/**
 * The command and arguments that run one of the project's TypeScript scripts as `npm run` does
 * (`node --import tsx <script>`). `root` is the repository the script belongs to.
 */
export function scriptCommand(root: string, script: string, args: string[] = []): [string, string[]] {
  return [process.execPath, ['--import', 'tsx', path.resolve(root, script), ...args]];
}
