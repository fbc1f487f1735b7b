/**
 * Rendering the pages: Vike's production renderer, fed with the build data.
 *
 * `vike build` bundles src/pages into <outRoot>/server. renderPages() then renders every route
 * of the route table in a worker thread: the worker loads that bundle into Vike's server runtime
 * and, for each route, renderRoute() calls Vike's renderPage() with the route's path and the
 * build data (pageContext.build), and the page is written to the file a static host serves for
 * that path. The worker keeps Vike's production runtime out of the build process, where Vite is
 * loaded and Vike would treat every page as a development request; it is also the unit a
 * parallel build would run several of.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Route } from '../../src/content/routes.ts';
import { fileForRoutePath } from '../../src/lib/site-paths.ts';
import type { BuildData } from '../../src/pages/types.ts';

export interface RenderJob {
  /** The server bundle `vike build` wrote: <outRoot>/server/entry.mjs. */
  serverEntry: string;
  /** The site folder the pages are written into (dist/client). */
  siteDir: string;
  build: BuildData;
  /** The routes to render: all of build.routes, or a share of them. */
  routes: Route[];
}

export interface RenderResult {
  /** The files written, relative to siteDir, in route order. */
  files: string[];
}

type RenderPage = typeof import('vike/server').renderPage;

/** Registers the server bundle with Vike's server runtime (once per thread) and returns its renderer. */
async function loadRenderer(serverEntry: string): Promise<RenderPage> {
  await import(pathToFileURL(serverEntry).href);
  const { renderPage } = await import('vike/server');
  return renderPage;
}

/**
 * The HTML document of one route. Throws when Vike answers with another status than the route
 * calls for (200; 404 for the not-found page): a page that failed to render is never written.
 */
async function renderRoute(renderPage: RenderPage, route: Route, build: BuildData): Promise<string> {
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: route.path, build });
  const expected = route.kind === 'not-found' ? 404 : 200;
  if (httpResponse?.statusCode !== expected) {
    throw new Error(
      `Rendering ${route.path} answered ${httpResponse?.statusCode ?? 'nothing'} instead of ${expected}.`,
      errorWhileRendering ? { cause: errorWhileRendering } : undefined,
    );
  }
  return httpResponse.body;
}

/** Renders job.routes in this thread and writes each page into job.siteDir. */
export async function renderRoutes(job: RenderJob): Promise<RenderResult> {
  const renderPage = await loadRenderer(job.serverEntry);
  const files: string[] = [];
  // Files are written while the next pages render; each folder is created once.
  const writes: Promise<void>[] = [];
  const folders = new Map<string, Promise<unknown>>();
  for (const route of job.routes) {
    const html = await renderRoute(renderPage, route, job.build);
    const file = fileForRoutePath(route.path);
    const target = path.join(job.siteDir, ...file.split('/'));
    const folder = path.dirname(target);
    let folderReady = folders.get(folder);
    if (!folderReady) {
      folderReady = mkdir(folder, { recursive: true });
      folders.set(folder, folderReady);
    }
    writes.push(folderReady.then(() => writeFile(target, html)));
    files.push(file);
  }
  await Promise.all(writes);
  return { files };
}

/** renderRoutes in a worker thread (scripts/lib/render-worker.ts), with the job as its input. */
export function renderPages(job: RenderJob): Promise<RenderResult> {
  const workerFile = new URL('./render-worker.ts', import.meta.url).href;
  // The worker is TypeScript: tsx's loader is registered in the new thread before it is imported.
  // A failure is printed there, with its cause, and ends the thread with exit code 1.
  const bootstrap = `import('tsx/esm/api')
    .then(({ register }) => { register(); return import(${JSON.stringify(workerFile)}); })
    .catch((error) => { console.error(error); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: job });
    let result: RenderResult | undefined;
    worker.once('message', (message: RenderResult) => {
      result = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`the page renderer stopped (exit code ${code}) before it finished; its error is above.`));
    });
  });
}
