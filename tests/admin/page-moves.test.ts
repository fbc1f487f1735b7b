// What a save carries beyond the entry's own file: its move to a new address, and the redirects
// the editor chose to add to content/redirects.yaml, written in the same commit.
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { plannedFiles, REDIRECTS_FILE, withRedirects } from '../../src/admin/page-moves.ts';
import { refusedRedirect } from '../../src/admin/redirect-offer.ts';

const redirects = fs.readFileSync('content/redirects.yaml', 'utf8');
const entry = { path: 'content/blog/old-name.md', slug: 'old-name', raw: '---\ntitle: x\n---\n' };

describe('withRedirects', () => {
  test('adds the redirect to the list and keeps the comments', () => {
    const text = withRedirects(redirects, [{ from: '/blog/old-name', to: '/blog/new-name' }]);
    expect(parse(text)).toEqual({ ...parse(redirects), redirects: [{ from: '/blog/old-name', to: '/blog/new-name' }] });
    expect(text.startsWith(redirects.slice(0, redirects.indexOf('redirects: ')))).toBe(true);
    const again = withRedirects(text, [{ from: '/a', to: '/b' }]);
    expect((parse(again) as { redirects: unknown[] }).redirects).toHaveLength(2);
  });

  test('never writes a redirect the content check would refuse: off the site, or over the site’s own files', () => {
    const refused = [
      { from: '/Admin', to: '/services' },
      { from: '/sitemap.xml', to: '/services' },
      { from: '/pagefind/x', to: '/services' },
      { from: '/old', to: '//evil.example' },
      { from: '/old/*', to: '/:splat' },
    ];
    for (const change of refused) expect(refusedRedirect(change), change.from).toBeDefined();
    expect(refusedRedirect({ from: '/blog/old-name', to: '/blog/new-name' })).toBeUndefined();
    const text = withRedirects(redirects, [...refused, { from: '/blog/old-name', to: '/blog/new-name' }]);
    expect((parse(text) as { redirects: unknown[] }).redirects).toEqual([
      { from: '/blog/old-name', to: '/blog/new-name' },
    ]);
  });
});

describe('plannedFiles', () => {
  test('the planned write moves the entry and writes the redirects with it', () => {
    const files = plannedFiles([entry], {
      path: entry.path,
      newPath: 'content/blog/new-name.md',
      redirects: 'redirects: []\n',
      collection: 'posts',
      newSlug: 'new-name',
    });
    expect(files).toEqual([
      { ...entry, newPath: 'content/blog/new-name.md' },
      { path: REDIRECTS_FILE, slug: 'redirects', raw: 'redirects: []\n' },
    ]);
  });

  test('the local backend moves only when every file names a new path: the redirects file names its own', () => {
    const plan = { path: entry.path, newPath: 'content/blog/new-name.md', redirects: 'x', collection: 'posts' };
    expect(plannedFiles([entry], plan, true).map((f) => f.newPath)).toEqual([
      'content/blog/new-name.md',
      REDIRECTS_FILE,
    ]);
  });

  test('another write is left as it is', () => {
    const plan = { path: 'content/blog/other.md', newPath: 'content/blog/x.md', collection: 'posts' };
    expect(plannedFiles([entry], plan)).toEqual([entry]);
    expect(plannedFiles([entry], undefined)).toEqual([entry]);
  });
});

describe('withRedirects after a move back', () => {
  test('the redirect that would hide the old address is replaced, and the comments stay', () => {
    const moved = withRedirects(redirects, [{ from: '/blog/a', to: '/blog/b' }]);
    const back = withRedirects(moved, [{ from: '/blog/b', to: '/blog/a' }]);
    expect(parse(back)).toEqual({ ...parse(redirects), redirects: [{ from: '/blog/b', to: '/blog/a' }] });
    expect(back.startsWith(redirects.slice(0, redirects.indexOf('redirects: ')))).toBe(true);
    // Saved without the redirect, the list is emptied, and written as an empty list.
    const emptied = withRedirects(moved, [{ from: '/blog/b', to: '/blog/a' }], false);
    expect(parse(emptied)).toEqual({ redirects: [], gone: [] });
    expect(emptied).toMatch(/^redirects: \[\]$/m);
  });
});

describe('plannedFiles with the entries a rename updates', () => {
  const landing = { path: 'content/landing/restaurant-automation.yaml', raw: 'title: x\n' };
  test('they are written with the entry and the redirects, in the same write', () => {
    const plan = { path: entry.path, redirects: 'redirects: []\n', collection: 'pages', also: [landing] };
    expect(plannedFiles([entry], plan)).toEqual([
      entry,
      { path: REDIRECTS_FILE, slug: 'redirects', raw: 'redirects: []\n' },
      { path: landing.path, slug: 'restaurant-automation', raw: landing.raw },
    ]);
  });

  test('on a move, the local backend is handed each at its own path, as it moves only when every file names one', () => {
    const plan = { path: entry.path, newPath: 'content/blog/new-name.md', collection: 'posts', also: [landing] };
    expect(plannedFiles([entry], plan, true).map((f) => f.newPath)).toEqual(['content/blog/new-name.md', landing.path]);
    expect(plannedFiles([entry], plan, false).map((f) => f.newPath)).toEqual(['content/blog/new-name.md', undefined]);
  });
});

describe('plannedFiles with an entry a rename moves', () => {
  const industries = { path: 'content/industries.yaml', slug: 'industries', raw: 'items: []\n' };
  const study = {
    path: 'content/case-studies/restaurants.yaml',
    raw: 'slug: restaurant-venues\n',
    newPath: 'content/case-studies/restaurant-venues.yaml',
  };
  const plan = { path: industries.path, collection: 'pages', redirects: 'redirects: []\n', also: [study] };

  test('a renamed industry’s case study is written at its old file and moved to its new one, in the same write', () => {
    expect(plannedFiles([industries], plan)).toEqual([
      industries,
      { path: REDIRECTS_FILE, slug: 'redirects', raw: 'redirects: []\n' },
      { ...study, slug: 'restaurants' },
    ]);
  });

  test('the local backend, which moves only when every file names a new path, is handed each other file at its own', () => {
    expect(plannedFiles([industries], plan, true).map((f) => [f.path, f.newPath])).toEqual([
      [industries.path, industries.path],
      [REDIRECTS_FILE, REDIRECTS_FILE],
      [study.path, study.newPath],
    ]);
  });
});
