/**
 * `content/landing/<slug>.yaml`: a campaign landing page at /<slug>, composed by an editor from
 * the site's own sections. `sections` is one discriminated union on `type` (Decap's default type
 * key), so the check, the JSON Schema and the editor's variable-type list all come from here.
 */
import { z } from 'zod';
import {
  address,
  cta,
  image,
  isoDate,
  itemNames,
  keywords,
  metaDescription,
  refersTo,
  scheduling,
  sectionHeading,
  slug,
  stat,
  text,
} from './common.ts';
import { checkVariantHighlights, experimentOf, highlightProblem, messages } from './experiment.ts';
import { faqItem } from './people.ts';
import { normaliseWords } from './words.ts';

/** One kind of section: its `type` value, its name in the editor, what it is, and its fields. */
function section<T extends string, S extends z.core.$ZodLooseShape>(
  type: T,
  title: string,
  description: string,
  shape: S,
) {
  return z
    .strictObject({
      type: z.literal(type).describe(`The kind of section: ${type} (${title}).`),
      ...shape,
    })
    .describe(description)
    .meta({ title });
}

const slugs = (what: 'service' | 'industry', file: string) =>
  z
    .array(refersTo(slug(`The slug of a ${what} from content/${file}, e.g. as in its page address.`), what))
    .min(1)
    .max(12)
    .describe(`The ${what} cards to show, by slug (from content/${file}), in this order.`);

const cardLink = (file: string) =>
  text(
    `Text of the link on each card, e.g. "Learn More"; leave it out to use the one of the home page (content/home.yaml, ${file}.cardCta).`,
    { max: 30 },
  ).optional();

const hero = section(
  'hero',
  'Hero',
  'The top of the page: its only h1, a paragraph, claims, buttons, figures and a picture. At most one, and only as the first section.',
  {
    eyebrow: text('Small label above the headline (optional).', { max: 60 }).optional(),
    title: text('Headline of the page (its only h1).', { max: 90 }),
    highlight: text(
      'Part of the headline shown in the accent colour (optional); must appear in the title as written.',
      { max: 40 },
    ).optional(),
    text: text('Paragraph under the headline.', { max: 320 }),
    claims: z
      .array(text('A short claim with a figure, e.g. "Tables booked 24/7".', { max: 40 }))
      .max(4)
      .default([])
      .describe('Up to four short claims under the paragraph (optional).'),
    primaryCta: cta.describe('The main button, e.g. to the form further down this page: #contact-form.'),
    secondaryCta: cta.optional().describe('A second, quieter button (optional), e.g. to #faq.'),
    trustLine: text('Line under the buttons, e.g. "Trusted by 12 Chicago restaurants" (optional).', {
      max: 80,
    }).optional(),
    stats: z.array(stat).max(4).default([]).describe('Up to four figures under the picture (optional).'),
    image: image('Illustration beside the headline (640×480).'),
    imageAlt: text('Description of the illustration for screen readers.', { max: 160 }),
  },
).superRefine((value, ctx) => {
  if (value.highlight && !value.title.includes(value.highlight))
    ctx.addIssue({
      code: 'custom',
      path: ['highlight'],
      input: value.highlight,
      message: `"${value.highlight}" does not appear in title. The highlight must be part of the headline, written the same way.`,
    });
});

const services = section('services', 'Services', 'Service cards chosen from content/services.yaml.', {
  heading: sectionHeading,
  items: slugs('service', 'services.yaml'),
  linkLabel: cardLink('services'),
});

const industries = section('industries', 'Industries', 'Industry cards chosen from content/industries.yaml.', {
  heading: sectionHeading,
  items: slugs('industry', 'industries.yaml'),
  linkLabel: cardLink('industries'),
});

const stats = section('stats', 'Figures', 'A row of headline figures.', {
  heading: sectionHeading,
  items: z.array(stat).min(2).max(4).describe('Two to four figures.'),
});

const testimonials = section('testimonials', 'Testimonials', 'Client reviews chosen from content/testimonials.yaml.', {
  heading: sectionHeading,
  names: z
    .array(
      refersTo(
        text('The name of a review in content/testimonials.yaml, written exactly as there.', { max: 60 }),
        'review',
      ),
    )
    .min(1)
    .max(6)
    .describe('The reviews to show, by the name of the client who gave them, in this order.'),
  moreCta: cta
    .optional()
    .describe('A button under the reviews (optional), e.g. "Read More Reviews" to /about#reviews.'),
});

