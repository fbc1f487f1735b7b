/**
 * An experiment on a page's hero (a landing page's, content/landing/<slug>.yaml, or the home
 * page's, content/home.yaml), and a landing page's messages matched to the ad that brought the
 * visitor. Variant a is the page's own words; b (and c) change some of them. The pre-paint
 * script (src/client/pre-paint.ts) picks one per page view by share; src/lib/experiments.ts.
 */
import { z } from 'zod';
import { cta, image, isoDate, itemNames, text } from './common.ts';

export const EXPERIMENT_NAME = /^[a-z0-9][a-z0-9-]{0,59}$/;
const variantKey = (description: string) =>
  z
    .enum(['a', 'b', 'c'], { message: 'must be a, b or c: a is the page’s own words, b and c the alternatives.' })
    .describe(description);

/** What a variant may change of the hero: each field left out stays as the page's own. */
const heroChanges = z
  .strictObject({
    title: text('The headline of this variant.', { max: 90 }).optional(),
    highlight: text(
      'Part of this variant’s headline shown in the accent colour (optional); must appear in its headline as written.',
      { max: 40 },
    ).optional(),
    text: text('The paragraph under the headline of this variant.', { max: 320 }).optional(),
    primaryCta: cta.optional().describe('The main button of this variant (its label and where it goes).'),
    image: image('The picture of this variant (640×480).').optional(),
    imageAlt: text('Description of this variant’s picture for screen readers.', { max: 160 }).optional(),
  })
  .describe('What this variant changes of the hero; leave out what stays as the page’s own.');

export type HeroChanges = z.infer<typeof heroChanges>;

/** The fields of every variant; a landing page's variants add `sections` (experimentOf). */
const variantFields = {
  key: variantKey('The variant’s letter: a for the page as written, then b, then c.'),
  share: z
    .number()
    .int({ message: 'must be a whole percentage, e.g. 50.' })
    .min(1, { message: 'must be at least 1 (%): a variant nobody sees tests nothing.' })
    .max(99, { message: 'must be at most 99 (%): leave room for the other variants.' })
    .describe('The share of page views that see this variant, in whole percent; the shares add up to 100.'),
  hero: heroChanges.optional(),
};

const experimentFields = {
  name: z
    .string()
    .regex(EXPERIMENT_NAME, {
      message: 'must be lower-case letters, digits and hyphens (at most 60), e.g. hero-headline-2026.',
    })
    .describe(
      'The experiment’s name, unique on the whole site, e.g. hero-headline-2026: the report counts views and leads under it.',
    ),
  start: isoDate(
    'The first day the variants are shown, written YYYY-MM-DD (in the site’s time zone: Site settings → Time zone).',
  ),
  end: isoDate(
    'The last day (optional), written YYYY-MM-DD. After it the check stops the build until you keep a winner (keep).',
  ).optional(),
  keep: variantKey(
    'Ends the experiment keeping this variant (a, b or c): every visitor sees it from the next build on.',
  ).optional(),
};

/** An experiment whose variants have these fields besides the hero's changes (none, or a landing page's sections). */
function experimentWith<E extends z.core.$ZodLooseShape>(extra: E, variantDescription: string, description: string) {
  const variant = z
    .strictObject({ ...variantFields, ...extra })
    .describe(variantDescription)
    .register(itemNames, { noun: 'variant', title: 'key' });
  return (
    z
      .strictObject({
        ...experimentFields,
        variants: z
          .array(variant)
          .min(2, { message: 'needs at least two variants: a (the page as written) and b.' })
          .max(3, { message: 'has more than three variants: keep a, b and c.' })
          .describe('Two or three variants: a (the page as written), b and, if you like, c, each with its share.'),
      })
      // The extra fields are the variant's own (none, or `sections`): the rules read only those named in ExperimentValue.
      .superRefine((value, ctx) => checkExperiment(value as ExperimentValue, ctx, Object.hasOwn(extra, 'sections')))
      .describe(description)
  );
}

/** The home page's hero's experiment: its variants change the hero only. */
export const experiment = experimentWith(
  {},
  'One version of the page: a shows the page as written, b and c change its hero.',
  'A test of two or three versions of the hero: each page view shows one, picked at random by its share, without cookies.',
);

export type Experiment = z.infer<typeof experiment>;

/**
 * A landing page's experiment: a variant may also put one section of its own in the place of one
 * of the page's sections (`section`: the page's kinds of section, each with `replaces`).
 */
export function experimentOf<S extends z.ZodType>(section: S) {
  return experimentWith(
    {
      sections: z
        .array(section)
        .max(1)
        .optional()
        .describe(
          'A whole section this variant shows instead of one of the page’s (optional, at most one): choose its kind, write it as on the page, and name the section it replaces.',
        ),
    },
    'One version of the page: a shows the page as written, b and c change its hero, or show a section of their own instead of one of the page’s.',
    'A test of two or three versions of the page: each page view shows one, picked at random by its share, without cookies.',
  );
}

