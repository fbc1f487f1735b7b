/**
 * Scheduled posts and drafts in the built site, with a fixed clock: `npm run build` leaves them
 * out everywhere (page, blog index, previous/next links, sitemap, feed); `npm run build:preview`
 * gives them pages with a visible label and noindex, still out of the sitemap and feed. Site search
 * finds them exactly when they have pages: in a preview.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLinks, formatLinkProblem } from '../../scripts/checks/links.ts';
import { readSearchIndex } from './search-index.ts';
import { type BuildRun, sharedBuilds } from './shared-build.ts';

const NOINDEX = '<meta name="robots" content="noindex, follow"/>';

/**
 * One of the run's shared builds of the fixture (tests/content/shared-build.ts), whose input has
 * "Upcoming" due on 5 January 2099 (linked as next from "vibe-coding"), a draft "Half written",
 * and the clock at noon in Chicago on 4 January 2099.
 */
function site(kind: 'live' | 'preview') {
  const build: BuildRun = sharedBuilds()[kind];
  expect(build.status, build.stderr + build.stdout).toBe(0);
  const dist = build.dist;
  expect(checkLinks(dist).problems.map(formatLinkProblem)).toEqual([]);
  const read = (file: string) =>
    existsSync(path.join(dist, file)) ? readFileSync(path.join(dist, file), 'utf8') : undefined;
  /** Every page and feed of the build that mentions `text`. */
  read.mentioning = (text: string) =>
    readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(html|xml|json|txt)$/.test(file) && read(file)!.includes(text),
    );
  read.searchIndex = () => readSearchIndex(dist).map((page) => page.url);
  return read;
}

describe('a scheduled post and a draft in the built site', () => {
  it('npm run build leaves both out everywhere', () => {
    const built = site('live');
    expect(built('blog/upcoming/index.html')).toBeUndefined();
    expect(built('blog/half-written/index.html')).toBeUndefined();
    expect(built('blog/index.html')).toContain('/blog/vibe-coding');
    expect(built('blog/index.html')).not.toMatch(/upcoming|Half written/);
    // The post before it links back to the blog until the scheduled one is live.
    expect(built('blog/vibe-coding/index.html')).not.toContain('/blog/upcoming');
    expect(built('sitemap.xml')).not.toMatch(/upcoming|half-written/);
    expect(built('rss.xml')).not.toMatch(/upcoming|half-written/);
    // Nor anywhere else: no other page, card, related-posts list or feed names them.
    expect(built.mentioning('/blog/vibe-coding').length).toBeGreaterThan(3);
    for (const text of ['/blog/upcoming', 'Upcoming', '/blog/half-written', 'Half written']) {
      expect(built.mentioning(text), text).toEqual([]);
    }
    // The build says when it was made and when it must be made again: the day the post is due.
    expect(JSON.parse(built('build-info.json')!)).toEqual({
      builtAt: '2099-01-04T18:00:00.000Z',
      nextDue: '2099-01-05',
      timeZone: 'America/Chicago',
    });
    // The picture only they show is not published before them (the live posts' pictures are).
    expect(built('images/blog/vibe-marketing-guide-2025.svg')).toBeUndefined();
    expect(built('images/blog/ai-automation-guide-2025.svg')).toContain('<svg');
    // Search does not find them either.
    expect(built.searchIndex()).toContain('/blog/vibe-coding');
    expect(built.searchIndex().filter((url) => /upcoming|half-written/.test(url))).toEqual([]);
  });

  it('npm run build:preview shows both, labelled and noindex, and keeps them from the sitemap and feed', () => {
    const built = site('preview');
    const upcoming = built('blog/upcoming/index.html')!;
    expect(upcoming).toContain('<span class="rounded-full bg-amber-100');
    expect(upcoming).toMatch(/data-post-status="scheduled">Scheduled for January 5, 2099<\/span>/);
    expect(upcoming).toContain(NOINDEX);
    const draft = built('blog/half-written/index.html')!;
    expect(draft).toMatch(/data-post-status="draft">Draft<\/span>/);
    expect(draft).toContain(NOINDEX);
    const index = built('blog/index.html')!;
    expect(index).toMatch(/data-post-status="scheduled">Scheduled for January 5, 2099</);
    expect(index).toMatch(/data-post-status="draft">Draft</);
    expect(index).not.toContain(NOINDEX);
    // Live posts carry no label and stay indexable.
    const live = built('blog/vibe-coding/index.html')!;
    expect(live).not.toContain('data-post-status');
    expect(live).not.toContain(NOINDEX);
    expect(live).toContain('href="/blog/upcoming"');
    expect(built('images/blog/vibe-marketing-guide-2025.svg')).toContain('<svg');
    expect(built('sitemap.xml')).not.toMatch(/upcoming|half-written/);
    expect(built('rss.xml')).not.toMatch(/upcoming|half-written/);
    // The preview's search finds them, as it finds the live ones.
    expect(built.searchIndex()).toEqual(
      expect.arrayContaining(['/blog/upcoming', '/blog/half-written', '/blog/vibe-coding']),
    );
  });
});
