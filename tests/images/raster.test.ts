// Responsive variants of raster images (scripts/lib/images.ts) with real sharp: fixture images are
// drawn in a temp folder, encoded, and read back.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FinishReport,
  finishImages,
  formatImageReport,
  imageManifestPath,
  imageStagingDir,
  type PrepareReport,
  prepareRasterImages,
  RESPONSIVE_WIDTHS,
  readImageManifest,
  variantWidths,
} from '../../scripts/lib/images.ts';
import { srcsetOf } from '../../src/lib/image-manifest.ts';

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `images-${name}-`));
  temps.push(dir);
  return dir;
}

/** A width×height RGB gradient, so the encoders have real work to do. */
function gradient(width: number, height: number) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      data[i] = Math.round((255 * x) / width);
      data[i + 1] = Math.round((255 * y) / height);
      data[i + 2] = 160;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/** A site: public/images with a 1600×900 PNG, a 300×200 JPEG and a portrait photo stored sideways (EXIF 6). */
async function makeSite(): Promise<{
  root: string;
  publicDir: string;
  outRoot: string;
  client: string;
  cacheDir: string;
}> {
  const root = tempDir('site');
  const publicDir = path.join(root, 'public');
  fs.mkdirSync(path.join(publicDir, 'images', 'blog'), { recursive: true });
  await gradient(1600, 900)
    .png()
    .toFile(path.join(publicDir, 'images', 'blog', 'cover.png'));
  await gradient(300, 200)
    .jpeg()
    .toFile(path.join(publicDir, 'images', 'avatar.jpg'));
  await gradient(800, 600)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(path.join(publicDir, 'images', 'portrait.jpeg'));
  fs.writeFileSync(
    path.join(publicDir, 'images', 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  );
  const outRoot = path.join(root, 'dist');
  return { root, publicDir, outRoot, client: path.join(outRoot, 'client'), cacheDir: path.join(root, 'cache') };
}

/** What Vike does between the two parts: empty client/ and copy public/ into it. */
function copyPublic(publicDir: string, client: string) {
  fs.rmSync(client, { recursive: true, force: true });
  fs.cpSync(publicDir, client, { recursive: true });
}

const hashTree = (dir: string) =>
  Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .sort()
      .map((f) => [
        f.split(path.sep).join('/'),
        createHash('sha256')
          .update(fs.readFileSync(path.join(dir, f)))
          .digest('hex'),
      ]),
  );

