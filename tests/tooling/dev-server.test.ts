/**
 * `npm run dev` (Vike's dev server, vite.config.ts) on a copy of the fixture content: it listens
 * on PORT and prints the address, renders pages from the content as saved, answers its redirects, reloads the open page
 * when a content file changes, shows content problems on the page and in its terminal, updates
 * an island and the stylesheet in place when their code changes, and reloads the page when a
 * component rendered on the server changes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../scripts/chromium.ts';
import { formatProblem } from '../../src/content/problems.ts';
import { freePort } from '../backend/helpers.ts';
import { checkFixture, cleanupFixtures, REPO_ROOT, withFixture } from '../content/fixture.ts';
import { WAIT_LIMIT_MS } from '../projects/limits.ts';

let dev: ChildProcess;
let output = '';
let url: string;
let content: string;
let browser: Browser;
let page: Page;
let loads = 0;

beforeAll(async () => {
  content = withFixture({
    'redirects.yaml': 'redirects:\n  - { from: /about-us, to: /about }\ngone:\n  - /withdrawn-offer\n',
  });
  const port = await freePort();
  dev = spawn(path.join(REPO_ROOT, 'node_modules/.bin/vike'), ['dev'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), CONTENT_DIR: content },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Vite colours the port apart from the rest of the address when colours are on (CI forces
  // them), so the output is read without its escape codes.
  const collect = (d: Buffer) => (output += stripVTControlCharacters(d.toString()));
  dev.stdout!.on('data', collect);
  dev.stderr!.on('data', collect);
  url = `http://127.0.0.1:${port}`;
  // Ready once it prints its address.
  await new Promise<void>((resolve, reject) => {
    const ready = () => output.includes(url) && resolve();
    dev.stdout!.on('data', ready);
    dev.once('exit', (code) => reject(new Error(`the dev server stopped (exit ${code}):\n${output}`)));
    setTimeout(
      () => reject(new Error(`the dev server did not print ${url} within ${WAIT_LIMIT_MS / 1000} s:\n${output}`)),
      WAIT_LIMIT_MS,
    );
  });
  browser = await chromium.launch({ executablePath: chromiumPath() });
  page = await browser.newPage();
  page.on('load', () => loads++);
});

afterAll(async () => {
  await browser?.close();
  // Waits for the server to be gone, so that none outlives the run; a busy one is killed.
  if (dev && dev.exitCode === null && dev.signalCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill();
    const forced = setTimeout(() => dev.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(forced);
  }
  cleanupFixtures();
});

/**
 * Saves a source file of the project with a comment added, runs `whileSaved`, then restores it.
 * A comment only, and each write a rename of a whole file: the site builds other test files make
 * meanwhile read the same code, never a half-written file.
 */
async function withCommentIn(file: string, comment: string, whileSaved: () => Promise<unknown>) {
  const abs = path.join(REPO_ROOT, file);
  const source = readFileSync(abs, 'utf8');
  const save = (text: string) => {
    writeFileSync(`${abs}.saving`, text);
    renameSync(`${abs}.saving`, abs);
  };
  try {
    save(`${source}${comment}\n`);
    await whileSaved();
  } finally {
    save(source);
  }
}

/** Vite's message in the page once it has applied an update of `file` in place. */
const hotUpdated = (file: string) =>
  page.waitForEvent('console', {
    predicate: (message) => message.text().includes(`hot updated: /${file}`),
    timeout: WAIT_LIMIT_MS,
  });

/**
 * Saves `file` with `comment` added and expects the open page to take the update in place: Vite
 * applies it, no reload follows, and a value set on the page's window beforehand is still there.
 */
async function expectUpdatedInPlace(file: string, comment: string) {
  const marker = `kept across ${file}`;
  await page.evaluate((name) => Object.assign(window, { [name]: true }), marker);
  const before = loads;
  await withCommentIn(file, comment, () => hotUpdated(file));
  expect(loads).toBe(before);
  expect(await page.evaluate((name) => name in window, marker)).toBe(true);
}

const edit = (file: string, change: (text: string) => string) => {
  const abs = path.join(content, file);
  writeFileSync(abs, change(readFileSync(abs, 'utf8')));
};

describe('npm run dev', () => {
  it('serves the pages of the content on PORT, and prints that address', async () => {
    expect(output).toContain(url);
    await page.goto(`${url}/about`);
    const title = checkFixture().content!.about.title;
    await expect.poll(() => page.locator('h1').textContent(), { timeout: WAIT_LIMIT_MS }).toBe(title);
  });

  it('answers content/redirects.yaml as npm start answers the built _redirects', async () => {
    const moved = await fetch(`${url}/about-us?from=ad`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/about?from=ad']);
    expect((await fetch(`${url}/withdrawn-offer`, { redirect: 'manual' })).status).toBe(410);
  });

  it('reloads the open page when a content file is saved, showing the change', async () => {
    const before = loads;
    edit('about.yaml', (t) => t.replace(/^title: .*$/m, 'title: Saved a moment ago'));
    await expect.poll(() => loads, { timeout: WAIT_LIMIT_MS }).toBeGreaterThan(before);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: WAIT_LIMIT_MS }).toBe('Saved a moment ago');
  });

  it('shows content problems on the page and in the terminal, then the page again once fixed', async () => {
    edit('tools.yaml', (t) => t.replace('name: FlowForge', 'name: 42'));
    const problem = formatProblem(
      checkFixture({ 'tools.yaml': (t) => t.replace('name: FlowForge', 'name: 42') }).problems[0]!,
    ).replace(/^.*tools\.yaml/, 'tools.yaml');
    await expect.poll(() => page.locator('li').first().textContent(), { timeout: WAIT_LIMIT_MS }).toContain(problem);
    expect(await page.locator('h1').textContent()).toBe('1 content problem');
    expect(output).toContain(problem);
    edit('tools.yaml', (t) => t.replace('name: 42', 'name: FlowForge'));
    await expect.poll(() => page.locator('h1').textContent(), { timeout: WAIT_LIMIT_MS }).toBe('Saved a moment ago');
  });

  it('updates an island in place when its code is saved (Fast Refresh), keeping what was typed', async () => {
    await page.goto(`${url}/contact`);
    // In dev the site script may run after the load event; the form hydrates on the first
    // use after that script has run (it marks the page with the class "js" first).
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    const firstName = page.locator('input[name="firstName"]');
    await firstName.fill('Ada');
    await page.locator('[data-island][data-hydrated]').waitFor({ state: 'attached', timeout: WAIT_LIMIT_MS });
    await expectUpdatedInPlace('src/islands/ContactForm.tsx', '// saved by the dev-server test');
    expect(await firstName.inputValue()).toBe('Ada');
  });

  it('updates the styles in place when the stylesheet is saved', async () => {
    await expectUpdatedInPlace('src/styles/site.css', '/* saved by the dev-server test */');
  });

  it('reloads the open page when a component rendered on the server is saved', async () => {
    const before = loads;
    await withCommentIn('src/components/Footer.tsx', '// saved by the dev-server test', () =>
      expect.poll(() => loads, { timeout: WAIT_LIMIT_MS }).toBeGreaterThan(before),
    );
    await expect.poll(() => page.locator('footer').count(), { timeout: WAIT_LIMIT_MS }).toBe(1);
  });
});
