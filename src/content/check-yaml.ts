/**
 * One parsed YAML text (a data file or a Markdown file's front matter) held against its schema:
 * syntax errors, texts cut short by a ` #` comment, schema problems, and the links and images
 * its fields hold.
 */
import type { z } from 'zod';
import type { LinkRef } from './markdown.ts';
import { formatFieldPath, type Problem } from './problems.ts';
import { IDENTITY_LIST } from './schemas/identity.ts';
import type { YamlSource } from './source.ts';
import { nodeOf, schemaAt, validateSource } from './validate.ts';
import { findLinksAndImages } from './walk.ts';
import { doubleQuoted, splitLine } from './yaml-errors.ts';

export interface ContentReference extends LinkRef {
  file: string;
}

export interface YamlCheck<T> {
  /** Present when the text parsed and validated. */
  value?: T;
  problems: Problem[];
  links: ContentReference[];
  images: ContentReference[];
  /** A text field lost its end to a ` #` comment: the file is reported, so the content is incomplete. */
  cut: boolean;
}

/** A text field: the schema at that place in the data is a string. */
function isTextField(schema: z.core.$ZodType, fieldPath: readonly (string | number)[], data: unknown): boolean {
  const field = schemaAt(schema, fieldPath, data);
  if (!field) return false;
  return nodeOf(field).type === 'string';
}

export function checkYaml<S extends z.ZodType>(schema: S, source: YamlSource): YamlCheck<z.infer<S>> {
  const problems: Problem[] = [];
  const links: ContentReference[] = [];
  const images: ContentReference[] = [];
  if (source.syntaxErrors.length) {
    for (const e of source.syntaxErrors)
      problems.push({ file: source.file, line: e.line, column: e.column, field: '', message: e.message });
    return { problems, links, images, cut: false };
  }
  const cut = source.cutTexts.filter((c) => isTextField(schema, c.path, source.data));
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
  if (result.problems.length)
    return { problems: [...problems, ...result.problems], links, images, cut: cut.length > 0 };
  for (const found of findLinksAndImages(schema, result.data)) {
    if (found.kind === 'slip') {
      problems.push({
        file: source.file,
        ...source.locate(found.path),
        field: formatFieldPath(found.path),
        message: `has {${found.value}}, which the site does not fill in: it would be shown as written. Did you mean {${found.meant}}? The company's details are written ${IDENTITY_LIST}.`,
      });
      continue;
    }
    const ref = {
      file: source.file,
      url: found.value,
      field: formatFieldPath(found.path),
      ...source.locate(found.path),
    };
    (found.kind === 'link' ? links : images).push(ref);
  }
  return { value: result.data, problems, links, images, cut: cut.length > 0 };
}
