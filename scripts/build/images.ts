/**
 * The pictures of the built site (dist/client/images, copied from public/images):
 *   - AVIF and WebP variants of every raster image, as the manifest lists them (src/lib/
 *     image-manifest.ts), made by sharp and kept in the build cache;
 *   - a 1200×630 PNG beside each SVG that a page names as its social image (Facebook, LinkedIn
 *     and X do not accept SVG for og:image): /images/og-default.svg → /images/og-default.png;
 *   - every SVG (and favicon.svg) made safe (src/lib/svg-safe.ts: no script, no on* handler, no
 *     foreignObject, no reference outside the picture) and optimised in place with svgo, keeping
 *     viewBox, <title>, role, aria-* and the ids gradients refer to;
 *   - every raster picture copied from public/images written again without its metadata.
 * ./pictures.ts runs them beside Vike's build. Each SVG's safe, optimised text and each PNG drawn
 * from an SVG is kept in the build cache (./cache.ts) by a hash of the SVG as filled and of the
 * code and packages that make it (TOOLCHAIN), so jsdom, DOMPurify, svgo and sharp's SVG renderer
 * run only for a picture that changed.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Config as SvgoConfig } from 'svgo';
import { type ImageManifest, VARIANTS_DIR } from '../../src/content/images.ts';
import { emailLogoOf, socialImageOf } from '../../src/lib/image-manifest.ts';
import { fileInputs, withCached } from './cache.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * What a cached SVG or PNG is made by, besides its SVG: this file, the sanitiser's code and the
 * packages (package-lock.json: svgo, DOMPurify, jsdom and sharp among them), read once.
 */
const TOOLCHAIN = (() => {
  let key: (string | Uint8Array)[] | undefined;
  return () => {
    key ??= fileInputs(ROOT, [
      'scripts/build/images.ts',
      'src/lib/svg-safe.ts',
      'src/lib/svg-safe-node.ts',
      'package-lock.json',
    ]);
    return key;
  };
})();

/** Loaded on first use: jsdom alone takes a quarter of a second, and a build whose pictures are all cached needs none of it. */
async function safeSvg(text: string) {
  return (await import('../../src/lib/svg-safe-node.ts')).safeSvg(text);
}

/** A cache entry's name for a file of the site: its path, in characters any file system takes. */
const entryName = (kind: string, file: string) => `${kind}-${file.replace(/[^\w.-]+/g, '-')}`;

export const AVIF_QUALITY = 50;
export const WEBP_QUALITY = 75;
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Writes the variants of every manifest entry into the site folder. Returns how many were made afresh. */
export async function writeVariants(siteDir: string, publicDir: string, manifest: ImageManifest): Promise<number> {
  let made = 0;
  for (const [src, entry] of Object.entries(manifest)) {
    const input = readFileSync(path.join(publicDir, ...src.split('/')));
    const variants = [...entry.avif, ...entry.webp];
    const settings = JSON.stringify({ sharp: sharp.versions.sharp, AVIF_QUALITY, WEBP_QUALITY, variants });
    await withCached(
      `image${src.replace(/[^\w.-]+/g, '-')}`,
      [settings, input],
      async (dir) => {
        made++;
        await Promise.all(
          variants.map((variant) => {
            const image = sharp(input).autoOrient().resize({ width: variant.width, withoutEnlargement: true });
            const encoded = variant.src.endsWith('.avif')
              ? image.avif({ quality: AVIF_QUALITY })
              : image.webp({ quality: WEBP_QUALITY });
            return encoded.toFile(path.join(dir, path.basename(variant.src)));
          }),
        );
      },
      (dir) => {
        for (const variant of variants) {
          const target = path.join(siteDir, ...variant.src.split('/'));
          mkdirSync(path.dirname(target), { recursive: true });
          cpSync(path.join(dir, path.basename(variant.src)), target);
        }
      },
    );
  }
  return made;
}

/** Rasterises an SVG to a PNG of exactly `size` (cover, centred), drawn at that resolution. */
export async function rasteriseSvg(
  svgFile: string,
  pngFile: string,
  size: { width: number; height: number } = SOCIAL_IMAGE_SIZE,
  fill: SvgFill = (svg) => svg,
) {
  const filled = fill(readFileSync(svgFile, 'utf8'));
  await withCached(
    entryName('png', `${path.basename(pngFile)}-${size.width}x${size.height}`),
    [...TOOLCHAIN(), JSON.stringify(size), filled],
    (dir) => drawSvg(svgFile, filled, path.join(dir, 'picture.png'), size),
    (dir) => cpSync(path.join(dir, 'picture.png'), pngFile),
  );
}

