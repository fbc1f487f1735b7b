/**
 * What a landing page's sections draw from the rest of the content: the cards, reviews, questions
 * and case studies they choose by name, and the texts of the calculator and the form, only those
 * its sections use. Pure: the page's data is made of it (src/pages/legal/page-data.ts), from the
 * checked content or, in the editor's preview, from the build's preview data.
 */
import type { CaseStudyEntry, LandingBlock, SiteContent } from '../content/load.ts';
import type { Home } from '../content/schemas/home.ts';
import type { LandingSection } from '../content/schemas/landing.ts';
import type { Faq, Testimonial } from '../content/schemas/people.ts';
import type { Ui } from '../content/schemas/ui.ts';
import { type ContactFormProps, contactFormProps } from './contact-form.ts';
import { type Card, cardOf } from './shown.ts';

/** What a case-study teaser shows of its case study. */
export type CaseStudyTeaser = Pick<CaseStudyEntry, 'slug' | 'hero' | 'image' | 'imageAlt'>;

/** A section as a page draws it: a text section without its Markdown, which it shows as HTML. */
export type ShownBlock =
  | Exclude<LandingBlock, { type: 'text' }>
  | Omit<Extract<LandingBlock, { type: 'text' }>, 'body'>;

/** What a landing page's sections draw of the rest of the content: only what they choose. */
export interface SectionSources {
  services: Card[];
  industries: Card[];
  testimonials: Testimonial[];
  faqs: Faq[];
  caseStudies: CaseStudyTeaser[];
  /** The cards' link texts of the home page, for each kind of card section that sets none. */
  cardLinks: Partial<Record<'services' | 'industries', string>>;
  /** Present with a testimonials section: what screen readers hear for the stars. */
  ratingLabel?: string;
  /** Present with a calculator section. */
  roi?: { labels: Home['roi']['labels']; note: string; formats: Ui['roi'] };
  /** Present with a contact-form section. */
  contactForm?: ContactFormProps;
  /** The first phone number of site.yaml, with a call to action that offers a phone line. */
  phone?: { tel: string; display: string };
}

type Block<T extends LandingBlock['type']> = Extract<LandingBlock, { type: T }>;

/** What these sections draw of the content: the entries they choose, and the texts of what they hold. */
export function sectionSources(content: SiteContent, sections: readonly LandingBlock[]): SectionSources {
  const { home, ui } = content;
  const of = <T extends LandingBlock['type']>(type: T) => sections.filter((s): s is Block<T> => s.type === type);
  const serviceCards = of('services');
  const industryCards = of('industries');
  const phone = content.site.contact.phones[0];
  const linkWanted = (blocks: { linkLabel?: string }[]) => blocks.some((b) => b.linkLabel === undefined);
  const serviceSlugs = serviceCards.flatMap((b) => b.items);
  const industrySlugs = industryCards.flatMap((b) => b.items);
  const reviewNames = of('testimonials').flatMap((b) => b.names);
  const questions = of('faq').flatMap((b) => b.questions);
  return {
    services: pick(content.services.items, serviceSlugs, (i) => i.slug).map(cardOf),
    industries: pick(content.industries.items, industrySlugs, (i) => i.slug).map(cardOf),
    testimonials: pick(content.testimonials.items, reviewNames, (t) => t.name),
    faqs: pick(content.faqs.items, questions, (f) => f.question),
    caseStudies: pick(
      content.caseStudies,
      of('case-study').map((b) => b.study),
      (s) => s.slug,
    ).map(({ slug, hero, image, imageAlt }) => ({ slug, hero, image, imageAlt })),
    cardLinks: {
      ...(linkWanted(serviceCards) ? { services: home.services.cardCta } : {}),
      ...(linkWanted(industryCards) ? { industries: home.industries.cardCta } : {}),
    },
    ...(of('testimonials').length ? { ratingLabel: ui.testimonials.rating } : {}),
    ...(of('roi-calculator').length ? { roi: { labels: home.roi.labels, note: home.roi.note, formats: ui.roi } } : {}),
    ...(of('contact-form').length ? { contactForm: contactFormProps(content) } : {}),
    ...(phone && of('call-to-action').some((b) => b.callPrompt) ? { phone } : {}),
  };
}

/** The entries named in `names`, once each, in the order first named. */
function pick<T>(items: readonly T[], names: readonly string[], nameOf: (item: T) => string): T[] {
  return chosen(items, [...new Set(names)], nameOf);
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
export function heroOf<B extends { type: string }>(sections: readonly B[]): Extract<B, { type: 'hero' }> | undefined {
  const first = sections[0];
  return first?.type === 'hero' ? (first as Extract<B, { type: 'hero' }>) : undefined;
}

/** The sections as a page draws them (ShownBlock). */
export function shownBlocks(sections: readonly LandingBlock[]): ShownBlock[] {
  return sections.map((block) => {
    if (block.type !== 'text') return block;
    const { body, ...shown } = block;
    return shown;
  });
}
