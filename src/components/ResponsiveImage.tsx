/**
 * An image that is as light as the browser allows. SVGs (and raster images the manifest does not
 * know) render as a plain <img> with the given width/height. Raster images with variants in the
 * image manifest (scripts/build/images.ts) render as a <picture>: AVIF, then WebP sources with a
 * width-described srcset, and the original as the fallback <img>, whose width/height are the
 * intrinsic size from the manifest so the layout never shifts. The <picture> is display: contents,
 * so className (sizing, rounding, object-fit) applies to the <img> exactly as with a plain one.
 * The manifest comes from ImageManifestContext, which the renderer fills with the build's.
 */
import { createContext, useContext } from 'react';
import type { ImageManifest } from '../content/images.ts';
import { responsiveSources, srcsetOf } from '../lib/image-manifest.ts';

/** The image manifest of the build (+onRenderHtml.tsx provides it); without a provider, no variants. */
export const ImageManifestContext = createContext<ImageManifest>({});

export interface ResponsiveImageProps {
  /** Site path of the image, e.g. /images/blog/cover.png */
  src: string;
  alt: string;
  /** Used as is for SVGs; for raster images the manifest's intrinsic size wins. */
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Rendered width of the image per viewport, for the srcset choice. Default 100vw. */
  sizes?: string;
  decoding?: 'async' | 'sync' | 'auto';
}

export function ResponsiveImage(props: ResponsiveImageProps) {
  const { src, alt, className, loading, fetchPriority, sizes = '100vw', decoding = 'async' } = props;
  const manifest = useContext(ImageManifestContext);
  const entry = /\.svg$/i.test(src) ? undefined : responsiveSources(src, manifest);
  const img = (width: number, height: number) => (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={decoding}
    />
  );
  if (!entry) return img(props.width, props.height);
  return (
    // display: contents keeps the <img> the layout child of the parent, as before (grid/flex items).
    <picture className="contents">
      {entry.avif.length ? <source type="image/avif" srcSet={srcsetOf(entry.avif)} sizes={sizes} /> : null}
      {entry.webp.length ? <source type="image/webp" srcSet={srcsetOf(entry.webp)} sizes={sizes} /> : null}
      {img(entry.width, entry.height)}
    </picture>
  );
}

/** The sizes an entry's own picture is shown at: a case study's beside its intro, an article's above its text. */
const COVER_LAYOUTS = {
  caseStudy: { width: 960, height: 540, sizes: '(min-width: 1152px) 33rem, (min-width: 1024px) 50vw, 100vw' },
  article: { width: 1200, height: 630, sizes: '(min-width: 56rem) 52rem, calc(100vw - 2rem)' },
} as const;

/**
 * A case study's or an article's own picture, full width in the frame both share. When it is the
 * page's largest image (priority) it is fetched first; otherwise (a teaser further down) lazily.
 */
export function CoverImage({
  entry,
  layout,
  priority,
}: {
  entry: { image: string; imageAlt: string };
  layout: keyof typeof COVER_LAYOUTS;
  priority: boolean;
}) {
  const { width, height, sizes } = COVER_LAYOUTS[layout];
  return (
    <ResponsiveImage
      src={entry.image}
      alt={entry.imageAlt}
      width={width}
      height={height}
      className="h-auto w-full rounded-2xl shadow-sm ring-1 ring-slate-200"
      {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })}
      sizes={sizes}
    />
  );
}
