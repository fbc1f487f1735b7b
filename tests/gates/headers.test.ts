// The build's security headers (scripts/build/headers.ts) on tiny fixture sites, read back the way
// the local server reads them.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminPolicy,
  CACHE_ASSETS,
  CACHE_HTML,
  CACHE_IMAGES,
  parseCsp,
  searchPolicy,
  writeAdminSiteHeaders,
  writeSecurityHeaders,
} from '../../scripts/build/headers.ts';
import { headersForPath, parseHeadersFile } from '../../src/backend/headers-file.ts';
import { createStaticHandler } from '../../src/backend/static.ts';
import { checkFixture, cleanupFixtures, positionOf } from '../content/fixture.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/gates/', import.meta.url));
const EDITOR = { authBaseUrl: 'https://auth.example.net' };
const NO_ANALYTICS = { site: { analytics: { googleTagId: null }, editor: EDITOR } };
const ANALYTICS = { site: { analytics: { googleTagId: 'G-TEST12345' }, editor: EDITOR } };
const LOCAL_API = 'http://127.0.0.1:3000';
/** Pages of the fixture site, as the route table would list them. */
const PAGES = ['/', '/about', '/blog/a-post'];
const local = { supabaseUrl: LOCAL_API, pagePaths: PAGES };
const api = (supabaseUrl: string) => ({ supabaseUrl, pagePaths: PAGES });

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
  cleanupFixtures();
});

