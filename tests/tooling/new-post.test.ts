/**
 * `npm run new:post` end to end: run as a child process against a temp copy of the real
 * content/, the scaffolded article passes `npm run check`, and the script refuses to
 * overwrite a file or to work without a title.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../scripts/dev/new-post.ts';
import { splitFrontMatter } from '../../src/content/source.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

let tmp: string;
let contentDir: string;

function run(script: string, args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, CONTENT_DIR: contentDir, GITHUB_ACTIONS: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    output: `${result.stdout}${result.stderr}`,
  };
}

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'new-post-'));
  contentDir = path.join(tmp, 'content');
  cpSync(path.join(REPO_ROOT, 'content'), contentDir, { recursive: true });
});

afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

// Each child process starts Node and the content pipeline; on a busy 2-core CI machine that can take several seconds.
const SLOW = { timeout: 120_000 };

describe('npm run new:post', () => {
  const file = () => path.join(contentDir, 'blog/hello-world-from-tests.md');

  it('creates content/blog/<slug>.md that passes npm run check', SLOW, () => {
    const created = run('scripts/dev/new-post.ts', ['Hello World From Tests']);
    expect(created.status, created.output).toBe(0);
    expect(existsSync(file())).toBe(true);
    expect(created.stdout).toContain(file());
    expect(created.stdout).toMatch(/draft: false/);
    expect(created.stdout).toMatch(/npm run check/);

    const text = readFileSync(file(), 'utf8');
    const fm = splitFrontMatter(text)?.frontMatter ?? '';
    expect(fm).toMatch(/^title: "Hello World From Tests"$/m);
    expect(fm).toMatch(/^draft: true$/m);
    expect(fm).toMatch(/^date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toMatch(/^## /m);

    const check = run('scripts/checks/content.ts', []);
    expect(check.status, check.output).toBe(0);
    expect(check.stdout).toMatch(/Content OK: .*4 posts \(1 draft\)/);
  });

  it('refuses to overwrite an existing article', SLOW, () => {
    const before = readFileSync(file(), 'utf8');
    const again = run('scripts/dev/new-post.ts', ['Hello World From Tests']);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
    expect(readFileSync(file(), 'utf8')).toBe(before);
  });

  it('refuses an empty title', SLOW, () => {
    for (const args of [[''], ['   ']]) {
      const empty = run('scripts/dev/new-post.ts', args);
      expect(empty.status, JSON.stringify(args)).toBe(1);
      expect(empty.stderr).toMatch(/title is empty/);
    }
  });
});

describe('slugify', () => {
  it.each([
    ['Hello World From Tests', 'hello-world-from-tests'],
    ['  AI Automation: The Complete Guide for 2025!  ', 'ai-automation-the-complete-guide-for-2025'],
    ['Café & Crème — What’s new?', 'cafe-and-creme-whats-new'],
    ['日本語', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps long slugs readable (cut at a word boundary)', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
