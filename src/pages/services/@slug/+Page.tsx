// https://vike.dev/Page — /services/<slug>: a 'Coming soon' page (noindex).
import { ComingSoon } from '../../../components/ComingSoon.tsx';
import type { PageProps } from '../../types.ts';

export default function ServicePage({ content, route, breadcrumbs }: PageProps) {
  const service = content.services.items.find((s) => s.slug === route.slug)!;
  return (
    <ComingSoon
      title={service.title}
      comingSoon={content.services.comingSoon}
      breadcrumbs={{ label: content.ui.breadcrumbs.trail, items: breadcrumbs }}
    />
  );
}
