/** Front matter of `content/blog/*.md` and `content/legal/*.md`. */
import { z } from 'zod';
import {
  address,
  color,
  image,
  isoDate,
  keywords,
  metaDescription,
  refersTo,
  scheduling,
  slug,
  text,
} from './common.ts';

export const postSchema = z
  .strictObject({
    title: text('Title of the article (its h1 and browser title).', { max: 90 }),
    slug: address('/blog/', 'article'),
    description: metaDescription('Summary shown under the title in search results.'),
    excerpt: text('Teaser on the blog card (one or two sentences).', { max: 260 }),
    date: isoDate(
      'Publication date, written YYYY-MM-DD. A date after today schedules the article: it stays off the live site until that day (in the site’s time zone: Site settings → Time zone), when the daily rebuild publishes it.',
    ),
    readTime: z.number().int().min(1).max(90).describe('Reading time in whole minutes.'),
    category: text('Category shown on the article.', { max: 40 }),
    cardCategory: text('Category shown on the blog card (often shorter).', { max: 40 }),
    image: image('Hero illustration of the article (1200×630).'),
    imageAlt: text('Description of the hero illustration for screen readers.', { max: 200 }),
    color: color('Accent colour of the article, one of the theme colours.'),
    keywords,
    previous: refersTo(
      slug(
        'The article linked as the previous one: its file name without .md, e.g. vibe-marketing-guide-2025. Empty for none.',
      ),
      'post',
    )
      .nullable()
      .default(null),
    next: refersTo(
      slug('The article linked as the next one: its file name without .md. Empty links back to the blog instead.'),
      'post',
    )
      .nullable()
      .default(null),
    cta: z
      .strictObject({
        heading: text('Heading of the call to action at the end of the article.', { max: 80 }),
        text: text('Sentence inviting the reader to a free consultation.', { max: 300 }),
      })
      .describe('Call to action at the end of the article.'),
    tldr: text('Short summary shown in a TL;DR box at the top of the article. Empty for none.', { max: 500 })
      .nullable()
      .default(null),
    draft: z
      .boolean()
      .default(false)
      .describe(
        'A draft stays off the live site, the sitemap and the feed; deploy previews show it, marked as a draft.',
      ),
  })
  .describe('A blog article.')
  .register(scheduling, { date: 'date', draft: 'draft' });

export const legalSchema = z
  .strictObject({
    title: text('Title of the policy (its h1 and browser title).', { max: 70 }),
    description: metaDescription('Summary shown under the title in search results.'),
    updated: isoDate('Date of the last change, written YYYY-MM-DD.'),
  })
  .describe('A legal page.');

export type PostFrontMatter = z.infer<typeof postSchema>;
export type LegalFrontMatter = z.infer<typeof legalSchema>;
