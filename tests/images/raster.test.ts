// Responsive variants of raster images (src/content/images.ts lists them, scripts/build/images.ts
// encodes them) with real sharp: fixture images are drawn in a temp folder, encoded, and read back.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeVariants } from '../../scripts/build/images.ts';
import { type ImageManifest, imageManifest, RESPONSIVE_WIDTHS, variantWidths } from '../../src/content/images.ts';
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

/** public/images with a 1600×900 PNG, a 300×200 JPEG, a portrait photo stored sideways (EXIF 6) and an SVG. */
async function makePublic(): Promise<{ publicDir: string; siteDir: string }> {
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
  return { publicDir, siteDir: path.join(root, 'dist', 'client') };
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

describe('imageManifest → writeVariants', () => {
  let site: Awaited<ReturnType<typeof makePublic>>;
  let manifest: ImageManifest;
  let made: number;
  let firstTree: Record<string, string>;

  beforeAll(async () => {
    vi.stubEnv('BUILD_CACHE_DIR', tempDir('cache'));
    site = await makePublic();
    manifest = await imageManifest(site.publicDir);
    made = await writeVariants(site.siteDir, site.publicDir, manifest);
    firstTree = hashTree(path.join(site.siteDir, 'images', '_r'));
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('lists every raster image with its intrinsic size and its variants (SVGs need none)', () => {
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
    expect(made).toBe(3);
  });

  it('writes the variants into the site folder, beside the originals', () => {
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
  });

  it('writes valid AVIF and WebP files of the listed widths and the source aspect ratio', async () => {
    let checked = 0;
    for (const [src, entry] of Object.entries(manifest)) {
      for (const [format, variants] of [
        ['avif', entry.avif],
        ['webp', entry.webp],
      ] as const) {
        for (const v of variants) {
          const meta = await sharp(path.join(site.siteDir, ...v.src.split('/'))).metadata();
          if (format === 'avif') expect(meta).toMatchObject({ format: 'heif', compression: 'av1' });
          else expect(meta.format).toBe('webp');
          expect(meta.width, `${v.src} of ${src}`).toBe(v.width);
          expect(meta.height).toBe(Math.round((v.width * entry.height) / entry.width));
          checked++;
        }
      }
    }
    expect(checked).toBe(10);
  });

  it('encodes nothing on a second build into a fresh folder: the same files, from the build cache', async () => {
    const again = path.join(tempDir('again'), 'client');
    expect(await writeVariants(again, site.publicDir, manifest)).toBe(0);
    expect(hashTree(path.join(again, 'images', '_r'))).toEqual(firstTree);
  });

  it('encodes again when a source changes, and only that source', async () => {
    await gradient(1000, 500)
      .png()
      .toFile(path.join(site.publicDir, 'images', 'blog', 'cover.png'));
    const changed = await imageManifest(site.publicDir);
    expect(changed['/images/blog/cover.png']).toMatchObject({ width: 1000, height: 500 });
    expect(changed['/images/blog/cover.png']!.avif.map((v) => v.width)).toEqual([480, 960]);
    expect(await writeVariants(path.join(tempDir('changed'), 'client'), site.publicDir, changed)).toBe(1);
  });

  it('with BUILD_CACHE=off encodes everything and keeps nothing', async () => {
    vi.stubEnv('BUILD_CACHE', 'off');
    const cacheDir = process.env.BUILD_CACHE_DIR!;
    const before = fs.readdirSync(cacheDir).sort();
    expect(await writeVariants(path.join(tempDir('off'), 'client'), site.publicDir, manifest)).toBe(3);
    expect(fs.readdirSync(cacheDir).sort()).toEqual(before);
    vi.stubEnv('BUILD_CACHE', '');
  });
});

describe('edge cases', () => {
  it('an SVG-only site has an empty manifest', async () => {
    const publicDir = path.join(tempDir('svg-only'), 'public');
    fs.mkdirSync(path.join(publicDir, 'images'), { recursive: true });
    fs.writeFileSync(
      path.join(publicDir, 'images', 'a.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    );
    expect(await imageManifest(publicDir)).toEqual({});
  });

  it('refuses two sources that would share variant names', async () => {
    const publicDir = path.join(tempDir('clash'), 'public');
    fs.mkdirSync(path.join(publicDir, 'images'), { recursive: true });
    await gradient(100, 100)
      .png()
      .toFile(path.join(publicDir, 'images', 'team.png'));
    await gradient(100, 100)
      .jpeg()
      .toFile(path.join(publicDir, 'images', 'team.jpg'));
    await expect(imageManifest(publicDir)).rejects.toThrow(
      '/images/team.jpg and /images/team.png would share their responsive variants',
    );
  });
});
