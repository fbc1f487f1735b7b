/**
 * The search index step (scripts/build/search-index.ts) with Pagefind's real binary, on a tiny
 * site folder: only pages marked for search are indexed, under their own addresses; the
 * interface bundles the site does not use are not shipped; an index of nothing fails the build.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexBuiltSite, startSearchIndex } from '../../scripts/build/search-index.ts';
import { readSearchIndex } from './search-index.ts';

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en-US"><head><title>t</title></head><body><header>Menu words</header>${body}<footer>Footer words</footer></body></html>`;

function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  temps.push(dir);
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

describe('the search index of a built site', () => {
  it('holds the marked pages only, under their addresses, with their main content and kind', async () => {
    const dir = site({
      'blog/a-post/index.html': page(
        '<main data-pagefind-body data-pagefind-meta="kind:Article"><h1>Pelicans</h1><p>Pelicans fish together.</p></main>',
      ),
      'contact/index.html': page('<main><h1>Contact</h1><p>Pelicans welcome.</p></main>'),
    });
    const figures = await indexBuiltSite(dir);
    expect(figures.pages).toBe(1);
    const [indexed, ...others] = readSearchIndex(dir);
    expect(others).toEqual([]);
    expect(indexed).toMatchObject({ url: '/blog/a-post', meta: { title: 'Pelicans', kind: 'Article' } });
    expect(indexed!.content).toContain('Pelicans fish together.');
    expect(indexed!.content).not.toMatch(/Menu words|Footer words/);
    // What the search page loads is there; Pagefind's ready-made interfaces and worker are not.
    const files = readdirSync(path.join(dir, 'pagefind'));
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json']));
    expect(files.filter((f) => /ui|highlight|worker/.test(f))).toEqual([]);
  });

  it('fails the build, naming why, when it was given no page to index', async () => {
    const dir = site({ 'index.html': page('<main><h1>Home</h1></main>') });
    await expect(startSearchIndex().write(dir)).rejects.toThrow(
      'The search index could not be built: no page to index (pages of the kinds in SEARCH_KINDS, src/content/routes.ts)',
    );
  });

  it('the CLI hands Pagefind only the pages marked for search', async () => {
    const dir = site({
      'index.html': page('<main><h1>Home</h1><p>Herons</p></main>'),
      'about/index.html': page('<main data-pagefind-body><h1>About</h1><p>Herons too.</p></main>'),
    });
    await indexBuiltSite(dir);
    expect(readSearchIndex(dir).map((p) => p.url)).toEqual(['/about']);
  });
});
