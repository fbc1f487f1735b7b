/**
 * The sections of a landing page (content/landing/<slug>.yaml), each drawn by the component the
 * rest of the site draws it with: the home page's hero and bands, the cards, reviews, questions
 * and figures, a case study's top part, the calculator and the form as islands. The editor's
 * preview pane draws them with this too.
 */
import { RoiCalculator } from '../islands/RoiCalculator.tsx';
import type { HeroCopy } from '../lib/hero-copies.ts';
import { chosen, faqsOf, type SectionSources, type ShownBlock } from '../lib/landing.ts';
import { CallToActionBand } from './CallToActionBand.tsx';
import { CaseStudyTeaser } from './CaseStudyTeaser.tsx';
import { ContactFormCard } from './ContactFormCard.tsx';
import { FaqList } from './FaqList.tsx';
import { HeroCopies } from './HeroCopies.tsx';
import { HomeHero } from './HomeHero.tsx';
import { Island } from './Island.tsx';
import { MarkdownBody } from './MarkdownBody.tsx';
import { OfferingCard } from './OfferingCard.tsx';
import { ButtonRow, Section } from './Section.tsx';
import { StatGrid } from './StatGrid.tsx';
import { TestimonialCard } from './TestimonialCard.tsx';
import { Tiles } from './Tiles.tsx';

type Block<T extends ShownBlock['type']> = Extract<ShownBlock, { type: T }>;

function Cards({ block, sources }: { block: Block<'services' | 'industries'>; sources: SectionSources }) {
  const kind = block.type;
  const items = chosen<{ slug: string } & Parameters<typeof OfferingCard>[0]['item']>(
    sources[kind],
    block.items,
    (i) => i.slug,
  );
  const background = kind === 'services' ? 'paper' : 'white';
  return (
    <Section id={block.id} headingId={`${block.id}-title`} heading={block.heading} background={background}>
      <Tiles as="div" count={items.length} maxPerRow={3} wide>
        {items.map((item) => (
          <OfferingCard
            key={item.slug}
            item={item}
            href={`/${kind}/${item.slug}`}
            linkLabel={block.linkLabel ?? sources.cardLinks[kind]!}
          />
        ))}
      </Tiles>
    </Section>
  );
}

function Reviews({ block, sources }: { block: Block<'testimonials'>; sources: SectionSources }) {
  const reviews = chosen(sources.testimonials, block.names, (t) => t.name);
  return (
    <Section id={block.id} headingId={`${block.id}-title`} heading={block.heading} background="paper">
      <Tiles as="div" count={reviews.length} maxPerRow={3} wide>
        {reviews.map((t) => (
          <TestimonialCard key={t.name} t={t} ratingLabel={sources.ratingLabel!} />
        ))}
      </Tiles>
      <ButtonRow cta={block.moreCta} className="btn-secondary" />
    </Section>
  );
}

function RichText({ block }: { block: Block<'text'> }) {
  const body = <MarkdownBody className="prose mx-auto" html={block.html} />;
  if (block.heading)
    return (
      <Section id={block.id} headingId={`${block.id}-title`} heading={block.heading}>
        {body}
      </Section>
    );
  return (
    <div id={block.id} className="section">
      <div className="container-page">{body}</div>
    </div>
  );
}

/** One section, by its type. */
function LandingSection({ block, sources }: { block: ShownBlock; sources: SectionSources }) {
  const headingId = `${block.id}-title`;
  switch (block.type) {
    case 'hero':
      return <HomeHero id={block.id} hero={block} />;
    case 'services':
    case 'industries':
      return <Cards block={block} sources={sources} />;
    case 'stats':
      return (
        <Section id={block.id} headingId={headingId} heading={block.heading} background="white">
          <StatGrid stats={block.items} />
        </Section>
      );
    case 'testimonials':
      return <Reviews block={block} sources={sources} />;
    case 'case-study': {
      const study = sources.caseStudies.find((s) => s.slug === block.study);
      return study ? <CaseStudyTeaser id={block.id} study={study} linkLabel={block.linkLabel} /> : null;
    }
    case 'faq':
      return (
        <Section id={block.id} headingId={headingId} heading={block.heading} background="white">
          <FaqList items={faqsOf(block, sources.faqs)} />
        </Section>
      );
    case 'roi-calculator':
      return (
        <Section id={block.id} headingId={headingId} heading={block.heading} background="dark">
          <Island name="RoiCalculator" component={RoiCalculator} props={sources.roi!} />
          <ButtonRow cta={block.cta} className="btn-light" />
        </Section>
      );
    case 'text':
      return <RichText block={block} />;
    case 'call-to-action':
      return (
        <CallToActionBand
          id={block.id}
          headingId={headingId}
          title={block.title}
          text={block.text}
          cta={block.cta}
          callPrompt={block.callPrompt}
          phone={sources.phone}
        />
      );
    case 'contact-form':
      return (
        <div className="section bg-paper">
          <div className="container-page max-w-3xl">
            <ContactFormCard
              id={block.id}
              title={block.title}
              intro={block.intro}
              form={sources.contactForm!}
              className="card sm:p-8!"
            />
          </div>
        </div>
      );
  }
}

/**
 * The sections top to bottom; with `heroCopies`, the first section (the hero) is drawn as those
 * copies; a section of an experiment's variants in a box the stylesheet shows to those only.
 */
export function LandingSections({
  sections,
  sources,
  heroCopies,
}: {
  sections: readonly ShownBlock[];
  sources: SectionSources;
  heroCopies?: readonly HeroCopy[];
}) {
  return (
    <>
      {sections.map((block, i) =>
        i === 0 && heroCopies ? (
          <HeroCopies key={block.id} copies={heroCopies} />
        ) : block.variantOf ? (
          <div key={block.id} data-variant-of={block.variantOf}>
            <LandingSection block={block} sources={sources} />
          </div>
        ) : (
          <LandingSection key={block.id} block={block} sources={sources} />
        ),
      )}
    </>
  );
}
