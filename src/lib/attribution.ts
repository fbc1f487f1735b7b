/**
 * Where a lead came from: the first page of the visit, the referring site (origin only), the
 * utm_* parameters of that first page (first touch) and the page the form was sent from. The
 * browser records the first touch in sessionStorage (no cookie) and sends it with the contact
 * request. Every value comes from an address anyone can write, so each is cut to the limits of
 * the database's CHECK constraints (supabase/migrations/*_lead_attribution_and_receipt.sql) and
 * cleaned of what they refuse, or dropped.
 */

import { UTM_KEYS, type UtmKey } from '../../supabase/functions/_shared/notify/attribution-keys.ts';
import { FORBIDDEN_CHARACTERS } from '../../supabase/functions/_shared/notify/characters.ts';
import { FIRST_TOUCH_KEY } from './first-touch-key.ts';

export { UTM_KEYS, type UtmKey };

export const ATTRIBUTION_LIMITS = { page: 300, referrer: 200, utm: 100 } as const;

/** The first touch of a visit, as kept in sessionStorage. */
export type FirstTouch = { landing_page: string | null; referrer: string | null } & Record<UtmKey, string | null>;
/** The columns of a contact request this adds. */
export type AttributionColumns = FirstTouch & { form_page: string | null };

/** What the database refuses in these columns too (characters.ts): removed from labels, refused in pages. */
const UNSAFE = new RegExp(FORBIDDEN_CHARACTERS.source, 'gu');
/** An origin the database accepts (contacts_referrer_format): host names and IPv4, no IPv6 literal. */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;

const cut = (value: string, max: number) => [...value].slice(0, max).join('');

/** A utm value: unsafe characters removed, spaces collapsed, cut to the limit; null when nothing is left. */
export function cleanUtm(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const clean = cut(value.replace(UNSAFE, ' ').replace(/\s+/gu, ' ').trim(), ATTRIBUTION_LIMITS.utm).trim();
  return clean || null;
}

/** A site path without query or fragment, or null when it is not a plain path within the limit. */
export function cleanPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const path = value.split(/[?#]/u)[0] ?? '';
  if (!/^\/[^\s"]*$/u.test(path) || FORBIDDEN_CHARACTERS.test(path)) return null;
  return [...path].length <= ATTRIBUTION_LIMITS.page ? path : null;
}

/** The origin of a referring page of another site, or null (none, this site, not http(s)). */
export function referrerOrigin(referrer: string | null | undefined, ownOrigin: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === ownOrigin) return null;
  return url.origin.length <= ATTRIBUTION_LIMITS.referrer && ORIGIN.test(url.origin) ? url.origin : null;
}

/** The first touch of a visit from the address of its first page and document.referrer. */
export function firstTouch(href: string, referrer: string | null | undefined): FirstTouch {
  const url = new URL(href);
  const touch = {
    landing_page: cleanPath(url.pathname),
    referrer: referrerOrigin(referrer, url.origin),
  } as FirstTouch;
  for (const key of UTM_KEYS) touch[key] = cleanUtm(url.searchParams.get(key));
  return touch;
}

/**
 * The columns to send, from what sessionStorage held (anything: it may have been edited) and
 * the form's page. Each value is cleaned again, so only what the database accepts is sent.
 */
export function attributionColumns(stored: unknown, formPage: string): AttributionColumns {
  const kept = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof kept[key] === 'string' ? (kept[key] as string) : null);
  const referrer = text('referrer');
  const columns = {
    landing_page: cleanPath(text('landing_page')),
    referrer: referrer && referrerOrigin(referrer, 'null') === referrer ? referrer : null,
    form_page: cleanPath(formPage),
  } as AttributionColumns;
  for (const key of UTM_KEYS) columns[key] = cleanUtm(text(key));
  return columns;
}

/** The columns to send, from what the site's script kept in this tab and the page of the form. */
export function attributionOfSession(formPage: string): AttributionColumns {
  let stored: unknown = null;
  try {
    stored = JSON.parse(sessionStorage.getItem(FIRST_TOUCH_KEY) ?? 'null');
  } catch {
    // Blocked or edited storage: the request goes without its origin.
  }
  return attributionOfVisit(stored, formPage);
}

/** The columns to send, from what the site's script kept (`{ href, referrer }`, maybe edited) and the form's page. */
export function attributionOfVisit(stored: unknown, formPage: string): AttributionColumns {
  const visit = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  let touch: FirstTouch | null = null;
  try {
    if (typeof visit.href === 'string')
      touch = firstTouch(visit.href, typeof visit.referrer === 'string' ? visit.referrer : null);
  } catch {
    // Not an address: the request goes without its origin.
  }
  return attributionColumns(touch, formPage);
}
