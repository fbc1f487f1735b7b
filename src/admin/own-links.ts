/**
 * A save from /admin writes every link to the site's own address as its path (../content/own-links.ts
 * says why): text pasted from a page of the site carries `http://localhost:49100/services` or
 * `https://www.example.com/services`, which the file then stores as `/services`, and the check
 * before saving judges as a page of this site ("Did you mean /services?"). Own addresses: this
 * computer (any port), the page /admin is open on (the local site, a deploy preview or the live
 * site), and the site's address in Site settings and in the editor's configuration.
 */
import type { z } from 'zod';
import { valuesWithPaths } from '../content/own-links.ts';
import { findLinksAndImages } from '../content/walk.ts';

/** The site's own addresses, as far as the editor knows them (the empty ones left out). */
export function ownOrigins(...origins: (string | undefined)[]): string[] {
  return origins.filter((origin): origin is string => typeof origin === 'string' && /^https?:\/\//.test(origin));
}

/**
 * An entry's values with its own links as paths: inside every Markdown text, and as the whole
 * value of the fields the schema calls links or pictures.
 */
export function ownLinksAsPaths<T extends Record<string, unknown>>(
  schema: z.core.$ZodType,
  values: T,
  origins: readonly string[],
): T {
  const fields = new Set(
    findLinksAndImages(schema, values)
      .filter((found) => found.kind !== 'slip')
      .map((found) => found.path.join('\u0000')),
  );
  return valuesWithPaths(values, origins, (path) => fields.has(path.join('\u0000')));
}
