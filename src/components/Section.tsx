import type { ReactNode } from 'react';
import type { SectionHeading as Heading } from '../content/schemas/common.ts';
import { SectionHeading } from './SectionHeading.tsx';

const BACKGROUNDS = { white: 'bg-white', paper: 'bg-paper', dark: 'bg-ink' } as const;

/**
 * A full-width band of the home or about page: its anchor id, a background, the centred
 * heading block, then the content. The heading's id names the section for screen readers.
 */
export function Section({
  id,
  headingId,
  heading,
  background,
  children,
}: {
  /** The anchor other pages link to, e.g. /#services. */
  id: string;
  headingId: string;
  heading: Heading;
  /** Without one, the page's own white shows through. */
  background?: keyof typeof BACKGROUNDS;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={background ? `section ${BACKGROUNDS[background]}` : 'section'}
      aria-labelledby={headingId}
    >
      <div className="container-page">
        <SectionHeading heading={heading} id={headingId} dark={background === 'dark'} />
        {children}
      </div>
    </section>
  );
}

/**
 * The button under a section's content, centred (the home page's "Read More Reviews" and the like);
 * nothing when content gives none. The home page's stands in a div, a landing page's in a p: the
 * two render alike, and each page's markup stays as it was built.
 */
export function ButtonRow({
  cta,
  className,
  as: Wrapper = 'p',
}: {
  cta?: { label: string; href: string };
  className: 'btn-light' | 'btn-secondary';
  as?: 'p' | 'div';
}) {
  if (!cta) return null;
  return (
    <Wrapper className="mt-10 text-center">
      <a href={cta.href} className={className}>
        {cta.label}
      </a>
    </Wrapper>
  );
}
