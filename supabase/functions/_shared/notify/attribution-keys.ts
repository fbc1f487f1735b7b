// Where a lead came from: the columns public.contacts keeps beside the request itself. Kept
// apart from the row's schema (contact-row.ts) because the browser loads these with the contact
// form (src/lib/attribution.ts), and must not load zod with them.

/** The campaign parameters of a visit's first page that a lead records. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** Where a lead came from: the columns beside the request itself (src/lib/attribution.ts fills them). */
export const ATTRIBUTION_KEYS = [...UTM_KEYS, 'referrer', 'landing_page', 'form_page'] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
