/**
 * A landing page's checked sections as the page shows them: each with its element id, a text
 * section with its HTML. Pure and free of Node, so the build (./landing-file.ts) and the editor's
 * preview (src/admin/schemas.ts) make the same blocks.
 */
import { type LandingSection, sectionIds } from './schemas/landing.ts';

/** A section as the page shows it: its element id (the #anchor links use), a text section with its HTML. */
export type LandingBlock = (
  | Exclude<LandingSection, { type: 'text' }>
  | (Extract<LandingSection, { type: 'text' }> & { html: string })
) & { id: string };

/** The blocks a page draws from its checked sections: each with its id, rich text as HTML. */
export function landingBlocks(
  sections: readonly LandingSection[],
  html: (body: string, index: number) => string,
): LandingBlock[] {
  const ids = sectionIds(sections);
  return sections.map((section, i) =>
    section.type === 'text' ? { ...section, html: html(section.body, i), id: ids[i]! } : { ...section, id: ids[i]! },
  );
}
