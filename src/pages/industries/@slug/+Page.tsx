// https://vike.dev/Page — /industries/<slug>: a case study, or a 'Coming soon' page.
import { CaseStudy } from '../../../components/CaseStudy.tsx';
import { ComingSoon } from '../../../components/ComingSoon.tsx';
import type { PropsOf } from '../../types.ts';
import type { Data } from './+data.ts';

export default function IndustryPage(props: PropsOf<Data>) {
  if (props.kind === 'case-study')
    return <CaseStudy study={props.study} ui={props.ui} breadcrumbs={props.breadcrumbs} />;
  return <ComingSoon title={props.title} comingSoon={props.comingSoon} breadcrumbs={props.breadcrumbs} />;
}
