// https://vike.dev/onPrerenderStart — before the pages, the files beside them, from the same
// page data: sitemap, feed, robots.txt, security headers, the e-mail settings digest
// (scripts/build/site-files.ts). The pictures are made beside Vike's build
// (scripts/build/pictures.ts), which learns here which of them pages show as social images.

import { writeSiteFiles } from '../../scripts/build/site-files.ts';
import { sendSocialImages } from '../../scripts/build/vike-channel.ts';
import { siteOptions } from '../content/options.ts';
import { socialImageSources } from '../lib/seo.ts';
import { siteData } from './site-data.ts';

export async function onPrerenderStart(): Promise<void> {
  const data = await siteData();
  await sendSocialImages(socialImageSources(data.content), data.heldBack ?? [], data.content.site.company.logo);
  await writeSiteFiles(data, siteOptions());
}
