/**
 * Security and caching headers for static hosts, written by the build after pre-rendering:
 *
 *   dist/_headers     Netlify / Cloudflare Pages format; also what the local server (npm start,
 *                     e2e tests) sends, through src/backend/headers-file.ts.
 *   dist/vercel.json  the same headers for Vercel (when dist/client is deployed as the project root).
 *
 * The Content-Security-Policy is computed from the built pages: every inline script the browser
 * would execute gets its sha256 hash in script-src. Inline code a hash cannot allow (event-handler
 * attributes, `javascript:` URLs, inline styles) fails the build instead of failing silently in
 * the visitor's browser.
 *
 * Rule merging: Cloudflare and the local server apply every matching rule in order and join a
 * header set twice with ", "; Netlify lets the later rule win. So the asset rules first detach the
 * HTML Cache-Control (`! Cache-Control`, which Netlify ignores) and then set their own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { headersForPath, parseHeadersFile } from '../../src/backend/headers-file.ts';
import { ADMIN_DIR, listPageFiles, urlPathForFile } from '../../src/lib/site-paths.ts';
import { buildCsp, findBlockedInline, findInlineScripts, hashScript, POLICY_QUESTIONS, parseCsp } from './csp.ts';
import { policyTags } from './html.ts';

/** The part of the site content the headers depend on (SiteContent satisfies it). */
export interface HeadersContent {
  site: { analytics: { googleTagId: string | null }; editor: { authBaseUrl: string } };
}

export interface HeadersOptions {
  /** Default: process.env.VITE_SUPABASE_URL. */
  supabaseUrl?: string;
  /**
   * What the page renderer already read from the pages it wrote (see scanPage); pages not
   * listed (the editor's) are read from dist.
   */
  scans?: Map<string, PageScan>;
  /**
   * Whether the editor lives at /admin of this site (default). false: it is a site of its own
   * (ADMIN_OUT_DIR, writeAdminSiteHeaders), and this site has no rule for it at all.
   */
  editor?: boolean;
}

/** What the policy needs from one page: its inline scripts' hashes and the inline code no hash can allow. */
export interface PageScan {
  scriptHashes: string[];
  /** e.g. `<button onclick> (event-handler)`. */
  blocked: string[];
}

export function scanPage(html: string): PageScan {
  const tags = policyTags(html, POLICY_QUESTIONS);
  return {
    scriptHashes: findInlineScripts(tags).map(hashScript),
    blocked: findBlockedInline(tags).map((b) => `${b.detail} (${b.kind})`),
  };
}

export interface HeadersResult {
  policy: string;
  inlineScriptHashes: string[];
  pages: number;
}

export const CACHE_HTML = 'public, max-age=0, must-revalidate';
export const CACHE_ASSETS = 'public, max-age=31536000, immutable';
export const CACHE_IMAGES = 'public, max-age=604800';

export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Headers for every response (HTML pages and the 404 page included), in file order. */
export function siteHeaders(policy: string): Array<[name: string, value: string]> {
  return [
    ['Content-Security-Policy', policy],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cache-Control', CACHE_HTML],
  ];
}

/**
 * The editor at /admin needs what the site's policy forbids: Decap CMS evaluates code
 * (`new Function`), injects styles, shows uploaded images as blob:/data: URLs, and talks to
 * GitHub's API and the sign-in service. This policy allows exactly that, for /admin only.
 */
