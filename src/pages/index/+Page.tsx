// https://vike.dev/Page — the home page, section by section.
import { CallToActionBand } from '../../components/CallToActionBand.tsx';
import { FaqList } from '../../components/FaqList.tsx';
import { HeroCopies } from '../../components/HeroCopies.tsx';
import { HomeHero } from '../../components/HomeHero.tsx';
import { IconPills } from '../../components/IconPills.tsx';
import { Island } from '../../components/Island.tsx';
import { OfferingCard } from '../../components/OfferingCard.tsx';
import { ButtonRow, Section } from '../../components/Section.tsx';
import { StatGrid } from '../../components/StatGrid.tsx';
import { TestimonialCard } from '../../components/TestimonialCard.tsx';
import { ToolsStrip } from '../../components/ToolsStrip.tsx';
import { RoiCalculator } from '../../islands/RoiCalculator.tsx';
import type { PropsOf } from '../types.ts';
import type { Data } from './+data.ts';

/** The two sections of cards, in page order: each kind is the section's anchor and the first part of its cards' addresses. */
const OFFERING_SECTIONS = [
  { kind: 'services', background: 'paper' },
  { kind: 'industries', background: 'white' },
] as const;

export default function HomePage(props: PropsOf<Data>) {
  const { home, testimonials, faqs, tools, phone } = props;

  return (
    <>
      {props.heroCopies ? <HeroCopies copies={props.heroCopies} /> : <HomeHero id={home.hero.id} hero={home.hero} />}

      <Section id="about" headingId="proof-title" heading={home.proof.heading} background="white">
        <StatGrid stats={home.proof.stats} />
        <IconPills
          items={home.proof.badges}
          icon="shield"
          tone="emerald"
          className="mt-10 flex flex-wrap justify-center gap-3"
          label={home.proof.badgesLabel}
        />
        <ToolsStrip tools={tools} title={home.proof.toolsTitle} />
      </Section>

      {OFFERING_SECTIONS.map(({ kind, background }) => (
        <Section key={kind} id={kind} headingId={`${kind}-title`} heading={home[kind].heading} background={background}>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {props[kind].map((item) => (
              <OfferingCard key={item.slug} item={item} href={`/${kind}/${item.slug}`} linkLabel={home[kind].cardCta} />
            ))}
          </div>
        </Section>
      ))}

      <Section id="roi-calculator" headingId="roi-title" heading={home.roi.heading} background="dark">
        <Island
          name="RoiCalculator"
          component={RoiCalculator}
          props={{ labels: home.roi.labels, note: home.roi.note, formats: props.roiFormats }}
        />
        <ButtonRow cta={home.roi.cta} className="btn-light" as="div" />
      </Section>

      <Section id="testimonials" headingId="testimonials-title" heading={home.testimonials.heading} background="paper">
        <div className="grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <TestimonialCard key={t.name} t={t} ratingLabel={props.ratingLabel} />
          ))}
        </div>
        <ButtonRow cta={home.testimonials.moreCta} className="btn-secondary" as="div" />
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
