/**
 * What the pre-paint script (src/client/pre-paint.ts) decides for one page view, as pure
 * functions: which variant of a running experiment to show, picked at random by its share, and
 * which of the editor's messages matches the campaign words of the address. The page carries
 * its plan (PrePaintPlan) as JSON; nothing is stored, and nothing of the address is shown: the
 * address's words are only compared with the keys the editor wrote.
 */
import { normaliseWords } from '../content/schemas/words.ts';

export { normaliseWords };

/** A variant's key: a is the page's own words, b and c the editor's alternatives. */
export type VariantKey = 'a' | 'b' | 'c';
export const VARIANT_KEYS: readonly VariantKey[] = ['a', 'b', 'c'];

/** The element id of the page's plan (a JSON script in its head, before the pre-paint script). */
export const PRE_PAINT_PLAN_ID = 'pre-paint-plan';

/** The most messages one page can match (the stylesheet has a rule for each slot). */
export const MAX_MATCHES = 8;

/** What a page's pre-paint script needs: its running experiment and its messages, if any. */
export interface PrePaintPlan {
  experiment?: { name: string; variants: { key: VariantKey; share: number }[] };
  /** Each message's key, its slot (1…MAX_MATCHES, the copy of the hero it shows) and its words, normalised. */
  matches?: { key: string; slot: number; words: string[] }[];
}

/** What one page view shows, written as attributes of <html> (see applyPlan). */
export interface PageViewChoice {
  experiment?: string;
  variant?: VariantKey;
  match?: { key: string; slot: number };
}

/**
 * The variant whose share holds `random` (0 ≤ random < 1): shares are whole percentages adding
 * to 100, laid end to end in the order written, so each is picked with the chance of its share.
 * A random number outside that range (or shares that fall short) gives the last variant.
 */
export function pickByShare(variants: readonly { key: VariantKey; share: number }[], random: number): VariantKey {
  const total = variants.reduce((sum, v) => sum + v.share, 0);
  let point = random * total;
  for (const variant of variants) {
    if (point < variant.share) return variant.key;
    point -= variant.share;
  }
  return variants[variants.length - 1]?.key ?? 'a';
}

/** A 32-bit random integer as a number in [0, 1) (crypto.getRandomValues gives integers). */
export function unitInterval(uint32: number): number {
  return (uint32 >>> 0) / 2 ** 32;
}

/** The address parameters compared, in this order: the short key first, then the ad's campaign and term. */
export const MATCH_PARAMETERS = ['m', 'utm_campaign', 'utm_term'] as const;

/**
 * The editor's message whose key or words equal one of the address's parameters (MATCH_PARAMETERS,
 * normalised), or none. Only the editor's key comes back: the address's words are never returned.
 */
export function matchMessage(
  matches: NonNullable<PrePaintPlan['matches']>,
  parameter: (name: string) => string | null,
): { key: string; slot: number } | undefined {
  for (const name of MATCH_PARAMETERS) {
    const value = parameter(name);
    if (!value) continue;
    const words = normaliseWords(value);
    const found = matches.find((m) => m.key === words || m.words.includes(words));
    if (found) return { key: found.key, slot: found.slot };
  }
  return undefined;
}

/**
 * One page view's choice: a matching message, if the address names one, shows the ad's words
 * (and this view takes no part in the experiment, so its result is not mixed with the message's);
 * otherwise the running experiment's variant, picked by share.
 */
export function choose(plan: PrePaintPlan, parameter: (name: string) => string | null, random: number): PageViewChoice {
  const match = plan.matches?.length ? matchMessage(plan.matches, parameter) : undefined;
  if (match) return { match };
  if (!plan.experiment) return {};
  return { experiment: plan.experiment.name, variant: pickByShare(plan.experiment.variants, random) };
}

/** The attributes of <html> a choice sets: data-experiment, data-variant, data-match and its slot. */
export function choiceAttributes(choice: PageViewChoice): Record<string, string> {
  return {
    ...(choice.experiment && choice.variant
      ? { 'data-experiment': choice.experiment, 'data-variant': choice.variant }
      : {}),
    ...(choice.match ? { 'data-match': choice.match.key, 'data-match-slot': String(choice.match.slot) } : {}),
  };
}
