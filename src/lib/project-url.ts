/**
 * The rule for the production project's address that `npm run contacts` sends the service key
 * to: https only (the key would otherwise cross the network in the clear), except on this
 * machine's own loopback (the local gateway and the tests); no user name or password in it. The
 * problem is worded without the value: a key pasted into the wrong variable must not be printed.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function projectUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'SUPABASE_URL is not an address: set it to the project URL, e.g. https://abcd.supabase.co (the value is not shown, in case it is a key).';
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    return 'SUPABASE_URL must start with https:// (plain http:// only for this machine: localhost, 127.0.0.1, [::1]).';
  }
  if (url.username || url.password) return 'SUPABASE_URL must not hold a user name or password.';
  return null;
}
