// The link checker (scripts/checks/links.ts, scripts/checks/check-links.ts) on fixture sites.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLinks, formatLinkProblem } from '../../scripts/checks/links.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = path.join(REPO, 'tests', 'fixtures', 'gates');

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site written to a temp folder: { 'path/in/site': 'content' }. */
function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gates-links-'));
  temps.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const problems = (dir: string) => checkLinks(dir).problems.map(formatLinkProblem);

describe('checkLinks: passing site', () => {
  it('finds no problem in a site that exercises every kind of valid link', () => {
    const report = checkLinks(path.join(FIXTURES, 'links-ok'));
    expect(report.problems).toEqual([]);
    expect(report.htmlFiles).toBe(5);
    expect(report.sitemapEntries).toBe(4);
    expect(report.linksChecked).toBeGreaterThan(25);
  });
});

describe('checkLinks: inline code the security policy blocks', () => {
  const blocked = (fixture: string) =>
    checkLinks(path.join(FIXTURES, fixture))
      .problems.filter((p) => p.what.startsWith('inline code'))
      .map((p) => `${p.file}: ${p.href}`);

  it('FAILS on inline scripts (not on JSON-LD or module scripts with a src)', () => {
    expect(blocked('headers-inline-script')).toEqual([
      `index.html: inline <script> "document.documentElement.classList.add('js');"`,
      `index.html: inline <script> "import '/assets/site.js';"`,
    ]);
    expect(blocked('headers-ok')).toEqual([]);
  });

  it('FAILS on an inline event handler, a javascript: URL (even entity-encoded) and inline styles', () => {
    expect(blocked('headers-onclick')).toEqual(['contact/index.html: <button onclick> (event-handler)']);
    expect(blocked('headers-javascript-url')).toEqual(['index.html: <a href=" JavaScript:void(0)"> (javascript-url)']);
    expect(blocked('headers-inline-style')).toEqual([
      'index.html: <style> element (style-element)',
      'index.html: <h1 style="margin:0"> (style-attribute)',
    ]);
  });

  it('leaves the editor at /admin to its own policy', () => {
    const dir = site({ 'index.html': '<h1>Home</h1>', 'admin/index.html': '<div style="x:y"></div>' });
    expect(problems(dir)).toEqual([]);
  });
});

describe('checkLinks: failing site', () => {
  it('reports every broken link, missing fragment, unsafe _blank and missing sitemap page', () => {
    expect(problems(path.join(FIXTURES, 'links-broken'))).toEqual([
      'index.html: broken link href: no file for /assets/static/missing.css (/assets/static/missing.css)',
      'index.html: broken a href: no file for /servcies (/servcies)',
      'index.html: missing fragment #pricing on this page (#pricing)',
      'index.html: missing fragment #leadership in about/index.html (/about#leadership)',
      'index.html: target="_blank" link without rel="noopener noreferrer" (https://partner.example.org/)',
      'index.html: target="_blank" link without rel="noopener noreferrer" (rel="noopener") (https://partner.example.org/deals?a=1&b=2)',
      'index.html: broken img src: no file for /images/missing.svg (/images/missing.svg)',
      'index.html: broken img srcset: no file for /images/ok-2x.svg (/images/ok-2x.svg)',
      'sitemap.xml: sitemap entry has no page: no file for /blog/removed-post (https://www.example.test/blog/removed-post)',
    ]);
  });

  it('FAILS on a single broken internal link', () => {
    const dir = site({ 'index.html': '<a href="/pricing">Pricing</a>', 'about/index.html': '<h1>About</h1>' });
    expect(problems(dir)).toEqual(['index.html: broken a href: no file for /pricing (/pricing)']);
  });

  it('FAILS on a missing #fragment, same page or another page, and checks it against ids of the target page', () => {
    const dir = site({
      'index.html':
        '<h2 id="faq">FAQ</h2><a href="#faq">ok</a><a href="#faqs">bad</a><a href="/about#team">ok</a><a href="/about#faq">bad</a>',
      'about/index.html': '<section id="team"></section>',
    });
    expect(problems(dir)).toEqual([
      'index.html: missing fragment #faqs on this page (#faqs)',
      'index.html: missing fragment #faq in about/index.html (/about#faq)',
    ]);
  });

  it('FAILS on target="_blank" without both noopener and noreferrer', () => {
    const dir = site({
      'index.html':
        '<a href="https://x.example" target="_blank">none</a>' +
        '<a href="https://x.example" target="_blank" rel="noreferrer">half</a>' +
        '<a href="https://x.example" target="_blank" rel="noreferrer noopener">ok</a>' +
        '<a href="https://x.example" target="_self">not blank</a>',
    });
    expect(problems(dir)).toHaveLength(2);
  });

  it('treats absolute links to the site origin (from sitemap.xml) as internal', () => {
    const dir = site({
      'index.html':
        '<link rel="canonical" href="https://www.example.test/"><a href="https://www.example.test/gone">x</a><a href="https://other.example/gone">y</a>',
      'sitemap.xml': '<urlset><url><loc>https://www.example.test/</loc></url></urlset>',
    });
    expect(problems(dir)).toEqual(['index.html: broken a href: no file for /gone (https://www.example.test/gone)']);
  });
});

describe('scripts/checks/check-links.ts', () => {
  const run = (dir: string) =>
    spawnSync(process.execPath, [path.join(REPO, 'scripts', 'checks', 'check-links.ts'), dir], {
      cwd: REPO,
      encoding: 'utf8',
    });

  it('exits 0 with a summary on a clean site', () => {
    const result = run(path.join(FIXTURES, 'links-ok'));
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/✓ Links OK \(5 HTML files, \d+ links, 4 sitemap entries/);
    expect(result.status).toBe(0);
  });

  it('exits 1 printing "<file>: <what> (<href>)" for each problem and a summary', () => {
    const result = run(path.join(FIXTURES, 'links-broken'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('index.html: broken a href: no file for /servcies (/servcies)\n');
    expect(result.stderr).toMatch(/✗ 9 link problems \(2 HTML files/);
  });

  it('exits 1 when there is no built site', () => {
    const result = run(path.join(os.tmpdir(), 'gates-no-such-site'));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/No built site/);
  });
});
