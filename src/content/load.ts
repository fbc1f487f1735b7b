/**
 * The only code that reads `content/`. Loads every file, validates it against its schema,
 * renders Markdown, and returns the typed content together with every problem found.
 * Nothing throws on bad content: problems are collected so an editor sees them all.
 */
import path from 'node:path';
import type { z } from 'zod';
import { type ContentReference, checkYaml, type YamlCheck } from './check-yaml.ts';
import { displayPath, inventoryContent } from './files.ts';
import { fillIdentityDeep, type IdentityFields, identityFields } from './identity.ts';
import { type LandingPage, processLandingFile } from './landing-file.ts';
import {
  type LegalPage,
  MARKDOWN_SCHEMAS,
  type MarkdownKind,
  type Post,
  processMarkdownFile,
} from './markdown-file.ts';
import type { ContentMemo } from './memo.ts';
import { fileProblem, type Problem } from './problems.ts';
import { type CaseStudy, caseStudySchema } from './schemas/case-study.ts';
import { homeSchema } from './schemas/home.ts';
import { landingSchema } from './schemas/landing.ts';
import { industriesSchema, servicesSchema } from './schemas/offerings.ts';
import { aboutSchema, blogIndexSchema, contactSchema, newsletterSchema, notFoundSchema } from './schemas/pages.ts';
import { faqsSchema, testimonialsSchema, toolsSchema } from './schemas/people.ts';
import { redirectsSchema } from './schemas/redirects.ts';
import { searchSchema } from './schemas/search.ts';
import { siteSchema } from './schemas/site.ts';
import { uiSchema } from './schemas/ui.ts';
import { parseYamlSource, type YamlSource } from './source.ts';

/** One YAML file per collection: file name → schema. The single list of data files. */
export const DATA_FILES = {
  site: { file: 'site.yaml', schema: siteSchema },
  home: { file: 'home.yaml', schema: homeSchema },
  services: { file: 'services.yaml', schema: servicesSchema },
  industries: { file: 'industries.yaml', schema: industriesSchema },
  testimonials: { file: 'testimonials.yaml', schema: testimonialsSchema },
  faqs: { file: 'faqs.yaml', schema: faqsSchema },
  tools: { file: 'tools.yaml', schema: toolsSchema },
  about: { file: 'about.yaml', schema: aboutSchema },
  contact: { file: 'contact.yaml', schema: contactSchema },
  notFound: { file: 'not-found.yaml', schema: notFoundSchema },
  blog: { file: 'blog.yaml', schema: blogIndexSchema },
  ui: { file: 'ui.yaml', schema: uiSchema },
  newsletter: { file: 'newsletter.yaml', schema: newsletterSchema },
  search: { file: 'search.yaml', schema: searchSchema },
  redirects: { file: 'redirects.yaml', schema: redirectsSchema },
} as const;

/** Folders of one-file-per-entry collections. */
export const COLLECTION_DIRS = {
  caseStudies: 'case-studies',
  posts: 'blog',
  legal: 'legal',
  landing: 'landing',
} as const;

type DataKey = keyof typeof DATA_FILES;
type DataContent = { [K in DataKey]: z.infer<(typeof DATA_FILES)[K]['schema']> };

export type { ContentReference } from './check-yaml.ts';
export type { LandingBlock, LandingPage, VariantBlock } from './landing-file.ts';
export type { LegalPage, MarkdownEntry, Post } from './markdown-file.ts';
export type CaseStudyEntry = CaseStudy & { file: string };

export interface SiteContent extends DataContent {
  caseStudies: CaseStudyEntry[];
  /** The posts of the site, newest first (drafts only in a build that includes them). */
  posts: Post[];
  legal: LegalPage[];
  /** Campaign landing pages, by file name (drafts only in a build that includes them). */
  landing: LandingPage[];
}

/** An entry whose file could not be read or validated: its address is known, its anchors are not. */
export interface EntryStub {
  slug: string;
  file: string;
}

/** Whatever loaded, file by file: cross-checks run on it even when other files failed. */
export interface PartialContent extends Partial<DataContent> {
  caseStudies: CaseStudyEntry[];
  posts: Post[];
  legal: LegalPage[];
  landing: LandingPage[];
  unreadable: { posts: EntryStub[]; legal: EntryStub[]; caseStudies: EntryStub[]; landing: EntryStub[] };
}

export interface LoadResult {
  /** Present only when every file parsed and validated. */
  content?: SiteContent;
  partial: PartialContent;
  problems: Problem[];
  links: ContentReference[];
  images: ContentReference[];
  /** Root the content was read from. */
  contentDir: string;
  /** Position of a field in a loaded file (1:1 when unknown), for problems found after loading. */
  locate(file: string, path: (string | number)[]): { line: number; column: number };
  /** The schema and the parsed (maybe invalid) data of every YAML text, by file, to name list entries. */
  sources: Map<string, { schema: z.core.$ZodType; data: unknown }>;
}

export { displayPath };

/**
 * The files content is read from: on the disk (./disk.ts), or texts the editor fetched
 * (src/admin/site-check.ts), so that both run the same checks.
 */
