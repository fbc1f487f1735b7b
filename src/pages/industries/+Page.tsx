// https://vike.dev/Page — /industries: overview of the industries we serve.
import { OverviewPage } from '../../components/OverviewPage.tsx';
import type { PageProps } from '../types.ts';

export default function IndustriesPage({ content }: PageProps) {
  return (
    <OverviewPage
      overview={content.industries}
      basePath="/industries"
      linkLabel={content.home.industries.cardCta}
      noticeTone="indigo"
    />
  );
}
