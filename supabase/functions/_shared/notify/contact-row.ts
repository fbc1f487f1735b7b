// A contact request as public.contacts stores it, defined once for the e-mail sender (deployed
// on its own, so it cannot import from src) and the owner's tools.
// The sender checks every job's contact against this schema; the type comes from it.
import { z } from 'zod';
import { ATTRIBUTION_KEYS, type AttributionKey } from './attribution-keys.ts';

// Where a lead came from is never a reason to lose it: a value that is not text counts as
// unknown (null). Absent stays absent: a request stored before the columns existed has none.
const attributionValue = z.string().nullable().optional().catch(null);
const attributionShape = Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, attributionValue])) as Record<
  AttributionKey,
  typeof attributionValue
>;

/**
 * One row of public.contacts, as to_jsonb and the owner's functions write it. Columns this code
 * does not know are dropped, not refused: a column added by a migration must not stop the e-mails.
 */
export const storedContactSchema = z.object({
  id: z.string(),
  /** ISO 8601, as the database writes it. */
  created_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  ...attributionShape,
});
export type StoredContact = z.infer<typeof storedContactSchema>;