export interface ContentSource {
  /** The content folder (absolute). */
  dir: string;
  /** Every file in it, as sorted posix paths relative to it. */
  files: readonly string[];
  /** The text of one of them, by absolute path. */
  read(abs: string): string;
  /** Outcomes of unchanged Markdown files kept from the last check (./memo.ts), in a long-lived process. */
  memo?: ContentMemo;
}

/** @param html false: posts and legal pages are checked, not rendered (their html is ''). */
export function loadContent(source: ContentSource, html = true): LoadResult {
  const { dir: contentDir, read: readContentFile } = source;
  const problems: Problem[] = [];
  const links: ContentReference[] = [];
  const images: ContentReference[] = [];
  const data: Partial<Record<string, unknown>> = {};
  const locators = new Map<string, YamlSource['locate']>();
  const sources: LoadResult['sources'] = new Map();
  const files = inventoryContent(
    contentDir,
    { dataFiles: Object.values(DATA_FILES).map((d) => d.file), collectionDirs: COLLECTION_DIRS },
    source.files,
  );
  problems.push(...files.problems);
  let complete = files.problems.length === 0;

  /** Takes in what one file gave: its problems, links and images, and where its fields are. */
  function record(outcome: Omit<YamlCheck<unknown>, 'value'>, schema: z.ZodType, source?: YamlSource): void {
    if (source) {
      locators.set(source.file, source.locate);
      sources.set(source.file, { schema, data: source.data });
    }
    problems.push(...outcome.problems);
    links.push(...outcome.links);
    images.push(...outcome.images);
    if (outcome.cut) complete = false;
  }

  /** Validates one parsed YAML source and records it. */
  function check<S extends z.ZodType>(schema: S, source: YamlSource): z.infer<S> | undefined {
    const checked = checkYaml(schema, source);
    record(checked, schema, source);
    return checked.value;
  }

  // The identity placeholders of every text ({company}, {companyPhone}, …) are filled from
  // site.yaml, the first data file, as it is written (./identity.ts).
  let fields: IdentityFields = identityFields(undefined);
  for (const [key, { file, schema }] of Object.entries(DATA_FILES)) {
    const abs = path.join(contentDir, file);
    if (!files.present.has(abs)) {
      problems.push(
        fileProblem(displayPath(abs), 'file is missing. Restore it from Git or create it (see CONTENT.md).'),
      );
      complete = false;
      continue;
    }
    const source = parseYamlSource(displayPath(abs), readContentFile(abs));
    if (key === 'site') fields = identityFields(source.data);
    const value = check(schema, source);
    if (value === undefined) complete = false;
    data[key] = value === undefined ? value : fillIdentityDeep(value, fields);
  }

  const unreadable: PartialContent['unreadable'] = { posts: [], legal: [], caseStudies: [], landing: [] };
  /** The entries of one collection folder; a file that fails is known by its name (its address) only. */
  function collect<T>(
    key: keyof PartialContent['unreadable'],
    load: (abs: string, file: string) => T | undefined,
  ): T[] {
    const entries: T[] = [];
    for (const abs of files.collections[key]) {
      const file = displayPath(abs);
      const entry = load(abs, file);
      if (entry) entries.push(entry);
      else {
        unreadable[key].push({ slug: path.basename(abs, path.extname(abs)), file });
        complete = false;
      }
    }
    return entries;
  }

  const caseStudies = collect<CaseStudyEntry>('caseStudies', (abs, file) => {
    const value = check(caseStudySchema, parseYamlSource(file, readContentFile(abs)));
    return value && { ...fillIdentityDeep(value, fields), file };
  });
  /** Front matter + Markdown body of one file. */
  // A file's outcome depends on its text, its kind, `html` and site.yaml's identity fields only.
  const memoKey = `${html}\0${JSON.stringify(fields)}`;
  const markdown = (kind: MarkdownKind) => (abs: string, file: string) => {
    const text = readContentFile(abs);
    const make = () => processMarkdownFile(file, text, kind, html, fields);
    const outcome = source.memo ? source.memo(`${kind}\0${file}\0${memoKey}`, text, make) : make();
    record(outcome, MARKDOWN_SCHEMAS[kind], outcome.frontMatter);
    return outcome.entry;
  };
  const posts = collect('posts', markdown('post')) as Post[];
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const legal = collect('legal', markdown('legal')) as LegalPage[];
  const landing = collect('landing', (abs, file) => {
    const outcome = processLandingFile(file, readContentFile(abs), fields);
    record(outcome, landingSchema, outcome.source);
    return outcome.entry;
  });

  const partial: PartialContent = { ...(data as Partial<DataContent>), caseStudies, posts, legal, landing, unreadable };
  const content = complete
    ? ({ ...(data as DataContent), caseStudies, posts, legal, landing } satisfies SiteContent)
    : undefined;
  const locate = (file: string, fieldPath: (string | number)[]) =>
    locators.get(file)?.(fieldPath, { key: true }) ?? { line: 1, column: 1 };
  return { content, partial, problems, links, images, contentDir, locate, sources };
}
