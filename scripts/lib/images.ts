/**
 * The image pipeline of the build, in two parts around Vike's build and the page rendering:
 *
 *   1. prepareRasterImages(publicDir, outRoot)            BEFORE the pages are rendered
 *      Every .png/.jpg/.jpeg under public/images gets AVIF and WebP variants (widths 480, 960,
 *      1440, 1920 that are ≤ the source width; at least one) staged in <outRoot>/images-staging/,
 *      and the manifest is returned and written to <outRoot>/images-manifest.json (beside
 *      client/, never deployed). scripts/build.ts passes the manifest to the renderer, so
 *      <ResponsiveImage> can render <picture> elements; that is why this part must run first.
 *      Variants come from a content-addressed cache (.tmp/image-cache/<hash>/), so an unchanged
 *      image is never encoded twice.
 *
 *   2. finishImages(distClientDir, outRoot, { socialImages })   AFTER Vike's build (it empties
 *      client/ and then copies public/ into it)
 *      Copies the staged variants to <client>/images/_r/, rasterises the SVG social images to
 *      1200×630 PNGs beside them (/images/og-default.svg → /images/og-default.png: Facebook,
 *      LinkedIn and X do not accept SVG for og:image), and optimises every SVG under
 *      <client>/images and <client>/favicon.svg in place with svgo (preset-default, multipass,
 *      keeping viewBox, <title>, role/aria-* and ids, which are referenced by gradients). The
 *      PNGs are cached like the variants (keyed by the SVG's content).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { Config as SvgoConfig } from 'svgo';
import { cacheEnabled, DiskCache, defaultCacheDir, sha256 } from '../../src/content/cache.ts';
import { type ImageManifest, type ImageManifestEntry, socialImageOf } from '../../src/lib/image-manifest.ts';

export const RESPONSIVE_WIDTHS = [480, 960, 1440, 1920] as const;
export const AVIF_QUALITY = 50;
export const WEBP_QUALITY = 75;
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** Folder of the variants under the site's /images/. */
export const VARIANTS_DIR = '_r';
const RASTER = /\.(png|jpe?g)$/i;
const FORMATS = ['avif', 'webp'] as const;

export interface ImageOptions {
  /** Content-addressed variant cache. Default: .tmp/image-cache in the working directory. */
  cacheDir?: string;
  widths?: readonly number[];
  avifQuality?: number;
  webpQuality?: number;
  /** Parallel encodes (each one also uses libvips threads). Default: min(4, cores). */
  concurrency?: number;
  /** finishImages: site paths of SVG social images to rasterise, e.g. ['/images/og-default.svg']. */
  socialImages?: readonly string[];
}

export interface PrepareReport {
  rasterCount: number;
  /** Variant files staged (both formats). */
  variants: number;
  /** Sources whose variants came from the cache. */
  cached: number;
  manifestFile: string;
  manifest: ImageManifest;
  ms: number;
}

export interface SocialImage {
  /** The SVG, e.g. /images/og-default.svg */
  src: string;
  /** The PNG to use for og:image / twitter:image, e.g. /images/og-default.png */
  png: string;
  width: number;
  height: number;
  /** false when a file already existed at that path (an author's own PNG is kept). */
  generated: boolean;
}

export interface FinishReport {
  svgCount: number;
  svgBytesBefore: number;
  svgBytesAfter: number;
  /** Variant files copied into <client>/images/_r. */
  variants: number;
  socialImages: SocialImage[];
  /** SVGs left as they were because svgo would have dropped something that must stay. */
  warnings: string[];
  ms: number;
}

/** <outRoot>/images-manifest.json: the manifest of the last prepareRasterImages, for finishImages' check. */
export const imageManifestPath = (outRoot: string) => path.join(outRoot, 'images-manifest.json');

/** Reads a manifest file; a missing file is an empty manifest. */
export function readImageManifest(file: string): ImageManifest {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as ImageManifest;
}
export const imageStagingDir = (outRoot: string) => path.join(outRoot, 'images-staging');

const toPosix = (p: string) => p.split(path.sep).join('/');

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== VARIANTS_DIR) walk(full, keep, out);
    } else if (keep(full)) out.push(full);
  }
  return out;
}

/**
 * How many sources are read, decoded and encoded at once. sharp runs each pipeline on libuv's
 * thread pool, but it queues every pipeline it is handed, each holding its whole input: the
 * limit keeps memory to a few images however many the site has.
 */
