// https://vike.dev/Page — /services: all services; their own pages are being developed.
import { OverviewPage } from '../../components/OverviewPage.tsx';
import type { PageProps } from '../types.ts';

export default function ServicesPage({ content }: PageProps) {
  return (
    <OverviewPage
      overview={content.services}
      basePath="/services"
      linkLabel={content.home.services.cardCta}
      noticeTone="amber"
    />
  );
}
