// The redirect list after pages move (src/content/redirect-moves.ts): a move adds its redirect;
// a move back to an address the site once had replaces the redirect that would hide it, with no
// chain and no loop.
import { describe, expect, test } from 'vitest';
import { redirectsAfterMoves } from '../../src/content/redirect-moves.ts';

const lists = (redirects: { from: string; to: string; status?: number }[], gone: string[] = []) => ({
  redirects,
  gone,
});

describe('redirectsAfterMoves', () => {
  test('a move adds old → new after the others, which keep their place and fields', () => {
    const before = lists([{ from: '/spring', to: '/services', status: 302 }]);
    expect(redirectsAfterMoves(before, [{ from: '/blog/a', to: '/blog/b' }])).toEqual(
      lists([
        { from: '/spring', to: '/services', status: 302 },
        { from: '/blog/a', to: '/blog/b' },
      ]),
    );
  });

  test('moved back: the redirect that would hide the old address goes, and new → old takes its place', () => {
    const moved = redirectsAfterMoves(lists([]), [{ from: '/blog/a', to: '/blog/b' }]);
    expect(redirectsAfterMoves(moved, [{ from: '/blog/b', to: '/blog/a' }])).toEqual(
      lists([{ from: '/blog/b', to: '/blog/a' }]),
    );
  });

  test('redirects that led to the old address lead to the new one in one hop; none leads to itself', () => {
    const before = lists([
      { from: '/blog/x', to: '/blog/a' },
      { from: '/blog/b', to: '/blog/y' },
    ]);
    expect(redirectsAfterMoves(before, [{ from: '/blog/a', to: '/blog/x' }])).toEqual(
      lists([
        { from: '/blog/b', to: '/blog/y' },
        { from: '/blog/a', to: '/blog/x' },
      ]),
    );
    const chain = lists([{ from: '/blog/old', to: '/blog/a' }]);
    expect(redirectsAfterMoves(chain, [{ from: '/blog/a', to: '/blog/c' }]).redirects).toEqual([
      { from: '/blog/old', to: '/blog/c' },
      { from: '/blog/a', to: '/blog/c' },
    ]);
  });

  test('an address marked gone that becomes a page again is no longer gone', () => {
    expect(redirectsAfterMoves(lists([], ['/blog/b', '/blog/z']), [{ from: '/blog/a', to: '/blog/b' }])).toEqual(
      lists([{ from: '/blog/a', to: '/blog/b' }], ['/blog/z']),
    );
  });

  test('saved without the redirect (add: false): only what hides the new address goes', () => {
    const before = lists([{ from: '/blog/a', to: '/blog/b' }]);
    expect(redirectsAfterMoves(before, [{ from: '/blog/b', to: '/blog/a' }], { add: false })).toEqual(lists([]));
    expect(redirectsAfterMoves(lists([]), [{ from: '/blog/a', to: '/blog/b' }], { add: false })).toEqual(lists([]));
  });
});
