// SVG optimisation and social-image rasterisation (scripts/build/images.ts) with real svgo and sharp,
// on the site's own artwork and a fixture written the way drawing tools export.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  optimizeSvg,
  optimizeSvgs,
  rasteriseSvg,
  writeEmailLogo,
  writeSocialImages,
} from '../../scripts/build/images.ts';
import { makePictures } from '../../scripts/build/pictures.ts';
import { siteOptions } from '../../src/content/options.ts';
import { socialImageOf } from '../../src/lib/image-manifest.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const PUBLIC = path.join(REPO, 'public');
const FIXTURE = path.join(REPO, 'tests', 'fixtures', 'images', 'badge.svg');

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

const artwork = (fs.readdirSync(path.join(PUBLIC, 'images'), { recursive: true }) as string[])
  .filter((f) => f.endsWith('.svg'))
  .map((f) => path.join(PUBLIC, 'images', f))
  .concat(path.join(PUBLIC, 'favicon.svg'));

/** Every id referenced as url(#id) or href="#id". */
const referencedIds = (svg: string) => [...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1]!);

function expectKept(before: string, after: string) {
  const svgTag = (s: string) => s.match(/<svg\b[^>]*>/)![0];
  const attr = (s: string, name: string) => svgTag(s).match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  expect(attr(after, 'viewBox')).toBe(attr(before, 'viewBox'));
  expect(attr(after, 'role')).toBe(attr(before, 'role'));
  expect(after.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]).toBe(before.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]);
  for (const id of referencedIds(before)) {
    expect(after, `id ${id}`).toContain(`id="${id}"`);
    expect(referencedIds(after)).toContain(id);
  }
}

describe('optimizeSvg', () => {
  it.each(artwork.map((f) => [path.relative(PUBLIC, f), f]))(
    '%s keeps viewBox, <title>, role and its gradient ids',
    async (_name, file) => {
      const before = fs.readFileSync(file, 'utf8');
      expect(before).toContain('role="img"');
      const { data, problem } = await optimizeSvg(before);
      expect(problem).toBeUndefined();
      expectKept(before, data);
      expect(Buffer.byteLength(data)).toBeLessThanOrEqual(Buffer.byteLength(before));
    },
  );

  it('shrinks real artwork from public/images', async () => {
    let shrunk = 0;
    for (const f of artwork) {
      const before = fs.readFileSync(f, 'utf8');
      if (Buffer.byteLength((await optimizeSvg(before)).data) < Buffer.byteLength(before)) shrunk++;
    }
    expect(shrunk).toBeGreaterThan(0);
  });

  it('shrinks a drawing-tool export a lot and keeps what assistive technology and gradients need', async () => {
    const before = fs.readFileSync(FIXTURE, 'utf8');
    const { data } = await optimizeSvg(before);
    expectKept(before, data);
    expect(data).toContain('aria-labelledby="badge-title"');
    expect(data).toContain('id="badge-title"');
    expect(data).not.toContain('<!--');
    expect(data).not.toContain('<?xml');
    expect(Buffer.byteLength(data)).toBeLessThan(0.8 * Buffer.byteLength(before));
  });

  it('renders the same picture after optimisation', async () => {
    const before = fs.readFileSync(FIXTURE);
    const after = Buffer.from((await optimizeSvg(before.toString('utf8'))).data);
    const raw = (svg: Buffer) => sharp(svg).raw().toBuffer();
    const [a, b] = await Promise.all([raw(before), raw(after)]);
    expect(a.length).toBe(b.length);
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
    expect(diff / a.length).toBeLessThan(1); // mean difference under 1/255 per channel
  });
});

