/**
 * The search index of `npm start`'s renderer (./incremental.ts), kept in step with the pages it
 * renders again: it holds what Pagefind reads of each indexed page (./vike-channel.ts,
 * searchDocument), replaces the entries of the pages an edit changed, and writes a whole new index
 * beside the served one, which then takes its place at once (a folder swap; the old one is
 * removed in the background). Pagefind cannot take a page out of an index, so the index is made
 * afresh, from the kept entries, not from the pages on disk: after the pages are served, and never
 * two at once (a change while one is written is indexed right after it).
 */
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { listPageFiles, urlPathForFile } from '../../src/lib/site-paths.ts';
import { indexedPages, SEARCH_INDEX_DIR, UNUSED } from './search-index.ts';
import { searchDocument } from './vike-channel.ts';

/** Whether Pagefind indexes this page: only the main content of the kinds search finds is marked. */
export const isSearchable = (html: string) => html.includes('data-pagefind-body');

export interface LiveSearchIndex {
  /** Takes in a page rendered again (its route path and HTML), or a page removed (html null). */
  set(url: string, html: string | null): void;
  /** Writes a new index if an entry changed since the last; resolves with its page count, or null. */
  refresh(): Promise<number | null>;
  close(): Promise<void>;
}

/** Starts from the indexed pages of the served site. */
export function liveSearchIndex(siteDir: string): LiveSearchIndex {
  const documents = new Map<string, string>();
  for (const file of listPageFiles(siteDir)) {
    const html = readFileSync(path.join(siteDir, file), 'utf8');
    if (isSearchable(html)) documents.set(urlPathForFile(file), searchDocument(html));
  }
  let dirty = false;
  let writing: Promise<number | null> | undefined;

  async function write(): Promise<number> {
    dirty = false;
    const { index, errors } = await pagefind.createIndex();
    if (!index) throw new Error(errors.join('; '));
    try {
      const added = await Promise.all([...documents].map(([url, content]) => index.addHTMLFile({ url, content })));
      const failed = added.flatMap((a) => a.errors);
      if (failed.length) throw new Error(failed.join('; '));
      const next = path.join(siteDir, `.${SEARCH_INDEX_DIR}-next`);
      await rm(next, { recursive: true, force: true });
      const written = await index.writeFiles({ outputPath: next });
      if (written.errors.length) throw new Error(written.errors.join('; '));
      await Promise.all(
        readdirSync(next)
          .filter((f) => UNUSED.test(f))
          .map((f) => rm(path.join(next, f))),
      );
      const served = path.join(siteDir, SEARCH_INDEX_DIR);
      const old = path.join(siteDir, `.${SEARCH_INDEX_DIR}-old-${Date.now()}`);
      if (existsSync(served)) renameSync(served, old);
      renameSync(next, served);
      void rm(old, { recursive: true, force: true });
      return indexedPages(served);
    } finally {
      await index.deleteIndex();
    }
  }

  return {
    set(url, html) {
      const before = documents.get(url);
      if (html !== null && isSearchable(html)) documents.set(url, searchDocument(html));
      else documents.delete(url);
      if (documents.get(url) !== before) dirty = true;
    },
    async refresh() {
      // One index at a time: a refresh asked for meanwhile writes after the one under way.
      while (writing) await writing.catch(() => {});
      if (!dirty) return null;
      writing = write().finally(() => {
        writing = undefined;
      });
      return writing;
    },
    close: async () => void (await pagefind.close()),
  };
}
