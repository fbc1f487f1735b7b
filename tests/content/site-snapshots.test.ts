/**
 * What visitors get from the fixture, readable: a few pages of the run's shared build
 * (tests/content/shared-build.ts) as snapshot files in __snapshots__/fixture-site/, one tag per
 * line, with the content hashes of the asset file names written as [hash], so that a change to a
 * component shows as the lines it changed and nothing else. Beside them the site's file list and
 * its headers file. After an intended change: npm run regen (then read the diff of the snapshots).
 *
 * And the build is deterministic: built a second time from the same input, every file of the site
 * is byte for byte the same, so a snapshot (and a deploy's cache) only changes when the input does.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REGEN_HINT } from '../../scripts/build/regen-steps.ts';
import { REPO_ROOT } from './fixture.ts';
import { buildInto, readBuilt, sharedBuilds } from './shared-build.ts';

/** The pages and files held as snapshots: one of each kind a visitor or a crawler reads. */
const SNAPSHOTS: [name: string, file: string][] = [
  ['home.html', 'index.html'],
  ['service.html', 'services/chatbots/index.html'],
  ['post.html', 'blog/first-steps/index.html'],
  ['landing-page.html', 'spring-campaign/index.html'],
  ['not-found.html', '404.html'],
  ['sitemap.xml', 'sitemap.xml'],
  ['feed.xml', 'rss.xml'],
  ['headers.txt', '_headers'],
];

/**
 * Content hashes in asset and search-index file names (Vite's `name-Hash.js`, `name.Hash.js`,
 * Pagefind's `en-us_3da61a5.pf_fragment`) as [hash]: they change with any byte of what they
 * name, which the snapshot of the file that names them would otherwise repeat.
 */
function normaliseHashes(text: string): string {
  return text
    .replace(/(\/?assets\/[\w/.-]*?)[.-][\w-]{8}\.(js|css)\b/g, '$1.[hash].$2')
    .replace(/_[0-9a-f]{7,}\.(pf_\w+)\b/g, '_[hash].$1');
}

/** HTML with one tag per line and hashes normalised. */
function readableHtml(html: string): string {
  return `${normaliseHashes(html).replace(/>\s*</g, '>\n<').trim()}\n`;
}

const OUT_PARENT = path.join(REPO_ROOT, 'tests/content/.tmp');
const outDirs: string[] = [];
afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

/** Every file of a built site, by path. */
function filesOf(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('the fixture site as visitors get it', () => {
  it.each(SNAPSHOTS)('%s is as its snapshot', async (name, file) => {
    const { live } = sharedBuilds();
    expect(live.status, live.stderr).toBe(0);
    const text = readBuilt(live, file);
    if (text === undefined) throw new Error(`the build has no ${file}`);
    await expect(/\.html$/.test(file) ? readableHtml(text) : normaliseHashes(text)).toMatchFileSnapshot(
      `__snapshots__/fixture-site/${name}`,
      REGEN_HINT,
    );
  });

  it('holds the files of its snapshot list (the editor and search index by folder)', async () => {
    const { live } = sharedBuilds();
    // Decap's own files and the search index's fragments vary in number with their versions and
    // the words of the pages; their folders are listed once.
    const listed = new Set(
      filesOf(live.dist).map((file) =>
        /^(admin\/(assets|decap)|pagefind\/(fragment|index))\//.test(file)
          ? `${file.split('/').slice(0, 2).join('/')}/…`
          : normaliseHashes(file),
      ),
    );
    await expect(`${[...listed].join('\n')}\n`).toMatchFileSnapshot('__snapshots__/fixture-site/files.txt', REGEN_HINT);
  });
});

describe('the build is deterministic', () => {
  it('built again from the same input, every file is byte for byte the same', async () => {
    const { contentDir, live } = sharedBuilds();
    mkdirSync(OUT_PARENT, { recursive: true });
    const out = mkdtempSync(path.join(OUT_PARENT, 'again-'));
    outDirs.push(out);
    // A whole second build of the site (about as long as the first): the limit allows for a busy machine.
    const again = await buildInto(contentDir, out);
    expect(again.status, again.stderr).toBe(0);
    const files = filesOf(live.dist);
    expect(filesOf(again.dist)).toEqual(files);
    const differing = files.filter(
      (file) => !readFileSync(path.join(live.dist, file)).equals(readFileSync(path.join(again.dist, file))),
    );
    expect(differing).toEqual([]);
  }, 300_000);
});