describe('the pictures of a build, on a copy of public/', () => {
  let client: string;
  let report: Awaited<ReturnType<typeof optimizeSvgs>>;
  let social: string[];

  beforeAll(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'images-finish-'));
    temps.push(root);
    client = path.join(root, 'dist', 'client');
    fs.cpSync(PUBLIC, client, { recursive: true });
    fs.copyFileSync(FIXTURE, path.join(client, 'images', 'badge.svg'));
    // As the build does: the SVGs optimised, then the social PNGs drawn from the SVGs as written.
    report = await optimizeSvgs(client);
    social = await writeSocialImages(
      client,
      ['/images/og-default.svg', '/images/industries/real-estate.svg', '/images/og-default.svg'],
      PUBLIC,
    );
  });

  it('optimises every SVG under images/ and the favicon in place, and reports the bytes', () => {
    expect(report.count).toBe(artwork.length + 1);
    expect(report.before).toBe(artwork.reduce((n, f) => n + fs.statSync(f).size, 0) + fs.statSync(FIXTURE).size);
    expect(report.after).toBeLessThan(report.before);
    const onDisk = artwork
      .map((f) => path.join(client, path.relative(PUBLIC, f)))
      .concat(path.join(client, 'images', 'badge.svg'));
    expect(onDisk.reduce((n, f) => n + fs.statSync(f).size, 0)).toBe(report.after);
    expect(report.warnings).toEqual([]);
  });

  it('rasterises each social image once to a 1200×630 PNG beside the SVG', async () => {
    expect(social).toEqual(['/images/og-default.png', '/images/industries/real-estate.png']);
    for (const png of social) {
      const meta = await sharp(path.join(client, png)).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
    // Not a blank canvas: the artwork's dark gradient and light text are both there.
    const stats = await sharp(path.join(client, 'images', 'og-default.png')).stats();
    expect(stats.channels[0]!.min).toBeLessThan(40);
    expect(stats.channels[0]!.max).toBeGreaterThan(220);
  });

  it('keeps a PNG that already exists at the social image path, and uses raster images as they are', async () => {
    const dir = path.join(path.dirname(client), 'client-2');
    fs.mkdirSync(path.join(dir, 'images'), { recursive: true });
    fs.copyFileSync(path.join(PUBLIC, 'images', 'og-default.svg'), path.join(dir, 'images', 'og-default.svg'));
    await sharp({ create: { width: 600, height: 315, channels: 3, background: '#123456' } })
      .png()
      .toFile(path.join(dir, 'images', 'og-default.png'));
    expect(await writeSocialImages(dir, ['/images/og-default.svg', '/images/photo.jpg'])).toEqual([]);
    expect((await sharp(path.join(dir, 'images', 'og-default.png')).metadata()).width).toBe(600);
  });

  it('draws an SVG logo as an 80×80 PNG for the e-mails (Gmail and Outlook show no SVG); a raster logo stays', async () => {
    const dir = path.join(path.dirname(client), 'client-logo');
    expect(await writeEmailLogo(dir, '/images/logo-mark.svg', PUBLIC)).toBe('/images/logo-mark.email.png');
    const file = path.join(dir, 'images', 'logo-mark.email.png');
    expect(await sharp(file).metadata()).toMatchObject({ format: 'png', width: 80, height: 80, hasAlpha: true });
    // The mark's indigo gradient is drawn, not a blank square.
    const { channels } = await sharp(file).stats();
    expect(channels[2]!.max).toBeGreaterThan(200);
    expect(await writeEmailLogo(dir, '/images/photo.jpg', PUBLIC)).toBeNull();
  });

  it('rasterises to any requested size, keeping transparency', async () => {
    const png = path.join(path.dirname(client), 'logo.png');
    await rasteriseSvg(path.join(PUBLIC, 'images', 'logo-mark.svg'), png, { width: 512, height: 512 });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 512, height: 512, channels: 4 });
    expect(data[3]).toBe(0); // the rounded corner is transparent
    expect(data[(256 * 512 + 256) * 4 + 3]).toBe(255); // the middle is not
  });

  it('maps SVG social images to their PNG and leaves others alone', () => {
    expect(socialImageOf('/images/og-default.svg')).toBe('/images/og-default.png');
    expect(socialImageOf('/images/blog/photo.jpg')).toBe('/images/blog/photo.jpg');
  });
});

describe('an SVG with code or outside references, at build', () => {
  /** What a downloaded or hand-edited picture may carry: each is gone from the published file. */
  const HOSTILE = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 40" role="img" onload="alert(1)">
  <title>Badge</title>
  <style>@import url(https://evil.example/a.css); .s { fill: url(https://evil.example/p.svg#x) }</style>
  <script>alert(2)</script>
  <foreignObject width="40" height="40"><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert(3)">hi</div></foreignObject>
  <defs><linearGradient id="fill"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <image href="//evil.example/pixel.png" width="1" height="1"/>
  <a href="javascript:alert(4)"><circle cx="20" cy="20" r="18" fill="url(#fill)" onmouseover="alert(5)"/></a>
  <rect class="s" width="4" height="4" style="fill: url('http://evil.example/q')"/>
</svg>
`;
  const gone = (svg: string) => {
    for (const needle of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'onmouseover',
      'foreignObject',
      'evil.example',
      '@import',
      'javascript:',
    ])
      expect(svg, needle).not.toContain(needle);
  };

  it('is published by the pictures phase without them, keeping the picture itself, with a warning', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svg-hostile-'));
    temps.push(publicDir);
    fs.mkdirSync(path.join(publicDir, 'images', 'blog'), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'images', 'blog', 'badge.svg'), HOSTILE);
    const pictures = await makePictures(
      siteOptions({ publicDir }),
      Promise.resolve({ images: ['/images/blog/badge.svg'], logo: undefined }),
    );
    const published = fs.readFileSync(path.join(pictures!.dir, 'images', 'blog', 'badge.svg'), 'utf8');
    gone(published);
    expect(published).toMatch(/^<svg[^>]*viewBox="0 0 40 40"/);
    expect(published).toContain('role="img"');
    expect(published).toContain('<title>Badge</title>');
    expect(published).toMatch(/id="fill"/);
    expect(published).toMatch(/url\(#fill\)/);
    expect(pictures!.warnings).toEqual([
      expect.stringMatching(
        /^images\/blog\/badge\.svg: removed .*onload.*script.*foreignObject.* \(a published picture runs no code and loads nothing\)$/,
      ),
    ]);
    // The social PNG is drawn from the safe picture too.
    expect((await sharp(path.join(pictures!.dir, 'images', 'blog', 'badge.png')).metadata()).width).toBe(1200);
  });

  it('is made safe by optimizeSvg even where svgo would keep the original', async () => {
    const { data, removed } = await optimizeSvg(HOSTILE);
    gone(data);
    expect(removed).toEqual(expect.arrayContaining(['onload', 'script', 'foreignObject', 'onmouseover']));
    // A file that holds no picture is never published as it was.
    expect(await optimizeSvg('<html><script>alert(1)</script></html>')).toEqual({
      data: '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      removed: ['everything: the file holds no SVG picture'],
    });
  });
});
