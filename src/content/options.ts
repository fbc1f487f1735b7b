/**
 * The switches of a build, read from the environment here and nowhere else: the commands and
 * the page hooks call siteOptions() once and pass the result down.
 */
import path from 'node:path';

export interface SiteOptions {
  /** The content folder (CONTENT_DIR; tests and the bench read others). */
  contentDir: string;
  /** The folder of the site's static files (PUBLIC_DIR): pictures named in content must be there. */
  publicDir: string;
  /**
   * A preview build (PREVIEW=1, `npm run build:preview`: deploy previews): drafts and scheduled
   * posts and landing pages get pages too, labelled as such and kept out of search engines.
   */
  preview: boolean;
  /**
   * The moment the build takes as now (BUILD_NOW, an ISO 8601 time such as 2099-01-05T12:00:00Z;
   * default: the real time). With the time zone in site.yaml it decides which posts are
   * scheduled; tests and the review fix it.
   */
  now: Date;
  /** Canonical origin of the pages (SITE_URL, e.g. a deploy preview); default: `url` in site.yaml. */
  siteUrl?: string;
  /** Where the build writes (OUT_DIR, default dist): the site in <outDir>/client. */
  outDir: string;
  /** The Supabase project the forms send to (VITE_SUPABASE_URL): its origin goes in the security policy. */
  supabaseUrl?: string;
  /**
   * ADMIN_OUT_DIR: the editor is written there as a site of its own (for another origin, e.g.
   * admin.example.com) and left out of the public site.
   */
  adminOutDir?: string;
}

export function siteOptions(overrides: Partial<SiteOptions> = {}, env = process.env): SiteOptions {
  const now = env.BUILD_NOW ? new Date(env.BUILD_NOW) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`BUILD_NOW must be an ISO 8601 time, not "${env.BUILD_NOW}".`);
  return {
    contentDir: path.resolve(env.CONTENT_DIR ?? 'content'),
    publicDir: path.resolve(env.PUBLIC_DIR ?? 'public'),
    preview: env.PREVIEW === '1',
    now,
    siteUrl: env.SITE_URL || undefined,
    outDir: path.resolve(env.OUT_DIR ?? 'dist'),
    supabaseUrl: env.VITE_SUPABASE_URL || undefined,
    adminOutDir: env.ADMIN_OUT_DIR ? path.resolve(env.ADMIN_OUT_DIR) : undefined,
    ...overrides,
  };
}
