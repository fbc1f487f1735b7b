/**
 * The site's one enhancement script (every page). Pages work without it; it adds the header
 * menus, the cookie banner, animate-on-scroll, 'Go Back', the newsletter form, and hydrates
 * the islands of pages that have any.
 */
import { initConsent } from './consent.ts';
import { initHeader } from './header.ts';
import { hydrateIslands } from './islands.ts';
import { initNewsletter } from './newsletter.ts';
import { initAnimateOnScroll } from './reveal.ts';

document.documentElement.classList.add('js');
initHeader();
initConsent();
initAnimateOnScroll();
initNewsletter();
for (const button of document.querySelectorAll('[data-go-back]')) {
  button.addEventListener('click', () => {
    // A visitor who landed here directly has no page to go back to: go home instead.
    if (history.length > 1 && document.referrer) history.back();
    else location.href = '/';
  });
}
void hydrateIslands();
