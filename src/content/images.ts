/**
 * The responsive-image manifest: for every raster picture under public/images (photos editors
 * upload through /admin, say), its intrinsic size and the AVIF and WebP variants the build makes
 * of it (scripts/build/images.ts), which <ResponsiveImage> turns into a <picture>. SVGs need no
 * variants.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { MAX_PHOTO_WIDTH } from './schemas/common.ts';

/** Widths of the variants: those up to the source's own width (at least one). */
export const RESPONSIVE_WIDTHS = [480, 960, 1440, 1920] as const;
/** Folder of the variants under the site's /images/. */
export const VARIANTS_DIR = '_r';

export interface ImageVariant {
  /** Site path of the variant, e.g. /images/_r/blog/cover-960.avif */
  src: string;
  /** Pixel width of the variant. */
  width: number;
}

export interface ImageManifestEntry {
  /** Intrinsic size of the source (after EXIF orientation). */
  width: number;
  height: number;
  /** Variants by ascending width. */
  avif: ImageVariant[];
  webp: ImageVariant[];
}

/** Keyed by the site path of the source image, e.g. "/images/blog/cover.png". */
export type ImageManifest = Record<string, ImageManifestEntry>;

/** The widths made of a source of this width: the list's widths ≤ it, else the source width. */
export function variantWidths(sourceWidth: number): number[] {
  const fit = RESPONSIVE_WIDTHS.filter((w) => w <= sourceWidth);
  return fit.length ? fit : [sourceWidth];
}

/** The manifest entry of a raster image at `src` (e.g. /images/blog/cover.png) of this size. */
export function manifestEntry(src: string, width: number, height: number): ImageManifestEntry {
  const base = src.replace(/^\/images\//, '').replace(/\.[^./]+$/, '');
  const variants = (format: string) =>
    variantWidths(width).map((w) => ({ src: `/images/${VARIANTS_DIR}/${base}-${w}.${format}`, width: w }));
  return { width, height, avif: variants('avif'), webp: variants('webp') };
}

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

/**
 * Pictures under public/images wider than `max` pixels (as shown, after the camera's orientation):
 * the content check warns about them, since the editor makes uploads no wider and a wider photo
 * only makes the build slow and the repository heavy.
 */
export async function widePhotos(publicDir: string): Promise<(RasterImage & { width: number })[]> {
  const images = rasterImages(publicDir);
  if (!images.length) return [];
  const { default: sharp } = await import('sharp');
  const wide: (RasterImage & { width: number })[] = [];
  for (const image of images) {
    const { width } = (await sharp(image.file).metadata()).autoOrient;
    if (width > MAX_PHOTO_WIDTH) wide.push({ ...image, width });
  }
  return wide;
}

/** A portrait a page shows `square` pixels square (an image field registered with `square`). */
export interface Portrait {
  /** Where the content names it, e.g. `content/testimonials.yaml items[2].image`. */
  where: string;
  url: string;
  square: number;
}

/**
 * The raster portraits much larger than their place: wider than twice the size the editor saves
 * a portrait at (`savedSize`: PORTRAIT_SCALE times the place). An SVG, or a picture not there,
 * is left to the other checks.
 */
export async function largePortraits(
  publicDir: string,
  portraits: readonly Portrait[],
  savedSize: (square: number) => number,
): Promise<(Portrait & { width: number; height: number })[]> {
  const rasters = new Map(rasterImages(publicDir).map((image) => [image.src, image.file]));
  const found = portraits.filter((p) => rasters.has(p.url));
  if (!found.length) return [];
  const { default: sharp } = await import('sharp');
  const large: (Portrait & { width: number; height: number })[] = [];
  for (const portrait of found) {
    const { width, height } = (await sharp(rasters.get(portrait.url)!).metadata()).autoOrient;
    if (width > 2 * savedSize(portrait.square)) large.push({ ...portrait, width, height });
  }
  return large;
}
