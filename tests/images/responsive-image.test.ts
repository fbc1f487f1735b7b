// <ResponsiveImage> and the manifest lookup (src/lib/image-manifest.ts), rendered the way the
// renderer renders pages: with the build's manifest in ImageManifestContext.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  ImageManifestContext,
  ResponsiveImage,
  type ResponsiveImageProps,
} from '../../src/components/ResponsiveImage.tsx';
import type { ImageManifest } from '../../src/content/images.ts';
import { responsiveSources } from '../../src/lib/image-manifest.ts';

const MANIFEST: ImageManifest = {
  '/images/blog/cover.png': {
    width: 1600,
    height: 900,
    avif: [480, 960, 1440].map((w) => ({ src: `/images/_r/blog/cover-${w}.avif`, width: w })),
    webp: [480, 960, 1440].map((w) => ({ src: `/images/_r/blog/cover-${w}.webp`, width: w })),
  },
};

/** Renders the image inside a provider of `manifest`, as +onRenderHtml.tsx does; none: no provider. */
const render = (props: ResponsiveImageProps, manifest: ImageManifest | null = MANIFEST) => {
  const image = createElement(ResponsiveImage, props);
  return renderToStaticMarkup(manifest ? createElement(ImageManifestContext, { value: manifest }, image) : image);
};

describe('ResponsiveImage', () => {
  it('renders a <picture> with AVIF and WebP sources and an intrinsically sized fallback for a manifest entry', () => {
    const html = render({
      src: '/images/blog/cover.png',
      alt: 'A cover',
      width: 1200,
      height: 630,
      className: 'h-auto w-full',
      loading: 'lazy',
      sizes: '(min-width: 896px) 896px, 100vw',
    });
    expect(html).toBe(
      '<picture class="contents">' +
        '<source type="image/avif" srcSet="/images/_r/blog/cover-480.avif 480w, /images/_r/blog/cover-960.avif 960w, /images/_r/blog/cover-1440.avif 1440w" sizes="(min-width: 896px) 896px, 100vw"/>' +
        '<source type="image/webp" srcSet="/images/_r/blog/cover-480.webp 480w, /images/_r/blog/cover-960.webp 960w, /images/_r/blog/cover-1440.webp 1440w" sizes="(min-width: 896px) 896px, 100vw"/>' +
        '<img src="/images/blog/cover.png" alt="A cover" width="1600" height="900" class="h-auto w-full" loading="lazy" decoding="async"/>' +
        '</picture>',
    );
  });

  it('passes fetchpriority to the fallback and defaults sizes to 100vw', () => {
    const html = render({
      src: '/images/blog/cover.png',
      alt: '',
      width: 1,
      height: 1,
      fetchPriority: 'high',
    });
    expect(html).toContain('sizes="100vw"');
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(html).not.toContain('loading=');
  });

  it('renders a plain <img> with the given width and height for an SVG', () => {
    const html = render({
      src: '/images/blog/guide.svg',
      alt: 'A guide',
      width: 1200,
      height: 630,
      className: 'w-full',
      loading: 'lazy',
    });
    expect(html).toBe(
      '<img src="/images/blog/guide.svg" alt="A guide" width="1200" height="630" class="w-full" loading="lazy" decoding="async"/>',
    );
    // Eager: React adds its own preload hint (hoisted into <head> in a full document), as for any <img>.
    const eager = render({
      src: '/images/blog/guide.svg',
      alt: 'A guide',
      width: 1200,
      height: 630,
      fetchPriority: 'high',
    });
    expect(eager).toContain(
      '<img src="/images/blog/guide.svg" alt="A guide" width="1200" height="630" fetchPriority="high" decoding="async"/>',
    );
    expect(eager).not.toContain('<picture');
  });

  it('renders a plain <img> for a raster the manifest does not know', () => {
    const html = render({
      src: '/images/other.jpg',
      alt: '',
      width: 640,
      height: 480,
      loading: 'lazy',
    });
    expect(html).toBe('<img src="/images/other.jpg" alt="" width="640" height="480" loading="lazy" decoding="async"/>');
  });

  it('renders plain <img> elements without a manifest provider', () => {
    expect(render({ src: '/images/blog/cover.png', alt: '', width: 1, height: 1, loading: 'lazy' }, null)).toBe(
      '<img src="/images/blog/cover.png" alt="" width="1" height="1" loading="lazy" decoding="async"/>',
    );
  });
});

describe('image manifest', () => {
  it('knows only its own keys', () => {
    expect(responsiveSources('/images/blog/cover.png', MANIFEST)).toBe(MANIFEST['/images/blog/cover.png']);
    expect(responsiveSources('toString', MANIFEST)).toBeUndefined();
    expect(
      responsiveSources('/images/blog/cover.png', {
        '/images/blog/cover.png': { width: 1, height: 1, avif: [], webp: [] },
      }),
    ).toBeUndefined();
  });
});
