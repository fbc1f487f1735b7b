/**
 * What the pages at /<slug> show (./+Page.tsx) and say in their head: a legal page (its text), or
 * a campaign landing page (its sections, with what they choose of the rest of the content). Pure:
 * the pages' data hook (./+data.ts) and the editor's preview compute it from the content.
 */
import { entryStatus } from '../../lib/entry-status.ts';
import { heroCopies, ownHero, prePaintPlan } from '../../lib/hero-copies.ts';
import { faqsOf, heroOf, sectionSources, shownBlocks, withVariantSections } from '../../lib/landing.ts';
import { absoluteUrl, faqPage, pageMeta, socialImage, titled } from '../../lib/seo.ts';
import { entryOf, isKind } from '../entries.ts';
import type { PageInput } from '../types.ts';

export function legalData(input: PageInput<'legal'>) {
  const { content, route } = input;
  const page = entryOf(content.legal, route.slug);
  return {
    meta: pageMeta(input, { title: titled(content, page.title), description: page.description }),
    props: {
      kind: 'legal' as const,
      page: { title: page.title, updated: page.updated, html: page.html },
      updatedLabel: content.ui.legal.updated,
    },
  };
}

/**
 * A landing page: its title, description and share picture (its hero's, else the site's); in its
 * structured data, the page as a WebPage of the organisation, and its questions as an FAQPage
 * when it has an FAQ section.
 */
export function landingData(input: PageInput<'landing'>) {
  const { content, route, origin } = input;
  const page = entryOf(content.landing, route.slug);
  const written = heroOf(page.sections);
  // The page's own hero (variant a, or the kept one) is what search engines and previews see.
  const hero = written && ownHero(written, page.experiment);
  // Each variant's section in its place: only variant a's copies (or the kept one's) have no variantOf.
  const sections = withVariantSections(hero ? [hero, ...page.sections.slice(1)] : page.sections, page);
  const own = sections.filter((s) => !s.variantOf || s.variantOf.split(' ').includes('a'));
  const running = page.experimentRuns ? page.experiment : undefined;
  const { copies, plan } = written ? heroCopies(written, page) : { copies: [], plan: prePaintPlan(running) };
  const faqs = own.flatMap((s) => (s.type === 'faq' ? faqsOf(s, content.faqs.items) : []));
  const webPage = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: absoluteUrl(origin, `/${page.slug}`),
    publisher: { '@id': `${origin}/#organization` },
  };
  const sources = sectionSources(content, sections);
  return {
    meta: {
      ...pageMeta(input, {
        title: titled(content, page.title),
        description: page.description,
        keywords: page.keywords,
        ...(hero ? { image: socialImage(origin, hero.image), imageAlt: hero.imageAlt } : {}),
        jsonLd: [webPage, ...(faqs.length ? [faqPage(faqs)] : [])],
      }),
      ...(plan ? { prePaint: plan } : {}),
    },
    props: {
      kind: 'landing' as const,
      page: {
        heading: hero ? undefined : page.title,
        sections: shownBlocks(sections),
        status: entryStatus(page, content.ui.article),
        ...(copies.length > 1 ? { heroCopies: copies } : {}),
      },
      sources,
    },
    pictures: sources.caseStudies.map((study) => study.image),
  };
}

/** /<slug> is a legal page or a landing page. */
export function legalOrLandingData(input: PageInput<'legal' | 'landing'>) {
  return isKind(input, 'landing') ? landingData(input) : legalData(input);
}
