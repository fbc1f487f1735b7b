/** `content/case-studies/<slug>.yaml`: one industry case study page. */
import { z } from 'zod';
import { cta, externalUrl, image, itemNames, seo, slug, stat, text } from './common.ts';

const FIELD_TYPES = ['text', 'date', 'time', 'select', 'number', 'textarea'] as const;

const block = (what: string) =>
  z
    .strictObject({
      title: text(`Heading of the ${what} section.`, { max: 80 }),
      text: text(`Paragraph of the ${what} section.`, { max: 900 }),
      points: z
        .array(text('One bullet point.', { max: 200 }))
        .max(8)
        .describe(`Bullet points of the ${what} section.`)
        .default([]),
    })
    .describe(`The ${what} section.`);

export const caseStudySchema = z
  .strictObject({
    slug: slug(
      'The industry this case study belongs to; must match a slug in content/industries.yaml with status case-study.',
    ),
    seo,
    hero: z
      .strictObject({
        eyebrow: text('Small label above the title, e.g. "Case Study · Restaurants".', { max: 60 }),
        title: text('Title of the case study (the page’s h1).', { max: 90 }),
        text: text('Paragraph under the title.', { max: 400 }),
        claims: z.array(stat).min(1).max(4).describe('Headline results, e.g. 48hrs launch, 70% less manual work.'),
      })
      .describe('Top of the case study page.'),
    image: image('Illustration of the project (960×540).'),
    imageAlt: text('Description of the illustration for screen readers.', { max: 160 }),
    widget: z
      .strictObject({
        title: text('Heading of the widget preview, e.g. "Reserve a Table".', { max: 60 }),
        intro: text('One sentence introducing the preview.', { max: 200 }),
        fields: z
          .array(
            z
              .strictObject({
                label: text('Label of the field, e.g. "Party size".', { max: 40 }),
                type: z.enum(FIELD_TYPES).describe(`Kind of input, one of: ${FIELD_TYPES.join(', ')}.`),
                options: z
                  .array(text('One choice.', { max: 40 }))
                  .max(10)
                  .describe('Choices of a select field.')
                  .optional(),
                placeholder: text('Example value shown in the field.', { max: 60 }).optional(),
              })
              .describe('A field of the widget preview.')
              .register(itemNames, { noun: 'field', title: 'label' }),
          )
          .min(1)
          .max(8)
          .describe('Fields of the widget preview, in order.'),
        button: text('Text of the widget’s button.', { max: 30 }),
        note: text('Small print saying the preview sends nothing.', { max: 120 }),
      })
      .describe('A non-working preview of the widget built for the client.'),
    offers: z
      .strictObject({
        title: text('Heading of the price list.', { max: 60 }),
        items: z
          .array(
            z
              .strictObject({
                name: text('Name of the treatment or package.', { max: 60 }),
                minutes: z.number().int().positive().max(600).describe('Duration in minutes.'),
                price: z.number().positive().max(100000).describe('Price in US dollars, e.g. 120.'),
              })
              .describe('One priced offer.')
              .register(itemNames, { noun: 'offer', title: 'name' }),
          )
          .min(1)
          .max(12)
          .describe('The priced offers.'),
      })
      .describe('Optional price list (e.g. spa treatments).')
      .optional(),
    challenge: block('challenge'),
    solution: block('solution'),
    techStack: z
      .strictObject({
        title: text('Heading of the tech stack section.', { max: 60 }),
        items: z
          .array(
            z
              .strictObject({
                name: text('Technology or building block.', { max: 40 }),
                purpose: text('What it does in this project.', { max: 120 }),
              })
              .describe('A part of the tech stack.')
              .register(itemNames, { noun: 'technology', title: 'name' }),
          )
          .min(1)
          .max(10)
          .describe('Technologies used.'),
      })
      .describe('The tech stack section.'),
    results: z
      .strictObject({
        title: text('Heading of the results section.', { max: 60 }),
        items: z.array(stat).min(1).max(6).describe('Measured results.'),
      })
      .describe('The results section.'),
    closing: z
      .strictObject({
        title: text('Heading of the call to action.', { max: 90 }),
        text: text('Paragraph of the call to action.', { max: 300 }),
        cta,
      })
      .describe('Call to action at the end of the case study.'),
    liveDemo: z
      .strictObject({
        label: text('Text of the link to the live demo.', { max: 40 }),
        url: externalUrl('Full https:// address of the live demo (opens in a new tab).'),
      })
      .describe('External live demo of the project.'),
  })
  .describe('An industry case study.');

export type CaseStudy = z.infer<typeof caseStudySchema>;