const caseStudy = section(
  'case-study',
  'Case study teaser',
  'A teaser of one case study (its title, text, figures and picture) with a link to the full story.',
  {
    study: refersTo(slug('The slug of a case study in content/case-studies/, e.g. restaurants.'), 'caseStudy'),
    linkLabel: text('Text of the link to the full case study, e.g. "Read the case study".', { max: 40 }),
  },
);

const faq = section(
  'faq',
  'FAQ',
  'Questions and answers: chosen from content/faqs.yaml, written for this page, or both (chosen ones first).',
  {
    heading: sectionHeading,
    questions: z
      .array(refersTo(text('A question of content/faqs.yaml, written exactly as there.', { max: 160 }), 'faq'))
      .max(12)
      .default([])
      .describe('Questions chosen from content/faqs.yaml, in this order (their answers come from there).'),
    items: z
      .array(faqItem)
      .max(12)
      .default([])
      .describe('Questions and answers written for this page only, shown after the chosen ones.'),
  },
).superRefine((value, ctx) => {
  if (!value.questions.length && !value.items.length)
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      input: value,
      message: 'has no questions. Choose some from content/faqs.yaml under questions, or write your own under items.',
    });
});

const roi = section(
  'roi-calculator',
  'ROI calculator',
  'The ROI calculator (its labels and note come from content/home.yaml). At most one per page.',
  {
    heading: sectionHeading,
    cta: cta.optional().describe('A button under the calculator (optional), e.g. to #contact-form.'),
  },
);

const richText = section(
  'text',
  'Rich text',
  'Text in Markdown, checked like an article: ## headings, **bold**, lists, [links](/page), images.',
  {
    heading: sectionHeading.optional().describe('A heading block above the text (optional).'),
    // Marked as Markdown for editors: the JSON Schema says so, and /admin gives it a Markdown editor.
    body: text(
      'The text in Markdown: ## for a heading, - for a list item, [words](/page) for a link; {company}, {companyPhone} and the other placeholders of Site settings are filled in. In the YAML file, write it on the lines after "body: |", indented.',
      { max: 20000 },
    ).meta({ contentMediaType: 'text/markdown' }),
  },
);

const callToAction = section(
  'call-to-action',
  'Call to action',
  'A coloured band with a heading, a sentence, a button and, if you like, the phone number.',
  {
    title: text('Heading of the call to action.', { max: 90 }),
    text: text('Paragraph of the call to action.', { max: 300 }),
    cta: cta.describe('The button, e.g. "Get Free Consultation" to #contact-form or /contact.'),
    callPrompt: text(
      'Line before the phone link (the first number of site.yaml), e.g. "Or call us directly at"; leave it out for no phone line.',
      { max: 80 },
    ).optional(),
  },
);

const contactForm = section(
  'contact-form',
  'Contact form',
  'The contact form (labels and messages from content/contact.yaml); requests sent here name this page as where they came from. At most one per page.',
  {
    title: text('Heading above the form, e.g. "Book your free consultation".', { max: 60 }),
    intro: text('One or two sentences under the heading (optional).', { max: 300 }).optional(),
  },
);

export const landingSection = z
  .discriminatedUnion('type', [
    hero,
    services,
    industries,
    stats,
    testimonials,
    caseStudy,
    faq,
    roi,
    richText,
    callToAction,
    contactForm,
  ])
  .describe('One section of the page; its type decides which fields it has.')
  .register(itemNames, { noun: 'section', title: 'type' });

export type LandingSection = z.infer<typeof landingSection>;
export type SectionType = LandingSection['type'];
export const SECTION_TYPES = landingSection.options.map((o) => o.shape.type.value) as SectionType[];

/**
 * The element id of each section: its type (`#faq`, `#contact-form`), numbered from the second
 * of a kind on (`#text-2`). Links on the page and from other pages point at these.
 */
