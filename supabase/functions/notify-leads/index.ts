// The notify-leads Edge Function (Deno): sends the e-mails the database's outbox holds (a
// notification to the owner for each contact request, alerts, newsletter confirmations, the
// visitors' receipts). Called by the database webhook on every new job, by pg_cron every minute
// while jobs are due and every hour in any case (supabase/migrations/*_notify_production_wiring.sql,
// *_lead_watchdog.sql); each call drains what is due. A GET is its health check, for an uptime
// monitor: 200 or 503, with what is wrong only for the health token's holder
// (supabase/functions/_shared/notify/health.ts, health-endpoint.ts; docs/health-check.md).
//
// Secrets (supabase secrets set …), never in the repository:
//   NOTIFY_SECRET              callers must send "Authorization: Bearer <NOTIFY_SECRET>"
//   HEALTH_TOKEN               optional: a GET with "Authorization: Bearer <HEALTH_TOKEN>" gets
//                              the health check's full report (others: its status only)
//   RESEND_API_KEY             Resend API key
//   NOTIFY_FROM                sender address on a domain verified at Resend
//   CHAT_WEBHOOK_URL           optional: Slack-compatible webhook for each lead, and the alerts
//                              when a lead's e-mail cannot be sent (else notifications.alertsTo)
//   HEARTBEAT_URL              optional: pinged after every run (healthchecks.io style: the URL
//                              on success, <URL>/fail on a failed run)
//   LEAD_WEBHOOK_URL           optional: each lead also POSTed to this address (a CRM, Zapier,
//                              Make, n8n), signed as Standard Webhooks say (docs/crm.md)
//   LEAD_WEBHOOK_SECRET        the whsec_… secret that signs it (both needed)
//   HUBSPOT_API_URL            optional: another address of HubSpot's Forms API (tests use a
//                              stand-in); leads go to HubSpot when settings.json names a form
//                              (notifications.hubspot in content/site.yaml)
//   RESEND_API_URL             optional: another Resend-compatible endpoint (tests use a stub)
//   SITE_URL                   optional: where the health check reads the site's settings
//                              digest (default: the site address in settings.json)
// SUPABASE_URL and the project's keys are provided by the platform: the secret key
// (SUPABASE_SECRET_KEYS, sent in `apikey` alone), or the legacy SUPABASE_SERVICE_ROLE_KEY
// (_shared/notify/supabase-keys.ts).
//
// Without RESEND_API_KEY or NOTIFY_FROM it still runs: every e-mail fails and is retried, and
// the alerts about the leads reach the chat webhook. Texts and recipients come from content/
// through settings.json, written by `npm run notify:settings` when main changes
// (.github/workflows/notify-leads.yml).
import { createChatWebhook } from '../_shared/notify/chat.ts';
import { checkHealth, type DatabaseHealth, MISSING_API_KEY } from '../_shared/notify/health.ts';
import { createHealthEndpoint } from '../_shared/notify/health-endpoint.ts';
import type { EmailQuota } from '../_shared/notify/health-launch.ts';
import { pingHeartbeat } from '../_shared/notify/heartbeat.ts';
import { processDueJobs, refusingMailer, SenderConfigError } from '../_shared/notify/process.ts';
import { createResendMailer } from '../_shared/notify/resend.ts';
import { createRestJobStore, restRpc } from '../_shared/notify/rest-store.ts';
import { sameSecret } from '../_shared/notify/secret.ts';
import { serverKey } from '../_shared/notify/supabase-keys.ts';
import type { NotifySettings } from '../_shared/notify/types.ts';
import { ONE_CLICK_PATH } from '../_shared/notify/unsubscribe.ts';
import settingsFile from './settings.json' with { type: 'json' };

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

const settings = settingsFile as NotifySettings;
const env = (name: string) => Deno.env.get(name) || undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function required(name: string): string {
  const value = env(name);
  if (!value) throw new SenderConfigError(`the secret ${name} is not set`);
  return value;
}

