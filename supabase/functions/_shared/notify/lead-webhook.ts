// The lead webhook: one POST per lead to the owner's CRM or automation (LEAD_WEBHOOK_URL),
// signed as the Standard Webhooks specification says (the `standardwebhooks` package:
// webhook-id, webhook-timestamp, webhook-signature; the secret is a whsec_… key). Sent from the
// outbox as a job of its own (kind 'lead_webhook', supabase/migrations/*_lead_webhook.sql), so
// it is retried for 72 hours and never holds up the owner's e-mail.
//
// The payload's shape is LEAD_WEBHOOK_SCHEMA below, versioned by its `type`; its JSON Schema is
// committed as schemas/lead-webhook.v1.json (`npm run schemas`), and docs/crm.md explains it.
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import { UnsendableJobError } from './compose.ts';
import { storedContactSchema } from './contact-row.ts';
import type { ClaimedJob, SendResult } from './types.ts';

/** The event's type: a new major version gets a new name, so a receiver can tell them apart. */
export const LEAD_WEBHOOK_TYPE = 'lead.created.v1';

const text = z.string().nullable();

/** Version 1 of the payload. Fields may be added within a version; none is removed or renamed. */
export const LEAD_WEBHOOK_SCHEMA = z
  .object({
    type: z.literal(LEAD_WEBHOOK_TYPE).describe('What happened, with the payload version: always lead.created.v1.'),
    timestamp: z.iso.datetime({ offset: true }).describe('When the request was stored (ISO 8601).'),
    data: z
      .object({
        id: z.uuid().describe('The request’s id in the database; the same in every retry.'),
        created_at: z.string().describe('When it was stored (ISO 8601).'),
        first_name: z.string(),
        last_name: z.string(),
        email: z.string().describe('The address the visitor typed (checked for shape only).'),
        phone: text.describe('The phone number, or null when left empty.'),
        message: z.string(),
        released: z.boolean().describe('true when the owner released it after it failed the spam check.'),
        attribution: z
          .object({
            landing_page: text.describe('First page of the visit (path only).'),
            form_page: text.describe('Page the form was sent from.'),
            referrer: text.describe('Origin of the site that linked to the first page.'),
            utm_source: text,
            utm_medium: text,
            utm_campaign: text,
            utm_term: text,
            utm_content: text,
          })
          .describe('Where the lead came from; each null when unknown.'),
      })
      .describe('The contact request.'),
  })
  .describe('A lead from the website’s contact form, sent once it is stored (Standard Webhooks).');

export type LeadWebhookPayload = z.infer<typeof LEAD_WEBHOOK_SCHEMA>;

const jobPayload = z.object({
  contact: storedContactSchema.extend({ check_status: z.string().optional() }),
});

/** The webhook's body for a lead job. */
export function leadWebhookPayload(job: ClaimedJob): LeadWebhookPayload {
  const parsed = jobPayload.safeParse(job.payload);
  if (!parsed.success) throw new UnsendableJobError('lead_webhook payload is not what the outbox writes');
  const c = parsed.data.contact;
  const value = (v: string | null | undefined) => v ?? null;
  return {
    type: LEAD_WEBHOOK_TYPE,
    timestamp: new Date(c.created_at).toISOString(),
    data: {
      id: c.id,
      created_at: c.created_at,
      first_name: c.first_name,
      last_name: c.last_name,
      email: c.email,
      phone: c.phone,
      message: c.message,
      released: c.check_status === 'released',
      attribution: {
        landing_page: value(c.landing_page),
        form_page: value(c.form_page),
        referrer: value(c.referrer),
        utm_source: value(c.utm_source),
        utm_medium: value(c.utm_medium),
        utm_campaign: value(c.utm_campaign),
        utm_term: value(c.utm_term),
        utm_content: value(c.utm_content),
      },
    },
  };
}

export interface LeadWebhookTarget {
  url: string;
  /** whsec_… (base64 after the prefix), as Standard Webhooks tools generate it. */
  secret: string;
  fetch?: typeof fetch;
}

/**
 * The reason a redirect answer is not a delivery, or null for any other answer. Node and Deno
 * hand back the 3xx itself; a browser-like runtime an opaque one (status 0).
 */
export function redirectRefusal(response: Response): string | null {
  const redirected = response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
  if (!redirected) return null;
  const status = response.status === 0 ? 'a redirect' : `HTTP ${response.status}`;
  const location = response.headers.get('location');
  const to = location ? ` to ${location.slice(0, 200)}` : '';
  return (
    `lead webhook answered ${status}${to}: redirects are not followed, so the signed lead was sent ` +
    'nowhere else; set LEAD_WEBHOOK_URL to the address that answers 2xx itself'
  );
}

/**
 * Posts the job's webhook, signed. A redirect is not followed (see redirectRefusal). 2xx: delivered. Anything else is retried (within the 72
 * hours), except 410 Gone, which the specification reserves for "stop sending".
 */
export async function sendLeadWebhook(job: ClaimedJob, target: LeadWebhookTarget | undefined): Promise<SendResult> {
  if (!target) return { ok: true, ref: 'no LEAD_WEBHOOK_URL set: nothing to send' };
  const payload = leadWebhookPayload(job);
  const body = JSON.stringify(payload);
  // The id stays the same across retries, so a receiver can drop a repeat.
  const id = `msg_lead_${payload.data.id}`;
  const now = new Date();
  let signature: string;
  try {
    signature = new Webhook(target.secret).sign(id, now, body);
  } catch (error) {
    return { ok: false, permanent: false, error: `LEAD_WEBHOOK_SECRET is not a whsec_ key: ${String(error)}` };
  }
  let response: Response;
  try {
    response = await (target.fetch ?? fetch)(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      // A signed lead goes to this address only: a redirect is a failed delivery, never resent
      // to wherever it points (the Location could be anyone's).
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    return { ok: false, permanent: false, error: `lead webhook: ${error instanceof Error ? error.message : error}` };
  }
  await response.body?.cancel();
  if (response.ok) return { ok: true, ref: `lead webhook (HTTP ${response.status})` };
  const redirect = redirectRefusal(response);
  if (redirect) return { ok: false, permanent: false, error: redirect };
  return { ok: false, permanent: response.status === 410, error: `lead webhook answered HTTP ${response.status}` };
}
