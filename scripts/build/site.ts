/**
 * `npm run build`: the deployable site in dist/client, any static host serves it as is.
 *
 *   1. Vike's own build (`vike build`): bundles the pages and the browser script, checks the
 *      content and lists the pages, every route of the route table (index/+onBeforePrerenderStart.ts),
 *      writes the files beside the pages (+onPrerenderStart.ts) and pre-renders them. Meanwhile
 *      Pagefind indexes each page search finds as it is rendered (./search-pages.ts).
 *   2. The search index, written once the pages are (./search-index.ts).
 *   3. The editor at /admin, or with ADMIN_OUT_DIR as a site of its own there (./admin.ts).
 *
 * `npm run build:preview` (or PREVIEW=1) builds a deploy preview: drafts and scheduled posts get
 * pages too, labelled and kept from search engines.
 *
 * Content with problems stops step 1 with every problem listed; `npm run check` finds the same
 * problems in a second, without building.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { siteOptions } from '../../src/content/options.ts';
import { listPageFiles } from '../../src/lib/site-paths.ts';
import { writeAdmin } from './admin.ts';
import { searchIndexWanted, startSearchIndex } from './search-index.ts';
import { isSearchPageMessage } from './search-pages.ts';

// A deployable build is a production build, whatever the shell says: Vite reads NODE_ENV when
// it starts, and a test runner's would put React's development JSX into the editor's bundle.
process.env.NODE_ENV = 'production';
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
// `--preview` (npm run build:preview) is the PREVIEW switch, for the pre-rendering process too.
if (process.argv.includes('--preview')) process.env.PREVIEW = '1';
const options = siteOptions();
const siteDir = path.join(options.outDir, 'client');

// The contact and newsletter forms need the Supabase project: never ship a site whose forms cannot send.
const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter((name) => !process.env[name]);
if (missing.length) {
  console.error(
    `✗ Missing environment variables: ${missing.join(', ')}.\n  The contact and newsletter forms need both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (Supabase dashboard → Project Settings → API).\n  For a local build use "npm start", which supplies local values itself.`,
  );
  process.exit(1);
}

// Vike's command-line build, in a process of its own: plain Node, without this script's
// TypeScript loader, which would pass every module Vite and Vike load through its hooks.
// Its channel brings each page search finds as it is rendered, for Pagefind to index meanwhile.
const search = searchIndexWanted() ? startSearchIndex() : null;
const vike = spawn(path.resolve(import.meta.dirname, '../../node_modules/.bin/vike'), ['build'], {
  stdio: ['inherit', 'inherit', 'inherit', search ? 'ipc' : 'ignore'],
  // Warnings and errors only: no line per file Vite writes.
  env: { ...process.env, VITE_CONFIG: JSON.stringify({ logLevel: 'warn' }) },
});
vike.on('message', (message) => {
  if (search && isSearchPageMessage(message)) search.add(message.url, message.html);
});
// 'close', not 'exit': only then has the last message of the channel come in.
const vikeExited = new Promise<number>((resolve) => vike.on('close', (code) => resolve(code ?? 1)));
// Stopping this build (Ctrl+C, or npm start cancelling a rebuild) stops Vike's: nothing writes
// into the site folder after the stop.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vike.kill(signal));

if ((await vikeExited) !== 0) {
  await search?.abandon();
  console.error(`\n✗ The build failed (the lines above say why); ${path.relative('.', siteDir)} is incomplete.`);
  process.exit(1);
}

if (search) {
  console.log(`\n▸ Writing the search index (${seconds()})`);
  const indexed = await search.write(siteDir);
  console.log(`  ${indexed.pages} pages, ${(indexed.bytes / 1024 / 1024).toFixed(1)} MB`);
}

if (options.adminOutDir) {
  console.log(`\n▸ Writing the editor as a site of its own into ${options.adminOutDir} (${seconds()})`);
  // Loaded only here: the content pipeline's modules take half a second to load, which would
  // otherwise hold back the start of Vike's build.
  const { checkedContent } = await import('../../src/content/index.ts');
  const { siteOrigin } = await import('../../src/lib/seo.ts');
  const { content } = checkedContent(options);
  await writeAdmin(siteDir, { dir: options.adminOutDir, siteOrigin: siteOrigin(content, options.siteUrl), content });
} else {
  console.log(`\n▸ Adding the editor at /admin (${seconds()})`);
  await writeAdmin(siteDir);
}
console.log(
  `\n✓ Built ${listPageFiles(siteDir).length} pages into ${path.relative('.', siteDir)} in ${seconds()}${options.preview ? ' (a preview: drafts and scheduled posts included)' : ''}.`,
);
