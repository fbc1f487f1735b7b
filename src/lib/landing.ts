/**
 * What a landing page's sections draw from the rest of the content: the cards, reviews, questions
 * and case studies they choose by name, and the texts of the calculator and the form, only those
 * its sections use. Pure: the page's data is made of it (src/pages/legal/page-data.ts), from the
 * checked content or, in the editor's preview, from the build's preview data.
 */
import type { CaseStudyEntry, LandingBlock, SiteContent, VariantBlock } from '../content/load.ts';
import type { Experiment } from '../content/schemas/experiment.ts';
import type { Home } from '../content/schemas/home.ts';
import type { LandingSection } from '../content/schemas/landing.ts';
import type { Faq, Testimonial } from '../content/schemas/people.ts';
import type { Ui } from '../content/schemas/ui.ts';
import { type ContactFormProps, contactFormProps } from './contact-form.ts';
import { type Card, cardOf } from './shown.ts';

/** What a case-study teaser shows of its case study. */
export type CaseStudyTeaser = Pick<CaseStudyEntry, 'slug' | 'hero' | 'image' | 'imageAlt'>;

/**
 * A section as a page draws it: a text section without its Markdown, which it shows as HTML;
 * with `variantOf`, a copy shown only to these variants of the experiment ("a c"), in a box the
 * stylesheet shows or hides by the variant the pre-paint script chose.
 */
export type ShownBlock = (
  | Exclude<LandingBlock, { type: 'text' }>
  | Omit<Extract<LandingBlock, { type: 'text' }>, 'body'>
) & { variantOf?: string };

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

/** A variant's section as one of the page's: without the id of the one it replaces, nor its variant. */
function asSection({ replaces: _replaces, variantOf: _variant, ...block }: VariantBlock, id: string): LandingBlock {
  return { ...block, id } as LandingBlock;
}

/**
 * The page's sections with its variants' sections in their places. While the experiment runs,
 * a replaced section is followed by each variant's own, every copy marked with the variants it
 * shows to (variantOf); once a winner is kept, that variant's section is the page's own, under
 * the id of the one it replaces; otherwise the page as written.
 */
export function withVariantSections(
  sections: readonly LandingBlock[],
  page: { experiment?: Experiment; experimentRuns?: boolean; variantBlocks?: readonly VariantBlock[] },
): (LandingBlock & { variantOf?: string })[] {
  const { experiment, variantBlocks = [] } = page;
  const running = page.experimentRuns ? experiment : undefined;
  return sections.flatMap((section) => {
    const replacing = variantBlocks.filter((v) => v.replaces === section.id);
    if (!running) {
      const kept = replacing.find((v) => v.variantOf === experiment?.keep);
      return [kept ? asSection(kept, section.id) : section];
    }
    if (!replacing.length) return [section];
    const own = running.variants.map((v) => v.key).filter((key) => !replacing.some((v) => v.variantOf === key));
    return [
      { ...section, variantOf: own.join(' ') },
      ...replacing.map((v) => ({ ...asSection(v, v.id), variantOf: v.variantOf })),
    ];
  });
}

/** The sections as a page draws them (ShownBlock). */
export function shownBlocks(sections: readonly (LandingBlock & { variantOf?: string })[]): ShownBlock[] {
  return sections.map((block) => {
    if (block.type !== 'text') return block;
    const { body, ...shown } = block;
    return shown;
  });
}
