/**
 * Records where this visit started (first touch), once per tab session, in sessionStorage: the
 * contact form sends it with a request. No cookie, nothing leaves the browser otherwise.
 */
import { FIRST_TOUCH_KEY } from '../lib/attribution.ts';

export function recordFirstTouch(): void {
  try {
    if (sessionStorage.getItem(FIRST_TOUCH_KEY) !== null) return;
    // As they are: the form cleans them when it sends (src/lib/attribution.ts, loaded then).
    const visit = { href: location.href.slice(0, 4000), referrer: document.referrer.slice(0, 4000) };
    sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(visit));
  } catch {
    // Storage blocked (a privacy setting): the request is then sent without its origin.
  }
}
