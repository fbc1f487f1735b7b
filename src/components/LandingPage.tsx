import type { EntryStatus } from '../lib/entry-status.ts';
import type { HeroCopy } from '../lib/hero-copies.ts';
import type { SectionSources, ShownBlock } from '../lib/landing.ts';
import { LandingSections } from './LandingSections.tsx';
import { PageHero } from './PageHero.tsx';
import { PostStatusLabel } from './PostStatusLabel.tsx';

/**
 * A campaign landing page: its sections top to bottom, under its heading when it has no hero. A draft or scheduled page (deploy previews only) says so above everything.
 */
export function LandingPage({
  page,
  sources,
}: {
  /** `heading`: the page's title, for a page without a hero section; `heroCopies`: its hero's variants and messages. */
  page: { heading?: string; sections: ShownBlock[]; status?: EntryStatus; heroCopies?: HeroCopy[] };
  sources: SectionSources;
}) {
  return (
    <>
      {page.status ? (
        <div className="bg-indigo-50">
          <ul className="container-page flex pt-6">
            <PostStatusLabel status={page.status} />
          </ul>
        </div>
      ) : null}
      {page.heading ? <PageHero title={page.heading} /> : null}
      <LandingSections sections={page.sections} sources={sources} heroCopies={page.heroCopies} />
    </>
  );
}
