/**
 * The only code that reads `content/`. Loads every file, validates it against its schema,
 * renders Markdown, and returns the typed content together with every problem found.
 * Nothing throws on bad content: problems are collected so an editor sees them all.
 */
import path from 'node:path';
import type { z } from 'zod';
import { displayPath, inventoryContent, readContentFile } from './files.ts';
import { type LinkRef, renderMarkdown } from './markdown.ts';
import { formatFieldPath, type Problem } from './problems.ts';
import { type CaseStudy, caseStudySchema } from './schemas/case-study.ts';
import { homeSchema } from './schemas/home.ts';
import { type LegalFrontMatter, legalSchema, type PostFrontMatter, postSchema } from './schemas/markdown.ts';
import { industriesSchema, servicesSchema } from './schemas/offerings.ts';
import { aboutSchema, blogIndexSchema, contactSchema, newsletterSchema, notFoundSchema } from './schemas/pages.ts';
import { faqsSchema, testimonialsSchema, toolsSchema } from './schemas/people.ts';
import { siteSchema } from './schemas/site.ts';
import { uiSchema } from './schemas/ui.ts';
import { parseYamlSource, splitFrontMatter, type YamlSource } from './source.ts';
import { schemaAt, unwrapLayers, validateSource } from './validate.ts';
import { findLinksAndImages } from './walk.ts';
import { doubleQuoted, splitLine } from './yaml-errors.ts';

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
} as const;

/** Folders of one-file-per-entry collections. */
export const COLLECTION_DIRS = { caseStudies: 'case-studies', posts: 'blog', legal: 'legal' } as const;

type DataKey = keyof typeof DATA_FILES;
type DataContent = { [K in DataKey]: z.infer<(typeof DATA_FILES)[K]['schema']> };

export interface MarkdownEntry {
  slug: string;
  file: string;
  html: string;
  anchors: string[];
  words: number;
}
export type Post = PostFrontMatter & MarkdownEntry;
export type LegalPage = LegalFrontMatter & MarkdownEntry;
export type CaseStudyEntry = CaseStudy & { file: string };

export interface SiteContent extends DataContent {
  caseStudies: CaseStudyEntry[];
  /** Every post, drafts included, newest first. Use `publishedPosts()` for pages. */
  posts: Post[];
  legal: LegalPage[];
}

export interface ContentReference extends LinkRef {
  file: string;
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
  unreadable: { posts: EntryStub[]; legal: EntryStub[]; caseStudies: EntryStub[] };
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

export function defaultContentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? 'content');
}

/** A text field: the schema at that place in the data is a string. */
function isTextField(schema: z.core.$ZodType, fieldPath: readonly (string | number)[]): boolean {
  const field = schemaAt(schema, fieldPath);
  if (!field) return false;
  const layers = unwrapLayers(field);
  return (layers[layers.length - 1]!._zod.def as { type: string }).type === 'string';
}

/** What the new-post template leaves for the author to replace. */
const SCAFFOLD_MARKER = /\bTODO\b/;

/**
 * Where a "TODO" of the new-article template is still in a field or the text. Comments of the
 * front matter do not count: the template's own instructions mention TODO.
 */
function scaffoldMarker(
  frontMatter: YamlSource,
  body: string,
  bodyLine: number,
): { line: number; column: number; field: string } | undefined {
  const inValue = (value: unknown, at: (string | number)[]): (string | number)[] | undefined => {
    if (typeof value === 'string') return SCAFFOLD_MARKER.test(value) ? at : undefined;
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) {
        const found = inValue(item, [...at, i]);
        if (found) return found;
      }
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const found = inValue(item, [...at, key]);
        if (found) return found;
      }
    }
    return undefined;
  };
  const fieldPath = inValue(frontMatter.data, []);
  if (fieldPath) return { ...frontMatter.locate(fieldPath), field: formatFieldPath(fieldPath) };
  const lines = body.split('\n');
  const index = lines.findIndex((line) => SCAFFOLD_MARKER.test(line));
  if (index === -1) return undefined;
  return { line: bodyLine + index, column: lines[index]!.search(SCAFFOLD_MARKER) + 1, field: 'body' };
}

