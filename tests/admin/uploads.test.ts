// Every picture an editor picks gets an answer (src/admin/upload-rules.ts, src/admin/uploads.ts):
// one the site cannot use is refused as it is picked, in words that say what to do, and a save
// never carries one the entry does not use (Decap sends every upload made while the entry is open),
// and one uploaded but not saved yet is drawn by the address the entry names it by.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  captureDecapStore,
  drawUnsavedUploads,
  MEDIA_ACTIONS,
  prepareUploads,
  type UploadAsset,
} from '../../src/admin/decap-internals.ts';
import { suggestedName, uploadProblem } from '../../src/admin/upload-rules.ts';
import { checkUpload, pictureAddress, refuseUnusablePictures } from '../../src/admin/uploads.ts';

const picked = (name: string, type = '', size = 1000) => ({ name, type, size });

describe('which picked files the site can use', () => {
  it('refuses a HEIC photo, saying how to get a JPEG from a Mac, Windows and an iPhone', () => {
    for (const file of [picked('IMG_0042.HEIC', 'image/heic'), picked('photo.heif'), picked('photo', 'image/heif')]) {
      const problem = uploadProblem(file)!;
      expect(problem).toContain(`"${file.name}" is a HEIC photo (the format iPhones take photos in)`);
      expect(problem).toContain('File › Export… › Format: JPEG');
      expect(problem).toContain('Settings › Camera › Formats › Most Compatible');
    }
  });

  it('refuses other formats by name, and names the ones the site shows', () => {
    expect(uploadProblem(picked('scan.tiff'))).toBe(
      '"scan.tiff" is a TIFF picture, which the site cannot show, so it was not uploaded. The site shows JPEG, PNG, WebP, AVIF and SVG pictures: save it as a JPEG (a photo) or a PNG (a drawing or a screenshot) and upload that.',
    );
    expect(uploadProblem(picked('brochure.pdf'))).toMatch(/^"brochure.pdf" is a PDF document, which the site/);
    expect(uploadProblem(picked('party.gif'))).toMatch(/^"party.gif" is a GIF, which the site cannot show/);
    expect(uploadProblem(picked('photo'))).toMatch(/is a file without an ending such as \.jpg/);
  });

  it('refuses an empty file and one over 30 MB', () => {
    expect(uploadProblem(picked('a.png', 'image/png', 0))).toMatch(/is empty \(0 bytes\)/);
    expect(uploadProblem(picked('huge.png', 'image/png', 31 * 1024 * 1024))).toMatch(
      /^"huge.png" is 31 MB, more than the 30 MB a picture may have/,
    );
  });

  it('refuses a name an address cannot hold, with one it can', () => {
    expect(uploadProblem(picked('Café Crème.jpg'))).toBe(
      '"Café Crème.jpg" has characters a picture\'s address cannot hold (é è), so it was not uploaded. Rename the file with plain letters a–z, digits and hyphens, for example "cafe-creme.jpg", and upload it again.',
    );
    expect(suggestedName('été (2).png')).toBe('ete-2.png');
  });

  it('takes JPEG, PNG, WebP, AVIF and SVG pictures, capitals and spaces included', () => {
    for (const name of ['Team Photo.JPG', 'a.jpeg', 'b.png', 'c.webp', 'd.avif', 'logo.svg'])
      expect(uploadProblem(picked(name)), name).toBeUndefined();
  });
});

describe('a picked file the site cannot use', () => {
  function page() {
    const { window } = new JSDOM('<body><div id="root"><input type="file"></div></body>');
    const input = window.document.querySelector('input')!;
    const heard: string[] = [];
    // Decap's media library listens as React does: on its root, below the document.
    window.document.getElementById('root')!.addEventListener('change', () => heard.push('decap'));
    const shown: string[] = [];
    refuseUnusablePictures(window.document, (text) => shown.push(text));
    const pick = (...files: File[]) => {
      Object.defineProperty(input, 'files', { value: files, configurable: true });
      input.dispatchEvent(new window.Event('change', { bubbles: true }));
    };
    return { heard, shown, pick, window };
  }

  it('never reaches Decap, and the editor reads why', () => {
    const { heard, shown, pick } = page();
    pick(new File(['x'], 'photo.heic', { type: 'image/heic' }));
    expect(heard).toEqual([]);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^"photo.heic" is a HEIC photo/);
  });

  it('a picture it can use goes on to Decap, without a note', () => {
    const { heard, shown, pick } = page();
    pick(new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(heard).toEqual(['decap']);
    expect(shown).toEqual([]);
  });
});

