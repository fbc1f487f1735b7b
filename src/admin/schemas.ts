/**
 * Which zod schema checks which entry of the editor, keyed like the generated configuration
 * (scripts/build/decap-config.ts): the data files by their DATA_FILES key, the folders by
 * collection name. The schema modules are pure zod, so they run in the browser as they do in
 * `npm run check`.
 */
import type { z } from 'zod';
import { fillIdentityDeep, type IdentityFields } from '../content/identity.ts';
import { landingBlocks, variantBlocks } from '../content/landing-blocks.ts';
import { renderMarkdown } from '../content/markdown.ts';
import { caseStudySchema } from '../content/schemas/case-study.ts';
import { homeSchema } from '../content/schemas/home.ts';
import { type LandingFrontMatter, type LandingSection, landingSchema } from '../content/schemas/landing.ts';
import { legalSchema, postSchema } from '../content/schemas/markdown.ts';
import { industriesSchema, servicesSchema } from '../content/schemas/offerings.ts';
import {
  aboutSchema,
  blogIndexSchema,
  contactSchema,
  newsletterSchema,
  notFoundSchema,
} from '../content/schemas/pages.ts';
import { faqsSchema, testimonialsSchema, toolsSchema } from '../content/schemas/people.ts';
import { redirectsSchema } from '../content/schemas/redirects.ts';
import { searchSchema } from '../content/schemas/search.ts';
import { siteSchema } from '../content/schemas/site.ts';
import { uiSchema } from '../content/schemas/ui.ts';

/** The files of the "pages" collection; the keys are those of DATA_FILES in src/content/load.ts. */
export const FILE_SCHEMAS: Record<string, z.ZodType> = {
  site: siteSchema,
  home: homeSchema,
  services: servicesSchema,
  industries: industriesSchema,
  testimonials: testimonialsSchema,
  faqs: faqsSchema,
  tools: toolsSchema,
  about: aboutSchema,
  contact: contactSchema,
  notFound: notFoundSchema,
  blog: blogIndexSchema,
  ui: uiSchema,
  newsletter: newsletterSchema,
  search: searchSchema,
  redirects: redirectsSchema,
};

interface FolderSchema {
  schema: z.ZodType;
  /** Markdown files: the schema checks the front matter, the body is the article's text. */
  markdown: boolean;
  /** What the content pipeline adds to a checked entry for its page, made alike for the preview. */
  derive?: (values: Record<string, unknown>, fields: IdentityFields) => Record<string, unknown>;
}

/** Folder collections: one schema for every entry. */
export const FOLDER_SCHEMAS: Record<string, FolderSchema> = {
  posts: { schema: postSchema, markdown: true },
  legal: { schema: legalSchema, markdown: true },
  caseStudies: { schema: caseStudySchema, markdown: false },
  landing: {
    schema: landingSchema,
    markdown: false,
    // Each section's id, and its rich text as the site's Markdown renderer writes it; the
    // company's details filled in as the build fills them (src/content/landing-file.ts).
    derive: ({ sections, experiment }, fields) => {
      const raw = sections as LandingSection[];
      const html = (body: string) => renderMarkdown(body, '', 1, true, fields).html;
      return {
        sections: landingBlocks(fillIdentityDeep(raw, fields), (_markdown, i) => {
          const section = raw[i];
          return section?.type === 'text' ? html(section.body) : '';
        }),
        variantBlocks: variantBlocks(
          fillIdentityDeep(experiment as LandingFrontMatter['experiment'], fields),
          (_markdown, i) => {
            const section = (experiment as LandingFrontMatter['experiment'])?.variants[i]?.sections?.[0];
            return section?.type === 'text' ? html(section.body) : '';
          },
        ),
      };
    },
  },
};

/** The schema of an entry, or undefined for one this site does not know. */
export function schemaOfEntry(collection: string, slug: string): FolderSchema | undefined {
  if (collection === 'pages') {
    const schema = FILE_SCHEMAS[slug];
    return schema ? { schema, markdown: false } : undefined;
  }
  return FOLDER_SCHEMAS[collection];
}