/** A writable copy of a fixture site (writeSecurityHeaders writes into the folder). */
function copyFixture(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gates-${name}-`));
  temps.push(dir);
  fs.cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('writeSecurityHeaders on a clean site', () => {
  it('writes _headers that the local server parses into the full header set', () => {
    const dist = copyFixture('headers-ok');
    const policy = writeSecurityHeaders(dist, NO_ANALYTICS, local);

    const rules = parseHeadersFile(read(dist, '_headers'));
    const page = headersForPath(rules, '/about');
    expect(page).toMatchObject({
      'content-security-policy': policy,
      // Only this host by default: the whole domain and the preload list are the owner's choice.
      'strict-transport-security': 'max-age=63072000',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': CACHE_HTML,
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort']) {
      expect(page['permissions-policy']).toContain(`${feature}=()`);
    }
    // Later blocks replace the HTML Cache-Control instead of being joined to it.
    expect(headersForPath(rules, '/assets/site-abc123.js')['cache-control']).toBe(CACHE_ASSETS);
    expect(headersForPath(rules, '/assets/static/site.css')['cache-control']).toBe(CACHE_ASSETS);
    expect(headersForPath(rules, '/images/logo.svg')['cache-control']).toBe(CACHE_IMAGES);
    expect(headersForPath(rules, '/images/logo.svg')['content-security-policy']).toBe(policy);
    expect(headersForPath(rules, '/')['cache-control']).toBe(CACHE_HTML);
  });

  it('gives /admin (and only /admin) the editor policy, replacing the site policy rather than adding to it', () => {
    const dist = copyFixture('headers-ok');
    const sitePolicy = writeSecurityHeaders(dist, NO_ANALYTICS, local);
    const rules = parseHeadersFile(read(dist, '_headers'));
    for (const adminPath of ['/admin', '/admin/', '/admin/config.yml', '/admin/assets/admin-abc.js']) {
      const policy = headersForPath(rules, adminPath)['content-security-policy'];
      expect(policy, adminPath).toBe(adminPolicy(EDITOR.authBaseUrl));
      expect(policy, adminPath).not.toContain(sitePolicy); // never both joined
    }
    const admin = parseCsp(adminPolicy(EDITOR.authBaseUrl));
    expect(admin.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(admin.get('connect-src')).toEqual([
      "'self'",
      'blob:',
      'data:',
      'https://api.github.com',
      'https://auth.example.net',
    ]);
    expect(admin.get('frame-ancestors')).toEqual(["'none'"]);
    for (const sitePath of ['/', '/about', '/administration', '/blog/admin', '/assets/site.js']) {
      const policy = headersForPath(rules, sitePath)['content-security-policy'];
      expect(policy, sitePath).toBe(sitePolicy);
      expect(policy, sitePath).not.toContain('unsafe-eval');
    }
    const vercel = JSON.parse(read(dist, 'vercel.json')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const last = vercel.headers.at(-1)!;
    expect(last.source).toBe('/admin(/.*)?');
    expect(last.headers).toEqual([
      { key: 'Content-Security-Policy', value: adminPolicy(EDITOR.authBaseUrl) },
      { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
      { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    ]);
  });

  it('lets the sign-in pop-up report back to /admin on the site’s own deploy, and keeps it out of search engines', () => {
    const dist = copyFixture('headers-ok');
    writeSecurityHeaders(dist, NO_ANALYTICS, local);
    const rules = parseHeadersFile(read(dist, '_headers'));
    for (const adminPath of ['/admin', '/admin/', '/admin/config.yml']) {
      const sent = headersForPath(rules, adminPath);
      expect(sent['cross-origin-opener-policy'], adminPath).toBe('same-origin-allow-popups');
      expect(sent['x-robots-tag'], adminPath).toBe('noindex, nofollow');
      expect(sent['x-frame-options'], adminPath).toBe('DENY');
    }
    for (const sitePath of ['/', '/administration', '/blog/admin']) {
      expect(headersForPath(rules, sitePath)['cross-origin-opener-policy'], sitePath).toBe('same-origin');
      expect(headersForPath(rules, sitePath)['x-robots-tag'], sitePath).toBeUndefined();
    }
  });

  it('with the editor on a site of its own (editor: false), no rule and no unsafe-eval anywhere', () => {
    const dist = copyFixture('headers-ok');
    const policy = writeSecurityHeaders(dist, NO_ANALYTICS, { ...local, editor: false });
    for (const file of ['_headers', 'vercel.json']) {
      expect(read(dist, file), file).not.toContain("'unsafe-eval'");
      expect(read(dist, file), file).not.toContain('/admin');
    }
    const rules = parseHeadersFile(read(dist, '_headers'));
    for (const anyPath of ['/', '/admin/', '/about']) {
      expect(headersForPath(rules, anyPath)['content-security-policy'], anyPath).toBe(policy);
    }
  });

  it("gives /search (and only /search) the site's policy plus 'wasm-unsafe-eval', replacing it, for Pagefind", () => {
    const dist = copyFixture('headers-ok');
    const sitePolicy = writeSecurityHeaders(dist, NO_ANALYTICS, { ...local, pagePaths: [...PAGES, '/search'] });
    const rules = parseHeadersFile(read(dist, '_headers'));
    for (const searchPath of ['/search', '/search/', '/search/index.html']) {
      const policy = headersForPath(rules, searchPath)['content-security-policy'];
      expect(policy, searchPath).toBe(searchPolicy(sitePolicy));
      expect(parseCsp(policy!).get('script-src'), searchPath).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    }
    // Every other page, Pagefind's own files and the editor: not one of them may compile WebAssembly.
    for (const otherPath of ['/', '/about', '/searches', '/blog/search', '/pagefind/pagefind.js', '/admin/']) {
      expect(headersForPath(rules, otherPath)['content-security-policy'], otherPath).not.toContain('wasm-unsafe-eval');
    }
    const vercel = JSON.parse(read(dist, 'vercel.json')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(vercel.headers.find((h) => h.source === '/search(/.*)?')?.headers).toEqual([
      { key: 'Content-Security-Policy', value: searchPolicy(sitePolicy) },
    ]);
  });

  it("refuses a site where a page other than /search would allow 'wasm-unsafe-eval'", () => {
    const dist = copyFixture('headers-ok');
    expect(() =>
      writeSecurityHeaders(dist, NO_ANALYTICS, { ...local, pagePaths: [...PAGES, '/search', '/search/tips'] }),
    ).toThrow(/pages other than \/search would allow 'wasm-unsafe-eval': \/search\/tips/);
  });

  it("refuses a site whose public page would get the editor's policy ('unsafe-eval')", () => {
    const dist = copyFixture('headers-ok');
    expect(() => writeSecurityHeaders(dist, NO_ANALYTICS, { ...local, pagePaths: [...PAGES, '/admin/team'] })).toThrow(
      /public pages would allow 'unsafe-eval': \/admin\/team/,
    );
  });

  it('builds the policy from the Supabase URL and the analytics setting: scripts and styles from the site only', () => {
    const dist = copyFixture('headers-ok');
    const off = writeSecurityHeaders(dist, NO_ANALYTICS, api('https://abcdefgh.supabase.co'));
    expect(parseCsp(off).get('connect-src')).toEqual(["'self'", 'https://abcdefgh.supabase.co']);
    expect(parseCsp(off).get('script-src')).toEqual(["'self'"]);
    expect(parseCsp(off).get('style-src')).toEqual(["'self'"]);
    expect(off).toContain('upgrade-insecure-requests');
    expect(off).not.toContain('google');
    const on = writeSecurityHeaders(dist, ANALYTICS, api('https://abcdefgh.supabase.co'));
    expect(parseCsp(on).get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(read(dist, '_headers')).toContain('https://www.googletagmanager.com');
  });

  it('refuses a Supabase URL that is not an http(s) URL', () => {
    const dist = copyFixture('headers-ok');
    expect(() => writeSecurityHeaders(dist, NO_ANALYTICS, api('ftp://example.com'))).toThrow(
      /must be an http\(s\) URL/,
    );
    expect(() => writeSecurityHeaders(dist, NO_ANALYTICS, api('not a url'))).toThrow(/is not a URL/);
  });

  it('writes vercel.json with the same headers, clean URLs and no trailing slash', () => {
    const dist = copyFixture('headers-ok');
    const policy = writeSecurityHeaders(dist, NO_ANALYTICS, local);
    const vercel = JSON.parse(read(dist, 'vercel.json')) as {
      cleanUrls: boolean;
      trailingSlash: boolean;
      headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    };
    expect(vercel.cleanUrls).toBe(true);
    expect(vercel.trailingSlash).toBe(false);
    expect(vercel.headers.map((h) => h.source)).toEqual([
      '/(.*)',
      '/assets/(.*)',
      '/images/(.*)',
      '/search(/.*)?',
      '/admin(/.*)?',
    ]);
    const all = Object.fromEntries(vercel.headers[0]!.headers.map((h) => [h.key.toLowerCase(), h.value]));
    const rules = parseHeadersFile(read(dist, '_headers'));
    expect(all).toEqual(headersForPath(rules, '/')); // same names and values as _headers
    expect(all['content-security-policy']).toBe(policy);
    expect(vercel.headers[1]!.headers).toEqual([{ key: 'Cache-Control', value: CACHE_ASSETS }]);
  });

  it('is what the local static server sends, on pages, assets and the 404 page', async () => {
    const dist = copyFixture('headers-ok');
    const policy = writeSecurityHeaders(dist, NO_ANALYTICS, local);
    const handler = createStaticHandler(dist);
    const server = http.createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-security-policy')).toBe(policy);
      expect(home.headers.get('cache-control')).toBe(CACHE_HTML);
      const asset = await fetch(`${base}/assets/site.js`);
      expect(asset.headers.get('cache-control')).toBe(CACHE_ASSETS);
      const missing = await fetch(`${base}/no-such-page`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-security-policy')).toBe(policy);
      expect(missing.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('Strict-Transport-Security, as the owner chose it in site.yaml (hsts)', () => {
  const withHsts = (includeSubdomains: boolean, preload: boolean) => ({
    site: { ...NO_ANALYTICS.site, hsts: { includeSubdomains, preload } },
  });
  /** The header as _headers, vercel.json and the editor's own site send it. */
  function sent(content: Parameters<typeof writeSecurityHeaders>[1]) {
    const dist = copyFixture('headers-ok');
    writeSecurityHeaders(dist, content, local);
    const vercel = JSON.parse(read(dist, 'vercel.json')) as {
      headers: Array<{ headers: Array<{ key: string; value: string }> }>;
    };
    const admin = copyFixture('headers-ok');
    writeAdminSiteHeaders(admin, content);
    return {
      site: headersForPath(parseHeadersFile(read(dist, '_headers')), '/about')['strict-transport-security'],
      vercel: vercel.headers[0]!.headers.find((h) => h.key === 'Strict-Transport-Security')?.value,
      editor: headersForPath(parseHeadersFile(read(admin, '_headers')), '/')['strict-transport-security'],
    };
  }

  it('is this host only, without includeSubDomains or preload, when site.yaml says nothing or both are off', () => {
    const only = 'max-age=63072000';
    expect(sent(NO_ANALYTICS)).toEqual({ site: only, vercel: only, editor: only });
    expect(sent(withHsts(false, false))).toEqual({ site: only, vercel: only, editor: only });
  });

  it('adds includeSubDomains, and then preload, only when the owner turns them on', () => {
    const domain = 'max-age=63072000; includeSubDomains';
    expect(sent(withHsts(true, false))).toEqual({ site: domain, vercel: domain, editor: domain });
    const listed = 'max-age=63072000; includeSubDomains; preload';
    expect(sent(withHsts(true, true))).toEqual({ site: listed, vercel: listed, editor: listed });
  });

  it('the content check defaults both to off and refuses preload without includeSubdomains, at its line', () => {
    expect(checkFixture().content?.site.hsts).toEqual({ includeSubdomains: false, preload: false });
    const on = checkFixture({ 'site.yaml': (t) => `${t}\nhsts:\n  includeSubdomains: true\n  preload: true\n` });
    expect(on.found).toEqual([]);
    const r = checkFixture({ 'site.yaml': (t) => `${t}\nhsts:\n  includeSubdomains: false\n  preload: true\n` });
    const at = positionOf(r.read('site.yaml'), 'preload: true');
    expect(r.found).toEqual([
      {
        file: r.file('site.yaml'),
        line: at.line,
        column: at.column + 'preload: '.length,
        field: 'hsts.preload',
        message: expect.stringMatching(/^cannot be on while includeSubdomains is off: .*Turn includeSubdomains on too/),
      },
    ]);
  });
});
