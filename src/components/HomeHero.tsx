import type { Home } from '../content/schemas/home.ts';
import { Icon } from './Icon.tsx';

/** The home page's first screen: title with its highlighted words, claims, calls to action, figures. */
export function HomeHero({ hero }: { hero: Home['hero'] }) {
  const [before, after] = hero.title.split(hero.highlight) as [string, string];
  return (
    <section id="home" className="relative overflow-hidden bg-linear-to-b from-indigo-50 via-white to-white">
      <div className="container-page grid items-center gap-12 pt-16 pb-4 sm:pt-20 lg:grid-cols-2 lg:pt-24 lg:pb-8">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            {before}
            <span className="bg-linear-to-r from-indigo-600 to-cyan-600 bg-clip-text text-transparent">
              {hero.highlight}
            </span>
            {after}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">{hero.text}</p>
          <ul className="mt-6 flex flex-wrap gap-3">
            {hero.claims.map((c) => (
              <li
                key={c}
                className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm ring-1 ring-slate-200"
              >
                <Icon name="check" className="h-4 w-4 text-emerald-600" />
                {c}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={hero.primaryCta.href} className="btn-primary">
              {hero.primaryCta.label}
              <Icon name="arrow" className="h-5 w-5" />
            </a>
            <a href="#industries" className="btn-secondary">
              {hero.secondaryCta.label}
            </a>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            <span className="font-semibold text-ink">{hero.trustLine}</span>
            <span aria-hidden="true"> · </span>
            <span>{hero.rating}</span>
          </p>
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
        </div>
      </div>
    </section>
  );
}
