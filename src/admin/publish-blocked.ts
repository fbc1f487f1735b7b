/**
 * A Publish that Decap stops before saving always says why. Decap refuses to save while a field
 * holds an error, but says so only for an empty required field (its toast); for any other (a
 * pattern, a length, the site check's mark) the button does nothing. After each press, when Decap
 * holds such errors, the refusal note lists them.
 */
import { draftFieldErrors } from './decap-internals.ts';
import { showRefusalNote } from './refusal-note.ts';

/** The note's heading: what the editor does next. */
export const FIELDS_IN_RED = 'Not saved: the fields marked in red need a change first.';

/** The note's content for these errors, or undefined when Decap says it itself (or there are none). */
export function blockedPublishNote(errors: { messages: readonly string[]; required: boolean }) {
  if (errors.required || !errors.messages.length) return undefined;
  return { heading: FIELDS_IN_RED, lines: errors.messages.map((text) => ({ text })) };
}

/** Whether the save of the last press reached the editor's own checks (Decap's preSave). */
let reached = false;

/** Called first thing in preSave: Decap let this save through, so its own refusal, if any, speaks. */
export function saveReached(): void {
  reached = true;
}

/**
 * Watches the buttons that save (`saveWords`: "Publish now", "Save", … in Decap's locale): once
 * Decap has checked the fields (in the same task as the press), a save that did not reach
 * preSave was stopped by Decap over a field in red, and the note says which. (A save that did
 * reach it is told by its own refusal, whose marks also put fields in red.)
 */
export function explainBlockedPublish(saveWords: readonly string[]): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button, [role="menuitem"]') : null;
      if (!target || !saveWords.includes(target.textContent?.trim() ?? '')) return;
      reached = false;
      setTimeout(() => {
        if (reached) return;
        const note = blockedPublishNote(draftFieldErrors());
        if (note) showRefusalNote(note);
      }, 0);
    },
    true,
  );
}
