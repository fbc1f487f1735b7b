// A local site started like `npm start`, on a temporary Git copy of this repository, for the
// editor tests: /admin edits that copy's content/ through decap-server, and the copy rebuilds
// itself after each change. Nothing touches this working tree.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { scriptCommand } from '../scripts/run-script.ts';
import { DECAP_CLASSES, RIGHT_PANE } from '../src/admin/decap-internals.ts';
import { freePort } from '../src/backend/decap.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));

export interface AdminSite {
  dir: string;
  url: string;
  /** Everything the server printed so far. */
  output(): string;
  git(...args: string[]): string;
}

/** Copies the files Git knows (committed or not, minus ignored ones) into a new repository. */
function gitCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-site-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO })
    .toString()
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(REPO, f)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(REPO, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'add', '-A');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', 'copy');
  git('config', 'user.name', 'Editor test');
  git('config', 'user.email', 'editor@example.com');
  return dir;
}

/**
 * Removes the copy. A rebuild stopped with the server (the Git workflow switches branches, which
 * starts one) can leave a compiler process finishing its files there for a moment: try again
 * until nothing new appears, for up to half a minute.
 */
async function removeWhenQuiet(dir: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' || attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Runs `npm start` in the copy and resolves once it serves (its build first, unless skipped). */
async function serve(dir: string, port: number, mode: 'fs' | 'git', skipBuild: boolean): Promise<Started> {
  const child: ChildProcess = spawn(...scriptCommand(dir, 'scripts/dev/start.ts'), {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dir, '.data'),
      DECAP_MODE: mode,
      SKIP_BUILD: skipBuild ? '1' : '',
      // The live build, as a plain `npm start` makes it (playwright.config.ts sets PREVIEW for
      // the e2e site): the editor's line after a rebuild says what the live site leaves out.
      PREVIEW: '',
      // The image variants of this working tree are reused, not rebuilt.
      BUILD_CACHE_DIR: path.join(REPO, '.cache', 'build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Press Ctrl+C to stop.')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the site copy stopped (exit ${code}):\n${output}`));
    });
  });
  return { child, output: () => output };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function siteOf(dir: string, port: number, started: Started): AdminSite {
  return {
    dir,
    url: `http://127.0.0.1:${port}`,
    output: started.output,
    git: (...args) => execFileSync('git', args, { cwd: dir }).toString(),
  };
}

/**
 * The editor sites of one Playwright worker: one Git copy, built once, and for each spec file a
 * fresh server on it (`fresh()`): the copy's content, database, mailbox and built pages set back
 * to just after that first build, so every file starts as on a new copy without building again.
 * (A build is the costly part of an editor test: one per worker, not one per spec file.)
 */
export class EditorSites {
  private copy: { dir: string; port: number; commit: string; pristine: string } | undefined;
  private current: Started | undefined;

  async fresh(mode: 'fs' | 'git' = 'fs'): Promise<AdminSite> {
    if (!this.copy) {
      const dir = gitCopy();
      const port = await freePort();
      this.current = await serve(dir, port, mode, false);
      const pristine = path.join(dir, '.tmp', 'pristine-client');
      fs.cpSync(path.join(dir, 'dist', 'client'), pristine, { recursive: true });
      const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir }).toString().trim();
      this.copy = { dir, port, commit, pristine };
    } else {
      await this.stopServer();
      this.reset();
      this.current = await serve(this.copy.dir, this.copy.port, mode, true);
    }
    const { dir, port } = this.copy;
    // The server runs on after its spec file: the next file's fresh() (or the worker's end) stops it.
    return siteOf(dir, port, this.current!);
  }

  /** Content back to the first commit, and everything the last server wrote undone. */
  private reset(): void {
    const { dir, commit, pristine } = this.copy!;
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
    git('checkout', '-q', '-f', 'main');
    git('reset', '-q', '--hard', commit);
    git('clean', '-q', '-f', '-d');
    // The editorial workflow's branches (and their status, kept in each branch's description).
    for (const branch of git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms').toString().split('\n'))
      if (branch) git('branch', '-q', '-D', branch);
    // The built pages carry the local keys and the port: keep both, drop all the rest.
    const data = path.join(dir, '.data');
    for (const entry of fs.existsSync(data) ? fs.readdirSync(data) : [])
      if (entry !== 'local-keys.json') fs.rmSync(path.join(data, entry), { recursive: true, force: true });
    fs.rmSync(path.join(dir, '.tmp', 'rebuild'), { recursive: true, force: true });
    fs.rmSync(path.join(dir, 'dist', 'client'), { recursive: true, force: true });
    fs.cpSync(pristine, path.join(dir, 'dist', 'client'), { recursive: true });
  }

  private async stopServer(): Promise<void> {
    if (this.current) await stopServer(this.current.child);
    this.current = undefined;
  }

  async close(): Promise<void> {
    await this.stopServer();
    if (this.copy) await removeWhenQuiet(this.copy.dir);
  }
}

/** What a test may leave in the browser for an origin: everything but the HTTP cache. */
const SITE_DATA = 'cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage';

/**
 * Sets the worker's browser back to a new profile's state after a test, all but its HTTP cache:
 * every page closed but the first (a persistent browser ends with its last page), and what the
 * test's pages stored (Decap's sign-in and its backups of unsaved entries among them) removed for
 * each origin they opened.
 */
async function forgetTest(context: BrowserContext, origins: Set<string>): Promise<void> {
  const [keeper, ...others] = context.pages();
  for (const page of others) await page.close();
  const page: Page = keeper ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_DATA });
  await cdp.detach();
  await context.clearCookies();
  await context.clearPermissions();
  await page.goto('about:blank');
}

