/**
 * The "Scheduled" filter of the post list. Decap filters entries with a regular expression on a
 * field, and which dates lie after today changes every day: the generated configuration holds
 * the filter with a marker for a pattern, and the editor puts in today's when it opens.
 */

/** Stands for "a date after today" in the generated configuration (scripts/build/decap-config.ts). */
export const AFTER_TODAY = 'AFTER_TODAY';

/** A regular expression that matches exactly the dates written YYYY-MM-DD that come after `day`. */
export function datesAfter(day: string): string {
  // A later date has a greater digit at the first place where the two differ.
  const alternatives = [...day].flatMap((char, i) =>
    /[0-8]/.test(char) ? [`${day.slice(0, i)}[${Number(char) + 1}-9]${day.slice(i + 1).replace(/\d/g, '\\d')}`] : [],
  );
  return `^(?:${alternatives.join('|')})$`;
}

interface ViewFilter {
  pattern: unknown;
}
interface Config {
  collections: { view_filters?: ViewFilter[] }[];
}

/** The configuration with every filter for "a date after today" set to the dates after `today`. */
export function withToday<C extends Config>(config: C, today: string): C {
  for (const filter of config.collections.flatMap((c) => c.view_filters ?? [])) {
    if (filter.pattern === AFTER_TODAY) filter.pattern = datesAfter(today);
  }
  return config;
}
