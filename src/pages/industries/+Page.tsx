// https://vike.dev/Page — /industries: overview of the industries we serve.
import { OverviewPage } from '../../components/OverviewPage.tsx';
import type { PropsOf } from '../types.ts';
import type { Data } from './+data.ts';

export default function IndustriesPage({ overview, linkLabel }: PropsOf<Data>) {
  return <OverviewPage overview={overview} basePath="/industries" linkLabel={linkLabel} noticeTone="indigo" />;
}
