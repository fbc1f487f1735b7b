/**
 * Scheduled posts: a post dated after the day of the build (in the time zone of site.yaml) is
 * valid, left out of a live build everywhere, and shown (labelled, noindex) by a preview build.
 * Every test fixes the clock; none reads the real date.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { dayIn } from '../../src/content/day.ts';
import { rssXml, sitemapXml } from '../../src/lib/site-files.ts';
import { checkFixture, cleanupFixtures, positionOf, post, replaceOnce } from './fixture.ts';

afterAll(cleanupFixtures);
afterEach(() => {
  vi.unstubAllEnvs();
});

const ORIGIN = 'https://www.example.com';
/** Noon in Chicago on 10 March 2025: the fixture's posts (January and March 2) are live. */
const NOON = '2025-03-10T17:00:00Z';
const upcoming = {
  'blog/upcoming.md': post('Upcoming', '2025-03-11'),
};

describe('the day of the build', () => {
  it('is the calendar day in the given time zone, not in UTC', () => {
    // 03:00 UTC on 11 March is still the evening of 10 March in Chicago, and morning in Berlin.
    const now = new Date('2025-03-11T03:00:00Z');
    expect(dayIn('America/Chicago', now)).toBe('2025-03-10');
    expect(dayIn('UTC', now)).toBe('2025-03-11');
    expect(dayIn('Europe/Berlin', now)).toBe('2025-03-11');
  });

  it('BUILD_NOW must be a time', () => {
    vi.stubEnv('BUILD_NOW', 'tomorrow');
    expect(() => checkFixture()).toThrow('BUILD_NOW must be an ISO 8601 time, not "tomorrow".');
  });
});

describe('a post dated after today', () => {
  it('is valid, and left out of a live build: its page, the blog index, sitemap and feed', () => {
    vi.stubEnv('BUILD_NOW', NOON);
    const r = checkFixture(upcoming);
    expect(r.problems).toEqual([]);
    expect(r.leftOut.map((p) => [p.slug, p.status, p.date])).toEqual([['upcoming', 'scheduled', '2025-03-11']]);
    expect(r.content!.posts.map((p) => [p.slug, p.status])).toEqual([
      ['vibe-coding', 'live'],
      ['first-steps', 'live'],
    ]);
    expect(r.routes.map((x) => x.path)).not.toContain('/blog/upcoming');
    expect(r.routes.find((x) => x.path === '/blog')!.lastmod).toBe('2025-03-02');
    expect(sitemapXml(r.routes, ORIGIN)).not.toContain('upcoming');
    expect(rssXml(r.content!, ORIGIN)).not.toContain('upcoming');
  });

  it('is live from its date on, in the time zone of site.yaml', () => {
    // 11 March, 03:00 UTC: still 10 March in Chicago, already 11 March in UTC.
    vi.stubEnv('BUILD_NOW', '2025-03-11T03:00:00Z');
    expect(checkFixture(upcoming).leftOut.map((p) => p.slug)).toEqual(['upcoming']);
    const utc = checkFixture({ ...upcoming, 'site.yaml': replaceOnce('timeZone: America/Chicago', 'timeZone: UTC') });
    expect(utc.leftOut).toEqual([]);
    expect(utc.content!.posts.map((p) => [p.slug, p.status])[0]).toEqual(['upcoming', 'live']);
    expect(utc.routes.find((x) => x.path === '/blog/upcoming')).toMatchObject({ indexable: true });
  });

  it('gets a page in a preview build, noindex and out of the sitemap and feed', () => {
    vi.stubEnv('BUILD_NOW', NOON);
    vi.stubEnv('PREVIEW', '1');
    const r = checkFixture(upcoming);
    expect(r.problems).toEqual([]);
    expect(r.leftOut).toEqual([]);
    expect(r.content!.posts.map((p) => [p.slug, p.status])[0]).toEqual(['upcoming', 'scheduled']);
    expect(r.routes.find((x) => x.path === '/blog/upcoming')).toMatchObject({ indexable: false });
    expect(r.routes.find((x) => x.path === '/blog')!.lastmod).toBe('2025-03-02');
    expect(sitemapXml(r.routes, ORIGIN)).not.toContain('upcoming');
    expect(rssXml(r.content!, ORIGIN)).not.toContain('upcoming');
  });

  it('may come next in the previous/next chain (the live post links back to the blog until then)', () => {
    vi.stubEnv('BUILD_NOW', NOON);
    const r = checkFixture({
      'blog/upcoming.md': post('Upcoming', '2025-03-11', 'previous: "vibe-coding"\n'),
      'blog/vibe-coding.md': replaceOnce('previous: "first-steps"', 'previous: "first-steps"\nnext: "upcoming"'),
    });
    expect(r.problems).toEqual([]);
    expect(r.content!.posts.find((p) => p.slug === 'vibe-coding')!.next).toBe('upcoming');
  });

  it('a live post linking to it in its text is refused in a live build, accepted in a preview', () => {
    vi.stubEnv('BUILD_NOW', NOON);
    const edits = {
      ...upcoming,
      'blog/vibe-coding.md': (text: string) => `${text}\nComing soon: [the next article](/blog/upcoming).\n`,
    };
    const live = checkFixture(edits);
    expect(live.found).toEqual([
      {
        file: live.file('blog/vibe-coding.md'),
        ...positionOf(live.read('blog/vibe-coding.md'), '[the next article]'),
        field: 'body',
        message: expect.stringContaining('link "/blog/upcoming" leads to no page of this site.'),
      },
    ]);
    vi.stubEnv('PREVIEW', '1');
    expect(checkFixture(edits).problems).toEqual([]);
  });

  it('a draft stays a draft whatever its date', () => {
    vi.stubEnv('BUILD_NOW', NOON);
    const r = checkFixture({ 'blog/upcoming.md': post('Upcoming', '2025-03-11', 'draft: true\n') });
    expect(r.leftOut.map((p) => [p.slug, p.status])).toEqual([['upcoming', 'draft']]);
  });
});

describe('the time zone in site.yaml', () => {
  it('must be a name the time zone database knows', () => {
    const r = checkFixture({ 'site.yaml': replaceOnce('timeZone: America/Chicago', 'timeZone: Chicago') });
    const line = positionOf(r.read('site.yaml'), 'timeZone: Chicago').line;
    expect(r.found).toEqual([
      {
        file: r.file('site.yaml'),
        line,
        column: 'timeZone: '.length + 1,
        field: 'timeZone',
        message: expect.stringMatching(
          /^is not a time zone name\. Write it as a place, e\.g\. America\/Chicago, Europe\/Berlin or UTC\. Hint: Time zone of the site's calendar/,
        ),
      },
    ]);
  });
});
