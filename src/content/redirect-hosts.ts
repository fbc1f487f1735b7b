/**
 * Redirects as content (content/redirects.yaml): the rules a list of redirects must keep by
 * itself (no chains, no loops, no address twice, within Cloudflare's limits), the files the hosts
 * read (`_redirects` for Netlify and Cloudflare Pages, `redirects` of `vercel.json`), and the
 * answer the local servers give. Pure: no file, no route table (src/content/crosscheck.ts holds
 * the rules that need the pages), so the editor at /admin runs the same rules in the browser.
 */

/** 301: moved for good (search engines move the page's standing); 302: for a while (a campaign). */
export type RedirectStatus = 301 | 302;

export interface Redirect {
  from: string;
  to: string;
  status?: RedirectStatus;
}

export interface RedirectsFile {
  redirects?: readonly Redirect[];
  /** Addresses removed on purpose: answered with 410 Gone. */
  gone?: readonly string[];
}

/** The file Netlify and Cloudflare Pages read redirects from, at the root of the built site. */
export const REDIRECTS_FILE = '_redirects';

/** Cloudflare Pages reads at most this many rules of each kind from `_redirects`. */
export const CLOUDFLARE_LIMITS = { static: 2000, dynamic: 100 } as const;

/** The status of a page removed on purpose. */
export const GONE_STATUS = 410;

/** The page a gone address shows (with status 410), as the 404 page is shown for unknown ones. */
export const GONE_PAGE = '/404.html';

/** `/old/*`: every address below /old (a dynamic rule in Cloudflare's count). */
export function isDynamic(from: string): boolean {
  return from.endsWith('/*');
}

