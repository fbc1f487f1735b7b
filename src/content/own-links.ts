/**
 * Links to the site's own address, written as paths. A link copied from a page of the site being
 * edited (in a browser, text copied from a page carries every link as a whole address) names the
 * editor's own computer (`http://localhost:49100/services`) or the site's address: the first leads
 * a visitor to their own computer, the second out of a preview and into a new tab. The editor
 * stores both as the path (`/services`), which the check then judges as a page of this site
 * (src/admin/own-links.ts); the check refuses a link to this computer wherever it is written
 * (./crosscheck.ts). Pure functions, shared by the check and the editor.
 */

/** Host names that always mean the computer the page is open on, never a site on the internet. */
const LOCAL_HOST =
  /^(localhost|[a-z0-9-]+\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|\[::ffff:127(\.\d{1,3}){3}\])$/i;

/** An address written out in full: its scheme and host, then the rest. */
const ABSOLUTE = /^(https?:)\/\/([^/?#\s]*)(.*)$/is;

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The host (with its port) of an http(s) address, or undefined for anything else. */
function hostOf(url: string): { scheme: string; host: string; hostname: string; rest: string } | undefined {
  const match = ABSOLUTE.exec(url.trim());
  if (!match) return undefined;
  // markdown-it writes a link's address percent-encoded: [::1] arrives as %5B::1%5D.
  const host = safeDecode(match[2]!)
    .replace(/^[^@]*@/, '')
    .toLowerCase();
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return { scheme: match[1]!.toLowerCase(), host, hostname, rest: match[3]! };
}

/** The path an address leads to: what follows its host, "/" when nothing does. */
function pathOf(rest: string): string {
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Where a link to this computer leads (localhost, 127.0.0.1, [::1], 0.0.0.0, any port): its host
 * and the path it names. Undefined for any other link.
 */
export function localAddress(url: string): { host: string; path: string } | undefined {
  const parts = hostOf(url);
  if (!parts || !LOCAL_HOST.test(parts.hostname)) return undefined;
  return { host: parts.host, path: pathOf(parts.rest) };
}

/**
 * The path of a link to the site's own address, or undefined for a link elsewhere. Own: this
 * computer (always: no visitor can follow such a link), and the hosts of `origins` (the editor's
 * page, the site's address in site.yaml), on either scheme and with or without `www.`.
 */
export function ownPath(url: string, origins: readonly string[]): string | undefined {
  const local = localAddress(url);
  if (local) return local.path;
  const parts = hostOf(url);
  if (!parts) return undefined;
  const bare = (host: string) => host.replace(/^www\./, '');
  const own = origins.some((origin) => {
    const site = hostOf(origin);
    return site !== undefined && bare(site.host) === bare(parts.host);
  });
  return own ? pathOf(parts.rest) : undefined;
}

// Where Markdown names a link's address: `[text](address "title")`, `![alt](address)`, `<address>`
// and a definition `[label]: address`. Only there: a bare address in running text is left as
// written (the check names it, with the path to write instead).
const MARKDOWN_LINKS = [
  /(\]\(\s*<?)(https?:\/\/[^\s)>]+)/gi,
  /(<)(https?:\/\/[^\s>]+)(?=>)/gi,
  /(^[ \t]{0,3}\[[^\]\n]+\]:[ \t]*<?)(https?:\/\/\S+?)(?=>|\s|$)/gim,
];

/** A Markdown text with every link to the site's own address written as its path. */
export function linksAsPaths(text: string, origins: readonly string[]): string {
  if (!/https?:\/\//i.test(text)) return text;
  let result = text;
  for (const pattern of MARKDOWN_LINKS)
    result = result.replace(pattern, (found, before: string, url: string) => {
      const path = ownPath(url, origins);
      return path === undefined ? found : `${before}${path}`;
    });
  return result;
}

type FieldPath = readonly (string | number)[];

/**
 * Every text of an entry's values (nested lists and groups too) with its own links as paths: the
 * links inside its Markdown, and the whole value of a link or picture field (`isLinkField`: the
 * schema says which; the site's own address in Site settings is no link and stays).
 */
export function valuesWithPaths<T>(
  value: T,
  origins: readonly string[],
  isLinkField: (path: FieldPath) => boolean = () => false,
  path: FieldPath = [],
): T {
  if (typeof value === 'string') {
    const whole = isLinkField(path) ? ownPath(value, origins) : undefined;
    return (whole ?? linksAsPaths(value, origins)) as T;
  }
  if (Array.isArray(value))
    return value.map((item, i) => valuesWithPaths(item, origins, isLinkField, [...path, i])) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        valuesWithPaths(item, origins, isLinkField, [...path, key]),
      ]),
    ) as T;
  }
  return value;
}
