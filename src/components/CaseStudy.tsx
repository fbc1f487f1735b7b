import type { ReactNode } from 'react';
import type { CaseStudyEntry } from '../content/load.ts';
import type { Ui } from '../content/schemas/ui.ts';
import { fillTemplate, formatDollars } from '../lib/format.ts';
import { NOT_INDEXED } from '../lib/search-index.ts';
import { Breadcrumbs, type BreadcrumbTrail } from './Breadcrumbs.tsx';
import { CaseStudyDemo } from './CaseStudyDemo.tsx';
import { Icon } from './Icon.tsx';
import { CoverImage } from './ResponsiveImage.tsx';
import { StatGrid } from './StatGrid.tsx';
import { Tiles } from './Tiles.tsx';

/** What the case study page shows of its case study: all but its name and its head. */
export type CaseStudyShown = Omit<CaseStudyEntry, 'slug' | 'file' | 'seo'>;
type CaseStudyUi = Pick<Ui, 'newTab' | 'caseStudy'>;

function Block({ id, block }: { id: string; block: CaseStudyEntry['challenge'] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="card" data-animate>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
        {block.title}
      </h2>
      <p className="mt-4 leading-7 text-slate-600">{block.text}</p>
      {block.points.length ? (
        <ul className="mt-5 space-y-3">
          {block.points.map((p) => (
            <li key={p} className="flex gap-3 text-slate-700">
              <Icon name="check" className="mt-1 h-5 w-5 shrink-0 text-emerald-600" />
              <span>{p}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A section's heading over its row of cards (the offers, the tech stack); the caller writes the cards. */
function TitledCards({
  titleId,
  title,
  count,
  children,
}: {
  titleId: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <>
      <h2 id={titleId} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <Tiles count={count} className="mt-6">
        {children}
      </Tiles>
    </>
  );
}

/** "View Live Demo": the external demo in a new tab when content names one, else the demo on this page. */
export function LiveDemoLink({
  study,
  ui,
  className,
}: {
  study: Pick<CaseStudyEntry, 'liveDemo'>;
  ui: Pick<Ui, 'newTab'>;
  className: string;
}) {
  const { label, url } = study.liveDemo;
  if (!url)
    return (
      <a href="#demo" className={className}>
        {label}
        <Icon name="arrow" className="h-5 w-5 rotate-90" />
      </a>
    );
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <Icon name="arrow" className="h-5 w-5" />
      <span className="sr-only">{ui.newTab}</span>
    </a>
  );
}

/** The page's own title, or a section's heading of the size every section heading has. */
const HEADING_CLASSES = {
  h1: 'mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl',
  h2: 'mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl',
};

/**
 * The top of a case study: eyebrow, title, text, actions, picture and headline figures. The
 * case study page's first screen (its h1), and a landing page's teaser of it (an h2).
 */
export function CaseStudyIntro({
  study,
  as: Heading,
  id,
  priority = false,
  children,
}: {
  study: Pick<CaseStudyEntry, 'hero' | 'image' | 'imageAlt'>;
  as: 'h1' | 'h2';
  id?: string;
  /** The picture is the page's largest: fetched first rather than lazily. */
  priority?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <div className="mt-6 grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="eyebrow">{study.hero.eyebrow}</p>
          <Heading id={id} className={HEADING_CLASSES[Heading]}>
            {study.hero.title}
          </Heading>
          <p className="mt-5 text-lg leading-8 text-slate-600">{study.hero.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row" {...NOT_INDEXED}>
            {children}
          </div>
        </div>
        <CoverImage entry={study} layout="caseStudy" priority={priority} />
      </div>
      <div className="mt-10">
        <StatGrid stats={study.hero.claims} />
      </div>
    </>
  );
}

export function CaseStudy({
  study,
  ui,
  breadcrumbs,
}: {
  study: CaseStudyShown;
  ui: CaseStudyUi;
  breadcrumbs?: BreadcrumbTrail;
}) {
  return (
    <>
      <section className="bg-linear-to-b from-indigo-50 to-white">
        <div className="container-page py-12 sm:py-16">
          <Breadcrumbs trail={breadcrumbs} />
          <CaseStudyIntro study={study} as="h1" priority>
            <LiveDemoLink study={study} ui={ui} className="btn-primary" />
            <a href={study.closing.cta.href} className="btn-secondary">
              {study.closing.cta.label}
            </a>
          </CaseStudyIntro>
        </div>
      </section>

      <CaseStudyDemo study={study} />

      {study.offers ? (
        <section className="container-page pt-12" aria-labelledby="offers-title">
          <TitledCards titleId="offers-title" title={study.offers.title} count={study.offers.items.length}>
            {study.offers.items.map((o) => (
              <li key={o.name} className="card">
                <p className="text-lg font-semibold text-ink">{o.name}</p>
                <p className="mt-2 text-slate-600">{fillTemplate(ui.caseStudy.duration, { minutes: o.minutes })}</p>
                <p className="mt-1 text-3xl font-bold text-brand">{formatDollars(o.price)}</p>
              </li>
            ))}
          </TitledCards>
        </section>
      ) : null}

      <div className="container-page grid gap-6 py-12 lg:grid-cols-2">
        <Block id="challenge" block={study.challenge} />
        <Block id="solution" block={study.solution} />
      </div>

      <section id="tech-stack" aria-labelledby="tech-stack-title" className="container-page pb-12">
        <TitledCards titleId="tech-stack-title" title={study.techStack.title} count={study.techStack.items.length}>
          {study.techStack.items.map((t) => (
            <li key={t.name} className="card">
              <p className="font-semibold text-ink">{t.name}</p>
              <p className="mt-1 text-slate-600">{t.purpose}</p>
            </li>
          ))}
        </TitledCards>
      </section>

      <section id="results" aria-labelledby="results-title" className="bg-ink py-16">
        <div className="container-page">
          <h2 id="results-title" className="mb-8 text-center text-3xl font-bold text-white">
            {study.results.title}
          </h2>
          <StatGrid stats={study.results.items} dark />
        </div>
      </section>

      <section className="container-page py-16 text-center" aria-labelledby="closing-title">
        <h2 id="closing-title" className="text-3xl font-bold text-ink">
          {study.closing.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-slate-600">{study.closing.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row" {...NOT_INDEXED}>
          <a href={study.closing.cta.href} className="btn-primary">
            {study.closing.cta.label}
          </a>
          <LiveDemoLink study={study} ui={ui} className="btn-secondary" />
        </div>
      </section>
    </>
  );
}
