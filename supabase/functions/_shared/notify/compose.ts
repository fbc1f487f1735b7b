// From an outbox job to the e-mail (and chat line) it stands for. Pure functions: the same job
// and settings always give the same message, so every attempt sends the same thing.
import { isSafeAddress, sanitizeBodyText, sanitizeDisplayName, sanitizeHeaderText } from './headers.ts';
import { fill } from './template.ts';
import type { ClaimedJob, Mailbox, Message, NotifySettings } from './types.ts';

/** A job that can never become a message (a payload this code does not understand). */
export class UnsendableJobError extends Error {}

/** Who the site's e-mails come from, and where one-click unsubscribes go (runtime settings). */
export interface SenderIdentity {
  from: Mailbox;
  /**
   * The newsletter-unsubscribe function (RFC 8058 one-click: the mail program POSTs to it),
   * e.g. https://<ref>.supabase.co/functions/v1/newsletter-unsubscribe.
   */
  unsubscribeEndpoint: string;
}

export type ComposedJob =
  | {
      kind: 'email';
      message: Message;
      /** For the chat webhook; leads only, posted at most once per job. */
      chat?: string;
      /** Who the job is about, for the local server's one line per message. */
      subject: string;
    }
  | {
      /** An alert to the owner: to the chat webhook, else to the second address. */
      kind: 'alert';
      text: string;
      /** The same alert as an e-mail to the second address, when there is one. */
      message?: Message;
      subject: string;
    };

/**
 * The e-mail API's idempotency key: the job's id, made unique across databases by the moment
 * the job was queued. Every attempt at one job sends the same key, so the API sends one e-mail.
 */
export function idempotencyKey(job: Pick<ClaimedJob, 'id' | 'created_at'>): string {
  const queued = Date.parse(job.created_at);
  return `notification-job-${job.id}-${Number.isNaN(queued) ? 0 : queued}`;
}

