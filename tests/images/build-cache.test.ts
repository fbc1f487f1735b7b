// What the build keeps in its cache beside the photos' variants (scripts/build/cache.ts): each SVG
// made safe and optimised, each PNG drawn from an SVG, and the editor's bundle, each made once for
// its inputs and taken from the cache afterwards; and Decap's files hard-linked into the site.
// A cached entry is proved used by changing it in the cache: the next build hands on the change.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEditorBundle, editorBundleInputs } from '../../scripts/build/admin.ts';
import { fileInputs, KEPT_UNUSED_MS, withCached } from '../../scripts/build/cache.ts';
import { linkOrCopy } from '../../scripts/build/hard-link.ts';
import { optimizeSvgs, rasteriseSvg } from '../../scripts/build/images.ts';
import { removeTempDirs, tempDir } from '../backend/helpers.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const BADGE = fs.readFileSync(path.join(REPO, 'tests', 'fixtures', 'images', 'badge.svg'), 'utf8');

let cacheDir: string;
beforeEach(() => {
  cacheDir = tempDir('build-cache');
  vi.stubEnv('BUILD_CACHE_DIR', cacheDir);
  vi.stubEnv('BUILD_CACHE', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(removeTempDirs);

const entries = (prefix: string) =>
  fs
    .readdirSync(cacheDir)
    .filter((name) => name.startsWith(prefix))
    .sort();

/** Makes every entry look last used KEPT_UNUSED_MS ago, as after an hour without a build. */
function ageEntries(): void {
  const then = new Date(Date.now() - KEPT_UNUSED_MS);
  for (const name of fs.readdirSync(cacheDir)) fs.utimesSync(path.join(cacheDir, name), then, then);
}

describe("the cache's entries", () => {
  it('a new entry replaces the earlier ones of its name once no build has used them for an hour', async () => {
    const make = (text: string) => async (dir: string) => fs.writeFileSync(path.join(dir, 'out.txt'), text);
    const read = (dir: string) => fs.readFileSync(path.join(dir, 'out.txt'), 'utf8');
    expect(await withCached('thing', ['a'], make('a'), read)).toBe('a');
    // Used a moment ago: another build (other inputs, the same name) may be copying it now.
    expect(await withCached('thing', ['b'], make('b'), read)).toBe('b');
    expect(entries('thing-')).toHaveLength(2);
    ageEntries();
    // Taken from the cache (not made again), which counts as a use: 'b' stays, 'a' goes.
    expect(await withCached('thing', ['b'], make('not made'), read)).toBe('b');
    const usedB = entries('thing-').filter((name) => read(path.join(cacheDir, name)) === 'b');
    expect(await withCached('thing', ['c'], make('c'), read)).toBe('c');
    expect(
      entries('thing-')
        .map((name) => read(path.join(cacheDir, name)))
        .sort(),
    ).toEqual(['b', 'c']);
    expect(entries('thing-')).toEqual(expect.arrayContaining(usedB));
    ageEntries();
    expect(await withCached('thing', ['d'], make('d'), read)).toBe('d');
    expect(entries('thing-')).toHaveLength(1);
    expect(await withCached('other', ['a'], make('other'), read)).toBe('other');
    expect(entries('thing-')).toHaveLength(1);
  });
});

/** A site folder holding one SVG, images/badge.svg, with `svg` as its text. */
function siteWith(svg: string): string {
  const site = tempDir('site');
  fs.mkdirSync(path.join(site, 'images'));
  fs.writeFileSync(path.join(site, 'images', 'badge.svg'), svg);
  return site;
}

describe('SVGs made safe and optimised, through the build cache', () => {
  it('optimises an SVG once, then takes it from the cache; a changed SVG replaces its entry', async () => {
    const first = siteWith(BADGE);
    const made = await optimizeSvgs(first);
    expect(made.after).toBeLessThan(made.before);
    const [entry] = entries('svg-images-badge.svg-');
    expect(entries('svg-')).toEqual([entry]);
    const optimised = fs.readFileSync(path.join(first, 'images', 'badge.svg'), 'utf8');

    // Marked in the cache: a second build of the same SVG writes what the cache holds.
    const file = path.join(cacheDir, entry!, 'optimized.json');
    const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as { data: string };
    expect(cached.data).toBe(optimised);
    fs.writeFileSync(file, JSON.stringify({ data: `${optimised}<!-- from the cache -->` }));
    const second = siteWith(BADGE);
    await optimizeSvgs(second);
    expect(fs.readFileSync(path.join(second, 'images', 'badge.svg'), 'utf8')).toBe(
      `${optimised}<!-- from the cache -->`,
    );

    // Another text of the same file: optimised afresh, and its earlier entry (unused since) is gone.
    ageEntries();
    const third = siteWith(BADGE.replace('</svg>', '<rect width="1" height="1"/></svg>'));
    await optimizeSvgs(third);
    expect(fs.readFileSync(path.join(third, 'images', 'badge.svg'), 'utf8')).not.toContain('from the cache');
    expect(entries('svg-')).toHaveLength(1);
    expect(entries('svg-')).not.toEqual([entry]);
  });

  it('with BUILD_CACHE=off optimises every time and keeps nothing', async () => {
    vi.stubEnv('BUILD_CACHE', 'off');
    await optimizeSvgs(siteWith(BADGE));
    expect(fs.readdirSync(cacheDir)).toEqual([]);
  });
});

describe('PNGs drawn from SVGs, through the build cache', () => {
  it('draws a PNG once per SVG as filled and size; the next build copies it from the cache', async () => {
    const site = siteWith(BADGE);
    const svg = path.join(site, 'images', 'badge.svg');
    const png = path.join(site, 'images', 'badge.png');
    await rasteriseSvg(svg, png, { width: 120, height: 63 });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 120, height: 63 });
    const [entry] = entries('png-badge.png-120x63-');
    expect(entry).toBeDefined();

    // Another picture in the cache's place: what the next build writes is the cache's.
    const stand = await sharp({ create: { width: 120, height: 63, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(cacheDir, entry!, 'picture.png'), stand);
    await rasteriseSvg(svg, png, { width: 120, height: 63 });
    expect(fs.readFileSync(png).equals(stand)).toBe(true);

    // The same SVG with its placeholders filled otherwise (another company name) is another PNG.
    ageEntries();
    await rasteriseSvg(svg, png, { width: 120, height: 63 }, (text) => text.replace('</svg>', '<g/></svg>'));
    expect(fs.readFileSync(png).equals(stand)).toBe(false);
    expect(entries('png-badge.png-120x63-')).toHaveLength(1);
  });
});

describe("Decap's files in the site", () => {
  it('are hard links to the package files (no bytes copied), and replace a file already there', () => {
    const dir = tempDir('link');
    const from = path.join(dir, 'decap.js');
    const to = path.join(dir, 'site-decap.js');
    fs.writeFileSync(from, 'decap');
    fs.writeFileSync(to, 'an older build');
    expect(linkOrCopy(from, to)).toBe('linked');
    expect(fs.statSync(to).ino).toBe(fs.statSync(from).ino);
    expect(fs.readFileSync(to, 'utf8')).toBe('decap');
  });
});

describe("the editor's bundle, through the build cache", () => {
  it('is keyed by the code under src/ and the VITE_ variables', () => {
    const key = (env: NodeJS.ProcessEnv) => Buffer.concat(editorBundleInputs(env).map((i) => Buffer.from(i)));
    const base = key({ VITE_SUPABASE_URL: 'http://localhost:3000' });
    expect(key({ VITE_SUPABASE_URL: 'http://localhost:3000', PATH: '/bin' }).equals(base)).toBe(true);
    expect(key({ VITE_SUPABASE_URL: 'https://x.supabase.co' }).equals(base)).toBe(false);
    const names = editorBundleInputs({}).filter((i): i is string => typeof i === 'string');
    expect(names).toContain('src/admin/main.tsx');
    expect(names).toContain('package-lock.json');
  });

  // A build failed with ENOENT when the key listed Vike's transpiled +config.ts of the pages'
  // build starting beside it, which Vike had deleted by the time the key read it.
  it("leaves out Vike's transient transpiled configuration files, which a starting build deletes again", () => {
    const root = tempDir('inputs');
    fs.mkdirSync(path.join(root, 'src', 'pages'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src', 'pages', '+config.ts'), 'export default {}');
    const before = fileInputs(root, ['src']);
    fs.writeFileSync(path.join(root, 'src', 'pages', '+config.ts.build-d1e4fe48fb42.mjs'), 'export default {}');
    expect(fileInputs(root, ['src'])).toEqual(before);
    expect(before).toContain('src/pages/+config.ts');
  });

  // Bundles the editor with Vite once (5 to 30 s on the loaded 2-core machine), hence the limit.
  it('is bundled once, then taken from the cache', { timeout: 180_000 }, async () => {
    const first = await buildEditorBundle();
    expect(fs.existsSync(path.join(first.dir, first.entry))).toBe(true);
    const [entry] = entries('editor-');
    expect(entry).toBeDefined();
    // A file added to the cached bundle reaches the next build's: it was not bundled again.
    fs.writeFileSync(path.join(cacheDir, entry!, 'assets', 'from-the-cache.js'), '');
    const second = await buildEditorBundle();
    expect(second.entry).toBe(first.entry);
    expect(fs.existsSync(path.join(second.dir, 'assets', 'from-the-cache.js'))).toBe(true);
    expect(entries('editor-')).toEqual([entry]);
  });
});
