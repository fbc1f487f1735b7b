// Reads the `_headers` file that the build writes for static hosts
// (Netlify / Cloudflare Pages format), so that the local server sends the
// same security headers as production and a mistake in them shows up locally.
//
//   # comment
//   /*
//     X-Content-Type-Options: nosniff
//   /assets/*
//     Cache-Control: public, max-age=31536000, immutable
//     ! X-Robots-Tag            (Cloudflare: drop a header an earlier rule set)
//
// Every matching rule applies, in file order; a header set by two rules gets
// both values joined with ", " (as Cloudflare documents).

export interface HeaderRule {
  pattern: string;
  matcher: RegExp;
  /** [name, value] pairs; value null means "detach" (`! Name`). */
  headers: Array<[string, string | null]>;
}

/** A path pattern to a RegExp: `*` matches anything (slashes too), `:name` one segment. */
function compilePattern(pattern: string): RegExp {
  let source = '';
  for (const token of pattern.split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)) {
    if (token === '*') source += '.*';
    else if (token.startsWith(':') && token.length > 1) source += '[^/]+';
    else source += token.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      // Rules for an absolute URL (https://host/path) target one deployment
      // host (e.g. noindex on preview domains): not this local server.
      current = /^https?:\/\//i.test(trimmed)
        ? null
        : { pattern: trimmed, matcher: compilePattern(trimmed), headers: [] };
      if (current) rules.push(current);
      continue;
    }
    if (!current) continue;
    if (trimmed.startsWith('!')) {
      current.headers.push([trimmed.slice(1).trim().toLowerCase(), null]);
      continue;
    }
    const colon = trimmed.indexOf(':');
    if (colon > 0)
      current.headers.push([trimmed.slice(0, colon).trim().toLowerCase(), trimmed.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers for one request path (lower-case names). */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.matcher.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      if (value === null) delete out[name];
      else out[name] = name in out ? `${out[name]}, ${value}` : value;
    }
  }
  return out;
}

/** Sent when the build wrote no `_headers` file: the essentials any static site should have. */
export const DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
};
