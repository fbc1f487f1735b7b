/**
 * The editor in the build: Decap CMS bundled with the site's React and components (src/admin),
 * an index page that search engines skip, and the data its previews need. Written at /admin of
 * the site, or (ADMIN_OUT_DIR) as a small site of its own to deploy on another origin, e.g.
 * admin.example.com: the GitHub token Decap keeps in localStorage then lives apart from the
 * public pages, and only the editor's origin allows the code evaluation Decap needs. The
 * bundle is large (about 1.5 MB gzip) and takes several seconds to build: it is kept in the build
 * cache (./cache.ts) by a hash of everything it is built from.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PreviewData } from '../../src/admin/previews.tsx';
import { ADMIN_DIR } from '../../src/lib/site-paths.ts';
import { withCached } from './cache.ts';
import { type HeadersContent, writeAdminSiteHeaders } from './headers.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Files and folders the bundle is built from (its previews draw the pages of src/pages). */
const INPUTS = ['src', 'package-lock.json'];

function filesUnder(entry: string): string[] {
  const abs = path.join(ROOT, entry);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [entry];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .sort();
}

/** Builds the bundle into `dir` (assets/ and entry.txt, the entry's file name). */
async function buildBundle(dir: string): Promise<void> {
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
      outDir: dir,
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
  writeFileSync(path.join(dir, 'entry.txt'), entry);
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
 * that folder, taking /admin (which Vite and the page hooks filled) out of the public site.
 * Either way: the bundle, index.html, config.yml (from public/admin) and preview-data.json (the
 * texts the previews use, written with the pages, plus the site's stylesheet).
 */
export async function writeAdmin(
  siteDir: string,
  ownSite?: { dir: string; siteOrigin: string; content: HeadersContent },
): Promise<void> {
  const inSite = path.join(siteDir, ADMIN_DIR);
  const out = ownSite?.dir ?? inSite;
  if (ownSite) {
    rmSync(out, { recursive: true, force: true });
    cpSync(inSite, out, { recursive: true });
    rmSync(inSite, { recursive: true, force: true });
  }
  const inputs = INPUTS.flatMap(filesUnder).flatMap((file) => [file, readFileSync(path.join(ROOT, file))]);
  const entry = await withCached('editor', ['production', ...inputs], buildBundle, (dir) => {
    cpSync(path.join(dir, 'assets'), path.join(out, 'assets'), { recursive: true });
    return readFileSync(path.join(dir, 'entry.txt'), 'utf8');
  });
  const dataFile = path.join(out, 'preview-data.json');
  const data = JSON.parse(readFileSync(dataFile, 'utf8')) as PreviewData & { title: string };
  const siteCss = /<link rel="stylesheet"[^>]* href="([^"]+\.css)"/.exec(
    readFileSync(path.join(siteDir, 'index.html'), 'utf8'),
  )?.[1];
  if (!siteCss) throw new Error('the home page links no stylesheet for the editor previews to use');
  writeFileSync(dataFile, JSON.stringify({ ...data, siteCss }));
  writeFileSync(path.join(out, 'index.html'), adminIndexHtml(data.title, entry, ownSite ? '/' : undefined));
  if (ownSite) writeAdminSite(out, siteDir, siteCss, ownSite);
}

/**
 * What the editor needs besides itself on an origin of its own: the public site's address in its
 * configuration (for "view live" links), the stylesheet and pictures its previews show, its
 * headers, and a robots.txt that keeps it out of search engines.
 */
function writeAdminSite(
  out: string,
  siteDir: string,
  siteCss: string,
  { siteOrigin, content }: { siteOrigin: string; content: HeadersContent },
): void {
  // The public site's address (SITE_URL may differ from site.yaml's) for its "view live" links.
  const config = path.join(out, 'config.yml');
  const text = readFileSync(config, 'utf8').replace(/^site_url: .*$/m, `site_url: ${siteOrigin}`);
  writeFileSync(config, `${text}display_url: ${siteOrigin}\n`);
  mkdirSync(path.dirname(path.join(out, siteCss)), { recursive: true });
  cpSync(path.join(siteDir, siteCss), path.join(out, siteCss));
  cpSync(path.join(siteDir, 'images'), path.join(out, 'images'), { recursive: true });
  writeFileSync(path.join(out, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  writeAdminSiteHeaders(out, content);
}
