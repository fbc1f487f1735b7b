/**
 * One Markdown file (a blog post or a legal page), read from its text alone: front matter parsed
 * and validated, body rendered, every problem found. The outcome is plain data, the same whether
 * it was computed here, in a worker thread, or read back from the cache (src/content/cache.ts).
 */
import path from 'node:path';
import { checkYaml, fieldPositions } from './check-yaml.ts';
import { type MarkdownParser, renderMarkdown } from './markdown.ts';
import { MARKDOWN_SCHEMAS, type MarkdownFileOutcome, type MarkdownKind } from './markdown-entry.ts';
import { formatFieldPath } from './problems.ts';
import { parseYamlSource, splitFrontMatter, type YamlSource } from './source.ts';

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
  const found = SCAFFOLD_MARKER.exec(body);
  if (!found) return undefined;
  const lineStart = body.lastIndexOf('\n', found.index) + 1;
  let line = bodyLine;
  for (let i = body.indexOf('\n'); i !== -1 && i < lineStart; i = body.indexOf('\n', i + 1)) line++;
  return { line, column: found.index - lineStart + 1, field: 'body' };
}

/** @param file the file as problems name it; its base name is the slug. */
export function processMarkdownFile(
  file: string,
  text: string,
  kind: MarkdownKind,
  parser: MarkdownParser = 'fastest',
): MarkdownFileOutcome {
  const slug = path.basename(file, '.md');
  const parts = splitFrontMatter(text);
  if (!parts) {
    return {
      file,
      slug,
      links: [],
      images: [],
      positions: {},
      cut: false,
      problems: [
        {
          file,
          line: 1,
          column: 1,
          field: '',
          message:
            'has no front matter. Start the file with a --- line, the fields, and another --- line (see CONTENT.md).',
        },
      ],
    };
  }
  const source = parseYamlSource(file, parts.frontMatter, 1);
  const checked = checkYaml(MARKDOWN_SCHEMAS[kind], source);
  const rendered = renderMarkdown(parts.body, file, parts.bodyLine, parser);
  const outcome: MarkdownFileOutcome = {
    file,
    slug,
    problems: [...checked.problems, ...rendered.problems],
    links: [...checked.links, ...rendered.links.map((l) => ({ ...l, file }))],
    images: [...checked.images, ...rendered.images.map((l) => ({ ...l, file }))],
    frontMatter: source.data,
    positions: fieldPositions(source),
    cut: checked.cut,
  };
  const frontMatter = checked.value;
  if (frontMatter && (frontMatter as { draft?: boolean }).draft === false) {
    const marker = scaffoldMarker(source, parts.body, parts.bodyLine);
    if (marker) {
      outcome.problems.push({
        file,
        ...marker,
        message:
          'still contains "TODO" from the new-article template, and the article is published (draft: false). Replace every TODO with your text, or set draft: true to keep the article off the site.',
      });
      return outcome;
    }
  }
  if (!frontMatter || rendered.problems.length) return outcome;
  const { html, anchors, words } = rendered;
  outcome.entry = { ...frontMatter, slug, file, html, anchors, words };
  return outcome;
}

/** A worker thread's share of files (see markdown-outcomes.ts). */
export function processMarkdownJobs(jobs: { file: string; kind: MarkdownKind; text: string }[]): MarkdownFileOutcome[] {
  return jobs.map((job) => processMarkdownFile(job.file, job.text, job.kind));
}
