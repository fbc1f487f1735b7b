// The static half of the local server: what a CDN would do with dist/client.
import fs from 'node:fs';
import http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HEADERS, headersForPath, parseHeadersFile } from '../../src/backend/headers-file.ts';
import { createStaticHandler } from '../../src/backend/static.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterAll(removeTempDirs);

const HEADERS_FILE = `# Security headers for every response
/*
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'
  X-Robots-Tag: noindex

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/blog/:slug
  X-Blog: yes

/*
  ! X-Robots-Tag

https://preview.example.pages.dev/*
  X-Preview: yes
`;

function makeSite(withHeaders: boolean): string {
  const dir = tempDir('dist');
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    'about/index.html': '<h1>About</h1>',
    'blog/post-one/index.html': '<h1>Post</h1>',
    'contact.html': '<h1>Contact</h1>',
    '404.html': '<h1>Not here</h1>',
    'assets/app.js': `console.log(${JSON.stringify('x'.repeat(5000))});`,
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'sitemap.xml': '<urlset/>',
    'rss.xml': '<rss/>',
    'robots.txt': 'User-agent: *',
    'site.webmanifest': '{}',
    'img/hero.avif': 'AVIF',
    'img/hero.webp': 'WEBP',
    'fonts/inter.woff2': 'WOFF2',
    '.well-known/security.txt': 'Contact: mailto:security@example.com',
    '.env': 'SECRET=1',
  };
  if (withHeaders) files._headers = HEADERS_FILE;
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

