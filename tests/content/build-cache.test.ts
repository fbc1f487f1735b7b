/**
 * The build's caches (src/content/cache.ts, scripts/lib/bundle-cache.ts, scripts/lib/render.ts):
 * a warm build writes the same site as a cold one; a changed article, a changed schema or
 * pipeline, and a changed renderer each give fresh pages, never stale ones; a damaged or foreign
 * cache entry is ignored. Builds run on the small fixture with a cache folder of their own.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleKey } from '../../scripts/lib/bundle-cache.ts';
import { pageKeys } from '../../scripts/lib/render.ts';
import { pipelineKey } from '../../src/content/cache.ts';
import { checkContent } from '../../src/content/index.ts';
import { listMarkdownFiles } from '../../src/content/load.ts';
import { markdownCache, markdownOutcomes } from '../../src/content/markdown-outcomes.ts';
import { runScript } from './cli.ts';
import { cleanupFixtures, PUBLIC_DIR, REPO_ROOT, withFixture } from './fixture.ts';

const TMP = path.join(REPO_ROOT, 'tests/content/.tmp');
const temps: string[] = [];
function tempDir(prefix: string, parent = TMP): string {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, prefix));
  temps.push(dir);
  return dir;
}
afterAll(() => {
  cleanupFixtures();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  if (existsSync(TMP) && readdirSync(TMP).length === 0) rmSync(TMP, { recursive: true });
});

const SUPABASE = { VITE_SUPABASE_URL: 'http://127.0.0.1:9', VITE_SUPABASE_ANON_KEY: 'test' };

/** Every file of a built site with its bytes, by path. */
function siteFiles(dist: string): Map<string, string> {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dist, path.join(d.parentPath, d.name)));
  return new Map(files.map((f) => [f, readFileSync(path.join(dist, f), 'base64')]));
}

/**
 * Builds and returns what the cache did and the site's files. Cached builds share one output
 * folder: Vike writes it into the page bundle, so it is part of the bundles' key.
 */
function build(
  contentDir: string,
  cacheDir: string,
  extra: Record<string, string> = {},
  out = extra.BUILD_CACHE === 'off' ? tempDir('out-') : path.join(cacheDir, '..', `${path.basename(cacheDir)}-out`),
) {
  if (!temps.includes(out)) temps.push(out);
  const r = runScript('scripts/build.ts', {
    ...SUPABASE,
    CONTENT_DIR: contentDir,
    OUT_DIR: path.relative(REPO_ROOT, out),
    BUILD_CACHE_DIR: cacheDir,
    ...extra,
  });
  expect(r.status, r.stderr + r.stdout).toBe(0);
  const rendered = /(\d+) rendered, (\d+) unchanged \(cache\)/.exec(r.stdout);
  const markdown = /(\d+) Markdown files: (\d+) unchanged \(cache\), (\d+) parsed/.exec(r.stdout);
  if (!rendered || !markdown) throw new Error(`the build did not report its cache use:\n${r.stdout}`);
  const dist = path.join(out, 'client');
  return {
    dist,
    files: siteFiles(dist),
    rendered: Number(rendered[1]),
    reused: Number(rendered[2]),
    parsed: Number(markdown[3]),
    stdout: r.stdout,
  };
}

describe('the build cache', () => {
  it('a warm build writes the same site as a cold one; an edited article renders only its own page, fresh', {
    timeout: 240_000,
  }, () => {
    const contentDir = withFixture();
    const cacheDir = tempDir('cache-');
    const pages = checkContent(contentDir, PUBLIC_DIR).routes.length;

    const cold = build(contentDir, cacheDir, { BUILD_CACHE: 'off' });
    expect(cold.rendered).toBe(pages);
    const first = build(contentDir, cacheDir);
    expect(first.rendered).toBe(pages);
    expect(first.files).toEqual(cold.files);

    const warm = build(contentDir, cacheDir);
    expect([warm.rendered, warm.reused, warm.parsed]).toEqual([0, pages, 0]);
    expect(warm.stdout).toContain('page bundles reused');
    expect(warm.files).toEqual(cold.files);

    // One article's text changes: that article is parsed and its page rendered again.
    const article = path.join(contentDir, 'blog', 'first-steps.md');
    const text = readFileSync(article, 'utf8');
    const paragraph = text.split('\n').find((line) => /^[A-Z][^#|>`-]{40,}/.test(line));
    if (!paragraph) throw new Error('the fixture article has no plain paragraph to edit');
    writeFileSync(article, text.replace(paragraph, `${paragraph} A sentence added by the cache test.`));
    const edited = build(contentDir, cacheDir);
    expect([edited.parsed, edited.rendered, edited.reused]).toEqual([1, 1, pages - 1]);
    const page = readFileSync(path.join(edited.dist, 'blog', 'first-steps', 'index.html'), 'utf8');
    expect(page).toContain('A sentence added by the cache test.');
    // The site equals a build of the edited content without any cache.
    expect(edited.files).toEqual(build(contentDir, cacheDir, { BUILD_CACHE: 'off' }).files);

    // A front-matter change reaches every page that shows it (the blog index lists the title).
    writeFileSync(
      article,
      readFileSync(article, 'utf8').replace(/^title: .*$/m, 'title: "A title changed by the cache test"'),
    );
    const retitled = build(contentDir, cacheDir);
    expect(retitled.rendered).toBe(pages);
    expect(readFileSync(path.join(retitled.dist, 'blog', 'index.html'), 'utf8')).toContain(
      'A title changed by the cache test',
    );

    // Damaged and foreign entries are not trusted: every page file and Markdown entry is spoiled.
    const spoil = (dir: string, ending: string, text: string) => {
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && entry.name.endsWith(ending)) writeFileSync(path.join(entry.parentPath, entry.name), text);
      }
    };
    spoil(path.join(cacheDir, 'pages'), '.html', '<p>damaged</p>');
    spoil(path.join(cacheDir, 'markdown'), '.json', '{"format":1,"key":"someone else\'s","value":{}}');
    const repaired = build(contentDir, cacheDir);
    expect([repaired.rendered, repaired.parsed]).toEqual([pages, 3]);
    expect(repaired.files).toEqual(retitled.files);
  });
});