async function drawSvg(svgFile: string, filled: string, pngFile: string, size: { width: number; height: number }) {
  // Drawn from the safe picture: the renderer would otherwise follow its references to other files.
  const safe = await safeSvg(filled);
  if (!safe) throw new Error(`${svgFile} is not an SVG picture`);
  const input = Buffer.from(safe.svg);
  const meta = await sharp(input).metadata();
  // Render the vector at the target resolution (72 dpi = the SVG's own size) instead of scaling pixels.
  const density = Math.min(2400, Math.ceil(72 * Math.max(size.width / meta.width, size.height / meta.height)));
  await sharp(input, { density })
    .resize({ width: size.width, height: size.height, fit: 'cover', position: 'centre' })
    // Adaptive filtering made these drawings' PNGs 10 % larger and took 4 times as long (1.09 s
    // against 0.29 s of CPU for the eight social images of the content).
    .png({ compressionLevel: 9 })
    .toFile(pngFile);
}

/**
 * The PNG twin of each SVG social image, rasterised side by side into `siteDir`; a PNG an author put
 * there already is kept. `sourceDir`: where the SVGs are read, when not from `siteDir` itself.
 */
export async function writeSocialImages(
  siteDir: string,
  socialImages: readonly string[],
  sourceDir = siteDir,
  fill?: SvgFill,
): Promise<string[]> {
  const made = [...new Set(socialImages)]
    .filter((src) => /^\/images\/.+\.svg$/i.test(src)) // raster images are used as they are
    .filter((src) => !existsSync(path.join(sourceDir, ...socialImageOf(src).split('/'))));
  await Promise.all(
    made.map((src) =>
      rasteriseSvg(
        path.join(sourceDir, ...src.split('/')),
        path.join(siteDir, ...socialImageOf(src).split('/')),
        SOCIAL_IMAGE_SIZE,
        fill,
      ),
    ),
  );
  return made.map(socialImageOf);
}

/** What an SVG's text becomes before it is drawn: the company's placeholders filled (./pictures.ts). */
export type SvgFill = (svg: string) => string;

/** The e-mails show the logo at 40 px: drawn at twice that for sharp screens. */
export const EMAIL_LOGO_SIZE = { width: 80, height: 80 } as const;

/**
 * The PNG of an SVG logo for the e-mails (emailLogoOf in src/lib/image-manifest.ts), drawn
 * into `siteDir`; its path, or null for a raster logo (used as it is) or one already there.
 */
export async function writeEmailLogo(
  siteDir: string,
  logo: string,
  sourceDir = siteDir,
  fill?: SvgFill,
): Promise<string | null> {
  const png = emailLogoOf(logo);
  if (png === logo || !/^\/images\//.test(logo) || existsSync(path.join(sourceDir, ...png.split('/')))) return null;
  const target = path.join(siteDir, ...png.split('/'));
  mkdirSync(path.dirname(target), { recursive: true });
  await rasteriseSvg(path.join(sourceDir, ...logo.split('/')), target, EMAIL_LOGO_SIZE, fill);
  return png;
}

/** svgo settings: preset-default, multipass; ids keep their names (gradients refer to them), role and aria-* stay. */
export const SVGO_CONFIG: SvgoConfig = {
  multipass: true,
  plugins: [
    {
      name: 'preset-default',
      params: {
        overrides: {
          cleanupIds: { minify: false, remove: false },
          removeUnknownsAndDefaults: { keepRoleAttr: true, keepAriaAttrs: true },
        },
      },
    },
  ],
};

const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);

/** What a file holds that is never published: it is not a picture at all. */
const NOT_AN_SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>\n';

export interface OptimizedSvg {
  data: string;
  problem?: string;
  removed?: string[];
}

/**
 * `optimizeSvg` through the build cache: `file` (the site's path of the SVG) names the entry, so
 * that an SVG's earlier versions make way for its new one.
 */
async function cachedOptimizeSvg(file: string, original: string): Promise<OptimizedSvg> {
  return withCached(
    entryName('svg', file),
    [...TOOLCHAIN(), original],
    async (dir) => writeFileSync(path.join(dir, 'optimized.json'), JSON.stringify(await optimizeSvg(original))),
    (dir) => JSON.parse(readFileSync(path.join(dir, 'optimized.json'), 'utf8')) as OptimizedSvg,
  );
}

/**
 * Makes one SVG safe, then optimises it; keeps the safe picture as it is when svgo's result is
 * not smaller or lost something that must stay. `removed`: what the safety step took out.
 */
export async function optimizeSvg(original: string): Promise<OptimizedSvg> {
  const safe = await safeSvg(original);
  if (!safe) return { data: NOT_AN_SVG, removed: ['everything: the file holds no SVG picture'] };
  const svg = safe.svg;
  const removed = safe.removed.length ? { removed: safe.removed } : {};
  return { ...(await optimizeSafeSvg(svg)), ...removed };
}

