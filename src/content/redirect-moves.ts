/**
 * The redirect list after pages move: each move adds its redirect (old address → new), and an
 * address that becomes a page again (an article moved back to where it was) sheds the redirect
 * or "gone" mark that would hide it. Redirects that led to a moved page's old address lead to its
 * new one, so no visitor takes two hops, and none leads to itself. Pure: the editor writes the
 * result into content/redirects.yaml (src/admin/page-moves.ts).
 */

/** A page's move: its address before and after. */
export interface AddressMove {
  from: string;
  to: string;
}

export interface RedirectEntry {
  from: string;
  to: string;
  status?: number;
  [key: string]: unknown;
}

export interface RedirectLists {
  redirects: RedirectEntry[];
  gone: string[];
}

/**
 * The lists with `moves` applied, in order; entries not concerned keep their place and fields.
 * `add: false`: the old addresses get no redirect (the editor chose to save without), but what
 * would hide a new address still goes, since the site's check refuses a page behind a redirect.
 */
export function redirectsAfterMoves(
  lists: RedirectLists,
  moves: readonly AddressMove[],
  { add = true }: { add?: boolean } = {},
): RedirectLists {
  let { redirects, gone } = lists;
  for (const move of moves) {
    if (move.from === move.to) continue;
    // The new address is a page now: nothing may send its visitors elsewhere or call it gone.
    redirects = redirects.filter((r) => r.from !== move.to);
    gone = gone.filter((address) => address !== move.to);
    // Redirects that led to the old address lead on to the new one, in one hop.
    redirects = redirects.map((r) => (r.to === move.from ? { ...r, to: move.to } : r)).filter((r) => r.from !== r.to);
    if (add && !redirects.some((r) => r.from === move.from))
      redirects = [...redirects, { from: move.from, to: move.to }];
  }
  return { redirects, gone };
}
