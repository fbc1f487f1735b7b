/**
 * The site's data (./types.ts): the checked content, its route table, the origin of its pages
 * and the responsive-image manifest (./site-data-from.ts). A build makes it once and every page
 * and hook shares it; the dev server makes it afresh for each page it serves, so that a saved
 * content file shows on the next reload (unchanged articles are not parsed again:
 * src/content/memo.ts). `npm start`'s renderer hands its own, checked after a saved change
 * (GIVEN_SITE_DATA). Throws ContentProblems, naming each problem of the content.
 */

import { imageManifest } from '../content/images.ts';
import { ContentProblems, checkContent, siteOptions } from '../content/index.ts';
import { type ContentMemo, contentMemo } from '../content/memo.ts';
import { GIVEN_SITE_DATA, siteDataFrom } from './site-data-from.ts';
import type { SiteData } from './types.ts';

let shared: Promise<SiteData> | undefined;
/** The dev server's outcomes of unchanged articles, kept from one page's check to the next. */
let devMemo: ContentMemo | undefined;

async function load(): Promise<SiteData> {
  const options = siteOptions();
  if (import.meta.env.DEV) devMemo ??= contentMemo();
  const checked = checkContent(options, { memo: devMemo });
  if (!checked.content) throw new ContentProblems(checked.problems);
  // The dev server serves public/ as it is: no image variants exist there.
  const images = import.meta.env.DEV ? {} : await imageManifest(options.publicDir);
  return siteDataFrom(checked, options, images);
}

export function siteData(): Promise<SiteData> {
  const given = (globalThis as { [GIVEN_SITE_DATA]?: SiteData })[GIVEN_SITE_DATA];
  if (given) return Promise.resolve(given);
  if (import.meta.env.DEV) return load();
  shared ??= load();
  return shared;
}
