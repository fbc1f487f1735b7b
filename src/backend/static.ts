// Serves the pre-rendered site (dist/client) the way a static host does:
// `/x` and `/x/` serve `x/index.html`, unknown paths get `404.html` with
// status 404, and the `_headers` file decides the response headers.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_HEADERS, type HeaderRule, headersForPath, parseHeadersFile } from './headers-file.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|manifest\+json|wasm)|image\/svg\+xml)/;

/** Files a static host consumes as configuration and never serves. */
const HIDDEN = new Set(['_headers', '_redirects', '_routes.json']);

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createStaticHandler(distDir: string): StaticHandler {
  const root = path.resolve(distDir);
  let cached: { mtimeMs: number; rules: HeaderRule[] } | null = null;

  // Re-read `_headers` when a rebuild changes it, without restarting.
  function rules(): HeaderRule[] | null {
    const file = path.join(root, '_headers');
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      cached = null;
      return null;
    }
    if (cached?.mtimeMs !== stat.mtimeMs) {
      cached = { mtimeMs: stat.mtimeMs, rules: parseHeadersFile(fs.readFileSync(file, 'utf8')) };
    }
    return cached.rules;
  }

  function headersFor(pathname: string): Record<string, string> {
    const r = rules();
    return r ? headersForPath(r, pathname) : { ...DEFAULT_HEADERS };
  }

  return async function serveStatic(req, res) {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        .end('Method Not Allowed\n');
      return;
    }
    const file = resolveFile(root, pathname);
    if (file) return sendFile(req, res, file, 200, headersFor(pathname));

    const notFound = path.join(root, '404.html');
    if (fs.existsSync(notFound)) return sendFile(req, res, notFound, 404, headersFor(pathname));
    res.writeHead(404, { ...headersFor(pathname), 'content-type': 'text/plain; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : 'Not Found\n');
  };
}

/** The file for a URL path inside root, or null. Never leaves root. */
export function resolveFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null; // malformed %-escape
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  // No '..' and no dotfiles (except /.well-known), no host config files.
  if (segments.some((s, i) => (s.startsWith('.') && !(i === 0 && s === '.well-known')) || HIDDEN.has(s))) return null;

  const target = path.join(root, ...segments);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const candidates =
    decoded.endsWith('/') || segments.length === 0
      ? [path.join(target, 'index.html')]
      : [target, `${target}.html`, path.join(target, 'index.html')];
  for (const candidate of candidates) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next one */
    }
  }
  return null;
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  extraHeaders: Record<string, string>,
): void {
  const stat = fs.statSync(file);
  const type = contentTypeFor(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers: Record<string, string | number> = {
    'content-type': type,
    etag,
    'last-modified': stat.mtime.toUTCString(),
    ...extraHeaders,
  };

  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }

  const compress =
    COMPRESSIBLE.test(type) && stat.size > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (COMPRESSIBLE.test(type)) headers.vary = 'Accept-Encoding';
  if (compress) headers['content-encoding'] = 'gzip';
  else headers['content-length'] = stat.size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file);
  stream.on('error', () => res.destroy());
  if (compress) stream.pipe(zlib.createGzip()).pipe(res);
  else stream.pipe(res);
}
