import type { CaseStudyTeaser as Teaser } from '../lib/landing.ts';
import { Icon } from './Icon.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { StatGrid } from './StatGrid.tsx';

/**
 * A case study in brief, from its own top part (content/case-studies/<slug>.yaml): eyebrow,
 * title, text, picture and headline figures, with a link to the full story.
 */
export function CaseStudyTeaser({ id, study, linkLabel }: { id: string; study: Teaser; linkLabel: string }) {
  const { hero } = study;
  return (
    <section id={id} className="section bg-paper" aria-labelledby={`${id}-title`}>
      <div className="container-page">
        <div className="grid items-center gap-10 lg:grid-cols-2" data-animate>
          <div>
            <p className="eyebrow">{hero.eyebrow}</p>
            <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {hero.title}
            </h2>
            <p className="mt-5 text-lg leading-8 text-slate-600">{hero.text}</p>
            <a href={`/industries/${study.slug}`} className="btn-primary mt-8">
              {linkLabel}
              <span className="sr-only">{`: ${hero.title}`}</span>
              <Icon name="arrow" className="h-5 w-5" />
            </a>
          </div>
          <ResponsiveImage
            src={study.image}
            alt={study.imageAlt}
            width={960}
            height={540}
            className="h-auto w-full rounded-2xl shadow-sm ring-1 ring-slate-200"
            loading="lazy"
            sizes="(min-width: 1152px) 33rem, (min-width: 1024px) 50vw, 100vw"
          />
        </div>
        <div className="mt-10">
          <StatGrid stats={hero.claims} />
        </div>
      </div>
    </section>
  );
}
