/**
 * What the contact form island is given, wherever the form is shown (the contact page, a landing
 * page's form section): the form's texts and the site's details it offers. Here rather than in the
 * island so that the pages' data (src/lib/landing.ts, src/pages/contact) names it without
 * importing an island.
 */
import type { SiteContent } from '../content/load.ts';

export { TURNSTILE_ACTION } from '../../supabase/functions/_shared/notify/turnstile-action.ts';

export interface ContactFormProps {
  copy: SiteContent['contact']['form'];
  /** Label of the hidden field only robots fill in (content/ui.yaml). */
  trapLabel: string;
  /** The other ways in, offered when sending failed: the first phone number and the e-mail address of site.yaml. */
  reach: { phone: string; email: string };
  /** The booking page (site.yaml booking.url), offered first after sending; null: none. */
  bookingUrl: string | null;
  /** "(opens in a new tab)" for screen readers (content/ui.yaml). */
  newTabLabel: string;
  /** Cloudflare Turnstile's site key (site.yaml), when it is the human check; null: ALTCHA. */
  turnstileSiteKey: string | null;
}

/** The props of the contact form island, wherever the form is shown. */
export function contactFormProps(content: Pick<SiteContent, 'contact' | 'site' | 'ui'>): ContactFormProps {
  const { contact, site, ui } = content;
  return {
    copy: contact.form,
    trapLabel: ui.contactForm.trapLabel,
    reach: { phone: site.contact.phones[0]?.display ?? '', email: site.contact.email },
    bookingUrl: site.booking.url,
    newTabLabel: ui.newTab,
    turnstileSiteKey: site.turnstileSiteKey,
  };
}
