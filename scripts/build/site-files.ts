/**
 * The files beside the pages, written from the same page data when Vike starts pre-rendering
 * (src/pages/+onPrerenderStart.ts): sitemap.xml, robots.txt, rss.xml, the security headers, the
 * texts the editor's previews use, and the pictures (variants, social PNGs, optimised SVGs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PreviewData } from '../../src/admin/previews.tsx';
import type { SiteOptions } from '../../src/content/options.ts';
import { robotsTxt, rssXml, sitemapXml } from '../../src/lib/site-files.ts';
import { ADMIN_DIR } from '../../src/lib/site-paths.ts';
import type { SiteData } from '../../src/pages/types.ts';
import { writeSecurityHeaders } from './headers.ts';
import { optimizeSvgs, stripRasterMetadata, writeSocialImages, writeVariants } from './images.ts';

export async function writeSiteFiles(data: SiteData, options: SiteOptions): Promise<void> {
  const { content, routes, origin, images } = data;
  const siteDir = path.join(options.outDir, 'client');
  if (!options.supabaseUrl) throw new Error('VITE_SUPABASE_URL is not set: the security policy needs its origin.');
  writeFileSync(path.join(siteDir, 'sitemap.xml'), sitemapXml(routes, origin));
  writeFileSync(path.join(siteDir, 'robots.txt'), robotsTxt(origin));
  writeFileSync(path.join(siteDir, 'rss.xml'), rssXml(content, origin));
  writeSecurityHeaders(siteDir, content, {
    supabaseUrl: options.supabaseUrl,
    pagePaths: routes.map((r) => r.path),
    editor: !options.adminOutDir,
  });

  // The editor's previews draw pages from the same content (scripts/build/admin.ts adds the stylesheet).
  const preview: Omit<PreviewData, 'siteCss'> & { title: string } = {
    title: `Editor · ${content.site.company.name}`,
    content,
    images,
  };
  mkdirSync(path.join(siteDir, ADMIN_DIR), { recursive: true });
  writeFileSync(path.join(siteDir, ADMIN_DIR, 'preview-data.json'), JSON.stringify(preview));

  const variants = await writeVariants(siteDir, options.publicDir, images);
  // Social networks do not accept SVG previews: these get a 1200×630 PNG beside them.
  const social = await writeSocialImages(siteDir, [
    content.site.seo.defaultImage,
    ...content.posts.map((p) => p.image),
    ...content.caseStudies.map((c) => c.image),
  ]);
  const svgs = await optimizeSvgs(siteDir);
  const stripped = await stripRasterMetadata(siteDir);
  for (const warning of svgs.warnings) console.warn(`  ! ${warning}`);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `Site files written: sitemap, robots.txt, feed, headers; ${Object.keys(images).length} raster images (${variants} encoded afresh), ${social.length} social PNGs, ${svgs.count} SVGs ${kb(svgs.before)} → ${kb(svgs.after)}${stripped.length ? `; camera data removed from ${stripped.length} pictures` : ''}.`,
  );
}
