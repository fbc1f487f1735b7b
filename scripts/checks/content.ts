/**
 * `npm run check`: validates all content without building (./content-tool.ts says what it prints
 * and the options it takes).
 *
 *   npm run check -- --watch   check again after every saved change (VS Code's "Check content
 *                              while editing" task reads its output)
 */
import { watch } from 'node:fs';
import { siteOptions } from '../../src/content/index.ts';
import { type CheckIo, contentCheck } from './content-tool.ts';

const args = process.argv.slice(2);
const io: CheckIo = { out: (text) => console.log(text), err: (text) => console.error(text) };

if (args.includes('--watch')) {
  // The begin/end lines frame each run for VS Code's background problem matcher.
  const check = async () => {
    console.log('Content check started.');
    // Called wrongly (exit 2) stays wrong at every run: stop at the first.
    if ((await contentCheck(args, process.env, io)) === 2) process.exit(2);
    console.log('Content check finished. Watching content/ for changes (Ctrl+C stops).');
  };
  // Watching starts before the first run, so that a change saved during it is not missed.
  let timer: NodeJS.Timeout | undefined;
  watch(siteOptions().contentDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(check, 200); // one run for an editor's burst of writes
  });
  await check();
} else {
  process.exitCode = await contentCheck(args, process.env, io);
}
