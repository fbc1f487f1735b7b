// Every lead into HubSpot without a middleman: one submission per lead to a HubSpot form through
// HubSpot's Forms API (POST {api}/submissions/v3/integration/submit/{portalId}/{formGuid}), which
// creates or updates the contact. Sent from the outbox as a job of its own (kind 'hubspot_lead',
// supabase/migrations/*_hubspot_issue42.sql), so it is retried for 72 hours and never holds up
// the owner's e-mail. The portal and form are settings (notifications.hubspot in
// content/site.yaml), not secrets: this endpoint takes no key, only the form's ids.
import { z } from 'zod';
import { UnsendableJobError } from './compose.ts';
import { storedContactSchema } from './contact-row.ts';
import type { ClaimedJob, HubspotForm, SendResult } from './types.ts';

/** HubSpot's own address; tests and a proxy put theirs in HUBSPOT_API_URL. */
export const HUBSPOT_API_URL = 'https://api.hsforms.com';

/** HubSpot's object type of a contact: every field below is a contact property. */
const CONTACT = '0-1';

export interface HubspotTarget extends HubspotForm {
  /** The site's address, without a trailing slash: the page the lead converted on is under it. */
  siteUrl: string;
  /** Default: HUBSPOT_API_URL. */
  apiUrl?: string;
  fetch?: typeof fetch;
}

export interface HubspotField {
  objectTypeId: string;
  name: string;
  value: string;
}

/** The body HubSpot's submit endpoint takes. */
export interface HubspotSubmission {
  /** When the visitor sent it (milliseconds since 1970, as text): the same in every retry. */
  submittedAt: string;
  fields: HubspotField[];
  context: { pageUri: string; pageName: string };
}

const jobPayload = z.object({ contact: storedContactSchema });

/**
 * The submission of a lead job. HubSpot's standard contact properties (email, firstname,
 * lastname, phone, message) and where the lead came from (utm_source, utm_medium, utm_campaign,
 * landing_page: hidden fields of the form, docs/crm.md); an empty value is left out, so HubSpot
 * keeps what the contact already has.
 */
export function hubspotSubmission(job: ClaimedJob, siteUrl: string): HubspotSubmission {
  const parsed = jobPayload.safeParse(job.payload);
  if (!parsed.success) throw new UnsendableJobError('hubspot_lead payload is not what the outbox writes');
  const c = parsed.data.contact;
  const values: [string, string | null | undefined][] = [
    ['email', c.email],
    ['firstname', c.first_name],
    ['lastname', c.last_name],
    ['phone', c.phone],
    ['message', c.message],
    ['utm_source', c.utm_source],
    ['utm_medium', c.utm_medium],
    ['utm_campaign', c.utm_campaign],
    ['landing_page', c.landing_page],
  ];
  const page = c.form_page ?? '/';
  return {
    submittedAt: String(new Date(c.created_at).getTime()),
    fields: values
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
      .map(([name, value]) => ({ objectTypeId: CONTACT, name, value })),
    // The page the form was sent from: HubSpot shows it as the contact's conversion page.
    context: { pageUri: `${siteUrl}${page.startsWith('/') ? page : `/${page}`}`, pageName: page },
  };
}

/** HubSpot's reasons for refusing a submission (e.g. INVALID_EMAIL), never the values themselves. */
async function errorTypes(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { errors?: { errorType?: unknown }[] } | null;
  const types = (body?.errors ?? []).map((e) => e.errorType).filter((t): t is string => typeof t === 'string');
  return types.length ? ` (${[...new Set(types)].join(', ')})` : '';
}

const retryAfter = (response: Response) => {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {};
};

/**
 * Posts the job's submission. 2xx: delivered. Anything else is retried within the 72 hours, as
 * the lead webhook is: a 400 or 404 is most often the form's set-up (a wrong id, a hidden field
 * not added yet), which the owner can fix while the lead waits; the health check shows the
 * error meanwhile.
 */
export async function sendHubspotLead(job: ClaimedJob, target: HubspotTarget | undefined): Promise<SendResult> {
  if (!target) return { ok: true, ref: 'no HubSpot form set: nothing to send' };
  const submission = hubspotSubmission(job, target.siteUrl);
  const base = (target.apiUrl ?? HUBSPOT_API_URL).replace(/\/+$/, '');
  const url = `${base}/submissions/v3/integration/submit/${encodeURIComponent(target.portalId)}/${encodeURIComponent(target.formGuid)}`;
  let response: Response;
  try {
    response = await (target.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(submission),
      redirect: 'error',
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    return { ok: false, permanent: false, error: `HubSpot: ${error instanceof Error ? error.message : error}` };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { ok: true, ref: `HubSpot form (HTTP ${response.status})` };
  }
  const error = `HubSpot answered HTTP ${response.status}${await errorTypes(response)}`;
  return { ok: false, permanent: false, error, ...retryAfter(response) };
}
