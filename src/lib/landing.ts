/**
 * What a landing page's sections draw from the rest of the content: the cards, reviews, questions
 * and case studies they choose by name, and the texts of the calculator and the form. Pure: the
 * page builds it from the checked content, the editor's preview from the build's preview data.
 */
import type { CaseStudyEntry, LandingBlock, SiteContent } from '../content/load.ts';
import type { Home } from '../content/schemas/home.ts';
import { type LandingSection, sectionIds } from '../content/schemas/landing.ts';
import type { IndustryCard, ServiceCard } from '../content/schemas/offerings.ts';
import type { Faq, Testimonial } from '../content/schemas/people.ts';
import type { Ui } from '../content/schemas/ui.ts';
import type { ContactFormProps } from '../islands/ContactForm.tsx';

/** What a case-study teaser shows of its case study. */
export type CaseStudyTeaser = Pick<CaseStudyEntry, 'slug' | 'hero' | 'image' | 'imageAlt'>;

export interface SectionSources {
  services: ServiceCard[];
  industries: IndustryCard[];
  testimonials: Testimonial[];
  faqs: Faq[];
  caseStudies: CaseStudyTeaser[];
  /** The cards' link texts of the home page, for sections that set none. */
  cardLinks: { services: string; industries: string };
  roi: { labels: Home['roi']['labels']; note: string; formats: Ui['roi'] };
  contactForm: ContactFormProps;
  /** The first phone number of site.yaml, for a call to action's phone line. */
  phone?: { tel: string; display: string };
  ui: Ui;
}

/** The props of the contact form island, wherever the form is shown. */
export function contactFormProps(content: Pick<SiteContent, 'contact' | 'site' | 'ui'>): ContactFormProps {
  const { contact, site, ui } = content;
  return {
    copy: contact.form,
    trapLabel: ui.contactForm.trapLabel,
    phone: site.contact.phones[0]?.display ?? '',
    bookingUrl: site.booking.url,
    newTabLabel: ui.newTab,
  };
}

export function sectionSources(content: SiteContent): SectionSources {
  const { home, ui } = content;
  return {
    services: content.services.items,
    industries: content.industries.items,
    testimonials: content.testimonials.items,
    faqs: content.faqs.items,
    caseStudies: content.caseStudies.map(({ slug, hero, image, imageAlt }) => ({ slug, hero, image, imageAlt })),
    cardLinks: { services: home.services.cardCta, industries: home.industries.cardCta },
    roi: { labels: home.roi.labels, note: home.roi.note, formats: ui.roi },
    contactForm: contactFormProps(content),
    phone: content.site.contact.phones[0],
    ui,
  };
}

/** The entries named in `names`, in that order; a name with no entry (a half-typed one in the editor) is left out. */
export function chosen<T>(items: readonly T[], names: readonly string[], nameOf: (item: T) => string): T[] {
  return names.flatMap((name) => items.filter((item) => nameOf(item) === name).slice(0, 1));
}

/** The questions of an FAQ section: the chosen ones of faqs.yaml first, then its own. */
export function faqsOf(section: Extract<LandingSection, { type: 'faq' }>, faqs: readonly Faq[]): Faq[] {
  return [...chosen(faqs, section.questions, (f) => f.question), ...section.items];
}

/** The hero section of a page, if it has one (it is the first section when it does). */
export function heroOf(sections: readonly LandingBlock[]): Extract<LandingBlock, { type: 'hero' }> | undefined {
  const first = sections[0];
  return first?.type === 'hero' ? first : undefined;
}

/** The blocks a page draws from its checked sections: each with its id, rich text as HTML. */
export function landingBlocks(
  sections: readonly LandingSection[],
  html: (body: string, index: number) => string,
): LandingBlock[] {
  const ids = sectionIds(sections);
  return sections.map((section, i) =>
    section.type === 'text' ? { ...section, html: html(section.body, i), id: ids[i]! } : { ...section, id: ids[i]! },
  );
}
