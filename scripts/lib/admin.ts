/**
 * The editor in the build: Decap CMS bundled with the site's React and components (src/admin),
 * an index page that search engines skip, and the data its previews need. Written at /admin of
 * the site, or (ADMIN_OUT_DIR) as a small site of its own to deploy on another origin, e.g.
 * admin.example.com: the GitHub token Decap keeps in localStorage then lives apart from the
 * public pages, and only the editor's origin allows the code evaluation Decap needs.
 *
 * The bundle is large (about 1.5 MB gzip) and takes several seconds to build, so it is cached
 * under .tmp/admin-bundle/<hash>, keyed by everything it is built from: its sources, the
 * components and schemas it imports, and the lock file. An ordinary build or `npm start`
 * rebuild reuses it; CI keeps the folder between runs.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { PreviewData } from '../../src/admin/previews.tsx';
import type { SiteContent } from '../../src/content/load.ts';
import { ADMIN_DIR } from '../../src/lib/site-paths.ts';
import { writeAdminSiteHeaders } from './headers.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** ADMIN_BUNDLE_CACHE lets a temporary copy of the repository (the editor tests) share the cache. */
export const ADMIN_CACHE = path.resolve(process.env.ADMIN_BUNDLE_CACHE ?? path.join(ROOT, '.tmp', 'admin-bundle'));

/** Files and folders the bundle is built from. */
const INPUTS = [
  'src/admin',
  'src/components',
  'src/content/schemas',
  'src/content/validate.ts',
  'src/content/problems.ts',
  'src/lib',
  'package-lock.json',
];

function filesUnder(entry: string): string[] {
  const abs = path.join(ROOT, entry);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [entry];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .sort();
}

/** A hash of every input file's path and bytes. */
export function adminBundleKey(): string {
  const hash = createHash('sha256').update('production\0');
  for (const file of INPUTS.flatMap(filesUnder)) {
    hash.update(file);
    hash.update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds (or reuses) the bundle; returns its folder and whether it came from the cache. */
export async function adminBundle(): Promise<{ dir: string; cached: boolean; entry: string }> {
  const key = adminBundleKey();
  const dir = path.join(ADMIN_CACHE, key);
  const manifest = path.join(dir, 'entry.txt');
  if (existsSync(manifest)) return { dir, cached: true, entry: readFileSync(manifest, 'utf8') };

  const staging = `${dir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  // Vite is loaded only when the bundle is not in the cache: most builds reuse it.
  const { build: viteBuild } = await import('vite');
  const output = await viteBuild({
    configFile: false,
    logLevel: 'error',
    // React's production build, even when the calling process runs with another NODE_ENV
    // (a test runner's, or a Vite that set it for itself).
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
    build: {
      outDir: staging,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      rollupOptions: {
        input: { admin: path.join(ROOT, 'src', 'admin', 'main.tsx') },
        output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry)?.fileName;
  if (!entry) throw new Error('the editor bundle has no entry chunk');
  writeFileSync(path.join(staging, 'entry.txt'), entry);
  // Old bundles go: only the current one is ever used.
  for (const old of readdirSync(ADMIN_CACHE)) {
    if (path.join(ADMIN_CACHE, old) !== staging) rmSync(path.join(ADMIN_CACHE, old), { recursive: true, force: true });
  }
  renameSync(staging, dir);
  return { dir, cached: false, entry };
}

/**
 * The page that loads the editor: no index, no site script, nothing public links to it.
 * `base`: where the editor is served (/admin/ on the site, / on its own site).
 */
export function adminIndexHtml(title: string, entry: string, base = `/${ADMIN_DIR}/`): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<script type="module" src="${base}${entry}"></script>
</head>
<body></body>
</html>
`;
}

/**
 * Writes the editor: into /admin of the built site, or, with `ownSite`, as a site of its own in
 * that folder (and nothing of it into the public site). Either way: the bundle, index.html,
 * config.yml and preview-data.json (interface texts and the stylesheet the previews use).
 */
export async function writeAdmin(
  dist: string,
  content: SiteContent,
  siteCss: string,
  ownSite?: { dir: string; siteOrigin: string },
): Promise<{ cached: boolean }> {
  const bundle = await adminBundle();
  const out = ownSite?.dir ?? path.join(dist, ADMIN_DIR);
  if (ownSite) {
    rmSync(out, { recursive: true, force: true });
    // Vite copied public/admin into the site; the editor lives elsewhere now.
    rmSync(path.join(dist, ADMIN_DIR), { recursive: true, force: true });
  }
  mkdirSync(out, { recursive: true });
  cpSync(path.join(bundle.dir, 'assets'), path.join(out, 'assets'), { recursive: true });
  const title = `Editor · ${content.site.company.name}`;
  writeFileSync(path.join(out, 'index.html'), adminIndexHtml(title, bundle.entry, ownSite ? '/' : undefined));
  const data: PreviewData & { siteCss: string } = {
    ui: content.ui,
    blogAuthor: content.blog.author,
    serviceCardCta: content.home.services.cardCta,
    industryCardCta: content.home.industries.cardCta,
    siteCss,
  };
  writeFileSync(path.join(out, 'preview-data.json'), JSON.stringify(data));
  if (ownSite) writeAdminSite(out, dist, content, siteCss, ownSite.siteOrigin);
  return { cached: bundle.cached };
}

/**
 * What the editor needs besides itself on an origin of its own: its configuration (with the
 * public site's address for "view live" links), the stylesheet and pictures its previews show,
 * its headers, and a robots.txt that keeps it out of search engines.
 */
function writeAdminSite(out: string, dist: string, content: SiteContent, siteCss: string, siteOrigin: string): void {
  const config = readFileSync(path.join(ROOT, 'public', ADMIN_DIR, 'config.yml'), 'utf8');
  writeFileSync(
    path.join(out, 'config.yml'),
    `${config}# The public site, for the editor's links to the pages it edits (added by the build).\nsite_url: ${siteOrigin}\ndisplay_url: ${siteOrigin}\n`,
  );
  mkdirSync(path.dirname(path.join(out, siteCss)), { recursive: true });
  cpSync(path.join(dist, siteCss), path.join(out, siteCss));
  cpSync(path.join(dist, 'images'), path.join(out, 'images'), { recursive: true });
  writeFileSync(path.join(out, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  writeAdminSiteHeaders(out, content);
}
