/**
 * The editor in the build: Decap CMS with the site's components as its previews (src/admin), an
 * index page that search engines skip, and the data its previews need. Written at /admin of
 * the site, or (ADMIN_OUT_DIR) as a small site of its own to deploy on another origin, e.g.
 * admin.example.com: the GitHub token Decap keeps in localStorage then lives apart from the
 * public pages, and only the editor's origin allows the code evaluation Decap needs.
 *
 * Decap itself is its own prebuilt bundle (decap-cms-app/dist, about 1.4 MB gzip), copied into
 * decap/ as it is (src/admin/decap-app.ts loads it); only our part, src/admin/main.tsx with the
 * previews, is bundled: half a second, started beside Vike's build (./site.ts). Bundling Decap
 * from its 2,900 source modules took 3 to 4 s and about 1 GB of memory on every fresh build.
 * The bundle is kept in the build cache (./cache.ts) by a hash of the code it is made from, so a
 * build whose code did not change (a content edit under npm start) makes it no more; Decap's
 * 18 MB are hard-linked into the site, not copied (./hard-link.ts).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { ADMIN_DIR } from '../../src/lib/site-paths.ts';
import { fileInputs, withCached } from './cache.ts';
import { linkOrCopy } from './hard-link.ts';
import { type HeadersContent, writeAdminSiteHeaders } from './headers.ts';
import { withSiteCss } from './preview-data.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);

/** The folder of Decap's prebuilt files: its bundle, the chunks it loads on demand, its WebAssembly. */
export const DECAP_DIST = path.dirname(require.resolve('decap-cms-app/dist/decap-cms-app.js'));
/** What the editor's page needs of it (not the source maps, 26 MB that no editor loads). */
const DECAP_FILES = /\.(js|wasm|txt)$/;

/** The editor's own code, bundled into a folder of its own: assets/ and the entry's file name. */
export interface EditorBundle {
  dir: string;
  entry: string;
}

/** The file in a cached bundle's folder that names its entry chunk. */
const ENTRY_FILE = 'entry.txt';

/**
 * What the bundle is made from: every file under src/ (the editor imports the content pipeline,
 * the pages' data functions, components and lib), this file, the packages (package-lock.json),
 * the TypeScript settings, the .env files and the VITE_* variables Vite hands the code.
 */
export function editorBundleInputs(env: NodeJS.ProcessEnv = process.env): (string | Uint8Array)[] {
  const envFiles = readdirSync(ROOT).filter((name) => name === '.env' || name.startsWith('.env.'));
  const vite = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  return [
    JSON.stringify(vite),
    ...fileInputs(ROOT, ['src', 'scripts/build/admin.ts', 'package-lock.json', 'tsconfig.json', ...envFiles]),
  ];
}

/**
 * The editor's bundle in a temporary folder: the cached one for this code, or made afresh by
 * `bundleEditor` (and kept) when the code changed.
 */
export async function buildEditorBundle(): Promise<EditorBundle> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'editor-'));
  // Gone when the build ends, whether it completes or fails.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const entry = await withCached(
    'editor',
    editorBundleInputs(),
    async (made) => writeFileSync(path.join(made, ENTRY_FILE), await bundleEditor(made)),
    (cached) => {
      cpSync(path.join(cached, 'assets'), path.join(dir, 'assets'), { recursive: true });
      return readFileSync(path.join(cached, ENTRY_FILE), 'utf8');
    },
  );
  return { dir, entry };
}

/**
 * Bundles src/admin/main.tsx into `dir` (its assets/); returns the entry's file name. React is the
 * one Decap's bundle was built with (react-for-decap), for Decap and the previews alike;
 * `decap-cms-app` is the loader of Decap's own bundle.
 */
async function bundleEditor(dir: string): Promise<string> {
  const { build: viteBuild } = await import('vite');
  const react = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  const output = await viteBuild({
    configFile: false,
    logLevel: 'error',
    // React's production build, even when the calling process runs with another NODE_ENV
    // (a test runner's, or a Vite that set it for itself).
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
    resolve: {
      alias: [
        { find: /^react($|\/)/, replacement: `${react('react-for-decap')}$1` },
        { find: /^react-dom($|\/)/, replacement: `${react('react-dom-for-decap')}$1` },
        { find: /^decap-cms-app$/, replacement: path.join(ROOT, 'src', 'admin', 'decap-app.ts') },
        // The content check runs in the editor too (src/admin/site-check.ts): its paths are posix.
        { find: /^node:path$/, replacement: require.resolve('pathe') },
      ],
    },
    build: {
      outDir: dir,
      reportCompressedSize: false,
      rollupOptions: {
        input: { admin: path.join(ROOT, 'src', 'admin', 'main.tsx') },
        output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry)?.fileName;
  if (!entry) throw new Error('the editor bundle has no entry chunk');
  return entry;
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
 * Either way: our bundle (from `buildEditorBundle`), Decap's files, index.html, config.yml (from
 * public/admin) with its JSON copy, and preview-data.json (the texts the previews use, written
 * with the pages, plus the site's stylesheet).
 */
export function writeAdmin(
  siteDir: string,
  bundle: EditorBundle,
  ownSite?: { dir: string; siteOrigin: string; content: HeadersContent },
): void {
  const inSite = path.join(siteDir, ADMIN_DIR);
  const out = ownSite?.dir ?? inSite;
  if (ownSite) {
    rmSync(out, { recursive: true, force: true });
    cpSync(inSite, out, { recursive: true });
    rmSync(inSite, { recursive: true, force: true });
  }
  cpSync(path.join(bundle.dir, 'assets'), path.join(out, 'assets'), { recursive: true });
  mkdirSync(path.join(out, 'decap'), { recursive: true });
  for (const name of readdirSync(DECAP_DIST).filter((file) => DECAP_FILES.test(file)))
    linkOrCopy(path.join(DECAP_DIST, name), path.join(out, 'decap', name));
  const { data, siteCss } = withSiteCss(path.join(out, 'preview-data.json'), siteDir);
  writeFileSync(path.join(out, 'index.html'), adminIndexHtml(data.title, bundle.entry, ownSite ? '/' : undefined));
  if (ownSite) writeAdminSite(out, siteDir, siteCss, ownSite);
  writeConfigJson(out);
}

/**
 * config.yml as JSON, which the editor reads: parsing the YAML (over 300 kB) took the browser
 * about 300 ms of every /admin load, JSON.parse takes a few.
 */
function writeConfigJson(out: string): void {
  const config = parse(readFileSync(path.join(out, 'config.yml'), 'utf8')) as unknown;
  writeFileSync(path.join(out, 'config.json'), JSON.stringify(config));
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
