/**
 * The responsive-image manifest that scripts/lib/images.ts (`prepareRasterImages`) builds before
 * the pages are rendered: for every raster image under public/images, its intrinsic size and the
 * AVIF and WebP variants generated for it. scripts/build.ts passes it to the renderer with the
 * rest of the build data. Pure helpers only: no sharp, no svgo (this module is bundled into the
 * renderer).
 */

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

/** The `srcset` value of a list of variants: "/a-480.avif 480w, /a-960.avif 960w". */
export function srcsetOf(entries: readonly ImageVariant[]): string {
  return [...entries]
    .sort((a, b) => a.width - b.width)
    .map((e) => `${e.src} ${e.width}w`)
    .join(', ');
}

/** Manifest entry of an image site path, or undefined (SVGs, unknown or external images). */
export function responsiveSources(src: string, manifest: ImageManifest): ImageManifestEntry | undefined {
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
