/**
 * Decap's preview pane, drawn by the site's own components with the site's stylesheet
 * (registered in main.tsx), so an editor sees an entry as the page will show it. Texts the
 * components need from other files (interface texts, card links) come from the build, in
 * /admin/preview-data.json.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { ReactNode } from 'react';
import { ArticleHeader } from '../components/ArticleHeader.tsx';
import { CaseStudy } from '../components/CaseStudy.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { HomeHero } from '../components/HomeHero.tsx';
import { LandingSections } from '../components/LandingSections.tsx';
import { OfferingCard } from '../components/OfferingCard.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import { Tiles } from '../components/Tiles.tsx';
import type { CaseStudyEntry } from '../content/load.ts';
import { renderMarkdown } from '../content/markdown.ts';
import type { Home } from '../content/schemas/home.ts';
import { landingSection, sectionIds } from '../content/schemas/landing.ts';
import type { PostFrontMatter } from '../content/schemas/markdown.ts';
import type { ServiceCard } from '../content/schemas/offerings.ts';
import type { Faq, Testimonial } from '../content/schemas/people.ts';
import type { Ui } from '../content/schemas/ui.ts';
import type { SectionSources } from '../lib/landing.ts';

/** What the build writes into /admin/preview-data.json for the previews. */
export interface PreviewData {
  ui: Ui;
  blogAuthor: string;
  serviceCardCta: string;
  industryCardCta: string;
  /** What landing page sections draw from other files (cards, reviews, questions, form texts). */
  landing: SectionSources;
}

let loaded: PreviewData | undefined;
/** Called once by main.tsx with the build's preview data, before Decap starts. */
export function setPreviewData(data: PreviewData): void {
  loaded = data;
}

export type PreviewProps = PreviewTemplateComponentProps;

export function previewData(): PreviewData {
  if (!loaded) throw new Error('preview data not loaded');
  return loaded;
}

const dataOf = <T,>(props: PreviewProps): T =>
  ((props.entry.getIn(['data']) as { toJS(): unknown } | undefined)?.toJS() ?? {}) as T;

/**
 * Renders only when the entry has what the component needs: while an editor fills in a new
 * entry, a half-empty one shows a note instead of breaking the pane.
 */
function Guard({ ready, children }: { ready: boolean; children: () => ReactNode }) {
  return ready ? children() : <p className="container-page py-8 text-slate-600">…</p>;
}

export function FaqsPreview(props: PreviewProps) {
  const { items = [] } = dataOf<{ items?: Faq[] }>(props);
  return (
    <div className="container-page py-10">
      <FaqList items={items.filter((f) => f?.question)} />
    </div>
  );
}

export function TestimonialsPreview(props: PreviewProps) {
  const { items = [] } = dataOf<{ items?: Testimonial[] }>(props);
  const { ui } = previewData();
  return (
    <div className="container-page py-10">
      <Tiles as="div" count={items.length} maxPerRow={3}>
        {items.map((t) => (
          <TestimonialCard key={t.name} t={t} ratingLabel={ui.testimonials.rating} />
        ))}
      </Tiles>
    </div>
  );
}

function OfferingsPreview({ props, kind }: { props: PreviewProps; kind: 'services' | 'industries' }) {
  const { items = [] } = dataOf<{ items?: (ServiceCard & { slug: string })[] }>(props);
  const data = previewData();
  const cta = kind === 'services' ? data.serviceCardCta : data.industryCardCta;
  return (
    <div className="container-page py-10">
      <Tiles as="div" count={items.length} maxPerRow={3}>
        {items
          .filter((item) => item?.title && item.benefits && item.color && item.icon)
          .map((item) => (
            <OfferingCard key={item.slug} item={item} href={`/${kind}/${item.slug}`} linkLabel={cta} />
          ))}
      </Tiles>
    </div>
  );
}
export const ServicesPreview = (props: PreviewProps) => <OfferingsPreview props={props} kind="services" />;
export const IndustriesPreview = (props: PreviewProps) => <OfferingsPreview props={props} kind="industries" />;

export function HomePreview(props: PreviewProps) {
  const { hero } = dataOf<Partial<Home>>(props);
  return (
    <Guard ready={Boolean(hero?.title && hero.highlight && hero.title.includes(hero.highlight))}>
      {() => <HomeHero hero={hero!} />}
    </Guard>
  );
}

export function PostPreview(props: PreviewProps) {
  const post = dataOf<Partial<PostFrontMatter>>(props);
  const { ui, blogAuthor } = previewData();
  return (
    <article>
      <Guard ready={Boolean(post.title && post.color && post.date)}>
        {() => (
          <ArticleHeader
            post={{ readTime: 1, excerpt: '', category: '', ...post } as PostFrontMatter}
            author={blogAuthor}
            ui={ui}
            breadcrumbs={{ label: ui.breadcrumbs.trail, items: [] }}
          />
        )}
      </Guard>
      <div className="container-page max-w-4xl">
        <div className="prose mx-auto mt-10">{props.widgetFor('body')}</div>
      </div>
    </article>
  );
}

export function CaseStudyPreview(props: PreviewProps) {
  const study = dataOf<Partial<CaseStudyEntry>>(props);
  const { ui } = previewData();
  const complete = Boolean(study.hero && study.results && study.liveDemo && study.demo);
  return (
    <Guard ready={complete}>
      {() => (
        <CaseStudy
          study={{ file: '', ...study } as CaseStudyEntry}
          ui={ui}
          breadcrumbs={{ label: ui.breadcrumbs.trail, items: [] }}
        />
      )}
    </Guard>
  );
}

/**
 * A landing page as it will look: every section the schema already accepts, drawn by the site's
 * own components (rich text through the site's Markdown renderer); a section still being filled
 * in shows a note until it is complete.
 */
export function LandingPreview(props: PreviewProps) {
  const { sections = [] } = dataOf<{ sections?: unknown[] }>(props);
  const typed = sections.filter((s): s is { type: string } => Boolean(s && typeof s === 'object' && 'type' in s));
  const ids = sectionIds(typed);
  return (
    <>
      {typed.map((section, i) => {
        const parsed = landingSection.safeParse(section);
        if (!parsed.success)
          return (
            <Guard key={ids[i]} ready={false}>
              {() => null}
            </Guard>
          );
        const value = parsed.data;
        const block =
          value.type === 'text'
            ? { ...value, id: ids[i]!, html: renderMarkdown(value.body, '', 0).html }
            : { ...value, id: ids[i]! };
        return <LandingSections key={ids[i]} sections={[block]} sources={previewData().landing} />;
      })}
    </>
  );
}
