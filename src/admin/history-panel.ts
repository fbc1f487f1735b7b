/**
 * The "History" button of an open entry, and its dialog: the entry's earlier versions
 * (./history.ts, read from ./history-source.ts), each with date, who and what changed, and
 * "Restore this version", which puts that version into the form as an unsaved change
 * (./decap-internals.ts): Publish then saves it through the editor's whole save path (the
 * entry's check, the site's check, the redirect offer, the version check). Plain DOM, keyboard
 * first: a real button, a modal dialog with its title, Escape closes, focus returns to the button.
 */
import { openDraft, openDraftPath, replaceDraftData } from './decap-internals.ts';
import { historyItems, versionTime } from './history.ts';
import type { VersionSource } from './history-source.ts';
import { HISTORY_TEXTS as T } from './version-texts.ts';

type Data = Record<string, unknown>;

export interface HistoryOptions {
  source: VersionSource;
  /** The file's text now (relative to content/), to mark the current version. */
  current: (file: string) => Promise<string | undefined>;
  /** The collection's reading of a file's text, and its fields' labels. */
  values: (collection: string, text: string) => Data;
  label: (collection: string, slug: string) => (path: readonly string[]) => string;
  timeZone: string;
}

const BUTTON_STYLE =
  'padding: 0.45rem 0.9rem; border: 1px solid #3a69c7; border-radius: 5px; background: #fff; color: #17418f; font: 15px/1.3 system-ui, sans-serif; cursor: pointer';

function button(label: string, style = BUTTON_STYLE): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.style.cssText = style;
  return element;
}

/** A saved entry is open (not a new one): the History button shows. */
const entryOpen = () => /^#\/collections\/[^/]+\/entries\/(?!new(?:[/?]|$))[^/?]+/.test(location.hash);

export function startHistoryPanel(options: HistoryOptions): void {
  const open = button(T.button, `${BUTTON_STYLE}; position: fixed; left: 1rem; bottom: 1rem; z-index: 500`);
  open.setAttribute('aria-haspopup', 'dialog');
  open.id = 'entry-history';
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.style.cssText =
    'position: fixed; left: 1rem; bottom: 3.5rem; z-index: 500; max-width: 28rem; margin: 0; padding: 0.5rem 0.75rem; background: #fff; border-radius: 5px; box-shadow: 0 2px 8px rgb(0 0 0 / 0.2); font: 14px/1.4 system-ui, sans-serif; color: #313d3e';
  status.hidden = true;
  const show = () => {
    open.hidden = !entryOpen();
    status.hidden = true;
  };
  addEventListener('hashchange', show);
  document.body.append(open, status);
  show();
  open.addEventListener('click', () => void showHistory(options, open, status));
}

async function showHistory(options: HistoryOptions, opener: HTMLElement, status: HTMLElement): Promise<void> {
  const draft = openDraft();
  const entryPath = openDraftPath();
  if (!draft || !entryPath) return;
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'history-title');
  dialog.className = 'entry-history';
  dialog.style.cssText =
    'width: min(44rem, 94vw); max-height: 85vh; padding: 1.25rem 1.5rem; border: 0; border-radius: 8px; box-shadow: 0 4px 24px rgb(0 0 0 / 0.3); font: 15px/1.45 system-ui, sans-serif; color: #313d3e';
  const title = document.createElement('h2');
  title.id = 'history-title';
  title.textContent = T.title;
  title.style.cssText = 'margin: 0 0 0.5rem; font-size: 1.25rem';
  const intro = document.createElement('p');
  intro.textContent = T.intro;
  const body = document.createElement('div');
  body.setAttribute('aria-live', 'polite');
  body.textContent = T.loading;
  const close = button(T.close);
  const actions = document.createElement('p');
  actions.append(close);
  dialog.append(title, intro, body, actions);
  document.body.append(dialog);
  dialog.showModal();
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener.focus();
  });
  close.addEventListener('click', () => dialog.close());
  try {
    const file = entryPath.replace(/^content\//, '');
    const [versions, current] = await Promise.all([options.source(entryPath), options.current(file)]);
    const values = (text: string) => options.values(draft.collection, text);
    const items = historyItems(versions, current, values, options.label(draft.collection, draft.slug));
    body.replaceChildren(versionList(items, options.timeZone, (text) => restore(values(text), dialog, status)));
  } catch (error) {
    body.textContent = `${T.failed} ${error instanceof Error ? error.message : String(error)}`;
  }
}

function versionList(
  items: ReturnType<typeof historyItems>,
  timeZone: string,
  onRestore: (text: string) => void,
): HTMLElement {
  if (!items.length) {
    const empty = document.createElement('p');
    empty.textContent = T.empty;
    return empty;
  }
  const list = document.createElement('ol');
  list.style.cssText = 'list-style: none; margin: 0; padding: 0';
  items.forEach((item, i) => {
    const entry = document.createElement('li');
    entry.style.cssText = 'padding: 0.6rem 0; border-top: 1px solid #dfdfe3';
    const head = document.createElement('p');
    head.id = `history-version-${i}`;
    head.style.margin = '0 0 0.35rem';
    const when = document.createElement('strong');
    when.textContent = versionTime(item.when, timeZone);
    head.append(when, ` ${T.by} ${item.who || '?'}${item.current ? ` (${T.current})` : ''}: ${item.summary}`);
    entry.append(head);
    if (!item.current) {
      const restore = button(T.restore);
      restore.setAttribute('aria-describedby', head.id);
      restore.addEventListener('click', () => onRestore(item.text));
      entry.append(restore);
    }
    list.append(entry);
  });
  return list;
}

function restore(values: Data, dialog: HTMLDialogElement, status: HTMLElement): void {
  if (!replaceDraftData(values)) return;
  dialog.close();
  status.textContent = T.restored;
  status.hidden = false;
}
