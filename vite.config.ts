// https://vike.dev/vike-config — Vike builds and pre-renders the pages (src/pages), Tailwind 4
// compiles the theme. `npm run dev` serves the same pages from the source, PORT as `npm start`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { parse } from 'yaml';
import { releaseVikeConfigLock, takeVikeConfigLock } from './scripts/build/vike-config-lock.ts';
import { type BrandColours, themedCss } from './src/content/brand.ts';
import { siteOptions } from './src/content/options.ts';

const options = siteOptions();
// Before Vike runs the pages' configuration files, which two processes at once would trip over.
await takeVikeConfigLock(import.meta.dirname);

/** The dev server reloads the open page when a content file is saved: pages read content afresh. */
const reloadOnContent: Plugin = {
  name: 'reload-on-content',
  apply: 'serve',
  configureServer(server) {
    server.watcher.add(options.contentDir);
    server.watcher.on('all', (_event, file) => {
      if (file.startsWith(options.contentDir)) server.ws.send({ type: 'full-reload' });
    });
  },
};

/** The dev server answers content/redirects.yaml as `npm start` answers the built `_redirects`. */
const answerRedirects: Plugin = {
  name: 'answer-redirects',
  apply: 'serve',
  // Imported when the dev server starts, not with this file: it brings the content pipeline and its
  // schemas, which a build would run twice for nothing (Vike loads this file, then Vite again).
  async configureServer(server) {
    const { redirectMiddleware } = await import('./src/content/redirect-rules.ts');
    server.middlewares.use(redirectMiddleware(options.contentDir));
  },
};

/**
 * site.yaml's brand colours (company.colours), read as written; null while they are not four
 * #rrggbb colours, which the content check reports (and which stops the build) in any case.
 */
function siteColours(): BrandColours | null {
  let site: unknown;
  try {
    site = parse(readFileSync(path.join(options.contentDir, 'site.yaml'), 'utf8'));
  } catch {
    return null;
  }
  const colours = (site as { company?: { colours?: Record<string, unknown> } } | null)?.company?.colours;
  const keys = ['ink', 'brand', 'brandDark', 'paper'] as const;
  if (!colours || !keys.every((key) => /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(String(colours[key])))) return null;
  return Object.fromEntries(keys.map((key) => [key, String(colours[key]).toLowerCase()])) as unknown as BrandColours;
}

/** The stylesheet's @theme in the brand colours of site.yaml, before Tailwind compiles it. */
const brandTheme: Plugin = {
  name: 'brand-theme',
  enforce: 'pre',
  transform(code, id) {
    if (!id.split('?')[0]!.endsWith('/src/styles/site.css')) return null;
    const colours = siteColours();
    return colours ? { code: themedCss(code, colours), map: null } : null;
  },
};

/**
 * Vike's server-entry plugin otherwise records where the server bundle is in one file inside
 * node_modules, which every checkout sharing node_modules (the test suite's Git copies) writes,
 * and the pre-render follows it: one build's pre-render loaded another copy's bundle ("Cannot find
 * module '/tmp/review-copy-…/dist/server/entry.mjs'"). Off, each build finds the bundle in its own
 * folder. (An option Vike declares on Vite's configuration, in a file its public types leave out.)
 */
const ownServerBundle = { vitePluginServerEntry: { disableAutoImport: true } };

export default defineConfig({
  // React's plugin gives the islands Fast Refresh in `npm run dev`: an edited island updates in
  // place and keeps what was typed into it. A page rendered on the server only reloads.
  plugins: [releaseVikeConfigLock, reloadOnContent, answerRedirects, vike(), react(), brandTheme, tailwindcss()],
  // OUT_DIR lets tests and the bench build elsewhere (inside the project: Vike resolves its
  // manifest relative to the root).
  build: {
    outDir: options.outDir,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1000,
    // Vike pre-renders inside the bundler's last step, which the timing warning would blame.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // Only this computer reaches the dev server, as with `npm start` (HOST opens it up).
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT) || 3000, strictPort: true },
  ...ownServerBundle,
});
