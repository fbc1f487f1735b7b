import type { CaseStudyTeaser as Teaser } from '../lib/landing.ts';
import { CaseStudyIntro } from './CaseStudy.tsx';
import { Icon } from './Icon.tsx';

/**
 * A case study in brief, from its own top part (content/case-studies/<slug>.yaml): eyebrow,
 * title, text, picture and headline figures, with a link to the full story.
 */
export function CaseStudyTeaser({ id, study, linkLabel }: { id: string; study: Teaser; linkLabel: string }) {
  return (
    <section id={id} className="section bg-paper" aria-labelledby={`${id}-title`}>
      <div className="container-page">
        <CaseStudyIntro study={study} as="h2" id={`${id}-title`}>
          <a href={`/industries/${study.slug}`} className="btn-primary">
            {linkLabel}
            <span className="sr-only">{`: ${study.hero.title}`}</span>
            <Icon name="arrow" className="h-5 w-5" />
          </a>
        </CaseStudyIntro>
      </div>
    </section>
  );
}
