/**
 * The responsive-image manifest written by scripts/lib/images.ts (`prepareRasterImages`) before
 * pre-rendering: for every raster image under public/images, its intrinsic size and the AVIF and
 * WebP variants generated for it. Read once per process from IMAGE_MANIFEST (scripts/build.ts sets
 * it to <OUT_DIR>/images-manifest.json), default dist/images-manifest.json. A missing file is an
 * empty manifest: SVG-only sites and unit tests render plain <img> elements.
 *
 * Pure helpers only besides the one file read: no sharp, no svgo (this module is bundled into the
 * pre-renderer).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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

export const DEFAULT_IMAGE_MANIFEST = 'dist/images-manifest.json';

let cached: ImageManifest | undefined;

/** Reads a manifest file; a missing file is an empty manifest. */
export function readImageManifest(file: string): ImageManifest {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as ImageManifest;
}

/** The manifest of this build, read once. */
export function imageManifest(): ImageManifest {
  cached ??= readImageManifest(path.resolve(process.env.IMAGE_MANIFEST ?? DEFAULT_IMAGE_MANIFEST));
  return cached;
}

/** Forget the cached manifest (tests; a build that rewrote it in the same process). */
export function resetImageManifest(): void {
  cached = undefined;
}

/** The `srcset` value of a list of variants: "/a-480.avif 480w, /a-960.avif 960w". */
export function srcsetOf(entries: readonly ImageVariant[]): string {
  return [...entries]
    .sort((a, b) => a.width - b.width)
    .map((e) => `${e.src} ${e.width}w`)
    .join(', ');
}

/** Manifest entry of an image site path, or undefined (SVGs, unknown or external images). */
export function responsiveSources(
  src: string,
  manifest: ImageManifest = imageManifest(),
): ImageManifestEntry | undefined {
  const entry = Object.hasOwn(manifest, src) ? manifest[src] : undefined;
  return entry && (entry.avif.length || entry.webp.length) ? entry : undefined;
}

/**
 * Path of the PNG that finishImages rasterises for an SVG social image (og:image, twitter:image):
 * /images/og-default.svg → /images/og-default.png. Other formats are returned unchanged.
 */
export function socialImageOf(src: string): string {
  return /\.svg$/i.test(src) ? src.replace(/\.svg$/i, '.png') : src;
}
