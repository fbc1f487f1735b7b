// @ts-check
/**
 * `node scripts/run.mjs scripts/build.ts [arguments]`: runs one of the project's TypeScript
 * commands as a compiled bundle (src/lib/compile.mjs), which starts in a fraction of the time
 * tsx takes. The script sees its own path and arguments in process.argv, as under tsx, and
 * errors point at the TypeScript source lines.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledScript } from '../src/lib/compile.mjs';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('Usage: node scripts/run.mjs <script.ts> [arguments]');
  process.exit(2);
}
process.setSourceMapsEnabled(true);
const entry = path.resolve(script);
process.argv = [process.argv[0] ?? process.execPath, entry, ...args];
await import(pathToFileURL(await compiledScript(entry)).href);
