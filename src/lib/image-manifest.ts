/**
 * Reading the responsive-image manifest (src/content/images.ts) for the pages: the srcset of a
 * picture's variants, and the PNG that stands in for an SVG social image. Pure helpers only.
 */
import type { ImageManifest, ImageManifestEntry, ImageVariant } from '../content/images.ts';

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

/**
 * Path of the logo as the e-mails show it: Gmail and Outlook show no SVG, so the build draws a
 * small PNG of an SVG logo (/images/logo-mark.svg → /images/logo-mark.email.png). A raster logo
 * is used as it is.
 */
export function emailLogoOf(src: string): string {
  return /\.svg$/i.test(src) ? src.replace(/\.svg$/i, '.email.png') : src;
}

/** The manifest's entries of these pictures (those it has): what a page that draws them needs of it. */
export function manifestOf(manifest: ImageManifest, pictures: readonly string[]): ImageManifest {
  return Object.fromEntries(pictures.filter((src) => Object.hasOwn(manifest, src)).map((src) => [src, manifest[src]!]));
}
