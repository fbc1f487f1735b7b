/**
 * The editor at /admin in the build: Decap CMS bundled with the site's React and components
 * (src/admin), an index page that search engines skip, and the data its previews need.
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

/** The page that loads the editor: no index, no site script, nothing public links to it. */
export function adminIndexHtml(title: string, entry: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<script type="module" src="/${ADMIN_DIR}/${entry}"></script>
</head>
<body></body>
</html>
`;
}

/**
 * Writes /admin into the built site: the bundle, index.html, and preview-data.json (interface
 * texts and the stylesheet the previews use). config.yml comes from public/admin.
 */
export async function writeAdmin(dist: string, content: SiteContent, siteCss: string): Promise<{ cached: boolean }> {
  const bundle = await adminBundle();
  const out = path.join(dist, ADMIN_DIR);
  mkdirSync(out, { recursive: true });
  cpSync(path.join(bundle.dir, 'assets'), path.join(out, 'assets'), { recursive: true });
  writeFileSync(path.join(out, 'index.html'), adminIndexHtml(`Editor · ${content.site.company.name}`, bundle.entry));
  const data: PreviewData & { siteCss: string } = {
    ui: content.ui,
    blogAuthor: content.blog.author,
    serviceCardCta: content.home.services.cardCta,
    industryCardCta: content.home.industries.cardCta,
    siteCss,
  };
  writeFileSync(path.join(out, 'preview-data.json'), JSON.stringify(data));
  return { cached: bundle.cached };
}
