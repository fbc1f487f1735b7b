// What `npm start` prints after a rebuild (scripts/dev/live-rebuild.ts): a changed post that the
// build leaves out is named with the reason, never reported as shown on the local site.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsWholeSite, rebuiltLine } from '../../scripts/dev/live-rebuild.ts';
import type { SitePost } from '../../src/content/index.ts';

const post = (file: string, status: SitePost['status'], date = '2027-03-01') =>
  ({ file: path.resolve(file), status, date }) as SitePost;

describe('the line after a successful rebuild', () => {
  it('says the local site shows the change when every changed file is shown', () => {
    expect(rebuiltLine(3.21, [path.resolve('content/faqs.yaml')], [post('content/blog/later.md', 'scheduled')])).toBe(
      '✓ Rebuilt in 3.2 s; the local site shows the change.',
    );
  });

  it('names a changed scheduled post with its date, and a draft as a draft', () => {
    const changed = ['content/blog/later.md', 'content/blog/unfinished.md'].map((f) => path.resolve(f));
    const leftOut = [post('content/blog/later.md', 'scheduled'), post('content/blog/unfinished.md', 'draft')];
    expect(rebuiltLine(4, changed, leftOut)).toBe(
      '✓ Rebuilt in 4.0 s. content/blog/later.md is scheduled for 1 March 2027: not live, on this site or the live one, until the first build on that day. content/blog/unfinished.md is a draft: it stays off the site until "draft" is false.',
    );
  });

  it('adds that the other changes show', () => {
    const changed = ['content/blog/later.md', 'content/faqs.yaml'].map((f) => path.resolve(f));
    expect(rebuiltLine(4, changed, [post('content/blog/later.md', 'scheduled')])).toMatch(
      /is scheduled for 1 March 2027: .* The local site shows the other changes\.$/,
    );
  });
});

describe('what a change rebuilds', () => {
  const root = path.resolve('/repo');
  const contentDir = path.join(root, 'content');
  it("renders pages for the content's entries and data files", () => {
    expect(needsWholeSite(['content/blog/a.md', 'content/faqs.yaml'], contentDir, root)).toBe(false);
  });
  it('builds the whole site for site.yaml, pictures and the editor configuration', () => {
    for (const file of ['content/site.yaml', 'public/images/new.png', 'public/admin/config.yml'])
      expect(needsWholeSite(['content/blog/a.md', file], contentDir, root), file).toBe(true);
  });
});