export function loadContent(contentDir = defaultContentDir()): LoadResult {
  const problems: Problem[] = [];
  const links: ContentReference[] = [];
  const images: ContentReference[] = [];
  const data: Partial<Record<string, unknown>> = {};
  const locators = new Map<string, YamlSource['locate']>();
  const sources: LoadResult['sources'] = new Map();
  const files = inventoryContent(contentDir, {
    dataFiles: Object.values(DATA_FILES).map((d) => d.file),
    collectionDirs: COLLECTION_DIRS,
  });
  problems.push(...files.problems);
  let complete = files.problems.length === 0;

  /** Validates one parsed YAML source; records its links and images. */
  function check<S extends z.ZodType>(schema: S, source: YamlSource): z.infer<S> | undefined {
    locators.set(source.file, source.locate);
    sources.set(source.file, { schema, data: source.data });
    if (source.syntaxErrors.length) {
      for (const e of source.syntaxErrors)
        problems.push({ file: source.file, line: e.line, column: e.column, field: '', message: e.message });
      return undefined;
    }
    const cut = source.cutTexts.filter((c) => isTextField(schema, c.path));
    for (const c of cut) {
      const line = splitLine(c.lineText);
      problems.push({
        file: source.file,
        line: c.line,
        column: c.column,
        field: formatFieldPath(c.path),
        message: `is cut short at " #": YAML reads everything after " #" as a comment, so only "${c.stored}" is stored. Put the whole text in double quotes: ${line.key ? `${line.key}: ` : '- '}${doubleQuoted(line.value ?? '', { keepHash: true })}`,
      });
    }
    const result = validateSource(schema, source);
    if (result.problems.length) {
      problems.push(...result.problems);
      return undefined;
    }
    for (const found of findLinksAndImages(schema, result.data)) {
      const ref = {
        file: source.file,
        url: found.value,
        field: formatFieldPath(found.path),
        ...source.locate(found.path),
      };
      (found.kind === 'link' ? links : images).push(ref);
    }
    if (cut.length) complete = false;
    return result.data;
  }

  for (const [key, { file, schema }] of Object.entries(DATA_FILES)) {
    const abs = path.join(contentDir, file);
    if (!files.present.has(abs)) {
      problems.push({
        file: displayPath(abs),
        line: 1,
        column: 1,
        field: '',
        message: 'file is missing. Restore it from Git or create it (see CONTENT.md).',
      });
      complete = false;
      continue;
    }
    const value = check(schema, parseYamlSource(displayPath(abs), readContentFile(abs)));
    if (value === undefined) complete = false;
    data[key] = value;
  }

  const unreadable: PartialContent['unreadable'] = { posts: [], legal: [], caseStudies: [] };
  const caseStudies: CaseStudyEntry[] = [];
  for (const abs of files.collections.caseStudies) {
    const file = displayPath(abs);
    const value = check(caseStudySchema, parseYamlSource(file, readContentFile(abs)));
    if (value) caseStudies.push({ ...value, file });
    else {
      unreadable.caseStudies.push({ slug: path.basename(abs, '.yaml'), file });
      complete = false;
    }
  }

  /** Front matter + Markdown body of one file. */
  function loadMarkdown<S extends z.ZodType>(abs: string, schema: S): (z.infer<S> & MarkdownEntry) | undefined {
    const file = displayPath(abs);
    const text = readContentFile(abs);
    const parts = splitFrontMatter(text);
    if (!parts) {
      problems.push({
        file,
        line: 1,
        column: 1,
        field: '',
        message:
          'has no front matter. Start the file with a --- line, the fields, and another --- line (see CONTENT.md).',
      });
      return undefined;
    }
    const source = parseYamlSource(file, parts.frontMatter, 1);
    const frontMatter = check(schema, source);
    const rendered = renderMarkdown(parts.body, file, parts.bodyLine);
    problems.push(...rendered.problems);
    links.push(...rendered.links.map((l) => ({ ...l, file })));
    images.push(...rendered.images.map((l) => ({ ...l, file })));
    if (frontMatter && (frontMatter as { draft?: boolean }).draft === false) {
      const marker = scaffoldMarker(source, parts.body, parts.bodyLine);
      if (marker) {
        problems.push({
          file,
          ...marker,
          message:
            'still contains "TODO" from the new-article template, and the article is published (draft: false). Replace every TODO with your text, or set draft: true to keep the article off the site.',
        });
        return undefined;
      }
    }
    if (!frontMatter || rendered.problems.length) return undefined;
    const slug = path.basename(abs, '.md');
    return { ...frontMatter, slug, file, html: rendered.html, anchors: rendered.anchors, words: rendered.words };
  }

  const posts: Post[] = [];
  for (const abs of files.collections.posts) {
    const post = loadMarkdown(abs, postSchema);
    if (post) posts.push(post);
    else {
      unreadable.posts.push({ slug: path.basename(abs, '.md'), file: displayPath(abs) });
      complete = false;
    }
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

  const legal: LegalPage[] = [];
  for (const abs of files.collections.legal) {
    const page = loadMarkdown(abs, legalSchema);
    if (page) legal.push(page);
    else {
      unreadable.legal.push({ slug: path.basename(abs, '.md'), file: displayPath(abs) });
      complete = false;
    }
  }

  const partial: PartialContent = { ...(data as Partial<DataContent>), caseStudies, posts, legal, unreadable };
  const content = complete
    ? ({ ...(data as DataContent), caseStudies, posts, legal } satisfies SiteContent)
    : undefined;
  const locate = (file: string, fieldPath: (string | number)[]) =>
    locators.get(file)?.(fieldPath, { key: true }) ?? { line: 1, column: 1 };
  return { content, partial, problems, links, images, contentDir, locate, sources };
}

/** Posts that go on the site: drafts only when INCLUDE_DRAFTS=1 (local previews). */
export function publishedPosts(content: SiteContent, includeDrafts = process.env.INCLUDE_DRAFTS === '1'): Post[] {
  return includeDrafts ? content.posts : content.posts.filter((p) => !p.draft);
}
