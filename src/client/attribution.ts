/**
 * Records where this visit started (first touch), once per tab session, in sessionStorage: the
 * contact form sends it with a request. No cookie, nothing leaves the browser otherwise.
 */
import { FIRST_TOUCH_KEY } from '../lib/first-touch-key.ts';

export function recordFirstTouch(): void {
  try {
    if (sessionStorage.getItem(FIRST_TOUCH_KEY) !== null) return;
    // Only the page, its utm_* labels and the referring site's origin; the form cleans and cuts
    // them when it sends (src/lib/attribution.ts, loaded then).
    const url = new URL(location.href);
    const labels = new URLSearchParams([...url.searchParams].filter(([name]) => name.startsWith('utm_')));
    const referrer = URL.canParse(document.referrer) ? new URL(document.referrer).origin : '';
    const visit = { href: `${url.origin}${url.pathname}?${labels}`.slice(0, 4000), referrer };
    sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(visit));
  } catch {
    // Storage blocked (a privacy setting): the request is then sent without its origin.
  }
}
