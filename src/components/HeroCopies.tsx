import type { ChangeableHero, HeroCopy } from '../lib/hero-copies.ts';
import { type HeroContent, HomeHero } from './HomeHero.tsx';

/**
 * Every copy of a page's hero (an experiment's variants, the messages matched to ads; a landing
 * page's or the home page's), each in a box the stylesheet shows or hides by what the pre-paint
 * script chose: only one is ever displayed.
 */
export function HeroCopies({ copies }: { copies: readonly HeroCopy<HeroContent & ChangeableHero>[] }) {
  return copies.map((copy) => (
    <div
      key={copy.hero.id}
      data-variant-of={copy.variantOf}
      data-match-of={copy.matchSlot}
      data-words={copy.matchSlot ? undefined : 'own'}
    >
      <HomeHero id={copy.hero.id} hero={copy.hero} />
    </div>
  ));
}