describe('variantWidths and srcsetOf', () => {
  it('keeps the widths up to the source width, and at least the source width itself', () => {
    expect(variantWidths(1600)).toEqual([480, 960, 1440]);
    expect(variantWidths(1920)).toEqual([...RESPONSIVE_WIDTHS]);
    expect(variantWidths(4000)).toEqual([...RESPONSIVE_WIDTHS]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('writes width descriptors in ascending order', () => {
    expect(srcsetOf([])).toBe('');
    expect(
      srcsetOf([
        { src: '/images/_r/a-960.webp', width: 960 },
        { src: '/images/_r/a-480.webp', width: 480 },
      ]),
    ).toBe('/images/_r/a-480.webp 480w, /images/_r/a-960.webp 960w');
  });
});

describe('prepareRasterImages → finishImages', () => {
  let site: Awaited<ReturnType<typeof makeSite>>;
  let first: PrepareReport;
  let finished: FinishReport;
  let firstTree: Record<string, string>;

  beforeAll(async () => {
    site = await makeSite();
    first = await prepareRasterImages(site.publicDir, site.outRoot, { cacheDir: site.cacheDir });
    copyPublic(site.publicDir, site.client);
    finished = await finishImages(site.client, site.outRoot);
    firstTree = hashTree(path.join(site.client, 'images', '_r'));
  });

  it('reports both parts: variants staged and copied, SVGs optimised, in one log line', () => {
    expect(first).toMatchObject({ rasterCount: 3, variants: 10, cached: 0 });
    expect(finished).toMatchObject({ variants: 10, svgCount: 1, warnings: [] });
    expect(formatImageReport(first, finished)).toMatch(
      /^1 SVGs \d+\.\d kB → \d+\.\d kB \(−\d+ %\); 3 raster images → 10 variants, 0 from cache; \d+\.\d s$/,
    );
  });

  it('writes the manifest beside client/ with the intrinsic size of every raster', () => {
    expect(first.rasterCount).toBe(3);
    expect(first.cached).toBe(0);
    expect(first.manifestFile).toBe(imageManifestPath(site.outRoot));
    const manifest = readImageManifest(first.manifestFile);
    expect(manifest).toEqual(first.manifest);
    expect(Object.keys(manifest)).toEqual(['/images/avatar.jpg', '/images/blog/cover.png', '/images/portrait.jpeg']);
    expect(manifest['/images/blog/cover.png']).toEqual({
      width: 1600,
      height: 900,
      avif: [480, 960, 1440].map((w) => ({ src: `/images/_r/blog/cover-${w}.avif`, width: w })),
      webp: [480, 960, 1440].map((w) => ({ src: `/images/_r/blog/cover-${w}.webp`, width: w })),
    });
    // Smaller than the smallest width: one variant at the source width.
    expect(manifest['/images/avatar.jpg']).toMatchObject({
      width: 300,
      height: 200,
      avif: [{ src: '/images/_r/avatar-300.avif', width: 300 }],
    });
    // EXIF orientation applied: the 800×600 pixels are shown as a 600×800 portrait.
    expect(manifest['/images/portrait.jpeg']).toMatchObject({ width: 600, height: 800 });
    expect(manifest['/images/portrait.jpeg']!.webp.map((v) => v.width)).toEqual([480]);
    expect(first.variants).toBe(2 * (3 + 1 + 1));
  });

  it('stages the variants before pre-rendering and copies them into client/images/_r after', () => {
    expect(fs.existsSync(path.join(imageStagingDir(site.outRoot), 'blog', 'cover-960.avif'))).toBe(true);
    expect(Object.keys(firstTree)).toEqual([
      'avatar-300.avif',
      'avatar-300.webp',
      'blog/cover-1440.avif',
      'blog/cover-1440.webp',
      'blog/cover-480.avif',
      'blog/cover-480.webp',
      'blog/cover-960.avif',
      'blog/cover-960.webp',
      'portrait-480.avif',
      'portrait-480.webp',
    ]);
    // The originals stay as the fallback.
    expect(fs.existsSync(path.join(site.client, 'images', 'blog', 'cover.png'))).toBe(true);
  });

  it('writes valid AVIF and WebP files of the listed widths and the source aspect ratio', async () => {
    const manifest = readImageManifest(first.manifestFile);
    let checked = 0;
    for (const [src, entry] of Object.entries(manifest)) {
      for (const [format, variants] of [
        ['avif', entry.avif],
        ['webp', entry.webp],
      ] as const) {
        for (const v of variants) {
          const meta = await sharp(path.join(site.client, ...v.src.split('/'))).metadata();
          if (format === 'avif') expect(meta).toMatchObject({ format: 'heif', compression: 'av1' });
          else expect(meta.format).toBe('webp');
          expect(meta.width, `${v.src} of ${src}`).toBe(v.width);
          expect(meta.height).toBe(Math.round((v.width * entry.height) / entry.width));
          checked++;
        }
      }
    }
    expect(checked).toBe(first.variants);
  });

  it('encodes nothing on a second run: same output, from the cache, faster', async () => {
    const second = await prepareRasterImages(site.publicDir, site.outRoot, { cacheDir: site.cacheDir });
    copyPublic(site.publicDir, site.client);
    await finishImages(site.client, site.outRoot);
    expect(second.cached).toBe(3);
    expect(second.manifest).toEqual(first.manifest);
    expect(hashTree(path.join(site.client, 'images', '_r'))).toEqual(firstTree);
    expect(second.ms).toBeLessThan(first.ms / 2);
  });

  it('encodes again when the source changes, and only that source', async () => {
    await gradient(1000, 500)
      .png()
      .toFile(path.join(site.publicDir, 'images', 'blog', 'cover.png'));
    const third = await prepareRasterImages(site.publicDir, site.outRoot, { cacheDir: site.cacheDir });
    expect(third.cached).toBe(2);
    expect(third.manifest['/images/blog/cover.png']).toMatchObject({ width: 1000, height: 500 });
    expect(third.manifest['/images/blog/cover.png']!.avif.map((v) => v.width)).toEqual([480, 960]);
    // The staging folder holds this run's variants only.
    expect(fs.existsSync(path.join(imageStagingDir(site.outRoot), 'blog', 'cover-1440.avif'))).toBe(false);
  });

  it('refuses when finishImages runs against variants that were never staged', async () => {
    fs.rmSync(imageStagingDir(site.outRoot), { recursive: true, force: true });
    copyPublic(site.publicDir, site.client);
    await expect(finishImages(site.client, site.outRoot)).rejects.toThrow(/not staged/);
  });
});

describe('edge cases', () => {
  it('writes an empty manifest for an SVG-only site (never a stale one)', async () => {
    const root = tempDir('svg-only');
    const publicDir = path.join(root, 'public');
    fs.mkdirSync(path.join(publicDir, 'images'), { recursive: true });
    fs.writeFileSync(
      path.join(publicDir, 'images', 'a.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    );
    const outRoot = path.join(root, 'dist');
    fs.mkdirSync(outRoot, { recursive: true });
    fs.writeFileSync(
      imageManifestPath(outRoot),
      JSON.stringify({ '/images/old.png': { width: 1, height: 1, avif: [], webp: [] } }),
    );
    const report = await prepareRasterImages(publicDir, outRoot, { cacheDir: path.join(root, 'cache') });
    expect(report).toMatchObject({ rasterCount: 0, variants: 0, manifest: {} });
    expect(readImageManifest(imageManifestPath(outRoot))).toEqual({});
  });

  it('refuses two sources that would share variant names', async () => {
    const root = tempDir('clash');
    const publicDir = path.join(root, 'public');
    fs.mkdirSync(path.join(publicDir, 'images'), { recursive: true });
    await gradient(100, 100)
      .png()
      .toFile(path.join(publicDir, 'images', 'team.png'));
    await gradient(100, 100)
      .jpeg()
      .toFile(path.join(publicDir, 'images', 'team.jpg'));
    await expect(
      prepareRasterImages(publicDir, path.join(root, 'dist'), { cacheDir: path.join(root, 'cache') }),
    ).rejects.toThrow('images/team.jpg and images/team.png would share their responsive variants');
  });
});
