// https://vike.dev/Page — /services: all services; their own pages are being developed.
import { OverviewPage } from '../../components/OverviewPage.tsx';
import type { PropsOf } from '../types.ts';
import type { Data } from './+data.ts';

export default function ServicesPage({ overview, linkLabel }: PropsOf<Data>) {
  return <OverviewPage overview={overview} basePath="/services" linkLabel={linkLabel} noticeTone="amber" />;
}
