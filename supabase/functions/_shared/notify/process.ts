// One run of the sender: housekeeping, then one due job at a time (alerts, leads, confirmations,
// receipts, as the database orders them): count the attempt, compose, send, record the outcome.
// Both runtimes call this; they differ only in the store (REST or in-process SQL), the mailer
// and the log.
//
// Nothing that goes wrong with one job, or with the housekeeping, stops the run: the job's
// failure is recorded as a failed attempt (retried after a back-off, and for a lead the database
// queues an alert to the owner), and the run goes on with the next job. A sender that cannot
// send e-mail at all (no API key, no sender address) still runs: every e-mail fails and is
// retried, and the alerts about the leads still reach the chat webhook.
import { type ComposedJob, composeJob, plainLeadAlert, type SenderIdentity, UnsendableJobError } from './compose.ts';
import { composeUnverifiedDigest } from './digest.ts';
import { isSafeAddress } from './headers.ts';
import { type HubspotTarget, sendHubspotLead } from './hubspot.ts';
import { type LeadWebhookTarget, sendLeadWebhook } from './lead-webhook.ts';
import { composeLimitAlert } from './limit-alert.ts';
import type { ChatPoster, ClaimedJob, JobStore, Logger, Mailer, NotifySettings, SendResult } from './types.ts';

export interface ProcessOptions {
  store: JobStore;
  mailer: Mailer;
  /** Why the mailer cannot send at all (e.g. "RESEND_API_KEY is not set"), if it cannot. */
  mailerProblem?: string;
  /** Optional chat webhook: one line per lead, and the owner's alerts. */
  chat?: ChatPoster;
  /** Optional: each lead also POSTed, signed, to the owner's CRM (LEAD_WEBHOOK_URL/SECRET). */
  leadWebhook?: LeadWebhookTarget;
  /**
   * Where HubSpot's Forms API is (HUBSPOT_API_URL; default its own address). Whether leads go to
   * HubSpot at all is the settings' `hubspot` form.
   */
  hubspotApiUrl?: string;
  settings: NotifySettings;
  /** The address e-mails come from (a domain the e-mail provider accepts). */
  fromAddress: string;
  /** Where mail programs send one-click unsubscribes (the newsletter-unsubscribe function). */
  unsubscribeEndpoint: string;
  log: Logger;
  /** How long a claim holds one job: longer than one send takes (the mailer times out at 15 s). */
  leaseSeconds?: number;
  /** Jobs per run, so one run ends even while jobs keep arriving. */
  maxJobs?: number;
  /** Called once per message delivered (the local server prints its line per lead here). */
  onSent?: (job: ClaimedJob, composed: ComposedJob, ref: string) => void;
}

export interface RunSummary {
  claimed: number;
  sent: number;
  /** Failed attempts that will be tried again. */
  retried: number;
  /** Jobs given up: kept in the outbox as failed. */
  failed: number;
  /** Jobs whose lease was lost before the outcome was recorded. */
  lost: number;
  /**
   * Faults of the sender itself: each problem of its configuration, a failed housekeeping, a
   * job whose handling threw. Its heartbeat reports a run with any as failed.
   */
  errors: number;
}

/** A runtime without what it needs to run at all (the database's address or key). */
export class SenderConfigError extends Error {}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What keeps the sender from e-mailing anyone, in the owner's words: the sender address and the
 * recipients of the site settings must be plain addresses. Also the health check's list.
 */
export function senderProblems(settings: NotifySettings, fromAddress: string): string[] {
  return [
    ...(!fromAddress
      ? ['no sender address: NOTIFY_FROM is not set']
      : isSafeAddress(fromAddress)
        ? []
        : [`the sender address NOTIFY_FROM "${fromAddress}" is not a plain e-mail address`]),
    ...(isSafeAddress(settings.leadRecipient)
      ? []
      : ['the lead recipient (notifications.leadsTo in content/site.yaml) is not a plain e-mail address']),
    ...(settings.alertRecipient === null || isSafeAddress(settings.alertRecipient)
      ? []
      : ['the alert recipient (notifications.alertsTo in content/site.yaml) is not a plain e-mail address']),
  ];
}

/** A mailer that refuses every message with the reason, as a passing failure (retried). */
export function refusingMailer(reason: string): Mailer {
  return { send: async () => ({ ok: false, permanent: false, error: reason }) };
}