async function serve(dir: string) {
  const handler = createStaticHandler(dir);
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** A raw GET (fetch would normalise "/../" away before sending it). */
function rawGet(url: string, pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = http.request({ hostname, port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static site with a _headers file', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve(makeSite(true));
  });
  afterAll(() => site?.close());

  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/about/', 'About'],
    ['/about/index.html', 'About'],
    ['/blog/post-one', 'Post'],
    ['/contact', 'Contact'],
  ])('serves %s', async (pathname, text) => {
    const response = await rawGet(site.url, pathname);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(response.body.toString()).toContain(text);
  });

  it.each([
    ['/logo.svg', 'image/svg+xml'],
    ['/sitemap.xml', 'text/xml'],
    ['/rss.xml', 'text/xml'],
    ['/robots.txt', 'text/plain'],
    ['/site.webmanifest', 'application/manifest+json'],
    ['/img/hero.avif', 'image/avif'],
    ['/img/hero.webp', 'image/webp'],
    ['/fonts/inter.woff2', 'font/woff2'],
    ['/assets/app.js', 'text/javascript'],
    ['/.well-known/security.txt', 'text/plain'],
  ])('serves %s as %s', async (pathname, type) => {
    const response = await rawGet(site.url, pathname);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
  });

  it.each([
    '/nope',
    '/about/nope',
    '/../package.json',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%5c..%5cetc%5cpasswd',
    '/%00index.html',
    '/%E0%A4%A',
    '/.env',
    '/%2eenv',
    '/_headers',
    '/assets',
  ])('answers %s with 404.html and status 404', async (pathname) => {
    const response = await rawGet(site.url, pathname);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('Not here');
    expect(response.body.toString()).not.toMatch(/root:|SECRET|nosniff/);
  });

  it('applies every matching _headers rule, in order, on pages and on the 404 page', async () => {
    for (const pathname of ['/', '/about', '/nope']) {
      const response = await rawGet(site.url, pathname);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toBe("default-src 'self'");
      expect(response.headers['x-robots-tag']).toBeUndefined(); // detached by the later rule
      expect(response.headers['x-preview']).toBeUndefined(); // host-specific rule
    }
    // A Cache-Control rule wins over the server's own default (revalidate with the ETag).
    const asset = await rawGet(site.url, '/assets/app.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawGet(site.url, '/about')).headers['cache-control']).toBe('no-cache');
    expect(asset.headers['x-frame-options']).toBe('DENY');
    expect((await rawGet(site.url, '/blog/post-one')).headers['x-blog']).toBe('yes');
    expect((await rawGet(site.url, '/blog/post-one/extra')).headers['x-blog']).toBeUndefined();
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await rawGet(site.url, '/about', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.body.length).toBe(0);
  });

  it('gzips text when the client accepts it', async () => {
    const response = await rawGet(site.url, '/assets/app.js', { 'accept-encoding': 'gzip, deflate' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(response.body).toString()).toContain('console.log');
    const plain = await rawGet(site.url, '/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  });

  it('compresses with brotli when the browser offers it, and leaves small files alone', async () => {
    const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const response = await rawGet(site.url, '/assets/app.js', chrome);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.body).toString()).toContain('console.log');
    const small = await rawGet(site.url, '/about', chrome);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toContain('About');
  });

  it('answers a matching If-None-Match with 304, keeping the security headers', async () => {
    const first = await rawGet(site.url, '/about');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await rawGet(site.url, '/about', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses other methods with 405', async () => {
    const response = await rawGet(site.url, '/', {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('a rebuild while the server runs', () => {
  it('serves new files and the new _headers without a restart', async () => {
    const dir = makeSite(true);
    const site = await serve(dir);
    try {
      expect((await rawGet(site.url, '/pricing')).status).toBe(404);
      expect((await rawGet(site.url, '/')).headers['x-build']).toBeUndefined();
      fs.mkdirSync(path.join(dir, 'pricing'));
      fs.writeFileSync(path.join(dir, 'pricing', 'index.html'), '<h1>Pricing</h1>');
      fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Build: 2\n');
      // A rebuild within the same millisecond as the first write still counts as a change.
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(path.join(dir, '_headers'), later, later);
      const page = await rawGet(site.url, '/pricing');
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('Pricing');
      expect(page.headers['x-build']).toBe('2');
    } finally {
      await site.close();
    }
  });
});

describe('a file that cannot be read', () => {
  it('ends that response and keeps serving', async () => {
    const site = await serve(makeSite(true));
    const createReadStream = fs.createReadStream;
    try {
      // The file is found, then its read fails, as when a rebuild deletes it in between.
      fs.createReadStream = (() =>
        new Readable({
          read() {
            this.destroy(Object.assign(new Error('ENOENT: gone'), { code: 'ENOENT' }));
          },
        })) as unknown as typeof fs.createReadStream;
      syncBuiltinESMExports();
      await expect(rawGet(site.url, '/assets/app.js')).rejects.toThrow(/socket hang up|aborted|ECONNRESET/);
    } finally {
      fs.createReadStream = createReadStream;
      syncBuiltinESMExports();
    }
    const next = await rawGet(site.url, '/about');
    expect(next.status).toBe(200);
    expect(next.body.toString()).toContain('About');
    await site.close();
  });
});

describe('static site without a _headers file', () => {
  it('sends the default security headers', async () => {
    const site = await serve(makeSite(false));
    try {
      const response = await rawGet(site.url, '/');
      for (const [name, value] of Object.entries(DEFAULT_HEADERS)) expect(response.headers[name]).toBe(value);
    } finally {
      await site.close();
    }
  });

  it('answers 404 in plain text when there is no 404.html either', async () => {
    const dir = tempDir('dist-bare');
    const site = await serve(dir);
    try {
      const response = await rawGet(site.url, '/anything');
      expect(response.status).toBe(404);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await site.close();
    }
  });
});

describe('parseHeadersFile', () => {
  it('joins a header set by two matching rules with ", "', () => {
    const rules = parseHeadersFile('/*\n  Link: </a.css>; rel=preload\n/blog/*\n  Link: </b.css>; rel=preload\n');
    expect(headersForPath(rules, '/blog/x')).toEqual({ link: '</a.css>; rel=preload, </b.css>; rel=preload' });
    expect(headersForPath(rules, '/about')).toEqual({ link: '</a.css>; rel=preload' });
  });

  it('ignores comments, blank lines and header lines before any path', () => {
    const rules = parseHeadersFile('  Orphan: yes\n# c\n\n/x\n  # indented comment\n  A: 1\n');
    expect(rules).toHaveLength(1);
    expect(headersForPath(rules, '/x')).toEqual({ a: '1' });
  });

  it('matches literally apart from * and :placeholders', () => {
    const rules = parseHeadersFile('/a.b\n  X: 1\n');
    expect(headersForPath(rules, '/a.b')).toEqual({ x: '1' });
    expect(headersForPath(rules, '/aXb')).toEqual({});
  });
});
