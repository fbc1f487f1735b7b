// The health check's question about the leads' hand-offs to the owner's CRM: the signed lead
// webhook and the HubSpot form submission (supabase/migrations/*_lead_webhook.sql,
// *_hubspot_issue42.sql). Their failures never reach the sender's alerts (the lead itself went
// out by e-mail), so without this a CRM that stopped taking leads would go unnoticed for days.
// A job that keeps failing (3 attempts or more, still retried) or was given up in the last 24
// hours is a problem, in words that say what to check; the error is the sender's own (an HTTP
// status, HubSpot's error type), never a visitor's data.

/** How the hand-offs of one kind stand (private.handoff_health). */
export interface HandoffHealth {
  unsent: number;
  failed: number;
  /** Given up within the last 24 hours. */
  failed_today: number;
  /** Not delivered yet after 3 attempts or more: it keeps failing. */
  failing: number;
  /** The latest error of those failing or given up today, or null. */
  last_error: string | null;
}

export type HandoffKind = 'lead_webhook' | 'hubspot_lead';

/** What notify_health answers under 'handoffs' (absent from a database older than the migration). */
export type HandoffsHealth = Partial<Record<HandoffKind, HandoffHealth>>;

const TARGETS: Record<HandoffKind, { name: string; fix: string }> = {
  lead_webhook: {
    name: 'the lead webhook (LEAD_WEBHOOK_URL)',
    fix: 'check that the address still takes requests and that LEAD_WEBHOOK_SECRET is the one it expects (docs/crm.md)',
  },
  hubspot_lead: {
    name: 'HubSpot',
    fix: 'check hubspotPortalId and hubspotFormId in content/site.yaml and that the form has the fields docs/crm.md lists',
  },
};

const leads = (n: number) => (n === 1 ? '1 lead' : `${n} leads`);

/** The problems of one hand-off, in the owner's words; none when it works. */
function problemsOf(kind: HandoffKind, health: HandoffHealth): string[] {
  const { name, fix } = TARGETS[kind];
  const error = health.last_error ? ` (last error: ${health.last_error})` : '';
  const problems: string[] = [];
  if (health.failing > 0)
    problems.push(
      `${leads(health.failing)} did not reach ${name} after 3 tries or more and ${health.failing === 1 ? 'is' : 'are'} still retried for up to 72 hours${error}: ${fix}. The lead e-mails are not affected.`,
    );
  if (health.failed_today > 0)
    problems.push(
      `${leads(health.failed_today)} never reached ${name} and ${health.failed_today === 1 ? 'was' : 'were'} given up in the last 24 hours${error}: ${fix}. ${health.failed_today === 1 ? 'It is' : 'They are'} in your inbox; docs/lead-path.md says how to send a failed job again.`,
    );
  return problems;
}

/** Every hand-off's problems, the webhook's first. */
export function handoffProblems(handoffs: HandoffsHealth | undefined): string[] {
  if (!handoffs) return [];
  return (Object.keys(TARGETS) as HandoffKind[]).flatMap((kind) => {
    const health = handoffs[kind];
    return health ? problemsOf(kind, health) : [];
  });
}
