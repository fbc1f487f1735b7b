import path from 'node:path';

/**
 * The command and arguments that run one of the project's TypeScript scripts as `npm run` does
 * (`node <script>`: Node strips the types itself). `root` is the repository the script belongs to.
 */
export function scriptCommand(root: string, script: string, args: string[] = []): [string, string[]] {
  return [process.execPath, [path.resolve(root, script), ...args]];
}
