/** "Did you mean …?": the closest of a few known names to one an editor typed. */
import { distance } from 'fastest-levenshtein';

/**
 * The candidate nearest to `typed`, if it is near enough to be a likely slip (a letter or two,
 * or a quarter of the name): otherwise undefined, because a far-fetched guess misleads.
 */
export function closest(typed: string, candidates: Iterable<string>): string | undefined {
  const needle = typed.toLowerCase();
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    const score = distance(needle, candidate.toLowerCase());
    if (score === 0) return candidate;
    if (!best || score < best.score) best = { candidate, score };
  }
  if (!best) return undefined;
  const allowed = Math.max(2, Math.floor(Math.max(needle.length, best.candidate.length) / 4));
  return best.score <= allowed ? best.candidate : undefined;
}
