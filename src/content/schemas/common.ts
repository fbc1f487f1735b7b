/**
 * Building blocks shared by the collection schemas. Every field carries a `.describe()` text
 * written for the people who edit `content/`: it is the fix hint in error messages and the
 * documentation in the generated JSON Schema.
 */
import { z } from 'zod';
import { isIdentityPlaceholder } from './identity.ts';

/** Fields whose string value is a link: the cross-check resolves internal ones to routes. */
export const linkFields = z.registry<{ kind: 'link' }>();
/** Fields with placeholders of their own (template()): they refuse an unknown one themselves. */
export const templateFields = z.registry<{ kind: 'template' }>();
/** Fields whose string value is an image path: the cross-check checks that the file exists. */
/** Image fields; `square`: a portrait, shown that many pixels wide and high (the editor crops uploads square). */
export const imageFields = z.registry<{ kind: 'image'; square?: number }>();
/**
 * How a person names one entry of a list, for problems that point into it: `noun` and the
 * 1-based position, and the entry's `title` field (or the entry itself, `'.'`, for a list of
 * texts), e.g. FAQ 9 ("Do you offer…") for items[8] of content/faqs.yaml.
 */
export const itemNames = z.registry<{ noun: string; title?: string }>();
/**
 * Texts that name an entry of another file (a service by its slug, a question of the FAQ, an
 * article by its file name): the editor offers them as a list of what exists
 * (scripts/build/decap-config.ts), the cross-check tests that the named entry exists.
 */
export type ReferenceKind = 'service' | 'industry' | 'caseStudy' | 'faq' | 'review' | 'post';
export const references = z.registry<{ to: ReferenceKind }>();
/** `schema`, noted as naming an entry of kind `to`. */
export function refersTo<T extends z.ZodType>(schema: T, to: ReferenceKind): T {
  references.add(schema, { to });
  return schema;
}
/**
 * Collections whose entries go live on a date: the field holding it (YYYY-MM-DD) and the one
 * that keeps an entry a draft. The editor shows each entry's state from them (src/admin/scheduled.ts).
 */
export const scheduling = z.registry<{ date: string; draft: string }>();

export function text(description: string, opts: { max?: number; min?: number } = {}) {
  return z
    .string()
    .trim()
    .min(opts.min ?? 1)
    .max(opts.max ?? 300)
    .describe(description);
}

/**
 * Copy with named placeholders that the site fills in, e.g. "By {author}" (see fillTemplate in
 * src/lib/format.ts). `placeholders` maps each name to what replaces it, in words for the
 * editor. Every one must stay in the text, and an unknown name (usually a typo) is refused,
 * because either would print a wrong sentence on the site without any other warning.
 */
export function template(
  description: string,
  placeholders: Record<string, string>,
  opts: { max?: number; min?: number } = {},
) {
  const known = Object.keys(placeholders);
  const allowed = known.map((name) => `{${name}}`).join(', ');
  const schema = z
    .string()
    .trim()
    .min(opts.min ?? 1)
    .max(opts.max ?? 300)
    .superRefine((value, ctx) => {
      for (const name of known) {
        if (!value.includes(`{${name}}`))
          ctx.addIssue({
            code: 'custom',
            message: `must contain {${name}}, which the site replaces with ${placeholders[name]}.`,
            input: value,
          });
      }
      for (const [, name] of value.matchAll(/\{([^{}]*)\}/g)) {
        // The company's own details ({company}, …) are filled in everywhere, before this text is used.
        if (!known.includes(name ?? '') && !isIdentityPlaceholder(name ?? ''))
          ctx.addIssue({
            code: 'custom',
            message: known.length
              ? `has an unknown placeholder {${name}}. Allowed here: ${allowed}.`
              : `has a placeholder {${name}}, but this text takes none: it is used as written.`,
            input: value,
          });
      }
    })
    .describe(description);
  templateFields.add(schema, { kind: 'template' });
  return schema;
}

export const COLORS = ['blue', 'violet', 'emerald', 'amber', 'rose', 'cyan'] as const;
export function color(description = 'Accent colour of the card, one of the theme colours.') {
  return z.enum(COLORS).describe(description);
}

const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript):/i;

/** A link: a site path (`/contact`, `/#faq`), an in-page anchor (`#results`), or an external https URL. */
export function href(description: string) {
  const schema = z
    .string()
    .trim()
    .min(1)
    .refine((v) => !UNSAFE_SCHEME.test(v), { message: 'must not use a javascript:, data: or vbscript: link.' })
    .refine((v) => /^(\/|#|https:\/\/|mailto:|tel:)/.test(v), {
      message: 'must start with "/" (a page of this site), "#", "https://", "mailto:" or "tel:".',
    })
    .describe(description);
  linkFields.add(schema, { kind: 'link' });
  return schema;
}

/** An external https URL only (social profiles, live demos). */
export function externalUrl(description: string) {
  return z
    .string()
    .trim()
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, { message: 'must be a full https:// address.' })
    .describe(description);
}

