/**
 * The site's one enhancement script (every page). Pages work without it; it adds the header
 * menus, the cookie banner, animate-on-scroll, 'Go Back', the newsletter form, records where the
 * visit started (for the contact form), hydrates the islands of pages that have any, and loads
 * the case-study demo where there is one and the analytics that site.yaml sets up, and counts a
 * view of an experiment's variant.
 */
import { recordFirstTouch } from './attribution.ts';
import { initConsent } from './consent.ts';
import { countExperimentViewOnce } from './experiment-view.ts';
import { initHeader } from './header.ts';
import { hydrateIslands } from './islands.ts';
import { keepSubmits } from './kept-submits.ts';
import { initNewsletter } from './newsletter.ts';
import { initAnimateOnScroll } from './reveal.ts';

document.documentElement.classList.add('js');
recordFirstTouch();
initHeader();
initConsent();
initAnimateOnScroll();
initNewsletter();
for (const button of document.querySelectorAll('[data-go-back]')) {
  button.addEventListener('click', () => {
    // Back only to a page of this site (the Navigation API knows); a visitor who arrived from
    // elsewhere or in a fresh tab goes home instead.
    const navigation = (window as { navigation?: { canGoBack: boolean } }).navigation;
    const canGoBack = navigation ? navigation.canGoBack : history.length > 1;
    if (canGoBack) history.back();
    else location.href = '/';
  });
}
hydrateIslands();
// A page view of an experiment's variant (chosen before the first paint by ./pre-paint.ts) is counted.
countExperimentViewOnce();
// A demo asked before its code has loaded is answered once it has: the press is kept meanwhile.
const demoForms = [...document.querySelectorAll<HTMLFormElement>('form[data-demo]')];
if (demoForms.length) {
  const handOver = keepSubmits(demoForms);
  void import('./demo.ts').then((m) => m.initDemos(new Date(), handOver()));
}

// The measurement id of content/site.yaml, when there is one: only then is analytics loaded.
const analyticsId = document.documentElement.dataset.analytics;
if (analyticsId) void import('./analytics.ts').then((m) => m.initAnalytics(analyticsId));
// The cookieless counter, when site.yaml sets up Plausible: it needs no consent, so it starts now.
const { plausibleDomain: domain, plausibleEndpoint: endpoint, booking } = document.documentElement.dataset;
if (domain && endpoint)
  void import('./plausible.ts').then((m) => m.initPlausible({ domain, endpoint }, booking ?? null));
