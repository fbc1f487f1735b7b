/**
 * SVG pictures an editor uploads are made safe before any backend stores them (the local one
 * under `npm start`, GitHub on the live site): src/lib/svg-safe.ts, on the browser's own DOM, takes
 * out scripts, on* handlers, foreignObject and every reference outside the picture. Decap keeps
 * an upload as an asset (its file and a blob: address it reads back when saving), so the wrapped
 * backends swap both for the safe picture's. The local backend and the build check again.
 */
import { isSvgName, svgSanitizer } from '../lib/svg-safe.ts';

/** Decap's AssetProxy, as far as an upload needs it. */
export interface UploadAsset {
  path: string;
  url: string;
  fileObj?: File;
}

interface Backend {
  persistMedia(asset: UploadAsset, options: unknown): Promise<unknown>;
  persistEntry(entry: { assets?: UploadAsset[] }, options: unknown): Promise<unknown>;
}

let sanitize: ReturnType<typeof svgSanitizer> | undefined;

/** Replaces an SVG asset's file and address by the safe picture's; throws (with a sentence) for no picture. */
export async function makeAssetSafe(asset: UploadAsset, target: Window & typeof globalThis = window): Promise<void> {
  if (!isSvgName(asset.path)) return;
  const text = asset.fileObj ? await asset.fileObj.text() : await (await target.fetch(asset.url)).text();
  sanitize ??= svgSanitizer(target);
  const safe = sanitize(text);
  if (!safe) throw new Error(`${asset.path.split('/').pop()} is not an SVG picture, so it was not uploaded.`);
  const file = new target.File([safe.svg], asset.fileObj?.name ?? asset.path.split('/').pop()!, {
    type: 'image/svg+xml',
  });
  asset.fileObj = file;
  asset.url = target.URL.createObjectURL(file);
}

/** Wraps Decap's backends so that every uploaded SVG is stored safe. Before CMS.init, as ./page-moves.ts does. */
export function storeSafeSvgs(
  cms: { getBackend(name: string): unknown },
  names: readonly string[] = ['proxy', 'github'],
  target: () => Window & typeof globalThis = () => window,
) {
  for (const name of names) {
    const registered = cms.getBackend(name) as { init: (...args: unknown[]) => Backend } | undefined;
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args) => {
      const backend = init(...args);
      const media = backend.persistMedia.bind(backend);
      const entry = backend.persistEntry.bind(backend);
      backend.persistMedia = async (asset, options) => {
        await makeAssetSafe(asset, target());
        return media(asset, options);
      };
      backend.persistEntry = async (data, options) => {
        await Promise.all((data.assets ?? []).map((asset) => makeAssetSafe(asset, target())));
        return entry(data, options);
      };
      return backend;
    };
  }
}