/** The contact row as the outbox trigger stored it (to_jsonb of public.contacts). */
interface StoredContact {
  id: string;
  created_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  message: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function readContact(payload: unknown): StoredContact {
  const contact = (payload as { contact?: Record<string, unknown> } | null)?.contact;
  if (
    !contact ||
    !isText(contact.id) ||
    !isText(contact.created_at) ||
    !isText(contact.first_name) ||
    !isText(contact.last_name) ||
    !isText(contact.email) ||
    !(contact.phone === null || isText(contact.phone)) ||
    !isText(contact.message)
  ) {
    throw new UnsendableJobError('contact_notification payload is not a stored contact request');
  }
  return contact as unknown as StoredContact;
}

/** "2025-01-06 09:01 UTC": unambiguous for an owner anywhere. */
function formatReceived(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Escapes what Slack-compatible webhooks read as markup in message text. */
export function escapeChatText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A stored request as header-safe parts and the lines of its e-mail (lead and alert alike). */
function describeLead(contact: StoredContact, lead: NotifySettings['lead']) {
  const name = sanitizeHeaderText(`${contact.first_name} ${contact.last_name}`, 100);
  // The database refuses control characters and markup in these fields; they are cleaned again
  // here because a message must be safe whatever wrote the row (an import, a later migration).
  const email = sanitizeHeaderText(contact.email, 254);
  const labelled = (label: string, value: string) => `${label}: ${value}`;
  const lines = [
    labelled(lead.labels.name, name),
    labelled(lead.labels.email, email),
    labelled(lead.labels.phone, contact.phone ? sanitizeHeaderText(contact.phone, 40) : lead.noPhone),
    labelled(lead.labels.received, formatReceived(contact.created_at)),
    labelled(lead.labels.reference, contact.id),
    '',
    `${lead.labels.message}:`,
    sanitizeBodyText(contact.message),
  ];
  return { name, email, lines };
}

export function composeLead(job: ClaimedJob, settings: NotifySettings, sender: SenderIdentity): ComposedJob {
  const contact = readContact(job.payload);
  const { lead } = settings;
  const { name, email, lines } = describeLead(contact, lead);
  const firstName = sanitizeHeaderText(contact.first_name, 100);
  const replyTo = isSafeAddress(email) ? { name: sanitizeDisplayName(name), address: email } : undefined;

  const text = [
    sanitizeBodyText(lead.intro),
    '',
    ...lines,
    '',
    // Without a usable Reply-To the hint would be wrong: the address is shown above instead.
    ...(replyTo ? [fill(lead.replyHint, { firstName })] : []),
  ].join('\n');

  return {
    kind: 'email',
    message: {
      from: sender.from,
      to: [{ address: settings.leadRecipient }],
      ...(replyTo ? { replyTo } : {}),
      subject: sanitizeHeaderText(fill(lead.subject, { name }), 200),
      text: `${text.trimEnd()}\n`,
      headers: {},
      idempotencyKey: idempotencyKey(job),
    },
    chat: escapeChatText(fill(lead.chat, { name, email, job: job.id })),
    subject: `${name} <${email}>`,
  };
}

/** The owner's alert about a lead whose e-mail failed (payload written by the database). */
export function composeLeadAlert(job: ClaimedJob, settings: NotifySettings, sender: SenderIdentity): ComposedJob {
  const payload = job.payload as {
    job_id?: unknown;
    stage?: unknown;
    attempts?: unknown;
    max_attempts?: unknown;
    error?: unknown;
  } | null;
  const stage = payload?.stage;
  if (
    !payload ||
    typeof payload.job_id !== 'number' ||
    (stage !== 'retrying' && stage !== 'failed') ||
    typeof payload.attempts !== 'number' ||
    typeof payload.max_attempts !== 'number'
  ) {
    throw new UnsendableJobError('lead_alert payload is not an alert written by the outbox');
  }
  const contact = readContact(payload);
  const { alert } = settings.lead;
  const { name, email, lines } = describeLead(contact, settings.lead);
  const values = {
    name,
    email,
    error: sanitizeHeaderText(isText(payload.error) ? payload.error : '', 300),
    attempt: payload.attempts,
    maxAttempts: payload.max_attempts,
    job: payload.job_id,
  };
  const line = sanitizeBodyText(fill(stage === 'failed' ? alert.failed : alert.retrying, values));
  const recipient = settings.alertRecipient;
  return {
    kind: 'alert',
    text: escapeChatText(line),
    ...(recipient && isSafeAddress(recipient)
      ? {
          message: {
            from: sender.from,
            to: [{ address: recipient }],
            subject: sanitizeHeaderText(fill(alert.subject, { name }), 200),
            text: `${[line, '', ...lines].join('\n').trimEnd()}\n`,
            headers: {},
            idempotencyKey: idempotencyKey(job),
          },
        }
      : {}),
    subject: `${stage === 'failed' ? 'gave up on' : 'retrying'} lead job #${payload.job_id} (${name} <${email}>)`,
  };
}

const TOKEN = /^[0-9a-f]{64}$/;

export function composeNewsletterConfirmation(
  job: ClaimedJob,
  settings: NotifySettings,
  sender: SenderIdentity,
): ComposedJob {
  const payload = job.payload as { email?: unknown; confirm_token?: unknown; unsubscribe_token?: unknown } | null;
  const email = payload?.email;
  const confirmToken = payload?.confirm_token;
  const unsubscribeToken = payload?.unsubscribe_token;
  if (!isText(email) || !isText(confirmToken) || !TOKEN.test(confirmToken)) {
    throw new UnsendableJobError('newsletter_confirmation payload has no address or confirm token');
  }
  if (!isText(unsubscribeToken) || !TOKEN.test(unsubscribeToken)) {
    throw new UnsendableJobError('newsletter_confirmation payload has no unsubscribe token');
  }
  if (!isSafeAddress(email)) throw new UnsendableJobError('the subscriber address cannot be used in a header');

  // Tokens travel in the fragment: it never reaches a server's logs, and the page's script
  // reads it from there.
  const confirmUrl = `${settings.siteUrl}${settings.confirmPath}#token=${confirmToken}`;
  const unsubscribeUrl = `${settings.siteUrl}${settings.unsubscribePath}#token=${unsubscribeToken}`;
  const { newsletterConfirmation } = settings;
  return {
    kind: 'email',
    message: {
      from: sender.from,
      to: [{ address: email }],
      subject: sanitizeHeaderText(newsletterConfirmation.subject, 200),
      text: `${sanitizeBodyText(
        fill(newsletterConfirmation.text, { confirmUrl, unsubscribeUrl, hours: settings.confirmHours }),
      ).trimEnd()}\n`,
      // Every newsletter e-mail can be unsubscribed from, by the link in its text and by the mail
      // program in one click (RFC 8058): it POSTs "List-Unsubscribe=One-Click" to this address.
      headers: {
        'List-Unsubscribe': `<${oneClickUnsubscribeUrl(sender.unsubscribeEndpoint, unsubscribeToken)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      idempotencyKey: idempotencyKey(job),
    },
    subject: email,
  };
}

/** The one-click address of a subscription: the endpoint with the unsubscribe token. */
export function oneClickUnsubscribeUrl(endpoint: string, token: string): string {
  const url = new URL(endpoint);
  url.searchParams.set('token', token);
  return url.href;
}

/** The message for a job, or UnsendableJobError. */
export function composeJob(job: ClaimedJob, settings: NotifySettings, sender: SenderIdentity): ComposedJob {
  switch (job.kind) {
    case 'contact_notification':
      return composeLead(job, settings, sender);
    case 'lead_alert':
      return composeLeadAlert(job, settings, sender);
    case 'newsletter_confirmation':
      return composeNewsletterConfirmation(job, settings, sender);
    default:
      throw new UnsendableJobError(`unknown notification kind "${job.kind}"`);
  }
}
