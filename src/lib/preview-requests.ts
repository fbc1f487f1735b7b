/**
 * Whether a build's contact form marks its requests as preview requests (stored, never e-mailed,
 * no receipt; supabase/migrations/*_human_check.sql). True for a preview build (PREVIEW=1) that
 * talks to a project on the internet: a deploy preview built with the production project's keys
 * would otherwise turn every test submission into a real lead and a real receipt. False when:
 * - the build is not a preview;
 * - its database is this machine's (`npm start`, the e2e tests): e-mails go to the local
 *   mailbox folder and reach no one;
 * - PREVIEW_SENDS_LEADS=1: the host's preview context points at a staging project of its own,
 *   whose e-mails the owner set up to go somewhere harmless.
 */
export function marksPreviewRequests(env: Record<string, string | undefined>): boolean {
  if (env.PREVIEW !== '1' || env.PREVIEW_SENDS_LEADS === '1') return false;
  let host: string;
  try {
    host = new URL(env.VITE_SUPABASE_URL ?? '').hostname.replace(/^\[|\]$/g, '');
  } catch {
    return true; // no usable address: the safe side
  }
  const loopback = host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
  return !loopback;
}
