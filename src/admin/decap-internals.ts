/**
 * The one place the editor leans on what Decap CMS does not publish. Everything else in
 * src/admin/ uses Decap's public API (registerWidget, registerPreviewTemplate,
 * registerEventListener, registerLocale, init and its configuration) and the functions here.
 * What this module reaches for, and why there is no public way:
 *
 * - the prebuilt bundle (decap-cms-app/dist): the page global it defines, and the React it takes
 *   from the page (`loadDecap`);
 * - its Redux store, caught as it is built through `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`: which
 *   entry is open, whether it has unsaved changes, whether it is still being saved;
 * - the generated class names of its styled elements (`DECAP_CLASSES`), for the toolbar's words
 *   and for opening the folded groups around a field's message;
 * - its registries: a backend's `init` and the implementation's `persistEntry`, `persistMedia` and
 *   `deleteFiles` (a save carries a move and redirects, uploads are checked, errors worded), a
 *   registered widget's parts, the English locale's texts;
 * - how its local backend reads an answer: always as JSON, showing its `error` (`readableBackendAnswers`);
 * - the fields of the entry its preSave event hands over (`path`, `raw`, `mediaFiles`, …), and
 *   the signed-in user and the pane beside the form it keeps in localStorage;
 * - the branch its editorial workflow keeps an entry's draft on (`draftBranch`);
 * - the control contract beyond its documentation (its redraw rule, a field's message shape,
 *   `getEntry`).
 *
 * Two of Decap's ways are leaned on without a name to hold here: it asks its questions (delete,
 * leave) with the browser's `window.confirm`, in its locale's words (./save-guard.ts and
 * ./entry-switch.ts answer them; the upgrade test checks the calls), and its router hears an
 * address change after a listener registered before it starts (./entry-switch.ts; the e2e
 * stale-form test holds it).
 *
 * `checkDecapInternals` says which of them is missing (after an update of Decap), and
 * `reportMissingInternals` tells the editor on the page and the developer in the console; saves
 * are refused while a part the editor's safety rests on is gone. tests/admin/decap-upgrade.test.ts
 * checks every name here against the installed packages. The server side (decap-server's files)
 * has its own seam, src/backend/decap-server.ts.
 *
 * Not importing Decap keeps this module loadable in Node for its tests: Decap is handed in.
 */
import { fromJS } from 'immutable';
import { Refusal } from './validate.ts';

// ---------------------------------------------------------------------------------------------
// The generated class names (emotion's labels in Decap's bundle: `css-<hash>-<label>`).

/** The labels of Decap's styled elements the editor finds on the page. */
export const DECAP_CLASSES = {
  /** The toolbar's "Changes saved" beside "Back". */
  backStatusUnchanged: 'BackStatusUnchanged',
  /** The toolbar's "Published" button (the simple workflow's, and the editorial workflow's). */
  publishedButtons: ['PublishedToolbarButton', 'PublishedButton'],
  /** The toolbar's "View Live" link. */
  previewLink: 'PreviewLink',
  /** The list of a field's messages, above the field. */
  errorsList: 'ControlErrorsList',
  /** The bar of a list's entry, and of a group of fields, with its fold button. */
  listItemTopBar: 'ListItemTopBar',
  objectTopBar: 'TopBarContainer',
} as const;

/** The fold button's test id in a list entry's bar. */
export const EXPAND_BUTTON_TEST_ID = 'expand-button';

const byClass = (label: string) => `[class*="${label}"]`;

/**
 * Rewrites the words of the toolbar's status beside "Back" whenever Decap draws it: `rewrite`
 * gets the words drawn and returns the words wanted (undefined leaves them). The text node React
 * drew is changed in place, so React's own later updates of it still land.
 */
export function rewriteBackStatus(rewrite: (text: string) => string | undefined): void {
  const fix = () => {
    for (const element of document.querySelectorAll(byClass(DECAP_CLASSES.backStatusUnchanged))) {
      const text = element.firstChild;
      if (text?.nodeType !== Node.TEXT_NODE) continue;
      const wanted = rewrite(text.nodeValue ?? '');
      if (wanted !== undefined && text.nodeValue !== wanted) text.nodeValue = wanted;
    }
  };
  new MutationObserver(fix).observe(document.body, { childList: true, subtree: true, characterData: true });
  addEventListener('hashchange', fix);
}

/**
 * Makes the toolbar's "Published" button say `label` and hides "View Live", set again whenever
 * Decap redraws them; the returned function puts Decap's own back.
 */
export function relabelPublishedToolbar(label: string): () => void {
  const buttons = DECAP_CLASSES.publishedButtons.map(byClass).join(', ');
  const links = byClass(DECAP_CLASSES.previewLink);
  const apply = () => {
    for (const button of document.querySelectorAll<HTMLElement>(buttons)) {
      button.dataset.decapLabel ??= button.textContent ?? '';
      if (button.textContent !== label) button.textContent = label;
    }
    for (const link of document.querySelectorAll<HTMLElement>(links)) link.style.display = 'none';
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    for (const button of document.querySelectorAll<HTMLElement>(buttons)) {
      if (button.dataset.decapLabel !== undefined) button.textContent = button.dataset.decapLabel;
    }
    for (const link of document.querySelectorAll<HTMLElement>(links)) link.style.display = '';
  };
}

