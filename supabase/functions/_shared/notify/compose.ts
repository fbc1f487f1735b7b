// From an outbox job to the e-mail (and chat line) it stands for. Deterministic: the same job
// and settings always give the same message, so every attempt sends the same thing. The lead's
// e-mail and the visitor's receipt are drawn by React Email components (./email-lead.ts,
// ./email-receipt.ts), whose rendering is asynchronous; so is composing them.

import { z } from 'zod';
import { ATTRIBUTION_KEYS, type AttributionKey } from './attribution-keys.ts';
import { bookingLink } from './booking.ts';
import { type StoredContact, storedContactSchema } from './contact-row.ts';
import { NEUTRAL_COLOURS } from './email-layout.ts';
import { LeadEmail } from './email-lead.ts';
import { ReceiptEmail } from './email-receipt.ts';
import { renderEmail } from './email-render.ts';
import { isSafeAddress, sanitizeBodyText, sanitizeDisplayName, sanitizeHeaderText } from './headers.ts';
import { formatLocalTime } from './local-time.ts';
import { receiptFirstName } from './receipt-name.ts';
import { fillTemplate as fill } from './template.ts';
import type { ClaimedJob, EmailBrand, Mailbox, Message, NotifySettings } from './types.ts';

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

type Attribution = Partial<Record<AttributionKey, unknown>>;

const isText = (value: unknown): value is string => typeof value === 'string';

// What the database's outbox writes into each kind of job (supabase/schema.sql, the enqueue
// functions and notification_jobs_alert_owner). Keys this code does not read are dropped, not
// refused: a payload that gains a key in a migration must not stop the e-mails.
const token = z.string().regex(/^[0-9a-f]{64}$/, 'expected a token of 64 hexadecimal digits');
const leadPayload = z.object({ contact: storedContactSchema });
const leadAlertPayload = z.object({
  job_id: z.int(),
  stage: z.enum(['retrying', 'failed']),
  attempts: z.int(),
  max_attempts: z.int(),
  // The error is what the alert quotes; an alert without one still goes out.
  error: z.string().catch(''),
  contact: storedContactSchema,
});
/** The visitor's receipt: who to thank, and where. Nothing else of the request is read. */
const receiptPayload = z.object({ contact: storedContactSchema.pick({ first_name: true, email: true }) });
const newsletterConfirmationPayload = z.object({ email: z.string(), confirm_token: token, unsubscribe_token: token });

/**
 * The job's payload as its schema reads it, or UnsendableJobError naming the kind and the first
 * problem ("lead_alert payload is not what the outbox writes: stage: Invalid option: …").
 */
function readPayload<T extends z.ZodType>(job: ClaimedJob, schema: T): z.output<T> {
  const result = schema.safeParse(job.payload);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const where = issue?.path.length ? issue.path.join('.') : 'the payload';
  throw new UnsendableJobError(`${job.kind} payload is not what the outbox writes: ${where}: ${issue?.message}`);
}

/** Escapes what Slack-compatible webhooks read as markup in message text. */
export function escapeChatText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Where a lead came from, in the owner's words: "Came from: LinkedIn / nov-launch, landed on
 * /blog/…, sent from /contact", and a line with every value as it was sent. Every value is made
 * one short line of plain text (the database refuses control characters and markup there, but
 * a message must be safe whatever wrote the row). Nothing for requests stored before the
 * columns existed.
 */
export function describeAttribution(
  contact: Attribution,
  labels: NotifySettings['lead']['attribution'],
  sourceNames: NotifySettings['sourceNames'],
): LabelledValue[] {
  if (!ATTRIBUTION_KEYS.some((key) => key in contact)) return [];
  const value = (key: AttributionKey) => {
    const raw = contact[key];
    return isText(raw) ? sanitizeHeaderText(raw, 100) || null : null;
  };
  const source = value('utm_source');
  let referrerHost: string | null = null;
  const referrer = value('referrer');
  if (referrer) {
    try {
      referrerHost = new URL(referrer).host;
    } catch {
      referrerHost = referrer;
    }
  }
  // Own names only: a source such as "constructor" must not find what every object inherits.
  const key = source?.toLowerCase() ?? '';
  const named = source ? (Object.hasOwn(sourceNames, key) ? sourceNames[key] : source) : null;
  const from = [named, value('utm_campaign')].filter(Boolean).join(' / ') || referrerHost || labels.direct;
  const landing = value('landing_page');
  const form = value('form_page');
  const summary = [
    from,
    ...(landing ? [fill(labels.landedOn, { page: landing })] : []),
    ...(form ? [fill(labels.sentFrom, { page: form })] : []),
  ].join(', ');
  const details = ATTRIBUTION_KEYS.filter((key) => key !== 'landing_page' && key !== 'form_page')
    .map((key) => [key, value(key)] as const)
    .filter(([, v]) => v !== null)
    .map(([key, v]) => `${key}=${v}`);
  return [
    { label: labels.label, value: summary },
    ...(details.length ? [{ label: labels.details, value: details.join(', ') }] : []),
  ];
}

