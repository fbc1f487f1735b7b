import type { Services } from '../content/schemas/offerings.ts';
import type { Card } from '../lib/shown.ts';
import { OfferingCard } from './OfferingCard.tsx';
import { PageHero } from './PageHero.tsx';
import { Tiles } from './Tiles.tsx';

/** Colours of the notice under the heading: amber for "being developed", indigo for information. */
const NOTICE_TONES = {
  amber: { frame: 'border-amber-200 bg-amber-50', text: 'text-amber-900' },
  indigo: { frame: 'border-indigo-200 bg-indigo-50', text: 'text-indigo-950' },
} as const;

/**
 * /services and /industries: the heading, a notice, and a card per entry linking to its page
 * (basePath + slug). The cards are the main list, so their titles are h2.
 */
export function OverviewPage({
  overview,
  basePath,
  linkLabel,
  noticeTone,
}: {
  overview: Pick<Services, 'heading' | 'notice'> & { items: Card[] };
  basePath: '/services' | '/industries';
  linkLabel: string;
  noticeTone: keyof typeof NOTICE_TONES;
}) {
  const { heading } = overview;
  const tone = NOTICE_TONES[noticeTone];
  return (
    <>
      <PageHero eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro}>
        <p className={`mt-6 max-w-3xl rounded-xl border ${tone.frame} px-5 py-4 ${tone.text}`}>{overview.notice}</p>
      </PageHero>
      <Tiles
        as="section"
        count={overview.items.length}
        maxPerRow={3}
        wide
        className="container-page pb-20"
        aria-label={heading.title}
      >
        {overview.items.map((item) => (
          <OfferingCard
            key={item.slug}
            item={item}
            href={`${basePath}/${item.slug}`}
            linkLabel={linkLabel}
            headingLevel="h2"
          />
        ))}
      </Tiles>
    </>
  );
}
