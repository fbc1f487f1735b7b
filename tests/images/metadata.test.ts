// The build publishes no picture's metadata (scripts/build/images.ts, stripRasterMetadata): a
// phone photo's EXIF names its owner and where it was taken. Test pictures are made here with
// sharp (with EXIF, XMP and orientation), written into a site folder as Vite copies them, and
// read back after the build's step.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stripRasterMetadata } from '../../scripts/build/images.ts';
import { widePhotos } from '../../src/content/images.ts';

const temps: string[] = [];
afterAll(() => {
  vi.unstubAllEnvs();
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `metadata-${name}-`));
  temps.push(dir);
  return dir;
}

const ARTIST = 'Jane Q. Photographer';
const camera = {
  IFD0: { Artist: ARTIST, Make: 'PhoneMaker' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '41/1 52/1 5586/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '87/1 37/1 4088/100',
  },
};
const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${ARTIST}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

describe('stripRasterMetadata', () => {
  let images: string;
  let clean: Buffer;
  let rewritten: string[];

  beforeAll(async () => {
    vi.stubEnv('BUILD_CACHE_DIR', tempDir('cache'));
    const site = tempDir('site');
    images = path.join(site, 'images');
    fs.mkdirSync(path.join(images, 'blog'), { recursive: true });
    fs.mkdirSync(path.join(images, '_r'), { recursive: true });
    await plain(1200, 800)
      .jpeg()
      .withExif(camera)
      .toFile(path.join(images, 'blog', 'phone.jpg'));
    // A portrait taken with the phone turned: stored 800×600, shown 600×800.
    await plain(800, 600).jpeg().withMetadata({ orientation: 6 }).toFile(path.join(images, 'turned.jpeg'));
    await plain(300, 200).png().withXmp(XMP).toFile(path.join(images, 'screen.png'));
    await plain(300, 200).webp().withExif(camera).toFile(path.join(images, 'photo.webp'));
    clean = await plain(300, 200).png().toBuffer();
    fs.writeFileSync(path.join(images, 'clean.png'), clean);
    await plain(100, 100)
      .webp()
      .withExif(camera)
      .toFile(path.join(images, '_r', 'variant-100.webp'));
    rewritten = await stripRasterMetadata(site);
  });

  it('writes every copied picture with metadata again, without its EXIF, XMP and IPTC', async () => {
    expect(rewritten).toEqual([
      '/images/blog/phone.jpg',
      '/images/photo.webp',
      '/images/screen.png',
      '/images/turned.jpeg',
    ]);
    for (const src of rewritten) {
      const file = path.join(images, ...src.split('/').slice(2));
      const meta = await sharp(file).metadata();
      expect(meta.exif, src).toBeUndefined();
      expect(meta.xmp, src).toBeUndefined();
      expect(meta.iptc, src).toBeUndefined();
      expect(fs.readFileSync(file).includes(ARTIST), src).toBe(false);
    }
  });

  it('keeps each picture in its format and size, turned as the camera meant it', async () => {
    expect(await sharp(path.join(images, 'blog', 'phone.jpg')).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 800,
    });
    expect(await sharp(path.join(images, 'screen.png')).metadata()).toMatchObject({ format: 'png', width: 300 });
    expect(await sharp(path.join(images, 'photo.webp')).metadata()).toMatchObject({ format: 'webp', width: 300 });
    const turned = await sharp(path.join(images, 'turned.jpeg')).metadata();
    expect(turned).toMatchObject({ width: 600, height: 800 });
    expect(turned.orientation ?? 1).toBe(1);
  });

  it('leaves a picture without metadata byte for byte, and the variants (made without any) alone', () => {
    expect(fs.readFileSync(path.join(images, 'clean.png')).equals(clean)).toBe(true);
    expect(rewritten.some((src) => src.includes('/_r/'))).toBe(false);
  });
});

describe('widePhotos', () => {
  it('names the photos wider than 2400 pixels as shown (turned), and no others', async () => {
    const publicDir = tempDir('public');
    const dir = path.join(publicDir, 'images', 'blog');
    fs.mkdirSync(dir, { recursive: true });
    await plain(4000, 3000).jpeg().toFile(path.join(dir, 'wide.jpg'));
    await plain(2400, 1600).jpeg().toFile(path.join(dir, 'just-right.jpg'));
    // Stored 3000 wide, shown 2000 wide (turned): not too wide.
    await plain(3000, 2000).jpeg().withMetadata({ orientation: 6 }).toFile(path.join(dir, 'portrait.jpg'));
    const wide = await widePhotos(publicDir);
    expect(wide.map((photo) => [photo.src, photo.width])).toEqual([['/images/blog/wide.jpg', 4000]]);
  });
});
