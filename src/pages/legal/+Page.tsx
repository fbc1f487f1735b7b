// https://vike.dev/Page — a legal page rendered from content/legal/<slug>.md, or a campaign page
// from content/landing/<slug>.yaml (see ./+route.ts).
import { LandingPage } from '../../components/LandingPage.tsx';
import { MarkdownBody } from '../../components/MarkdownBody.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { formatDate } from '../../lib/format.ts';
import { sectionSources } from '../../lib/landing.ts';
import type { PageProps } from '../types.ts';

export default function LegalPage({ content, route }: PageProps) {
  if (route.kind === 'landing') {
    const landing = content.landing.find((p) => p.slug === route.slug)!;
    return <LandingPage page={landing} sources={sectionSources(content)} />;
  }
  const page = content.legal.find((p) => p.slug === route.slug)!;
  return (
    <>
      <PageHero title={page.title}>
        <p className="mt-4 text-slate-600">
          {`${content.ui.legal.updated} `}
          <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </PageHero>
      <div className="container-page pb-20">
        <MarkdownBody html={page.html} />
      </div>
    </>
  );
}