/** The lists of field messages on the page that hold a message. */
export function fieldMessageLists(): Element[] {
  return [...document.querySelectorAll(byClass(DECAP_CLASSES.errorsList))].filter((list) => list.textContent);
}

/**
 * The fold button of the outermost folded list entry or group around `target` (a field's message
 * list), if any: its top bar shows, the part of it that holds the field does not.
 */
export function foldedAround(target: Element, visible: (element: Element) => boolean): HTMLElement | undefined {
  const bars = `:scope > ${byClass(DECAP_CLASSES.listItemTopBar)}, :scope > ${byClass(DECAP_CLASSES.objectTopBar)}`;
  let toggle: HTMLElement | undefined;
  let branch: Element = target;
  for (let node = target.parentElement; node; branch = node, node = node.parentElement) {
    const bar = node.querySelector(bars);
    if (!bar || bar === branch || !visible(bar) || visible(branch)) continue;
    toggle = (bar.querySelector(`[data-testid="${EXPAND_BUTTON_TEST_ID}"]`) ??
      bar.querySelector('button')) as HTMLElement;
  }
  return toggle;
}

// ---------------------------------------------------------------------------------------------
// The control contract beyond Decap's documentation (which names `value`, `field`, `forID`,
// `classNameWrapper`, `onChange` and an optional `isValid`): how its field decides to redraw, the
// shape of a field's message, and the entry read afresh.

/** The props Decap's own redraw rule compares. */
export interface RedrawProps {
  value?: unknown;
  classNameWrapper?: unknown;
  hasActiveStyle?: unknown;
}

/**
 * Decap's rule for redrawing a field whose control has no rule of its own (its Widget's
 * shouldComponentUpdate): the value or the field's style changed.
 */
export function decapWouldRedraw(now: RedrawProps, next: RedrawProps): boolean {
  return (
    next.value !== now.value ||
    next.classNameWrapper !== now.classNameWrapper ||
    next.hasActiveStyle !== now.hasActiveStyle
  );
}

/** A field's message as Decap's validation carries it; `parentIds` marks the lists and groups around it too. */
export function fieldError(parentIds: readonly string[] | undefined, message: string) {
  return { error: { type: 'CUSTOM', parentIds: parentIds ?? [], message } };
}

/** The entry as it is now: Decap's `entry` prop is drawn once and goes stale as fields change. */
export function currentEntry<T>(props: { entry: T; getEntry?: () => T }): T {
  return props.getEntry?.() ?? props.entry;
}

// ---------------------------------------------------------------------------------------------
// The Redux store. Decap does not export it, but builds it with redux-devtools-extension's
// `composeWithDevTools`, which uses `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` when the page
// defines one as the bundle loads. The hook set here hands us the store as it is created and
// passes everything on (to the browser's Redux DevTools too, when installed). Read, and written
// only through Decap's own actions (DRAFT_ACTIONS, ENTRY_ACTIONS).

/** The parts of an Immutable map we read. */
interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
}

/** A picture as Decap's media store keeps it (an AssetProxy): its path and the address it is drawn from. */
interface StoredAsset {
  path: string;
  url: string;
}

interface Store {
  getState(): { entryDraft: ImmutableMap; medias?: Record<string, { asset?: StoredAsset } | undefined> };
  subscribe(listener: () => void): () => void;
  dispatch?(action: { type: string; payload?: unknown }): unknown;
}

type Enhancer = (next: (...args: unknown[]) => Store) => (...args: unknown[]) => Store;
type Compose = (...enhancers: Enhancer[]) => Enhancer;

interface DevtoolsWindow {
  __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: Compose | ((options: object) => Compose);
}

let store: Store | undefined;

/** Sets the hook; call before Decap's bundle is loaded. */
export function captureDecapStore(page: DevtoolsWindow = window as unknown as DevtoolsWindow): void {
  const devtools = page.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ as Compose | undefined;
  const capture: Enhancer =
    (next) =>
    (...args) => {
      store = next(...args);
      return store;
    };
  page.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...enhancers: Enhancer[]): Enhancer => {
    const all = [...enhancers, capture];
    if (devtools) return devtools(...all);
    // Redux's compose, right to left: the capture sees the store the others made.
    return (create) => all.reduceRight((made, enhance) => enhance(made), create);
  };
}

/** The entry open in Decap's editor (its draft), or undefined when no editor is open. */
export interface OpenDraft {
  collection: string;
  slug: string;
  newRecord: boolean;
  hasChanged: boolean;
}