export function adminPolicy(authBaseUrl: string): string {
  const auth = new URL(authBaseUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    // blob:/data: because Decap reads an uploaded picture back from its blob: URL before saving.
    `connect-src 'self' blob: data: https://api.github.com ${auth}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The paths the admin policy applies to (the folder and its address without a slash). */
export const ADMIN_PATHS = [`/${ADMIN_DIR}`, `/${ADMIN_DIR}/*`];

/** Path prefix → Cache-Control, overriding the HTML value. */
const CACHE_RULES: Array<[prefix: string, value: string]> = [
  ['/assets/', CACHE_ASSETS], // content-hashed file names
  ['/images/', CACHE_IMAGES], // stable names: a week, then revalidate
];

/** Cloudflare's limit on one `_headers` line. */
const MAX_LINE = 2000;

/** `_headers` of the site; `admin`, the editor's policy for /admin, when the editor lives there. */
export function headersFileText(policy: string, admin?: string): string {
  return headersText(siteHeaders(policy), admin ? ADMIN_PATHS.map((p) => [p, admin]) : []);
}

function headersText(all: Array<[string, string]>, policies: Array<[path: string, policy: string]>): string {
  const lines = ['# Written by scripts/lib/headers.ts during the build. Do not edit: rebuild.', '/*'];
  for (const [name, value] of all) lines.push(`  ${name}: ${value}`);
  for (const [prefix, value] of CACHE_RULES)
    lines.push('', `${prefix}*`, '  ! Cache-Control', `  Cache-Control: ${value}`);
  // Replaces (never adds to) the site's policy: two policies would both be enforced.
  for (const [adminPath, admin] of policies)
    lines.push('', adminPath, '  ! Content-Security-Policy', `  Content-Security-Policy: ${admin}`);
  const text = `${lines.join('\n')}\n`;
  const long = text.split('\n').find((l) => l.length > MAX_LINE);
  if (long)
    throw new Error(
      `_headers: a line is ${long.length} characters, over the ${MAX_LINE} that Cloudflare Pages accepts: ${long.slice(0, 80)}…`,
    );
  return text;
}

export function vercelConfig(policy: string, admin?: string) {
  return vercelJson(siteHeaders(policy), admin);
}

function vercelJson(all: Array<[string, string]>, admin?: string) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: all.map(([key, value]) => ({ key, value })) },
      // Vercel: for a header set by two matching rules, the later rule wins.
      ...CACHE_RULES.map(([prefix, value]) => ({
        source: `${prefix}(.*)`,
        headers: [{ key: 'Cache-Control', value }],
      })),
      ...(admin
        ? [{ source: `/${ADMIN_DIR}(/.*)?`, headers: [{ key: 'Content-Security-Policy', value: admin }] }]
        : []),
    ],
  };
}

/**
 * The headers of the editor as a site of its own (e.g. admin.example.com): the editor's policy
 * on every path, the site's other protections, no indexing, and a Cross-Origin-Opener-Policy
 * that lets the GitHub sign-in window it opens report back.
 */
export function adminSiteHeaders(admin: string): Array<[name: string, value: string]> {
  return [
    ...siteHeaders(admin).map(([name, value]): [string, string] =>
      name === 'Cross-Origin-Opener-Policy' ? [name, 'same-origin-allow-popups'] : [name, value],
    ),
    ['X-Robots-Tag', 'noindex, nofollow'],
  ];
}

/** Writes `_headers` and `vercel.json` of the editor's own site. */
export function writeAdminSiteHeaders(dir: string, content: HeadersContent): string {
  const admin = adminPolicy(content.site.editor.authBaseUrl);
  writeFileSync(path.join(dir, '_headers'), headersText(adminSiteHeaders(admin), []));
  writeFileSync(path.join(dir, 'vercel.json'), `${JSON.stringify(vercelJson(adminSiteHeaders(admin)), null, 2)}\n`);
  return admin;
}

/**
 * Scans every page, computes the policy, writes `_headers` and `vercel.json`, and checks the
 * written `_headers` the way the local server reads it. Throws (failing the build) when a page
 * has inline code the policy would block.
 */
