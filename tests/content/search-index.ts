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
