import type { Cta, Stat } from '../content/schemas/common.ts';
import { HoldPaintUntilHere } from './HoldPaintUntilHere.tsx';
import { Icon } from './Icon.tsx';
import { IconPills } from './IconPills.tsx';

/**
 * What a first screen shows: the home page's hero (content/home.yaml), or a landing page's hero
 * section, where the highlight, claims, second button, trust line and figures are optional.
 */
export interface HeroContent {
  eyebrow?: string;
  title: string;
  highlight?: string;
  text: string;
  claims: string[];
  primaryCta: Cta;
  /** The home page's has no address: it scrolls to the industries section. */
  secondaryCta?: { label: string; href?: string };
  trustLine?: string;
  rating?: string;
  stats: Stat[];
  image: string;
  imageAlt: string;
}

/** The first screen of the home or a landing page: title with its highlighted words, claims, calls to action, figures. */
export function HomeHero({ hero, id = 'home' }: { hero: HeroContent; id?: string }) {
  const [before, after = ''] = hero.highlight ? hero.title.split(hero.highlight) : [hero.title];
  return (
    <section id={id} className="relative overflow-hidden bg-linear-to-b from-indigo-50 via-white to-white">
      <div className="container-page grid items-center gap-12 pt-10 pb-4 sm:pt-20 lg:grid-cols-2 lg:pt-24 lg:pb-8">
        <div>
          {hero.eyebrow ? <p className="eyebrow">{hero.eyebrow}</p> : null}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            {before}
            {hero.highlight ? (
              <span className="bg-linear-to-r from-indigo-600 to-cyan-600 bg-clip-text text-transparent">
                {hero.highlight}
              </span>
            ) : null}
            {after}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">{hero.text}</p>
          {hero.claims.length ? (
            <IconPills items={hero.claims} icon="check" tone="white" className="mt-6 flex flex-wrap gap-3" />
          ) : null}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={hero.primaryCta.href} className="btn-primary">
              {hero.primaryCta.label}
              <Icon name="arrow" className="h-5 w-5" />
            </a>
            {hero.secondaryCta ? (
              <a href={hero.secondaryCta.href ?? '#industries'} className="btn-secondary">
                {hero.secondaryCta.label}
              </a>
            ) : null}
          </div>
          {hero.trustLine || hero.rating ? (
            <p className="mt-6 text-sm text-slate-600">
              {hero.trustLine ? <span className="font-semibold text-ink">{hero.trustLine}</span> : null}
              {hero.trustLine && hero.rating ? <span aria-hidden="true"> · </span> : null}
              {hero.rating ? <span>{hero.rating}</span> : null}
            </p>
          ) : null}
        </div>
        <div className="relative">
          <img
            src={hero.image}
            alt={hero.imageAlt}
            width={640}
            height={480}
            className="h-auto w-full"
            fetchPriority="high"
          />
          {hero.stats.length ? (
            <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {hero.stats.map((s) => (
                <div
                  key={s.label}
                  className="flex flex-col rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200"
                >
                  <dt className="order-2 text-xs font-medium text-slate-600">{s.label}</dt>
                  <dd className="order-1 text-2xl font-extrabold text-brand">{s.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
      {/* The picture is centred beside the text: painted before its figures are read, it would move. */}
      <HoldPaintUntilHere id={`${id}-end`} />
    </section>
  );
}
