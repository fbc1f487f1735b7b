// https://vike.dev/Page — /about: mission, figures, values and every client review.
import { PageHero } from '../../components/PageHero.tsx';
import { Section } from '../../components/Section.tsx';
import { StatGrid } from '../../components/StatGrid.tsx';
import { TestimonialCard } from '../../components/TestimonialCard.tsx';
import { NOT_INDEXED } from '../../lib/search-index.ts';
import type { PropsOf } from '../types.ts';
import type { Data } from './+data.ts';

export default function AboutPage({ about, testimonials, ratingLabel }: PropsOf<Data>) {
  return (
    <>
      <PageHero title={about.title} intro={about.intro} />
      <section id="mission" className="container-page pb-16" aria-labelledby="mission-title">
        <div className="rounded-3xl bg-ink p-8 sm:p-12">
          <h2 id="mission-title" className="eyebrow text-cyan-300!">
            {about.mission.title}
          </h2>
          <p className="mt-4 max-w-4xl text-2xl leading-10 font-semibold text-white sm:text-3xl sm:leading-[1.4]">
            {about.mission.text}
          </p>
        </div>
        <div className="mt-10">
          <StatGrid stats={about.stats} />
        </div>
      </section>
      <Section id="values" headingId="values-title" heading={about.values.heading} background="paper">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.values.items.map((v) => (
            <li key={v.title} className="card" data-animate>
              <h3 className="text-xl font-semibold text-ink">{v.title}</h3>
              <p className="mt-3 leading-7 text-slate-600">{v.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="reviews" headingId="reviews-title" heading={about.reviews}>
        <div className="grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <TestimonialCard key={t.name} t={t} ratingLabel={ratingLabel} />
          ))}
        </div>
        <div className="mt-12 text-center" {...NOT_INDEXED}>
          <a href={about.cta.href} className="btn-primary">
            {about.cta.label}
          </a>
        </div>
      </Section>
    </>
  );
}
