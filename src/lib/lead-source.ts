/**
 * Where a lead came from, as one word for counting: its utm_source, else the referring host,
 * else "(direct)". The weekly report (./lead-report.ts) and the analytics' lead event
 * (./analytics.ts) count by it, so their numbers agree. A module of its own, without imports, so
 * that the browser's analytics chunk carries this function and nothing of the report. Pure.
 */
export function leadSource(lead: { utm_source: string | null; referrer: string | null }): string {
  if (lead.utm_source) return lead.utm_source.trim().toLowerCase();
  if (lead.referrer) {
    try {
      return new URL(lead.referrer).host;
    } catch {
      return lead.referrer;
    }
  }
  return '(direct)';
}
