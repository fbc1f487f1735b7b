/**
 * A note to the editor above every screen (Decap's dialogs included), read out at once and kept
 * until the editor closes it: for what happened without a save (a picture refused as it was
 * picked, a pasted table that lost its columns). One at a time; a new one replaces the last.
 */

const NOTE_ID = 'editor-note';

export interface NoteOptions {
  /** Text to copy, shown as written (a Markdown table). */
  preformatted?: string;
  /** Whether the OK button takes the focus (not while the editor is typing or pasting in a text). */
  focus?: boolean;
  doc?: Document;
}

/** Shows `text` in the note, with an OK button that closes it (focused unless told not to: Enter closes it). */
export function showEditorNote(text: string, { preformatted, focus = true, doc = document }: NoteOptions = {}): void {
  doc.getElementById(NOTE_ID)?.remove();
  const note = doc.createElement('div');
  note.id = NOTE_ID;
  note.setAttribute('role', 'alert');
  note.style.cssText = [
    'position: fixed',
    'top: 1rem',
    'left: 50%',
    'transform: translateX(-50%)',
    'z-index: 100000',
    'max-width: min(42rem, calc(100vw - 2rem))',
    'max-height: calc(100vh - 2rem)',
    'overflow: auto',
    'padding: 1rem 1.25rem',
    'background: #7a1d12',
    'color: #fff',
    'border-radius: 6px',
    'box-shadow: 0 4px 16px rgba(0, 0, 0, 0.3)',
    'font: 15px/1.45 system-ui, sans-serif',
  ].join('; ');
  const message = doc.createElement('p');
  message.style.cssText = 'margin: 0 0 0.75rem; white-space: pre-line;';
  message.textContent = text;
  note.append(message);
  if (preformatted) {
    const copy = doc.createElement('pre');
    copy.tabIndex = 0;
    copy.style.cssText =
      'margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; background: #fff; color: #1f2937; border-radius: 4px; overflow-x: auto; font: 13px/1.4 ui-monospace, monospace; user-select: all;';
    copy.textContent = preformatted;
    note.append(copy);
  }
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = 'OK';
  close.style.cssText =
    'font: inherit; font-weight: 600; padding: 0.35rem 1.25rem; border: 0; border-radius: 4px; background: #fff; color: #7a1d12; cursor: pointer;';
  // Back to where the editor was (the media library's Upload button, the text), so that the
  // keyboard carries on there: Escape still closes the library.
  const before = doc.activeElement as HTMLElement | null;
  close.addEventListener('click', () => {
    note.remove();
    const back = before?.isConnected
      ? (before.closest<HTMLElement>('[role="dialog"], [tabindex], button, [contenteditable="true"]') ?? before)
      : null;
    back?.focus();
  });
  note.append(close);
  doc.body.append(note);
  if (focus) close.focus();
}
