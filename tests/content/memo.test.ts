// The outcomes a long-lived process keeps between two content checks (src/content/memo.ts): an
// unchanged Markdown file is not parsed again, a changed one is, and the check finds exactly what
// a check without them finds.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/content/index.ts';
import { contentMemo } from '../../src/content/memo.ts';
import { cleanupFixtures, PUBLIC_DIR, withFixture } from './fixture.ts';

afterAll(cleanupFixtures);

describe('the content memo', () => {
  it('makes a value again only when its text changed', () => {
    const memo = contentMemo();
    let made = 0;
    const make = () => ++made;
    expect([memo('a', 'one', make), memo('a', 'one', make), memo('a', 'two', make), memo('b', 'two', make)]).toEqual([
      1, 1, 2, 3,
    ]);
  });

  it('gives the check the same result as a check without it, before and after an edit that breaks a rule', () => {
    const dir = withFixture();
    const options = { contentDir: dir, publicDir: PUBLIC_DIR, now: new Date('2026-06-01T12:00:00Z') };
    const memo = contentMemo();
    const strip = (r: ReturnType<typeof checkContent>) => JSON.parse(JSON.stringify(r));
    expect(strip(checkContent(options, { memo }))).toEqual(strip(checkContent(options)));
    const file = path.join(dir, 'blog', 'vibe-coding.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nSee [a missing article](/blog/no-such-article).\n`);
    const withMemo = checkContent(options, { memo });
    expect(withMemo.problems.map((p) => p.message)).toEqual([expect.stringContaining('/blog/no-such-article')]);
    expect(strip(withMemo)).toEqual(strip(checkContent(options)));
  });
});
