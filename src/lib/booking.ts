/**
 * The booking page (Cal.com, Calendly or similar) of content/site.yaml `booking`: the address
 * that opens it with the visitor's name and e-mail filled in (both services read `name` and
 * `email` from the query), and the consultation calls to action that may point there.
 */

// The e-mail sender (deployed on its own) builds the same link for the receipt.
export { bookingLink } from '../../supabase/functions/_shared/notify/booking.ts';

/** The contact page: the calls to action that lead to it are the consultation ones. */
const CONTACT_PAGE = '/contact';

const isConsultationCta = (value: object): value is { label: string; href: string } => {
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    keys.includes('label') &&
    (value as { href?: unknown }).href === CONTACT_PAGE &&
    typeof (value as { label?: unknown }).label === 'string'
  );
};

function retarget<T>(value: T, url: string): T {
  if (Array.isArray(value)) return value.map((item) => retarget(item, url)) as T;
  if (value === null || typeof value !== 'object') return value;
  if (isConsultationCta(value)) return { ...value, href: url };
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, retarget(item, url)])) as T;
}

/**
 * The content with every call-to-action button that leads to the contact page (a label and an
 * href of /contact: header, home, about, articles, coming-soon pages, case studies) pointed at
 * the booking page, when site.yaml sets `booking.url` and `booking.ctas`; otherwise unchanged.
 * Done once on the checked content, so every page renders the link in its own HTML.
 */
export function withBookingCtas<T extends { site: { booking: { url: string | null; ctas: boolean } } }>(content: T): T {
  const { url, ctas } = content.site.booking;
  return url && ctas ? retarget(content, url) : content;
}
