/**
 * `npm run review -- --base <git ref>`: what a change does to the pages, in pictures. Builds the
 * site at the base (a temporary git worktree sharing this checkout's node_modules) and as it
 * is now, with one clock for both; finds the pages whose HTML differs (./review-pages.ts says
 * what counts); screenshots each, before and after, in Chromium at 390 and 1280 px with a
 * pixel diff; writes <OUT_DIR>/review/: index.html, summary.json (the 390 px pictures first;
 * paths relative to it) and comment.md (the pull request's comment), and prints a line per page.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { serveFolder } from '../../src/backend/static.ts';
import { CONSENT_KEY } from '../../src/client/consent.ts';
import { checkContent, siteOptions } from '../../src/content/index.ts';
import { redirectRulesReader } from '../../src/content/redirect-rules.ts';
import { publishedPages, vanishedPages } from '../../src/content/vanished.ts';
import { routeLabel } from '../../src/lib/seo.ts';
import { fileForRoutePath, listPageFiles, urlPathForFile } from '../../src/lib/site-paths.ts';
import { chromiumPath } from '../chromium.ts';
import { scriptCommand } from '../run-script.ts';
import {
  changedParts,
  closingLine,
  commentMarkdown,
  pageLine,
  pageParts,
  REPORT_CSS,
  type ReviewedPage,
  reportHtml,
  type Shot,
} from './review-pages.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PHONE = 390;
const DESKTOP = 1280;

const { values } = parseArgs({ options: { base: { type: 'string' } } });
if (!values.base) {
  console.error('Usage: npm run review -- --base <git ref>   (e.g. --base origin/main or --base HEAD)');
  process.exit(2);
}
const options = siteOptions();
const reviewDir = path.join(options.outDir, 'review');
// One clock for both builds: a post that falls due between them is no change.
const now = options.now.toISOString();
const years = [options.now.getUTCFullYear()];

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(output.trim().split('\n').slice(-12).join('\n'))),
    );
  });
}

/** Builds the site of the checkout in `dir` into <outDir>/client; a failure says which side. */
async function build(dir: string, outDir: string, side: string, env: NodeJS.ProcessEnv): Promise<string> {
  const buildEnv = {
    ...env,
    OUT_DIR: outDir,
    BUILD_NOW: now,
    BUILD_CACHE_DIR: env.BUILD_CACHE_DIR ?? path.join(ROOT, '.cache', 'build'),
    // The forms are not used here: any API address will do, the same on both sides.
    VITE_SUPABASE_URL: env.VITE_SUPABASE_URL || 'http://127.0.0.1:9',
    VITE_SUPABASE_ANON_KEY: env.VITE_SUPABASE_ANON_KEY || 'sb_publishable_review-only',
  };
  await run(...scriptCommand(dir, 'scripts/build/site.ts'), dir, buildEnv).catch((error: Error) => {
    throw new Error(`The site ${side} does not build:\n${error.message}`);
  });
  return path.join(outDir, 'client');
}

/** A page's name from the route table of the content it was built from (its path if unknown). */
function namer(contentDir: string, publicDir: string): (file: string) => string {
  const { content, routes } = checkContent({ contentDir, publicDir, now: options.now });
  return (file) => {
    const route = routes.find((r) => fileForRoutePath(r.path) === file);
    return (content && route && routeLabel(route, content)) || urlPathForFile(file);
  };
}

const fileReader = (site: string) => (urlPath: string) => {
  const file = path.join(site, decodeURIComponent(urlPath));
  return !/\.html?$/.test(file) && file.startsWith(site) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()
    ? fs.readFileSync(file)
    : undefined;
};

