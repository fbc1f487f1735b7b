// Which pages `npm start`'s renderer renders again after an edit (scripts/build/page-hashes.ts):
// those whose page data changed, decided from each route's data, so an article's own page and
// the pages that list or link it, and nothing else.
import { describe, expect, it } from 'vitest';
import { besideThePagesKey, pageHashes, pagesToRender } from '../../scripts/build/page-hashes.ts';
import { siteOptions } from '../../src/content/options.ts';
import { siteDataFrom } from '../../src/pages/site-data-from.ts';
import { checkFixture, type Edits, PUBLIC_DIR, replaceOnce } from '../content/fixture.ts';

function siteOf(edits: Edits = {}) {
  const check = checkFixture(edits);
  expect(check.found).toEqual([]);
  const options = siteOptions({ contentDir: check.dir, publicDir: PUBLIC_DIR, now: new Date('2026-06-01T12:00:00Z') });
  return siteDataFrom(check, options, {});
}

const before = siteOf();
const changedBy = (edits: Edits) => pagesToRender(pageHashes(before), pageHashes(siteOf(edits)));

describe('the pages an edit renders again', () => {
  it('a sentence of an article: that article only', () => {
    const edit = replaceOnce('Software gets built faster with AI.', 'Software gets built faster with AI. And more.');
    expect(changedBy({ 'blog/vibe-coding.md': edit })).toEqual({ render: ['/blog/vibe-coding'], remove: [] });
  });

  it("an article's title: its page, and the pages that list or link it", () => {
    const edit = replaceOnce('title: "Vibe Coding', 'title: "Renamed Vibe Coding');
    const { render } = changedBy({ 'blog/vibe-coding.md': edit });
    expect(render).toEqual(expect.arrayContaining(['/blog/vibe-coding', '/blog', '/blog/first-steps']));
    expect(render).not.toContain('/about');
    expect(render).not.toContain('/contact');
  });

  it('an article removed: its page goes, its neighbours and the blog index are rendered again', () => {
    const { render, remove } = changedBy({
      'blog/vibe-coding.md': null,
      'blog/first-steps.md': (text) =>
        text.replace(/^next: .*\n/m, '').replace(' Read the [next article](/blog/vibe-coding).', ''),
    });
    expect(remove).toEqual(['/blog/vibe-coding']);
    expect(render).toEqual(expect.arrayContaining(['/blog', '/blog/first-steps']));
  });

  it('nothing changed: nothing is rendered; with no earlier data, every page is', () => {
    expect(changedBy({})).toEqual({ render: [], remove: [] });
    expect(pagesToRender(undefined, pageHashes(before)).render).toHaveLength(before.routes.length);
  });

  it('a new social image changes what is made beside the pages (the whole site is built)', () => {
    const edit = replaceOnce(
      'image: "/images/blog/vibe-coding-future-development.svg"',
      'image: "/images/og-default.svg"',
    );
    expect(besideThePagesKey(siteOf({ 'blog/vibe-coding.md': edit }))).not.toBe(besideThePagesKey(before));
    expect(besideThePagesKey(siteOf())).toBe(besideThePagesKey(before));
  });
});
