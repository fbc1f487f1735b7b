/**
 * The content folder on this computer's disk: the one place the content pipeline touches the file
 * system, so that the same pipeline runs in the editor's browser on texts it was handed
 * (src/admin/site-check.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentSource } from './load.ts';
import { withoutBom } from './source.ts';

/** The text of a content file; a UTF-8 byte-order mark, which some editors write, is dropped. */
export function readContentFile(abs: string): string {
  return withoutBom(readFileSync(abs, 'utf8'));
}

/** Every file below `dir`, hidden files and folders (a leading dot) left out, as sorted posix paths. */
function listFiles(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((rel) => !rel.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/** `contentDir` as the loader reads it. */
export function diskContent(contentDir: string): ContentSource {
  return { dir: contentDir, files: listFiles(contentDir), read: readContentFile };
}