async function optimizeSafeSvg(svg: string): Promise<{ data: string; problem?: string }> {
  const { optimize } = await import('svgo');
  const { data } = optimize(svg, SVGO_CONFIG);
  const mustStay: [string, RegExp][] = [
    ['viewBox', /<svg\b[^>]*\sviewBox=/],
    ['<title>', /<title[\s>]/],
    ['role', /<svg\b[^>]*\srole=/],
  ];
  for (const [what, re] of mustStay)
    if (re.test(svg) && !re.test(data)) return { data: svg, problem: `svgo dropped ${what}` };
  const kept = new Set(ids(data));
  const lost = ids(svg).filter((id) => !kept.has(id) && svg.includes(`#${id}`));
  if (lost.length) return { data: svg, problem: `svgo dropped referenced id ${lost.join(', ')}` };
  return Buffer.byteLength(data) < Buffer.byteLength(svg) ? { data } : { data: svg };
}

/** Optimises every SVG of the site in place; returns the warnings (SVGs left as they were). */
export async function optimizeSvgs(
  siteDir: string,
): Promise<{ count: number; before: number; after: number; warnings: string[] }> {
  const imagesDir = path.join(siteDir, 'images');
  const files = [
    ...(existsSync(imagesDir) ? readdirSync(imagesDir, { recursive: true, encoding: 'utf8' }) : [])
      .filter((name) => name.endsWith('.svg'))
      .map((name) => path.join(imagesDir, name)),
    path.join(siteDir, 'favicon.svg'),
  ].filter((file) => existsSync(file));
  const sources = files.map((file) => readFileSync(file, 'utf8'));
  const optimised = await Promise.all(
    sources.map((svg, i) => cachedOptimizeSvg(path.relative(siteDir, files[i]!), svg)),
  );
  const report = { count: files.length, before: 0, after: 0, warnings: [] as string[] };
  files.forEach((file, i) => {
    const svg = sources[i]!;
    const { data, problem, removed } = optimised[i]!;
    const name = path.relative(siteDir, file);
    if (removed)
      report.warnings.push(
        `${name}: removed ${removed.join(', ')} (a published picture runs no code and loads nothing)`,
      );
    if (problem) report.warnings.push(`${name}: ${problem}; left unoptimised`);
    report.before += Buffer.byteLength(svg);
    report.after += Buffer.byteLength(data);
    if (data !== svg) writeFileSync(file, data);
  });
  return report;
}

/** Pictures whose copies may carry a camera's data (EXIF, XMP, IPTC, comments). */
const RASTER_COPY = /\.(png|jpe?g|webp|avif)$/i;

/** Whether a picture carries data beyond its pixels: a camera's EXIF (GPS position, owner), XMP, IPTC, comments. */
function hasMetadata(meta: sharp.Metadata): boolean {
  return Boolean(meta.exif || meta.xmp || meta.iptc || meta.comments?.length || (meta.orientation ?? 1) !== 1);
}

/** The picture's pixels only, turned as the camera meant them (its orientation applied), in its own format. */
function withoutMetadata(input: Buffer, format: string | undefined): sharp.Sharp {
  const image = sharp(input).autoOrient();
  switch (format) {
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: 90 });
    case 'heif':
      return image.avif({ quality: 70 });
    default:
      return image.jpeg({ quality: 90, mozjpeg: true });
  }
}

/**
 * Writes every raster picture that Vite copied from public/images into the site again without
 * its metadata: a photo straight from a phone names its owner and where it was taken, and the
 * site must publish neither. Pictures without any are left as they are (no needless re-encoding);
 * the others are re-encoded once and kept in the build cache. Returns the pictures rewritten.
 */
export async function stripRasterMetadata(siteDir: string): Promise<string[]> {
  const imagesDir = path.join(siteDir, 'images');
  if (!existsSync(imagesDir)) return [];
  const files = readdirSync(imagesDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => RASTER_COPY.test(name) && name.split(path.sep)[0] !== VARIANTS_DIR)
    .sort();
  const stripped: string[] = [];
  for (const name of files) {
    const file = path.join(imagesDir, name);
    const input = readFileSync(file);
    const meta = await sharp(input).metadata();
    if (!hasMetadata(meta)) continue;
    await withCached(
      `stripped-${name.replace(/[^\w.-]+/g, '-')}`,
      [sharp.versions.sharp ?? '', withoutMetadata.toString(), input],
      (dir) =>
        withoutMetadata(input, meta.format)
          .toFile(path.join(dir, 'picture'))
          .then(() => undefined),
      (dir) => cpSync(path.join(dir, 'picture'), file),
    );
    stripped.push(`/images/${name.split(path.sep).join('/')}`);
  }
  return stripped;
}
