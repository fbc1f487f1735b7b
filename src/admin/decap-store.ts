/**
 * Decap's Redux store, read-only to us: what the editor has open, and whether it has unsaved
 * changes. Decap does not export its store, but builds it with redux-devtools-extension's
 * `composeWithDevTools`, which uses `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` when the page
 * defines one as Decap's bundle loads. That hook, set here before the bundle runs (./decap-app.ts),
 * hands us the store as it is created and passes everything on (to the browser's Redux DevTools
 * too, when installed). ./entry-switch.ts needs the open draft to tell a stale form (#4147).
 */

/** The parts of an Immutable map we read. */
interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
}

interface Store {
  getState(): { entryDraft: ImmutableMap };
  subscribe(listener: () => void): () => void;
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
