/**
 * `npm run build`: the deployable site in dist/client, any static host serves it as is.
 *
 *   1. The pages: Vike's own build (`vike build`, in a process of its own) bundles the pages and
 *      the browser script, checks the content and lists the pages, every route of the route table
 *      (index/+onBeforePrerenderStart.ts), writes the files beside the pages
 *      (+onPrerenderStart.ts) and pre-renders them. Meanwhile, on the other core, this process
 *      bundles the editor's own code (./admin.ts) and makes the pictures (./pictures.ts), and
 *      Pagefind indexes each page search finds as Vike renders it; Vike's process tells this one
 *      the social images and those pages as it goes (./vike-channel.ts).
 *   2. The search index, written by Pagefind once the pages are (./search-index.ts); meanwhile
 *   3. the pictures, copied into the site, and
 *   4. the editor at /admin, or with ADMIN_OUT_DIR as a site of its own there (./admin.ts).
 *
 * Each phase is a function below, started at the end of this file.
 *
 * `npm run build:preview` (or PREVIEW=1) builds a deploy preview: drafts and scheduled posts get
 * pages too, labelled and kept from search engines.
 *
 * It prints a few lines per phase and every problem; `--verbose` adds Vite's and Vike's line for
 * each file they write. Content with problems stops step 1 with every problem listed;
 * `npm run check` finds the same problems in a second, without building.
 */
import { spawn } from 'node:child_process';
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { launchProblems, liveAddressProblems } from '../../src/content/launch.ts';
import { siteOptions } from '../../src/content/options.ts';
import { formatProblem } from '../../src/content/problems.ts';
import { isLiveBuild } from '../../src/content/reserved-domains.ts';
import { marksPreviewRequests } from '../../src/lib/preview-requests.ts';
import { listPageFiles } from '../../src/lib/site-paths.ts';
import { publicKeyMessage, publicKeyProblem } from '../../src/lib/supabase/public-key.ts';
import type { EditorBundle } from './admin.ts';
import type { NamedPictures, Pictures } from './pictures.ts';
import { type SearchIndexBuild, startSearchIndex } from './search-index.ts';
import { isSearchPageMessage, isSocialImagesMessage, searchIndexWanted } from './vike-channel.ts';

/** The social images Vike's process names once it has checked the content (./vike-channel.ts). */
let nameSocialImages: (named: NamedPictures | undefined) => void = () => {};
/** The pictures only entries left out of this build show, named by Vike's process with them. */
let heldBack: string[] = [];
const socialImages = new Promise<NamedPictures | undefined>((resolve) => {
  nameSocialImages = resolve;
});

// A deployable build is a production build, whatever the shell says: Vite reads NODE_ENV when
// it starts, and a test runner's would put React's development JSX into the editor's bundle.
process.env.NODE_ENV = 'production';
// Node's compile cache (V8's code of each module, kept on disk, as Vite's own command enables it):
// the modules the build loads (Vite, Vike, Rolldown's bindings, sharp, svgo, jsdom, Pagefind's
// client) are compiled once per machine and version, not in every build: about 1 s of CPU of a
// build, over its two processes. Vike's process is handed the same folder (NODE_COMPILE_CACHE);
// NODE_DISABLE_COMPILE_CACHE=1 turns it off.
const compileCache = enableCompileCache().directory;
const started = performance.now();
const seconds = (since = started) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const verbose = process.argv.includes('--verbose');
// `--preview` (npm run build:preview) is the PREVIEW switch, for the pre-rendering process too.
if (process.argv.includes('--preview')) process.env.PREVIEW = '1';
// The contact form of a preview marks its requests so (never e-mailed) and says so, unless the
// preview talks to this machine or to a staging project (src/lib/preview-requests.ts). Vite
// hands VITE_* variables to the pages' code.
process.env.VITE_PREVIEW = marksPreviewRequests(process.env) ? '1' : '';
const options = siteOptions();
const siteDir = path.join(options.outDir, 'client');

/**
 * The contact and newsletter forms need the Supabase project: never ship a site whose forms cannot
 * send, nor one whose pages carry a key that is not the public one.
 */
