/**
 * Which fields of the content choose another entry by its name: a landing page's sections and
 * its variants' sections (the services, industries, reviews, questions and case study they show),
 * the 404 page's services and industries, the contact form's industries, an article's previous
 * and next. The cross-check
 * (./crosscheck.ts) holds each choice to an entry that exists; the editor (src/admin/renames.ts)
 * finds with the same list every entry a rename would break, to update it in the same save.
 * One list, so that a new kind of choice is checked and carried along a rename alike.
 */
import { DATA_FILES, type PartialContent } from './load.ts';
import type { LandingSection } from './schemas/landing.ts';

/** The kinds of entries other entries choose by name. */
export type ChosenKind = 'service' | 'industry' | 'testimonial' | 'faq' | 'case-study' | 'post';

/** One field that chooses an entry: where it is, what it names, and the names it may take. */
export interface EntryChoice {
  /** The choosing entry's file, as the loader names it (its `file`). */
  file: string;
  /** The field, as problems name it: `sections[3].items[0]`, `services[1]`, `next`. */
  field: string;
  /** The name chosen. */
  value: string;
  kind: ChosenKind;
  /** The names that exist (undefined: the file that holds them did not load, so nothing is judged). */
  known: readonly string[] | undefined;
  /** What one name is, for the message: `a service slug in content/services.yaml`. */
  what: string;
}

/** The names by which entries of each kind are chosen (undefined: the file did not load). */
export function namesIn(partial: PartialContent): Record<ChosenKind, readonly string[] | undefined> {
  return {
    service: partial.services?.items.map((s) => s.slug),
    industry: partial.industries?.items.map((i) => i.slug),
    testimonial: partial.testimonials?.items.map((t) => t.name),
    faq: partial.faqs?.items.map((f) => f.question),
    'case-study': [...partial.caseStudies, ...partial.unreadable.caseStudies].map((s) => s.slug),
    post: [...partial.posts, ...partial.unreadable.posts].map((p) => p.slug),
  };
}

type SectionOfType<T> = Extract<LandingSection, { type: T }>;
type NameListOf<S> = { [K in keyof S]: S[K] extends readonly string[] ? K : never }[keyof S];

/**
 * The sections that choose entries of another file by name: the list of names they hold, the
 * kind of entry, and what one name is, for the message.
 */
const CHOSEN_BY_NAME = {
  services: { list: 'items', kind: 'service', what: 'a service slug in content/services.yaml' },
  industries: { list: 'items', kind: 'industry', what: 'an industry slug in content/industries.yaml' },
  testimonials: { list: 'names', kind: 'testimonial', what: 'the name of a review in content/testimonials.yaml' },
  faq: { list: 'questions', kind: 'faq', what: 'a question in content/faqs.yaml' },
} as const satisfies {
  [T in LandingSection['type']]?: { list: NameListOf<SectionOfType<T>>; kind: ChosenKind; what: string };
};
type ChoosingByName = SectionOfType<keyof typeof CHOSEN_BY_NAME>;
const choosesByName = (section: LandingSection): section is ChoosingByName =>
  Object.hasOwn(CHOSEN_BY_NAME, section.type);

/** What one section of a landing page chooses by name (fields relative to the section). */
function sectionChoices(section: LandingSection, names: ReturnType<typeof namesIn>) {
  if (section.type === 'case-study') {
    const kind = 'case-study' as const;
    return [
      { field: 'study', value: section.study, kind, known: names[kind], what: 'a case study in content/case-studies/' },
    ];
  }
  if (!choosesByName(section)) return [];
  const { list, kind, what } = CHOSEN_BY_NAME[section.type];
  // CHOSEN_BY_NAME's type holds each `list` to a list of names of that very kind of section.
  const values = (section as unknown as Record<typeof list, readonly string[]>)[list];
  return values.map((value, j) => ({ field: `${list}[${j}]`, value, kind, known: names[kind], what }));
}

/**
 * Every field of the content that chooses another entry by name. `dataFile` names a data file
 * (`not-found.yaml`) as the loader names its entries' files (the same folder).
 */
export function entryChoices(partial: PartialContent, dataFile: (name: string) => string): EntryChoice[] {
  const names = namesIn(partial);
  const choices: EntryChoice[] = [];
  for (const page of partial.landing) {
    const add = (section: LandingSection, at: string) => {
      for (const choice of sectionChoices(section, names))
        choices.push({ ...choice, file: page.file, field: `${at}.${choice.field}` });
    };
    for (const [i, section] of page.sections.entries()) add(section, `sections[${i}]`);
    // A variant's section chooses as the page's do: checked, and carried along a rename, alike.
    for (const [i, v] of (page.experiment?.variants ?? []).entries())
      for (const [j, section] of (v.sections ?? []).entries()) add(section, `experiment.variants[${i}].sections[${j}]`);
  }
  const notFound = dataFile(DATA_FILES.notFound.file);
  for (const [list, kind, noun] of [
    ['services', 'service', 'a service slug'],
    ['industries', 'industry', 'an industry slug'],
  ] as const)
    partial.notFound?.[list].forEach((value, i) => {
      choices.push({ file: notFound, field: `${list}[${i}]`, value, kind, known: names[kind], what: noun });
    });
  const contact = dataFile(DATA_FILES.contact.file);
  partial.contact?.industries.items.forEach((value, i) => {
    choices.push({
      file: contact,
      field: `industries.items[${i}]`,
      value,
      kind: 'industry',
      known: names.industry,
      what: 'an industry slug',
    });
  });
  for (const post of partial.posts)
    for (const field of ['previous', 'next'] as const) {
      const value = post[field];
      if (value) choices.push({ file: post.file, field, value, kind: 'post', known: names.post, what: 'an article' });
    }
  return choices;
}

/**
 * A rename of an entry others choose or link to: its kind, and its name before and after. A
 * landing or legal page is chosen by no field, only linked to (by its address, /<name>).
 */
export interface EntryRename {
  kind: ChosenKind | 'landing' | 'legal';
  from: string;
  to: string;
}

/** The fields that choose an entry a rename takes away, with the name each should hold instead. */
export function referencesTo(
  choices: readonly EntryChoice[],
  renames: readonly EntryRename[],
): (EntryChoice & { to: string })[] {
  return choices.flatMap((choice) => {
    const rename = renames.find((r) => r.kind === choice.kind && r.from === choice.value && r.from !== r.to);
    return rename ? [{ ...choice, to: rename.to }] : [];
  });
}
