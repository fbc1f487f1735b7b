/**
 * Scheduled posts and drafts in the built site, with a fixed clock: `npm run build` leaves them
 * out everywhere (page, blog index, previous/next links, sitemap, feed); `npm run build:preview`
 * gives them pages with a visible label and noindex, still out of the sitemap and feed. Site search
 * finds them exactly when they have pages: in a preview.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLinks, formatLinkProblem } from '../../scripts/checks/links.ts';
import { runScript } from './cli.ts';
import { cleanupFixtures, post, REPO_ROOT, replaceOnce, withFixture } from './fixture.ts';
import { readSearchIndex } from './search-index.ts';

const OUT_PARENT = path.join(REPO_ROOT, 'tests/content/.tmp');
const outDirs: string[] = [];
afterAll(() => {
  cleanupFixtures();
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
  if (existsSync(OUT_PARENT) && readdirSync(OUT_PARENT).length === 0) rmSync(OUT_PARENT, { recursive: true });
});

/** Noon in Chicago on 4 January 2099: "Upcoming" (5 January) is scheduled. */
const BUILD_NOW = '2099-01-04T18:00:00Z';
const NOINDEX = '<meta name="robots" content="noindex, follow"/>';

function build(args: string[]) {
  const contentDir = withFixture({
    'blog/upcoming.md': post('Upcoming', '2099-01-05', 'previous: "vibe-coding"\n'),
    'blog/vibe-coding.md': replaceOnce('previous: "first-steps"', 'previous: "first-steps"\nnext: "upcoming"'),
    'blog/half-written.md': post('Half written', '2025-02-01', 'draft: true\n'),
  });
  mkdirSync(OUT_PARENT, { recursive: true });
  const out = mkdtempSync(path.join(OUT_PARENT, 'scheduled-'));
  outDirs.push(out);
  const r = runScript(
    'scripts/build/site.ts',
    {
      CONTENT_DIR: contentDir,
      OUT_DIR: path.relative(REPO_ROOT, out),
      BUILD_NOW,
      VITE_SUPABASE_URL: 'http://127.0.0.1:9',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_test',
    },
    args,
    180_000,
  );
  expect(r.status, r.stderr + r.stdout).toBe(0);
  const dist = path.join(out, 'client');
  expect(checkLinks(dist).problems.map(formatLinkProblem)).toEqual([]);
  const site = (file: string) =>
    existsSync(path.join(dist, file)) ? readFileSync(path.join(dist, file), 'utf8') : undefined;
  /** Every page and feed of the build that mentions `text`. */
  site.mentioning = (text: string) =>
    readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(html|xml|json|txt)$/.test(file) && site(file)!.includes(text),
    );
  site.searchIndex = () => readSearchIndex(dist).map((page) => page.url);
  return site;
}

describe('a scheduled post and a draft in the built site', { timeout: 200_000 }, () => {
  it('npm run build leaves both out everywhere', () => {
    const site = build([]);
    expect(site('blog/upcoming/index.html')).toBeUndefined();
    expect(site('blog/half-written/index.html')).toBeUndefined();
    expect(site('blog/index.html')).toContain('/blog/vibe-coding');
    expect(site('blog/index.html')).not.toMatch(/upcoming|Half written/);
    // The post before it links back to the blog until the scheduled one is live.
    expect(site('blog/vibe-coding/index.html')).not.toContain('/blog/upcoming');
    expect(site('sitemap.xml')).not.toMatch(/upcoming|half-written/);
    expect(site('rss.xml')).not.toMatch(/upcoming|half-written/);
    // Nor anywhere else: no other page, card, related-posts list or feed names them.
    expect(site.mentioning('/blog/vibe-coding').length).toBeGreaterThan(3);
    for (const text of ['/blog/upcoming', 'Upcoming', '/blog/half-written', 'Half written']) {
      expect(site.mentioning(text), text).toEqual([]);
    }
    // The build says when it was made and when it must be made again: the day the post is due.
    expect(JSON.parse(site('build-info.json')!)).toEqual({
      builtAt: '2099-01-04T18:00:00.000Z',
      nextDue: '2099-01-05',
      timeZone: 'America/Chicago',
    });
    // The picture only they show is not published before them (the live posts' pictures are).
    expect(site('images/blog/vibe-marketing-guide-2025.svg')).toBeUndefined();
    expect(site('images/blog/ai-automation-guide-2025.svg')).toContain('<svg');
    // Search does not find them either.
    expect(site.searchIndex()).toContain('/blog/vibe-coding');
    expect(site.searchIndex().filter((url) => /upcoming|half-written/.test(url))).toEqual([]);
  });

  it('npm run build:preview shows both, labelled and noindex, and keeps them from the sitemap and feed', () => {
    const site = build(['--preview']);
    const upcoming = site('blog/upcoming/index.html')!;
    expect(upcoming).toContain('<span class="rounded-full bg-amber-100');
    expect(upcoming).toMatch(/data-post-status="scheduled">Scheduled for January 5, 2099<\/span>/);
    expect(upcoming).toContain(NOINDEX);
    const draft = site('blog/half-written/index.html')!;
    expect(draft).toMatch(/data-post-status="draft">Draft<\/span>/);
    expect(draft).toContain(NOINDEX);
    const index = site('blog/index.html')!;
    expect(index).toMatch(/data-post-status="scheduled">Scheduled for January 5, 2099</);
    expect(index).toMatch(/data-post-status="draft">Draft</);
    expect(index).not.toContain(NOINDEX);
    // Live posts carry no label and stay indexable.
    const live = site('blog/vibe-coding/index.html')!;
    expect(live).not.toContain('data-post-status');
    expect(live).not.toContain(NOINDEX);
    expect(live).toContain('href="/blog/upcoming"');
    expect(site('images/blog/vibe-marketing-guide-2025.svg')).toContain('<svg');
    expect(site('sitemap.xml')).not.toMatch(/upcoming|half-written/);
    expect(site('rss.xml')).not.toMatch(/upcoming|half-written/);
    // The preview's search finds them, as it finds the live ones.
    expect(site.searchIndex()).toEqual(
      expect.arrayContaining(['/blog/upcoming', '/blog/half-written', '/blog/vibe-coding']),
    );
  });
});
