/**
 * `npm run notify:settings`: writes supabase/functions/notify-leads/settings.json, the texts and
 * recipients of the site's e-mails taken from content/ (the Edge Function is deployed without
 * content/). Run before every deploy of the function (.github/workflows/notify-leads.yml does,
 * whenever main changes); the file is not committed, so it can never be stale in the repository.
 *
 *   npm run notify:settings                        for the site's address (SITE_URL, else site.yaml url)
 *   npm run notify:settings -- --site-url URL      links in e-mails point to URL instead
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkContent, type SiteOptions, siteOptions } from '../../src/content/index.ts';
import { formatProblem } from '../../src/content/problems.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';

export const SETTINGS_FILE = fileURLToPath(
  new URL('../../supabase/functions/notify-leads/settings.json', import.meta.url),
);

export function writeNotifySettings(
  siteUrl?: string,
  file = SETTINGS_FILE,
  overrides: Partial<SiteOptions> = {},
): string {
  const { content, problems } = checkContent(overrides);
  if (!content) throw new Error(`content/ has problems; fix them first:\n${problems.map(formatProblem).join('\n')}`);
  // The same address as the site's build (SITE_URL, else site.yaml): links in e-mails point
  // there, and the digest the build publishes is of these very settings.
  const settings = notifySettings(content, siteUrl ?? siteOptions(overrides).siteUrl ?? content.site.url);
  writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
  return file;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const at = process.argv.indexOf('--site-url');
  try {
    const file = writeNotifySettings(at > 0 ? process.argv[at + 1] : undefined);
    console.log(`✓ ${path.relative(process.cwd(), file)} written from content/.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
