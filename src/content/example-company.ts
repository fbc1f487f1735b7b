/**
 * The example company's own marks, beyond its addresses (./reserved-domains.ts): its name (in any
 * spelling: Lakeshore AI, @lakeshoreai, lakeshore-ai.example.com), its phone numbers, its logo,
 * favicon and social picture, and its fictional reviewers and clients. A live build refuses each
 * place that still carries one (./launch.ts), the reviews and clients only while the owner has not
 * marked them kept (site.yaml keepExampleContent).
 */
import type { EXAMPLE_CONTENT_KINDS } from './schemas/site.ts';

export type ExampleKind = (typeof EXAMPLE_CONTENT_KINDS)[number];

export interface ExampleMark {
  /** What was found, as the problem quotes it. */
  text: string;
  column: number;
  message: string;
}

interface Mark {
  pattern: RegExp;
  message: (found: string) => string;
  /** Kept when the owner lists this in keepExampleContent. */
  keep?: ExampleKind;
  /** Kept as well where the line is in this file (a review names its reviewer's company). */
  keptIn?: { kind: ExampleKind; file: RegExp };
}

const CLIENTS = ['Maison Lumière', 'North Branch Realty Group', 'Still Water Spa'];
const REVIEWERS = ['Maria Gonzalez', 'David Chen', 'Sarah Johnson'];

const MARKS: Mark[] = [
  {
    pattern: /lakeshore[\w.-]*(?: AI(?: Automation LLC)?)?/i,
    message: (found) =>
      `"${found}" is (or names) the example company. Write your company's own here; in a text, write {company} (or {legalName}) and set the name once in Site settings (site.yaml, company).`,
  },
  {
    // The example's two numbers, in the forms they are written: +1 (312) 555-0142, +13125550187.
    pattern: /\+?1?[\s.(-]*312[\s.)-]*555[\s.-]*01(?:42|87)(?!\d)/,
    message: (found) =>
      `${found} is the example company's phone number (a fictional 555 number). Put your own number here; in a text, write {companyPhone}, which shows the first number of Site settings.`,
  },
  {
    pattern: new RegExp(REVIEWERS.join('|')),
    keep: 'reviews',
    message: (found) =>
      `${found} is a fictional reviewer of the example site. Replace the example reviews with your clients' own (with their permission), or keep them on purpose with keepExampleContent: [reviews] in Site settings.`,
  },
  {
    pattern: new RegExp(CLIENTS.join('|')),
    keep: 'caseStudies',
    keptIn: { kind: 'reviews', file: /(^|\/)testimonials\.yaml$/ },
    message: (found) =>
      `${found} is a fictional client of the example site. Replace the example case studies and the texts that name them with your own clients, or keep them on purpose with keepExampleContent: [caseStudies] in Site settings.`,
  },
];

/** The example company's marks on one line of a file, but those the owner keeps. */
export function exampleMarks(file: string, line: string, keep: readonly ExampleKind[]): ExampleMark[] {
  const found: ExampleMark[] = [];
  for (const mark of MARKS) {
    if (mark.keep && keep.includes(mark.keep)) continue;
    if (mark.keptIn && keep.includes(mark.keptIn.kind) && mark.keptIn.file.test(file)) continue;
    const match = mark.pattern.exec(line);
    if (match) found.push({ text: match[0], column: match.index + 1, message: mark.message(match[0].trim()) });
  }
  return found;
}

/**
 * The example's pictures by their SHA-256: a setting that still shows one of them (whatever its
 * file name) shows the example company. tests/launch/example-company.test.ts keeps these true.
 */
export const EXAMPLE_PICTURES: Record<string, string> = {
  '974213808ef423fcc9aaf772898cbf0df862ed9583a0dd44147eb29f60d95394': 'the example logo',
  '9401b14fc0f1a4d0e4a10c1493842594f801d4400cca4649fcd3dbb77f700cae': 'the example favicon',
  '79c50c10c205f99d5259efef699215226c8f4cf95de9dfd7207dd380555d6425': "the example company's social picture",
};

/** The settings that name a picture of the company, and what to put there. */
export const PICTURE_SETTINGS: { path: string[]; what: string }[] = [
  { path: ['company', 'logo'], what: 'your own logo (a square SVG or PNG under /images/)' },
  { path: ['company', 'favicon'], what: 'your own favicon (an SVG or PNG)' },
  {
    path: ['seo', 'defaultImage'],
    what: 'your own picture for links shared on social media (1200×630, under /images/)',
  },
];
