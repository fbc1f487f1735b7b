/**
 * `npm run review -- --base HEAD` for real, in a Git copy of this repository whose content/ is
 * the small fixture: both builds, the static server, Chromium, pixelmatch. A changed FAQ, a
 * changed post title, an added and a removed post and a picture changed on its own list exactly
 * the pages they show on, with their pictures and diffs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startTags } from '../../scripts/checks/html.ts';
import { COMMENT_MARKER, type ReviewedPage } from '../../scripts/checks/review-pages.ts';
import { scriptCommand } from '../../scripts/run-script.ts';
import { FIXTURE_DIR, post, REPO_ROOT } from '../content/fixture.ts';

let copy: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: copy });

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'review-copy-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
  })
    .toString()
    .split('\0')
    .filter((f) => f && !f.startsWith('content/') && fs.existsSync(path.join(REPO_ROOT, f)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(REPO_ROOT, file), path.join(copy, file));
  }
  fs.cpSync(FIXTURE_DIR, path.join(copy, 'content'), { recursive: true });
  fs.writeFileSync(path.join(copy, 'content/blog/old-news.md'), post('Old news', '2024-05-01'));
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
});
afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

function review() {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', BUILD_NOW: '2025-06-01T12:00:00Z' };
  for (const name of ['CONTENT_DIR', 'PUBLIC_DIR', 'OUT_DIR', 'PREVIEW', 'SITE_URL']) delete env[name];
  // The editor's bundle is the same as this checkout's: its build cache is reused.
  env.BUILD_CACHE_DIR = path.join(REPO_ROOT, '.cache', 'build');
  const r = spawnSync(...scriptCommand(copy, 'scripts/checks/review.ts', ['--base', 'HEAD']), {
    cwd: copy,
    env,
    encoding: 'utf8',
    timeout: 500_000,
  });
  expect(r.status, r.stderr + r.stdout).toBe(0);
  const dir = path.join(copy, 'dist', 'review');
  const pages = JSON.parse(fs.readFileSync(path.join(dir, 'summary.json'), 'utf8')) as ReviewedPage[];
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  return { stdout: r.stdout, pages, dir, read };
}

const widthOf = async (file: string) => (await sharp(file).metadata()).width;

describe('npm run review', { timeout: 600_000 }, () => {
  // One review, two builds (each a whole fixture build): every page the change does not touch is
  // left out, so two builds differ only in build noise that the comparison ignores. What a
  // review with no change prints, comments and reports: tests/tooling/review-pages.test.ts.
  it('lists the pages a change shows on, with before, after and diff at 390 and 1280 px, most changed first', async () => {
    const edit = (file: string, from: string, to: string) => {
      const abs = path.join(copy, file);
      const text = fs.readFileSync(abs, 'utf8');
      expect(text, file).toContain(from);
      fs.writeFileSync(abs, text.replace(from, to));
    };
    edit('content/faqs.yaml', 'question: What is AI automation?', 'question: What exactly is AI automation?');
    edit('content/blog/vibe-coding.md', 'title: "Vibe Coding <and> the Future"', 'title: "Vibe Coding Today"');
    fs.writeFileSync(path.join(copy, 'content/blog/fresh-news.md'), post('Fresh news', '2025-05-01'));
    fs.rmSync(path.join(copy, 'content/blog/old-news.md'));
    // Only the bytes of a picture change: no page's HTML does.
    const picture = path.join(copy, 'public/images/industries/restaurants.svg');
    const svg = fs.readFileSync(picture, 'utf8');
    const color = /#[0-9a-fA-F]{6}/.exec(svg)![0];
    fs.writeFileSync(picture, svg.replaceAll(color, color.toLowerCase() === '#000000' ? '#ff0000' : '#000000'));

    const { stdout, pages, dir, read } = review();
    const listed = Object.fromEntries(pages.map((p) => [p.path, p.status]));
    expect(listed).toEqual({
      '/': 'changed',
      '/blog': 'changed',
      '/blog/vibe-coding': 'changed',
      // Its "next article" card shows the title.
      '/blog/first-steps': 'changed',
      '/blog/fresh-news': 'added',
      '/blog/old-news': 'removed',
      '/industries/restaurants': 'changed',
    });
    const byPath = (p: string) => pages.find((page) => page.path === p)!;
    const home = parse(fs.readFileSync(path.join(copy, 'content/home.yaml'), 'utf8')) as {
      faq: { heading: { title: string } };
    };
    expect(byPath('/')).toMatchObject({ name: 'Home', parts: [home.faq.heading.title, expect.any(String)] });
    expect(byPath('/blog/vibe-coding')).toMatchObject({ name: 'Vibe Coding Today' });
    expect(byPath('/blog/vibe-coding').parts).toContain('title');
    expect(byPath('/blog/old-news')).toMatchObject({ name: 'Old news', after: null, diff: null });
    expect(byPath('/blog/fresh-news')).toMatchObject({ name: 'Fresh news', before: null, diff: null });

    for (const page of pages) {
      expect(page.changedPixels, page.path).toBeGreaterThan(0);
      for (const [shot, width] of [
        [page, 390],
        [page.desktop, 1280],
      ] as const) {
        for (const file of [shot.before, shot.after, shot.diff]) {
          if (file) expect(await widthOf(path.join(dir, file)), `${page.path} ${file}`).toBe(width);
        }
        if (page.status === 'changed') expect([shot.before, shot.after, shot.diff]).not.toContain(null);
      }
    }
    const counts = pages.map((p) => p.changedPixels);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(stdout.split('\n').filter((line) => /^(changed|added|removed) /.test(line))).toHaveLength(7);
    expect(stdout).toMatch(/^changed +\/industries\/restaurants +/m);
    expect(stdout).toMatch(
      /^7 page\(s\) change \(builds \d+ s, pictures \d+ s\)\. Report: dist\/review\/index\.html$/m,
    );

    // The report: headings, a described picture for each shot, no inline script or style.
    const report = read('index.html');
    const tags = startTags(report);
    expect(tags.filter((t) => t.name === 'h1')).toHaveLength(1);
    expect(tags.filter((t) => t.name === 'h2')).toHaveLength(7);
    const images = tags.filter((t) => t.name === 'img');
    expect(images.length).toBe(2 * (3 * 5 + 1 + 1));
    for (const img of images) expect(img.attrs.alt).toMatch(/(before|after) the change|marked in red/);
    expect(tags.filter((t) => t.name === 'script' || t.name === 'style' || t.attrs.style !== undefined)).toEqual([]);
    expect(report).toContain('<link rel="stylesheet" href="review.css">');
    expect(read('comment.md').startsWith(COMMENT_MARKER)).toBe(true);
    expect(read('comment.md')).toContain(`**7 pages change: `);
    expect(read('comment.md')).toContain(`Home (${home.faq.heading.title})`);
  });
});
