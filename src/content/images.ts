/**
 * The raster pictures under public/images (photos editors upload through /admin, say), with
 * their intrinsic sizes: what the responsive-image manifest is made of. SVGs need no variants.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type ImageManifest, manifestEntry, VARIANTS_DIR } from '../lib/image-manifest.ts';

const RASTER = /\.(png|jpe?g)$/i;

export interface RasterImage {
  /** Site path, e.g. /images/blog/cover.png */
  src: string;
  file: string;
}

export function rasterImages(publicDir: string): RasterImage[] {
  const dir = path.join(publicDir, 'images');
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .map((name) => name.split(path.sep).join('/'))
    .filter(
      (name) => RASTER.test(name) && !name.split('/').some((part) => part.startsWith('.') || part === VARIANTS_DIR),
    )
    .sort()
    .map((name) => ({ src: `/images/${name}`, file: path.join(dir, name) }));
}

/** The manifest of every raster picture; sharp reads their sizes (loaded only when there is one). */
export async function imageManifest(publicDir: string): Promise<ImageManifest> {
  const images = rasterImages(publicDir);
  if (!images.length) return {};
  const { default: sharp } = await import('sharp');
  const manifest: ImageManifest = {};
  const bases = new Map<string, string>();
  for (const { src, file } of images) {
    // foo.png and foo.jpg would make the same variants.
    const base = src.replace(RASTER, '');
    if (bases.has(base))
      throw new Error(`${bases.get(base)} and ${src} would share their responsive variants: rename one.`);
    bases.set(base, src);
    const { width, height } = (await sharp(file).metadata()).autoOrient;
    manifest[src] = manifestEntry(src, width, height);
  }
  return manifest;
}