describe('a save with a picture the site cannot use', () => {
  const heic: UploadAsset = {
    path: 'public/images/blog/photo.heic',
    url: 'blob:x',
    fileObj: new File(['x'], 'photo.heic'),
  };
  const jpeg: UploadAsset = { path: 'public/images/blog/a.jpg', url: 'blob:y', fileObj: new File(['x'], 'a.jpg') };

  function backend() {
    const sent: string[][] = [];
    const registered = {
      init: () => ({
        persistMedia: async () => undefined,
        persistEntry: async (entry: { assets?: UploadAsset[] }) => {
          sent.push((entry.assets ?? []).map((a) => a.path));
        },
      }),
    };
    prepareUploads({ getBackend: () => registered }, checkUpload, ['proxy']);
    return { live: registered.init() as never as { persistEntry(e: object, o: object): Promise<unknown> }, sent };
  }

  it('leaves it out when the entry does not use it: the entry saves, with its other pictures', async () => {
    const { live, sent } = backend();
    const raw = 'image: "/images/blog/a.jpg"\n';
    await live.persistEntry({ dataFiles: [{ path: 'content/blog/x.md', slug: 'x', raw }], assets: [heic, jpeg] }, {});
    expect(sent).toEqual([['public/images/blog/a.jpg']]);
  });

  it('refuses it in words, naming the picture to replace, when the entry uses it', async () => {
    const { live, sent } = backend();
    const raw = 'image: "/images/blog/photo.heic"\n';
    const saving = live.persistEntry(
      { dataFiles: [{ path: 'content/blog/x.md', slug: 'x', raw }], assets: [heic] },
      {},
    );
    await expect(saving).rejects.toThrow(/^Not saved: "photo.heic" is a HEIC photo/);
    await expect(saving).rejects.toThrow(/in place of \/images\/blog\/photo.heic\.$/);
    expect(sent).toEqual([]);
  });
});

describe('a picture uploaded and not saved yet', () => {
  it("the site's address of a picture's file", () => {
    expect(pictureAddress('public/images/blog/photo.jpg')).toBe('/images/blog/photo.jpg');
    expect(pictureAddress('/public/images/photo.jpg')).toBe('/images/photo.jpg');
    expect(pictureAddress('/images/blog/photo.jpg')).toBeUndefined();
  });

  /** Decap's store with its media part (its reducer's ADD_ASSET and REMOVE_ASSET), captured as in /admin. */
  function mediaStore() {
    type Stored = Record<string, { asset: { path: string; url: string } }>;
    let medias: Stored = {};
    const listeners: (() => void)[] = [];
    const made = {
      getState: () => ({ entryDraft: { get: () => undefined, getIn: () => undefined }, medias }),
      subscribe: (listener: () => void) => {
        listeners.push(listener);
        return () => {};
      },
      dispatch(action: { type: string; payload: unknown }) {
        const next = { ...medias };
        if (action.type === MEDIA_ACTIONS.added) {
          const asset = action.payload as { path: string; url: string };
          next[asset.path] = { asset };
        } else if (action.type === MEDIA_ACTIONS.removed) delete next[action.payload as string];
        medias = next;
        for (const listener of [...listeners]) listener();
      },
    };
    const page: { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown } = {};
    captureDecapStore(page as never);
    const compose = page.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ as (
      ...e: unknown[]
    ) => (next: () => unknown) => () => unknown;
    compose()(() => made)();
    return { store: made, medias: () => medias };
  }

  /** An asset as Decap's AssetProxy is: drawn from its url. */
  class Asset {
    path: string;
    url: string;
    constructor(path: string, url: string) {
      this.path = path;
      this.url = url;
    }
    toString() {
      return this.url;
    }
  }

  it('is kept under the address the entry names it by too, drawn from the upload, and dropped with it', () => {
    const { store, medias } = mediaStore();
    drawUnsavedUploads(pictureAddress);
    store.dispatch({ type: MEDIA_ACTIONS.added, payload: new Asset('public/images/blog/photo.jpg', 'blob:upload-1') });
    const shown = medias()['/images/blog/photo.jpg']?.asset;
    expect(String(shown)).toBe('blob:upload-1');
    expect(shown?.path).toBe('/images/blog/photo.jpg');
    expect(medias()['public/images/blog/photo.jpg']?.asset.path).toBe('public/images/blog/photo.jpg');
    // A picture already on the site keeps its own address.
    store.dispatch({
      type: MEDIA_ACTIONS.added,
      payload: new Asset('/images/blog/other.svg', '/images/blog/other.svg'),
    });
    expect(Object.keys(medias()).sort()).toEqual([
      '/images/blog/other.svg',
      '/images/blog/photo.jpg',
      'public/images/blog/photo.jpg',
    ]);
    // Uploaded again under the same name: the new one is drawn.
    store.dispatch({ type: MEDIA_ACTIONS.added, payload: new Asset('public/images/blog/photo.jpg', 'blob:upload-2') });
    expect(String(medias()['/images/blog/photo.jpg']?.asset)).toBe('blob:upload-2');
    store.dispatch({ type: MEDIA_ACTIONS.removed, payload: 'public/images/blog/photo.jpg' });
    expect(Object.keys(medias())).toEqual(['/images/blog/other.svg']);
  });
});
