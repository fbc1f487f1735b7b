/**
 * The editor at /admin in the build: Decap CMS bundled with the site's React and components
 * (src/admin), an index page that search engines skip, and the data its previews need. The
 * bundle is large (about 1.5 MB gzip) and takes several seconds to build: it is kept in the build
 * cache (./cache.ts) by a hash of everything it is built from.
 */
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PreviewData } from '../../src/admin/previews.tsx';
import { ADMIN_DIR } from '../../src/lib/site-paths.ts';
import { withCached } from './cache.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

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
 * Writes /admin into the built site: the bundle, and index.html. The previews' data
 * (preview-data.json, written with the pages) gets the site's stylesheet, which the previews
 * use too. config.yml comes from public/admin.
 */
export async function writeAdmin(siteDir: string): Promise<void> {
  const out = path.join(siteDir, ADMIN_DIR);
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
  writeFileSync(path.join(out, 'index.html'), adminIndexHtml(data.title, entry));
}
