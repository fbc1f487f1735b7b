import type { SiteLanding } from '../content/index.ts';
import { heroOf, type SectionSources } from '../lib/landing.ts';
import { LandingSections } from './LandingSections.tsx';
import { PageHero } from './PageHero.tsx';
import { PostStatusLabel } from './PostStatusLabel.tsx';

/**
 * A campaign landing page: its sections top to bottom. Without a hero section, the page's title
 * is its heading. A draft or scheduled page (deploy previews only) says so above everything.
 */
export function LandingPage({ page, sources }: { page: SiteLanding; sources: SectionSources }) {
  return (
    <>
      {page.status === 'live' ? null : (
        <div className="bg-indigo-50">
          <ul className="container-page flex pt-6">
            <PostStatusLabel post={page} ui={sources.ui} />
          </ul>
        </div>
      )}
      {heroOf(page.sections) ? null : <PageHero title={page.title} />}
      <LandingSections sections={page.sections} sources={sources} />
    </>
  );
}
