/** `content/case-studies/<slug>.yaml`: one industry case study page. */
import { z } from 'zod';
import { cta, externalUrl, image, itemNames, seo, slug, stat, text } from './common.ts';
import { demo } from './demo.ts';

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
      'The industry this case study belongs to, by the name in its address (e.g. real-estate), as in content/industries.yaml, where its status must be case-study.',
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
    demo,
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
        url: externalUrl(
          'Full https:// address of the live demo (opens in a new tab); leave it out to link to the demo on this page.',
        ).optional(),
      })
      .describe(
        'The "View Live Demo" link: to the external demo when its address is set, else to the demo on this page.',
      ),
  })
  .superRefine((study, ctx) => {
    if (study.demo.kind === 'spaBooking' && !study.offers)
      ctx.addIssue({
        code: 'custom',
        path: ['demo', 'kind'],
        message: 'needs a price list: add offers with the treatments the booking demo offers.',
      });
    if (study.demo.kind === 'propertyFinder' && study.demo.grades[0]?.minPoints !== 0)
      ctx.addIssue({
        code: 'custom',
        path: ['demo', 'grades', 0, 'minPoints'],
        message: 'must be 0, so that every lead gets a grade.',
      });
    if (study.demo.kind === 'reservation') {
      const { times } = study.demo;
      study.demo.tables.forEach((table, t) => {
        table.full.forEach((time, i) => {
          if (!times.includes(time))
            ctx.addIssue({
              code: 'custom',
              path: ['demo', 'tables', t, 'full', i],
              message: `is not one of the demo's times (${times.join(', ')}).`,
            });
        });
      });
    }
  })
  .describe('An industry case study.');

export type CaseStudy = z.infer<typeof caseStudySchema>;
