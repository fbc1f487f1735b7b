// A contact request as public.contacts stores it, defined once for the e-mail sender (deployed
// on its own, so it cannot import from src), the owner's tools and the form's attribution.

/** The campaign parameters of a visit's first page that a lead records. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** Where a lead came from: the columns beside the request itself (src/lib/attribution.ts fills them). */
export const ATTRIBUTION_KEYS = [...UTM_KEYS, 'referrer', 'landing_page', 'form_page'] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

/** One row of public.contacts, as to_jsonb and the owner's functions write it. */
export interface StoredContact extends Partial<Record<AttributionKey, string | null>> {
  id: string;
  /** ISO 8601, as the database writes it. */
  created_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  message: string;
}
