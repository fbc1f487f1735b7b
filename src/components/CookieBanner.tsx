import type { Chrome } from '../lib/page-chrome.ts';

/** Hidden until the enhancement script finds no stored choice; fixed, so it shifts no layout. */
export function CookieBanner({ chrome }: { chrome: Pick<Chrome, 'cookieBanner' | 'ui'> }) {
  const { cookieBanner } = chrome;
  if (!cookieBanner) return null; // turned off in site.yaml (allowed only without Google Analytics)
  return (
    <section
      id="cookie-banner"
      aria-label={chrome.ui.cookieBanner}
      hidden
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-8px_30px_rgba(0,0,0,0.08)]"
    >
      <div className="container-page flex flex-col gap-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-6 text-slate-700">
          {cookieBanner.text}{' '}
          <a href={cookieBanner.policyHref} className="link">
            {cookieBanner.policyLinkLabel}
          </a>
        </p>
        <div className="flex shrink-0 gap-3">
          <button type="button" className="btn-secondary py-2!" data-consent="declined">
            {cookieBanner.decline}
          </button>
          <button type="button" className="btn-primary py-2!" data-consent="accepted">
            {cookieBanner.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
