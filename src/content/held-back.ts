/**
 * Pictures the site must not publish yet: those that only entries left out of this build
 * (scheduled or draft posts and landing pages) show. A build leaves them out of the site, and the
 * build on the day the first of those entries goes live publishes them with it; a picture that
 * any published entry, or no content file at all (the code's own, a stylesheet's), shows stays.
 */
import type { ContentReference } from './check-yaml.ts';

/** The /images/… paths referred to only from `leftOutFiles` (files as the content names them). */
export function heldBackImages(references: readonly ContentReference[], leftOutFiles: ReadonlySet<string>): string[] {
  const shownBy = new Map<string, boolean>();
  for (const ref of references) {
    if (!ref.url.startsWith('/images/')) continue;
    const published = !leftOutFiles.has(ref.file);
    shownBy.set(ref.url, (shownBy.get(ref.url) ?? false) || published);
  }
  return [...shownBy]
    .filter(([, published]) => !published)
    .map(([url]) => url)
    .sort();
}
