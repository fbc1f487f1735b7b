/**
 * The names of an experiment and its variants, as the content's schema, the page's script and
 * the database write them (supabase/migrations/*_experiment_counts.sql checks the same): an
 * experiment is a slug of at most 60 characters, a variant one of the letters a, b, c. The page
 * that runs an experiment names it and the variant it shows on <html> (data-experiment,
 * data-variant); the contact form reads them there when it sends, so that the lead records
 * what the visitor saw. They are read from the page, which anyone can edit, so each is checked
 * again before it is sent: a value the database would refuse is left out, and the request goes.
 */

export const EXPERIMENT_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;
export const VARIANT_KEYS = ['a', 'b', 'c'] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];

/** The attributes of <html> that name the experiment and the variant shown. */
export const EXPERIMENT_ATTRIBUTES = { experiment: 'data-experiment', variant: 'data-variant' } as const;

/** The columns of a contact request this adds (public.contacts: both or neither). */
export interface ExperimentColumns {
  experiment: string;
  experiment_variant: VariantKey;
}

export const isExperimentName = (value: unknown): value is string =>
  typeof value === 'string' && EXPERIMENT_NAME_PATTERN.test(value);

export const isVariantKey = (value: unknown): value is VariantKey =>
  typeof value === 'string' && (VARIANT_KEYS as readonly string[]).includes(value);

/** Both columns when both values are valid, else neither (the database refuses one alone). */
export function experimentColumns(experiment: unknown, variant: unknown): ExperimentColumns | Record<string, never> {
  return isExperimentName(experiment) && isVariantKey(variant) ? { experiment, experiment_variant: variant } : {};
}

/** What the page's <html> says it shows (nothing, when it runs no experiment or says nonsense). */
export function experimentOfPage(
  root: Pick<Element, 'getAttribute'> | null | undefined,
): ExperimentColumns | Record<string, never> {
  if (!root) return {};
  return experimentColumns(
    root.getAttribute(EXPERIMENT_ATTRIBUTES.experiment),
    root.getAttribute(EXPERIMENT_ATTRIBUTES.variant),
  );
}
