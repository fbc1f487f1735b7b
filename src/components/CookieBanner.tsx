import type { Chrome } from '../lib/page-chrome.ts';

/**
 * Hidden until the enhancement script finds no stored choice; fixed, so it shifts no layout. On
 * phones it is a short strip (text beside the two buttons, the text scrolling past four lines) so
 * that it takes at most 15 % of the screen and leaves the first screen's call to action free.
 */
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
      <div className="container-page flex items-center gap-3 py-2.5 sm:justify-between sm:gap-4 sm:py-4">
        <p className="max-h-24 min-w-0 flex-1 overflow-y-auto text-xs leading-4 text-slate-700 sm:max-h-none sm:text-sm sm:leading-6">
          {cookieBanner.text}{' '}
          <a href={cookieBanner.policyHref} className="link">
            {cookieBanner.policyLinkLabel}
          </a>
        </p>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:gap-3">
          <button
            type="button"
            className="btn-secondary px-4! py-1.5! text-sm sm:px-6! sm:py-2! sm:text-base"
            data-consent="declined"
          >
            {cookieBanner.decline}
          </button>
          <button
            type="button"
            className="btn-primary px-4! py-1.5! text-sm sm:px-6! sm:py-2! sm:text-base"
            data-consent="accepted"
          >
            {cookieBanner.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
