/**
 * Reads the pages a built site's search index holds (Pagefind's fragments: gzip, then a
 * `pagefind_dcd` signature, then JSON), for tests that check what search finds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

export interface IndexedPage {
  url: string;
  content: string;
  meta: Record<string, string>;
}

const SIGNATURE = 'pagefind_dcd';

export function readSearchIndex(siteDir: string): IndexedPage[] {
  const dir = path.join(siteDir, 'pagefind', 'fragment');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => gunzipSync(readFileSync(path.join(dir, file))).toString('utf8'))
    .map((text) => {
      if (!text.startsWith(SIGNATURE)) throw new Error('not a Pagefind fragment');
      return JSON.parse(text.slice(SIGNATURE.length)) as IndexedPage;
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * Words of a text (a page in the index, an excerpt) where two seem to run together: a lower-case
 * letter then a capital or a figure, a figure then a capital ("booking24/7Guests"). Code (a dot or a bracket inside) and
 * names written that way are not.
 */
export function joinedWords(text: string): string[] {
  const NAMES = new Set(['WhatsApp', 'SaaS']);
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^\p{P}+|\p{P}+$/gu, ''))
    .filter((word) => !NAMES.has(word) && !/[.(]/.test(word))
    .filter((word) => /\p{Ll}[\p{Lu}\d]|[\d%]\p{Lu}/u.test(word));
}
