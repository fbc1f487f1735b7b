/**
 * Tells the site's analytics that something worth counting happened (a lead stored, a sign-up,
 * a search). Only an event on the document: the cookieless counter (./plausible.ts) listens
 * when site.yaml sets it up, and when it does not nothing listens, so the pages carry these few
 * lines and no analytics code at all. Callers pass fixed words and page paths, never what a
 * visitor typed.
 */
import type { EventProps, Goal } from '../lib/analytics.ts';

export const MEASURE_EVENT = 'site:measure';
export type Measured = { goal: Goal; props?: EventProps };

export function measure(goal: Goal, props?: EventProps): void {
  document.dispatchEvent(new CustomEvent<Measured>(MEASURE_EVENT, { detail: { goal, props } }));
}
