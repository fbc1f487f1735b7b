// https://vike.dev/Page — the home page, section by section.
import { CallToActionBand } from '../../components/CallToActionBand.tsx';
import { FaqList } from '../../components/FaqList.tsx';
import { HomeHero } from '../../components/HomeHero.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Island } from '../../components/Island.tsx';
import { OfferingCard } from '../../components/OfferingCard.tsx';
import { Section } from '../../components/Section.tsx';
import { StatGrid } from '../../components/StatGrid.tsx';
import { TestimonialCard } from '../../components/TestimonialCard.tsx';
import { ToolsStrip } from '../../components/ToolsStrip.tsx';
import { RoiCalculator } from '../../islands/RoiCalculator.tsx';
import type { PropsOf } from '../types.ts';
import type { Data } from './+data.ts';

export default function HomePage(props: PropsOf<Data>) {
  const { home, services, industries, testimonials, faqs, tools, phone } = props;
  const { hero } = home;

  return (
    <>
      <HomeHero hero={hero} />

      <Section id="about" headingId="proof-title" heading={home.proof.heading} background="white">
        <StatGrid stats={home.proof.stats} />
        <ul className="mt-10 flex flex-wrap justify-center gap-3" aria-label={home.proof.badgesLabel}>
          {home.proof.badges.map((b) => (
            <li
              key={b}
              className="inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-800"
            >
              <Icon name="shield" className="h-4 w-4" />
              {b}
            </li>
          ))}
        </ul>
        <ToolsStrip tools={tools} title={home.proof.toolsTitle} />
      </Section>

      <Section id="services" headingId="services-title" heading={home.services.heading} background="paper">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => (
            <OfferingCard key={s.slug} item={s} href={`/services/${s.slug}`} linkLabel={home.services.cardCta} />
          ))}
        </div>
      </Section>

      <Section id="industries" headingId="industries-title" heading={home.industries.heading} background="white">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {industries.map((i) => (
            <OfferingCard key={i.slug} item={i} href={`/industries/${i.slug}`} linkLabel={home.industries.cardCta} />
          ))}
        </div>
      </Section>

      <Section id="roi-calculator" headingId="roi-title" heading={home.roi.heading} background="dark">
        <Island
          name="RoiCalculator"
          component={RoiCalculator}
          props={{ labels: home.roi.labels, note: home.roi.note, formats: props.roiFormats }}
        />
        <div className="mt-10 text-center">
          <a href={home.roi.cta.href} className="btn-light">
            {home.roi.cta.label}
          </a>
        </div>
      </Section>

      <Section id="testimonials" headingId="testimonials-title" heading={home.testimonials.heading} background="paper">
        <div className="grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <TestimonialCard key={t.name} t={t} ratingLabel={props.ratingLabel} />
          ))}
        </div>
        <div className="mt-10 text-center">
          <a href={home.testimonials.moreCta.href} className="btn-secondary">
            {home.testimonials.moreCta.label}
          </a>
        </div>
      </Section>

      <Section id="faq" headingId="faq-title" heading={home.faq.heading} background="white">
        <FaqList items={faqs} />
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <p className="text-slate-700">
            {home.faq.callPrompt}{' '}
            <a href={`tel:${phone.tel}`} className="link">
              {phone.display}
            </a>
          </p>
          <a href={home.faq.cta.href} className="btn-primary">
            {home.faq.cta.label}
          </a>
        </div>
      </Section>

      <CallToActionBand id="contact" headingId="closing-title" {...home.closing} phone={phone} />
    </>
  );
}
