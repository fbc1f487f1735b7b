// https://vike.dev/vike-config — Vike builds and pre-renders the pages (src/pages), Tailwind 4
// compiles the theme. `npm run dev` serves the same pages from the source, PORT as `npm start`.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { siteOptions } from './src/content/options.ts';
import { redirectRulesReader } from './src/content/redirect-rules.ts';
import { GONE_STATUS, matchRedirect, redirectLocation } from './src/lib/redirects.ts';

const options = siteOptions();

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

/**
 * The dev server answers content/redirects.yaml as `npm start` answers the built `_redirects`:
 * the same status and Location; a gone address gets 410 with a line of text.
 */
const answerRedirects: Plugin = {
  name: 'answer-redirects',
  apply: 'serve',
  configureServer(server) {
    const rules = redirectRulesReader(options.contentDir);
    server.middlewares.use((req, res, next) => {
      const url = new URL(req.url ?? '/', 'http://local');
      const rule = matchRedirect(rules(), url.pathname);
      if (!rule) return next();
      if (rule.status === GONE_STATUS) {
        res.statusCode = GONE_STATUS;
        res.setHeader('content-type', 'text/plain;charset=utf-8');
        return res.end('Gone: this page was removed on purpose.\n');
      }
      const location = redirectLocation(rule, url.search);
      res
        .writeHead(rule.status, { location, 'content-type': 'text/plain;charset=utf-8' })
        .end(`Moved to ${location}\n`);
    });
  },
};

export default defineConfig({
  // React's plugin gives the islands Fast Refresh in `npm run dev`: an edited island updates in
  // place and keeps what was typed into it. A page rendered on the server only reloads.
  plugins: [reloadOnContent, answerRedirects, vike(), react(), tailwindcss()],
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
});
