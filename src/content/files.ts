/**
 * Which files of `content/` the site reads, and what is wrong with the others. A file the
 * pipeline does not read is a silent loss (a renamed `faq.yaml` publishes nothing), and a file
 * name with capitals or spaces becomes an address nobody can type: both are problems, with
 * the name the editor probably meant.
 */
import path from 'node:path';
import { fileProblem, type Problem } from './problems.ts';
import { MAX_SLUG_LENGTH } from './schemas/common.ts';
import { closest } from './suggest.ts';

/** Collection key → its folder in content/, e.g. posts → blog. */
export type CollectionDirs = { caseStudies: string; posts: string; legal: string; landing: string };

/** The files content/ is made of: the data files at its root, and one folder per collection. */
export interface ContentLayout {
  dataFiles: readonly string[];
  collectionDirs: CollectionDirs;
}

/** How problems name a file: relative to the working directory when inside it. */
export function displayPath(absolute: string): string {
  // In the editor (a browser, no working directory) content is read from /content.
  const cwd = typeof process === 'undefined' ? '/' : process.cwd();
  const rel = path.relative(cwd, absolute);
  return rel.startsWith('..') ? absolute : rel.split(path.sep).join('/');
}

export interface ContentFiles {
  /** Every readable file found (absolute paths). */
  present: Set<string>;
  /** Entry files of each collection folder, sorted by name (absolute paths). */
  collections: Record<keyof CollectionDirs, string[]>;
  problems: Problem[];
}

/** What each collection folder holds. */
const COLLECTION_FILES: Record<keyof CollectionDirs, { extension: string; what: string }> = {
  caseStudies: { extension: '.yaml', what: 'Case studies are YAML files ending in .yaml' },
  posts: { extension: '.md', what: 'Articles are Markdown files ending in .md' },
  legal: { extension: '.md', what: 'Legal pages are Markdown files ending in .md' },
  landing: { extension: '.yaml', what: 'Landing pages are YAML files ending in .yaml' },
};

const KEBAB_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `My Copy` → `my-copy`, `Vibe_Marketing 2025` → `vibe-marketing-2025`; a longer name is cut
 * after its last whole word within MAX_SLUG_LENGTH characters (the longest an address may be).
 */
export function kebabName(name: string): string {
  const kebab = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (kebab.length <= MAX_SLUG_LENGTH) return kebab;
  const head = kebab.slice(0, MAX_SLUG_LENGTH + 1);
  const cut = head.lastIndexOf('-');
  return kebab.slice(0, cut > 0 ? cut : MAX_SLUG_LENGTH).replace(/-+$/, '');
}

/**
 * Sorts `listing` (every file below `contentDir`, as posix paths relative to it) into what the
 * site reads and what it does not. The listing comes from the disk (./disk.ts) or, in the editor,
 * from the editor's backend.
 */
export function inventoryContent(contentDir: string, layout: ContentLayout, listing: readonly string[]): ContentFiles {
  const present = new Set<string>();
  const problems: Problem[] = [];
  const collections: ContentFiles['collections'] = { caseStudies: [], posts: [], legal: [], landing: [] };
  const dataNames = [...layout.dataFiles];
  const folderKeys = Object.fromEntries(
    Object.entries(layout.collectionDirs).map(([key, dir]) => [dir, key]),
  ) as Record<string, keyof CollectionDirs>;
  const notRead = (rel: string, why: string) =>
    problems.push(fileProblem(displayPath(path.join(contentDir, rel)), `is not read by the site. ${why}`));

  for (const rel of listing) {
    const abs = path.join(contentDir, rel);
    const parts = rel.split('/');
    if (parts.length === 1) {
      if (dataNames.includes(rel)) {
        present.add(abs);
        continue;
      }
      const guess = closest(rel, dataNames);
      notRead(
        rel,
        guess
          ? `Did you mean ${guess}? Rename the file to ${guess} (or move its entries into content/${guess}).`
          : `The files directly in content/ are ${dataNames.join(', ')}; articles go into content/blog/, legal pages into content/legal/, case studies into content/case-studies/, landing pages into content/landing/.`,
      );
      continue;
    }
    const key = folderKeys[parts[0]!];
    if (!key) {
      const guess = closest(parts[0]!, Object.keys(folderKeys));
      notRead(
        rel,
        `The folder ${parts[0]}/ is not one the site reads${guess ? `: did you mean ${guess}/?` : ` (it reads ${Object.keys(folderKeys).join('/, ')}/).`}`,
      );
      continue;
    }
    if (parts.length > 2) {
      notRead(rel, `Entries sit directly in content/${parts[0]}/, not in a folder inside it: move the file up.`);
      continue;
    }
    const { extension, what } = COLLECTION_FILES[key];
    const name = parts[1]!;
    const stem = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
    if (!name.endsWith(extension)) {
      notRead(rel, `${what}: rename it to ${kebabName(stem) || 'a-name'}${extension}.`);
      continue;
    }
    present.add(abs);
    collections[key].push(abs);
    if (!KEBAB_NAME.test(stem) || stem.length > MAX_SLUG_LENGTH) {
      const fixed = kebabName(stem);
      const rule = KEBAB_NAME.test(stem)
        ? `has a file name too long for an address: names have at most ${MAX_SLUG_LENGTH} characters (this one has ${stem.length})`
        : 'has a file name the site cannot use as an address: names are lower-case words joined by hyphens, without spaces';
      problems.push(fileProblem(displayPath(abs), `${rule}. Rename it to ${fixed || 'a-name'}${extension}.`));
    }
  }
  return { present, collections, problems };
}