/** Full-page PNGs of the given paths at one width, as a returning visitor sees them. */
async function shoot(browser: Browser, url: string, paths: string[], width: number): Promise<Map<string, Buffer>> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  // The cookie choice made: the banner would cover the bottom of every page.
  await context.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_KEY);
  const page = await context.newPage();
  const shots = new Map<string, Buffer>();
  for (const pagePath of paths) {
    // The load, then every picture decoded and the fonts in: what the shot shows. Waiting for the
    // network to be idle as well added half a second of nothing to each of the 24 loads of a
    // seven-page review (pictures 21 s, against 9 s without it, the same pixels).
    await page.goto(url + pagePath, { waitUntil: 'load' });
    // Pictures further down load lazily as one scrolls; a full-page shot does not scroll.
    await page.evaluate(async () => {
      for (const img of document.images) img.loading = 'eager';
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      await document.fonts.ready;
    });
    shots.set(pagePath, await page.screenshot({ fullPage: true }));
  }
  await context.close();
  return shots;
}

/** A picture's pixels (RGBA) on a white canvas of the given size, the picture at its top left. */
async function pixelsOn(png: Buffer, width: number, height: number): Promise<Buffer> {
  const { width: own = 0, height: ownHeight = 0 } = await sharp(png).metadata();
  return sharp(png)
    .ensureAlpha()
    .extend({ right: width - own, bottom: height - ownHeight, background: '#ffffff' })
    .raw()
    .toBuffer();
}

/** The two pictures of one width written, and their pixel diff on a canvas that fits both. */
async function compare(name: string, beforePng: Buffer | undefined, afterPng: Buffer | undefined): Promise<Shot> {
  const write = (png: Buffer | undefined, suffix: string) => {
    if (!png) return null;
    fs.writeFileSync(path.join(reviewDir, `${name}-${suffix}.png`), png);
    return `${name}-${suffix}.png`;
  };
  const [before, after] = await Promise.all([beforePng, afterPng].map((png) => png && sharp(png).metadata()));
  const width = Math.max(before?.width ?? 0, after?.width ?? 0);
  const height = Math.max(before?.height ?? 0, after?.height ?? 0);
  const shot = { before: write(beforePng, 'before'), after: write(afterPng, 'after'), pixels: width * height };
  if (!beforePng || !afterPng) return { ...shot, diff: null, changedPixels: width * height };
  // Decoded and encoded by libvips (sharp): pngjs's JavaScript took most of a review's own time.
  const [a, b] = await Promise.all([pixelsOn(beforePng, width, height), pixelsOn(afterPng, width, height)]);
  const diff = Buffer.alloc(width * height * 4);
  const changedPixels = pixelmatch(a, b, diff, width, height, { threshold: 0.1 });
  const diffPng = await sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { ...shot, diff: write(diffPng, 'diff'), changedPixels };
}

