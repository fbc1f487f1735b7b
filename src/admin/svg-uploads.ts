/**
 * SVG pictures an editor uploads are made safe before any backend stores them (the local one
 * under `npm start`, GitHub on the live site): src/lib/svg-safe.ts, on the browser's own DOM, takes
 * out scripts, on* handlers, foreignObject and every reference outside the picture. Decap keeps
 * an upload as an asset (its file and a blob: address it reads back when saving), so the wrapped
 * backends swap both for the safe picture's. The local backend and the build check again.
 */
import { isSvgName, svgSanitizer } from '../lib/svg-safe.ts';
import { prepareUploads, type UploadAsset } from './decap-internals.ts';

export type { UploadAsset };

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

/** Every uploaded SVG is stored safe, on the backends named. Before CMS.init, as ./page-moves.ts does. */
export function storeSafeSvgs(
  cms: Parameters<typeof prepareUploads>[0],
  names: readonly string[] = ['proxy', 'github'],
  target: () => Window & typeof globalThis = () => window,
) {
  prepareUploads(cms, (asset) => makeAssetSafe(asset, target()), names);
}