export function writeSecurityHeaders(
  dist: string,
  content: HeadersContent,
  options: HeadersOptions = {},
): HeadersResult {
  const supabaseUrl = options.supabaseUrl ?? process.env.VITE_SUPABASE_URL;
  if (!supabaseUrl)
    throw new Error(
      'VITE_SUPABASE_URL is not set: the Content-Security-Policy needs the Supabase origin for connect-src.',
    );

  const files = listPageFiles(dist);
  if (files.length === 0) throw new Error(`No HTML files in ${dist}: nothing to write security headers for.`);

  const blocked: string[] = [];
  const hashes = new Set<string>();
  const scans = new Map<string, PageScan>();
  for (const file of files) {
    const scan = options.scans?.get(file) ?? scanPage(readFileSync(path.join(dist, file), 'utf8'));
    scans.set(file, scan);
    for (const b of scan.blocked) blocked.push(`  ${file}: ${b}`);
    for (const hash of scan.scriptHashes) hashes.add(hash);
  }
  if (blocked.length) {
    throw new Error(
      `The Content-Security-Policy would block inline code in ${new Set(blocked.map((b) => b.split(':')[0])).size} page(s). ` +
        'Inline event handlers, javascript: URLs and inline styles cannot be allowed by a hash: ' +
        'attach behaviour in the site script (src/client) and styles in the stylesheet.\n' +
        blocked.join('\n'),
    );
  }

  const inlineScriptHashes = [...hashes].sort();
  const policy = buildCsp({ supabaseUrl, analytics: Boolean(content.site.analytics.googleTagId), inlineScriptHashes });
  const admin = options.editor === false ? undefined : adminPolicy(content.site.editor.authBaseUrl);
  writeFileSync(path.join(dist, '_headers'), headersFileText(policy, admin));
  writeFileSync(path.join(dist, 'vercel.json'), `${JSON.stringify(vercelConfig(policy, admin), null, 2)}\n`);

  // Read back what the local server will send, and hold the pages against it.
  const rules = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'));
  const page = headersForPath(rules, '/');
  const asset = headersForPath(rules, '/assets/site.js');
  if (page['content-security-policy'] !== policy)
    throw new Error(
      `_headers: the policy read back for "/" differs from the one written: ${page['content-security-policy']}`,
    );
  if (page['cache-control'] !== CACHE_HTML || asset['cache-control'] !== CACHE_ASSETS) {
    throw new Error(
      `_headers: Cache-Control read back as "${page['cache-control']}" (pages) and "${asset['cache-control']}" (assets)`,
    );
  }
  const adminPage = headersForPath(rules, `/${ADMIN_DIR}/`);
  if (adminPage['content-security-policy'] !== (admin ?? policy))
    throw new Error(
      `_headers: /${ADMIN_DIR}/ reads back an unexpected policy: ${adminPage['content-security-policy']}`,
    );
  // The editor's relaxed policy (it evaluates code) must never reach a public page.
  const relaxed = files.filter((file) =>
    /'unsafe-eval'/.test(headersForPath(rules, urlPathForFile(file))['content-security-policy'] ?? ''),
  );
  if (/'unsafe-eval'/.test(policy) || relaxed.length > 0) {
    throw new Error(`_headers: public pages would allow 'unsafe-eval': ${relaxed.join(', ') || 'the site policy'}`);
  }
  verifyScriptHashes(scans, page['content-security-policy']);

  return { policy, inlineScriptHashes, pages: files.length };
}

/** Throws, naming the pages, if a scanned inline script's hash is missing from the policy's script sources. */
function verifyScriptHashes(scans: Map<string, PageScan>, policy: string): void {
  const csp = parseCsp(policy);
  const sources = csp.get('script-src-elem') ?? csp.get('script-src') ?? csp.get('default-src');
  const missing = [...scans].flatMap(([file, scan]) =>
    scan.scriptHashes
      .filter((hash) => sources && !sources.includes(hash))
      .map((hash) => `  ${file}: inline script ${hash}`),
  );
  if (missing.length) {
    throw new Error(
      `The Content-Security-Policy would block ${missing.length} inline script(s): their hashes are not in script-src.\n${missing.join('\n')}`,
    );
  }
}

/**
 * Re-reads every page and throws, naming the files, if an inline script's hash is missing from
 * the policy's script sources (script-src-elem, else script-src, else default-src). Returns the
 * number of inline scripts checked.
 */
export function verifyInlineScripts(dist: string, policy: string): number {
  const csp = parseCsp(policy);
  const sources = csp.get('script-src-elem') ?? csp.get('script-src') ?? csp.get('default-src');
  const files = listPageFiles(dist);
  let checked = 0;
  const missing: string[] = [];
  for (const file of files) {
    for (const script of findInlineScripts(readFileSync(path.join(dist, file), 'utf8'))) {
      checked++;
      const hash = hashScript(script);
      if (sources && !sources.includes(hash)) {
        const preview = script.trim().replace(/\s+/g, ' ').slice(0, 60);
        missing.push(`  ${file}: inline script ${hash} ("${preview}${preview.length === 60 ? '…' : ''}")`);
      }
    }
  }
  if (missing.length) {
    throw new Error(
      `The Content-Security-Policy would block ${missing.length} inline script(s): their hashes are not in script-src.\n${missing.join('\n')}`,
    );
  }
  return checked;
}
