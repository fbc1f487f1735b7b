/**
 * The contact form's human check in the browser. ALTCHA's widget (the `external` build, whose
 * SHA-256 worker Vite emits as a file of the site, so the Content-Security-Policy needs nothing
 * new) solves the server's proof-of-work challenge while the visitor types, out of sight; the
 * human-check function verifies the solution and answers the signature that the request then
 * carries. Imported by the form's island only, after it hydrates: no other page loads a byte of it.
 *
 * Whatever goes wrong here (no network, an old browser, a server without its key), the form
 * still sends: the request is stored unverified and reaches the owner in the daily digest.
 */
import 'altcha/external';
import ShaWorker from 'altcha/workers/sha?worker';

/** Longer than any phone needs; past it the request goes without the check rather than waiting. */
export const CHECK_TIMEOUT_MS = 15_000;

/** The function's address (supabase/functions/human-check, or the local server's stand-in). */
export function humanCheckEndpoint(supabaseUrl: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/human-check`;
}

let registered = false;

/**
 * Solves a challenge with a widget placed in `host`, has the solution verified, and returns the
 * signature to send with the request, or null. `onSolved` reports the solve time (the e2e test
 * measures it).
 */
export async function solveHumanCheck(host: HTMLElement, endpoint: string): Promise<string | null> {
  if (!registered) {
    $altcha.algorithms.set('SHA-256', () => new ShaWorker());
    registered = true;
  }
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('challenge', endpoint);
  widget.setAttribute('display', 'invisible');
  widget.setAttribute('auto', 'off');
  host.replaceChildren(widget);
  await customElements.whenDefined('altcha-widget');
  const started = performance.now();
  // No added delay: the widget would otherwise hold a fast solution back to half a second.
  const result = await widget.verify({ minDuration: 0 });
  if (!result?.payload) return null;
  performance.mark('human-check-solved', { detail: { ms: performance.now() - started } });
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payload: result.payload }),
  });
  if (!response.ok) return null;
  const { signature } = (await response.json()) as { signature?: unknown };
  return typeof signature === 'string' ? signature : null;
}
