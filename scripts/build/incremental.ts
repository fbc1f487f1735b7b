/**
 * `npm start`'s renderer: a process of its own, started by scripts/dev/live-rebuild.ts beside
 * the server, which keeps the built server bundle (<OUT_DIR>/server, kept by Vike's
 * `keepDistServer`) loaded, and after a saved change:
 *
 *   1. checks the whole content again (every file and every rule; a Markdown file whose text did
 *      not change is not parsed again: src/content/memo.ts), and refuses a change with problems:
 *      nothing is written, the served pages stay;
 *   2. hashes every route's page data (./page-hashes.ts) and renders, with Vike's renderPage()
 *      and the same bundle as the build, only the pages whose data changed (the edited entry's,
 *      and those that list or link it) into a staging folder. The pages are byte for byte those
 *      the build writes (tests/backend/incremental.test.ts);
 *   3. on `swap`, moves each page into the served site with one rename (a request gets the old
 *      page or the new one, never half of one), removes the pages of routes gone, writes the
 *      files beside the pages (sitemap, feed, headers…: ./site-files.ts) the same way, and then,
 *      in the background, writes the search index again (./incremental-search.ts).
 *
 * A change to what is made from the whole content beside the pages (social images, held-back
 * pictures, the logo) is answered `full`: live-rebuild then builds the whole site. The messages
 * are the types below; the server's process only waits for them, so it answers throughout.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageManifest } from '../../src/content/images.ts';
import { type CheckResult, checkContent, siteOptions } from '../../src/content/index.ts';
import { contentMemo } from '../../src/content/memo.ts';
import type { Problem } from '../../src/content/problems.ts';
import { NOT_FOUND_PATH } from '../../src/content/routes.ts';
import { ADMIN_DIR, fileForRoutePath } from '../../src/lib/site-paths.ts';
import { GIVEN_SITE_DATA, siteDataFrom } from '../../src/pages/site-data-from.ts';
import type { SiteData } from '../../src/pages/types.ts';
import { type LiveSearchIndex, liveSearchIndex } from './incremental-search.ts';
import { besideThePagesKey, type PageHashes, pageHashes, pagesToRender } from './page-hashes.ts';
import { withSiteCss } from './preview-data.ts';
import { writeSiteFiles } from './site-files.ts';

export type RendererRequest = { id: number } & (
  | { type: 'update' /** Render every page: the served site may not be what the last data says. */; all?: boolean }
  | { type: 'swap' }
  | { type: 'check' }
);

/** A valid post this build leaves out, as the rebuild's line names it (scripts/dev/live-rebuild.ts). */
export interface LeftOutPost {
  file: string;
  status: 'draft' | 'scheduled' | 'live';
  date: string;
}

export type RendererReply =
  | { type: 'ready'; canRender: boolean }
  | { type: 'refused'; id: number; problems: Problem[] }
  | { type: 'full'; id: number; reason: string }
  | { type: 'rendered'; id: number; rendered: string[]; removed: string[]; leftOut: LeftOutPost[] }
  | { type: 'swapped'; id: number }
  | { type: 'checked'; id: number; problems: Problem[]; leftOut: LeftOutPost[] }
  | { type: 'search'; pages: number; ms: number }
  | { type: 'failed'; id: number; message: string };

const options = siteOptions();
const siteDir = path.join(options.outDir, 'client');
const staging = path.join(options.outDir, '.incremental');
const memo = contentMemo();
const send = (reply: RendererReply) => process.send?.(reply);

/** What the served site was made from: the last build's, or the last swapped update's. */
let served: { hashes?: PageHashes; key?: string } = {};
/** An update rendered into the staging folder, waiting for `swap`. */
let pending: { site: SiteData; hashes: PageHashes; key: string; rendered: string[]; removed: string[] } | undefined;
let renderPage:
  | ((init: { urlOriginal: string }) => Promise<{ httpResponse: { body: string; statusCode: number } | null }>)
  | undefined;
let search: LiveSearchIndex | undefined;

const leftOutPosts = (checked: CheckResult): LeftOutPost[] =>
  checked.leftOut.map(({ file, status, date }) => ({ file: path.resolve(file), status, date }));

function check(): { checked: CheckResult; site?: SiteData } {
  const checked = checkContent(options, { memo });
  return checked.content ? { checked, site: siteDataFrom(checked, options, images) } : { checked };
}

/** The HTML of one route, rendered by the built bundle from `site`. */
async function render(site: SiteData, route: string): Promise<string> {
  (globalThis as { [GIVEN_SITE_DATA]?: SiteData })[GIVEN_SITE_DATA] = site;
  const page = await renderPage!({ urlOriginal: route });
  const expected = route === NOT_FOUND_PATH ? 404 : 200;
  if (page.httpResponse?.statusCode !== expected)
    throw new Error(`${route} rendered with status ${page.httpResponse?.statusCode}`);
  return page.httpResponse.body;
}

