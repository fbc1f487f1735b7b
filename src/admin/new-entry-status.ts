/**
 * A brand-new entry's status beside "Back": Decap shows the same words for an entry with nothing
 * unsaved and for one never saved ("Changes saved"), and its locale cannot tell the two apart. On
 * a new entry's screen (#/collections/<name>/new) the words are changed to `notYet`, in the text
 * node React drew, so React's own later updates of that element still land; once the entry is
 * saved and Decap opens its address, they are Decap's again. Decap's status element is found by
 * its generated class name (./decap-internals.ts).
 */
import { rewriteBackStatus } from './decap-internals.ts';

/** Whether a hash of the editor is a new entry's screen. */
export function isNewEntryHash(hash: string): boolean {
  return /^#\/collections\/[^/?]+\/new(\?|$)/.test(hash);
}

export function watchNewEntryStatus(saved: string, notYet: string): void {
  rewriteBackStatus((text) =>
    [saved, notYet].includes(text) ? (isNewEntryHash(location.hash) ? notYet : saved) : undefined,
  );
}
