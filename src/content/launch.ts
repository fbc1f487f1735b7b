/**
 * What still belongs to the example company in content/: every e-mail address, recipient and
 * link at an example or reserved domain, and the example editor repository. A live build refuses
 * them (scripts/build/site.ts), a preview build warns, `npm run launch-check` lists them.
 *
 * The files are read as text, line by line, so that a problem names the line an owner edits,
 * whichever field, paragraph or list holds the address.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readContentFile } from './disk.ts';
import { displayPath } from './files.ts';
import type { Problem } from './problems.ts';
import { reservedAddresses, withoutYamlComment } from './reserved-domains.ts';
import { parseYamlSource } from './source.ts';

/** The repository named in the example site.yaml: an owner's editor would open pull requests there. */
export const EXAMPLE_EDITOR_REPO = 'lakeshore-ai/website';

/** What to write instead, by the YAML key on the line. */
const WHAT_TO_PUT: Record<string, string> = {
  leadsTo: 'the inbox that should receive every contact request',
  alertsTo: 'an inbox (best at another provider) told when a lead cannot be e-mailed (or null)',
  email: "your company's own e-mail address",
  url: "a real address: your live site's own (https://www.your-domain.com), or a page that exists",
};

function replacement(line: string, kind: string): string {
  const key = /^\s*(?:-\s+)?([A-Za-z]+):/.exec(line)?.[1];
  if (key && WHAT_TO_PUT[key]) return WHAT_TO_PUT[key];
  return kind === 'link' ? 'a link to a real page' : "your company's own e-mail address";
}

/** Every content file the scan reads: YAML and Markdown, in every folder of content/. */
function contentFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|md)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The problems of one file's text: YAML comments and Markdown front matter's are never published. */
export function reservedAddressProblems(file: string, text: string): Problem[] {
  const lines = text.split(/\r?\n/);
  const markdown = file.endsWith('.md');
  // Markdown front matter: between the first line's `---` and the next.
  const frontEnd = markdown && lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  const problems: Problem[] = [];
  for (const [index, raw] of lines.entries()) {
    const yamlLine = !markdown || index <= frontEnd;
    const line = yamlLine ? withoutYamlComment(raw) : raw;
    for (const found of reservedAddresses(line)) {
      problems.push({
        file,
        line: index + 1,
        column: found.column,
        field: '',
        message: `${found.text} is an example ${found.kind} (${found.why}): ${found.kind === 'link' ? 'it leads nowhere' : 'nothing sent there reaches anyone'}. Replace it with ${replacement(line, found.kind)}.`,
      });
    }
  }
  return problems;
}

/** The example editor repository, where site.yaml still names it. */
function editorRepoProblem(siteFile: string): Problem | null {
  let source: ReturnType<typeof parseYamlSource>;
  try {
    source = parseYamlSource(displayPath(siteFile), readContentFile(siteFile));
  } catch {
    return null; // no site.yaml: the content check reports it
  }
  const editor = (source.data as { editor?: { repo?: unknown } } | null)?.editor;
  if (editor?.repo !== EXAMPLE_EDITOR_REPO) return null;
  const { line, column } = source.locate(['editor', 'repo']);
  return {
    file: source.file,
    line,
    column,
    field: 'editor.repo',
    message: `${EXAMPLE_EDITOR_REPO} is the example repository: the editor would save changes there. Replace it with your own repository (owner/name, as in its GitHub address), then run npm run regen.`,
  };
}

/** Everything of the example company left in `contentDir`, in file and line order. */
export function launchProblems(contentDir: string): Problem[] {
  const problems = contentFiles(contentDir).flatMap((file) =>
    reservedAddressProblems(displayPath(file), readContentFile(file)),
  );
  const repo = editorRepoProblem(path.join(contentDir, 'site.yaml'));
  if (repo) problems.push(repo);
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