export function openDraft(): OpenDraft | undefined {
  const draft = store?.getState().entryDraft;
  // Decap's empty draft (no editor open) holds an empty entry (its selectEditingDraft).
  const entry = draft?.get('entry') as { isEmpty(): boolean } | undefined;
  if (!draft || !entry || entry.isEmpty()) return undefined;
  return {
    collection: String(draft.getIn(['entry', 'collection']) ?? ''),
    slug: String(draft.getIn(['entry', 'slug']) ?? ''),
    newRecord: draft.getIn(['entry', 'newRecord']) === true,
    hasChanged: draft.get('hasChanged') === true,
  };
}

/**
 * Calls `listener` whenever the open entry's values change (a field typed in, a value picked):
 * Decap replaces the draft's `entry.data` map on every change, and only then.
 */
export function onDraftValuesChange(listener: () => void): () => void {
  if (!store) return () => {};
  let values = store.getState().entryDraft.getIn(['entry', 'data']);
  return store.subscribe(() => {
    const now = store!.getState().entryDraft.getIn(['entry', 'data']);
    if (now === values) return;
    values = now;
    listener();
  });
}

/** What Decap holds as wrong with the open entry's fields: the messages, and whether one is an empty required field. */
export interface DraftFieldErrors {
  messages: string[];
  /** Decap says so itself (its "missing required field" toast); for the rest it says nothing. */
  required: boolean;
}

/** The errors Decap's Publish checks before saving (its entryDraft.fieldsErrors), as they stand. */
export function draftFieldErrors(): DraftFieldErrors {
  const errors = store?.getState().entryDraft.get('fieldsErrors') as
    | { valueSeq(): { toArray(): unknown[] } }
    | undefined;
  const all = (errors?.valueSeq().toArray() ?? []).flatMap((list) =>
    Array.isArray(list) ? (list as { type?: string; message?: string }[]) : [],
  );
  return {
    messages: [...new Set(all.map((e) => e.message).filter((m): m is string => typeof m === 'string' && m !== ''))],
    required: all.some((e) => e.type === 'PRESENCE'),
  };
}

/** The actions of Decap's draft that put other values into the open entry's form (its reducer's names). */
export const DRAFT_ACTIONS = { fromEntry: 'DRAFT_CREATE_FROM_ENTRY', changeField: 'DRAFT_CHANGE_FIELD' } as const;

/**
 * Puts `data` into the open entry's form as an unsaved change, as if typed: Decap draws the form
 * anew from it (its draft made again from the entry, the file and its text as opened), and one
 * field set to its own value marks the draft changed (measured against no saved entry), so
 * Publish saves it through the editor's whole save path. False when no entry is open.
 */
export function replaceDraftData(data: Record<string, unknown>): boolean {
  const entry = store?.getState().entryDraft.get('entry') as
    | { isEmpty(): boolean; toJS(): Record<string, unknown> }
    | undefined;
  if (!store?.dispatch || !entry || entry.isEmpty()) return false;
  store.dispatch({ type: DRAFT_ACTIONS.fromEntry, payload: { entry: { ...entry.toJS(), data } } });
  const name = Object.keys(data).find((key) => typeof data[key] !== 'object') ?? Object.keys(data)[0];
  if (name === undefined) return true;
  const field = { get: (key: string) => (key === 'name' ? name : undefined) };
  store.dispatch({
    type: DRAFT_ACTIONS.changeField,
    payload: { field, value: fromJS(data[name]), metadata: {}, entries: [], i18n: undefined },
  });
  return true;
}

/** The actions of Decap's entries that put an entry in its store under a name, and take one out (its reducer's names). */
export const ENTRY_ACTIONS = { loaded: 'ENTRY_SUCCESS', deleted: 'ENTRY_DELETE_SUCCESS' } as const;

/**
 * After the open entry's save moved it to `slug` (its file now `path`), puts it in Decap's store
 * under that name and takes it out under the old one, as the files are. Decap does this itself
 * only for a new entry's first save (its persistEntry loads the entry under the name the backend
 * answers); an existing entry keeps its old name in the store, so its editor at the new address
 * found no entry there as it opened: the toolbar asked for the "View Live" link of an entry that
 * was not there and Decap said "Failed to load preview: Cannot read properties of undefined
 * (reading 'get')". The editor at the new address loads the entry from its file as it opens.
 * False when no saved entry is open.
 */
export function moveOpenEntry(slug: string, path: string): boolean {
  const entry = store?.getState().entryDraft.get('entry') as
    | { isEmpty(): boolean; toJS(): Record<string, unknown> }
    | undefined;
  if (!store?.dispatch || !entry || entry.isEmpty()) return false;
  const { isPersisting: _persisting, ...saved } = entry.toJS();
  const collection = String(saved.collection ?? '');
  const old = String(saved.slug ?? '');
  if (!collection || !old || old === slug) return false;
  store.dispatch({
    type: ENTRY_ACTIONS.loaded,
    payload: { collection, entry: { ...saved, slug, path, newRecord: false } },
  });
  store.dispatch({ type: ENTRY_ACTIONS.deleted, payload: { collectionName: collection, entrySlug: old } });
  return true;
}