export function sectionIds(sections: readonly { type: string }[]): string[] {
  const count = new Map<string, number>();
  return sections.map(({ type }) => {
    const n = (count.get(type) ?? 0) + 1;
    count.set(type, n);
    return n === 1 ? type : `${type}-${n}`;
  });
}

/** The id of the page's section that a variant's section takes the place of. */
const replaces = z
  .string()
  .regex(/^[a-z]+(?:-[a-z0-9]+)*$/, {
    message:
      'must be the id of one of the page’s sections: its type, e.g. faq, numbered from the second of a kind, e.g. text-2.',
  })
  .describe(
    'The section of the page this one takes the place of in this variant, by its id: its type (e.g. faq, call-to-action), numbered from the second of a kind on (e.g. text-2), as in the page’s #anchors.',
  );

/** A variant's section adds `replaces` to a kind's fields, and keeps its name and hint in the editor (metaOf). */
const replacing = { replaces };
const metaOf = (kind: z.ZodType) => z.globalRegistry.get(kind) ?? {};

/** A section of a variant: any kind but the hero (a variant changes the hero under `hero`). */
export const variantSection = z
  .discriminatedUnion('type', [
    services.safeExtend(replacing).meta(metaOf(services)),
    industries.safeExtend(replacing).meta(metaOf(industries)),
    stats.safeExtend(replacing).meta(metaOf(stats)),
    testimonials.safeExtend(replacing).meta(metaOf(testimonials)),
    caseStudy.safeExtend(replacing).meta(metaOf(caseStudy)),
    faq.safeExtend(replacing).meta(metaOf(faq)),
    roi.safeExtend(replacing).meta(metaOf(roi)),
    richText.safeExtend(replacing).meta(metaOf(richText)),
    callToAction.safeExtend(replacing).meta(metaOf(callToAction)),
    contactForm.safeExtend(replacing).meta(metaOf(contactForm)),
  ])
  .describe('The section this variant shows instead of one of the page’s; its type decides which fields it has.')
  .register(itemNames, { noun: 'section', title: 'type' });

export type VariantSection = z.infer<typeof variantSection>;

/** A landing page's experiment: its variants change the hero, or replace one section each. */
const landingExperiment = experimentOf(variantSection);

/** Sections a page can hold once only: their element ids (and the hero's h1) would repeat. */
const ONCE: Partial<Record<SectionType, string>> = {
  hero: 'a hero (the page’s only h1)',
  'roi-calculator': 'an ROI calculator',
  'contact-form': 'a contact form',
};

/** The rules between sections: one hero at the top, each once-only section once, a way to act. */
function checkSections(sections: LandingSection[], ctx: z.RefinementCtx): void {
  const seen = new Set<SectionType>();
  sections.forEach((s, i) => {
    const once = ONCE[s.type];
    if (once && seen.has(s.type))
      ctx.addIssue({
        code: 'custom',
        path: ['sections', i, 'type'],
        input: s.type,
        message: `is a second ${s.type} section. A page can have only ${once}: remove one of them.`,
      });
    else if (s.type === 'hero' && i > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['sections', i, 'type'],
        input: s.type,
        message: 'is the top of the page: move the hero section to the first place of sections.',
      });
    seen.add(s.type);
  });
  if (!seen.has('call-to-action') && !seen.has('contact-form'))
    ctx.addIssue({
      code: 'custom',
      path: ['sections'],
      input: sections,
      message:
        'has no call to action or contact form. Add a Call to action section (type: call-to-action) or a Contact form section (type: contact-form): a campaign page must let the visitor act.',
    });
}

/**
 * An experiment's hero changes and messages change the hero, so the page needs one; each variant's and each
 * message's headline keeps its highlight; no two messages answer the same campaign words.
 */
