// The editor's side of safe SVG uploads (src/admin/svg-uploads.ts): Decap's backends, wrapped
// before CMS.init, store an uploaded SVG only as the safe picture, whether it is uploaded on its
// own (persistMedia) or saved with its entry (persistEntry). The backend here is a stand-in that
// records what it was handed; the DOM is jsdom's, with Node's File and blob: URLs as a browser has.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { storeSafeSvgs, type UploadAsset } from '../../src/admin/svg-uploads.ts';

const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject><image href="https://evil.example/p.png"/><circle r="4" fill="#f97316"/></svg>`;

function browserWindow() {
  const { window } = new JSDOM('');
  Object.assign(window, { File, URL });
  return window as unknown as Window & typeof globalThis;
}

/** A registered backend as Decap keeps it, recording what each call stores. */
function registry() {
  const stored: string[] = [];
  const read = async (asset: UploadAsset) => stored.push(await asset.fileObj!.text());
  const backend = {
    init: () => ({
      persistMedia: async (asset: UploadAsset) => read(asset),
      persistEntry: async (entry: { assets?: UploadAsset[] }) => Promise.all((entry.assets ?? []).map(read)),
    }),
  };
  return { cms: { getBackend: (name: string) => (name === 'proxy' ? backend : undefined) }, backend, stored };
}

const asset = (path: string, text: string): UploadAsset => {
  const fileObj = new File([text], path.split('/').pop()!, { type: 'image/svg+xml' });
  return { path, fileObj, url: URL.createObjectURL(fileObj) };
};

describe('an SVG uploaded in the editor', () => {
  it('is stored without script, onload, foreignObject or outside references, alone or with its entry', async () => {
    const window = browserWindow();
    const { cms, backend, stored } = registry();
    storeSafeSvgs(cms, ['proxy', 'github'], () => window);
    const live = backend.init() as unknown as {
      persistMedia(a: UploadAsset, o: unknown): Promise<unknown>;
      persistEntry(e: { assets: UploadAsset[] }, o: unknown): Promise<unknown>;
    };
    const alone = asset('public/images/blog/a.svg', HOSTILE);
    await live.persistMedia(alone, {});
    await live.persistEntry({ assets: [asset('public/images/blog/b.svg', HOSTILE)] }, {});
    expect(stored).toHaveLength(2);
    for (const svg of stored) {
      for (const needle of ['<script', 'alert', 'onload', 'foreignObject', 'evil.example'])
        expect(svg, needle).not.toContain(needle);
      expect(svg).toContain('<circle r="4" fill="#f97316"/>');
    }
    // Decap reads the upload back from its address when saving: that is the safe one too.
    expect(alone.url).toMatch(/^blob:/);
    expect(await (await import('node:buffer')).resolveObjectURL(alone.url)!.text()).toBe(stored[0]);
  });

  it('leaves other pictures as they are, and refuses a .svg that is no picture with a sentence', async () => {
    const window = browserWindow();
    const { cms, backend, stored } = registry();
    storeSafeSvgs(cms, ['proxy'], () => window);
    const live = backend.init() as unknown as { persistMedia(a: UploadAsset, o: unknown): Promise<unknown> };
    await live.persistMedia(asset('public/images/blog/photo.jpg', 'jpeg bytes'), {});
    expect(stored).toEqual(['jpeg bytes']);
    await expect(live.persistMedia(asset('public/images/blog/fake.svg', '<html>hi</html>'), {})).rejects.toThrow(
      'fake.svg is not an SVG picture, so it was not uploaded.',
    );
    expect(stored).toHaveLength(1);
  });
});
