/**
 * What pages show of an entry where they show it in brief: a link by its name, a service or
 * industry card, the contact details. A page's data keeps these rather than the whole entry. Pure.
 */
import type { ServiceCard } from '../content/schemas/offerings.ts';
import type { Site } from '../content/schemas/site.ts';

type CardFields = Pick<ServiceCard, 'slug' | 'title' | 'description' | 'benefits' | 'icon' | 'color'>;

/** A link to an entry's page by its name: the menu's industries, the 404 page's suggestions. */
export const linkOf = ({ slug, title }: { slug: string; title: string }) => ({ slug, title });

/** A service or industry card (OfferingCard): not its page state, nor whether it is in the menu. */
export const cardOf = ({ slug, title, description, benefits, icon, color }: CardFields) => ({
  slug,
  title,
  description,
  benefits,
  icon,
  color,
});
export type Card = ReturnType<typeof cardOf>;

/** The contact details a page shows (footer, contact page): not those only search engines read. */
export function contactShown({ email, phones, location, hours }: Site['contact']) {
  return {
    email,
    phones,
    location: { city: location.city, region: location.region },
    hours: { display: hours.display, emergency: hours.emergency },
  };
}
export type ContactShown = ReturnType<typeof contactShown>;
