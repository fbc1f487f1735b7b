/**
 * Whether the site took the last change, as the editor's banner tells it (src/admin/site-banner.ts).
 * Locally `npm start` rebuilds after each saved change and keeps serving the last good build when
 * a rebuild fails; the banner then lists the check's problems, each with a link to its entry, until
 * a rebuild succeeds. The live site's state comes from GitHub (./github-checks.ts) in the same shape.
 *
 * Pure: the server fills the state (scripts/dev/live-rebuild.ts), the browser words it.
 */
import { type Problem, problemCount } from '../content/problems.ts';

/** What `npm start` knows of its last rebuild, as the editor reads it. */
export type LocalSiteState =
  | { rebuilt: 'ok' }
  | {
      rebuilt: 'failed';
      /** The files whose change started the rebuild (relative to the repository). */
      changed: string[];
      /** The content check's problems; empty when the build failed for another reason. */
      problems: Problem[];
    };

/** One line of the banner: plain words, and where to fix it. */
export interface BannerLine {
  text: string;
  link?: { href: string; label: string };
}

export interface Banner {
  heading: string;
  lines: BannerLine[];
}

/** The place of a problem as people read it: "content/faqs.yaml, line 12, field items[3].answer". */
function where(problem: Problem): string {
  const field = problem.field ? `, ${problem.item ? `${problem.field} in ${problem.item}` : problem.field}` : '';
  return `${problem.file} line ${problem.line}${field}`;
}

/**
 * The banner for a local state, or none when the last rebuild succeeded. `linkOf` gives the editor's
 * address of the entry a file holds (undefined for a file the editor does not open).
 */
export function localBanner(state: LocalSiteState, linkOf: (file: string) => string | undefined): Banner | undefined {
  if (state.rebuilt === 'ok') return undefined;
  const changed = state.changed.length ? ` after the change to ${state.changed.join(', ')}` : '';
  const heading =
    `The site did not take the last change${changed}: it still shows the version before it. ` +
    (state.problems.length
      ? `The site's check found ${problemCount(state.problems)}; fix them and save, and this note goes away.`
      : 'The build stopped for a reason outside the content; the terminal running "npm start" says why.');
  const lines = state.problems.map((problem): BannerLine => {
    const href = linkOf(problem.file);
    return {
      text: `${where(problem)}: ${problem.message}`,
      ...(href ? { link: { href, label: `Open ${problem.file.replace(/^content\//, '')}` } } : {}),
    };
  });
  return { heading, lines };
}

/** Reads a state the server sent; anything else is taken as "no news" (no banner). */
export function parseLocalState(json: unknown): LocalSiteState {
  const value = json as { rebuilt?: unknown; changed?: unknown; problems?: unknown } | null;
  if (value?.rebuilt !== 'failed') return { rebuilt: 'ok' };
  const changed = Array.isArray(value.changed) ? value.changed.filter((f) => typeof f === 'string') : [];
  const problems = Array.isArray(value.problems)
    ? (value.problems as Problem[]).filter((p) => typeof p?.file === 'string' && typeof p.message === 'string')
    : [];
  return { rebuilt: 'failed', changed, problems };
}
