/**
 * `npm run build` with ADMIN_OUT_DIR: the editor as a small site of its own (to deploy on another
 * origin such as admin.example.com), the public site without any of it. Built from the fixture,
 * served by the local server and opened in Chromium: Decap starts on its own origin under its own
 * policy, and no public page's policy allows 'unsafe-eval'.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../scripts/chromium.ts';
import { headersForPath, parseHeadersFile } from '../../src/backend/headers-file.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { listHtmlFiles, urlPathForFile } from '../../src/lib/site-paths.ts';
import { WAIT_LIMIT_MS } from '../projects/limits.ts';
import { runScript } from './cli.ts';
import { cleanupFixtures, REPO_ROOT, withFixture } from './fixture.ts';

const OUT_PARENT = path.join(REPO_ROOT, 'tests/content/.tmp');
let out: string;
let dist: string;
let adminDir: string;
let browser: Browser | undefined;
const servers: RunningServer[] = [];

beforeAll(() => {
  mkdirSync(OUT_PARENT, { recursive: true });
  out = mkdtempSync(path.join(OUT_PARENT, 'admin-site-'));
  dist = path.join(out, 'client');
  adminDir = path.join(out, 'editor');
  // A build of its own, not the run's shared one (tests/content/shared-build.ts): ADMIN_OUT_DIR
  // moves the editor out of the public site, whose files and headers then differ.
  const r = runScript('scripts/build/site.ts', {
    CONTENT_DIR: withFixture(),
    OUT_DIR: path.relative(REPO_ROOT, out),
    ADMIN_OUT_DIR: adminDir,
    VITE_SUPABASE_URL: 'http://127.0.0.1:9',
    VITE_SUPABASE_ANON_KEY: 'sb_publishable_test',
  });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stderr}${r.stdout}`);
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  cleanupFixtures();
  rmSync(out, { recursive: true, force: true });
  if (existsSync(OUT_PARENT) && readdirSync(OUT_PARENT).length === 0) rmSync(OUT_PARENT, { recursive: true });
});

const rulesOf = (dir: string) => parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8'));

describe('the public site', () => {
  it('holds nothing of the editor, and no rule for it', () => {
    expect(existsSync(path.join(dist, 'admin'))).toBe(false);
    expect(listHtmlFiles(dist).some((f) => f.startsWith('admin/'))).toBe(false);
    for (const file of ['_headers', 'vercel.json']) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      expect(text, file).not.toContain("'unsafe-eval'"); // the editor's; the search page's 'wasm-unsafe-eval' is another
      expect(text, file).not.toContain('/admin');
    }
  });

  it("sends every page with a policy that has no unsafe-eval, and only the search page 'wasm-unsafe-eval'", () => {
    const rules = rulesOf(dist);
    const pages = listHtmlFiles(dist);
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      const policy = headersForPath(rules, urlPathForFile(file))['content-security-policy'];
      expect(policy, file).toMatch(/^default-src 'none'; script-src 'self'/);
      expect(policy, file).not.toContain("'unsafe-eval'");
      expect(policy?.includes("'wasm-unsafe-eval'"), file).toBe(file === 'search/index.html');
    }
  });
});

describe('the editor as a site of its own', () => {
  it('has its page, bundle, configuration, preview data, stylesheet and pictures, and is kept out of search engines', () => {
    const index = readFileSync(path.join(adminDir, 'index.html'), 'utf8');
    const entry = /<script type="module" src="\/(assets\/[^"]+\.js)"><\/script>/.exec(index)?.[1];
    expect(entry).toBeDefined();
    expect(existsSync(path.join(adminDir, entry!))).toBe(true);
    expect(index).toContain('<meta name="robots" content="noindex, nofollow">');
    const config = readFileSync(path.join(adminDir, 'config.yml'), 'utf8');
    expect(config).toContain('collections:');
    expect(config).toContain('site_url: https://www.example.com');
    expect(config).not.toContain('local_backend');
    expect(JSON.parse(readFileSync(path.join(adminDir, 'config.json'), 'utf8'))).toMatchObject({
      site_url: 'https://www.example.com',
      display_url: 'https://www.example.com',
    });
    const { siteCss } = JSON.parse(readFileSync(path.join(adminDir, 'preview-data.json'), 'utf8')) as {
      siteCss: string;
    };
    expect(readFileSync(path.join(adminDir, siteCss))).toEqual(readFileSync(path.join(dist, siteCss)));
    expect(readdirSync(path.join(adminDir, 'images')).length).toBeGreaterThan(0);
    expect(readFileSync(path.join(adminDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
  });

  it('carries the editor’s policy on every path, with the other protections and no indexing', () => {
    const page = headersForPath(rulesOf(adminDir), '/');
    expect(page['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
    expect(page['content-security-policy']).toContain('connect-src');
    expect(page['content-security-policy']).toContain('https://api.github.com');
    expect(page['x-frame-options']).toBe('DENY');
    expect(page['strict-transport-security']).toMatch(/^max-age=/);
    expect(page['x-robots-tag']).toBe('noindex, nofollow');
    // The GitHub sign-in window it opens must be able to report back.
    expect(page['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const vercel = JSON.parse(readFileSync(path.join(adminDir, 'vercel.json'), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(vercel.headers[0]!.headers).toContainEqual({
      key: 'Content-Security-Policy',
      value: page['content-security-policy'],
    });
  });

  it('starts in Chromium on its own origin: Decap loads its configuration and offers the GitHub sign-in', async () => {
    const server = await startServer({ port: 0, inMemory: true, distDir: adminDir });
    servers.push(server);
    browser = await chromium.launch({ executablePath: chromiumPath() });
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
    });
    const response = await page.goto(`${server.url}/`);
    expect(response?.headers()['content-security-policy']).toContain("'unsafe-eval'");
    await page.getByRole('button', { name: /Login with GitHub/i }).waitFor({ timeout: WAIT_LIMIT_MS });
    expect(await page.getByText(/config errors|error loading the cms configuration/i).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
