/**
 * The dialog of a save refused because the entry's file changed since it was opened
 * (./versions.ts): both versions side by side, the editor's own to copy, and a reload that starts
 * from theirs while keeping the editor's text to copy after it (in this tab's sessionStorage,
 * which outlives the reload and no other tab reads). Plain DOM, as ./redirect-offer.ts.
 */
import { CONFLICT_TEXTS as T } from './version-texts.ts';

/** Where the editor's text waits across the reload. */
export const KEPT_KEY = 'editor-kept-text';

// The reload chosen in the dialog keeps the editor's text itself: Decap's own "leave with unsaved
// changes?" would only stand in its way. This listener comes before Decap's (registered as its
// editor opens, after this module loads), so it can stop it for that one reload.
let reloading = false;
addEventListener('beforeunload', (event) => {
  if (reloading) event.stopImmediatePropagation();
});

const STYLE =
  'max-width: min(64rem, 94vw); padding: 1.25rem 1.5rem; border: 0; border-radius: 8px; box-shadow: 0 4px 24px rgb(0 0 0 / 0.3); font: 15px/1.45 system-ui, sans-serif; color: #313d3e';
const BUTTON_STYLE =
  'margin: 0 0.5rem 0.5rem 0; padding: 0.45rem 0.9rem; border: 1px solid #3a69c7; border-radius: 5px; background: #fff; color: #17418f; font: inherit; cursor: pointer';

function button(doc: Document, label: string, primary = false): HTMLButtonElement {
  const element = doc.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.style.cssText = BUTTON_STYLE + (primary ? '; background: #3a69c7; color: #fff' : '');
  return element;
}

/** A labelled, read-only text area (selectable and copyable, read out with its label). */
function version(doc: Document, id: string, label: string, text: string): HTMLElement {
  const box = doc.createElement('div');
  box.style.cssText = 'flex: 1 1 20rem; min-width: 0';
  const heading = doc.createElement('label');
  heading.htmlFor = id;
  heading.textContent = label;
  heading.style.cssText = 'display: block; font-weight: 600; margin-bottom: 0.25rem';
  const area = doc.createElement('textarea');
  area.id = id;
  area.readOnly = true;
  area.value = text;
  area.rows = 16;
  area.style.cssText = 'box-sizing: border-box; width: 100%; font: 13px/1.4 ui-monospace, monospace; color: inherit';
  box.append(heading, area);
  return box;
}

function copyButton(doc: Document, text: string): HTMLButtonElement {
  const copy = button(doc, T.copy);
  copy.addEventListener('click', () => {
    void navigator.clipboard?.writeText(text).then(
      () => {
        copy.textContent = T.copied;
      },
      () => undefined,
    );
  });
  return copy;
}

function openDialog(doc: Document, titleId: string, parts: Node[], modal = true): HTMLDialogElement {
  const dialog = doc.createElement('dialog');
  dialog.setAttribute('aria-labelledby', titleId);
  dialog.className = 'version-conflict';
  dialog.style.cssText = STYLE;
  dialog.append(...parts);
  doc.body.append(dialog);
  if (modal) dialog.showModal();
  else dialog.show();
  dialog.addEventListener('close', () => dialog.remove());
  return dialog;
}

function heading(doc: Document, id: string, text: string): HTMLHeadingElement {
  const title = doc.createElement('h2');
  title.id = id;
  title.textContent = text;
  title.style.cssText = 'margin: 0 0 0.5rem; font-size: 1.25rem';
  return title;
}

/**
 * Shows both versions of `file` (repository path): `theirs` in the file now (undefined: it is
 * gone), `yours` as this save would have written it.
 */
export function showConflict(file: string, theirs: string | undefined, yours: string, doc: Document = document): void {
  const intro = doc.createElement('p');
  intro.textContent = theirs === undefined ? `${T.intro} ${T.gone}` : T.intro;
  const versions = doc.createElement('div');
  versions.style.cssText = 'display: flex; flex-wrap: wrap; gap: 1rem; margin: 0.75rem 0';
  versions.append(
    ...(theirs === undefined ? [] : [version(doc, 'conflict-theirs', T.theirs, theirs)]),
    version(doc, 'conflict-yours', T.yours, yours),
  );
  const reload = button(doc, T.reload, true);
  const close = button(doc, T.close);
  const actions = doc.createElement('p');
  actions.append(reload, copyButton(doc, yours), close);
  const dialog = openDialog(doc, 'conflict-title', [heading(doc, 'conflict-title', T.title), intro, versions, actions]);
  close.addEventListener('click', () => dialog.close());
  reload.addEventListener('click', () => {
    sessionStorage.setItem(KEPT_KEY, JSON.stringify({ file, text: yours, hash: location.hash }));
    reloading = true;
    location.reload();
  });
}

/** After a reload chosen in the dialog: the editor's text, to copy, until closed. */
export function showKeptText(doc: Document = document): void {
  const raw = sessionStorage.getItem(KEPT_KEY);
  if (!raw) return;
  let kept: { file: string; text: string };
  try {
    kept = JSON.parse(raw) as { file: string; text: string };
  } catch {
    sessionStorage.removeItem(KEPT_KEY);
    return;
  }
  const intro = doc.createElement('p');
  intro.textContent = T.keptIntro;
  const close = button(doc, T.close);
  const actions = doc.createElement('p');
  actions.append(copyButton(doc, kept.text), close);
  const dialog = openDialog(
    doc,
    'kept-title',
    [
      heading(doc, 'kept-title', T.keptTitle),
      intro,
      version(doc, 'kept-yours', `${T.yours}: ${kept.file}`, kept.text),
      actions,
    ],
    false,
  );
  // Not modal: the editor copies from it into the form beside it. It stays above Decap's screens.
  dialog.style.cssText +=
    '; position: fixed; inset: auto 1rem 1rem auto; z-index: 1000; margin: 0; max-height: 70vh; overflow: auto';
  // Kept until the editor closes it: a further reload shows it again.
  close.addEventListener('click', () => {
    sessionStorage.removeItem(KEPT_KEY);
    dialog.close();
  });
}
