/**
 * The checks of experiments that need the whole site or the day of the build: a name used once
 * on the whole site (the report counts views and leads by it), and no experiment left running
 * past its last day (the owner decides: keep a winner, or give it a later end).
 */
import type { LoadResult } from './load.ts';
import type { Problem } from './problems.ts';

type Located = { file: string; experiment?: { name: string; end?: string; keep?: string } };

export function experimentProblems(loaded: LoadResult, today: string): Problem[] {
  const pages: Located[] = loaded.partial.landing;
  const at = (file: string, field: string) => ({
    file,
    ...loaded.locate(file, field.split('.')),
    field,
  });
  const problems: Problem[] = [];
  const named = new Map<string, string>();
  for (const page of pages) {
    const experiment = page.experiment;
    if (!experiment) continue;
    const first = named.get(experiment.name);
    if (first)
      problems.push({
        ...at(page.file, 'experiment.name'),
        message: `"${experiment.name}" is already the name of the experiment in ${first}. Give each experiment a name of its own.`,
      });
    else named.set(experiment.name, page.file);
    if (experiment.end && experiment.end < today && !experiment.keep)
      problems.push({
        ...at(page.file, 'experiment.end'),
        message: `the experiment ended on ${experiment.end} (today is ${today}). End it by keeping the winner, e.g. keep: b, or give it a later end.`,
      });
  }
  return problems;
}

/** Whether an experiment runs on `today` (YYYY-MM-DD): from its start, to its end if it has one, unless a winner is kept. */
export function experimentRuns(experiment: { start: string; end?: string; keep?: string }, today: string): boolean {
  return !experiment.keep && experiment.start <= today && (!experiment.end || today <= experiment.end);
}