function checkEnvironment(): void {
  const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter((name) => !process.env[name]);
  if (missing.length) {
    console.error(
      `✗ Missing environment variables: ${missing.join(', ')}.\n  The contact and newsletter forms need both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (Supabase dashboard → Project Settings → API).\n  For a local build use "npm start", which supplies local values itself.`,
    );
    process.exit(1);
  }
  const keyProblem = publicKeyProblem(process.env.VITE_SUPABASE_ANON_KEY!);
  if (keyProblem) {
    console.error(publicKeyMessage('VITE_SUPABASE_ANON_KEY', keyProblem));
    process.exit(1);
  }
}

const places = (count: number) => `${count} place${count === 1 ? '' : 's'}`;

/**
 * Nothing of the example company goes live: a build for a live deployment (production, for a
 * Supabase project on the internet) refuses a SITE_URL other than content/site.yaml's url, a
 * reserved domain and an http:// address, then every example address, the example editor
 * repository, the example's name, phone numbers and pictures, and its reviews and clients unless
 * kept; a hosted preview warns. Builds for the local server (npm start, the tests) build the
 * example site as it is.
 */
function checkLaunch(): void {
  // A preview for the local server (the e2e run builds one) has nothing to warn about: only a
  // build whose forms reach a project on the internet is ever seen by anyone else.
  const hosted = isLiveBuild({ ...options, preview: false });
  if (!hosted) return;
  const live = !options.preview;
  const addresses = live ? liveAddressProblems(options) : [];
  if (addresses.length) {
    console.error(
      `✗ The live build's addresses are wrong; nothing was built:\n${addresses.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  const problems = launchProblems(options.contentDir, options.publicDir);
  if (!problems.length) return;
  const list = problems.map((p) => `  ${formatProblem(p)}`).join('\n');
  if (live) {
    console.error(
      `✗ ${places(problems.length)} of the example company would go live; nothing was built. Replace each (npm run launch-check lists them with the production settings):\n${list}`,
    );
    process.exit(1);
  }
  console.warn(
    `! This preview still carries ${places(problems.length)} of the example company; the live build will refuse them:\n${list}`,
  );
}

/**
 * Vike's command-line build, in a process of its own, so that the editor's bundle is made on the
 * other core meanwhile. Vite prints warnings and errors only (its log level); Vike has no level
 * for its line per pre-rendered file (its one switch, `onPagePrerender`, is marked internal), so
 * those lines, each naming a file it wrote into the site folder, are left out here.
 */
async function buildPages(search: SearchIndexBuild | null): Promise<void> {
  const phase = performance.now();
  console.log(`▸ Pages: Vike bundles and pre-renders them into ${path.relative('.', siteDir)}`);
  const vike = spawn(path.resolve(import.meta.dirname, '../../node_modules/.bin/vike'), ['build'], {
    // The channel brings the social images for the pictures, and each page search finds as it is
    // rendered, for Pagefind to index meanwhile.
    stdio: ['inherit', 'pipe', 'inherit', 'ipc'],
    env: {
      ...process.env,
      ...(compileCache ? { NODE_COMPILE_CACHE: compileCache } : {}),
      // Vite loads vite.config.ts natively (Node runs TypeScript) instead of bundling it with
      // Rolldown first: Vike and Vite read it five times per build, and each bundle of it with
      // the content modules it imports cost about 0.3 s of CPU.
      VITE_CONFIG: JSON.stringify({ logLevel: verbose ? 'info' : 'warn', configLoader: 'native' }),
    },
  });
  vike.on('message', (message) => {
    if (search && isSearchPageMessage(message)) search.add(message.url, message.html);
    else if (isSocialImagesMessage(message)) {
      heldBack = message.heldBack;
      nameSocialImages(message);
    }
  });
  const writtenFile = `${path.relative('.', siteDir).split(path.sep).join('/')}/`;
  createInterface({ input: vike.stdout! }).on('line', (line) => {
    const plain = stripVTControlCharacters(line);
    if (verbose || !(plain.startsWith(writtenFile) && !plain.includes(' '))) console.log(`  ${line}`);
  });
  // 'close', not 'exit': only then has the last message of the channel come in.
  const vikeExited = new Promise<number>((resolve) => vike.on('close', (code) => resolve(code ?? 1)));
  // A process that ended without naming them had no content to build: the pictures wait no longer.
  vikeExited.then(() => nameSocialImages(undefined));
  // Stopping this build (Ctrl+C, or npm start cancelling a rebuild) stops Vike's: nothing writes
  // into the site folder after the stop.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vike.kill(signal));
  if ((await vikeExited) !== 0) {
    await search?.abandon();
    console.error(`\n✗ The build failed (the lines above say why); ${path.relative('.', siteDir)} is incomplete.`);
    process.exit(1);
  }
  console.log(`✓ Pages in ${seconds(phase)}`);
}

/** The search index of the pages Pagefind took in while Vike rendered them. */
async function writeSearchIndex(search: SearchIndexBuild): Promise<void> {
  const phase = performance.now();
  const indexed = await search.write(siteDir);
  const mb = (indexed.bytes / 1024 / 1024).toFixed(1);
  console.log(`✓ Search index of ${indexed.pages} pages (${mb} MB), written in ${seconds(phase)} after the pages`);
}

/** The pictures, made while Vike worked, over the copies of public/ Vite wrote. */
async function addPictures({ value: pictures, took }: Background<Pictures | undefined>): Promise<void> {
  if (!pictures) throw new Error('the content has problems, yet Vike built the pages');
  const { copyPictures, removeHeldBack } = await import('./pictures.ts');
  copyPictures(pictures, siteDir);
  const removed = removeHeldBack(siteDir, heldBack);
  if (removed.length) console.log(`  Held back until their entry is published: ${removed.join(', ')}`);
  for (const warning of pictures.warnings) console.warn(`  ! ${warning}`);
  console.log(`✓ Pictures, made in ${took} beside the pages: ${pictures.summary}`);
}

/** The editor at /admin, or as a site of its own in ADMIN_OUT_DIR. */
async function addEditor({ value: bundle, took }: Background<EditorBundle>): Promise<void> {
  const { writeAdmin } = await import('./admin.ts');
  if (options.adminOutDir) {
    // Loaded only here: the content pipeline's modules take half a second to load.
    const { checkedContent } = await import('../../src/content/index.ts');
    const { siteOrigin } = await import('../../src/lib/seo.ts');
    const { content } = checkedContent(options);
    writeAdmin(siteDir, bundle, {
      dir: options.adminOutDir,
      siteOrigin: siteOrigin(content, options.siteUrl),
      content,
    });
    console.log(`✓ Editor, as a site of its own, in ${options.adminOutDir} (bundled in ${took} beside the pages)`);
  } else {
    writeAdmin(siteDir, bundle);
    console.log(`✓ Editor at /admin (bundled in ${took} beside the pages)`);
  }
}

/** What a phase made in the background, and the time it took. */
interface Background<T> {
  value: T;
  took: string;
}

/** Starts `work` now, to be awaited later: its failure is reported where it is awaited. */
function meanwhile<T>(work: () => Promise<T>): Promise<Background<T>> {
  const start = performance.now();
  const result = work().then((value) => ({ value, took: seconds(start) }));
  result.catch(() => {});
  return result;
}

checkEnvironment();
checkLaunch();
// Vike's process first, with Pagefind ready for its pages; then, while it works, the editor's
// bundle and the pictures here (their modules are loaded only now: sharp alone takes a quarter of
// a second).
const search = searchIndexWanted() ? startSearchIndex() : null;
const pages = buildPages(search);
// Everything here runs at the priority it was started with. This process once lowered its own
// (nice 19) to leave the cores to Vike's: 0.5 s faster on a quiet machine, but beside two busy
// processes a build then took 91 to 133 s instead of 6 to 7 s, its part starved of CPU.
const editorBundle = meanwhile(async () => (await import('./admin.ts')).buildEditorBundle());
const pictures = meanwhile(async () => (await import('./pictures.ts')).makePictures(options, socialImages));
await pages;
// Pagefind's process writes the index while this one copies the pictures and the editor in.
const searchIndex = search ? meanwhile(() => writeSearchIndex(search)) : null;
await addPictures(await pictures);
await addEditor(await editorBundle);
await searchIndex;
console.log(
  `✓ Built ${listPageFiles(siteDir).length} pages into ${path.relative('.', siteDir)} in ${seconds()}${options.preview ? ' (a preview: drafts and scheduled posts included)' : ''}.`,
);
