// https://vike.dev/Page — /services: all services; their own pages are being developed.
import { OfferingCard } from '../../components/OfferingCard.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import type { PageProps } from '../types.ts';

export default function ServicesPage({ content }: PageProps) {
  const { services, home } = content;
  return (
    <>
      <PageHero eyebrow={services.heading.eyebrow} title={services.heading.title} intro={services.heading.intro}>
        <p className="mt-6 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-900">
          {services.notice}
        </p>
      </PageHero>
      <section
        className="container-page grid gap-6 pb-20 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={services.heading.title}
      >
        {services.items.map((s) => (
          <OfferingCard
            key={s.slug}
            item={s}
            href={`/services/${s.slug}`}
            linkLabel={home.services.cardCta}
            headingLevel="h2"
          />
        ))}
      </section>
    </>
  );
}
