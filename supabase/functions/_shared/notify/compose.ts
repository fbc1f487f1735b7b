// From an outbox job to the e-mail (and chat line) it stands for. Pure functions: the same job
// and settings always give the same message, so every attempt sends the same thing.
import { isSafeAddress, sanitizeBodyText, sanitizeDisplayName, sanitizeHeaderText } from './headers.ts';
import { fill } from './template.ts';
import type { ClaimedJob, Mailbox, Message, NotifySettings } from './types.ts';

/** A job that can never become a message (a payload this code does not understand). */
export class UnsendableJobError extends Error {}

export interface ComposedJob {
  message: Message;
  /** For the chat webhook; leads only. */
  chat?: string;
  /** Who the job is about, for the local server's one line per message. */
  subject: string;
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

export function composeLead(job: ClaimedJob, settings: NotifySettings, from: Mailbox): ComposedJob {
  const contact = readContact(job.payload);
  const { lead } = settings;
  const name = sanitizeHeaderText(`${contact.first_name} ${contact.last_name}`, 100);
  const firstName = sanitizeHeaderText(contact.first_name, 100);
  // The database refuses control characters and markup in these fields; they are cleaned again
  // here because a message must be safe whatever wrote the row (an import, a later migration).
  const email = sanitizeHeaderText(contact.email, 254);
  const replyTo = isSafeAddress(email) ? { name: sanitizeDisplayName(name), address: email } : undefined;

  const labelled = (label: string, value: string) => `${label}: ${value}`;
  const text = [
    sanitizeBodyText(lead.intro),
    '',
    labelled(lead.labels.name, name),
    labelled(lead.labels.email, email),
    labelled(lead.labels.phone, contact.phone ? sanitizeHeaderText(contact.phone, 40) : lead.noPhone),
    labelled(lead.labels.received, formatReceived(contact.created_at)),
    labelled(lead.labels.reference, contact.id),
    '',
    `${lead.labels.message}:`,
    sanitizeBodyText(contact.message),
    '',
    // Without a usable Reply-To the hint would be wrong: the address is shown above instead.
    ...(replyTo ? [fill(lead.replyHint, { firstName })] : []),
  ].join('\n');

  return {
    message: {
      from,
      to: [{ address: settings.leadRecipient }],
      ...(replyTo ? { replyTo } : {}),
      subject: sanitizeHeaderText(fill(lead.subject, { name }), 200),
      text: `${text.trimEnd()}\n`,
      headers: {},
      idempotencyKey: `contact-notification/${contact.id}`,
    },
    chat: escapeChatText(fill(lead.chat, { name, email })),
    subject: `${name} <${email}>`,
  };
}

const TOKEN = /^[0-9a-f]{64}$/;

export function composeNewsletterConfirmation(job: ClaimedJob, settings: NotifySettings, from: Mailbox): ComposedJob {
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
    message: {
      from,
      to: [{ address: email }],
      subject: sanitizeHeaderText(newsletterConfirmation.subject, 200),
      text: `${sanitizeBodyText(
        fill(newsletterConfirmation.text, { confirmUrl, unsubscribeUrl, hours: settings.confirmHours }),
      ).trimEnd()}\n`,
      // Every newsletter e-mail can be unsubscribed from, by link and by the mail program.
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
      idempotencyKey: `newsletter-confirmation/${confirmToken}`,
    },
    subject: email,
  };
}

/** The message for a job, or UnsendableJobError. */
export function composeJob(job: ClaimedJob, settings: NotifySettings, from: Mailbox): ComposedJob {
  switch (job.kind) {
    case 'contact_notification':
      return composeLead(job, settings, from);
    case 'newsletter_confirmation':
      return composeNewsletterConfirmation(job, settings, from);
    default:
      throw new UnsendableJobError(`unknown notification kind "${job.kind}"`);
  }
}