function imageLimit(options: ImageOptions) {
  return pLimit(Math.max(1, options.concurrency ?? Math.min(4, os.availableParallelism())));
}

/** The widths generated for a source of this width: the list's widths ≤ it, else the source width. */
export function variantWidths(sourceWidth: number, widths: readonly number[] = RESPONSIVE_WIDTHS): number[] {
  const fit = [...widths].filter((w) => w <= sourceWidth).sort((a, b) => a - b);
  return fit.length ? fit : [sourceWidth];
}

interface CacheMeta {
  width: number;
  height: number;
  widths: number[];
}

/** Encodes (or finds in the cache) the variants of one source; returns the cache folder and meta. */
async function cachedVariants(
  file: string,
  cacheDir: string,
  settings: { widths: readonly number[]; avifQuality: number; webpQuality: number },
) {
  const input = readFileSync(file);
  const key = createHash('sha256')
    .update(JSON.stringify({ v: 1, sharp: sharp.versions.sharp, ...settings }))
    .update(input)
    .digest('hex')
    .slice(0, 32);
  const dir = path.join(cacheDir, key);
  const metaFile = path.join(dir, 'meta.json');
  if (existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as CacheMeta;
    const complete = meta.widths.every((w) =>
      FORMATS.every((f) => existsSync(path.join(dir, `${w}.${f}`)) && statSync(path.join(dir, `${w}.${f}`)).size > 0),
    );
    if (complete) return { dir, meta, hit: true };
    rmSync(dir, { recursive: true, force: true });
  }
  const info = await sharp(input).metadata();
  const { width, height } = info.autoOrient;
  const widths = variantWidths(width, settings.widths);
  // Encode into a private folder, then rename: a crash or a parallel build never leaves half an entry.
  const tmp = path.join(cacheDir, `${key}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(tmp, { recursive: true });
  try {
    await Promise.all(
      widths.flatMap((w) => {
        const base = () => sharp(input).autoOrient().resize({ width: w, withoutEnlargement: true });
        return [
          base()
            .avif({ quality: settings.avifQuality })
            .toFile(path.join(tmp, `${w}.avif`)),
          base()
            .webp({ quality: settings.webpQuality })
            .toFile(path.join(tmp, `${w}.webp`)),
        ];
      }),
    );
    const meta: CacheMeta = { width, height, widths };
    writeFileSync(path.join(tmp, 'meta.json'), JSON.stringify(meta));
    try {
      renameSync(tmp, dir);
    } catch {
      // Another build finished the same entry first: theirs is identical.
      rmSync(tmp, { recursive: true, force: true });
    }
    return { dir, meta, hit: false };
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Part 1, before pre-rendering: AVIF/WebP variants of every raster under <publicDir>/images,
 * staged in <outRoot>/images-staging/, and <outRoot>/images-manifest.json. Always rewrites both
 * (an SVG-only site gets an empty manifest, never a stale one).
 */
export async function prepareRasterImages(
  publicDir: string,
  outRoot: string,
  options: ImageOptions = {},
): Promise<PrepareReport> {
  const started = performance.now();
  const settings = {
    widths: options.widths ?? RESPONSIVE_WIDTHS,
    avifQuality: options.avifQuality ?? AVIF_QUALITY,
    webpQuality: options.webpQuality ?? WEBP_QUALITY,
  };
  const cacheDir = path.resolve(options.cacheDir ?? '.tmp/image-cache');
  const imagesDir = path.join(publicDir, 'images');
  const staging = imageStagingDir(outRoot);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });

  const sources = walk(imagesDir, (f) => RASTER.test(f));
  // foo.png and foo.jpg would both become _r/foo-480.avif: refuse rather than overwrite.
  const byBase = new Map<string, string>();
  for (const file of sources) {
    const base = toPosix(path.relative(imagesDir, file)).replace(RASTER, '');
    const other = byBase.get(base);
    if (other)
      throw new Error(
        `images: ${toPosix(path.relative(publicDir, other))} and ${toPosix(path.relative(publicDir, file))} would share their responsive variants; rename one of them.`,
      );
    byBase.set(base, file);
  }

  const manifest: ImageManifest = {};
  let variants = 0;
  let cached = 0;
  const limit = imageLimit(options);
  const encodeOne = async (file: string) => {
    const rel = toPosix(path.relative(imagesDir, file));
    const base = rel.replace(RASTER, '');
    const { dir, meta, hit } = await cachedVariants(file, cacheDir, settings);
    if (hit) cached++;
    const entry: ImageManifestEntry = { width: meta.width, height: meta.height, avif: [], webp: [] };
    for (const w of meta.widths) {
      for (const format of FORMATS) {
        const name = `${base}-${w}.${format}`;
        const target = path.join(staging, ...name.split('/'));
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(path.join(dir, `${w}.${format}`), target);
        entry[format].push({ src: `/images/${VARIANTS_DIR}/${name}`, width: w });
        variants++;
      }
    }
    manifest[`/images/${rel}`] = entry;
  };
  await Promise.all(sources.map((file) => limit(() => encodeOne(file))));

  const sorted: ImageManifest = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  const manifestFile = imageManifestPath(outRoot);
  mkdirSync(outRoot, { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
  return {
    rasterCount: sources.length,
    variants,
    cached,
    manifestFile,
    manifest: sorted,
    ms: performance.now() - started,
  };
}

/** svgo settings: preset-default, multipass; ids keep their names (gradients are referenced by them), role and aria-* stay. viewBox and <title> are not touched by svgo 4's preset-default. */
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

/** svgo's version, from its package.json (which its exports do not list), without loading svgo. */
const svgoVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('svgo'); // …/svgo/dist/svgo-node.cjs
  return (JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string })
    .version;
};

const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!).sort();
const has = (svg: string, re: RegExp) => re.test(svg);

// svgo takes about a quarter of a second to load: it is loaded on the first SVG that is not in
// the cache (see finishImages), through its CommonJS build so that optimizeSvg can stay synchronous.
let svgo: typeof import('svgo') | undefined;
const loadSvgo = () => {
  svgo ??= createRequire(import.meta.url)('svgo') as typeof import('svgo');
  return svgo;
};

interface OptimizedSvg {
  data: string;
  problem?: string;
}

/** Optimises one SVG; returns the original when the result is not smaller or lost something that must stay. */
export function optimizeSvg(svg: string): OptimizedSvg {
  const data = loadSvgo().optimize(svg, SVGO_CONFIG).data;
  const checks: [string, RegExp][] = [
    ['viewBox', /<svg\b[^>]*\sviewBox=/],
    ['<title>', /<title[\s>]/],
    ['role', /<svg\b[^>]*\srole=/],
  ];
  for (const [what, re] of checks)
    if (has(svg, re) && !has(data, re)) return { data: svg, problem: `svgo dropped ${what}` };
  const before = ids(svg);
  const after = new Set(ids(data));
  const lost = before.filter((id) => !after.has(id) && svg.includes(`#${id}`));
  if (lost.length) return { data: svg, problem: `svgo dropped referenced id ${lost.join(', ')}` };
  return Buffer.byteLength(data) < Buffer.byteLength(svg) ? { data } : { data: svg };
}

/** Rasterises an SVG of the site to a PNG of exactly size (cover, centred) at full resolution. */
export async function rasteriseSvg(
  svgFile: string,
  pngFile: string,
  size: { width: number; height: number } = SOCIAL_IMAGE_SIZE,
) {
  const input = readFileSync(svgFile);
  const meta = await sharp(input).metadata();
  // Render the vector at the target resolution (72 dpi = the SVG's own size) instead of scaling pixels.
  const density = Math.min(2400, Math.ceil(72 * Math.max(size.width / meta.width, size.height / meta.height)));
  mkdirSync(path.dirname(pngFile), { recursive: true });
  const info = await sharp(input, { density })
    .resize({ width: size.width, height: size.height, fit: 'cover', position: 'centre' })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toFile(pngFile);
  return { width: info.width, height: info.height };
}

/**
 * Part 2, after pre-rendering: variants into <client>/images/_r/, social PNGs, SVGs optimised.
 * Throws when a page may reference a variant the manifest lists but the staging folder lacks.
 */
export async function finishImages(
  distClientDir: string,
  outRoot: string,
  options: ImageOptions = {},
): Promise<FinishReport> {
  const started = performance.now();
  const warnings: string[] = [];

  // 1. Staged variants.
  const staging = imageStagingDir(outRoot);
  const variantsDir = path.join(distClientDir, 'images', VARIANTS_DIR);
  let variants = 0;
  if (existsSync(staging)) {
    variants = walk(staging, () => true).length;
    if (variants) cpSync(staging, variantsDir, { recursive: true });
  }
  const missing = Object.values(readImageManifest(imageManifestPath(outRoot)))
    .flatMap((e) => [...e.avif, ...e.webp])
    .filter((v) => !existsSync(path.join(distClientDir, ...v.src.split('/'))))
    .map((v) => v.src);
  if (missing.length)
    throw new Error(
      `images: the manifest lists variants that were not staged (run prepareRasterImages with the same outRoot): ${missing.slice(0, 5).join(', ')}`,
    );

  // 2. Social images, from the SVGs as authored (before svgo; the rendering is the same), through
  // the same content-addressed cache as the raster variants.
  const cacheDir = path.resolve(options.cacheDir ?? '.tmp/image-cache');
  const wanted = [...new Set(options.socialImages ?? [])].filter((src) => /^\/images\/.+\.svg$/i.test(src)); // rasters are used as they are
  const socialImages: SocialImage[] = [];
  const limit = imageLimit(options);
  const rasteriseOne = async (src: string) => {
    const svgFile = path.join(distClientDir, ...src.split('/'));
    if (!existsSync(svgFile)) throw new Error(`images: social image ${src} is not in ${distClientDir}`);
    const png = socialImageOf(src);
    const pngFile = path.join(distClientDir, ...png.split('/'));
    if (existsSync(pngFile)) {
      const meta = await sharp(pngFile).metadata();
      socialImages.push({ src, png, width: meta.width, height: meta.height, generated: false });
      return;
    }
    const key = createHash('sha256')
      .update(JSON.stringify({ v: 1, sharp: sharp.versions.sharp, size: SOCIAL_IMAGE_SIZE }))
      .update(readFileSync(svgFile))
      .digest('hex')
      .slice(0, 32);
    const cached = path.join(cacheDir, `social-${key}.png`);
    if (!existsSync(cached)) {
      const tmp = `${cached}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
      await rasteriseSvg(svgFile, tmp);
      renameSync(tmp, cached);
    }
    mkdirSync(path.dirname(pngFile), { recursive: true });
    copyFileSync(cached, pngFile);
    socialImages.push({ src, png, ...SOCIAL_IMAGE_SIZE, generated: true });
  };
  await Promise.all(wanted.map((src) => limit(() => rasteriseOne(src))));
  socialImages.sort((a, b) => wanted.indexOf(a.src) - wanted.indexOf(b.src));

  // 3. SVGs in place.
  const svgs = [
    ...walk(path.join(distClientDir, 'images'), (f) => /\.svg$/i.test(f)),
    path.join(distClientDir, 'favicon.svg'),
  ].filter((f) => existsSync(f));
  let svgBytesBefore = 0;
  let svgBytesAfter = 0;
  // Optimised SVGs are kept by a hash of the file and of svgo's version and settings.
  const svgCache = cacheEnabled()
    ? new DiskCache<OptimizedSvg>(path.join(defaultCacheDir(), 'svg'), (v): v is OptimizedSvg => {
        return typeof (v as OptimizedSvg | null)?.data === 'string';
      })
    : undefined;
  const svgoSettings = JSON.stringify({ svgo: svgoVersion(), SVGO_CONFIG });
  for (const file of svgs) {
    const svg = readFileSync(file, 'utf8');
    const key = sha256(svgoSettings, svg);
    const cached = svgCache?.get(key);
    const { data, problem } = cached ?? optimizeSvg(svg);
    if (!cached) svgCache?.set(key, { data, problem });
    if (problem) warnings.push(`${toPosix(path.relative(distClientDir, file))}: ${problem}; left as it was`);
    svgBytesBefore += Buffer.byteLength(svg);
    svgBytesAfter += Buffer.byteLength(data);
    if (data !== svg) writeFileSync(file, data);
  }

  return {
    svgCount: svgs.length,
    svgBytesBefore,
    svgBytesAfter,
    variants,
    socialImages,
    warnings,
    ms: performance.now() - started,
  };
}

/** One line for the build log, over both parts. */
export function formatImageReport(prepared: PrepareReport, finished: FinishReport): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const { svgCount, svgBytesBefore, svgBytesAfter } = finished;
  const saved = svgBytesBefore ? ` (−${(100 * (1 - svgBytesAfter / svgBytesBefore)).toFixed(0)} %)` : '';
  const seconds = ((prepared.ms + finished.ms) / 1000).toFixed(1);
  return `${svgCount} SVGs ${kb(svgBytesBefore)} → ${kb(svgBytesAfter)}${saved}; ${prepared.rasterCount} raster images → ${prepared.variants} variants, ${prepared.cached} from cache; ${seconds} s`;
}
