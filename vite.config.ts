// https://vike.dev/vike-config — Vike builds and pre-renders the pages (src/pages), Tailwind 4
// compiles the theme. `npm run dev` serves the same pages from the source, PORT as `npm start`.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { siteOptions } from './src/content/options.ts';
import { redirectMiddleware } from './src/content/redirect-rules.ts';

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

/** The dev server answers content/redirects.yaml as `npm start` answers the built `_redirects`. */
const answerRedirects: Plugin = {
  name: 'answer-redirects',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use(redirectMiddleware(options.contentDir));
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
