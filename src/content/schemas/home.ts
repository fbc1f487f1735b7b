/** `content/home.yaml`: copy of the home page, section by section, in page order. */
import { z } from 'zod';
import { cta, image, sectionHeading, seo, stat, text } from './common.ts';
import { checkVariantHighlights, experiment } from './experiment.ts';

export const homeSchema = z
  .strictObject({
    seo,
    hero: z
      .strictObject({
        eyebrow: text('Small label above the headline.', { max: 60 }),
        title: text('Main headline of the site (the page’s only h1).', { max: 90 }),
        highlight: text('Part of the headline shown in the accent colour; must appear in the title.', { max: 40 }),
        text: text('Paragraph under the headline.', { max: 320 }),
        claims: z
          .array(text('A short claim with a figure, e.g. "40-70% cost reduction".', { max: 40 }))
          .min(1)
          .max(4)
          .describe('Short claims under the paragraph.'),
        primaryCta: cta,
        secondaryCta: z
          .strictObject({ label: text('Text of the button that scrolls to the industries section.', { max: 30 }) })
          .describe('The "Explore More" button; it scrolls to the industries section of this page.'),
        trustLine: text('Line under the buttons, e.g. "Trusted by 50+ businesses".', { max: 80 }),
        rating: text('Reviews line, e.g. "4.9/5 from 47+ reviews".', { max: 60 }),
        stats: z.array(stat).min(2).max(4).describe('Figures in the hero card, e.g. 24/7, 3x, 300%+, 95%.'),
        image: image('Illustration beside the headline (640×480).'),
        imageAlt: text('Description of the hero illustration for screen readers.', { max: 160 }),
        experiment: experiment.optional(),
      })
      .superRefine((hero, ctx) => checkVariantHighlights(hero, hero.experiment, ctx))
      .describe('The first screen of the home page.'),
    proof: z
      .strictObject({
        heading: sectionHeading,
        stats: z.array(stat).min(2).max(4).describe('Figures of the stats strip.'),
        badges: z
          .array(text('A compliance badge, e.g. "SOC 2".', { max: 20 }))
          .max(5)
          .describe('Security and compliance badges.'),
        badgesLabel: text(
          'Name screen readers announce for the list of badges, e.g. "Compliance". Not shown on the page.',
          { max: 40 },
        ),
        toolsTitle: text('Heading above the scrolling strip of tool logos.', { max: 60 }),
      })
      .describe('Stats, badges and the tools strip.'),
    services: z
      .strictObject({ heading: sectionHeading, cardCta: text('Text of the link on each service card.', { max: 30 }) })
      .describe('The services section.'),
    industries: z
      .strictObject({ heading: sectionHeading, cardCta: text('Text of the link on each industry card.', { max: 30 }) })
      .describe('The industries section.'),
    roi: z
      .strictObject({
        heading: sectionHeading,
        labels: z
          .strictObject({
            employees: text('Label of the employees slider.', { max: 60 }),
            wage: text('Label of the hourly wage slider.', { max: 60 }),
            hours: text(
              'Label of the weekly hours slider. The calculator multiplies these hours by the number of employees, so the label says they are per employee.',
              { max: 80 },
            ),
            annualCost: text('Label of the current annual cost result.', { max: 40 }),
            savings: text('Label of the potential annual savings result.', { max: 40 }),
            monthlyRoi: text('Label of the monthly ROI result.', { max: 40 }),
          })
          .describe('Labels of the calculator’s sliders and results.'),
        note: text(
          'Small print under the results explaining the 70% assumption; keep it in line with the calculator, which counts savings as 70% of the current annual cost.',
          { max: 200 },
        ),
        cta,
      })
      .describe('The ROI calculator section.'),
    testimonials: z
      .strictObject({ heading: sectionHeading, moreCta: cta })
      .describe('The testimonials section; moreCta is the "Read More Reviews" button.'),
    faq: z
      .strictObject({
        heading: sectionHeading,
        callPrompt: text('Line before the phone link, e.g. "Still have questions? Call us at".', { max: 80 }),
        cta,
      })
      .describe('The FAQ section.'),
    closing: z
      .strictObject({
        title: text('Heading of the closing call to action.', { max: 90 }),
        text: text('Paragraph of the closing call to action.', { max: 300 }),
        cta,
        callPrompt: text('Line before the phone link.', { max: 80 }),
      })
      .describe('The closing call to action at the bottom of the home page.'),
  })
  .describe('The home page.');

export type Home = z.infer<typeof homeSchema>;
