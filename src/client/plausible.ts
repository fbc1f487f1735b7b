/**
 * Plausible, the cookieless counter: loaded (as a chunk of its own) only on a site whose
 * site.yaml names a Plausible domain. It sets no cookie and stores nothing, so it needs no
 * consent and starts with the page. It sends the page view, the events the site announces
 * through ./measure.ts, a click on a link to the booking page and the first use of the savings
 * calculator. Every address it sends is cut to the page and its utm_* labels
 * (src/lib/analytics.ts), so no search words, tokens or names leave with it.
 */
import { init, track } from '@plausible-analytics/tracker';
import {
  type EventProps,
  eventUrl,
  GOALS,
  isBookingLink,
  isLoopback,
  leadProps,
  type PlausibleSettings,
  referrerOnly,
} from '../lib/analytics.ts';
import { MEASURE_EVENT, type Measured } from './measure.ts';

/** How long a search must stay unchanged to count: one search, not one per key press. */
export const SEARCH_SETTLED_MS = 2000;

export function initPlausible(settings: PlausibleSettings, bookingUrl: string | null): void {
  init({
    domain: settings.domain,
    endpoint: settings.endpoint,
    // Only a Plausible on this machine (tried out locally, or a test's stand-in) counts visits
    // from this machine; a real one ignores local and automated browsers, as Plausible intends.
    captureOnLocalhost: isLoopback(settings.endpoint),
    logging: false,
    transformRequest: (payload) => ({ ...payload, u: eventUrl(payload.u), r: referrerOnly(payload.r) }),
  });
  const send = (goal: string, props?: EventProps) => track(goal, props ? { props } : {});

  let pendingSearch: { props?: EventProps; timer: ReturnType<typeof setTimeout> } | null = null;
  const sendSearch = () => {
    if (!pendingSearch) return;
    clearTimeout(pendingSearch.timer);
    send(GOALS.search, pendingSearch.props);
    pendingSearch = null;
  };
  // A search still settling when the visitor leaves counts too (fetch with keepalive survives).
  addEventListener('pagehide', sendSearch);

  document.addEventListener(MEASURE_EVENT, (event) => {
    const { goal, props } = (event as CustomEvent<Measured>).detail;
    if (goal === GOALS.search) {
      if (pendingSearch) clearTimeout(pendingSearch.timer);
      pendingSearch = { props, timer: setTimeout(sendSearch, SEARCH_SETTLED_MS) };
    } else send(goal, goal === GOALS.lead ? leadProps(props ?? {}) : props);
  });

  // Booking links are plain links in many places (calls to action, the thank-you dialog).
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (link && isBookingLink(link.href, bookingUrl)) send(GOALS.booking);
    },
    { capture: true },
  );

  // The calculator's first change by the visitor (a slider or field of its island).
  const calculatorUsed = (event: Event) => {
    if (!(event.target as Element | null)?.closest?.('[data-island="RoiCalculator"]')) return;
    document.removeEventListener('input', calculatorUsed, true);
    send(GOALS.calculator);
  };
  document.addEventListener('input', calculatorUsed, true);
}
