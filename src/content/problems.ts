/**
 * A problem found in the content: where it is (file:line:col), which field, what is wrong
 * and how to fix it. Every stage of the pipeline collects problems instead of throwing, so an
 * editor sees all mistakes of one edit at once.
 */
export interface Problem {
  /** Path relative to the repository, e.g. `content/faqs.yaml`. */
  file: string;
  line: number;
  column: number;
  /** Field path such as `items[3].answer`; empty for file-level problems. */
  field: string;
  /** The list entry the field belongs to, named for a person: FAQ 4 ("What is AI…"). */
  item?: string;
  message: string;
}

/** A problem with a file as a whole (its name, its presence, its shape), placed at its start. */
export function fileProblem(file: string, message: string): Problem {
  return { file, line: 1, column: 1, field: '', message };
}

export function formatFieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** `content/faqs.yaml:14:5 items[3].answer: is required.` */
export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.column}`;
  const field = p.field && p.item ? `${p.field} in ${p.item}` : p.field;
  return field ? `${where} ${field}: ${p.message}` : `${where} ${p.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** "3 content problems": the heading of a list of problems. */
export function problemCount(problems: readonly Problem[]): string {
  return `${problems.length} content problem${problems.length === 1 ? '' : 's'}`;
}

/** What the dev server says under that heading, above the problems. */
export const FIX_AND_SAVE = 'Fix the files below and save: the page shows the site again on the next reload.';
