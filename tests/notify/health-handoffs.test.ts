// The health check's question about the leads' hand-offs to the CRM (lead webhook, HubSpot): one
// that keeps failing, or was given up today, is a problem in plain words; one that works, or a
// database without the question, is none. The database's side is tests/db/hubspot.test.ts.
import { describe, expect, it } from 'vitest';
import type { DatabaseHealth } from '../../supabase/functions/_shared/notify/health.ts';
import { checkHealth, HEALTH_CHECKS, handoffCheck } from '../../supabase/functions/_shared/notify/health.ts';
import type { HandoffHealth } from '../../supabase/functions/_shared/notify/health-handoffs.ts';
import type { NotifySettings } from '../../supabase/functions/_shared/notify/types.ts';

const settings = { siteUrl: 'https://www.example.com' } as NotifySettings;
const quiet: HandoffHealth = { unsent: 0, failed: 0, failed_today: 0, failing: 0, last_error: null };
const database = (handoffs?: DatabaseHealth['handoffs']): DatabaseHealth => ({
  unsent_leads: 0,
  oldest_unsent_minutes: 0,
  failed_leads: 0,
  lead_waiting: false,
  vault_secret: 'match',
  ...(handoffs ? { handoffs } : {}),
});
const ask = (handoffs?: DatabaseHealth['handoffs']) => ({
  settings,
  askDatabase: async () => database(handoffs),
});

describe('the hand-offs to the CRM in the health report', () => {
  it('are one of the health checks', () => {
    expect(HEALTH_CHECKS).toContain(handoffCheck);
  });

  it('a HubSpot form that keeps failing is a problem naming HubSpot, the error and what to check', async () => {
    const result = await handoffCheck(
      ask({
        lead_webhook: { ...quiet, unsent: 2 },
        hubspot_lead: { ...quiet, unsent: 1, failing: 1, last_error: 'HubSpot answered HTTP 404' },
      }),
    );
    expect(result.problems).toEqual([
      '1 lead did not reach HubSpot after 3 tries or more and is still retried for up to 72 hours (last error: HubSpot answered HTTP 404): check hubspotPortalId and hubspotFormId in content/site.yaml and that the form has the fields docs/crm.md lists. The lead e-mails are not affected.',
    ]);
    // Through the whole list, the report is unhealthy for it.
    const report = await checkHealth(
      ask({ hubspot_lead: { ...quiet, failing: 1, last_error: 'HubSpot answered HTTP 404' } }),
      [handoffCheck],
    );
    expect(report.status).toBe('unhealthy');
  });

  it('webhooks given up today are a problem; given up earlier (failed, not today) and waiting ones are not', async () => {
    const result = await handoffCheck(
      ask({
        lead_webhook: { ...quiet, failed: 5, failed_today: 2, last_error: 'lead webhook answered HTTP 500' },
        hubspot_lead: { ...quiet, unsent: 3, failed: 4 },
      }),
    );
    expect(result.problems).toEqual([
      '2 leads never reached the lead webhook (LEAD_WEBHOOK_URL) and were given up in the last 24 hours (last error: lead webhook answered HTTP 500): check that the address still takes requests and that LEAD_WEBHOOK_SECRET is the one it expects (docs/crm.md). They are in your inbox; docs/lead-path.md says how to send a failed job again.',
    ]);
  });

  it('healthy hand-offs, or a database that does not know them yet, are no problem', async () => {
    expect(await handoffCheck(ask({ lead_webhook: quiet, hubspot_lead: quiet }))).toEqual({ problems: [] });
    expect(await handoffCheck(ask())).toEqual({ problems: [] });
  });

  it('a database that cannot be asked is a note here (databaseCheck reports it as the problem)', async () => {
    const result = await handoffCheck({ settings, askDatabase: () => Promise.reject(new Error('503')) });
    expect(result).toEqual({ notes: ["the leads' hand-offs to the CRM could not be checked: 503"] });
  });
});
