/**
 * The copies of a page's hero that its HTML holds (a landing page's hero section, or the home
 * page's hero): one per variant of a running experiment and one per message matched to an ad,
 * each marked so that the stylesheet shows only the one the pre-paint script chose
 * (src/client/pre-paint.ts), and the page's own (variant a, or the kept one) when nothing was
 * chosen: without JavaScript, for search engines and previews. Pure: the pages' data
 * (src/pages/legal/page-data.ts, src/pages/index/page-data.ts) is made of it.
 */
import type { LandingBlock } from '../content/load.ts';
import type { Experiment, HeroChanges, Message } from '../content/schemas/experiment.ts';
import { normaliseWords, type PrePaintPlan, type VariantKey } from './experiments.ts';

type HeroBlock = Extract<LandingBlock, { type: 'hero' }>;

/** What every hero has that a variant or a message changes, and the element id of its copy. */
export interface ChangeableHero {
  id: string;
  title: string;
  highlight?: string;
  text: string;
}

/** One copy of the hero: shown for these variants (`variantOf`, e.g. "a"), or for a matched message's slot. */
export interface HeroCopy<H extends ChangeableHero = HeroBlock> {
  hero: H;
  /** The variant it shows (absent: the page's own words, with no experiment running). */
  variantOf?: VariantKey;
  /** The message it shows: the slot the pre-paint script names (data-match-slot). */
  matchSlot?: number;
}

/** The hero with a variant's changes: a highlight that no longer fits the changed headline is left out. */
export function changedHero<H extends ChangeableHero>(hero: H, changes: HeroChanges | undefined): H {
  if (!changes) return hero;
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const changed = { ...hero, ...defined } as H;
  if (changed.highlight && !changed.title.includes(changed.highlight)) delete changed.highlight;
  return changed;
}

/** The hero the page shows as its own: variant a's, or the kept variant's once a winner is kept. */
export function ownHero<H extends ChangeableHero>(hero: H, experiment: Experiment | undefined): H {
  const kept = experiment?.keep && experiment.variants.find((v) => v.key === experiment.keep);
  return kept ? changedHero(hero, kept.hero) : hero;
}

/** The hero with a message's headline, highlight and (if it has one) paragraph instead of the page's. */
function messageHero<H extends ChangeableHero>(hero: H, message: Message, slot: number): H {
  const { highlight: _own, ...rest } = hero;
  return {
    ...rest,
    id: `${hero.id}-m${slot}`,
    title: message.title,
    ...(message.highlight ? { highlight: message.highlight } : {}),
    text: message.text ?? hero.text,
  } as H;
}

/**
 * Every copy of the hero the page holds, and the plan its pre-paint script follows; a single
 * copy and no plan when nothing can change (no running experiment, no messages).
 */
export function heroCopies<H extends ChangeableHero>(
  hero: H,
  page: { experiment?: Experiment; messages?: readonly Message[]; experimentRuns?: boolean },
): { copies: HeroCopy<H>[]; plan?: PrePaintPlan } {
  const { messages = [] } = page;
  const own = ownHero(hero, page.experiment);
  const running = page.experimentRuns && page.experiment ? page.experiment : undefined;
  const variants: HeroCopy<H>[] = running
    ? running.variants.map((v, i) => ({
        hero: { ...changedHero(hero, v.hero), id: i === 0 ? hero.id : `${hero.id}-${v.key}` },
        variantOf: v.key,
      }))
    : [{ hero: own }];
  const matches = messages.map((m, i) => ({ hero: messageHero(own, m, i + 1), matchSlot: i + 1 }));
  const plan = prePaintPlan(running, messages);
  return plan ? { copies: [...variants, ...matches], plan } : { copies: variants };
}

/**
 * The plan of a page's pre-paint script: its running experiment (if any) and its messages;
 * nothing when neither can change the page. A page without a hero whose variants replace
 * sections has a plan too (and no messages: they change the hero).
 */
export function prePaintPlan(
  running: Experiment | undefined,
  messages: readonly Message[] = [],
): PrePaintPlan | undefined {
  if (!running && !messages.length) return undefined;
  return {
    ...(running
      ? { experiment: { name: running.name, variants: running.variants.map(({ key, share }) => ({ key, share })) } }
      : {}),
    ...(messages.length
      ? {
          matches: messages.map((m, i) => ({
            key: m.key,
            slot: i + 1,
            words: [...new Set(m.words.map(normaliseWords))],
          })),
        }
      : {}),
  };
}
