/**
 * One landing page (`content/landing/<slug>.yaml`), read from its text alone: parsed, validated,
 * its rich-text sections rendered from Markdown with the articles' checks, and every problem,
 * link and image placed where it is written in the YAML file.
 */
import path from 'node:path';
import { addressProblem } from './address.ts';
import { type ContentReference, checkYaml } from './check-yaml.ts';
import { fillIdentityDeep, type IdentityFields } from './identity.ts';
import { type LandingBlock, landingBlocks, type VariantBlock, variantBlocks } from './landing-blocks.ts';
import { type LinkRef, renderMarkdown } from './markdown.ts';
import type { Problem } from './problems.ts';
import { type LandingFrontMatter, type LandingSection, landingSchema, type VariantSection } from './schemas/landing.ts';
import { parseYamlSource, type YamlSource } from './source.ts';

export type { LandingBlock, VariantBlock } from './landing-blocks.ts';

export type LandingPage = Omit<LandingFrontMatter, 'sections'> & {
  slug: string;
  file: string;
  sections: LandingBlock[];
  /** The sections of the experiment's variants, each in the place of one of the page's (none without). */
  variantBlocks: VariantBlock[];
  /** Every #anchor of the page's content: the sections' ids and the headings of their texts. */
  anchors: string[];
};

export interface LandingFileOutcome {
  problems: Problem[];
  links: ContentReference[];
  images: ContentReference[];
  /** Present when the file validated (its texts may still have problems, listed above). */
  entry?: LandingPage;
  cut: boolean;
  source: YamlSource;
}

/**
 * Where the Markdown of a YAML text starts in its file: a block (`body: |`) starts on the next
 * line, each of its lines indented by the same spaces, which YAML strips. Anything else (a quoted
 * text) is placed at the text's start, since YAML folds its lines.
 */
function markdownOrigin(lines: readonly string[], at: { line: number; column: number }) {
  const indicator = lines[at.line - 1]?.slice(at.column - 1) ?? '';
  if (!/^[|>]/.test(indicator)) return { block: false, bodyLine: at.line, indent: 0, at };
  const first = lines.slice(at.line).find((l) => l.trim() !== '') ?? '';
  return { block: true, bodyLine: at.line + 1, indent: first.length - first.trimStart().length, at };
}

/** A text to render: a rich-text section of the page or of a variant, and where it is written. */
type TextAt = { section: LandingSection | VariantSection; at: (string | number)[] };

/** Renders the text sections; their problems, links and images keep the file's lines and columns. */
function renderTexts(text: string, source: YamlSource, sections: readonly TextAt[], fields?: IdentityFields) {
  const lines = text.split(/\r?\n/);
  const out = {
    problems: [] as Problem[],
    links: [] as LinkRef[],
    images: [] as LinkRef[],
    html: new Map<string, string>(),
    anchors: [] as string[],
  };
  for (const { section, at } of sections) {
    if (section.type !== 'text') continue;
    const field = `${fieldName(at)}.body`;
    const origin = markdownOrigin(lines, source.locate([...at, 'body']));
    const place = <T extends { line: number; column: number; field: string }>(p: T): T =>
      origin.block ? { ...p, column: p.column + origin.indent, field } : { ...p, ...origin.at, field };
    const rendered = renderMarkdown(section.body, source.file, origin.bodyLine, true, fields);
    out.problems.push(...rendered.problems.map(place));
    out.links.push(...rendered.links.map(place));
    out.images.push(...rendered.images.map(place));
    out.html.set(fieldName(at), rendered.html);
    out.anchors.push(...rendered.anchors);
  }
  return out;
}

/** A path as problems name a field: sections[3], experiment.variants[1].sections[0]. */
function fieldName(at: readonly (string | number)[]): string {
  return at.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');
}

/** The page's sections and its variants' sections, each with where it is written. */
function textsOf(page: LandingFrontMatter): TextAt[] {
  return [
    ...page.sections.map((section, i) => ({ section, at: ['sections', i] })),
    ...(page.experiment?.variants ?? []).flatMap((v, i) =>
      (v.sections ?? []).map((section, j) => ({ section, at: ['experiment', 'variants', i, 'sections', j] })),
    ),
  ];
}

/**
 * @param file the file as problems name it; its base name is the slug.
 * @param fields what the identity placeholders become (./identity.ts).
 */
export function processLandingFile(file: string, text: string, fields?: IdentityFields): LandingFileOutcome {
  const slug = path.basename(file, '.yaml');
  const source = parseYamlSource(file, text);
  const checked = checkYaml(landingSchema, source);
  const outcome: LandingFileOutcome = {
    problems: checked.problems,
    links: checked.links,
    images: checked.images,
    cut: checked.cut,
    source,
  };
  const page = checked.value;
  const misnamed = addressProblem(file, slug, page?.slug, source);
  if (misnamed) outcome.problems.push(misnamed);
  if (!page) return outcome;
  const texts = renderTexts(text, source, textsOf(page), fields);
  outcome.problems.push(...texts.problems);
  outcome.links.push(...texts.links.map((l) => ({ ...l, file })));
  outcome.images.push(...texts.images.map((l) => ({ ...l, file })));
  // The texts drawn from Markdown were filled as they were drawn; the other fields are filled here.
  const filled = fields ? fillIdentityDeep(page, fields) : page;
  const sections = landingBlocks(filled.sections, (_body, i) => texts.html.get(`sections[${i}]`)!);
  const variants = variantBlocks(
    filled.experiment,
    (_body, i) => texts.html.get(`experiment.variants[${i}].sections[0]`)!,
  );
  outcome.entry = {
    ...filled,
    slug,
    file,
    sections,
    variantBlocks: variants,
    anchors: [...sections.map((s) => s.id), ...texts.anchors],
  };
  return outcome;
}
