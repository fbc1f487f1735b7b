/**
 * Google Analytics with Consent Mode, only when site.yaml names a measurement id (otherwise
 * this module is not even in the bundle). Every consent type starts 'denied'; the tag itself
 * is requested only after the visitor accepts, so before a choice or after Decline no request
 * reaches an analytics host.
 */
import { CONSENT_KEY } from './consent.ts';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export function initAnalytics(tagId: string): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the arguments object itself, as Google's snippet passes it.
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself, not an array.
    window.dataLayer!.push(arguments);
  };
  window.gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  window.gtag('js', new Date());
  window.gtag('config', tagId, { anonymize_ip: true });

  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;
    document.head.append(script);
  };
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CONSENT_KEY);
  } catch {
    /* storage blocked: treat as no choice */
  }
  if (stored === 'accepted') {
    window.gtag('consent', 'update', { analytics_storage: 'granted' });
    load();
  }
  document.addEventListener('consentchange', (event) => {
    if ((event as CustomEvent<string>).detail === 'accepted') load();
  });
}