/** One line of the owner's e-mails: "Phone: +1 …". */
export interface LabelledValue {
  label: string;
  value: string;
}

const asLine = ({ label, value }: LabelledValue) => `${label}: ${value}`;

/** The site's look in its e-mails; neutral for settings written before it existed. */
function brandOf(settings: NotifySettings): EmailBrand {
  return settings.brand ?? { name: settings.senderName, logoUrl: null, colours: NEUTRAL_COLOURS };
}

/** A stored request as header-safe parts and the lines of its e-mail (lead and alert alike). */
function describeLead(contact: StoredContact, settings: NotifySettings) {
  const { lead } = settings;
  const name = sanitizeHeaderText(`${contact.first_name} ${contact.last_name}`, 100);
  // The database refuses control characters and markup in these fields; they are cleaned again
  // here because a message must be safe whatever wrote the row (an import, a later migration).
  const email = sanitizeHeaderText(contact.email, 254);
  const fields: LabelledValue[] = [
    { label: lead.labels.name, value: name },
    { label: lead.labels.email, value: email },
    { label: lead.labels.phone, value: contact.phone ? sanitizeHeaderText(contact.phone, 40) : lead.noPhone },
    // On the owner's clock (the site's time zone), the zone named: "2025-01-06 03:01 CST".
    { label: lead.labels.received, value: formatLocalTime(contact.created_at, settings.timeZone ?? 'UTC') },
    { label: lead.labels.reference, value: contact.id },
    ...describeAttribution(contact, lead.attribution, settings.sourceNames),
  ];
  const message = sanitizeBodyText(contact.message);
  const lines = [...fields.map(asLine), '', `${lead.labels.message}:`, message];
  return { name, email, fields, message, lines };
}

export async function composeLead(
  job: ClaimedJob,
  settings: NotifySettings,
  sender: SenderIdentity,
): Promise<ComposedJob> {
  const { contact } = readPayload(job, leadPayload);
  const { lead } = settings;
  const { name, email, fields, message } = describeLead(contact, settings);
  const firstName = sanitizeHeaderText(contact.first_name, 100);
  const replyTo = isSafeAddress(email) ? { name: sanitizeDisplayName(name), address: email } : undefined;

  const { html, text } = await renderEmail(
    LeadEmail({
      brand: brandOf(settings),
      siteUrl: settings.siteUrl,
      intro: sanitizeBodyText(lead.intro),
      lines: fields,
      messageLabel: lead.labels.message,
      message,
      // Without a usable Reply-To the hint would be wrong: the address is shown above instead.
      replyHint: replyTo ? fill(lead.replyHint, { firstName }) : null,
    }),
  );

  return {
    kind: 'email',
    message: {
      from: sender.from,
      to: [{ address: settings.leadRecipient }],
      ...(replyTo ? { replyTo } : {}),
      subject: sanitizeHeaderText(fill(lead.subject, { name }), 200),
      text: `${sanitizeBodyText(text).trimEnd()}\n`,
      html: `${sanitizeBodyText(html)}\n`,
      headers: {},
      idempotencyKey: idempotencyKey(job),
    },
    chat: escapeChatText(fill(lead.chat, { name, email, job: job.id })),
    subject: `${name} <${email}>`,
  };
}

