// https://vike.dev/Page — /industries: overview of the industries we serve.
import { OfferingCard } from '../../components/OfferingCard.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import type { PageProps } from '../types.ts';

export default function IndustriesPage({ content }: PageProps) {
  const { industries, home } = content;
  return (
    <>
      <PageHero eyebrow={industries.heading.eyebrow} title={industries.heading.title} intro={industries.heading.intro}>
        <p className="mt-6 max-w-3xl rounded-xl border border-indigo-200 bg-indigo-50 px-5 py-4 text-indigo-950">
          {industries.notice}
        </p>
      </PageHero>
      <section
        className="container-page grid gap-6 pb-20 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={industries.heading.title}
      >
        {industries.items.map((i) => (
          <OfferingCard
            key={i.slug}
            item={i}
            href={`/industries/${i.slug}`}
            linkLabel={home.industries.cardCta}
            headingLevel="h2"
          />
        ))}
      </section>
    </>
  );
}
