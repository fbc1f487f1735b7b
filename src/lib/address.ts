/**
 * The address field of an article or a landing page in the editor: made from the title while
 * the entry is new and the editor has not typed one of their own, then left alone; and, for an
 * entry already saved, the new address when the editor moves it. Pure, so tests run it in Node.
 */
import { kebabName } from '../content/files.ts';

/** The address the site makes of a title: "AI Audit for Chicago Businesses" → "ai-audit-for-chicago-businesses". */
export function addressFromTitle(title: unknown): string {
  return typeof title === 'string' ? kebabName(title) : '';
}

/**
 * What a new entry's address field holds after the title changed from `previousTitle` to
 * `title`: it follows the title while it is empty or still the one made from the old title;
 * an address the editor typed is kept.
 */
export function followTitle(value: unknown, title: unknown, previousTitle: unknown): string {
  const current = typeof value === 'string' ? value : '';
  if (current === '' || current === addressFromTitle(previousTitle)) return addressFromTitle(title);
  return current;
}

/** The address a saved entry moves to with this save, if its address field names another. */
export function movedAddress(slug: string, values: Record<string, unknown>): string | undefined {
  const typed = values.slug;
  return slug && typeof typed === 'string' && typed !== '' && typed !== slug ? typed : undefined;
}
