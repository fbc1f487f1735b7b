/**
 * The note that says why a save, a delete or a Publish did not go through. Decap's toast vanishes
 * after a few seconds and takes no links; this note stays until the editor dismisses it (or the
 * next save goes through), lists each problem on its own line, and links to the entry to change.
 * Read out at once (role="alert"); drawn in the editor's own colours and type.
 */
import { BUTTON_CLASS } from './editor-styles.ts';
import type { RefusalLine } from './refusal-words.ts';
import { Refusal } from './validate.ts';

const NOTE_ID = 'refusal-note';

/** The editor's look (Decap's default theme: its blue, its radius, its type). */
const STYLE = {
  note: [
    'position: fixed',
    'right: 16px',
    'bottom: 16px',
    'z-index: 1000',
    'max-width: min(560px, calc(100vw - 32px))',
    'max-height: 60vh',
    'overflow: auto',
    'padding: 14px 16px',
    'border-radius: 5px',
    'border-left: 6px solid #b3261e',
    'background: #fff',
    'color: #313d3e',
    'box-shadow: 0 4px 16px rgba(68, 74, 87, 0.3)',
    'font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif',
  ].join(';'),
  heading: 'margin: 0 0 6px; font-weight: 600; color: #b3261e',
  list: 'margin: 0 0 10px; padding-left: 20px',
  link: 'color: #3a69c7; font-weight: 600',
};

export interface RefusalNoteContent {
  /** "Not saved, because the content check would refuse it:" */
  heading: string;
  lines: readonly RefusalLine[];
}

/** Shows the note (in place of the one shown, if any). */
export function showRefusalNote(content: RefusalNoteContent, doc: Document = document): HTMLElement {
  doc.getElementById(NOTE_ID)?.remove();
  const note = doc.createElement('section');
  note.id = NOTE_ID;
  note.setAttribute('role', 'alert');
  note.setAttribute('aria-label', 'Why it did not go through');
  note.style.cssText = STYLE.note;
  const heading = doc.createElement('p');
  heading.style.cssText = STYLE.heading;
  heading.textContent = content.heading;
  const list = doc.createElement('ul');
  list.style.cssText = STYLE.list;
  for (const line of content.lines) {
    const item = doc.createElement('li');
    item.textContent = line.text;
    if (line.link) {
      const link = doc.createElement('a');
      link.href = line.link;
      link.textContent = line.linkText ?? 'Open it';
      link.style.cssText = STYLE.link;
      item.append(' ', link);
    }
    list.append(item);
  }
  const dismiss = doc.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = 'Dismiss';
  dismiss.className = BUTTON_CLASS.primary;
  dismiss.addEventListener('click', () => note.remove());
  note.append(heading, list, dismiss);
  doc.body.append(note);
  return note;
}

/** Takes the note away (a later save went through). */
export function hideRefusalNote(doc: Document = document): void {
  doc.getElementById(NOTE_ID)?.remove();
}

/** What Decap's toast says of a refusal, which the note spells out. */
export const SEE_THE_NOTE = 'Not saved: the note on this screen says why.';

/** Shows the note and gives the error to throw from Decap's preSave (its toast points at the note). */
export function refuse(content: RefusalNoteContent): Refusal {
  showRefusalNote(content);
  return new Refusal(SEE_THE_NOTE);
}
