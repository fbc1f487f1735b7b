/**
 * The editor's preview data (admin/preview-data.json): written with the pages from the content
 * (./site-files.ts), then given the site's stylesheet, which the previews draw with. The build
 * does it as it writes the editor (./admin.ts); `npm start`'s renderer (./incremental.ts) after
 * each change it renders.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PreviewData } from '../../src/admin/previews.tsx';

/** Adds the stylesheet the home page of `siteDir` links to the preview data in `dataFile`; returns both. */
export function withSiteCss(
  dataFile: string,
  siteDir: string,
): { data: PreviewData & { title: string }; siteCss: string } {
  const data = JSON.parse(readFileSync(dataFile, 'utf8')) as PreviewData & { title: string };
  const siteCss = /<link rel="stylesheet"[^>]* href="([^"]+\.css)"/.exec(
    readFileSync(path.join(siteDir, 'index.html'), 'utf8'),
  )?.[1];
  if (!siteCss) throw new Error('the home page links no stylesheet for the editor previews to use');
  writeFileSync(dataFile, JSON.stringify({ ...data, siteCss }));
  return { data, siteCss };
}
