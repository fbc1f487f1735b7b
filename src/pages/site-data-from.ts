/**
 * The site's data (./types.ts) made from a content check: what ./site-data.ts gives every page of
 * a build, and what `npm start`'s renderer (scripts/build/incremental.ts) makes after each saved
 * change and hands to the pages it renders again (GIVEN_SITE_DATA). Plain TypeScript that reads
 * none of Vite's variables, so Node runs it outside Vite.
 */
import { nextDueDay } from '../../supabase/functions/_shared/notify/build-info.ts';
import { dayIn } from '../content/day.ts';
import type { ImageManifest } from '../content/images.ts';
import { type CheckResult, ContentProblems, type SiteOptions } from '../content/index.ts';
import { withBookingCtas } from '../lib/booking.ts';
import { siteOrigin } from '../lib/seo.ts';
import type { SiteData } from './types.ts';

/** Where a renderer of the built server bundle puts the site data its pages are to show. */
export const GIVEN_SITE_DATA = Symbol.for('lakeshore.given-site-data');

/** The site data of a check; throws ContentProblems when the content has problems. */
export function siteDataFrom(checked: CheckResult, options: SiteOptions, images: ImageManifest): SiteData {
  if (!checked.content) throw new ContentProblems(checked.problems);
  const content = withBookingCtas(checked.content);
  const today = dayIn(content.site.timeZone, options.now);
  const nextDue = nextDueDay([...checked.leftOut, ...checked.landingLeftOut], today);
  const origin = siteOrigin(content, options.siteUrl);
  return { content, routes: checked.routes, origin, images, nextDue, heldBack: checked.heldBack };
}