/**
 * The widest photo worth keeping: twice the widest picture a page shows (a post's 52rem hero on a
 * 2x screen is about 1,700 pixels). The editor makes uploads no wider; the check warns about
 * wider ones committed otherwise.
 */
export const MAX_PHOTO_WIDTH = 2400;

/**
 * How much larger than its place a portrait is saved: twice for sharp screens, twice again so a
 * page may show it larger without a new upload (a 96-pixel portrait is saved 384 pixels square).
 */
export const PORTRAIT_SCALE = 4;

/**
 * Path of an image under `public/`, written as it appears on the site: `/images/…`. `square`: a
 * portrait shown that many pixels square, which the editor crops square when it is uploaded.
 */
export function image(description: string, options: { square?: number } = {}) {
  const schema = z
    .string()
    .trim()
    .regex(/^\/images\/[a-z0-9/_.-]+\.(svg|png|jpe?g|webp|avif)$/, {
      message: 'must be a path like /images/folder/name.svg (lower case, no spaces; svg, png, jpg, webp or avif).',
    })
    .describe(description);
  imageFields.add(schema, { kind: 'image', ...(options.square ? { square: options.square } : {}) });
  return schema;
}

/** A calendar date written `YYYY-MM-DD` that exists. */
export function isoDate(description: string) {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD, e.g. 2025-01-15.', abort: true })
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { message: 'is not a real calendar date.' },
    )
    .describe(description);
}

/** The longest name in a page address (a slug, an article's or a page's file name). */
export const MAX_SLUG_LENGTH = 80;

/**
 * Lower-case words joined by hyphens, at most MAX_SLUG_LENGTH characters. The length is in the
 * pattern too, so the editor's field (which receives only the pattern) refuses what the check does.
 */
export const SLUG_PATTERN = new RegExp(`^(?=.{1,${MAX_SLUG_LENGTH}}$)[a-z0-9]+(?:-[a-z0-9]+)*$`);

export const slug = (description: string) =>
  z
    .string()
    // Worded by the check like every length ("is too long: at most 80 characters (now 81)").
    .max(MAX_SLUG_LENGTH, { abort: true })
    .regex(SLUG_PATTERN, {
      message: `must be lower-case words joined by hyphens (at most ${MAX_SLUG_LENGTH} characters), e.g. spa-wellness.`,
    })
    .describe(description);

/**
 * The address field of a page made by an editor (an article, a landing page): the page's address
 * after `prefix`, which is also its file's name. Optional: a file without it is at its file name.
 */
export const address = (prefix: string, what: string) =>
  slug(
    `The ${what}'s address after ${prefix}: lower-case words joined by hyphens (keep its main words), filled in from the title when the ${what} is created. It is also the file's name, so a later change of the title leaves it as it is. Once the ${what} is published it is locked: to move the ${what}, choose "Move to a new address" and add the redirect the editor offers, so the old address keeps working.`,
  ).optional();

export const keywords = z
  .array(text('One search keyword or phrase.', { max: 60 }))
  .max(15)
  .describe('Search keywords for the meta keywords tag (optional, up to 15).')
  .optional();

/**
 * The summary search engines show under a page's title. One rule for every page: shorter says too
 * little to be picked, longer is cut off in the results.
 */
export function metaDescription(description: string) {
  return text(description, { min: 50, max: 170 });
}

/** Title and description a page shows to search engines and link previews. */
export const seo = z
  .strictObject({
    title: text('Title of the page in the browser tab and in search results.', { max: 70 }),
    description: metaDescription('Summary shown under the title in search results.'),
    keywords,
  })
  .describe('What search engines and link previews show for this page.');

export const cta = z
  .strictObject({
    label: text('Text on the button.', { max: 40 }),
    href: href('Where the button goes: a page path such as /contact, or an anchor such as /#faq.'),
  })
  .describe('A call-to-action button: its label and where it leads.');

export const stat = z
  .strictObject({
    value: text('The figure as shown, e.g. "50+" or "24/7".', { max: 12 }),
    label: text('Short label under the figure, e.g. "Businesses Transformed".', { max: 40 }),
    description: text('One short sentence that explains the figure.', { max: 140 }).optional(),
  })
  .describe('A headline figure: value, label and an optional explanation.')
  .register(itemNames, { noun: 'figure', title: 'label' });

export const sectionHeading = z
  .strictObject({
    eyebrow: text('Small label above the heading (optional).', { max: 40 }).optional(),
    title: text('Heading of the section.', { max: 90 }),
    intro: text('One or two sentences under the heading.', { max: 300 }).optional(),
  })
  .describe('Heading block of a page section.');

export type Cta = z.infer<typeof cta>;
export type Stat = z.infer<typeof stat>;
export type SectionHeading = z.infer<typeof sectionHeading>;
export type Seo = z.infer<typeof seo>;
export type Color = (typeof COLORS)[number];