/** An alert goes to the chat webhook; when there is none, or it fails, to the second address. */
async function deliverAlert(
  composed: Extract<ComposedJob, { kind: 'alert' }>,
  chat: ChatPoster | undefined,
  mailer: Mailer,
): Promise<SendResult> {
  let chatError = '';
  if (chat) {
    try {
      await chat.post(composed.text);
      return { ok: true, ref: 'chat webhook' };
    } catch (error) {
      chatError = `chat webhook: ${message(error)}`;
    }
  }
  if (composed.message) {
    const result = await mailer.send(composed.message);
    return result.ok || !chatError ? result : { ...result, error: `${chatError}; ${result.error}` };
  }
  if (chatError) return { ok: false, permanent: false, error: chatError };
  return {
    ok: false,
    permanent: true,
    error: 'no channel for alerts: set CHAT_WEBHOOK_URL, or notifications.alertsTo in content/site.yaml',
  };
}

/** One run's settings, channels and tally, shared by the steps below. */
interface Run {
  options: ProcessOptions;
  mailer: Mailer;
  sender: SenderIdentity;
  summary: RunSummary;
}

/** Records a failed attempt and tallies what the database decided. */
async function recordFailure(run: Run, job: ClaimedJob, error: string, permanent: boolean, retryAfterSeconds?: number) {
  const { store, log } = run.options;
  const outcome = await store.fail(job, error, { permanent, retryAfterSeconds });
  const what = `notification #${job.id} (${job.kind})`;
  if (outcome === 'retry') {
    run.summary.retried++;
    log.error(`${what} attempt ${job.attempts} failed, will retry: ${error}`);
  } else if (outcome === 'failed') {
    run.summary.failed++;
    log.error(`${what} FAILED after ${job.attempts} attempt(s), not retried: ${error}`);
  } else {
    run.summary.lost++;
    log.error(`${what}: lease lost before the failure was recorded`);
  }
}

/**
 * The message for a job, or why there is none. Any error counts: one that is not the job's
 * own fault (e.g. settings older than the code) is retried. An alert that cannot be written
 * from the settings is sent in plain words instead, so the owner still hears of the lead.
 */
async function compose(run: Run, job: ClaimedJob): Promise<ComposedJob | { error: string; permanent: boolean }> {
  try {
    // The daily digest of unverified requests is written by its own module (./digest.ts).
    if (job.kind === 'unverified_digest') return composeUnverifiedDigest(job, run.options.settings, run.sender);
    if (job.kind === 'limit_alert') return composeLimitAlert(job, run.options.settings, run.sender);
    return await composeJob(job, run.options.settings, run.sender);
  } catch (error) {
    const permanent = error instanceof UnsendableJobError;
    if (job.kind === 'lead_alert' && !permanent) {
      run.options.log.error(
        `alert #${job.id} could not be written from the settings (${message(error)}); sent plainly`,
      );
      return plainLeadAlert(job, message(error), run.options.settings, run.sender);
    }
    return { error: `the message could not be composed: ${message(error)}`, permanent };
  }
}

async function processJob(run: Run, claimed: ClaimedJob): Promise<void> {
  const { store, chat, log } = run.options;
  // The attempt counts from here, before anything can go wrong with this job: a claim that
  // never got this far (its sender stopped) costs the job nothing.
  const attempts = await store.beginAttempt(claimed);
  if (attempts === null) {
    run.summary.lost++;
    log.error(`notification #${claimed.id} (${claimed.kind}): lease lost before the send started`);
    return;
  }
  const job = { ...claimed, attempts };
  await queueHandoffsOf(run, job);
  // A lead's webhook and HubSpot submission are no e-mail: posted to the CRM, their outcome
  // recorded like a send's.
  if (job.kind === 'lead_webhook') {
    await recordOutcome(run, job, await sendLeadWebhook(job, run.options.leadWebhook));
    return;
  }
  if (job.kind === 'hubspot_lead') {
    await recordOutcome(run, job, await sendHubspotLead(job, hubspotTarget(run.options)));
    return;
  }
  const composed = await compose(run, job);
  if ('error' in composed) return recordFailure(run, job, composed.error, composed.permanent);

  let result: SendResult;
  try {
    result =
      composed.kind === 'alert'
        ? await deliverAlert(composed, chat, run.mailer)
        : await run.mailer.send(composed.message);
  } catch (error) {
    // A mailer that throws instead of reporting: assume a passing problem.
    result = { ok: false, permanent: false, error: message(error) };
  }
  // A failed send is recorded for its retry; a sent one goes on to the chat line.
  if (!(await recordOutcome(run, job, result, composed))) return;

  // At most once per job, as far as a webhook without idempotency allows: the database
  // records the post before it is made, so no repeat of this job ever posts again.
  if (chat && composed.kind === 'email' && composed.chat && (await store.claimChat(job))) {
    try {
      await chat.post(composed.chat);
    } catch (error) {
      // Best effort: the e-mail is the delivery that counts, and it went out.
      log.error(`chat webhook for notification #${job.id} failed: ${message(error)}`);
    }
  }
}

