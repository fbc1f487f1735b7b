/**
 * Cookie banner: shown only while no choice is stored under `cookieConsent`. Accept stores
 * "accepted" and grants analytics storage through the consent API if an analytics function
 * exists; Decline stores "declined", and so does Escape while the banner shows. The footer's
 * "Cookie settings" reopens the banner.
 */
export const CONSENT_KEY = 'cookieConsent';
export type Consent = 'accepted' | 'declined';

type Gtag = (...args: unknown[]) => void;

function readConsent(): Consent | null {
  try {
    const v = localStorage.getItem(CONSENT_KEY);
    return v === 'accepted' || v === 'declined' ? v : null;
  } catch {
    return null; // storage blocked: ask every time, store nothing
  }
}

function storeConsent(value: Consent) {
  try {
    localStorage.setItem(CONSENT_KEY, value);
  } catch {
    /* storage blocked: the choice lasts for this page view */
  }
  document.dispatchEvent(new CustomEvent('consentchange', { detail: value }));
}

export function initConsent(): void {
  const banner = document.getElementById('cookie-banner');
  if (!banner) return;
  const show = () => {
    banner.hidden = false;
  };
  if (!readConsent()) show();
  const choose = (value: Consent) => {
    storeConsent(value);
    const gtag = (window as unknown as { gtag?: Gtag }).gtag;
    if (typeof gtag === 'function') {
      gtag('consent', 'update', { analytics_storage: value === 'accepted' ? 'granted' : 'denied' });
    }
    // A keyboard user inside the banner keeps a place on the page rather than falling to its start.
    const hadFocus = banner.contains(document.activeElement);
    banner.hidden = true;
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };
  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-consent]');
    if (button) choose(button.dataset.consent as Consent);
  });
  // Before the header's own handlers (capture), which close an open menu on the same key press:
  // Escape then closes the menu alone, and the banner waits for the next one.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || banner.hidden || document.querySelector('[aria-expanded="true"]')) return;
      choose('declined');
    },
    { capture: true },
  );
  for (const button of document.querySelectorAll('[data-cookie-settings]')) {
    button.addEventListener('click', () => {
      show();
      banner.querySelector<HTMLButtonElement>('[data-consent="accepted"]')?.focus();
    });
  }
}
