// Serves the pre-rendered site (dist/client) the way a static host does: `_redirects` answers
// its old addresses first (src/content/redirect-hosts.ts), sirv finds and sends
// the file (clean URLs: `/x` and `/x/` serve `x`, `x.html` or `x/index.html`; ETags and 304s;
// no path outside the folder), `compression` compresses text on the fly, the `_headers` file
// the build writes decides the response headers, and unknown paths get `404.html` with status 404.
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import {
  GONE_STATUS,
  type HostRule,
  matchRedirect,
  parseRedirectsFile,
  REDIRECTS_FILE,
  redirectLocation,
} from '../content/redirect-hosts.ts';
import { DEFAULT_HEADERS, headersForPath, parseHeadersFile } from './headers-file.ts';

/** Files a static host consumes as configuration and never serves. */
const HOST_FILES = new Set(['_headers', '_redirects', '_routes.json']);
/** The page static hosts (Netlify, Cloudflare Pages, GitHub Pages) answer unknown paths with. */
const NOT_FOUND_FILE = '404.html';

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface StaticOptions {
  /**
   * Pages served with a change made per request (the local editor page gets its backend's
   * address): file below the folder → how to change its HTML for this request. Such a
   * response is never cached.
   */
  rewrite?: { file: string; paths: string[]; html: (html: string, req: IncomingMessage) => string };
}

/**
 * Whether a static host keeps this path private: dotfiles and dot-folders (except `/.well-known`),
 * its own configuration files, and paths that do not decode. sirv's own lookup does not hide
 * these when it reads the folder on every request.
 */
function isHiddenPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  if (decoded.includes('\0')) return true;
  return decoded
    .split(/[/\\]/)
    .filter(Boolean)
    .some(
      (segment, i) => (segment.startsWith('.') && !(i === 0 && segment === '.well-known')) || HOST_FILES.has(segment),
    );
}

export function createStaticHandler(distDir: string, options: StaticOptions = {}): StaticHandler {
  const root = path.resolve(distDir);
  // dev: look each request up on disk, so a rebuild is served without a restart.
  const serveFile = sirv(root, { dev: true, etag: true, extensions: ['html'] });
  const compress = compression();
  // Re-read `_headers` and `_redirects` when a rebuild changes them, without restarting.
  const rules = hostFile(path.join(root, '_headers'), parseHeadersFile);
  const redirects = hostFile(path.join(root, REDIRECTS_FILE), parseRedirectsFile);

  function sendNotFound(req: IncomingMessage, res: ServerResponse, status = 404): void {
    let page: Buffer | null = null;
    try {
      page = fs.readFileSync(path.join(root, NOT_FOUND_FILE));
    } catch {
      /* no 404 page built: plain text */
    }
    const body = page ?? Buffer.from('Not Found\n');
    res.writeHead(status, {
      'content-type': page ? 'text/html;charset=utf-8' : 'text/plain;charset=utf-8',
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendRewritten(req: IncomingMessage, res: ServerResponse, rewrite: NonNullable<StaticOptions['rewrite']>) {
    let html: string;
    try {
      html = fs.readFileSync(path.join(root, rewrite.file), 'utf8');
    } catch {
      return sendNotFound(req, res);
    }
    const body = Buffer.from(rewrite.html(html, req));
    res.setHeader('cache-control', 'no-store');
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8', 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** A redirect as the hosts answer it: its status and Location (the query carried over), or 410 with the 404 page. */
  function sendRedirect(req: IncomingMessage, res: ServerResponse, rule: HostRule): void {
    if (rule.status === GONE_STATUS) {
      sendNotFound(req, res, GONE_STATUS);
      return;
    }
    const location = redirectLocation(rule, new URL(req.url ?? '/', 'http://local').search);
    res.writeHead(rule.status, { location, 'content-type': 'text/plain;charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : `Moved to ${location}\n`);
  }

  return async function serveStatic(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain;charset=utf-8' })
        .end('Method Not Allowed\n');
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    const current = rules();
    // Set before sirv answers: its response keeps headers already set (Cache-Control included).
    for (const [name, value] of Object.entries(current ? headersForPath(current, pathname) : DEFAULT_HEADERS)) {
      res.setHeader(name, value);
    }
    // sirv pipes the file without an error listener: a file removed between its lookup and its
    // read (a rebuild in progress) must end this response, not the whole server.
    res.once('pipe', (source) => source.once('error', () => res.destroy()));
    const redirect = redirects() && matchRedirect(redirects()!, pathname);
    if (redirect) return sendRedirect(req, res, redirect);
    compress(req, res, () => {
      if (isHiddenPath(pathname)) sendNotFound(req, res);
      else if (options.rewrite?.paths.includes(pathname)) sendRewritten(req, res, options.rewrite);
      else serveFile(req, res, () => sendNotFound(req, res));
    });
  };
}

/** A host's configuration file of the built site, parsed again only when a rebuild changed it; null when absent. */
function hostFile<T>(file: string, parse: (text: string) => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      cached = null;
      return null;
    }
    if (cached?.mtimeMs !== stat.mtimeMs)
      cached = { mtimeMs: stat.mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/** Serves a built site on a free port of 127.0.0.1, as the page review and the bench look at sites. */
export async function serveFolder(dir: string): Promise<{ url: string; close: () => void }> {
  const handler = createStaticHandler(dir);
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
