// https://vike.dev/onPrerenderStart — before the pages, the files beside them, from the same
// page data: sitemap, feed, robots.txt, security headers, the e-mail settings digest
// (scripts/build/site-files.ts). The pictures are made beside Vike's build (scripts/build/pictures.ts).
import { writeSiteFiles } from '../../scripts/build/site-files.ts';
import { siteOptions } from '../content/options.ts';
import { siteData } from './site-data.ts';

export async function onPrerenderStart(): Promise<void> {
  await writeSiteFiles(await siteData(), siteOptions());
}
