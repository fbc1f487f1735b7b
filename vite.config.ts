// https://vike.dev/vike-config — Vike pre-renders every route; Tailwind 4 compiles the theme.
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vike(), tailwindcss()],
  // JSX is compiled by Vite's built-in transform (tsconfig "jsx": "react-jsx").
  build: { reportCompressedSize: false, chunkSizeWarningLimit: 1000 },
});
