/**
 * What still belongs to the example company in content/: every e-mail address, recipient and
 * link at an example or reserved domain, the example editor repository, the example's name,
 * phone numbers and pictures, and its fictional reviews and clients unless kept on purpose
 * (./example-company.ts). A live build refuses them (scripts/build/site.ts), a preview build
 * warns, `npm run launch-check` lists them.
 *
 * The files are read as text, line by line, so that a problem names the line an owner edits,
 * whichever field, paragraph or list holds the address.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readContentFile } from './disk.ts';
import { EXAMPLE_PICTURES, type ExampleKind, exampleMarks, PICTURE_SETTINGS } from './example-company.ts';
import { displayPath } from './files.ts';
import { formatFieldPath, type Problem } from './problems.ts';
import { reservedAddresses, reservedHost, withoutYamlComment } from './reserved-domains.ts';
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

/**
 * Which field each line of a YAML text (or Markdown front matter) belongs to: the field that
 * starts on it, else the one above it (a long text's further lines). Unreadable YAML: none.
 */
function fieldsByLine(file: string, yaml: string): (line: number) => string {
  const starts = new Map<number, { field: string; depth: number }>();
  try {
    const source = parseYamlSource(file, yaml);
    const walk = (value: unknown, at: (string | number)[]) => {
      if (at.length) {
        const { line } = source.locate(at);
        // A list item or a group starts on its first field's line: that field is the one named.
        if ((starts.get(line)?.depth ?? 0) < at.length)
          starts.set(line, { field: formatFieldPath(at), depth: at.length });
      }
      if (Array.isArray(value)) {
        for (const [i, item] of value.entries()) walk(item, [...at, i]);
      } else if (value && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) walk(item, [...at, key]);
    };
    walk(source.data, []);
  } catch {
    return () => '';
  }
  return (line) => {
    for (let at = line; at > 0; at--) if (starts.has(at)) return starts.get(at)!.field;
    return '';
  };
}

/**
 * The problems of one file's text: YAML comments and Markdown front matter's are never published.
 * A line with an example address is named for it alone; other lines for the example company's
 * name, phone numbers, reviewers and clients (but those in `keep`).
 */
export function reservedAddressProblems(file: string, text: string, keep: readonly ExampleKind[] = []): Problem[] {
  const lines = text.split(/\r?\n/);
  const markdown = file.endsWith('.md');
  // Markdown front matter: between the first line's `---` and the next.
  const frontEnd = markdown && lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  const yamlText = markdown ? (frontEnd > 0 ? lines.slice(0, frontEnd).join('\n').replace(/^---/, '') : '') : text;
  const fieldOf = fieldsByLine(file, yamlText);
  const problems: Problem[] = [];
  for (const [index, raw] of lines.entries()) {
    const yamlLine = !markdown || index <= frontEnd;
    const line = yamlLine ? withoutYamlComment(raw) : raw;
    const addresses = reservedAddresses(line);
    // The example editor repository has a problem of its own (editorRepoProblem).
    const marks = addresses.length || /^\s*repo:/.test(line) ? [] : exampleMarks(file, line, keep);
    const field = yamlLine ? fieldOf(index + 1) : 'body';
    for (const mark of marks)
      problems.push({ file, line: index + 1, column: mark.column, field, message: mark.message });
    for (const found of addresses) {
      problems.push({
        file,
        line: index + 1,
        column: found.column,
        field,
        message: `${found.text} is an example ${found.kind} (${found.why}): ${found.kind === 'link' ? 'it leads nowhere' : 'nothing sent there reaches anyone'}. Replace it with ${replacement(line, found.kind)}.`,
      });
    }
  }
  return problems;
}

type SiteSource = ReturnType<typeof parseYamlSource>;

function siteSource(siteFile: string): SiteSource | null {
  try {
    return parseYamlSource(displayPath(siteFile), readContentFile(siteFile));
  } catch {
    return null; // no site.yaml: the content check reports it
  }
}

/** What the owner keeps of the example on purpose (site.yaml keepExampleContent). */
function keptKinds(source: SiteSource | null): ExampleKind[] {
  const keep = (source?.data as { keepExampleContent?: unknown } | null)?.keepExampleContent;
  return Array.isArray(keep) ? keep.filter((k): k is ExampleKind => k === 'reviews' || k === 'caseStudies') : [];
}