describe('building over an earlier site', () => {
  it('writes each page over its old file but never into the page cache, and leaves no stale file', {
    timeout: 240_000,
  }, () => {
    const contentDir = withFixture();
    const cacheDir = tempDir('cache-');
    const first = build(contentDir, cacheDir); // its pages are linked from the page cache
    const out = path.dirname(first.dist);
    // A page of a route that no longer exists, and files no step of the build writes.
    mkdirSync(path.join(first.dist, 'blog', 'a-removed-article'));
    writeFileSync(path.join(first.dist, 'blog', 'a-removed-article', 'index.html'), '<p>removed</p>');
    writeFileSync(path.join(first.dist, 'blog', 'notes.txt'), 'left over');
    writeFileSync(path.join(first.dist, 'images', 'left-over.png'), 'left over');

    // A build without the cache, of an edited article, into the same folder.
    const article = path.join(contentDir, 'blog', 'first-steps.md');
    const original = readFileSync(article, 'utf8');
    writeFileSync(article, original.replace(/^(## .*)$/m, '$1\n\nA paragraph added over an earlier site.'));
    const over = build(contentDir, cacheDir, { BUILD_CACHE: 'off' }, out);
    expect(readFileSync(path.join(over.dist, 'blog', 'first-steps', 'index.html'), 'utf8')).toContain(
      'A paragraph added over an earlier site.',
    );
    expect(over.files).toEqual(build(contentDir, cacheDir, { BUILD_CACHE: 'off' }).files);

    // Back to the first text: every page comes from the cache, which the build above left intact.
    writeFileSync(article, original);
    const again = build(contentDir, cacheDir, {}, out);
    expect(again.rendered).toBe(0);
    expect(again.files).toEqual(first.files);
  });
});

describe('cache keys', () => {
  it('a changed schema or pipeline file changes the pipeline key, and no Markdown entry is reused', async () => {
    const copy = tempDir('pipeline-', os.tmpdir());
    cpSync(path.join(REPO_ROOT, 'src/content'), path.join(copy, 'src/content'), { recursive: true });
    cpSync(path.join(REPO_ROOT, 'package-lock.json'), path.join(copy, 'package-lock.json'));
    const code = path.join(copy, 'src/content');
    const before = pipelineKey(code, copy);
    expect(pipelineKey(code, copy)).toBe(before);
    const schema = path.join(code, 'schemas/markdown.ts');
    writeFileSync(schema, `${readFileSync(schema, 'utf8')}\n// a schema change\n`);
    const afterSchema = pipelineKey(code, copy);
    expect(afterSchema).not.toBe(before);
    const renderer = path.join(code, 'markdown.ts');
    writeFileSync(renderer, `${readFileSync(renderer, 'utf8')}\n// a renderer change\n`);
    expect(pipelineKey(code, copy)).not.toBe(afterSchema);

    const contentDir = withFixture();
    const refs = listMarkdownFiles(contentDir);
    const cache = markdownCache(tempDir('markdown-', os.tmpdir()));
    const run = (pipeline: string) => markdownOutcomes(refs, { cache, pipeline, threads: 1 });
    expect((await run(before)).stats).toMatchObject({ computed: refs.length, fromCache: 0 });
    expect((await run(before)).stats).toMatchObject({ computed: 0, fromCache: refs.length });
    expect((await run(afterSchema)).stats).toMatchObject({ computed: refs.length, fromCache: 0 });
  });

  it('Markdown files read in worker threads give the same outcomes as on this thread', async () => {
    const refs = listMarkdownFiles(withFixture());
    const here = await markdownOutcomes(refs, { cache: false, threads: 1 });
    const threaded = await markdownOutcomes(refs, { cache: false, threads: 2, minFilesForThreads: 1 });
    expect(here.stats.threads).toBe(1);
    expect(threaded.stats.threads).toBe(2);
    expect(threaded.outcomes.size).toBe(refs.length);
    expect([...threaded.outcomes]).toEqual([...here.outcomes]);
  });

  it('a changed component or stylesheet changes the bundles key, and with it every page key', () => {
    const copy = tempDir('bundles-', os.tmpdir());
    for (const entry of ['src', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json']) {
      cpSync(path.join(REPO_ROOT, entry), path.join(copy, entry), { recursive: true });
    }
    const settings = { supabaseUrl: SUPABASE.VITE_SUPABASE_URL };
    const before = bundleKey(copy, settings);
    expect(bundleKey(copy, settings)).toBe(before);
    const component = path.join(copy, 'src/components/Footer.tsx');
    writeFileSync(component, `${readFileSync(component, 'utf8')}\n// a renderer change\n`);
    const after = bundleKey(copy, settings);
    expect(after).not.toBe(before);
    expect(bundleKey(copy, { supabaseUrl: 'https://other.example.com' })).not.toBe(after);

    const { content, routes } = checkContent(withFixture(), PUBLIC_DIR);
    if (!content) throw new Error('fixture invalid');
    const data = { content, routes, origin: 'https://www.example.com', assets: { script: '/a.js' }, images: {} };
    const keysBefore = pageKeys(data, routes, before);
    const keysAfter = pageKeys(data, routes, after);
    expect(keysBefore.filter((key) => keysAfter.includes(key))).toEqual([]);
    expect(new Set(keysBefore).size).toBe(routes.length);
  });
});
