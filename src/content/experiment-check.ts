/**
 * The checks of experiments (the home page's hero's and the landing pages') that need the whole site or the day of the build: a name used once
 * on the whole site (the report counts views and leads by it), and no experiment left running
 * past its last day (the owner decides: keep a winner, or give it a later end).
 */
import path from 'node:path';
import { displayPath, type LoadResult } from './load.ts';
import type { Problem } from './problems.ts';

/** An experiment where it is written: its file, and the field that holds it there. */
type Located = { file: string; field: string; experiment?: { name: string; end?: string; keep?: string } };

/** Every experiment of the site: the home page's hero's (hero.experiment), then each landing page's. */
function experimentsOf(loaded: LoadResult): Located[] {
  const home = loaded.partial.home?.hero.experiment;
  return [
    ...(home
      ? [{ file: displayPath(path.join(loaded.contentDir, 'home.yaml')), field: 'hero.experiment', experiment: home }]
      : []),
    ...loaded.partial.landing.map((page) => ({ file: page.file, field: 'experiment', experiment: page.experiment })),
  ];
}

export function experimentProblems(loaded: LoadResult, today: string): Problem[] {
  const at = (file: string, field: string) => ({
    file,
    ...loaded.locate(file, field.split('.')),
    field,
  });
  const problems: Problem[] = [];
  const named = new Map<string, string>();
  for (const { file, field, experiment } of experimentsOf(loaded)) {
    if (!experiment) continue;
    const first = named.get(experiment.name);
    if (first)
      problems.push({
        ...at(file, `${field}.name`),
        message: `"${experiment.name}" is already the name of the experiment in ${first}. Give each experiment a name of its own.`,
      });
    else named.set(experiment.name, file);
    if (experiment.end && experiment.end < today && !experiment.keep)
      problems.push({
        ...at(file, `${field}.end`),
        message: `the experiment ended on ${experiment.end} (today is ${today}). End it by keeping the winner, e.g. keep: b, or give it a later end.`,
      });
  }
  return problems;
}

/** Whether an experiment runs on `today` (YYYY-MM-DD): from its start, to its end if it has one, unless a winner is kept. */
export function experimentRuns(experiment: { start: string; end?: string; keep?: string }, today: string): boolean {
  return !experiment.keep && experiment.start <= today && (!experiment.end || today <= experiment.end);
}
