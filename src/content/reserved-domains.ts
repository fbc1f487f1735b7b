/**
 * Example and reserved domains (RFC 2606 and RFC 6761): addresses at them never reach anyone, so
 * a live site whose leads, links or contact details still name one loses what is sent there.
 * Pure text logic: the content scan (src/content/launch.ts) and `npm run launch-check` use it.
 */

/** Why `host` can never be a live address, or null when it can. */
export function reservedHost(host: string): string | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  for (const example of ['example.com', 'example.net', 'example.org']) {
    if (name === example || name.endsWith(`.${example}`)) return `${example} is reserved for examples`;
  }
  // A single label after the last dot is the top-level domain.
  const top = name.slice(name.lastIndexOf('.') + 1);
  if (top === 'example') return '.example is reserved for examples';
  if (top === 'test') return '.test is reserved for tests';
  if (top === 'invalid') return '.invalid is reserved for addresses that must not work';
  if (name === 'localhost' || top === 'localhost') return 'localhost is this computer, not the internet';
  return null;
}

/** A host that is this computer (the local server's address), not a project on the internet. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127\.\d+\.\d+\.\d+$/.test(name);
}

/**
 * A build for a live deployment: not a preview, and its forms send to a Supabase project on the
 * internet. `npm start`, `npm run dev` and the tests build against the local server (a loopback
 * address), so they build the example site as before.
 */
export function isLiveBuild(options: { preview: boolean; supabaseUrl?: string }): boolean {
  if (options.preview || !options.supabaseUrl) return false;
  try {
    return !isLoopbackHost(new URL(options.supabaseUrl).hostname);
  } catch {
    return true; // not a URL: the build refuses it elsewhere, and it is not the local server
  }
}

/** One example or reserved address found in a line of text. */
export interface ReservedMatch {
  /** 1-based column of the address. */
  column: number;
  /** The address as written: `founder@example.com`, `https://www.x.example.com/a`. */
  text: string;
  kind: 'e-mail address' | 'link';
  why: string;
}

/**
 * Samples that show a visitor the shape of an address ("like name@example.com"): the reason the
 * example domains exist, and nothing is ever sent to them.
 */
const SAMPLE_MAILBOXES = new Set(['name', 'you', 'yourname', 'your.name', 'someone']);

// An e-mail address, or a link with a scheme (http, https) or written as www.…
const ADDRESS =
  /[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)|https?:\/\/(?:[^\s/@"'<>)\]]+@)?(\[[^\]]*\]|[^\s/:?#"'<>)\]]+)[^\s"'<>)\]]*|\bwww\.([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** Every e-mail address and link in `line` whose domain is an example or reserved one. */
export function reservedAddresses(line: string): ReservedMatch[] {
  const found: ReservedMatch[] = [];
  for (const match of line.matchAll(ADDRESS)) {
    const host = match[1] ?? match[2] ?? match[3] ?? '';
    const why = reservedHost(host);
    if (!why) continue;
    const text = match[0].replace(/[.,;:!]+$/, '');
    const isMail = match[1] !== undefined;
    if (isMail && SAMPLE_MAILBOXES.has(text.slice(0, text.indexOf('@')).toLowerCase())) continue;
    found.push({ column: (match.index ?? 0) + 1, text, kind: isMail ? 'e-mail address' : 'link', why });
  }
  return found;
}

/** A YAML line without its comment (` # …`): comments are never published. */
export function withoutYamlComment(line: string): string {
  if (/^\s*#/.test(line)) return '';
  const at = line.search(/\s#/);
  return at === -1 ? line : line.slice(0, at);
}