/** The HubSpot form of the settings, with where to reach HubSpot; undefined when none is set. */
function hubspotTarget(options: ProcessOptions): HubspotTarget | undefined {
  const form = options.settings.hubspot;
  if (!form) return undefined;
  return {
    ...form,
    siteUrl: options.settings.siteUrl,
    ...(options.hubspotApiUrl ? { apiUrl: options.hubspotApiUrl } : {}),
  };
}

/**
 * With a lead webhook or a HubSpot form set, a lead's e-mail job queues the lead's hand-off jobs
 * first (once per lead each, whatever the retries), so the CRM hears of it even while the e-mail
 * cannot go out. A failure here is logged and never holds the e-mail back: the next attempt
 * queues it.
 */
async function queueHandoffsOf(run: Run, job: ClaimedJob): Promise<void> {
  const { store, leadWebhook, settings, log } = run.options;
  if (job.kind !== 'contact_notification') return;
  const handoffs = [
    { what: 'lead webhook', queue: leadWebhook ? store.queueLeadWebhook : undefined },
    { what: 'HubSpot submission', queue: settings.hubspot ? store.queueHubspotLead : undefined },
  ];
  for (const { what, queue } of handoffs) {
    if (!queue) continue;
    try {
      await queue.call(store, job);
    } catch (error) {
      log.error(`notification #${job.id}: its ${what} could not be queued (will try again): ${message(error)}`);
    }
  }
}

/** Records a send's outcome; false when it failed (true when sent, even if the lease was lost). */
async function recordOutcome(run: Run, job: ClaimedJob, result: SendResult, composed?: ComposedJob): Promise<boolean> {
  const { store, log } = run.options;
  if (!result.ok) {
    await recordFailure(run, job, result.error, result.permanent, result.retryAfterSeconds);
    return false;
  }
  if (await store.complete(job)) {
    run.summary.sent++;
    log.info(`notification #${job.id} (${job.kind}) sent: ${result.ref}`);
    if (composed) run.options.onSent?.(job, composed, result.ref);
    return true;
  }
  // Sent, but another sender took the job over meanwhile; the e-mail API's idempotency key (a
  // webhook's id) keeps its repeat from reaching the inbox twice.
  run.summary.lost++;
  log.error(`notification #${job.id} (${job.kind}) sent, but the lease was lost before recording it`);
  return true;
}

/** A job whose handling threw (the store answered an error): recorded as a failed attempt if possible. */
async function recoverJob(run: Run, job: ClaimedJob, error: unknown): Promise<void> {
  run.summary.errors++;
  run.options.log.error(`notification #${job.id} (${job.kind}): the sender failed: ${message(error)}`);
  try {
    await recordFailure(run, job, `the sender failed while handling it: ${message(error)}`, false);
  } catch {
    // The store is out of reach: the job's lease runs out and it is claimed again.
  }
}

export async function processDueJobs(options: ProcessOptions): Promise<RunSummary> {
  const { store, settings, log, leaseSeconds = 60, maxJobs = 50 } = options;
  const problems = [
    ...(options.mailerProblem ? [options.mailerProblem] : []),
    ...senderProblems(settings, options.fromAddress),
  ];
  if (problems.length) log.error(`the sender cannot e-mail anyone: ${problems.join('; ')}`);
  const run: Run = {
    options,
    mailer: problems.length ? refusingMailer(`the sender is not configured: ${problems.join('; ')}`) : options.mailer,
    sender: {
      from: { name: settings.senderName, address: options.fromAddress },
      unsubscribeEndpoint: options.unsubscribeEndpoint,
    },
    summary: { claimed: 0, sent: 0, retried: 0, failed: 0, lost: 0, errors: problems.length },
  };

  // site.yaml's limits first, so this run's claims already keep to them.
  if (settings.limits && store.applyLimits) {
    try {
      await store.applyLimits(settings.limits);
    } catch (error) {
      run.summary.errors++;
      log.error(`the site's limits could not be written (the database keeps its figures): ${message(error)}`);
    }
  }
  try {
    await store.housekeeping();
  } catch (error) {
    // Purging old jobs can wait for the next run; sending cannot.
    run.summary.errors++;
    log.error(`the outbox housekeeping failed (sending goes on): ${message(error)}`);
  }
  for (let n = 0; n < maxJobs; n++) {
    const job = await store.claim(leaseSeconds);
    if (!job) break;
    run.summary.claimed++;
    try {
      await processJob(run, job);
    } catch (error) {
      await recoverJob(run, job, error);
    }
  }
  return run.summary;
}
