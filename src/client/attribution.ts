/**
 * Records where this visit started (first touch), once per tab session, in sessionStorage: the
 * contact form sends it with a request. No cookie, nothing leaves the browser otherwise.
 */
import { FIRST_TOUCH_KEY, firstTouch } from '../lib/attribution.ts';

export function recordFirstTouch(): void {
  try {
    if (sessionStorage.getItem(FIRST_TOUCH_KEY) !== null) return;
    sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(firstTouch(location.href, document.referrer)));
  } catch {
    // Storage blocked (a privacy setting): the request is then sent without its origin.
  }
}
