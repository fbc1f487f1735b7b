/**
 * Security and caching headers for static hosts, written by the build beside the pages:
 *
 *   dist/_headers     Netlify / Cloudflare Pages format; also what the local server (npm start,
 *                     e2e tests) sends, through src/backend/headers-file.ts.
 *   dist/vercel.json  the same headers for Vercel (when dist/client is deployed as the project root).
 *
 * Rule merging: Cloudflare and the local server apply every matching rule in order and join a
 * header set twice with ", "; Netlify lets the later rule win. So the asset rules first detach the
 * HTML Cache-Control (`! Cache-Control`, which Netlify ignores) and then set their own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { headersForPath, parseHeadersFile } from '../../src/backend/headers-file.ts';
import { type HostRule, vercelRedirects } from '../../src/content/redirect-hosts.ts';
import { SEARCH_PATH } from '../../src/content/routes.ts';
import { plausibleOrigin } from '../../src/lib/analytics.ts';
import { ADMIN_DIR } from '../../src/lib/site-paths.ts';

/** The part of the site content the headers depend on (SiteContent satisfies it). */
export interface HeadersContent {
  site: {
    analytics: { googleTagId: string | null; plausibleDomain?: string | null; plausibleHost?: string };
    editor: { authBaseUrl: string };
    /** Cloudflare Turnstile's site key, when it is the human check. */
    turnstileSiteKey?: string | null;
    /** The owner's HSTS choice (site.yaml `hsts`); both off when absent. */
    hsts?: HstsChoice;
  };
}

export interface HstsChoice {
  includeSubdomains: boolean;
  preload: boolean;
}

const NO_WIDER_HSTS: HstsChoice = { includeSubdomains: false, preload: false };

/**
 * Strict-Transport-Security: two years for this host always; the whole domain and the browsers'
 * preload list only when the owner chose them (both are commitments beyond this site, and a
 * preload is refused by the list without includeSubDomains, which the content check enforces).
 */
export function hstsValue({ includeSubdomains, preload }: HstsChoice = NO_WIDER_HSTS): string {
  return [
    'max-age=63072000',
    ...(includeSubdomains ? ['includeSubDomains'] : []),
    ...(preload ? ['preload'] : []),
  ].join('; ');
}

/** Hosts Google's tag (gtag.js, GA4) needs, per directive; allowed only when analytics is on. */
export const ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const;

/** The origin of the Supabase URL; throws on anything but an http(s) URL. */
export function supabaseOrigin(supabaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(supabaseUrl);
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a URL: "${supabaseUrl}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, not "${supabaseUrl}"`);
  return url.origin;
}

/**
 * The policy, as one header value (`directive source …; directive …`). Pages run no inline code
 * (`npm run check:links` holds every built page to that), so scripts and styles come from the
 * site itself, and the browser may call the Supabase API and, when configured, Google Analytics
 * and Plausible's events API (only its origin: the tracker is bundled with the site's code).
 */
/** Where Cloudflare Turnstile's script and challenge frame come from. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

export function buildCsp({
  supabaseUrl,
  analytics,
  plausible = null,
  turnstile = false,
}: {
  supabaseUrl: string;
  analytics: boolean;
  /** The origin Plausible's events go to, when it is set up (the tracker itself is the site's own code). */
  plausible?: string | null;
  /** Cloudflare Turnstile is the human check (site.yaml turnstileSiteKey): its script and its frame. */
  turnstile?: boolean;
}): string {
  const api = supabaseOrigin(supabaseUrl);
  const challenges = turnstile ? [TURNSTILE_ORIGIN] : [];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...(analytics ? ANALYTICS_SOURCES.script : []), ...challenges],
    ...(turnstile ? [['frame-src', TURNSTILE_ORIGIN] as [string, ...string[]]] : []),
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', ...(analytics ? ANALYTICS_SOURCES.img : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", api, ...(analytics ? ANALYTICS_SOURCES.connect : []), ...(plausible ? [plausible] : [])],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  // Upgrading only makes sense when the site is served over https, which is when its API is.
  if (new URL(api).protocol === 'https:') directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => [...new Set(d)].join(' ')).join('; ');
}

