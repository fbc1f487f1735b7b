/**
 * The right entry, always. Decap mounts its editor once for every address of the form
 * #/collections/…/entries/…, and loads an entry only when that editor mounts
 * (decap-cms-core's Editor.js, componentDidMount): when only the entry in the address changes
 * while one is open (the browser's Back, a pasted link, a link to another entry), it keeps the
 * open entry's form, under the other entry's address and, for another collection, its labels
 * (decap-cms#4147). One "Publish" there would write one entry's values over another's.
 *
 * This guard sees the address change before Decap's router does: when it names an entry other
 * than the one open, it asks first if the open one has unsaved changes ("stay" puts the address
 * back, the changes kept), then closes the editor by way of the collection's list and opens the
 * entry asked for, so Decap loads it in a fresh editor. Decap's own moves (to a new entry's
 * address after its first save) already have the right entry open, and pass.
 */
import { editorClosed, type OpenDraft, openDraft } from './decap-internals.ts';

/** An editor address: an entry of a collection, or a new one. */
export type EntryRoute = { collection: string; slug: string } | { collection: string; new: true };

/** The entry an address of the editor opens ("#/collections/posts/entries/my-post"), if any. */
export function entryRoute(hash: string): EntryRoute | undefined {
  const path = hash.replace(/^#/, '').split('?')[0]!;
  const entry = /^\/collections\/([^/]+)\/entries\/(.+?)\/?$/.exec(path);
  if (entry) return { collection: decodeURIComponent(entry[1]!), slug: decodeURIComponent(entry[2]!) };
  const created = /^\/collections\/([^/]+)\/new\/?$/.exec(path);
  if (created) return { collection: decodeURIComponent(created[1]!), new: true };
  return undefined;
}

/**
 * Whether opening `route` while `open` is in the editor would show the wrong form. A new entry's
 * address is left to Decap, which makes a new draft for it whatever was open.
 */
export function showsStaleForm(route: EntryRoute | undefined, open: OpenDraft | undefined): boolean {
  if (!route || !open || 'new' in route) return false;
  return route.collection !== open.collection || route.slug !== open.slug;
}

/** The question before unsaved changes are dropped (plain words; OK leaves, Cancel stays). */
export const LEAVE_QUESTION =
  'This entry has changes that are not saved yet. Open the other entry and lose them?\n\nChoose Cancel to stay here with your changes.';

/**
 * Installs the guard. `leaveQuestion`: Decap's own question before it leaves an entry with
 * unsaved changes (its router asks it again while the guard closes the editor; the editor has
 * answered already).
 */
export function guardEntrySwitch(leaveQuestion: string): void {
  let answered = false;
  let closing: string | undefined;
  const ask = window.confirm.bind(window);
  window.confirm = (message?: string) => {
    if (answered && message === leaveQuestion) {
      answered = false;
      return true;
    }
    return ask(message);
  };

  // Registered before Decap starts, so it runs before the router's own listener on the window.
  addEventListener('hashchange', (event) => {
    if (closing && new URL(event.newURL).hash === closing) {
      // The router asks its question while this change is handled, right after this listener.
      closing = undefined;
      setTimeout(() => {
        answered = false;
      }, 0);
      return;
    }
    const open = openDraft();
    if (!open || !showsStaleForm(entryRoute(new URL(event.newURL).hash), open)) return;
    // Decap's router never sees this change: the address goes back to the open entry first.
    event.stopImmediatePropagation();
    history.replaceState(history.state, '', event.oldURL);
    if (open.hasChanged && !ask(LEAVE_QUESTION)) return;
    answered = open.hasChanged;
    closing = `#/collections/${encodeURIComponent(open.collection)}`;
    void editorClosed().then(() => location.replace(event.newURL));
    location.replace(closing);
  });
}
