import { fillYear } from '../lib/format.ts';
import type { Chrome } from '../lib/page-chrome.ts';
import { CompanyHomeLink } from './CompanyHomeLink.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { Icon } from './Icon.tsx';
import { LinkItems } from './LinkItems.tsx';

export function Footer({ chrome }: { chrome: Chrome }) {
  const { company, social, contact, footer, ui } = chrome;
  const heading = 'mb-4 text-sm font-semibold tracking-wider text-white uppercase';
  const link = 'text-slate-300 hover:text-white';
  return (
    <footer className="bg-ink text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <CompanyHomeLink company={company} textColor="text-white" />
          <p className="mt-4 max-w-sm leading-7">{company.tagline}</p>
          <ul className="mt-6 flex gap-3">
            {social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.url}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name={s.network} className="h-5 w-5" />
                  <span className="sr-only">{`${s.label} ${ui.newTab}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={ui.footer.links} className="lg:col-span-2">
          <h2 className={heading}>{footer.quickLinksTitle}</h2>
          <ul className="space-y-2">
            <LinkItems links={footer.quickLinks} className={link} />
          </ul>
          <ul className="mt-6 space-y-2">
            <LinkItems links={footer.legalLinks} className={link} />
            {chrome.cookieBanner ? (
              <li>
                <button type="button" className={`${link} underline-offset-4 hover:underline`} data-cookie-settings>
                  {footer.cookieSettingsLabel}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>

        <div className="lg:col-span-3">
          <h2 className={heading}>{footer.contactTitle}</h2>
          <ContactDetails contact={contact} layout="footer" />
        </div>

        <div className="lg:col-span-3">
          <h2 className={heading} id="newsletter-title">
            {footer.newsletter.title}
          </h2>
          <p className="mb-4 leading-7">{footer.newsletter.text}</p>
          {/* Sent by src/client/newsletter.ts, which enables the button. method="post": should
              anything submit it before, the address stays out of the URL. */}
          <form
            className="flex flex-col gap-2"
            method="post"
            aria-labelledby="newsletter-title"
            data-newsletter
            data-success={footer.newsletter.success}
            data-invalid={footer.newsletter.invalid}
            data-rate-limited={footer.newsletter.rateLimited}
            data-paused={footer.newsletter.paused}
            data-failure={footer.newsletter.failure}
          >
            <label htmlFor="newsletter-email" className="sr-only">
              {ui.footer.newsletterEmail}
            </label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              placeholder={footer.newsletter.placeholder}
              className="min-h-11 rounded-lg border border-white/20 bg-white/10 px-4 text-white placeholder:text-slate-400"
            />
            <button type="submit" className="btn-primary rounded-lg! disabled:opacity-70" disabled>
              {footer.newsletter.button}
            </button>
            <p className="min-h-6 text-sm" role="status" aria-live="polite" data-newsletter-status></p>
            <noscript>
              <p className="text-sm">{footer.newsletter.noScript}</p>
            </noscript>
          </form>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-slate-400">{fillYear(footer.copyright)}</p>
      </div>
    </footer>
  );
}