/** `directive name → sources` of a policy string (first occurrence of a directive wins, as in browsers). */
export function parseCsp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), sources);
  }
  return out;
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
export function siteHeaders(policy: string, hsts?: HstsChoice): Array<[name: string, value: string]> {
  return [
    ['Content-Security-Policy', policy],
    ['Strict-Transport-Security', hstsValue(hsts)],
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

/**
 * What /admin sends besides its policy. The GitHub sign-in runs in a pop-up that reports back to
 * the editor with postMessage; under the site's `same-origin` opener policy the pop-up, once it
 * has been on github.com (or api.netlify.com), would lose its link to the editor's window. And
 * search engines skip the editor.
 */
export const ADMIN_HEADERS: Array<[name: string, value: string]> = [
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ['X-Robots-Tag', 'noindex, nofollow'],
];

/**
 * The search page runs Pagefind, which compiles its WebAssembly in the page: the site's policy
 * plus `'wasm-unsafe-eval'` (compiling WebAssembly, never evaluating JavaScript), for that page
 * only. Pagefind searches on the page's own thread there (src/client/search.ts), so no worker
 * needs the permission.
 */
export function searchPolicy(policy: string): string {
  return policy.replace(/(^|; )script-src ([^;]*)/, "$1script-src $2 'wasm-unsafe-eval'");
}

/** The paths of the search page (its address, with a slash, and its file). */
export const SEARCH_PATHS = [SEARCH_PATH, `${SEARCH_PATH}/*`];

/** Path prefix → Cache-Control, overriding the HTML value. */
const CACHE_RULES: Array<[prefix: string, value: string]> = [
  ['/assets/', CACHE_ASSETS], // content-hashed file names
  ['/images/', CACHE_IMAGES], // stable names: a week, then revalidate
];

/** Cloudflare's limit on one `_headers` line. */
const MAX_LINE = 2000;

/** `_headers` of the site; `admin`, the editor's policy for /admin, when the editor lives there. */
export function headersFileText(policy: string, admin?: string, hsts?: HstsChoice): string {
  return headersText(siteHeaders(policy, hsts), [
    ...SEARCH_PATHS.map((p): [string, string] => [p, searchPolicy(policy)]),
    ...(admin ? ADMIN_PATHS.map((p): PathRule => [p, admin, ADMIN_HEADERS]) : []),
  ]);
}

/** A path's own policy, and other headers that replace the site's for it. */
type PathRule = [path: string, policy: string, others?: Array<[name: string, value: string]>];

function headersText(all: Array<[string, string]>, policies: PathRule[]): string {
  const lines = ['# Written by scripts/build/headers.ts during the build. Do not edit: rebuild.', '/*'];
  for (const [name, value] of all) lines.push(`  ${name}: ${value}`);
  for (const [prefix, value] of CACHE_RULES)
    lines.push('', `${prefix}*`, '  ! Cache-Control', `  Cache-Control: ${value}`);
  // Replaces (never adds to) the site's policy: two policies would both be enforced.
  for (const [pagePath, pagePolicy, others = []] of policies)
    lines.push(
      '',
      pagePath,
      ...[['Content-Security-Policy', pagePolicy] as const, ...others].flatMap(([name, value]) => [
        `  ! ${name}`,
        `  ${name}: ${value}`,
      ]),
    );
  const text = `${lines.join('\n')}\n`;
  const long = text.split('\n').find((l) => l.length > MAX_LINE);
  if (long)
    throw new Error(
      `_headers: a line is ${long.length} characters, over the ${MAX_LINE} that Cloudflare Pages accepts: ${long.slice(0, 80)}…`,
    );
  return text;
}

/** `redirects`: the site's redirects for Vercel (src/content/redirect-hosts.ts writes them for every host). */
export function vercelConfig(policy: string, admin?: string, redirects: readonly HostRule[] = [], hsts?: HstsChoice) {
  return vercelJson(siteHeaders(policy, hsts), admin, searchPolicy(policy), redirects);
}

function vercelJson(
  all: Array<[string, string]>,
  admin?: string,
  search?: string,
  redirects: readonly HostRule[] = [],
) {
  const moved = vercelRedirects(redirects);
  return {
    cleanUrls: true,
    trailingSlash: false,
    ...(moved.length ? { redirects: moved } : {}),
    headers: [
      { source: '/(.*)', headers: all.map(([key, value]) => ({ key, value })) },
      // Vercel: for a header set by two matching rules, the later rule wins.
      ...CACHE_RULES.map(([prefix, value]) => ({
        source: `${prefix}(.*)`,
        headers: [{ key: 'Cache-Control', value }],
      })),
      ...(search
        ? [{ source: `${SEARCH_PATH}(/.*)?`, headers: [{ key: 'Content-Security-Policy', value: search }] }]
        : []),
      ...(admin
        ? [
            {
              source: `/${ADMIN_DIR}(/.*)?`,
              headers: [['Content-Security-Policy', admin], ...ADMIN_HEADERS].map(([key, value]) => ({ key, value })),
            },
          ]
        : []),
    ],
  };
}

/**
 * The headers of the editor as a site of its own (e.g. admin.example.com): the editor's policy
 * on every path, the site's other protections, no indexing, and a Cross-Origin-Opener-Policy
 * that lets the GitHub sign-in window it opens report back.
 */
export function adminSiteHeaders(admin: string, hsts?: HstsChoice): Array<[name: string, value: string]> {
  return [
    ...siteHeaders(admin, hsts).map(([name, value]): [string, string] =>
      name === 'Cross-Origin-Opener-Policy' ? [name, 'same-origin-allow-popups'] : [name, value],
    ),
    ['X-Robots-Tag', 'noindex, nofollow'],
  ];
}

/** Writes `_headers` and `vercel.json` of the editor's own site. */
export function writeAdminSiteHeaders(dir: string, content: HeadersContent): string {
  const admin = adminPolicy(content.site.editor.authBaseUrl);
  const headers = adminSiteHeaders(admin, content.site.hsts);
  writeFileSync(path.join(dir, '_headers'), headersText(headers, []));
  writeFileSync(path.join(dir, 'vercel.json'), `${JSON.stringify(vercelJson(headers), null, 2)}\n`);
  return admin;
}

/**
 * Writes `_headers` and `vercel.json` into the site folder, and checks the written `_headers`
 * the way the local server reads it: the editor's relaxed policy (it evaluates code) must reach
 * no page of the site (`pagePaths`, the route table). `editor: false` when the editor is a site
 * of its own (ADMIN_OUT_DIR), so this one has no rule for it. Returns the site's policy.
 */
export function writeSecurityHeaders(
  dist: string,
  content: HeadersContent,
  {
    supabaseUrl,
    pagePaths,
    editor = true,
    redirects = [],
  }: { supabaseUrl: string; pagePaths: string[]; editor?: boolean; redirects?: readonly HostRule[] },
): string {
  const { googleTagId, plausibleDomain = null, plausibleHost = '' } = content.site.analytics;
  const plausible = plausibleOrigin({ plausibleDomain, plausibleHost });
  const turnstile = Boolean(content.site.turnstileSiteKey);
  const policy = buildCsp({ supabaseUrl, analytics: Boolean(googleTagId), plausible, turnstile });
  const admin = editor ? adminPolicy(content.site.editor.authBaseUrl) : undefined;
  const { hsts } = content.site;
  writeFileSync(path.join(dist, '_headers'), headersFileText(policy, admin, hsts));
  writeFileSync(
    path.join(dist, 'vercel.json'),
    `${JSON.stringify(vercelConfig(policy, admin, redirects, hsts), null, 2)}\n`,
  );

  // Read back what the local server will send.
  const rules = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'));
  const page = headersForPath(rules, '/');
  const asset = headersForPath(rules, '/assets/site.js');
  const adminPage = headersForPath(rules, `/${ADMIN_DIR}/`);
  const policyOf = (p: string) => headersForPath(rules, p)['content-security-policy'] ?? '';
  const relaxed = pagePaths.filter((p) => /'unsafe-eval'/.test(policyOf(p)));
  const compiling = pagePaths.filter((p) => p !== SEARCH_PATH && /'wasm-unsafe-eval'/.test(policyOf(p)));
  const readBack = [
    page['content-security-policy'] === policy || 'the policy of "/" differs from the one written',
    page['cache-control'] === CACHE_HTML || 'the Cache-Control of pages differs',
    asset['cache-control'] === CACHE_ASSETS || 'the Cache-Control of /assets differs',
    adminPage['content-security-policy'] === (admin ?? policy) || `/${ADMIN_DIR}/ reads back an unexpected policy`,
    !admin ||
      adminPage['cross-origin-opener-policy'] === 'same-origin-allow-popups' ||
      `/${ADMIN_DIR}/ would cut the sign-in pop-up off from the editor (Cross-Origin-Opener-Policy)`,
    relaxed.length === 0 || `public pages would allow 'unsafe-eval': ${relaxed.join(', ')}`,
    policyOf(SEARCH_PATH) === searchPolicy(policy) || `${SEARCH_PATH} reads back an unexpected policy`,
    compiling.length === 0 || `pages other than ${SEARCH_PATH} would allow 'wasm-unsafe-eval': ${compiling.join(', ')}`,
  ].filter((check): check is string => check !== true);
  if (readBack.length) throw new Error(`_headers, read back: ${readBack.join('; ')}.`);
  return policy;
}