async function update(id: number, all = false): Promise<void> {
  const { checked, site } = check();
  if (!site) return void send({ type: 'refused', id, problems: checked.problems });
  const key = besideThePagesKey(site);
  if (!renderPage) return void send({ type: 'full', id, reason: 'no server bundle to render with' });
  if (served.key !== undefined && served.key !== key)
    return void send({ type: 'full', id, reason: 'the pictures made beside the pages changed' });
  const hashes = pageHashes(site);
  const { render: changed, remove } = pagesToRender(served.hashes, hashes);
  const toRender = all ? [...hashes.keys()] : changed;
  await rm(staging, { recursive: true, force: true });
  const stagedSite = path.join(staging, 'client');
  mkdirSync(stagedSite, { recursive: true });
  for (const route of toRender) {
    const file = path.join(stagedSite, fileForRoutePath(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await render(site, route));
  }
  pending = { site, hashes, key, rendered: toRender, removed: remove };
  send({ type: 'rendered', id, rendered: toRender, removed: remove, leftOut: leftOutPosts(checked) });
}

/** Moves every staged file into the served site, one rename each, and removes the pages of routes gone. */
async function swap(id: number): Promise<void> {
  if (!pending) return void send({ type: 'failed', id, message: 'nothing rendered to swap in' });
  const { site, hashes, key, rendered, removed } = pending;
  pending = undefined;
  const stagedSite = path.join(staging, 'client');
  moveInto(stagedSite, siteDir);
  for (const route of removed) removePage(fileForRoutePath(route));
  // Then sitemap, feed, headers, redirects and the previews' data, from the same data: after the
  // pages, which a visitor waits for (the previews' data alone is the whole content as JSON).
  await writeSiteFiles(site, { ...options, outDir: staging });
  // The editor's previews draw with the site's stylesheet, which the build adds as it writes the editor.
  // An editor on an origin of its own (ADMIN_OUT_DIR) is no part of the served site: its data is left as built.
  if (options.adminOutDir) await rm(path.join(stagedSite, ADMIN_DIR), { recursive: true, force: true });
  else withSiteCss(path.join(stagedSite, ADMIN_DIR, 'preview-data.json'), siteDir);
  moveInto(stagedSite, siteDir);
  served = { hashes, key };
  send({ type: 'swapped', id });
  if (!search) return;
  for (const route of rendered) search.set(route, readFileSync(path.join(siteDir, fileForRoutePath(route)), 'utf8'));
  for (const route of removed) search.set(route, null);
  // In the background: the next change is checked and rendered meanwhile, not after it.
  void refreshSearch(search);
}

async function refreshSearch(index: LiveSearchIndex): Promise<void> {
  const started = performance.now();
  try {
    const pages = await index.refresh();
    if (pages !== null) send({ type: 'search', pages, ms: performance.now() - started });
  } catch (error) {
    console.error(`✗ The search index was not updated: ${(error as Error).message}`);
  }
}

/** Moves every file below `from` to the same place below `to`, each with one rename. */
function moveInto(from: string, to: string): void {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(from, path.join(entry.parentPath, entry.name));
    mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
    renameSync(path.join(from, rel), path.join(to, rel));
  }
}

/** Removes a page's file, and its folder when that is left empty (/blog/<slug>/). */
function removePage(file: string): void {
  unlinkSync(path.join(siteDir, file));
  try {
    if (file.includes('/')) rmdirSync(path.dirname(path.join(siteDir, file)));
  } catch {
    // Not empty: other pages live below it.
  }
}

// The image variants are made by the build from public/, whose changes build the whole site:
// read once per bundle.
const images = await imageManifest(options.publicDir);
const entry = path.join(options.outDir, 'server', 'entry.mjs');
try {
  readFileSync(entry);
  await import(pathToFileURL(entry).href);
  ({ renderPage } = (await import('vike/server')) as unknown as { renderPage: typeof renderPage });
} catch {
  // A site built before the bundle was kept: every change then builds the whole site.
}
// The served site's page data: the content as it is now (a change saved before this is known
// makes live-rebuild ask for every page: `all`).
{
  const { site } = check();
  if (site) served = { hashes: pageHashes(site), key: besideThePagesKey(site) };
  // The first render loads the pages' code: done now, not on the editor's first save.
  if (site && renderPage) await render(site, '/');
}
if (renderPage && process.env.SEARCH_INDEX !== 'off') search = liveSearchIndex(siteDir);

/** One request at a time, in order: an update and its swap never interleave with another. */
let queue = Promise.resolve();
process.on('message', (message: RendererRequest) => {
  queue = queue.then(async () => {
    try {
      if (message.type === 'update') await update(message.id, message.all);
      else if (message.type === 'swap') await swap(message.id);
      else {
        const { checked } = check();
        send({ type: 'checked', id: message.id, problems: checked.problems, leftOut: leftOutPosts(checked) });
      }
    } catch (error) {
      send({
        type: 'failed',
        id: message.id,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  });
});
process.on('SIGTERM', () => void (search?.close() ?? Promise.resolve()).finally(() => process.exit(0)));
process.on('disconnect', () => void (search?.close() ?? Promise.resolve()).finally(() => process.exit(0)));
send({ type: 'ready', canRender: Boolean(renderPage) });
