/**
 * One Markdown file (a blog post or a legal page), read from its text alone: front matter parsed
 * and validated, body rendered, every problem found.
 */
import path from 'node:path';
import { addressProblem } from './address.ts';
import { type ContentReference, checkYaml } from './check-yaml.ts';
import { fillIdentityDeep, type IdentityFields, typedContactDetails } from './identity.ts';
import { renderMarkdown } from './markdown.ts';
import { fileProblem, formatFieldPath, type Problem } from './problems.ts';
import { IDENTITY_PLACEHOLDERS } from './schemas/identity.ts';
import { type LegalFrontMatter, legalSchema, type PostFrontMatter, postSchema } from './schemas/markdown.ts';
import { parseYamlSource, splitFrontMatter, type YamlSource } from './source.ts';

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
  problems: Problem[];
  links: ContentReference[];
  images: ContentReference[];
  /** Present when the front matter validated and the body has no problem (a cut text still leaves it). */
  entry?: Post | LegalPage;
  /** A text of the front matter lost its end to a ` #` comment (reported among the problems). */
  cut: boolean;
  /** The parsed front matter (maybe invalid): where its fields are, and what its list entries are called. */
  frontMatter?: YamlSource;
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
    if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const found = inValue(item, [...at, Array.isArray(value) ? Number(key) : key]);
        if (found) return found;
      }
    }
    return undefined;
  };
  const fieldPath = inValue(frontMatter.data, []);
  if (fieldPath) return { ...frontMatter.locate(fieldPath), field: formatFieldPath(fieldPath) };
  const found = SCAFFOLD_MARKER.exec(body);
  if (!found) return undefined;
  const before = body.slice(0, found.index);
  const line = bodyLine + before.split('\n').length - 1;
  return { line, column: found.index - before.lastIndexOf('\n'), field: 'body' };
}

/**
 * @param file the file as problems name it; its base name is the slug.
 * @param html false: check the body without rendering it (the entry's html is then '').
 * @param fields what the identity placeholders become (./identity.ts), in the front matter and the text.
 */
export function processMarkdownFile(
  file: string,
  text: string,
  kind: MarkdownKind,
  html = true,
  fields?: IdentityFields,
): MarkdownFileOutcome {
  const slug = path.basename(file, '.md');
  const parts = splitFrontMatter(text);
  if (!parts) {
    const message =
      'has no front matter. Start the file with a --- line, the fields, and another --- line (see CONTENT.md).';
    return { links: [], images: [], cut: false, problems: [fileProblem(file, message)] };
  }
  const source = parseYamlSource(file, parts.frontMatter, 1);
  const checked = checkYaml(MARKDOWN_SCHEMAS[kind], source);
  const rendered = renderMarkdown(parts.body, file, parts.bodyLine, html, fields);
  const outcome: MarkdownFileOutcome = {
    problems: [...checked.problems, ...rendered.problems],
    links: [...checked.links, ...rendered.links.map((l) => ({ ...l, file }))],
    images: [...checked.images, ...rendered.images.map((l) => ({ ...l, file }))],
    frontMatter: source,
    cut: checked.cut,
  };
  const frontMatter = fields && checked.value ? fillIdentityDeep(checked.value, fields) : checked.value;
  const misnamed = addressProblem(file, slug, (frontMatter as { slug?: string } | undefined)?.slug, source);
  if (misnamed) outcome.problems.push(misnamed);
  // A legal page names the company's contact details by placeholder, so that they follow Site settings.
  if (kind === 'legal' && fields) outcome.problems.push(...typedDetailProblems(file, text, parts.bodyLine, fields));
  const marker =
    frontMatter && (frontMatter as { draft?: boolean }).draft === false
      ? scaffoldMarker(source, parts.body, parts.bodyLine)
      : undefined;
  if (marker) {
    outcome.problems.push({
      file,
      ...marker,
      message:
        'still contains "TODO" from the new-article template, and the article is published (draft: false). Replace every TODO with your text, or set draft: true to keep the article off the site.',
    });
  } else if (frontMatter && !rendered.problems.length) {
    const { html, anchors, words } = rendered;
    outcome.entry = { ...frontMatter, slug, file, html, anchors, words };
  }
  return outcome;
}

/** The problems of a legal page that types a contact detail of Site settings (./identity.ts). */
function typedDetailProblems(file: string, text: string, bodyLine: number, fields: IdentityFields): Problem[] {
  return typedContactDetails(text, fields).map(({ line, column, placeholder, typed }) => ({
    file,
    line,
    column,
    field: line >= bodyLine ? 'body' : '',
    message: `types "${typed}", which Site settings hold. Write {${placeholder}} instead: it shows ${IDENTITY_PLACEHOLDERS[placeholder]}, so that a change there reaches this page.`,
  }));
}
