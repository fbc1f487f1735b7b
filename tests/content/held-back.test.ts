/**
 * A picture only scheduled or draft entries show is not published before the first of them: the
 * check names it (heldBack), the build removes it and its variants from the site, and the build on
 * the day the post goes live publishes it with it.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { removeHeldBack } from '../../scripts/build/pictures.ts';
import { checkFixture, cleanupFixtures, post } from './fixture.ts';

afterAll(cleanupFixtures);
afterEach(() => {
  vi.unstubAllEnvs();
});

/** Noon in Chicago on 10 March 2025: the fixture's own posts are live. */
const NOON = '2025-03-10T17:00:00Z';
/** post() shows this picture; no other file of the fixture does. */
const PICTURE = '/images/blog/vibe-marketing-guide-2025.svg';

describe('heldBack', () => {
  it("names the picture of a scheduled post that nothing published shows, until the post's day", () => {
    vi.stubEnv('BUILD_NOW', NOON);
    const edits = { 'blog/upcoming.md': post('Upcoming', '2025-03-11') };
    expect(checkFixture(edits).heldBack).toEqual([PICTURE]);
    vi.stubEnv('BUILD_NOW', '2025-03-11T17:00:00Z');
    expect(checkFixture(edits).heldBack).toEqual([]);
  });

  it('names the picture of a draft, and not one a published post shows too', () => {
    vi.stubEnv('BUILD_NOW', NOON);
    const draft = post('Draft', '2025-03-01', 'draft: true\n');
    expect(checkFixture({ 'blog/draft.md': draft }).heldBack).toEqual([PICTURE]);
    const published = post('Out now', '2025-03-01');
    expect(checkFixture({ 'blog/draft.md': draft, 'blog/out-now.md': published }).heldBack).toEqual([]);
  });

  it('names nothing in a preview build, which shows scheduled posts', () => {
    vi.stubEnv('BUILD_NOW', NOON);
    vi.stubEnv('PREVIEW', '1');
    expect(checkFixture({ 'blog/upcoming.md': post('Upcoming', '2025-03-11') }).heldBack).toEqual([]);
  });
});

describe('removeHeldBack', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('removes the picture and its AVIF and WebP variants, and nothing else', () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'held-back-'));
    dirs.push(site);
    const files = [
      'images/blog/launch.jpg',
      'images/blog/launch-2.jpg',
      'images/blog/other.svg',
      'images/_r/blog/launch-640.avif',
      'images/_r/blog/launch-1280.webp',
      'images/_r/blog/launch-2-640.avif',
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), 'x');
    }
    const removed = removeHeldBack(site, ['/images/blog/launch.jpg', '/images/blog/missing.png', '/images/../x']);
    expect(removed).toEqual(['/images/blog/launch.jpg']);
    const left = readdirSync(path.join(site, 'images'), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.\w+$/.test(name))
      .map((name) => name.split(path.sep).join('/'))
      .sort();
    expect(left).toEqual(['_r/blog/launch-2-640.avif', 'blog/launch-2.jpg', 'blog/other.svg']);
  });
});
