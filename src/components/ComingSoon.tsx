import type { SiteContent } from '../content/load.ts';
import type { BreadcrumbTrail } from './Breadcrumbs.tsx';
import { PageHero } from './PageHero.tsx';

/** Placeholder page of a service or industry without its own content yet (noindex). */
export function ComingSoon({
  title,
  comingSoon,
  breadcrumbs,
}: {
  title: string;
  comingSoon: SiteContent['services']['comingSoon'];
  breadcrumbs?: BreadcrumbTrail;
}) {
  return (
    <PageHero title={title} breadcrumbs={breadcrumbs}>
      <p className="mt-6 text-2xl font-semibold text-brand">{comingSoon.label}</p>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-600">{comingSoon.text}</p>
      <a href={comingSoon.cta.href} className="btn-primary mt-8">
        {comingSoon.cta.label}
      </a>
    </PageHero>
  );
}
