/**
 * The site's data (./types.ts): the checked content, its route table, the origin of its pages
 * and the responsive-image manifest. A build makes it once and every page and hook shares it;
 * the dev server makes it afresh for each page it serves, so that a saved content file shows on
 * the next reload. Throws ContentProblems, naming each problem of the content.
 */

import { nextDueDay } from '../../supabase/functions/_shared/notify/build-info.ts';
import { dayIn } from '../content/day.ts';
import { imageManifest } from '../content/images.ts';
import { ContentProblems, checkContent, siteOptions } from '../content/index.ts';
import { withBookingCtas } from '../lib/booking.ts';
import { siteOrigin } from '../lib/seo.ts';
import type { SiteData } from './types.ts';

let shared: Promise<SiteData> | undefined;

async function load(): Promise<SiteData> {
  const options = siteOptions();
  const checked = checkContent(options);
  if (!checked.content) throw new ContentProblems(checked.problems);
  const { routes } = checked;
  const content = withBookingCtas(checked.content);
  const today = dayIn(content.site.timeZone, options.now);
  const nextDue = nextDueDay([...checked.leftOut, ...checked.landingLeftOut], today);
  const origin = siteOrigin(content, options.siteUrl);
  // The dev server serves public/ as it is: no image variants exist there.
  const images = import.meta.env.DEV ? {} : await imageManifest(options.publicDir);
  return { content, routes, origin, images, nextDue, heldBack: checked.heldBack };
}

export function siteData(): Promise<SiteData> {
  if (import.meta.env.DEV) return load();
  shared ??= load();
  return shared;
}
