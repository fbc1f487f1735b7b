// The vocabulary of the notification sender, shared by its two runtimes: the notify-leads Edge
// Function (Deno, production) and the local server (Node, `npm start`). Nothing in this folder
// may use an API of one runtime only: fetch, URL, AbortSignal, crypto.randomUUID and plain
// TypeScript are what both have.

/** One row of the outbox as the claim function returns it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Attempts counted so far: as claimed, those before; after beginAttempt, this one included. */
  attempts: number;
  /** Proves this sender holds the job; needed to record the outcome. */
  lease_token: string;
  /** When the job was queued (ISO 8601): with the id, it makes the e-mail's idempotency key. */
  created_at: string;
}

/** What a failed attempt leads to, as the database decided it. */
export type FailureOutcome = 'retry' | 'failed' | 'lost';

/** The outbox functions of the database (supabase/migrations/*_outbox.sql). */
export interface JobStore {
  /** Purges what the outbox keeps no longer (old sent and failed jobs); once per run. */
  housekeeping(): Promise<void>;
  /** Leases the most urgent due job (alerts, then leads, then confirmations), or null. */
  claim(leaseSeconds: number): Promise<ClaimedJob | null>;
  /** Counts the attempt that starts now; the attempts so far, or null when the lease was lost. */
  beginAttempt(job: ClaimedJob): Promise<number | null>;
  /** false: the lease was lost, another sender holds the job now. */
  complete(job: ClaimedJob): Promise<boolean>;
  fail(
    job: ClaimedJob,
    error: string,
    options: { permanent: boolean; retryAfterSeconds?: number },
  ): Promise<FailureOutcome>;
  /** true exactly once per job: only then may its chat line be posted. */
  claimChat(job: ClaimedJob): Promise<boolean>;
  /** Queues the webhook job of a lead's e-mail job (at most one per lead; public.queue_lead_webhook). */
  queueLeadWebhook?(job: ClaimedJob): Promise<void>;
  /** Queues the HubSpot submission of a lead's e-mail job (at most one per lead; public.queue_hubspot_lead). */
  queueHubspotLead?(job: ClaimedJob): Promise<void>;
  /** Writes site.yaml's limits into the database (public.apply_site_limits); once per run. */
  applyLimits?(limits: SenderLimits): Promise<void>;
}

/** A HubSpot form that receives every lead (notifications.hubspot in content/site.yaml). */
export interface HubspotForm {
  /** The HubSpot account's id (the "portal id"), e.g. 12345678. */
  portalId: string;
  /** The form's id, from the address of the form in HubSpot's editor. */
  formGuid: string;
}

/** A name and an address, kept apart until a transport encodes them for a header. */
export interface Mailbox {
  name?: string;
  address: string;
}

/**
 * An e-mail: plain text, and optionally an HTML alternative of the same words (every value in
 * it escaped). Every header value in it has been through sanitizeHeaderText().
 */
export interface Message {
  from: Mailbox;
  to: Mailbox[];
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers: Record<string, string>;
  /** Same for every attempt at one job: lets an e-mail API drop a repeat (Idempotency-Key). */
  idempotencyKey: string;
}

/** How sending one message ended. */
export type SendResult =
  | { ok: true /** Where it went: a file, a message id. */; ref: string }
  | {
      ok: false;
      /** true when trying again cannot help (the API refused the message itself). */
      permanent: boolean;
      error: string;
      /** The API asked to wait this long (Retry-After). */
      retryAfterSeconds?: number;
    };

export interface Mailer {
  send(message: Message): Promise<SendResult>;
}

/** A Slack-compatible incoming webhook: a lead's line after its e-mail, and alerts to the owner. */
export interface ChatPoster {
  post(text: string): Promise<void>;
}

export interface Logger {
  info(line: string): void;
  error(line: string): void;
}

/**
 * Everything the messages are made of, derived from content/ (src/lib/notify-settings.ts) and,
 * for the Edge Function, generated into supabase/functions/notify-leads/settings.json.
 */
