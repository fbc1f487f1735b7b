/**
 * The build's two Vite builds, each run in a worker thread by scripts/build.ts: Vite, Vike,
 * rolldown and Tailwind take a few hundred megabytes while they bundle, and a thread's heap is
 * given back when it ends, before the pages are rendered. The Vite configuration and OUT_DIR
 * come from the environment, as for `vike build` on the command line.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientAssets } from '../../src/components/Document.tsx';

/** Vike bundles src/pages: the renderer into <OUT_DIR>/server, the stylesheet and public/ into <OUT_DIR>/client. */
export async function bundlePages(): Promise<void> {
  const { build } = await import('vike/api');
  await build({ viteConfig: { logLevel: 'warn' } });
}

export interface BrowserBundleJob {
  outDir: string;
  /** Compiled into the script: the consent banner loads analytics only when one is set. */
  analyticsId: string | null;
}

/** The one small enhancement script; islands and their React load only where used. */
export async function bundleBrowserScript({ outDir, analyticsId }: BrowserBundleJob): Promise<ClientAssets> {
  rmSync(outDir, { recursive: true, force: true });
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { __ANALYTICS_ID__: JSON.stringify(analyticsId) },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: { site: path.resolve('src/client/main.ts') },
        output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry);
  if (!entry) throw new Error('the browser bundle has no entry chunk');
  const assets: ClientAssets = { script: `/${entry.fileName}` };
  writeFileSync(path.join(outDir, 'bundle.json'), JSON.stringify(assets));
  return assets;
}
