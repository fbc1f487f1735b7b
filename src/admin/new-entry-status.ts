/**
 * A brand-new entry's status beside "Back": Decap shows the same words for an entry with nothing
 * unsaved and for one never saved ("Changes saved"), and its locale cannot tell the two apart. On
 * a new entry's screen (#/collections/<name>/new) the words are changed to `notYet`, in the text
 * node React drew, so React's own later updates of that element still land; once the entry is
 * saved and Decap opens its address, they are Decap's again.
 */

/** Whether a hash of the editor is a new entry's screen. */
export function isNewEntryHash(hash: string): boolean {
  return /^#\/collections\/[^/?]+\/new(\?|$)/.test(hash);
}

export function watchNewEntryStatus(saved: string, notYet: string): void {
  const fix = () => {
    const wanted = isNewEntryHash(location.hash) ? notYet : saved;
    for (const element of document.querySelectorAll('[class*="BackStatusUnchanged"]')) {
      const text = element.firstChild;
      if (
        text?.nodeType === Node.TEXT_NODE &&
        text.nodeValue !== wanted &&
        [saved, notYet].includes(text.nodeValue ?? '')
      )
        text.nodeValue = wanted;
    }
  };
  new MutationObserver(fix).observe(document.body, { childList: true, subtree: true, characterData: true });
  addEventListener('hashchange', fix);
}
