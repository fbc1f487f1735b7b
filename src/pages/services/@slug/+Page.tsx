// https://vike.dev/Page — /services/<slug>: a 'Coming soon' page (noindex).
import { ComingSoon } from '../../../components/ComingSoon.tsx';
import type { PropsOf } from '../../types.ts';
import type { Data } from './+data.ts';

export default function ServicePage({ title, comingSoon, breadcrumbs }: PropsOf<Data>) {
  return <ComingSoon title={title} comingSoon={comingSoon} breadcrumbs={breadcrumbs} />;
}