/** The owner's alert about a lead whose e-mail failed (payload written by the database). */
export function composeLeadAlert(job: ClaimedJob, settings: NotifySettings, sender: SenderIdentity): ComposedJob {
  const payload = readPayload(job, leadAlertPayload);
  const { stage, contact } = payload;
  const { alert } = settings.lead;
  const { name, email, lines } = describeLead(contact, settings);
  const values = {
    name,
    email,
    error: sanitizeHeaderText(payload.error, 300),
    attempt: payload.attempts,
    hours: settings.leadRetryHours,
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

/**
 * The owner's alert about a lead, written without the site settings' words: used when the
 * settings cannot write it (settings older than this code), which would otherwise silence the
 * one message saying that leads are stuck. Plain English from the code, on purpose: the words
 * in content/ are what failed. It carries the request, as the usual alert does.
 */
export function plainLeadAlert(
  job: ClaimedJob,
  reason: string,
  settings: NotifySettings,
  sender: SenderIdentity,
): ComposedJob {
  const payload = (job.payload ?? {}) as Record<string, unknown>;
  const contact = (payload.contact ?? {}) as Record<string, unknown>;
  const field = (value: unknown, max = 200) => (isText(value) ? sanitizeHeaderText(value, max) : '');
  const name = field(`${field(contact.first_name)} ${field(contact.last_name)}`, 100) || 'someone';
  const email = field(contact.email, 254);
  const leadJob = typeof payload.job_id === 'number' ? payload.job_id : '?';
  const line =
    `A contact request from ${name} <${email}> has not been e-mailed to you ` +
    `(${payload.stage === 'failed' ? 'given up' : 'it is retried'}; job #${leadJob}): ${field(payload.error, 300)}. ` +
    `This alert is in plain words because the sender's settings could not write it (${sanitizeHeaderText(reason, 200)}): ` +
    'deploy the settings again (README, "Lead e-mails in production").';
  const recipient = isText(settings?.alertRecipient) ? settings.alertRecipient : '';
  const request = [`Name: ${name}`, `E-mail: ${email}`, `Phone: ${field(contact.phone, 40)}`, '', 'Message:'];
  return {
    kind: 'alert',
    text: escapeChatText(line),
    ...(isSafeAddress(recipient)
      ? {
          message: {
            from: sender.from,
            to: [{ address: recipient }],
            subject: `Contact request not e-mailed to you (job #${leadJob})`,
            text: `${sanitizeBodyText([line, '', ...request, isText(contact.message) ? contact.message : ''].join('\n')).trimEnd()}\n`,
            headers: {},
            idempotencyKey: idempotencyKey(job),
          },
        }
      : {}),
    subject: `plain alert about lead job #${leadJob} (${name} <${email}>)`,
  };
}

/**
 * The short e-mail a visitor receives after the owner's: the message arrived, what happens
 * next, the booking page when there is one, and how to reach the company. Plain text with an
 * HTML alternative drawn from the same component. Its one image is the
 * site's logo, at one address for every recipient: it cannot tell whose receipt was opened.
 *
 * Anyone can type anyone's address into the form, so the receipt says nothing a stranger
 * could choose but the first name: a fixed subject, no display name, no campaign values (they
 * stay in the owner's e-mail), and only the site's own booking page, with the first name and
 * the recipient's own address filled in.
 */
export async function composeReceipt(
  job: ClaimedJob,
  settings: NotifySettings,
  sender: SenderIdentity,
): Promise<ComposedJob> {
  const { contact } = readPayload(job, receiptPayload);
  const email = sanitizeHeaderText(contact.email, 254);
  if (!isSafeAddress(email)) throw new UnsendableJobError('the visitor’s address cannot be used in a header');
  const { receipt } = settings;
  const firstName = receiptFirstName(contact.first_name);
  const booking = receipt.bookingUrl ? bookingLink(receipt.bookingUrl, firstName, email) : null;

  const { html, text } = await renderEmail(
    ReceiptEmail({
      brand: brandOf(settings),
      siteUrl: settings.siteUrl,
      greeting: fill(receipt.greeting, { firstName }),
      intro: receipt.intro,
      nextStepsTitle: receipt.nextStepsTitle,
      nextSteps: receipt.nextSteps,
      booking: booking ? { text: receipt.booking, label: receipt.bookingLabel, url: booking } : null,
      contactTitle: receipt.contactTitle,
      contactLines: receipt.contactLines,
      signature: receipt.signature,
    }),
  );

  return {
    kind: 'email',
    message: {
      from: sender.from,
      to: [{ address: email }],
      ...(isSafeAddress(receipt.replyTo) ? { replyTo: { address: receipt.replyTo } } : {}),
      subject: sanitizeHeaderText(receipt.subject, 200),
      text: `${sanitizeBodyText(text).trimEnd()}\n`,
      html: `${sanitizeBodyText(html)}\n`,
      headers: {},
      idempotencyKey: idempotencyKey(job),
    },
    subject: email,
  };
}

export function composeNewsletterConfirmation(
  job: ClaimedJob,
  settings: NotifySettings,
  sender: SenderIdentity,
): ComposedJob {
  const payload = readPayload(job, newsletterConfirmationPayload);
  const { email, confirm_token: confirmToken, unsubscribe_token: unsubscribeToken } = payload;
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
export async function composeJob(
  job: ClaimedJob,
  settings: NotifySettings,
  sender: SenderIdentity,
): Promise<ComposedJob> {
  switch (job.kind) {
    case 'contact_notification':
      return composeLead(job, settings, sender);
    case 'contact_receipt':
      return composeReceipt(job, settings, sender);
    case 'lead_alert':
      return composeLeadAlert(job, settings, sender);
    case 'newsletter_confirmation':
      return composeNewsletterConfirmation(job, settings, sender);
    default:
      throw new UnsendableJobError(`unknown notification kind "${job.kind}"`);
  }
}