/** What the rules between an experiment's fields read of it (a landing page's variants may have sections). */
type ExperimentValue = Pick<Experiment, 'start' | 'end' | 'keep'> & {
  variants: (Experiment['variants'][number] & { sections?: readonly unknown[] })[];
};

/** The rules between an experiment's fields: keys a, b, c in order, a change in each variant but a, shares adding to 100, a kept key that exists. */
function checkExperiment(value: ExperimentValue, ctx: z.RefinementCtx, withSections: boolean): void {
  value.variants.forEach((v, i) => {
    const expected = ['a', 'b', 'c'][i];
    if (v.key !== expected)
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'key'],
        input: v.key,
        message: `should be ${expected}: the variants are a, b and c, in this order.`,
      });
    const changesHero = Object.values(v.hero ?? {}).some((field) => field !== undefined);
    if (i > 0 && !changesHero && !v.sections?.length)
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'hero'],
        input: v.hero,
        message: `changes nothing: variant ${v.key} must change at least one of the hero's fields (title, text, primaryCta, image…)${withSections ? ', or replace a section (sections)' : ''}.`,
      });
    if (i === 0 && v.sections?.length)
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'sections'],
        input: v.sections,
        message:
          'belongs to variant a, which is the page as written: change the section itself, or make this variant b.',
      });
    if (i === 0 && v.hero)
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'hero'],
        input: v.hero,
        message: 'belongs to variant a, which is the page as written: change the hero itself, or make this variant b.',
      });
  });
  const total = value.variants.reduce((sum, v) => sum + v.share, 0);
  if (total !== 100)
    ctx.addIssue({
      code: 'custom',
      path: ['variants'],
      input: value.variants,
      message: `Shares add up to ${total} %; make them add up to 100 %.`,
    });
  if (value.keep && !value.variants.some((v) => v.key === value.keep))
    ctx.addIssue({
      code: 'custom',
      path: ['keep'],
      input: value.keep,
      message: `is not one of the variants (${value.variants.map((v) => v.key).join(', ')}): keep one of them.`,
    });
  if (value.end && value.end < value.start)
    ctx.addIssue({
      code: 'custom',
      path: ['end'],
      input: value.end,
      message: `is before the start (${value.start}): the last day comes after the first.`,
    });
}

type HeroWords = { title?: string; highlight?: string };

/** The highlight a hero shows with these changes must be part of the headline it shows (a problem, or nothing). */
export function highlightProblem(hero: HeroWords, changes: HeroWords): string | undefined {
  const title = changes.title ?? hero.title ?? '';
  const highlight = changes.highlight ?? hero.highlight;
  if (!highlight || title.includes(highlight)) return undefined;
  return `"${highlight}" does not appear in this headline ("${title}"). Write a highlight that is part of it, written the same way.`;
}

/**
 * Each variant's headline keeps its highlight: the rule of the hero the experiment changes (a
 * landing page's hero section, or the home page's hero), reported at `at` + the variant's field.
 */
export function checkVariantHighlights(
  hero: HeroWords,
  value: Experiment | undefined,
  ctx: z.RefinementCtx,
  at: (string | number)[] = ['experiment'],
): void {
  value?.variants.forEach((v, i) => {
    const problem = v.hero && highlightProblem(hero, v.hero);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'variants', i, 'hero', 'highlight'],
        input: v.hero,
        message: problem,
      });
  });
}

export const message = z
  .strictObject({
    key: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
        message: 'must be lower-case words joined by hyphens, e.g. restaurant-booking.',
      })
      .max(60)
      .describe(
        'The short key of this message, e.g. restaurant-booking: an address with ?m=restaurant-booking or utm_campaign=restaurant-booking shows it.',
      ),
    words: z
      .array(text('A campaign’s name or search term, e.g. "restaurant booking software".', { max: 80 }))
      .max(10)
      .default([])
      .describe(
        'Other campaign names or search terms (utm_campaign, utm_term) that show this message; capitals, spaces, _ and + count as hyphens.',
      ),
    title: text('The headline shown to visitors of this campaign.', { max: 90 }),
    highlight: text('Part of that headline shown in the accent colour (optional); must appear in it as written.', {
      max: 40,
    }).optional(),
    text: text('The paragraph under that headline (optional: the page’s own otherwise).', { max: 320 }).optional(),
  })
  .describe('Words for the visitors of one ad: shown in the hero instead of the page’s own when the address names it.')
  .register(itemNames, { noun: 'message', title: 'key' });

export type Message = z.infer<typeof message>;

export const messages = z
  .array(message)
  .max(8)
  .default([])
  .describe(
    'Headlines matched to the ad that brought the visitor (optional, at most 8): the hero shows the one whose key or words the address names, the page’s own words otherwise.',
  );
