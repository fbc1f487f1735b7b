/**
 * What /industries/<slug> shows (./+Page.tsx) and says in its head: the industry's case study, or
 * its name and the "coming soon" notice (../../offerings.ts). Pure: the page's data hook
 * (./+data.ts) and the editor's preview compute it from the content.
 */
import { pageMeta, seoMeta, socialImage } from '../../../lib/seo.ts';
import { entryOf, isKind, trailOf } from '../../entries.ts';
import { comingSoonData } from '../../offerings.ts';
import type { PageInput } from '../../types.ts';

export function caseStudyData(input: PageInput<'case-study'>) {
  const { content, route, origin } = input;
  const { slug, file, seo, ...study } = entryOf(content.caseStudies, route.slug);
  return {
    meta: pageMeta(input, {
      ...seoMeta(content, seo),
      image: socialImage(origin, study.image),
      imageAlt: study.imageAlt,
    }),
    props: {
      kind: 'case-study' as const,
      study,
      ui: { newTab: content.ui.newTab, caseStudy: content.ui.caseStudy },
      breadcrumbs: trailOf(input),
    },
    pictures: [study.image],
  };
}

export function industryData(input: PageInput<'case-study' | 'industry-coming-soon'>) {
  if (isKind(input, 'case-study')) return caseStudyData(input);
  const { meta, props } = comingSoonData(input, input.content.industries);
  return { meta, props: { kind: 'coming-soon' as const, ...props } };
}