export interface NotifySettings {
  /** Origin of the site, without a trailing slash: links in e-mails point here. */
  siteUrl: string;
  /** Display name of the sender. The address comes from the runtime's configuration. */
  senderName: string;
  /** The owner's inbox: receives every contact request. */
  leadRecipient: string;
  /**
   * A second inbox for alerts when a lead cannot be sent, or null: then alerts go to the chat
   * webhook only.
   */
  alertRecipient: string | null;
  confirmPath: string;
  unsubscribePath: string;
  /** Hours a confirmation link stays valid (the database's newsletter_confirm_window). */
  confirmHours: number;
  /** Hours a lead's e-mail is retried before it is given up (the database's lead_retry_window). */
  leadRetryHours: number;
  /**
   * The site's time zone (site.yaml's timeZone, e.g. America/Chicago): the owner's e-mail gives
   * times on this clock. Absent in settings deployed before it existed: UTC then.
   */
  timeZone?: string;
  /**
   * How the e-mails look like the site: the company's name, its logo and its brand colours
   * (src/styles/site.css). Absent in settings written before it existed: the e-mails are then
   * drawn in neutral colours, with the sender's name and no logo.
   */
  brand?: EmailBrand;
  lead: {
    /** Template with {name}. */
    subject: string;
    intro: string;
    labels: { name: string; email: string; phone: string; message: string; received: string; reference: string };
    noPhone: string;
    /** Template with {firstName}. */
    replyHint: string;
    /** Template with {name}, {email} and {job}: the chat message. */
    chat: string;
    /** Where the lead came from: "Came from: LinkedIn / nov-launch, landed on /blog/…, sent from /contact". */
    attribution: {
      label: string;
      /** The source when there is neither a campaign nor a referring site. */
      direct: string;
      /** Template with {page}. */
      landedOn: string;
      /** Template with {page}. */
      sentFrom: string;
      /** Label of the line with every value as sent. */
      details: string;
    };
    /** The owner's alert when a lead's e-mail could not be sent. */
    alert: {
      /** Template with {name}: subject of the alert e-mail. */
      subject: string;
      /** Template with {name}, {email}, {error}, {attempt}, {hours}, {job}: it is retried. */
      retrying: string;
      /** Template with {name}, {email}, {error}, {attempt}, {job}: it was given up. */
      failed: string;
    };
  };
  /**
   * The HubSpot form every lead is submitted to. Absent (settings without one, or deployed
   * before it existed): no lead goes to HubSpot.
   */
  hubspot?: HubspotForm;
  /** utm_source values (lower case) and how to write them, e.g. linkedin → LinkedIn. */
  sourceNames: Record<string, string>;
  /** The visitor's receipt, sent after the owner's e-mail. */
  receipt: {
    /** The same for every visitor: no text a stranger could choose goes into it. */
    subject: string;
    /** Template with {firstName}. */
    greeting: string;
    intro: string;
    nextStepsTitle: string;
    nextSteps: { title: string; text: string }[];
    /** Only used when bookingUrl is set. */
    booking: string;
    bookingLabel: string;
    contactTitle: string;
    signature: string;
    /** The booking page, or null for none. */
    bookingUrl: string | null;
    /** Where replies to the receipt go: the company's address shown on the site. */
    replyTo: string;
    /** The company's contact details, one line each, e.g. "Phone (Call or WhatsApp): +1 …". */
    contactLines: string[];
  };
  /** The owner's daily e-mail about requests that did not pass the human check (content/contact.yaml). */
  unverifiedDigest: {
    /** Template with {count}. */
    subject: string;
    /** Template with {count} and {day}. */
    intro: string;
    /** Template with {more} and {count}: after the list, when it is cut. */
    more: string;
    /** Template with {command}: how to release one. */
    release: string;
  };
  newsletterConfirmation: {
    subject: string;
    /** Template with {confirmUrl}, {unsubscribeUrl} and {hours}. */
    text: string;
  };
  /**
   * The flood limits (site.yaml `limits`), written into the database at every run. Absent in
   * settings deployed before they existed: the database keeps the figures it has.
   */
  limits?: SenderLimits;
}

/** site.yaml's `limits` (src/content/schemas/site-limits.ts): figures a day or an hour, and the owner's notices. */
export interface SenderLimits {
  providerDailyQuota: number;
  handoffsPerDay: number;
  contactsPerAddressPerHour: number;
  contactsPerNetworkPerHour: number;
  leadsPerNetworkPerDay: number;
  humanChecksPerAddressPerHour: number;
  humanChecksPerNetworkPerHour: number;
  busyHumanChecksPer10Minutes: number;
  /** Experiment page views counted an hour per address and per network (issue 55); absent: the database's. */
  experimentViewsPerAddressPerHour?: number;
  experimentViewsPerNetworkPerHour?: number;
  /** Templates with {cap}; quota and handoffs also with {waiting}. */
  alerts: { network: string; quota: string; handoffs: string };
}

/** The company as its e-mails show it (src/lib/notify-settings.ts). */
export interface EmailBrand {
  /** The company's name, beside the logo at the top of every e-mail. */
  name: string;
  /** The logo's absolute https address on the site, or null for none. */
  logoUrl: string | null;
  /** Hexadecimal colours: text, buttons and links, the darker shade, the page behind the card. */
  colours: { ink: string; brand: string; brandDark: string; paper: string };
}