/** The tag of an editor test that looks at the preview pane; the others run with it closed. */
export const WITH_PREVIEW = '@preview';

/**
 * In a page of /admin, before Decap reads it: the pane beside the form closed, as an editor who
 * pressed the preview toggle (Decap remembers that choice), unless this test's pages chose.
 */
function closePreview([key, none]: readonly [string, string]): void {
  try {
    if (location.pathname.startsWith('/admin') && localStorage.getItem(key) === null) localStorage.setItem(key, none);
  } catch {
    // a frame without storage of its own
  }
}

/**
 * `test` with the worker's editor sites, and the editor's tests in one browser profile per
 * worker. Decap is a 4.7 MB script: in a new context each test's Chromium parses and compiles it
 * afresh (about 4.7 s to the signed-in list on this machine); a profile that keeps its HTTP cache,
 * and with it V8's code cache, signs in in about 2.6 s from the third load on. Each test still
 * starts as in a new context (forgetTest). The editor specs import it from here.
 */
export const test = base.extend<object, { editorSites: EditorSites; editorBrowser: BrowserContext }>({
  editorSites: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const sites = new EditorSites();
      await use(sites);
      await sites.close();
    },
    { scope: 'worker' },
  ],
  editorBrowser: [
    async ({ playwright }, use, workerInfo) => {
      const { launchOptions, viewport, baseURL } = workerInfo.project.use;
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-browser-'));
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...launchOptions,
        viewport,
        baseURL,
      });
      await use(context);
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  // Decap draws an entry's whole page beside its form, and again at each change: more than half
  // of what the editor's page costs in Chromium (sign-in and three entries: 2.6 CPU-s of its main
  // thread with the preview, 1.1 without). Only the tests tagged WITH_PREVIEW look at it.
  context: async ({ editorBrowser }, use, testInfo) => {
    const closed = testInfo.tags.includes(WITH_PREVIEW)
      ? undefined
      : await editorBrowser.addInitScript(closePreview, [RIGHT_PANE.key, RIGHT_PANE.none] as const);
    const origins = new Set<string>();
    const track = (page: Page) =>
      page.on('framenavigated', (frame) => {
        const { origin } = new URL(frame.url());
        if (origin.startsWith('http')) origins.add(origin);
      });
    editorBrowser.on('page', track);
    await use(editorBrowser);
    editorBrowser.off('page', track);
    await closed?.dispose();
    await forgetTest(editorBrowser, origins);
  },
});

/**
 * A fresh editor site for the whole spec file, its tests in order (the worker's copy, built once:
 * see EditorSites): call at the top of a spec that takes `test` from this module; the returned
 * function gives the running site inside its tests.
 */
export function adminSiteForFile(testTimeout = 120_000): () => AdminSite {
  let site: AdminSite | undefined;
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(testTimeout);
  test.beforeAll(async ({ editorSites }) => {
    // The worker's first editor spec builds the copy: a whole build on a shared machine.
    test.setTimeout(240_000);
    site = await editorSites.fresh();
  });
  return () => {
    if (!site) throw new Error('the admin site has not started');
    return site;
  };
}

// ---------------------------------------------------------------------------------------------
// What the editor specs do in /admin again and again.

/**
 * A YAML file of the copy, parsed; undefined while it is missing, empty or half-written.
 * decap-server writes a file in place, so a read during a save can find it empty, and a poll
 * whose function throws stops at once (Playwright retries only a failed expectation).
 */
export function savedYaml<T>(file: string): T | undefined {
  const text = savedText(file);
  try {
    return text === undefined ? undefined : ((parse(text) ?? undefined) as T | undefined);
  } catch {
    return undefined;
  }
}

/**
 * A file of the copy as text; undefined while it is missing (a save may write it anew, and Git
 * removes and writes files when decap-server switches branches). For a poll, as savedYaml.
 */
export function savedText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The YAML file once a save has written it (it may be new), parsed. */
export async function whenSaved<T>(file: string): Promise<T> {
  await expect.poll(() => savedYaml(file) !== undefined, { timeout: 15_000, message: `${file} saved` }).toBe(true);
  return savedYaml<T>(file)!;
}

/** Publishes the open entry: the toolbar's Publish, then "Publish now". */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** The bars of the list entries on screen (Decap's class name, from the seam that checks it). */
export const listItemBars = (page: Page) => page.locator(`[class*="${DECAP_CLASSES.listItemTopBar}"]`);

/** The fold buttons of those bars: each bar's first button. */
export const listItemFoldButtons = (page: Page) =>
  page.locator(`[class*="${DECAP_CLASSES.listItemTopBar}"] > button:first-child`);

/** Expands the n-th entry (0-based) of the list field on screen. */
export async function expandItem(page: Page, n: number): Promise<void> {
  await listItemFoldButtons(page).nth(n).click();
}

/** The last field named `name` on the form (a list's newest entry's, or a new section's). */
export const lastField = (page: Page, name: string, tag = 'input') =>
  page.locator(`${tag}[id^="${name}-field"]`).last();

/** Fills the newest "Call to action" section of a landing page's form, its button's group opened. */
export async function fillCallToAction(
  page: Page,
  cta: { title: string; text: string; label: string; href: string },
): Promise<void> {
  await lastField(page, 'title').fill(cta.title);
  await lastField(page, 'text', 'textarea').fill(cta.text);
  await page
    .locator(`[class*="${DECAP_CLASSES.objectTopBar}"]`, { hasText: /^Call to action$/ })
    .last()
    .getByTestId('expand-button')
    .click();
  await lastField(page, 'label').fill(cta.label);
  await lastField(page, 'href').fill(cta.href);
}
