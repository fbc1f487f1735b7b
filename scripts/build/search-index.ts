/**
 * The site search index: Pagefind reads the pre-rendered pages of the site folder and writes its
 * index into `<site>/pagefind/`, which the search page (/search) loads in pieces as the visitor
 * types. Only pages whose main content is marked `data-pagefind-body` are indexed (the kinds in
 * SEARCH_KINDS, src/content/routes.ts), so drafts and scheduled articles are found exactly when the
 * build has pages for them: in a preview build.
 *
 *   node scripts/build/search-index.ts <site folder>   index an already built site again
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';

/** The folder of the index inside the site, as the search page's script imports it. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Files Pagefind writes for its ready-made interfaces and its web worker: the search page has its
 * own interface and searches on its own thread (src/client/search.ts), so they are never loaded.
 */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)$/;

export interface SearchIndexFigures {
  pages: number;
  files: number;
  bytes: number;
  ms: number;
}

/** Indexes the built site in `siteDir`; throws with Pagefind's own words when it fails. */
export async function writeSearchIndex(siteDir: string): Promise<SearchIndexFigures> {
  const started = performance.now();
  const outputPath = path.join(siteDir, SEARCH_INDEX_DIR);
  rmSync(outputPath, { recursive: true, force: true });
  try {
    const created = await pagefind.createIndex();
    const index = created.index;
    if (!index) throw new Error(created.errors.join('; '));
    const added = await index.addDirectory({ path: siteDir });
    if (added.errors.length) throw new Error(added.errors.join('; '));
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(written.errors.join('; '));
    for (const file of readdirSync(outputPath)) if (UNUSED.test(file)) rmSync(path.join(outputPath, file));
    // addDirectory counts every page it read; the entry file, those it indexed.
    const pages = indexedPages(outputPath);
    if (pages === 0) throw new Error('no page is marked data-pagefind-body');
    return { pages, ...folderSize(outputPath), ms: performance.now() - started };
  } catch (error) {
    throw new Error(`The search index could not be built: ${(error as Error).message}`);
  } finally {
    // Pagefind runs as a process of its own: ended here, or it would keep the build alive.
    await pagefind.close();
  }
}

/** How many pages the index holds, over all its languages. */
function indexedPages(outputPath: string): number {
  const entry = JSON.parse(readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const siteDir = process.argv[2];
  if (!siteDir) {
    console.error('Usage: node scripts/build/search-index.ts <site folder, e.g. dist/client>');
    process.exit(2);
  }
  const figures = await writeSearchIndex(siteDir);
  // One JSON line: the bench reads it.
  console.log(JSON.stringify(figures));
}
