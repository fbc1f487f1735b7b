/**
 * A landing page's checked sections as the page shows them: each with its element id, a text
 * section with its HTML. Pure and free of Node, so the build (./landing-file.ts) and the editor's
 * preview (src/admin/schemas.ts) make the same blocks.
 */
import { type LandingFrontMatter, type LandingSection, sectionIds, type VariantSection } from './schemas/landing.ts';

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

/**
 * A variant's section as the page shows it: its variant, the id of the section it takes the place
 * of (`replaces`), and an element id of its own, that one's with the variant's key (`faq-b`).
 */
export type VariantBlock = (
  | Exclude<VariantSection, { type: 'text' }>
  | (Extract<VariantSection, { type: 'text' }> & { html: string })
) & { id: string; variantOf: 'b' | 'c' };

/** The sections of an experiment's variants, in the order of the variants; rich text as HTML. */
export function variantBlocks(
  experiment: LandingFrontMatter['experiment'],
  html: (body: string, variant: number) => string,
): VariantBlock[] {
  return (experiment?.variants ?? []).flatMap((v, i) => {
    const section = v?.sections?.[0];
    if (!section?.replaces || v.key === 'a') return [];
    const shown = { id: `${section.replaces}-${v.key}`, variantOf: v.key };
    return [section.type === 'text' ? { ...section, html: html(section.body, i), ...shown } : { ...section, ...shown }];
  });
}
