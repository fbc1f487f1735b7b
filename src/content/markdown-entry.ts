/**
 * What a Markdown file (a blog post or a legal page) becomes: its entry, and the outcome of
 * reading it (src/content/markdown-file.ts computes it). Kept apart from the renderer so that
 * code which only reads outcomes, such as the loader with a warm cache, does not load it.
 */
import type { ContentReference, FieldPositions } from './check-yaml.ts';
import type { Problem } from './problems.ts';
import { type LegalFrontMatter, legalSchema, type PostFrontMatter, postSchema } from './schemas/markdown.ts';

export const MARKDOWN_SCHEMAS = { post: postSchema, legal: legalSchema } as const;
export type MarkdownKind = keyof typeof MARKDOWN_SCHEMAS;

export interface MarkdownEntry {
  slug: string;
  file: string;
  html: string;
  anchors: string[];
  words: number;
}
export type Post = PostFrontMatter & MarkdownEntry;
export type LegalPage = LegalFrontMatter & MarkdownEntry;

export interface MarkdownFileOutcome {
  /** The file as problems name it (see displayPath). */
  file: string;
  slug: string;
  problems: Problem[];
  links: ContentReference[];
  images: ContentReference[];
  /** Present when the front matter validated and the body has no problem (a cut text still leaves it). */
  entry?: Post | LegalPage;
  /** A text of the front matter lost its end to a ` #` comment (reported among the problems). */
  cut: boolean;
  /** The parsed front matter (maybe invalid), to name list entries in problems. */
  frontMatter?: unknown;
  /** Where the front matter's fields are, for problems found later by the cross-check. */
  positions: Record<string, FieldPositions>;
}
