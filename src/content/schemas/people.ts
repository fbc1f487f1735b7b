/** `content/testimonials.yaml`, `content/faqs.yaml`, `content/tools.yaml`. */
import { z } from 'zod';
import { image, itemNames, text } from './common.ts';

export const testimonialsSchema = z
  .strictObject({
    items: z
      .array(
        z
          .strictObject({
            name: text('Name of the client who gave the review.', { max: 60 }),
            role: text('Their job title.', { max: 60 }),
            company: text('Their company.', { max: 60 }),
            content: text('The review, in their words.', { max: 600 }),
            rating: z.number().int().min(1).max(5).describe('Star rating from 1 to 5.'),
            image: image(
              'Portrait of the client, shown 96×96. A photo uploaded here is cropped to a square from its middle and saved 384 pixels square.',
              { square: 96 },
            ),
          })
          .describe('A client review.')
          .register(itemNames, { noun: 'review', title: 'name' }),
      )
      .min(1)
      .max(30)
      .describe('Client reviews; the first three appear on the home page, all of them on /about#reviews.'),
  })
  .describe('Client reviews.');

/** A question and its answer: in content/faqs.yaml, and written for one landing page. */
export const faqItem = z
  .strictObject({
    question: text('The question, as a visitor would ask it.', { max: 160 }),
    answer: text('The answer shown when the question is opened (plain text).', { max: 1200 }),
  })
  .describe('A question and its answer.')
  .register(itemNames, { noun: 'FAQ', title: 'question' });

export const faqsSchema = z
  .strictObject({
    items: z
      .array(faqItem)
      .min(1)
      .max(20)
      .describe('Frequently asked questions, in display order; the first is open when the page loads.'),
  })
  .describe('Frequently asked questions.');

export const toolsSchema = z
  .strictObject({
    items: z
      .array(
        z
          .strictObject({
            name: text('Name of the tool (read by screen readers).', { max: 40 }),
            logo: image('Logo of the tool (160×48 SVG).'),
          })
          .describe('A tool we work with.')
          .register(itemNames, { noun: 'tool', title: 'name' }),
      )
      .min(1)
      .max(12)
      .describe('Logos in the scrolling tools strip.'),
  })
  .describe('Tools we work with.');

export type Testimonial = z.infer<typeof testimonialsSchema>['items'][number];
export type Faq = z.infer<typeof faqsSchema>['items'][number];
export type Tool = z.infer<typeof toolsSchema>['items'][number];