/** The settings whose picture is still one of the example's (compared by content, not by name). */
function pictureProblems(source: SiteSource | null, publicDir: string): Problem[] {
  if (!source) return [];
  const problems: Problem[] = [];
  for (const setting of PICTURE_SETTINGS) {
    const value = setting.path.reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      source.data,
    );
    if (typeof value !== 'string' || !value.startsWith('/')) continue;
    let digest: string;
    try {
      digest = createHash('sha256')
        .update(readFileSync(path.join(publicDir, decodeURIComponent(value))))
        .digest('hex');
    } catch {
      continue; // a missing picture is the content check's problem
    }
    const example = EXAMPLE_PICTURES[digest];
    if (!example) continue;
    problems.push({
      file: source.file,
      ...source.locate(setting.path),
      field: setting.path.join('.'),
      message: `${value} is ${example}. Put ${setting.what} in public/ and name it here (or replace the file itself).`,
    });
  }
  return problems;
}

/** The example editor repository, where site.yaml still names it. */
function editorRepoProblem(source: SiteSource | null): Problem | null {
  if (!source) return null;
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

/**
 * Everything of the example company left in `contentDir` (and the pictures its settings name in
 * `publicDir`), in file and line order.
 */
export function launchProblems(contentDir: string, publicDir: string): Problem[] {
  const site = siteSource(path.join(contentDir, 'site.yaml'));
  const keep = keptKinds(site);
  const problems = contentFiles(contentDir).flatMap((file) =>
    reservedAddressProblems(displayPath(file), readContentFile(file), keep),
  );
  problems.push(...pictureProblems(site, publicDir));
  const repo = editorRepoProblem(site);
  if (repo) problems.push(repo);
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** An address as the build writes it into links: origin and path, without a trailing slash. */
const normalized = (url: URL) => `${url.origin}${url.pathname.replace(/\/+$/, '')}`;

/** The `url` of content/site.yaml, or null where the file or the field is missing (the content check says so). */
export function siteAddress(contentDir: string): string | null {
  try {
    const siteFile = path.join(contentDir, 'site.yaml');
    const source = parseYamlSource(displayPath(siteFile), readContentFile(siteFile));
    const url = (source.data as { url?: unknown } | null)?.url;
    return typeof url === 'string' ? url : null;
  } catch {
    return null;
  }
}

/**
 * What a live build refuses in its addresses, each in plain words with the fix: a SITE_URL other
 * than the site's own address (the pages, sitemap, feed and e-mails would point elsewhere), a
 * reserved domain, and an address that is not https (the Supabase project's included: the forms
 * would send visitors' details unencrypted).
 */
export function liveAddressProblems(options: { contentDir: string; siteUrl?: string; supabaseUrl?: string }): string[] {
  const problems: string[] = [];
  const own = siteAddress(options.contentDir);
  const check = (name: string, value: string, unencrypted: string): URL | null => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      problems.push(`${name} (${value}) is not an address: write it as https://… .`);
      return null;
    }
    const reserved = reservedHost(url.hostname);
    if (reserved) problems.push(`${name} (${value}) is at a reserved domain (${reserved}): use the live address.`);
    if (url.protocol !== 'https:') problems.push(`${name} (${value}) must start with https://: ${unencrypted}`);
    return url;
  };
  if (options.supabaseUrl) {
    check(
      'VITE_SUPABASE_URL',
      options.supabaseUrl,
      "the forms would send visitors' details unencrypted. Use the project URL, https://<ref>.supabase.co.",
    );
  }
  if (options.siteUrl) {
    const url = check('SITE_URL', options.siteUrl, 'the live site is only served encrypted.');
    let ownUrl: URL | null = null;
    try {
      ownUrl = own ? new URL(own) : null;
    } catch {}
    if (url && ownUrl && normalized(url) !== normalized(ownUrl)) {
      problems.push(
        `SITE_URL (${options.siteUrl}) is not the site's address in content/site.yaml (${own}): links, sitemap, feed and e-mails would point to another site. Set SITE_URL to ${normalized(ownUrl)}, or change url in content/site.yaml.`,
      );
    }
  }
  return problems;
}
