// The right entry in the editor's form (issue 41, point 6): which addresses name an entry, when
// the open form is not the entry an address names, the hook that reads Decap's store, and the
// address a deleted page takes away (issue 43, point 4); a moved entry under its new name in the
// store (issue 51: its editor there found none).
import { fromJS } from 'immutable';
import { describe, expect, it } from 'vitest';
import {
  captureDecapStore,
  ENTRY_ACTIONS,
  editorClosed,
  moveOpenEntry,
  openDraft,
} from '../../src/admin/decap-internals.ts';
import { entryRoute, showsStaleForm } from '../../src/admin/entry-switch.ts';
import { type addressChanges, deleteChanges } from '../../src/admin/redirect-offer.ts';

describe('entryRoute', () => {
  it('reads the entry of an editor address, a new entry, or none', () => {
    expect(entryRoute('#/collections/posts/entries/my-post')).toEqual({ collection: 'posts', slug: 'my-post' });
    expect(entryRoute('#/collections/pages/entries/faq?ref=workflow')).toEqual({ collection: 'pages', slug: 'faq' });
    expect(entryRoute('#/collections/posts/entries/caf%C3%A9')).toEqual({ collection: 'posts', slug: 'café' });
    expect(entryRoute('#/collections/landing/new')).toEqual({ collection: 'landing', new: true });
    expect(entryRoute('#/collections/posts')).toBeUndefined();
    expect(entryRoute('#/workflow')).toBeUndefined();
    expect(entryRoute('')).toBeUndefined();
  });
});

describe('showsStaleForm', () => {
  const open = { collection: 'posts', slug: 'a', newRecord: false, hasChanged: false };
  it('another entry, of this collection or another, while one is open', () => {
    expect(showsStaleForm({ collection: 'posts', slug: 'b' }, open)).toBe(true);
    expect(showsStaleForm({ collection: 'landing', slug: 'a' }, open)).toBe(true);
  });
  it('the open entry itself, a new entry (Decap drafts one), no entry, or no editor open', () => {
    expect(showsStaleForm({ collection: 'posts', slug: 'a' }, open)).toBe(false);
    expect(showsStaleForm({ collection: 'posts', new: true }, open)).toBe(false);
    expect(showsStaleForm(undefined, open)).toBe(false);
    expect(showsStaleForm({ collection: 'posts', slug: 'b' }, undefined)).toBe(false);
  });
});

describe('captureDecapStore', () => {
  type Listener = () => void;
  /** A store as Redux's createStore makes one, with Decap's entryDraft in it. */
  function createStore() {
    let state = { entryDraft: fromJS({ entry: {}, hasChanged: false }) };
    const listeners: Listener[] = [];
    return {
      getState: () => state,
      subscribe: (listener: Listener) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
      set(draft: object) {
        state = { entryDraft: fromJS(draft) };
        for (const listener of [...listeners]) listener();
      },
    };
  }
  type Made = ReturnType<typeof createStore>;
  type Enhancer = (next: () => Made) => () => Made;

  it('hands over the store Decap builds, through the enhancers it is given', () => {
    const page: { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown } = {};
    captureDecapStore(page as never);
    const seen: string[] = [];
    const middleware: Enhancer = (next) => () => {
      seen.push('middleware');
      return next();
    };
    const compose = page.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ as (...e: Enhancer[]) => Enhancer;
    const store = compose(middleware)(createStore)();
    expect(seen).toEqual(['middleware']);
    expect(openDraft()).toBeUndefined();
    store.set({ entry: { collection: 'posts', slug: 'a', newRecord: false }, hasChanged: true });
    expect(openDraft()).toEqual({ collection: 'posts', slug: 'a', newRecord: false, hasChanged: true });
  });

  it('passes everything on to the Redux DevTools when the browser has them', () => {
    const given: unknown[][] = [];
    const devtools = (...enhancers: unknown[]) => {
      given.push(enhancers);
      return (next: unknown) => next;
    };
    const page = { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: devtools };
    captureDecapStore(page as never);
    const middleware = (next: unknown) => next;
    (page.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ as (...e: unknown[]) => unknown)(middleware);
    expect(given).toHaveLength(1);
    expect(given[0]![0]).toBe(middleware);
    expect(given[0]).toHaveLength(2);
  });

  it('editorClosed waits for Decap to discard the open draft', async () => {
    const page: { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown } = {};
    captureDecapStore(page as never);
    const store = (page.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ as (...e: Enhancer[]) => Enhancer)()(createStore)();
    store.set({ entry: { collection: 'posts', slug: 'a' }, hasChanged: false });
    let closed = false;
    const waiting = editorClosed().then(() => {
      closed = true;
    });
    store.set({ entry: { collection: 'posts', slug: 'a' }, hasChanged: true });
    await Promise.resolve();
    expect(closed).toBe(false);
    // Decap's empty draft, as its editor unmounts.
    store.set({ entry: {}, hasChanged: false });
    await waiting;
    expect(closed).toBe(true);
  });

  it('moveOpenEntry puts the saved entry under its new name in the store, and takes the old one out', () => {
    const page: { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown } = {};
    captureDecapStore(page as never);
    const store = (page.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ as (...e: Enhancer[]) => Enhancer)()(createStore)();
    const dispatched: { type: string; payload?: unknown }[] = [];
    Object.assign(store, { dispatch: (action: { type: string }) => dispatched.push(action) });
    // No entry open: nothing to move.
    expect(moveOpenEntry('new-name', 'content/blog/new-name.md')).toBe(false);
    const data = { title: 'Moved', slug: 'new-name' };
    store.set({
      entry: { collection: 'posts', slug: 'old-name', path: 'content/blog/old-name.md', data, isPersisting: false },
      hasChanged: false,
    });
    // Already under that name: nothing to do.
    expect(moveOpenEntry('old-name', 'content/blog/old-name.md')).toBe(false);
    expect(dispatched).toEqual([]);
    expect(moveOpenEntry('new-name', 'content/blog/new-name.md')).toBe(true);
    expect(dispatched).toEqual([
      {
        type: ENTRY_ACTIONS.loaded,
        payload: {
          collection: 'posts',
          entry: { collection: 'posts', slug: 'new-name', path: 'content/blog/new-name.md', data, newRecord: false },
        },
      },
      { type: ENTRY_ACTIONS.deleted, payload: { collectionName: 'posts', entrySlug: 'old-name' } },
    ]);
  });
});

describe('deleteChanges', () => {
  const published = {
    industries: { items: [] },
    services: { items: [] },
    posts: [
      { slug: 'live-post', status: 'live' },
      { slug: 'later-post', status: 'scheduled' },
      { slug: 'kept-post', status: 'live' },
    ],
    landing: [{ slug: 'spring-offer', status: 'live' }],
    legal: [],
    redirects: { redirects: [{ from: '/blog/kept-post', to: '/blog' }], gone: [] },
  } as unknown as Parameters<typeof addressChanges>[3];

  it('a deleted live post or landing page takes its address away, led to its overview', () => {
    expect(deleteChanges('posts', 'live-post', published)).toEqual([{ from: '/blog/live-post', to: '/blog' }]);
    expect(deleteChanges('landing', 'spring-offer', published)).toEqual([{ from: '/spring-offer', to: '/' }]);
  });

  it('no address for an entry not yet published, or one a redirect already keeps', () => {
    expect(deleteChanges('posts', 'later-post', published)).toEqual([]);
    expect(deleteChanges('posts', 'kept-post', published)).toEqual([]);
    expect(deleteChanges('faq', 'faq', published)).toEqual([]);
  });
});