/** The actions of Decap's media store that keep a picture under a path, and drop it (its reducer's names). */
export const MEDIA_ACTIONS = { added: 'ADD_ASSET', removed: 'REMOVE_ASSET' } as const;

/**
 * Draws a picture uploaded in the media library, and not saved yet, wherever the entry names it:
 * the field's thumbnail and the preview. Decap keeps an upload under its file in the repository
 * (public/images/blog/photo.jpg) but looks a picture up by the address the entry stores
 * (/images/blog/photo.jpg), which it takes for a finished address and loads from the site, where
 * the file is not until the entry is published: the thumbnail was a broken image (a 404). Each
 * picture it keeps under a file is kept under that file's address too (`addressOf`: the address
 * of a repository path, undefined for none), and dropped with it.
 */
export function drawUnsavedUploads(addressOf: (path: string) => string | undefined): void {
  if (!store?.dispatch) return;
  const captured = store;
  const copies = new Map<string, string>();
  let seen: unknown;
  captured.subscribe(() => {
    const medias = captured.getState().medias;
    if (!medias || medias === seen) return;
    seen = medias;
    for (const [path, stored] of Object.entries(medias)) {
      const address = addressOf(path);
      const asset = stored?.asset;
      if (!asset?.url || !address || address === path || medias[address]?.asset?.url === asset.url) continue;
      copies.set(address, path);
      // The same AssetProxy (its prototype draws it), under the address.
      const copy = Object.assign(Object.create(Object.getPrototypeOf(asset) as object) as object, asset, {
        path: address,
      });
      captured.dispatch!({ type: MEDIA_ACTIONS.added, payload: copy });
    }
    for (const [address, path] of copies) {
      if (medias[path]?.asset) continue;
      copies.delete(address);
      captured.dispatch!({ type: MEDIA_ACTIONS.removed, payload: address });
    }
  });
}

/** The open entry's file, from the repository's root ('' for a new entry or none open). */
export function openDraftPath(): string {
  return openDraft() ? String(store?.getState().entryDraft.getIn(['entry', 'path']) ?? '') : '';
}

/** Whether the store was captured (Decap still builds it with composeWithDevTools). */
export function storeCaptured(): boolean {
  return store !== undefined;
}

/** Resolves once no entry is open in the editor (Decap discards the draft as its editor closes). */
export function editorClosed(): Promise<void> {
  return new Promise((resolve) => {
    if (!openDraft() || !store) return resolve();
    const stop = store.subscribe(() => {
      if (openDraft()) return;
      stop();
      resolve();
    });
  });
}

/**
 * Resolves once the open draft is saved in Decap's own state: no longer being written and without
 * unsaved changes. Decap's postSave event comes before that, while its save is still under way.
 */
