/**
 * The site search index: Pagefind (its Node API) indexes the pre-rendered pages and writes the
 * index into `<site>/pagefind/`, which the search page (/search) loads in pieces as the visitor
 * types. Only a page whose main content is marked `data-pagefind-body` is indexed (the kinds in
 * SEARCH_KINDS, src/content/routes.ts), so drafts and scheduled articles are found exactly when the
 * build has pages for them: in a preview build.
 *
 * During `npm run build` the pages come as Vike renders them (./vike-channel.ts), and Pagefind,
 * a process of its own, indexes them on the machine's other core meanwhile: indexing the written
 * pages afterwards instead added 68 % to the cold build at 1,000 articles (10.8 → 18.2 s, medians
 * of three alternating builds on a busy 2-core machine), against a budget of 15 %.
 *
 *   node scripts/build/search-index.ts <site folder>   index a built site's pages afresh
 *                                                      (prints the figures as JSON: the bench)
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';
import { listPageFiles, urlPathForFile } from '../../src/lib/site-paths.ts';
import { searchDocument } from './vike-channel.ts';

/** The folder of the index inside the site, as the search page's script imports it. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Files Pagefind writes for its ready-made interfaces and its web worker: the search page has its
 * own interface and searches on its own thread (src/client/search.ts), so they are never loaded.
 */
export const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)$/;

export interface SearchIndexFigures {
  pages: number;
  files: number;
  bytes: number;
  /** From the first page added to the index written. */
  ms: number;
}

export interface SearchIndexBuild {
  /** Adds a rendered page (its address, its whole HTML); Pagefind indexes it meanwhile. */
  add(url: string, html: string): void;
  /** Writes the index of every page added into the site folder; throws with Pagefind's own words. */
  write(siteDir: string): Promise<SearchIndexFigures>;
  /** Stops Pagefind without writing anything (the build failed). */
  abandon(): Promise<void>;
}

export function startSearchIndex(): SearchIndexBuild {
  const started = performance.now();
  const index = pagefind.createIndex().then(({ index, errors }) => {
    if (!index) throw new Error(errors.join('; '));
    return index;
  });
  // Pagefind failing to start is reported by write(), not as an unhandled rejection meanwhile.
  index.catch(() => {});
  // Collected, not thrown: a failure is reported once, when the index is written.
  const problems: string[] = [];
  const adding: Promise<void>[] = [];
  return {
    add(url, html) {
      adding.push(
        index
          .then((i) => i.addHTMLFile({ url, content: html }))
          .then(({ errors }) => void problems.push(...errors.map((e) => `${url}: ${e}`)))
          .catch((error: Error) => void problems.push(`${url}: ${error.message}`)),
      );
    },
    async write(siteDir) {
      try {
        await Promise.all(adding);
        if (problems.length) throw new Error(problems.join('; '));
        const figures = await writeIndex(await index, siteDir);
        return { ...figures, ms: performance.now() - started };
      } catch (error) {
        throw new Error(`The search index could not be built: ${(error as Error).message}`);
      } finally {
        // Pagefind runs as a process of its own: ended here, or it would keep the build alive.
        await pagefind.close();
      }
    },
    abandon: async () => void (await pagefind.close()),
  };
}

async function writeIndex(index: pagefind.PagefindIndex, siteDir: string): Promise<Omit<SearchIndexFigures, 'ms'>> {
  const outputPath = path.join(siteDir, SEARCH_INDEX_DIR);
  rmSync(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(written.errors.join('; '));
  for (const file of readdirSync(outputPath)) if (UNUSED.test(file)) rmSync(path.join(outputPath, file));
  const pages = indexedPages(outputPath);
  if (pages === 0) throw new Error('no page to index (pages of the kinds in SEARCH_KINDS, src/content/routes.ts)');
  return { pages, ...folderSize(outputPath) };
}

/** How many pages the index holds, over all its languages. */
export function indexedPages(outputPath: string): number {
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

/** Indexes the pages of a built site afresh, read from its folder, as the build does. */
export async function indexBuiltSite(siteDir: string): Promise<SearchIndexFigures> {
  const search = startSearchIndex();
  for (const file of listPageFiles(siteDir)) {
    const html = readFileSync(path.join(siteDir, file), 'utf8');
    if (html.includes('data-pagefind-body')) search.add(urlPathForFile(file), searchDocument(html));
  }
  return search.write(siteDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const siteDir = process.argv[2];
  if (!siteDir) {
    console.error('Usage: node scripts/build/search-index.ts <site folder, e.g. dist/client>');
    process.exit(2);
  }
  // One JSON line: the bench reads it.
  console.log(JSON.stringify(await indexBuiltSite(siteDir)));
}
