/**
 * Rendering the pages: Vike's production renderer, fed with the build data.
 *
 * `vike build` bundles src/pages into <outRoot>/server. renderPages() renders every route of the
 * route table in worker threads (src/lib/pool.ts), a share of the routes each: a worker loads
 * that bundle into Vike's server runtime and, for each route, calls Vike's renderPage() with the
 * route's path and the build data (pageContext.build); the page is written to the file a static
 * host serves for that path, and scanned for the Content-Security-Policy while its HTML is at
 * hand. Workers keep Vike's production runtime out of the build process, where Vite is loaded
 * and Vike would treat every page as a development request.
 *
 * The page cache: a page is a pure function of the renderer (the bundles), the build data and
 * its route. Its key hashes the renderer's key, the build data without the article bodies, the
 * route, and the body of the article the page shows: an edit to one article's text renders that
 * article's page again and reuses every other; any other change renders every page again.
 */
import { copyFileSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { pruneEntries, sha256 } from '../../src/content/cache.ts';
import type { Route } from '../../src/content/routes.ts';
import { dealt, openWorkers, type Workers, workerBundle, workerCount } from '../../src/lib/pool.ts';
import { fileForRoutePath } from '../../src/lib/site-paths.ts';
import type { BuildData } from '../../src/pages/types.ts';
import { type PageScan, scanPage } from './headers.ts';
import { writeOver } from './previous-site.ts';

const RENDER_WORKER = new URL('./render.ts', import.meta.url);

/** Compiles the renderer's thread bundle ahead of rendering (see workerBundle); never rejects. */
export function prepareRenderer(): void {
  workerBundle(RENDER_WORKER).catch(() => {}); // a failure surfaces when renderPages needs the bundle
}

/**
 * Render threads, started as soon as the server bundle exists: each loads it into Vike's runtime
 * while the build prepares the rest of the build data. Pass them to renderPages; close them after.
 */
export function startRenderers(serverEntry: string, threads = workerCount()): Workers {
  const workers = openWorkers(RENDER_WORKER, threads);
  // One per thread: a thread busy loading is not given a second.
  for (let i = 0; i < threads; i++) workers.run('preloadRenderer', serverEntry).catch(() => {});
  return workers;
}

export interface RenderJob {
  /** The server bundle `vike build` wrote: <outRoot>/server/entry.mjs. */
  serverEntry: string;
  /** The site folder the pages are written into (dist/client). */
  siteDir: string;
  build: BuildData;
  /** The routes to render: all of build.routes, or a share of them. */
  routes: Route[];
  /** Where each page is kept once rendered, without extension (same order as routes); none: no cache. */
  cacheFiles?: string[];
}

export interface RenderResult {
  /** The files written, relative to siteDir, in route order. */
  files: string[];
  /** What headers.ts needs of each page, by file. */
  scans: Record<string, PageScan>;
  /** Pages rendered by Vike (the rest came from the page cache). */
  rendered: number;
}

/** <key>.json beside <key>.html in the page cache; written after the page, so it marks a complete entry. */
interface CachedPage {
  key: string;
  /** The page's length: a page file of another length is damaged and not used. */
  bytes: number;
  scan: PageScan;
}

type RenderPage = typeof import('vike/server').renderPage;

const renderers = new Map<string, Promise<RenderPage>>();

/** Registers the server bundle with Vike's server runtime (once per thread) and returns its renderer. */
function loadRenderer(serverEntry: string): Promise<RenderPage> {
  let renderer = renderers.get(serverEntry);
  if (!renderer) {
    renderer = import(pathToFileURL(serverEntry).href).then(async () => (await import('vike/server')).renderPage);
    renderers.set(serverEntry, renderer);
  }
  return renderer;
}

/** A render thread's first task when started ahead (startRenderers): loads the renderer, returns nothing. */
export async function preloadRenderer(serverEntry: string): Promise<void> {
  await loadRenderer(serverEntry);
}

/**
 * The HTML document of one route. Throws when Vike answers with another status than the route
 * calls for (200; 404 for the not-found page): a page that failed to render is never written.
 */
async function renderRoute(renderPage: RenderPage, route: Route, build: BuildData): Promise<string> {
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: route.path, build });
  const expected = route.kind === 'not-found' ? 404 : 200;
  if (httpResponse?.statusCode !== expected) {
    const cause =
      errorWhileRendering instanceof Error ? `: ${errorWhileRendering.stack ?? errorWhileRendering.message}` : '';
    throw new Error(
      `Rendering ${route.path} answered ${httpResponse?.statusCode ?? 'nothing'} instead of ${expected}${cause}`,
    );
  }
  return httpResponse.body;
}

