/**
 * The files beside the pages, written from the same page data when Vike starts pre-rendering
 * (src/pages/+onPrerenderStart.ts): sitemap.xml, robots.txt, rss.xml, the security headers, the
 * redirects (_redirects, and in vercel.json), the
 * texts the editor's previews use and the digest of the e-mail settings. The pictures are made
 * beside Vike's build (./pictures.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PreviewData } from '../../src/admin/previews.tsx';
import type { SiteOptions } from '../../src/content/options.ts';
import { hostRules, redirectsFileText } from '../../src/content/redirect-hosts.ts';
import { SITE_FILES, type SiteFile } from '../../src/content/routes.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';
import { robotsTxt, rssXml, sitemapXml } from '../../src/lib/site-files.ts';
import { ADMIN_DIR } from '../../src/lib/site-paths.ts';
import type { SiteData } from '../../src/pages/types.ts';
import type { BuildInfo } from '../../supabase/functions/_shared/notify/build-info.ts';
import { settingsDigest } from '../../supabase/functions/_shared/notify/settings-digest.ts';
import { writeSecurityHeaders } from './headers.ts';

export async function writeSiteFiles(data: SiteData, options: SiteOptions): Promise<void> {
  const { content, routes, origin, images } = data;
  const siteDir = path.join(options.outDir, 'client');
  if (!options.supabaseUrl) throw new Error('VITE_SUPABASE_URL is not set: the security policy needs its origin.');
  // At the addresses of the route table's SITE_FILES, which no redirect may take.
  const at = (file: SiteFile) => path.join(siteDir, file.path.slice(1));
  writeFileSync(at(SITE_FILES.sitemap), sitemapXml(routes, origin));
  writeFileSync(at(SITE_FILES.robots), robotsTxt(origin));
  writeFileSync(at(SITE_FILES.feed), rssXml(content, origin));
  // Which e-mail settings this content makes, as a digest (never the settings: they name the
  // owner's inboxes): notify-leads's health check reports a deployed function that differs.
  const digest = await settingsDigest(notifySettings(content, origin));
  writeFileSync(at(SITE_FILES.settingsDigest), `${JSON.stringify({ sha256: digest })}\n`);
  // When this build was made and the next day it must be made again (a scheduled entry becomes
  // due): the health check reports a site whose next build did not come.
  const info: BuildInfo = {
    builtAt: options.now.toISOString(),
    nextDue: data.nextDue ?? null,
    timeZone: content.site.timeZone,
  };
  writeFileSync(at(SITE_FILES.buildInfo), `${JSON.stringify(info)}\n`);
  // One list of rules for every host: _redirects (Netlify, Cloudflare Pages, the local server)
  // and the redirects of vercel.json.
  const redirects = hostRules(content.redirects);
  writeFileSync(at(SITE_FILES.redirects), redirectsFileText(redirects));
  writeSecurityHeaders(siteDir, content, {
    supabaseUrl: options.supabaseUrl,
    pagePaths: routes.map((r) => r.path),
    editor: !options.adminOutDir,
    redirects,
  });

  // The editor's previews draw pages from the same content (scripts/build/admin.ts adds the stylesheet).
  const preview: Omit<PreviewData, 'siteCss'> & { title: string } = {
    title: `Editor · ${content.site.company.name}`,
    content,
    images,
  };
  mkdirSync(path.join(siteDir, ADMIN_DIR), { recursive: true });
  // Without the entries' file names: the editor draws no page from them, and the folder they lie
  // in on the building machine would make the file differ from one machine to the next.
  const json = JSON.stringify(preview, (key, value) => (key === 'file' ? undefined : value));
  writeFileSync(path.join(siteDir, ADMIN_DIR, 'preview-data.json'), json);

  console.log('Site files written: sitemap, robots.txt, feed, headers, redirects.');
}