export function draftSaved(): Promise<void> {
  const saved = () => {
    const draft = store?.getState().entryDraft;
    return !draft || (draft.get('hasChanged') !== true && draft.getIn(['entry', 'isPersisting']) !== true);
  };
  return new Promise((resolve) => {
    if (!store || saved()) return resolve();
    const stop = store.subscribe(() => {
      if (!saved()) return;
      stop();
      resolve();
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The prebuilt bundle: loaded as the classic script it is (./decap-app.ts says why). It takes
// React from the page (`window.React`, `window.ReactDOM`) and defines `window.DecapCmsApp`,
// decap-cms-app's default export.

interface DecapWindow {
  React: unknown;
  ReactDOM: unknown;
  DecapCmsApp?: unknown;
}

/** Where the bundle is, beside the editor's page: /admin/decap/ on the site, /decap/ on the editor's own. */
export const DECAP_BUNDLE = 'decap/decap-cms-app.js';
/** The page global the bundle defines. */
export const DECAP_GLOBAL = 'DecapCmsApp';

/** Loads Decap's bundle with the page's React, its store caught as it is built; resolves to Decap's API. */
export async function loadDecap<T>(react: unknown, reactDom: unknown): Promise<T> {
  const page = window as unknown as DecapWindow;
  page.React = react;
  page.ReactDOM = reactDom;
  // Before the bundle builds its store: ./entry-switch.ts reads which entry the editor has open.
  captureDecapStore();
  await new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL(DECAP_BUNDLE, location.href).href;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`The editor could not load ${script.src}.`));
    document.head.append(script);
  });
  if (!page.DecapCmsApp) {
    reportMissingInternals(undefined, checkDecapInternals(undefined));
    throw new Error(`${DECAP_BUNDLE} did not define ${DECAP_GLOBAL}.`);
  }
  return page.DecapCmsApp as T;
}

// ---------------------------------------------------------------------------------------------
// Decap's registries: what `getBackend`, `getWidget` and `getLocale` hand back.

/** The parts of Decap's API this module reaches into (decap-cms-app's default export). */
export interface DecapRegistry {
  getBackend(name: string): unknown;
  getWidget(name: string): unknown;
  getLocale(name: string): unknown;
  registerEventListener(listener: { name: string; handler: (...args: never[]) => unknown }): void;
}

/** Decap's names of the backends the editor runs on: `proxy` is the local one (`local_backend`). */
export const BACKENDS = { local: 'proxy', github: 'github' } as const;

/** A file of an entry as Decap's backends write it (`newPath`: the file it moves to). */
export interface EntryFile {
  path: string;
  slug: string;
  raw: string;
  newPath?: string;
}
interface Implementation {
  persistEntry(entry: { dataFiles: EntryFile[]; assets: unknown[] }, options: unknown): Promise<unknown>;
}
type RegisteredBackend = { init: (...args: unknown[]) => Implementation } | undefined;

/**
 * What an entry's write carries, rewritten by `rewrite` on its way to the backend: the files to
 * write (`local`: the local backend, which moves files only when every file of the write names a
 * new path), and whether the write takes those files only (`onlyTheseFiles`: without it, both
 * backends move every file of the entry's folder, Decap's way for entries that are folders).
 * Call before CMS.init: Decap makes its backend then.
 */
export function rewriteEntryWrites(
  cms: Pick<DecapRegistry, 'getBackend'>,
  rewrite: (
    files: readonly EntryFile[],
    backend: { local: boolean },
  ) => { files: EntryFile[]; onlyTheseFiles: boolean },
): void {
  for (const name of Object.values(BACKENDS)) {
    const registered = cms.getBackend(name) as RegisteredBackend;
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args) => {
      const backend = init(...args);
      if (typeof backend?.persistEntry !== 'function') {
        reportMissingInternals(cms as DecapRegistry, [PERSIST_ENTRY]);
        return backend;
      }
      const persist = backend.persistEntry.bind(backend);
      backend.persistEntry = (entry, options) => {
        const { files, onlyTheseFiles } = rewrite(entry.dataFiles, { local: name === BACKENDS.local });
        const only = onlyTheseFiles ? { ...(options as object), hasSubfolders: false } : options;
        return persist({ ...entry, dataFiles: files }, only);
      };
      return backend;
    };
  }
}

/** An uploaded file as Decap's AssetProxy hands it to a backend: its path, blob: address and file. */
export interface UploadAsset {
  path: string;
  url: string;
  fileObj?: File;
}
interface UploadingImplementation {
  persistMedia(asset: UploadAsset, options: unknown): Promise<unknown>;
  persistEntry(entry: { assets?: UploadAsset[]; dataFiles?: EntryFile[] }, options: unknown): Promise<unknown>;
}

/** What `prepare` may answer for an asset saved with an entry: leave it out of the save. */
export const LEAVE_OUT = 'leave out';

/**
 * Runs `prepare` on every uploaded file before the backends named store it: a picture uploaded
 * alone (persistMedia) and those saved with an entry (persistEntry's assets, with the entry's
 * files). `prepare` may replace the asset's file and address, throw a sentence to refuse it, or,
 * for an entry's asset, answer LEAVE_OUT: Decap sends every picture uploaded while the entry is
 * open, used or not, so one the site cannot take would otherwise fail every later save.
 * Call before CMS.init.
 */
export function prepareUploads(
  cms: Pick<DecapRegistry, 'getBackend'>,
  prepare: (asset: UploadAsset, entryFiles?: readonly EntryFile[]) => Promise<unknown>,
  names: readonly string[] = Object.values(BACKENDS),
): void {
  for (const name of names) {
    const registered = cms.getBackend(name) as { init: (...args: unknown[]) => UploadingImplementation } | undefined;
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args) => {
      const backend = init(...args);
      const media = backend.persistMedia.bind(backend);
      const entry = backend.persistEntry.bind(backend);
      backend.persistMedia = async (asset, options) => {
        await prepare(asset);
        return media(asset, options);
      };
      backend.persistEntry = async (data, options) => {
        const assets = data.assets ?? [];
        const answers = await Promise.all(assets.map((asset) => prepare(asset, data.dataFiles ?? [])));
        const kept = assets.filter((_asset, i) => answers[i] !== LEAVE_OUT);
        return entry(kept.length === assets.length ? data : { ...data, assets: kept }, options);
      };
      return backend;
    };
  }
}

// ---------------------------------------------------------------------------------------------
// The backends' answers. Decap's local backend (decap-cms-backend-proxy) reads every answer of the
// editor's backend as JSON and throws its `error` field as an APIError, which its toast shows as
// "API_ERROR: …"; an answer that is not JSON (a refusal in plain text, a proxy's error page)
// throws "SyntaxError: Unexpected token … is not valid JSON" instead, the only words the editor
// would read about it. Both become the answer's own sentence here.

