// Whether a dated entry (a blog post) is on the live site, as the editor shows it
// (src/admin/scheduled.ts): the same rule as the build's (src/content/index.ts), in words.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { counterText, publicationNote } from '../../src/admin/field-notes.ts';
import { cappedSize } from '../../src/admin/photos.ts';
import { publicationLabel, publicationOf, schedulingOf } from '../../src/admin/scheduled.ts';
import { dayIn } from '../../src/content/day.ts';
import { checkContent } from '../../src/content/index.ts';
import { postSchema } from '../../src/content/schemas/markdown.ts';
import { cleanupFixtures, FIXTURE_DIR, withFixture } from '../content/fixture.ts';

const fields = schedulingOf(postSchema)!;
afterAll(cleanupFixtures);

describe('the publication state of a post', () => {
  it('is read from the fields the post schema names', () => {
    expect(fields).toEqual({ date: 'date', draft: 'draft' });
  });

  it('is scheduled after today, live on and before today, a draft whatever its date', () => {
    const today = '2026-01-15';
    expect(publicationOf({ date: '2026-01-16' }, fields, today)).toEqual({ state: 'scheduled', day: '2026-01-16' });
    expect(publicationOf({ date: '2026-01-15' }, fields, today)).toEqual({ state: 'live', day: '2026-01-15' });
    expect(publicationOf({ date: '2099-01-01', draft: true }, fields, today)).toEqual({ state: 'draft' });
    expect(publicationLabel({ state: 'scheduled', day: '2027-03-01' })).toBe('Scheduled for 1 March 2027');
    expect(publicationLabel({ state: 'live', day: '2025-01-14' })).toBe('14 January 2025');
    expect(publicationLabel({ state: 'draft' })).toBe('Draft');
  });

  it("agrees with the build's decision, post by post", () => {
    const first = readFileSync(path.join(FIXTURE_DIR, 'blog', 'first-steps.md'), 'utf8').replace(/^next: .*\n/m, '');
    const dir = withFixture({
      'blog/later.md': first.replace('date: 2025-01-14', 'date: 2025-03-11'),
      'blog/unfinished.md': first.replace('date: 2025-01-14', 'date: 2025-01-20\ndraft: true'),
    });
    const now = new Date('2025-03-10T12:00:00Z');
    const { content, leftOut, problems } = checkContent({ contentDir: dir, now });
    expect(problems).toEqual([]);
    const today = '2025-03-10';
    expect(leftOut.map((post) => post.status).sort()).toEqual(['draft', 'scheduled']);
    for (const post of [...content!.posts, ...leftOut]) {
      expect(publicationOf(post, fields, today).state, post.slug).toBe(post.status);
    }
  });

  // Moved from e2e/admin.spec.ts (the editor's clock set to 15 and then 20 January 2026): the
  // editor's today is the site's calendar day (src/admin/main.tsx), which decides the label.
  it("changes at midnight in the site's time zone, as the editor's today does", () => {
    const timeZone = checkContent().content!.site.timeZone;
    expect(timeZone).toBe('America/Chicago');
    const comingInJanuary = { date: '2026-01-20' };
    const label = (now: string) =>
      publicationLabel(publicationOf(comingInJanuary, fields, dayIn(timeZone, new Date(now))));
    // Noon in Chicago on the 15th; a minute before midnight there on the 19th; midnight on the 20th.
    expect(label('2026-01-15T18:00:00Z')).toBe('Scheduled for 20 January 2026');
    expect(label('2026-01-20T05:59:00Z')).toBe('Scheduled for 20 January 2026');
    expect(label('2026-01-20T06:00:00Z')).toBe('20 January 2026');
    expect(publicationLabel(publicationOf({ date: '2025-06-01', draft: true }, fields, '2026-01-15'))).toBe('Draft');
  });

  it('is said under the date field', () => {
    expect(publicationNote({ state: 'scheduled', day: '2027-03-01' }, 'Scheduled for 1 March 2027')).toBe(
      'Scheduled for 1 March 2027: the article stays off the live site until that day, when the daily rebuild publishes it.',
    );
    expect(publicationNote({ state: 'draft' }, 'Draft')).toMatch(/^Draft: not on the live site/);
  });
});

describe('the counter under a text with a length rule', () => {
  it('counts as the check does (spaces at the ends left out) and says by how much a text is off', () => {
    expect(counterText('  Hello  ', undefined, 160)).toEqual({ text: '5 / 160 characters', warn: false });
    expect(counterText('x'.repeat(181), 50, 170)).toEqual({ text: '181 / 170 characters: 11 too many', warn: true });
    expect(counterText('x'.repeat(40), 50, 170)).toEqual({
      text: '40 characters: at least 50 needed, 10 more',
      warn: true,
    });
    expect(counterText('x'.repeat(120), 50, 170)).toEqual({ text: '120 / 170 characters (at least 50)', warn: false });
    expect(counterText(undefined, undefined, 1)).toEqual({ text: '0 / 1 character', warn: false });
  });
});

describe('the width of an uploaded photo', () => {
  it('is at most 2400 pixels, in proportion, and a narrower photo is never enlarged', () => {
    expect(cappedSize(4000, 3000)).toEqual({ width: 2400, height: 1800 });
    expect(cappedSize(3000, 4000)).toEqual({ width: 2400, height: 3200 });
    expect(cappedSize(1200, 630)).toEqual({ width: 1200, height: 630 });
    expect(cappedSize(2400, 10)).toEqual({ width: 2400, height: 10 });
  });
});
