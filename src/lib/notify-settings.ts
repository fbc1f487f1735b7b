/**
 * What the notification sender needs from content/: recipients, sender name, the e-mail texts
 * and the newsletter link pages. The local server builds it from the loaded content; the
 * notify-leads Edge Function reads the same object from a generated file
 * (supabase/functions/notify-leads/settings.json, `npm run schemas`), because it is deployed
 * without content/.
 */
import type { NotifySettings } from '../../supabase/functions/_shared/notify/types.ts';
import type { SiteContent } from '../content/load.ts';
import { NEWSLETTER_PATHS } from '../content/routes.ts';
import { fillTemplate } from './format.ts';
import { emailLogoOf } from './image-manifest.ts';

/** The database's newsletter_confirm_window() in hours (supabase/migrations/*_newsletter_double_opt_in.sql). */
export const NEWSLETTER_CONFIRM_HOURS = 48;

/** The database's lead_retry_window() in hours (supabase/migrations/*_lead_retry_window.sql). */
export const LEAD_RETRY_HOURS = 72;

/** The company's contact details as the contact page's panel labels them, one line each. */
function contactLines({ site, contact }: SiteContent): string[] {
  const labels = contact.getInTouch;
  const { email, phones, location, hours } = site.contact;
  return [
    ...phones.map((p) => `${labels.phoneLabel} (${p.label}): ${p.display}`),
    `${labels.emailLabel}: ${email}`,
    `${labels.locationLabel}: ${location.city}, ${location.region}`,
    `${labels.hoursLabel}: ${hours.display}`,
  ];
}

/**
 * The logo as an e-mail can load it: an absolute https address on the site (mail programs resolve
 * no relative address). Null when the site is not served over https (a local address), where a
 * recipient's mail program could not fetch it anyway.
 */
function logoAddress(logo: string, siteUrl: string): string | null {
  try {
    const url = new URL(logo, `${siteUrl.replace(/\/+$/, '')}/`);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function notifySettings(content: SiteContent, siteUrl: string): NotifySettings {
  const { contact, newsletter, site } = content;
  return {
    siteUrl: siteUrl.replace(/\/+$/, ''),
    senderName: site.notifications.senderName,
    leadRecipient: site.notifications.leadsTo,
    alertRecipient: site.notifications.alertsTo,
    confirmPath: NEWSLETTER_PATHS.confirm,
    unsubscribePath: NEWSLETTER_PATHS.unsubscribe,
    confirmHours: NEWSLETTER_CONFIRM_HOURS,
    leadRetryHours: LEAD_RETRY_HOURS,
    timeZone: site.timeZone,
    brand: {
      name: site.company.name,
      // The PNG the build draws of an SVG logo: Gmail and Outlook show no SVG.
      logoUrl: logoAddress(emailLogoOf(site.company.logo), siteUrl),
      colours: site.company.colours,
    },
    lead: contact.notification,
    // Only when set, so settings without HubSpot stay as they were (and so does their digest).
    ...(site.notifications.hubspotPortalId && site.notifications.hubspotFormId
      ? { hubspot: { portalId: site.notifications.hubspotPortalId, formGuid: site.notifications.hubspotFormId } }
      : {}),
    sourceNames: Object.fromEntries(site.social.map((s) => [s.network, s.label])),
    receipt: {
      ...contact.receipt,
      // Filled here, from content alone: the subject never holds anything a visitor typed.
      subject: fillTemplate(contact.receipt.subject, { company: site.company.name }),
      nextSteps: contact.nextSteps.items,
      bookingUrl: site.booking.url,
      replyTo: site.contact.email,
      contactLines: contactLines(content),
    },
    unverifiedDigest: contact.unverifiedDigest,
    newsletterConfirmation: newsletter.confirmationEmail,
    limits: site.limits,
  };
}
