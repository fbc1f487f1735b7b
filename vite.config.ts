// https://vike.dev/vike-config — Vike bundles the pages (scripts/build.ts renders each route with them); Tailwind 4 compiles the theme.
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vike(), tailwindcss()],
  // JSX is compiled by Vite's built-in transform (tsconfig "jsx": "react-jsx").
  // OUT_DIR lets tests and the bench build fixture content without touching dist/ (it must be
  // inside the project: Vike resolves its manifest relative to the root).
  build: { outDir: process.env.OUT_DIR ?? 'dist', reportCompressedSize: false, chunkSizeWarningLimit: 1000 },
});
