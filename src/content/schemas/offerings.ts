/**
 * `content/services.yaml` and `content/industries.yaml`: the cards on the home page and the
 * overview pages. Both collections share one card shape, so one component draws both.
 */
import { z } from 'zod';
import { color, cta, itemNames, sectionHeading, seo, slug, text } from './common.ts';

export const ICONS = [
  'workflow',
  'voice',
  'chat',
  'calendar',
  'megaphone',
  'cloud',
  'utensils',
  'hotel',
  'health',
  'home',
  'leaf',
  'shield',
  'cart',
] as const;

const card = (kind: 'service' | 'industry') =>
  z
    .strictObject({
      slug: slug(
        `Last part of the ${kind} page address, e.g. ${kind === 'service' ? 'voice-agents for /services/voice-agents' : 'restaurants for /industries/restaurants'}. Changing it changes the page address: saved in /admin, the change offers the redirect from the old one and updates every entry that shows this ${kind} or links to its page${kind === 'industry' ? ', and renames its case study with it' : ''}; edited by hand, the check names those entries.`,
      ),
      title: text(`Name of the ${kind}.`, { max: 50 }),
      description: text('Two sentences shown on the card.', { max: 240 }),
      benefits: z
        .array(text('A short benefit.', { max: 60 }))
        .length(3)
        .describe('Exactly three short benefits listed on the card.'),
      icon: z.enum(ICONS).describe(`Icon drawn on the card, one of: ${ICONS.join(', ')}.`),
      color: color(),
      status: z
        .enum(kind === 'service' ? ['coming-soon'] : ['case-study', 'coming-soon'])
        .describe(
          kind === 'service'
            ? 'Page state: coming-soon (a placeholder page, hidden from search engines).'
            : 'Page state: case-study (a full page, from the case study of the same name in content/case-studies) or coming-soon (a placeholder hidden from search engines).',
        ),
      ...(kind === 'industry'
        ? {
            inMenu: z
              .boolean()
              .default(true)
              .describe('Show this industry in the header dropdown and on the home page.'),
          }
        : {}),
    })
    .describe(`A ${kind} card.`)
    .register(itemNames, { noun: kind, title: 'title' });

const overview = (kind: 'service' | 'industry') =>
  z.strictObject({
    seo,
    heading: sectionHeading,
    notice: text('Notice on the overview page, e.g. that detailed pages are being developed.', { max: 200 }),
    comingSoon: z
      .strictObject({
        label: text('Text shown on placeholder pages, e.g. "Coming soon...".', { max: 40 }),
        text: text('Sentence under it inviting the visitor to get in touch meanwhile.', { max: 200 }),
        cta,
      })
      .describe('What placeholder pages show.'),
    items: z.array(card(kind)).min(1).max(20).describe(`The ${kind} cards, in display order.`),
  });

export const servicesSchema = overview('service').describe('Services: the overview page and the service cards.');
export const industriesSchema = overview('industry').describe('Industries: the overview page and the industry cards.');

export type Services = z.infer<typeof servicesSchema>;
export type Industries = z.infer<typeof industriesSchema>;
export type ServiceCard = Services['items'][number];
export type IndustryCard = Industries['items'][number];
