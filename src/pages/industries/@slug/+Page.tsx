// https://vike.dev/Page — /industries/<slug>: a case study, or a 'Coming soon' page.
import { CaseStudy } from '../../../components/CaseStudy.tsx';
import { ComingSoon } from '../../../components/ComingSoon.tsx';
import type { PageProps } from '../../types.ts';

export default function IndustryPage({ content, route, breadcrumbs }: PageProps) {
  const industry = content.industries.items.find((i) => i.slug === route.slug)!;
  const study = content.caseStudies.find((s) => s.slug === route.slug);
  const trail = { label: content.ui.breadcrumbs.trail, items: breadcrumbs };
  if (route.kind === 'case-study' && study) return <CaseStudy study={study} ui={content.ui} breadcrumbs={trail} />;
  return <ComingSoon title={industry.title} comingSoon={content.industries.comingSoon} breadcrumbs={trail} />;
}
