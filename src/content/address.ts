/**
 * A page's address field (an article's, a landing page's) against its file's name. The file's
 * name is the address the site serves; the field only says so for the editor, so a file whose
 * field says otherwise (renamed by hand, or the field typed by hand) is refused with the fix.
 */
import type { Problem } from './problems.ts';
import type { YamlSource } from './source.ts';

/** The problem of a field that names another address than the file, if it does. */
export function addressProblem(
  file: string,
  fileSlug: string,
  stored: string | undefined,
  source: Pick<YamlSource, 'locate'>,
): Problem | undefined {
  if (stored === undefined || stored === fileSlug) return undefined;
  const extension = file.slice(file.lastIndexOf('.'));
  return {
    file,
    ...source.locate(['slug']),
    field: 'slug',
    message: `says the address is "${stored}", but the file is named ${fileSlug}${extension}, and the file's name is the address. Rename the file to ${stored}${extension}, or write slug: ${fileSlug}.`,
  };
}
