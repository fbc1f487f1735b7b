/**
 * The shape of checked content, apart from the pipeline that makes it (./index.ts), so that the
 * route table (./routes.ts), which that pipeline calls, names it without importing it back.
 */
import type { LandingPage, Post, SiteContent } from './load.ts';

/**
 * Where a valid post stands on the day of the build: live, scheduled (dated after that day in
 * the site's time zone), or a draft. Only live posts reach the live site.
 */
export type PostStatus = 'live' | 'scheduled' | 'draft';
export type SitePost = Post & { status: PostStatus };
/** A landing page this build publishes, with where it stands (like a post: draft/date). */
export type SiteLanding = LandingPage & {
  status: PostStatus;
  /** Whether its experiment runs on the day of the build (absent: it shows its own or kept variant). */
  experimentRuns?: boolean;
};
/** The home page's copy, with whether its hero's experiment runs on the day of the build (like a landing page's). */
export type SiteHome = SiteContent['home'] & { experimentRuns?: boolean };
/**
 * The content the pages are made of: its posts and landing pages are those this build publishes,
 * each with its status.
 */
export type CheckedContent = Omit<SiteContent, 'posts' | 'landing' | 'home'> & {
  posts: SitePost[];
  landing: SiteLanding[];
  home: SiteHome;
};