/** The project's database, as the service role: the outbox and the health question. */
function project() {
  const url = required('SUPABASE_URL').replace(/\/+$/, '');
  const found = serverKey(env);
  if (!found) throw new SenderConfigError('the secret SUPABASE_SECRET_KEYS (or SUPABASE_SERVICE_ROLE_KEY) is not set');
  return { url, serviceRoleKey: found.key };
}

// One per running function: its cache is what makes a flood of GETs cost one check a minute.
const health = createHealthEndpoint({
  token: env('HEALTH_TOKEN'),
  check: () =>
    checkHealth({
      settings,
      resendApiKey: env('RESEND_API_KEY'),
      fromAddress: env('NOTIFY_FROM'),
      notifySecret: env('NOTIFY_SECRET'),
      siteUrl: env('SITE_URL'),
      askDatabase: async (secretSha256) => {
        const { url, serviceRoleKey } = project();
        return restRpc({ url, key: serviceRoleKey })<DatabaseHealth>('notify_health', { secret_sha256: secretSha256 });
      },
      askEmailQuota: () => {
        const { url, serviceRoleKey } = project();
        return restRpc({ url, key: serviceRoleKey })<EmailQuota>('email_quota_status', {});
      },
    }),
});

/** Reports the run to the heartbeat URL, if any; a heartbeat that fails never fails the run. */
async function heartbeat(ok: boolean, summary: unknown): Promise<void> {
  const url = env('HEARTBEAT_URL');
  if (!url) return;
  try {
    await pingHeartbeat(url, ok, summary);
  } catch (error) {
    console.error(`heartbeat failed: ${error instanceof Error ? error.message : error}`);
  }
}

async function run(): Promise<Response> {
  try {
    const { url, serviceRoleKey } = project();
    const apiKey = env('RESEND_API_KEY');
    const chatUrl = env('CHAT_WEBHOOK_URL');
    const webhookUrl = env('LEAD_WEBHOOK_URL');
    const webhookSecret = env('LEAD_WEBHOOK_SECRET');
    const summary = await processDueJobs({
      store: createRestJobStore({ url, serviceRoleKey }),
      mailer: apiKey
        ? createResendMailer({ apiKey, ...(env('RESEND_API_URL') ? { apiUrl: env('RESEND_API_URL') } : {}) })
        : refusingMailer(MISSING_API_KEY),
      ...(apiKey ? {} : { mailerProblem: MISSING_API_KEY }),
      ...(chatUrl ? { chat: createChatWebhook(chatUrl) } : {}),
      ...(webhookUrl && webhookSecret ? { leadWebhook: { url: webhookUrl, secret: webhookSecret } } : {}),
      ...(env('HUBSPOT_API_URL') ? { hubspotApiUrl: env('HUBSPOT_API_URL') } : {}),
      settings,
      fromAddress: env('NOTIFY_FROM') ?? '',
      // The newsletter-unsubscribe function of this project (RFC 8058 one-click).
      unsubscribeEndpoint: `${url}${ONE_CLICK_PATH}`,
      log: { info: (line) => console.log(line), error: (line) => console.error(line) },
    });
    await heartbeat(summary.errors === 0, summary);
    return json(200, summary);
  } catch (error) {
    // Logged for the function's log view; the jobs stay in the outbox for the next call.
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`notify-leads run failed: ${reason}`);
    await heartbeat(false, { error: 'run failed, see the function log' });
    return json(error instanceof SenderConfigError ? 500 : 502, { error: 'run failed, see the function log' });
  }
}

Deno.serve(async (request) => {
  // The health check answers anyone its status (an uptime monitor may send no secret); the
  // details only with the health token. It changes nothing, sends nothing, and names nobody.
  if (request.method === 'GET') {
    const { status, body } = await health(request.headers.get('authorization'));
    return json(status, body);
  }
  if (request.method !== 'POST') return json(405, { error: 'GET (health check) or POST only' });
  const secret = env('NOTIFY_SECRET');
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!secret || !(await sameSecret(given, secret))) return json(401, { error: 'unauthorized' });
  return run();
});
