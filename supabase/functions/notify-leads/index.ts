// The notify-leads Edge Function (Deno): sends the e-mails the database's outbox holds (a
// notification to the owner for each contact request, newsletter confirmations). Called by the
// database webhook on every new job and by pg_cron every minute while jobs are due
// (supabase/migrations/*_notify_production_wiring.sql); each call drains what is due.
//
// Secrets (supabase secrets set …), never in the repository:
//   NOTIFY_SECRET              callers must send "Authorization: Bearer <NOTIFY_SECRET>"
//   RESEND_API_KEY             Resend API key
//   NOTIFY_FROM                sender address on a domain verified at Resend
//   CHAT_WEBHOOK_URL           optional: Slack-compatible webhook for each lead, and the alerts
//                              when a lead's e-mail cannot be sent (else notifications.alertsTo)
//   RESEND_API_URL             optional: another Resend-compatible endpoint (tests use a stub)
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform.
//
// Texts and recipients come from content/ through settings.json, which `npm run
// notify:settings` writes before every deploy (README, "Lead e-mails in production").
import { createChatWebhook } from '../_shared/notify/chat.ts';
import { processDueJobs, SenderConfigError } from '../_shared/notify/process.ts';
import { createResendMailer } from '../_shared/notify/resend.ts';
import { createRestJobStore } from '../_shared/notify/rest-store.ts';
import { sameSecret } from '../_shared/notify/secret.ts';
import type { NotifySettings } from '../_shared/notify/types.ts';
import { ONE_CLICK_PATH } from '../_shared/notify/unsubscribe.ts';
import settings from './settings.json' with { type: 'json' };

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new SenderConfigError(`the secret ${name} is not set`);
  return value;
}

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'POST only' });
  const secret = Deno.env.get('NOTIFY_SECRET');
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!secret || !(await sameSecret(given, secret))) return json(401, { error: 'unauthorized' });

  try {
    const chatUrl = Deno.env.get('CHAT_WEBHOOK_URL');
    const projectUrl = required('SUPABASE_URL').replace(/\/+$/, '');
    const summary = await processDueJobs({
      store: createRestJobStore({ url: projectUrl, serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY') }),
      mailer: createResendMailer({
        apiKey: required('RESEND_API_KEY'),
        ...(Deno.env.get('RESEND_API_URL') ? { apiUrl: Deno.env.get('RESEND_API_URL') } : {}),
      }),
      ...(chatUrl ? { chat: createChatWebhook(chatUrl) } : {}),
      settings: settings as NotifySettings,
      fromAddress: required('NOTIFY_FROM'),
      // The newsletter-unsubscribe function of this project (RFC 8058 one-click).
      unsubscribeEndpoint: `${projectUrl}${ONE_CLICK_PATH}`,
      log: { info: (line) => console.log(line), error: (line) => console.error(line) },
    });
    return json(200, summary);
  } catch (error) {
    // Logged for the function's log view; the jobs stay in the outbox for the next call.
    console.error(`notify-leads run failed: ${error instanceof Error ? error.message : error}`);
    return json(error instanceof SenderConfigError ? 500 : 502, { error: 'run failed, see the function log' });
  }
});
