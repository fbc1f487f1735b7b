/**
 * The only code that reads `content/`. Loads every file, validates it against its schema,
 * renders Markdown, and returns the typed content together with every problem found.
 * Nothing throws on bad content: problems are collected so an editor sees them all.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type LinkRef, renderMarkdown } from './markdown.ts';
import { formatFieldPath, type Problem } from './problems.ts';
import { type CaseStudy, caseStudySchema } from './schemas/case-study.ts';
import { homeSchema } from './schemas/home.ts';
import { type LegalFrontMatter, legalSchema, type PostFrontMatter, postSchema } from './schemas/markdown.ts';
import { industriesSchema, servicesSchema } from './schemas/offerings.ts';
import { aboutSchema, blogIndexSchema, contactSchema, notFoundSchema } from './schemas/pages.ts';
import { faqsSchema, testimonialsSchema, toolsSchema } from './schemas/people.ts';
import { siteSchema } from './schemas/site.ts';
import { uiSchema } from './schemas/ui.ts';
import { parseYamlSource, splitFrontMatter, type YamlSource } from './source.ts';
import { validateSource } from './validate.ts';
import { findLinksAndImages } from './walk.ts';

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

export interface LoadResult {
  /** Present only when every file parsed and validated. */
  content?: SiteContent;
  problems: Problem[];
  links: ContentReference[];
  images: ContentReference[];
  /** Root the content was read from. */
  contentDir: string;
  /** Position of a field in a loaded file (1:1 when unknown), for problems found after loading. */
  locate(file: string, path: (string | number)[]): { line: number; column: number };
}

export function defaultContentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? 'content');
}

/** How problems name a file: relative to the working directory when inside it. */
export function displayPath(absolute: string): string {
  const rel = path.relative(process.cwd(), absolute);
  return rel.startsWith('..') ? absolute : rel.split(path.sep).join('/');
}

function listFiles(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(ext) && !f.startsWith('_') && !f.startsWith('.'))
    .sort();
}

export function loadContent(contentDir = defaultContentDir()): LoadResult {
  const problems: Problem[] = [];
  const links: ContentReference[] = [];
  const images: ContentReference[] = [];
  const data: Partial<Record<string, unknown>> = {};
  let complete = true;
  const locators = new Map<string, YamlSource['locate']>();

  /** Validates one parsed YAML source; records its links and images. */
  function check<S extends z.ZodType>(schema: S, source: YamlSource): z.infer<S> | undefined {
    locators.set(source.file, source.locate);
    if (source.syntaxErrors.length) {
      for (const e of source.syntaxErrors)
        problems.push({ file: source.file, line: e.line, column: e.column, field: '', message: e.message });
      return undefined;
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
    return result.data;
  }

  function readSource(abs: string): string | undefined {
    if (!existsSync(abs)) {
      problems.push({
        file: displayPath(abs),
        line: 1,
        column: 1,
        field: '',
        message: 'file is missing. Restore it from Git or create it (see CONTENT.md).',
      });
      return undefined;
    }
    return readFileSync(abs, 'utf8');
  }

  for (const [key, { file, schema }] of Object.entries(DATA_FILES)) {
    const abs = path.join(contentDir, file);
    const text = readSource(abs);
    const value = text === undefined ? undefined : check(schema, parseYamlSource(displayPath(abs), text));
    if (value === undefined) complete = false;
    data[key] = value;
  }

  const caseStudies: CaseStudyEntry[] = [];
  for (const name of listFiles(path.join(contentDir, COLLECTION_DIRS.caseStudies), '.yaml')) {
    const file = displayPath(path.join(contentDir, COLLECTION_DIRS.caseStudies, name));
    const value = check(
      caseStudySchema,
      parseYamlSource(file, readFileSync(path.join(contentDir, COLLECTION_DIRS.caseStudies, name), 'utf8')),
    );
    if (value) caseStudies.push({ ...value, file });
    else complete = false;
  }

  /** Front matter + Markdown body of one file. */
  function loadMarkdown<S extends z.ZodType>(
    dir: string,
    name: string,
    schema: S,
  ): (z.infer<S> & MarkdownEntry) | undefined {
    const abs = path.join(contentDir, dir, name);
    const file = displayPath(abs);
    const text = readFileSync(abs, 'utf8');
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
    const frontMatter = check(schema, parseYamlSource(file, parts.frontMatter, 1));
    const rendered = renderMarkdown(parts.body, file, parts.bodyLine);
    problems.push(...rendered.problems);
    links.push(...rendered.links.map((l) => ({ ...l, file })));
    images.push(...rendered.images.map((l) => ({ ...l, file })));
    if (!frontMatter || rendered.problems.length) return undefined;
    const slug = name.replace(/\.md$/, '');
    return { ...frontMatter, slug, file, html: rendered.html, anchors: rendered.anchors, words: rendered.words };
  }

  const posts: Post[] = [];
  for (const name of listFiles(path.join(contentDir, COLLECTION_DIRS.posts), '.md')) {
    const post = loadMarkdown(COLLECTION_DIRS.posts, name, postSchema);
    if (post) posts.push(post);
    else complete = false;
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

  const legal: LegalPage[] = [];
  for (const name of listFiles(path.join(contentDir, COLLECTION_DIRS.legal), '.md')) {
    const page = loadMarkdown(COLLECTION_DIRS.legal, name, legalSchema);
    if (page) legal.push(page);
    else complete = false;
  }

  const content = complete
    ? ({ ...(data as DataContent), caseStudies, posts, legal } satisfies SiteContent)
    : undefined;
  const locate = (file: string, fieldPath: (string | number)[]) =>
    locators.get(file)?.(fieldPath, { key: true }) ?? { line: 1, column: 1 };
  return { content, problems, links, images, contentDir, locate };
}

/** Posts that go on the site: drafts only when INCLUDE_DRAFTS=1 (local previews). */
export function publishedPosts(content: SiteContent, includeDrafts = process.env.INCLUDE_DRAFTS === '1'): Post[] {
  return includeDrafts ? content.posts : content.posts.filter((p) => !p.draft);
}