/** An address as a rule compares it: no trailing slash (but `/`), no query, no fragment. */
export function normalPath(href: string): string {
  const bare = href.split('#')[0]!.split('?')[0]!;
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/** One rule a list of redirects breaks: where (a path into the file) and the message with its fix. */
export interface RedirectIssue {
  path: (string | number)[];
  message: string;
}

/** A destination's `:splat` (or a final `/*`): the rest of the old address, filled in by the host. */
const SPLAT_END = /\/(:splat|\*)$/;

/** Whether the host fills the rest of the old address into this destination. */
export function hasSplat(to: string): boolean {
  return to.includes(':splat') || to.endsWith('/*');
}

/** The part of a `:splat` destination before the rest of the old address: /blog for /blog/:splat. */
export function splatFolder(to: string): string {
  return to.replace(SPLAT_END, '');
}

/**
 * Why a destination could lead off the site, or undefined. Browsers read a Location that starts
 * with "//" or holds a "\" as another site's address, so a page of this site starts with exactly
 * one "/"; and `/:splat` alone would put whatever the visitor typed after the old folder there
 * (/old//evil.example answers //evil.example): the rest of the address goes below a folder of
 * the site. A full https:// address is the owner's own choice of another site.
 */
export function destinationIssue(r: Redirect): string | undefined {
  if (/^https:\/\//.test(r.to)) return undefined;
  if (r.to.startsWith('//') || r.to.includes('\\'))
    return `${r.to} would take visitors to another site: browsers read an address that starts with "//" or holds a "\\" as another site's. Write a page of this site with one "/" at the start (e.g. /services), or a full https:// address.`;
  if (!hasSplat(r.to)) return undefined;
  if (!isDynamic(r.from))
    return `${r.to} takes the rest of the old address (:splat, or a final /*), which only a redirect of a whole folder has (from: /old/*). Write the page's address without it.`;
  if (!SPLAT_END.test(r.to) || r.to.split(':splat').length > 2 || splatFolder(r.to).includes(':splat'))
    return `${r.to}: :splat may only end the address, after a "/", e.g. /blog/:splat. Move it to the end.`;
  if (splatFolder(r.to) === '')
    return `${r.to} would lead wherever the rest of the old address points, even to another site (${r.from.slice(0, -2)}//evil.example would send visitors to evil.example). Put a folder of this site before it, e.g. /blog/:splat, or lead every old address to one page (e.g. /).`;
  return undefined;
}

/**
 * Follows a redirect on through the file: the addresses passed (`from`, `to`, …) and whether it
 * comes back to one of them (a loop).
 */
function follow(first: Redirect, targets: Map<string, string>): { steps: string[]; loop: boolean } {
  const steps = [first.from, first.to];
  for (;;) {
    const next = targets.get(normalPath(steps.at(-1)!));
    if (next === undefined) return { steps, loop: false };
    const loop = steps.some((step) => normalPath(step) === normalPath(next));
    steps.push(next);
    if (loop) return { steps, loop };
  }
}

/**
 * The rules a redirects file keeps by itself. A `to` that is itself a `from` is a chain: visitors
 * and search engines take two hops (and Google follows few), so the fix names the end of the chain.
 */
export function redirectIssues(file: RedirectsFile): RedirectIssue[] {
  const issues: RedirectIssue[] = [];
  const redirects = file.redirects ?? [];
  const gone = file.gone ?? [];
  const seen = new Map<string, string>();
  const note = (address: string, where: string, path: RedirectIssue['path']) => {
    const key = normalPath(address);
    const earlier = seen.get(key);
    if (earlier)
      issues.push({
        path,
        message: `${address} is already listed (${earlier}). An address can lead to one place only: remove one of the two.`,
      });
    else seen.set(key, where);
  };
  for (const [i, r] of redirects.entries()) note(r.from, `redirect ${i + 1}`, ['redirects', i, 'from']);
  for (const [i, g] of gone.entries()) note(g, `gone ${i + 1}`, ['gone', i]);

  const targets = new Map(redirects.filter((r) => !isDynamic(r.from)).map((r) => [normalPath(r.from), r.to]));
  const goneSet = new Set(gone.map(normalPath));
  redirects.forEach((r, i) => {
    const at: RedirectIssue['path'] = ['redirects', i, 'to'];
    const offSite = destinationIssue(r);
    if (offSite) {
      issues.push({ path: at, message: offSite });
      return;
    }
    if (/^https:\/\//.test(r.to)) return;
    if (normalPath(r.to) === normalPath(r.from)) {
      issues.push({
        path: at,
        message: `leads back to ${r.from} itself: a loop that no browser can leave. Point it at another page.`,
      });
      return;
    }
    if (goneSet.has(normalPath(r.to))) {
      issues.push({
        path: at,
        message: `leads to ${r.to}, which is listed as gone: visitors would land on "gone". Point it at a page of the site, or list ${r.from} as gone too.`,
      });
      return;
    }
    if (!targets.has(normalPath(r.to))) return;
    const { steps, loop } = follow(r, targets);
    issues.push({
      path: at,
      message: loop
        ? `makes a loop: ${steps.join(' → ')}. No browser can leave it: point one of them at a page of the site.`
        : `leads to ${r.to}, which itself redirects (${steps.slice(1).join(' → ')}). Visitors would take two hops: write "to: ${steps.at(-1)}" instead.`,
    });
  });

  const dynamic = redirects.filter((r) => isDynamic(r.from)).length;
  const fixed = redirects.length - dynamic + gone.length;
  if (fixed > CLOUDFLARE_LIMITS.static)
    issues.push({
      path: ['redirects'],
      message: `holds ${fixed} addresses (redirects and gone); Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.static}. Remove the oldest ones nobody visits any more.`,
    });
  if (dynamic > CLOUDFLARE_LIMITS.dynamic)
    issues.push({
      path: ['redirects'],
      message: `holds ${dynamic} redirects of whole folders (ending in /*); Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.dynamic}. Remove some.`,
    });
  return issues;
}

/** A rule as the hosts and the local servers apply it. */
export interface HostRule {
  from: string;
  to: string;
  status: number;
}

/** Every rule of the file, gone addresses last (they show the 404 page with status 410). */
export function hostRules(file: RedirectsFile): HostRule[] {
  return [
    ...(file.redirects ?? []).map((r) => ({ from: r.from, to: r.to, status: r.status ?? 301 })),
    ...(file.gone ?? []).map((from) => ({ from, to: GONE_PAGE, status: GONE_STATUS })),
  ];
}

/**
 * `_redirects` (Netlify and Cloudflare Pages): `from to status` per line. A folder's `/*` is
 * written with `:splat` so the rest of the address carries over. Netlify shows the 404 page with
 * status 410 for a gone line; Cloudflare Pages knows only redirect statuses and skips such a line
 * (the address then answers 404 there, which search engines treat alike).
 */
export function redirectsFileText(rules: readonly HostRule[]): string {
  const lines = ['# Written by the build from content/redirects.yaml. Do not edit: change that file.'];
  for (const rule of rules) {
    const to =
      isDynamic(rule.from) && rule.status !== GONE_STATUS && rule.to.endsWith('/*')
        ? `${rule.to.slice(0, -1)}:splat`
        : rule.to;
    lines.push(`${rule.from} ${to} ${rule.status}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Reads `_redirects` back (the local server answers what the hosts answer). Unknown lines are skipped. */
export function parseRedirectsFile(text: string): HostRule[] {
  const rules: HostRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    rules.push({ from, to, status: status ? Number(status) : 301 });
  }
  return rules;
}

/** `redirects` of vercel.json. Vercel redirects with 3xx only: a gone address answers 404 there. */
export function vercelRedirects(rules: readonly HostRule[]) {
  return rules
    .filter((rule) => rule.status !== GONE_STATUS)
    .map((rule) => ({
      source: isDynamic(rule.from) ? `${rule.from.slice(0, -2)}/:splat*` : rule.from,
      destination: rule.to.replace(/\/\*$/, '/:splat'),
      statusCode: rule.status,
    }));
}

/**
 * The rule that answers `pathname`, with its Location resolved (`:splat` filled in), or
 * undefined. An address matches with or without a trailing slash, as on Netlify.
 */
export function matchRedirect(rules: readonly HostRule[], pathname: string): HostRule | undefined {
  const path = normalPath(pathname);
  for (const rule of rules) {
    if (isDynamic(rule.from)) {
      const folder = rule.from.slice(0, -2);
      if (path !== folder && !path.startsWith(`${folder}/`)) continue;
      const splat = path.slice(folder.length + 1);
      return { ...rule, to: rule.to.replace(':splat', splat).replace(/\/\*$/, `/${splat}`) };
    }
    if (normalPath(rule.from) === path) return rule;
  }
  return undefined;
}

/** The Location of a redirect: the query of the old address carries over (campaign tags), as on Netlify. */
export function redirectLocation(rule: HostRule, search: string): string {
  return search && !rule.to.includes('?') ? `${rule.to}${search}` : rule.to;
}