/**
 * Writes a page, creating its folder once; the previous site's file for it is written over (see
 * writeOver). Synchronous: in a worker thread nothing else waits, and a thousand small writes go
 * faster without promises and libuv's thread pool.
 */
function pageWriter() {
  const folders = new Set<string>();
  return (target: string, html: string) => {
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeOver(target, html);
  };
}

/** Renders job.routes in this thread (a worker's share) and writes each page into job.siteDir. */
export async function renderRoutes(job: RenderJob): Promise<RenderResult> {
  const renderPage = await loadRenderer(job.serverEntry);
  const result: RenderResult = { files: [], scans: {}, rendered: 0 };
  const write = pageWriter();
  for (const [i, route] of job.routes.entries()) {
    const html = await renderRoute(renderPage, route, job.build);
    const file = fileForRoutePath(route.path);
    const scan = scanPage(html);
    const target = path.join(job.siteDir, ...file.split('/'));
    write(target, html);
    const cacheFile = job.cacheFiles?.[i];
    if (cacheFile) keepPage(cacheFile, target, html, scan);
    result.files.push(file);
    result.scans[file] = scan;
    result.rendered++;
  }
  return result;
}

/** The build data with every article body left out: what every page may read. */
function sharedInputs(build: BuildData): unknown {
  const { content } = build;
  return {
    ...build,
    content: {
      ...content,
      posts: content.posts.map(({ html: _html, words: _words, ...rest }) => rest),
      legal: content.legal.map(({ html: _html, ...rest }) => rest),
    },
    includeDrafts: process.env.INCLUDE_DRAFTS === '1',
  };
}

/**
 * The build data a worker needs for `routes`: an article's body only where its own page is among
 * them (no other page reads it, see sharedInputs), so each thread receives a share of the bodies.
 */
function withBodiesOf(build: BuildData, routes: Route[]): BuildData {
  const shown = new Set(
    routes.filter((r) => r.kind === 'post' || r.kind === 'legal').map((r) => `${r.kind} ${r.slug}`),
  );
  const { content } = build;
  return {
    ...build,
    content: {
      ...content,
      posts: content.posts.map((p) => (shown.has(`post ${p.slug}`) ? p : { ...p, html: '' })),
      legal: content.legal.map((p) => (shown.has(`legal ${p.slug}`) ? p : { ...p, html: '' })),
    },
  };
}

/** The key of every route's page, in route order (see the page cache above). */
export function pageKeys(build: BuildData, routes: Route[], rendererKey: string): string[] {
  const shared = sha256(rendererKey, JSON.stringify(sharedInputs(build)));
  const posts = new Map(build.content.posts.map((p) => [p.slug, `${p.words}\0${p.html}`]));
  const legal = new Map(build.content.legal.map((p) => [p.slug, p.html]));
  return routes.map((route) => {
    const body = (route.kind === 'post' ? posts : route.kind === 'legal' ? legal : undefined)?.get(route.slug ?? '');
    return sha256(shared, route.path, body ?? '');
  });
}

/**
 * A cached page into the site folder: a hard link where the cache and the site share a file system
 * (no bytes copied; no step of the build writes into a page after it is rendered), else a copy.
 * A file already there (the previous site's page) is removed first: copying onto it could write
 * into another cache entry it is linked to.
 */
function placePage(cached: string, target: string): void {
  rmSync(target, { force: true });
  try {
    linkSync(cached, target);
  } catch {
    copyFileSync(cached, target);
  }
}

/**
 * Keeps a written page in the cache: the page file itself (hard-linked, or copied where the cache
 * is on another file system), then the record that vouches for it. Both arrive by renaming, so
 * an entry is never half written and a page linked into a site is never rewritten.
 */
