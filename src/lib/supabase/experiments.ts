/**
 * Counting a page view of an experiment's variant (issue 55): one call per view to the
 * database's public.count_experiment_view (supabase/migrations/*_experiment_counts.sql), which
 * adds one to today's counter of that experiment and variant and stores nothing about the
 * visitor. It goes through the site's REST client (./client.ts: postgrest-js loaded on first
 * use, the anon key, a call that returns nothing, never a read).
 *
 * Fire and forget: the page does not wait for it and it never throws. A count that does not
 * arrive (offline, blocked, refused by the flood limit, a site built without Supabase) is one
 * view fewer in the report, never an error on the page.
 */
import { isExperimentName, isVariantKey } from '../experiment-rules.ts';
import type { InsertResult } from './client.ts';

/** The call itself, for tests and for a caller that wants the outcome (the site does not). */
export async function sendExperimentView(
  experiment: string,
  variant: string,
  count: (experiment: string, variant: string) => Promise<InsertResult> = async (e, v) =>
    (await import('./client.ts')).countView(e, v),
): Promise<InsertResult | null> {
  // A name the database would refuse is not sent: nothing to count.
  if (!isExperimentName(experiment) || !isVariantKey(variant)) return null;
  try {
    return await count(experiment, variant);
  } catch (error) {
    return { ok: false, kind: 'network', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Counts one view of `variant` of `experiment`; resolves when done, never rejects. */
export async function countExperimentView(experiment: string, variant: string): Promise<void> {
  await sendExperimentView(experiment, variant);
}
