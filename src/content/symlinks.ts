/**
 * Symbolic links in content/ or public/images/. The site reads files, and a link there points
 * anywhere on the computer that builds or edits the site: content/blog/k.md ->
 * ../../.data/local-keys.json would be published, or read back to the editor. Git commits a link
 * as a link, so a pull request can add one; the check refuses every one, wherever it points.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from './files.ts';
import { fileProblem, type Problem } from './problems.ts';

/** The symbolic links below `dir` (any depth), as absolute paths; none when it does not exist. */
function linksBelow(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isSymbolicLink())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

export function symbolicLinkProblems(contentDir: string, publicDir: string): Problem[] {
  return [...linksBelow(contentDir), ...linksBelow(path.join(publicDir, 'images'))].map((link) =>
    fileProblem(
      displayPath(link),
      'is a symbolic link, not a file. The site reads only real files in content/ and public/images/: a link could make it publish or show a file from anywhere on the computer. Replace the link with the file itself (or delete it).',
    ),
  );
}