function keepPage(cacheFile: string, page: string, html: string, scan: PageScan): void {
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  const aside = (file: string) => `${file}.${process.pid}.${threadId}.tmp`;
  placePage(page, aside(`${cacheFile}.html`));
  renameSync(aside(`${cacheFile}.html`), `${cacheFile}.html`);
  const record: CachedPage = { key: path.basename(cacheFile), bytes: Buffer.byteLength(html), scan };
  writeFileSync(aside(`${cacheFile}.json`), JSON.stringify(record));
  renameSync(aside(`${cacheFile}.json`), `${cacheFile}.json`);
}

function isCachedPage(value: unknown, key: string): value is CachedPage {
  const page = value as CachedPage | null;
  return (
    page?.key === key &&
    typeof page.bytes === 'number' &&
    Array.isArray(page.scan?.scriptHashes) &&
    Array.isArray(page.scan?.blocked)
  );
}

/** A cached page's record, or undefined when it is missing, damaged or written under another key. */
function readCachedPage(cacheFile: string, key: string): CachedPage | undefined {
  try {
    const page: unknown = JSON.parse(readFileSync(`${cacheFile}.json`, 'utf8'));
    if (!isCachedPage(page, key) || statSync(`${cacheFile}.html`).size !== page.bytes) return undefined;
    return page;
  } catch {
    return undefined;
  }
}

export interface RenderOptions extends Omit<RenderJob, 'cacheFiles'> {
  /** The page cache: its folder and the renderer's key; none: every page is rendered. */
  cache?: { dir: string; rendererKey: string };
  threads?: number;
  /** Render threads started ahead (startRenderers); none: threads are started here, when needed. */
  renderers?: Workers;
}

/**
 * Every route's page in options.siteDir: from the page cache where its key is unchanged, the
 * rest rendered in worker threads. Rejects, naming the route, when a page fails to render.
 */
export async function renderPages(options: RenderOptions): Promise<RenderResult> {
  const { routes, cache } = options;
  const keys = cache ? pageKeys(options.build, routes, cache.rendererKey) : [];
  const cacheFileOf = (i: number) => path.join(cache!.dir, keys[i]!.slice(0, 2), keys[i]!);
  const result: RenderResult = { files: routes.map((r) => fileForRoutePath(r.path)), scans: {}, rendered: 0 };
  // Synchronous: a thousand small copies go faster than through libuv's thread pool.
  const missing: number[] = [];
  const folders = new Set<string>();
  routes.forEach((_route, i) => {
    const page = cache ? readCachedPage(cacheFileOf(i), keys[i]!) : undefined;
    if (!page) {
      missing.push(i);
      return;
    }
    const file = result.files[i]!;
    const target = path.join(options.siteDir, ...file.split('/'));
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    placePage(`${cacheFileOf(i)}.html`, target);
    result.scans[file] = page.scan;
  });
  if (missing.length === 0) return result;

  // Routes dealt into a few shares per thread, so each share gets a mix of page kinds; whichever
  // thread is free takes the next share, so the threads finish together.
  const threads = Math.min(options.threads ?? workerCount(), Math.ceil(missing.length / 40));
  const shareCount = Math.min(threads * 4, Math.ceil(missing.length / 40));
  const jobs: RenderJob[] = dealt(missing, shareCount).map((share) => ({
    serverEntry: options.serverEntry,
    siteDir: options.siteDir,
    build: withBodiesOf(
      options.build,
      share.map((i) => routes[i]!),
    ),
    routes: share.map((i) => routes[i]!),
    cacheFiles: cache ? share.map(cacheFileOf) : undefined,
  }));
  const workers = options.renderers ?? openWorkers(RENDER_WORKER, threads);
  const done = await Promise.all(jobs.map((job) => workers.run<RenderJob, RenderResult>('renderRoutes', job)))
    .catch((error: unknown) => {
      throw new Error(
        `the page renderer stopped before it finished: ${error instanceof Error ? error.message : String(error)}`,
      );
    })
    .finally(() => (options.renderers ? undefined : workers.close()));
  for (const share of done) {
    Object.assign(result.scans, share.scans);
    result.rendered += share.rendered;
  }
  // Pages of earlier versions go once they outnumber this site's pages two to one.
  if (cache) pruneEntries(cache.dir, new Set(keys), 2 * 3 * routes.length);
  return result;
}