/** The sentence of a failed answer, from its status and text (JSON `{error}` or plain text). */
export function backendSentence(status: number, statusText: string, text: string): string {
  let said = text;
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown };
    said = String(parsed.error ?? parsed.message ?? '');
  } catch {
    // plain text, or a page: read as it is
  }
  said = said
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (said && said.length <= 400) return /[.!?]$/.test(said) ? said : `${said}.`;
  return `The editor's backend refused the request (${status}${statusText ? ` ${statusText}` : ''}) without saying why.`;
}

/**
 * Makes every failed answer from `backendUrl` (the local backend) JSON in decap-server's shape,
 * `{error}` holding its sentence, so that Decap reads it instead of failing on it.
 */
export function readableBackendAnswers(backendUrl: string, target: Pick<typeof globalThis, 'fetch'> = window): void {
  const fetch = target.fetch.bind(target);
  const backend = new URL(backendUrl, 'http://local').href;
  target.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetch(input, init);
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    if (response.ok || new URL(url, 'http://local').href !== backend) return response;
    const error = backendSentence(response.status, response.statusText, await response.text());
    return new Response(JSON.stringify({ error }), {
      status: response.status,
      statusText: response.statusText,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
}

/** A backend's error as the editor reads it: its sentence, with the status kept for Decap. */
export function sentenceOf(error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  const { name, message, status } = (error ?? {}) as { name?: string; message?: string; status?: unknown };
  let sentence = String(message ?? error);
  if (name === 'SyntaxError' || /is not valid JSON|Unexpected token|JSON\.parse/.test(sentence))
    sentence =
      "Not saved: the editor's backend gave an answer the editor cannot read. Your changes are still in this form: Publish again, or copy them and reload the page.";
  else if (name === 'TypeError' && /fetch|network/i.test(sentence))
    sentence =
      'Not saved: the editor could not reach the site (no connection, or the site on this computer stopped). Your changes are still in this form: Publish again once it is back.';
  return Object.assign(new Refusal(sentence), status === undefined ? {} : { status });
}

/** The writes whose errors Decap shows to the editor. */
const WRITES = ['persistEntry', 'persistMedia', 'deleteFiles'] as const;

/**
 * Errors of the named backends' writes reach the editor as sentences (sentenceOf), never as
 * "API_ERROR: …" or a JSON parse error. Call before CMS.init.
 */
export function sentenceErrors(
  cms: Pick<DecapRegistry, 'getBackend'>,
  names: readonly string[] = Object.values(BACKENDS),
): void {
  for (const name of names) {
    const registered = cms.getBackend(name) as
      | { init: (...args: unknown[]) => Record<string, (...args: unknown[]) => Promise<unknown>> }
      | undefined;
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args) => {
      const backend = init(...args);
      for (const write of WRITES) {
        const original = backend[write];
        if (typeof original !== 'function') continue;
        backend[write] = (...params) =>
          original.apply(backend, params).catch((error: unknown) => {
            throw sentenceOf(error);
          });
      }
      return backend;
    };
  }
}

/** A widget as Decap keeps it: its control, its preview and its other options. */
export interface RegisteredWidget<C> {
  control: C;
  preview: unknown;
  options: Record<string, unknown>;
}

/** The widget registered as `name` (Decap's or the editor's own), if any. */
export function registeredWidget<C = unknown>(
  cms: Pick<DecapRegistry, 'getWidget'>,
  name: string,
): RegisteredWidget<C> | undefined {
  const widget = cms.getWidget(name) as ({ control: C; preview?: unknown } & Record<string, unknown>) | undefined;
  if (!widget) return undefined;
  const { control, preview, ...options } = widget;
  return { control, preview, options };
}

/** The texts of Decap's English locale the editor words again or answers (./main.tsx). */
export interface EnglishLocale {
  editor: {
    editorControlPane: { widget: Record<string, string> };
    editor: Record<string, string>;
    editorToolbar: Record<string, string>;
  };
  ui: { toast: Record<string, string> };
  [part: string]: unknown;
}

/** Each text of the locale the editor relies on, by its place in the locale. */
export const LOCALE_TEXTS = [
  'editor.editorToolbar.changesSaved',
  'editor.editor.onDeletePublishedEntry',
  'editor.editor.onDeleteWithUnsavedChanges',
  'editor.editor.onLeavePage',
  'editor.editorControlPane.widget.regexPattern',
  'ui.toast.missingRequiredField',
  'ui.toast.onFailToPersist',
  'editor.editorToolbar.publishNow',
  'editor.editorToolbar.publishAndCreateNew',
  'editor.editorToolbar.publishAndDuplicate',
  'editor.editorToolbar.save',
] as const;

/** Decap's English locale, to register again with the editor's own words over some of its texts. */
export function englishLocale(cms: Pick<DecapRegistry, 'getLocale'>): EnglishLocale {
  return cms.getLocale('en') as EnglishLocale;
}

// ---------------------------------------------------------------------------------------------
// The entry Decap's preSave event hands over, and the user it keeps.

/** The parts of the entry (an Immutable map) a save reads. */
export interface SavingEntry {
  collection: string;
  /** The entry's name (its file's, for a saved one). */
  slug: string;
  /** Whether the entry was never saved. */
  isNew: boolean;
  /** The form's values. */
  data: Record<string, unknown>;
  /** The entry's file, from the repository's root. */
  path: string;
  /** The file's text as it was read ('' for a new entry). */
  raw: string;
  /** The repository paths of the pictures uploaded with this save. */
  uploads: string[];
}

/** Whether an entry (a control's `entry`, or the one a save hands over) was never saved. */
export function isNewEntry(entry: { get(key: string): unknown }): boolean {
  return entry.get('newRecord') === true;
}

export function savingEntry(entry: { get(key: string): unknown }): SavingEntry {
  const media = entry.get('mediaFiles') as { toJS(): { path?: string }[] } | undefined;
  return {
    collection: String(entry.get('collection')),
    slug: String(entry.get('slug')),
    isNew: isNewEntry(entry),
    data: (entry.get('data') as { toJS(): Record<string, unknown> }).toJS(),
    path: String(entry.get('path') ?? ''),
    raw: String(entry.get('raw') ?? ''),
    uploads: (media?.toJS() ?? []).map((file) => String(file.path ?? '')),
  };
}

/**
 * The branch an entry's draft is saved on in the editorial workflow, on GitHub and in
 * decap-server's Git mode alike (decap-cms-lib-util's `branchFromContentKey(generateContentKey(…))`).
 */
export function draftBranch(collection: string, slug: string): string {
  return `cms/${collection}/${slug}`;
}

/** Where Decap keeps the signed-in editor (with the GitHub token) in localStorage. */
export const USER_KEY = 'decap-cms-user';

/**
 * Where Decap keeps the pane an editor chose beside the form (its toolbar's preview toggle), and
 * the value for none: the editor's tests close the preview this way where they do not look at it.
 */
export const RIGHT_PANE = { key: 'cms.right-pane', none: 'none', preview: 'preview' } as const;

/** The GitHub token Decap keeps for the signed-in editor. */
export function signedInToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as { token?: string } | null;
    return user?.token;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The self-check at the editor's start.

/** A part of Decap the editor reaches for that is not there. */
export interface MissingInternal {
  /** The part, as a developer finds it in Decap's code. */
  name: string;
  /** What the editor loses without it, in the editor's words. */
  role: string;
  /** Whether a save could go wrong without it (saves are then refused). */
  blocksSaving: boolean;
}

const PERSIST_ENTRY: MissingInternal = {
  name: 'the backend implementation’s persistEntry',
  role: 'a page’s move to a new address, and its redirect, written with the save',
  blocksSaving: true,
};

const isFunction = (value: unknown) => typeof value === 'function';
const at = (value: unknown, path: string) =>
  path.split('.').reduce<unknown>((part, key) => (part as Record<string, unknown> | undefined)?.[key], value);

/** The registry's calls the editor makes (public or not), and the parts they must hand back. */
function registryMissing(cms: Partial<DecapRegistry>): MissingInternal[] {
  const missing: MissingInternal[] = [];
  for (const name of Object.values(BACKENDS)) {
    const backend = isFunction(cms.getBackend) ? (cms.getBackend!(name) as RegisteredBackend) : undefined;
    if (!isFunction(backend?.init))
      missing.push({ name: `getBackend('${name}').init`, role: PERSIST_ENTRY.role, blocksSaving: true });
  }
  const widget = isFunction(cms.getWidget) ? (cms.getWidget!('string') as { control?: unknown }) : undefined;
  if (!widget?.control)
    missing.push({
      name: "getWidget('string').control",
      role: 'the counters, notes and problem marks under the fields',
      blocksSaving: false,
    });
  const locale = isFunction(cms.getLocale) ? cms.getLocale!('en') : undefined;
  for (const text of LOCALE_TEXTS) {
    if (typeof at(locale, text) !== 'string')
      missing.push({
        name: `getLocale('en').${text}`,
        role: 'the editor’s own wording of some of its messages and questions',
        blocksSaving: false,
      });
  }
  return missing;
}

/**
 * What the editor needs of Decap that is not there: `cms` is Decap's API as the bundle defined
 * it (undefined: it defined none), `captured` whether its store was caught.
 */
export function checkDecapInternals(
  cms: Partial<DecapRegistry> | undefined,
  captured: boolean = storeCaptured(),
): MissingInternal[] {
  if (!cms) return [{ name: `window.${DECAP_GLOBAL} (${DECAP_BUNDLE})`, role: 'the whole editor', blocksSaving: true }];
  const missing = registryMissing(cms);
  if (store && typeof store.dispatch !== 'function')
    missing.push({
      name: 'the Redux store’s dispatch',
      role: 'restoring an earlier version of an entry from its history',
      blocksSaving: false,
    });
  if (!captured)
    missing.unshift({
      name: 'the Redux store (__REDUX_DEVTOOLS_EXTENSION_COMPOSE__)',
      role: 'the guard that keeps another entry’s address from showing this entry’s form',
      blocksSaving: true,
    });
  return missing;
}

/** The note an editor reads when parts are missing: what stopped working, and whether saving is safe. */
export function missingInternalsNote(missing: readonly MissingInternal[]): string {
  const roles = [...new Set(missing.map((m) => m.role))].join('; ');
  const blocked = missing.some((m) => m.blocksSaving);
  return blocked
    ? `The editor was updated and one of its parts no longer works as expected: ${roles}. To keep the site’s files safe, saving is blocked until it is fixed. Please tell the site’s developer.`
    : `The editor was updated and one of its parts no longer works as expected: ${roles}. Saving is still safe, but some of the editor’s help may be missing. Please tell the site’s developer.`;
}

/** Everything reported so far (an implementation is checked later than the rest, when it is made). */
const reported: MissingInternal[] = [];
let savesRefused = false;

/**
 * Tells the editor (a note above every screen, read out at once) and the developer
 * (the console, naming each part); refuses saves while a part a save's safety rests on is gone.
 */
export function reportMissingInternals(cms: DecapRegistry | undefined, missing: readonly MissingInternal[]): void {
  if (!missing.length) return;
  reported.push(...missing.filter((m) => !reported.some((r) => r.name === m.name)));
  console.error(
    `Decap CMS no longer has what the editor relies on (src/admin/decap-internals.ts): ${reported.map((m) => m.name).join(', ')}.`,
  );
  let note = document.getElementById('decap-internals');
  if (!note) {
    note = document.createElement('div');
    note.id = 'decap-internals';
    note.setAttribute('role', 'alert');
    // In the page's flow above Decap's screens (whose header sticks to the top), never over them.
    note.style.cssText =
      'margin: 0; padding: 0.75em 1.25em; background: #7a1d12; color: #fff; font: 15px/1.4 system-ui, sans-serif';
    document.body.prepend(note);
  }
  note.textContent = missingInternalsNote(reported);
  if (isFunction(cms?.registerEventListener) && !savesRefused && reported.some((m) => m.blocksSaving)) {
    savesRefused = true;
    cms!.registerEventListener({
      name: 'preSave',
      handler: () => {
        throw new Refusal(`Not saved: ${missingInternalsNote(reported)}`);
      },
    });
  }
}

/**
 * The class names, checked on the page as Decap draws it: elements found by public means (the
 * locale's words of the toolbar's status, the fold buttons' test id) must carry the class the
 * seam finds them by. Each kind is checked until it is seen once, right or wrong.
 */
function strayElements(statusWords: readonly string[], pending: Set<string>): MissingInternal[] {
  const missing: MissingInternal[] = [];
  const settle = (kind: string, labels: readonly string[], element: Element | undefined, role: string) => {
    if (!element || !pending.has(kind)) return;
    pending.delete(kind);
    if (!labels.some((label) => element.closest(byClass(label))))
      missing.push({ name: `the class ${labels.join(' or ')} (on ${kind})`, role, blocksSaving: false });
  };
  const bars = [DECAP_CLASSES.listItemTopBar, DECAP_CLASSES.objectTopBar];
  const fold = document.querySelector(`[data-testid="${EXPAND_BUTTON_TEST_ID}"]`) ?? undefined;
  settle('a fold button', bars, fold, 'opening the folded groups around a field’s message');
  if (pending.has('the status beside Back')) {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let status: Element | undefined;
    for (let node = walker.nextNode(); node && !status; node = walker.nextNode())
      if (statusWords.includes(node.nodeValue ?? '')) status = node.parentElement ?? undefined;
    settle('the status beside Back', [DECAP_CLASSES.backStatusUnchanged], status, 'the words of a new entry’s status');
  }
  return missing;
}

/** Checks the class names as Decap draws its screens (`statusWords`: the status's words). */
export function watchRenderedNames(cms: DecapRegistry, statusWords: readonly string[]): void {
  const pending = new Set(['a fold button', 'the status beside Back']);
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      const missing = strayElements(statusWords, pending);
      reportMissingInternals(cms, missing);
      if (missing.length) document.documentElement.dataset.decapRendered = 'missing';
      if (pending.size) return;
      observer.disconnect();
      // For the developer (and the e2e check): every class name was seen where it belongs.
      document.documentElement.dataset.decapRendered ??= 'present';
    }, 500);
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/** Runs the self-check against Decap's API; returns what is missing (reported already). */
export function selfCheck(cms: DecapRegistry): MissingInternal[] {
  const missing = checkDecapInternals(cms);
  reportMissingInternals(cms, missing);
  document.documentElement.dataset.decapInternals = missing.length ? 'missing' : 'present';
  return missing;
}
