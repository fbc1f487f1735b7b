/**
 * Entry point of the content pipeline: load → validate → cross-check → route table. Returns the
 * content and its route table only when there is no problem at all. Synchronous, every file read
 * in this thread; the build and `npm run check` use checkContentFast (./check.ts), which gives
 * the same result with the content cache and worker threads.
 */
import { type CheckResult, finishCheck } from './check.ts';
import { defaultPublicDir } from './crosscheck.ts';
import { readContentFile } from './files.ts';
import { defaultContentDir, loadContent } from './load.ts';
import { processMarkdownFile } from './markdown-file.ts';

export function checkContent(contentDir = defaultContentDir(), publicDir = defaultPublicDir()): CheckResult {
  const loaded = loadContent(contentDir, (ref) => processMarkdownFile(ref.file, readContentFile(ref.abs), ref.kind));
  return finishCheck(loaded, publicDir);
}

export type { CheckResult } from './check.ts';
export type { SiteContent } from './load.ts';
export type { Route } from './routes.ts';
