/**
 * The cookieless measurement (Plausible) as plain data: the goals the owner's questions need,
 * the properties a stored lead carries, what of an address may be sent, and what the pages need
 * to know of the settings. Nothing here names a person: events carry page paths, campaign labels
 * and fixed words only (docs/analytics.md lists the goals to create in Plausible). Pure.
 */
import type { AttributionColumns } from './attribution.ts';
import { leadSource } from './lead-source.ts';

/** The event names, as goals are created in Plausible: each answers one of the owner's questions. */
export const GOALS = {
  /** A contact request the database stored: the conversion. */
  lead: 'Lead',
  /** A click on a link to the booking page (Cal.com, Calendly …). */
  booking: 'Booking Click',
  /** The savings calculator changed by the visitor (once per page view). */
  calculator: 'Calculator Used',
  /** A search on /search, counted once the visitor stops typing. */
  search: 'Search',
  /** A newsletter sign-up the database accepted (before the e-mail is confirmed). */
  newsletter: 'Newsletter Sign-up',
} as const;

export type Goal = (typeof GOALS)[keyof typeof GOALS];
export type EventProps = Record<string, string>;

/** What a page needs to send to Plausible, from content/site.yaml; null when it is not set up. */
export interface PlausibleSettings {
  domain: string;
  /** The events API: `<plausibleHost>/api/event`. */
  endpoint: string;
}

export function plausibleSettings(analytics: {
  plausibleDomain: string | null;
  plausibleHost: string;
}): PlausibleSettings | null {
  if (!analytics.plausibleDomain) return null;
  return { domain: analytics.plausibleDomain, endpoint: `${new URL(analytics.plausibleHost).origin}/api/event` };
}

/** The origin the policy must let the browser send events to, or null without Plausible. */
export function plausibleOrigin(analytics: { plausibleDomain: string | null; plausibleHost: string }): string | null {
  const settings = plausibleSettings(analytics);
  return settings && new URL(settings.endpoint).origin;
}

/**
 * A stored lead's properties: the first page of the visit, the page of the form, and its source
 * (utm_source, else the referring site, else "(direct)", as the weekly report counts it).
 * "(none)" for an unknown page: Plausible drops empty values, and a breakdown must show them.
 */
export function leadProps(columns: Partial<AttributionColumns>): EventProps {
  return {
    landing_page: columns.landing_page ?? '(none)',
    form_page: columns.form_page ?? '(none)',
    source: leadSource({ utm_source: columns.utm_source ?? null, referrer: columns.referrer ?? null }),
  };
}

/**
 * The address sent with an event: the page and its utm_* labels only. The fragment is dropped
 * (the newsletter's e-mail links carry a token there) and so is every other parameter (a
 * search's words in ?q=, anything a link elsewhere may have appended), which could name a person.
 */
export function eventUrl(href: string): string {
  const url = new URL(href);
  const labels = [...url.searchParams].filter(([name]) => name.startsWith('utm_'));
  const query = new URLSearchParams(labels).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** The referring page as its origin only (Plausible reads no more than the site from it). */
export function referrerOnly(referrer: string | null | undefined): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
}

/** Whether an address is on this machine: a Plausible tried out locally (or a test's stand-in). */
export function isLoopback(href: string): boolean {
  const host = new URL(href).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Whether a link leads to the booking page (its origin and path; the query may be filled in). */
export function isBookingLink(href: string, bookingUrl: string | null): boolean {
  if (!bookingUrl || !URL.canParse(href)) return false;
  const link = new URL(href);
  const booking = new URL(bookingUrl);
  return link.origin === booking.origin && link.pathname.replace(/\/$/, '') === booking.pathname.replace(/\/$/, '');
}

/** The banner's text: its own, plus each sentence about analytics only when that analytics is set. */
export function cookieBannerText(
  banner: { text: string; analyticsCookies: string; cookielessAnalytics: string },
  analytics: { googleTagId: string | null; plausibleDomain: string | null },
): string {
  return [
    banner.text,
    analytics.googleTagId ? banner.analyticsCookies : '',
    analytics.plausibleDomain ? banner.cookielessAnalytics : '',
  ]
    .filter(Boolean)
    .join(' ');
}
