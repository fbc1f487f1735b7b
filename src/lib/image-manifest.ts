/**
 * The responsive-image manifest: for every raster image under public/images, its intrinsic size
 * and the AVIF and WebP variants the build makes of it (scripts/build/images.ts), which
 * <ResponsiveImage> turns into a <picture>. Pure helpers only.
 */

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
 * Path of the PNG the build rasterises for an SVG social image (og:image, twitter:image):
 * /images/og-default.svg → /images/og-default.png. Other formats are returned unchanged.
 */
export function socialImageOf(src: string): string {
  return /\.svg$/i.test(src) ? src.replace(/\.svg$/i, '.png') : src;
}
