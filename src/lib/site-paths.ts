/**
 * Site paths and built files, the way a static host with clean URLs maps them:
 *
 *   route path → file the build writes     /  → index.html, /about → about/index.html,
 *                                           /404.html → 404.html
 *   URL path   → file a static host serves /x → x, x.html or x/index.html; /x/ → x/index.html
 *   HTML file  → URL path it is served at  about/index.html → /about
 *
 * The build, the link checker, the security-headers scan and the tests all use these, so they
 * agree with each other and with the clean URLs of the local server (src/backend/static.ts).
 * File paths are posix and relative to the site folder.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The file the build writes for a route of the route table. */
export function fileForRoutePath(routePath: string): string {
  if (routePath === '/') return 'index.html';
  const relative = routePath.replace(/^\/+|\/+$/g, '');
  return relative.endsWith('.html') ? relative : `${relative}/index.html`;
}

/** The URL path a static host serves an HTML file at (clean URLs, no trailing slash). */
export function urlPathForFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a static host serves for a URL path, or null: `/` → `index.html`, `/x/` →
 * `x/index.html`, `/x` → `x`, `x.html` or `x/index.html`. Never leaves root.
 */
export function resolveUrlPath(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\\') || s.includes('\0'))) return null;
  const base = segments.join('/');
  const candidates =
    segments.length === 0
      ? ['index.html']
      : decoded.endsWith('/')
        ? [`${base}/index.html`]
        : [base, `${base}.html`, `${base}/index.html`];
  return candidates.find((candidate) => isFile(path.join(root, candidate))) ?? null;
}

/** Every `*.html` file under dir, sorted. */
export function listHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The editor's folder in the build (/admin): not a page of the site, with headers of its own. */
export const ADMIN_DIR = 'admin';

/** The site's own pages: every HTML file but the editor's. */
export function listPageFiles(dir: string): string[] {
  return listHtmlFiles(dir).filter((file) => !file.startsWith(`${ADMIN_DIR}/`));
}