async function main(): Promise<void> {
  const started = performance.now();
  const worktree = fs.mkdtempSync(path.join(os.tmpdir(), 'review-base-'));
  fs.rmSync(worktree, { recursive: true });
  await run('git', ['worktree', 'add', '--detach', worktree, values.base!], ROOT).catch(() => {
    throw new Error(`"${values.base}" is not a commit of this repository (git worktree add failed).`);
  });
  let browser: Browser | undefined;
  const servers: { close: () => void }[] = [];
  try {
    const modules = path.join(worktree, 'node_modules');
    if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, 'node_modules'), modules);
    // The base reads its own content/ and public/, whatever this shell points the build at.
    const { CONTENT_DIR, PUBLIC_DIR, ...baseEnv } = process.env;
    void [CONTENT_DIR, PUBLIC_DIR];
    console.log(`Building the site at ${values.base} and as it is now…`);
    const [beforeSite, afterSite] = await Promise.all([
      build(worktree, path.join(worktree, 'dist'), `at ${values.base}`, baseEnv),
      build(ROOT, options.outDir, 'as it is now', process.env),
    ]);
    const built = performance.now();
    years.push(new Date().getUTCFullYear());

    const beforeFiles = listPageFiles(beforeSite);
    const afterFiles = listPageFiles(afterSite);
    const found = [...new Set([...beforeFiles, ...afterFiles])].flatMap((file) => {
      const read = (site: string, files: string[]) =>
        files.includes(file)
          ? pageParts(fs.readFileSync(path.join(site, file), 'utf8'), fileReader(site), years)
          : null;
      const before = read(beforeSite, beforeFiles);
      const after = read(afterSite, afterFiles);
      const parts = before && after ? changedParts(before, after) : [];
      if (before && after && !parts.length) return [];
      return [{ file, status: !before ? 'added' : !after ? 'removed' : 'changed', parts } as const];
    });
    const nameAfter = namer(options.contentDir, options.publicDir);
    const nameBefore = namer(path.join(worktree, 'content'), path.join(worktree, 'public'));

    fs.rmSync(reviewDir, { recursive: true, force: true });
    fs.mkdirSync(reviewDir, { recursive: true });
    const pages: ReviewedPage[] = [];
    if (found.length) {
      const paths = found.map((f) => urlPathForFile(f.file));
      const [before, after] = await Promise.all([serveFolder(beforeSite), serveFolder(afterSite)]);
      servers.push(before, after);
      browser = await chromium.launch({ executablePath: chromiumPath() });
      const shots = async (server: { url: string }, status: string, width: number) =>
        shoot(
          browser!,
          server.url,
          paths.filter((_, i) => found[i]!.status !== status),
          width,
        );
      // Four browser contexts at once: their loads overlap (7 s against 9 s one after the other).
      const [phoneBefore, phoneAfter, desktopBefore, desktopAfter] = await Promise.all([
        shots(before, 'added', PHONE),
        shots(after, 'removed', PHONE),
        shots(before, 'added', DESKTOP),
        shots(after, 'removed', DESKTOP),
      ]);
      for (const [i, { file, status, parts }] of found.entries()) {
        const pagePath = paths[i]!;
        const name = (status === 'removed' ? nameBefore : nameAfter)(file);
        const slug = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '--');
        const phone = await compare(`${slug}-${PHONE}`, phoneBefore.get(pagePath), phoneAfter.get(pagePath));
        const desktop = await compare(`${slug}-${DESKTOP}`, desktopBefore.get(pagePath), desktopAfter.get(pagePath));
        pages.push({ path: pagePath, name, status, parts, ...phone, desktop });
      }
      pages.sort((a, b) => b.changedPixels - a.changedPixels || a.path.localeCompare(b.path));
    }
    fs.writeFileSync(path.join(reviewDir, 'summary.json'), `${JSON.stringify(pages, null, 2)}\n`);
    fs.writeFileSync(path.join(reviewDir, 'index.html'), reportHtml(pages, values.base!));
    fs.writeFileSync(path.join(reviewDir, 'review.css'), REPORT_CSS);
    // The addresses the change takes away, from the two route tables (not the built files: a
    // redirect's old address has no file on either side).
    const removed = vanishedPages(
      publishedPages(path.join(worktree, 'content'), options.now),
      publishedPages(options.contentDir, options.now),
      redirectRulesReader(options.contentDir)(),
    );
    fs.writeFileSync(path.join(reviewDir, 'comment.md'), commentMarkdown(pages, removed));
    for (const page of pages) console.log(pageLine(page));
    const report = path.relative(process.cwd(), path.join(reviewDir, 'index.html'));
    console.log(closingLine(pages.length, (built - started) / 1000, (performance.now() - built) / 1000, report));
  } finally {
    await browser?.close();
    for (const server of servers) server.close();
    await run('git', ['worktree', 'remove', '--force', worktree], ROOT).catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(`✗ ${error instanceof Error ? error.message : error}`);
  // The pull request's comment says so in plain words; the details stay in this log.
  fs.mkdirSync(reviewDir, { recursive: true });
  fs.writeFileSync(path.join(reviewDir, 'comment.md'), commentMarkdown(null));
  process.exit(1);
});
