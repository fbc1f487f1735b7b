/**
 * The report's experiments section (`npm run contacts -- --report`): per experiment and
 * variant, the views the page counted (public.count_experiment_view, per UTC day), the leads
 * sent from it (public.contacts.experiment / experiment_variant) and the conversion rate, with
 * the verdict of ./experiment-stats.ts. Pure: rows in, the section out.
 */
import { conversionRate, type VariantCounts, type Verdict, verdictOf } from './experiment-stats.ts';

/** One day's counter of one variant, as public.owner_experiment_counts returns it. */
export interface ViewCount {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  experiment: string;
  variant: string;
  views: number;
}

/** What the section needs of a lead: the experiment and variant it was sent from, if any. */
export interface ExperimentLead {
  experiment?: string | null;
  experiment_variant?: string | null;
}

export interface ExperimentResult {
  experiment: string;
  /** a, b, c in order: the first is the page as it was, the one the others are compared with. */
  variants: (VariantCounts & { rate: number | null })[];
  /** null with one variant only (nothing to compare). */
  verdict: Verdict | null;
}

/**
 * The experiments of the report's weeks: the views of the days from `from` on (counted per UTC
 * day; the weeks follow the site's clock, so the first and last day may differ by the zone's
 * hours) and the leads the report counts. An experiment appears once it has a view or a lead.
 */
export function experimentResults(views: ViewCount[], leads: ExperimentLead[], from: string): ExperimentResult[] {
  const counts = new Map<string, Map<string, VariantCounts>>();
  const variant = (experiment: string, key: string) => {
    const variants = counts.get(experiment) ?? new Map<string, VariantCounts>();
    counts.set(experiment, variants);
    const found = variants.get(key) ?? { key, views: 0, leads: 0 };
    variants.set(key, found);
    return found;
  };
  for (const row of views) if (row.day >= from) variant(row.experiment, row.variant).views += Number(row.views);
  for (const lead of leads) {
    if (lead.experiment && lead.experiment_variant) variant(lead.experiment, lead.experiment_variant).leads += 1;
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([experiment, byKey]) => {
      // The control first: a, when it was seen at all (it is the page's first variant).
      const variants = [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
      return {
        experiment,
        variants: variants.map((v) => ({ ...v, rate: conversionRate(v) })),
        verdict: verdictOf(variants),
      };
    });
}