function checkHeroWords(
  page: {
    sections: LandingSection[];
    experiment?: z.infer<typeof landingExperiment>;
    messages: z.infer<typeof messages>;
  },
  ctx: z.RefinementCtx,
): void {
  const hero = page.sections[0]?.type === 'hero' ? page.sections[0] : undefined;
  const needsHero = (path: string) =>
    ctx.addIssue({
      code: 'custom',
      path: [path],
      input: path,
      message: 'changes the hero, and this page has none: add a hero section as the first section, or remove this.',
    });
  if (!hero) {
    // An experiment whose variants each replace a section, and change nothing of the hero, needs none.
    if (page.experiment?.variants.slice(1).some((v) => v.hero || !v.sections?.length)) needsHero('experiment');
    if (page.messages.length) needsHero('messages');
    return;
  }
  checkVariantHighlights(hero, page.experiment, ctx);
  const seen = new Map<string, string>();
  page.messages.forEach((m, i) => {
    const problem = highlightProblem({}, m);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['messages', i, 'highlight'], input: m.highlight, message: problem });
    [m.key, ...m.words].forEach((words, j) => {
      const normal = normaliseWords(words);
      const other = seen.get(normal);
      if (other !== undefined && other !== m.key)
        ctx.addIssue({
          code: 'custom',
          path: j === 0 ? ['messages', i, 'key'] : ['messages', i, 'words', j - 1],
          input: words,
          message: `"${words}" already shows the message ${other}: each campaign's words can show one message only.`,
        });
      else seen.set(normal, m.key);
    });
  });
}

/**
 * Each variant's section replaces a section the page has, other than the hero; every variant
 * still lets the visitor act; and a once-only section stays once on the page, which holds every
 * variant's sections at once (each shown to its variant only).
 */
function checkVariantSections(
  page: { sections: LandingSection[]; experiment?: z.infer<typeof landingExperiment> },
  ctx: z.RefinementCtx,
): void {
  const ids = sectionIds(page.sections);
  const held = new Set<SectionType>(page.sections.map((s) => s.type));
  page.experiment?.variants.forEach((v, i) => {
    const section = v.sections?.[0];
    if (!section) return;
    const path = ['experiment', 'variants', i, 'sections', 0];
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [...path, field], input: section[field as 'type'], message });
    const at = ids.indexOf(section.replaces);
    const others = ids.filter((id) => id !== 'hero').join(', ');
    if (section.replaces === 'hero' && at === 0)
      issue('replaces', 'is the hero: change its words, button or picture under hero instead of replacing it.');
    else if (at === -1) issue('replaces', `is not a section of this page; its sections are ${others}.`);
    const once = ONCE[section.type];
    if (once && held.has(section.type))
      issue(
        'type',
        `is a second ${section.type} section: the page holds the sections of every variant at once, and can have only ${once}.`,
      );
    held.add(section.type);
    if (at <= 0) return;
    const shown = page.sections.map((s, j) => (j === at ? section : s));
    if (!shown.some((s) => s.type === 'call-to-action' || s.type === 'contact-form'))
      issue(
        'replaces',
        `takes the place of the page’s only call to action or contact form (${section.replaces}), so variant ${v.key} would give the visitor no way to act. Replace another section, or make this one a call to action or contact form.`,
      );
  });
}

export const landingSchema = z
  .strictObject({
    title: text(
      'Title of the page in the browser tab and search results; also its heading when it has no hero section.',
      { max: 70 },
    ),
    slug: address('the domain (/)', 'page'),
    description: metaDescription('Summary shown under the title in search results and link previews.'),
    keywords,
    noindex: z
      .boolean()
      .default(false)
      .describe(
        'Keeps the page out of search engines and the sitemap, e.g. a page that only an ad or a newsletter links to.',
      ),
    date: isoDate(
      'Publication date, written YYYY-MM-DD. A date after today schedules the page: it stays off the live site until that day (in the site’s time zone: Site settings → Time zone), when the daily rebuild publishes it.',
    ),
    draft: z
      .boolean()
      .default(false)
      .describe('A draft stays off the live site and the sitemap; deploy previews show it, marked as a draft.'),
    sections: z
      .array(landingSection)
      .min(1)
      .max(20)
      .describe('The sections of the page, top to bottom. A page needs at least a call to action or a contact form.'),
    experiment: landingExperiment.optional(),
    messages,
  })
  .superRefine((page, ctx) => {
    checkSections(page.sections, ctx);
    checkHeroWords(page, ctx);
    checkVariantSections(page, ctx);
  })
  .describe('A campaign landing page, made of the site’s sections.')
  .register(scheduling, { date: 'date', draft: 'draft' });

export type LandingFrontMatter = z.infer<typeof landingSchema>;
