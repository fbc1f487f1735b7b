/**
 * The site's time zone (site.yaml's timeZone), the owner's clock for the tools: read from
 * site.yaml alone, checked by its schema, so a tool that prints a few times does not load every
 * page's content first (about 0.7 s of `npm run contacts` otherwise). UTC while site.yaml cannot
 * be read or is invalid; `npm run check` reports why.
 */
import path from 'node:path';
import { readContentFile } from './disk.ts';
import { type SiteOptions, siteOptions } from './options.ts';
import { siteSchema } from './schemas/site.ts';
import { parseYamlSource } from './source.ts';

export function siteTimeZone(overrides: Partial<SiteOptions> = {}): string {
  const file = path.join(siteOptions(overrides).contentDir, 'site.yaml');
  try {
    const parsed = siteSchema.safeParse(parseYamlSource(file, readContentFile(file)).data);
    return parsed.success ? parsed.data.timeZone : 'UTC';
  } catch {
    return 'UTC'; // no site.yaml
  }
}
