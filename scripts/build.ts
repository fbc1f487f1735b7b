/**
 * `npm run build`: content check → browser bundle (enhancement script + islands) → image
 * variants → Vike bundles the pages → every route of the route table is rendered from one
 * BuildData object (content, routes, origin, browser assets, image manifest) → sitemap,
 * robots.txt, RSS, headers. Output: dist/client, a folder any static host serves as is.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientAssets } from '../src/components/Document.tsx';
import { cacheEnabled, defaultCacheDir, sha256 } from '../src/content/cache.ts';
import { checkContentFast } from '../src/content/check.ts';
import { formatProblem } from '../src/content/problems.ts';
import { openWorkers, type Workers } from '../src/lib/pool.ts';
import { siteOrigin } from '../src/lib/seo.ts';
import { robotsTxt, rssXml, sitemapXml } from '../src/lib/site-files.ts';
import { compareWrittenPages, fileForRoutePath, listPageFiles } from '../src/lib/site-paths.ts';
import type { BuildData } from '../src/pages/types.ts';
import { writeAdmin } from './lib/admin.ts';
import { bundleKey, restoreBundles, storeBundles } from './lib/bundle-cache.ts';
import type { BrowserBundleJob } from './lib/bundles.ts';
import { writeSecurityHeaders } from './lib/headers.ts';
import { finishImages, formatImageReport, prepareRasterImages } from './lib/images.ts';
import {
  type PreviousSite,
  removeInBackground,
  removeStaleFiles,
  reusePageFolders,
  setAside,
} from './lib/previous-site.ts';
import { prepareRenderer, renderPages, startRenderers } from './lib/render.ts';

const started = performance.now();
// A deployable build is a production build, whatever the shell says: Vite and Vike read
// NODE_ENV when they start, and one of them setting it for the others made the bundles depend
// on which started first (React's development build in the editor bundle).
process.env.NODE_ENV = 'production';
const ROOT = process.cwd();
const OUT_ROOT = path.resolve(process.env.OUT_DIR ?? 'dist');
const DIST = path.join(OUT_ROOT, 'client');
// BUILD_CACHE=off builds everything from scratch (the bench's cold runs); see src/content/cache.ts.
const CACHE_DIR = cacheEnabled() ? defaultCacheDir() : undefined;
/** The previous site, once set aside: what is left of it is deleted when this build ends, however it ends. */
let previousSite: PreviousSite = { remove: [] };
const step = (label: string) => console.log(`\n▸ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

function fail(message: string): never {
  console.error(`\n✗ ${message}`);
  removeInBackground(previousSite);
  process.exit(1);
}

// 1. The contact and newsletter forms need the Supabase project; never ship a site whose forms cannot send.
const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter((name) => !process.env[name]);
if (missing.length) {
  fail(
    `Missing environment variables: ${missing.join(', ')}.\n  The contact and newsletter forms need both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (Supabase dashboard → Project Settings → API).\n  For a local build use "npm start", which supplies local values itself.`,
  );
}

// 2. Content: checked (Markdown in worker threads, unchanged files from the cache) while Vike
// bundles the pages, which do not depend on it. Nothing is written from invalid content.
step('Checking content while Vike bundles the pages');
// The previous site goes aside, not away: see previous-site.ts.
previousSite = setAside(DIST);
const checking = checkContentFast();
prepareRenderer();
const serverDir = path.join(OUT_ROOT, 'server');
const compiledSettings = {
  outDir: path.relative(ROOT, OUT_ROOT),
  supabaseUrl: process.env.VITE_SUPABASE_URL,
  supabaseKey: process.env.VITE_SUPABASE_ANON_KEY,
};
const pagesKey = bundleKey(ROOT, compiledSettings);
// Vike writes the page bundles into <OUT_ROOT>/server, the stylesheet and public/ into dist/client.
const vikeOutput = { client: DIST, server: serverDir, 'assets.json': path.join(OUT_ROOT, 'assets.json') };
// Both Vite builds run in one thread, started when the first is needed: the second finds Vite loaded.
let bundler: Workers | undefined;
const bundlerThread = () => (bundler ??= openWorkers(new URL('./lib/bundles.ts', import.meta.url), 1));
const pagesBundled = (async () => {
  if (CACHE_DIR && restoreBundles(CACHE_DIR, pagesKey, vikeOutput)) return 'reused';
  await bundlerThread().run('bundlePages', undefined);
  if (CACHE_DIR) storeBundles(CACHE_DIR, pagesKey, vikeOutput);
  return 'built';
})();
// New page bundles mean every page renders: the render threads start loading them at once.
const renderers = pagesBundled.then((how) =>
  how === 'built' ? startRenderers(path.join(serverDir, 'entry.mjs')) : undefined,
);
const { content, routes, problems, markdown } = await checking;
if (!content) {
  for (const p of problems) console.error(formatProblem(p));
  fail(
    `${problems.length} content problem${problems.length === 1 ? '' : 's'}; nothing was built. See CONTENT.md, "Reading an error".`,
  );
}
console.log(
  `  ${markdown.files} Markdown files: ${markdown.fromCache} unchanged (cache), ${markdown.computed} parsed${markdown.threads > 1 ? ` in ${markdown.threads} threads` : ''}`,
);

// 3. Browser bundle: one small enhancement script; islands and their React load only where used.
// Built (beside dist/client, copied in after the pages) while Vike may still be bundling.
step('Bundling the browser script; preparing responsive images');
const clientOut = path.join(OUT_ROOT, 'browser');
const analyticsId = content.site.analytics.googleTagId;
const browserKey = sha256(pagesKey, 'browser', JSON.stringify(analyticsId));
async function bundleBrowserScript(): Promise<ClientAssets> {
  if (CACHE_DIR && restoreBundles(CACHE_DIR, browserKey, { browser: clientOut })) {
    return JSON.parse(readFileSync(path.join(clientOut, 'bundle.json'), 'utf8')) as ClientAssets;
  }
  const bundled = await bundlerThread().run<BrowserBundleJob, ClientAssets>('bundleBrowserScript', {
    outDir: clientOut,
    analyticsId,
  });
  if (!bundled) fail('the browser bundle was not built');
  if (CACHE_DIR) storeBundles(CACHE_DIR, browserKey, { browser: clientOut });
  return bundled;
}
// Raster images get AVIF/WebP variants before the pages are rendered, so pages can emit <picture>.
const [assets, preparedImages, pagesBundle] = await Promise.all([
  bundleBrowserScript(),
  prepareRasterImages(path.resolve('public'), OUT_ROOT),
  pagesBundled,
]);
console.log(`  page bundles ${pagesBundle}`);
await bundler?.close(); // its memory is given back before the pages render

// 4. Every route of the table is rendered from the one BuildData object, in worker threads;
// pages whose inputs are unchanged come from the page cache.
step(`Pre-rendering ${routes.length} pages; optimising images`);
const origin = siteOrigin(content);
const build: BuildData = { content, routes, origin, assets, images: preparedImages.manifest };
const pageFiles = routes.map((route) => fileForRoutePath(route.path));
const reusedFolders = reusePageFolders(previousSite, DIST, pageFiles);
// Images are finished on this thread while the workers render: neither reads what the other writes.
let rendered: Awaited<ReturnType<typeof renderPages>>;
let finishedImages: Awaited<ReturnType<typeof finishImages>>;
try {
  [rendered, finishedImages] = await Promise.all([
    renderPages({
      serverEntry: path.join(serverDir, 'entry.mjs'),
      siteDir: DIST,
      build,
      routes,
      cache: CACHE_DIR ? { dir: path.join(CACHE_DIR, 'pages'), rendererKey: browserKey } : undefined,
      renderers: await renderers,
    }),
    finishImages(DIST, OUT_ROOT, {
      // Social networks do not accept SVG previews: these get a 1200×630 PNG beside them.
      socialImages: [
        content.site.seo.defaultImage,
        ...content.posts.map((p) => p.image),
        ...content.caseStudies.map((c) => c.image),
      ],
    }),
  ]);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
await (await renderers)?.close();
removeStaleFiles(DIST, reusedFolders, pageFiles);
console.log(`  ${rendered.rendered} rendered, ${routes.length - rendered.rendered} unchanged (cache)`);
for (const warning of finishedImages.warnings) console.warn(`  ! ${warning}`);
console.log(`  ${formatImageReport(preparedImages, finishedImages)}`);
rmSync(serverDir, { recursive: true, force: true }); // the renderer is not part of the site
cpSync(path.join(clientOut, 'assets'), path.join(DIST, 'assets'), { recursive: true });
// Vike's own client entries and manifest are unused: no page loads Vike's client runtime.
rmSync(path.join(DIST, 'assets', 'entries'), { recursive: true, force: true });
rmSync(path.join(DIST, '.vite'), { recursive: true, force: true });
rmSync(path.join(OUT_ROOT, 'assets.json'), { force: true });
rmSync(clientOut, { recursive: true, force: true }); // staged bundle, now inside dist/client

// 5. The editor at /admin (its configuration is public/admin/config.yml, copied with public/), or
// with ADMIN_OUT_DIR as a site of its own there (README, "The editor at /admin").
const adminSite = process.env.ADMIN_OUT_DIR
  ? { dir: path.resolve(process.env.ADMIN_OUT_DIR), siteOrigin: origin }
  : undefined;
step(adminSite ? `Writing the editor as its own site into ${adminSite.dir}` : 'Adding the editor at /admin');
const siteCss = /<link rel="stylesheet"[^>]* href="([^"]+\.css)"/.exec(
  readFileSync(path.join(DIST, 'index.html'), 'utf8'),
)?.[1];
if (!siteCss) fail('the home page links no stylesheet for the editor previews to use');
const admin = await writeAdmin(DIST, content, siteCss, adminSite);
console.log(`  editor bundle ${admin.cached ? 'reused from .tmp/admin-bundle' : 'built'}`);

// 6. Files beside the pages.
step('Writing sitemap, robots.txt, feed and headers');
writeFileSync(path.join(DIST, 'sitemap.xml'), sitemapXml(routes, origin));
writeFileSync(path.join(DIST, 'robots.txt'), robotsTxt(origin));
writeFileSync(path.join(DIST, 'rss.xml'), rssXml(content, origin));
writeSecurityHeaders(DIST, content, { scans: new Map(Object.entries(rendered.scans)), editor: !adminSite });

// 7. Every route of the table must exist as a file of its own, and no stray page may exist
// beside them: two routes on one file would leave one page silently missing.
const written = listPageFiles(DIST);
const differences = compareWrittenPages(
  routes.map((r) => r.path),
  written,
);
if (differences.length) fail(`the pages written differ from the route table: ${differences.join('; ')}.`);
removeInBackground(previousSite);
console.log(
  `\n✓ Built ${written.length} pages into ${path.relative(process.cwd(), DIST)} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
