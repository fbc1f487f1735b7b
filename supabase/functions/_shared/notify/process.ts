// One run of the sender: housekeeping, then one due job at a time (alerts, leads, then
// confirmations, as the database orders them): count the attempt, send, record the outcome.
// Both runtimes call this; they differ only in the store (REST or in-process SQL), the mailer
// and the log.
import { type ComposedJob, composeJob, type SenderIdentity, UnsendableJobError } from './compose.ts';
import { isSafeAddress } from './headers.ts';
import type { ChatPoster, ClaimedJob, JobStore, Logger, Mailer, NotifySettings, SendResult } from './types.ts';

export interface ProcessOptions {
  store: JobStore;
  mailer: Mailer;
  /** Optional chat webhook: one line per lead, and the owner's alerts. */
  chat?: ChatPoster;
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
}

export class SenderConfigError extends Error {}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function processDueJobs(options: ProcessOptions): Promise<RunSummary> {
  const { store, mailer, chat, settings, log, leaseSeconds = 60, maxJobs = 50 } = options;
  // Checked before anything is claimed: a configuration mistake must not use up attempts.
  if (!isSafeAddress(options.fromAddress)) {
    throw new SenderConfigError(`the sender address "${options.fromAddress}" is not a plain e-mail address`);
  }
  if (!isSafeAddress(settings.leadRecipient)) {
    throw new SenderConfigError('the lead recipient in the site settings is not a plain e-mail address');
  }
  if (settings.alertRecipient !== null && !isSafeAddress(settings.alertRecipient)) {
    throw new SenderConfigError('the alert recipient in the site settings is not a plain e-mail address');
  }
  const sender: SenderIdentity = {
    from: { name: settings.senderName, address: options.fromAddress },
    unsubscribeEndpoint: options.unsubscribeEndpoint,
  };
  const summary: RunSummary = { claimed: 0, sent: 0, retried: 0, failed: 0, lost: 0 };

  const fail = async (job: ClaimedJob, error: string, permanent: boolean, retryAfterSeconds?: number) => {
    const outcome = await store.fail(job, error, { permanent, retryAfterSeconds });
    if (outcome === 'retry') {
      summary.retried++;
      log.error(`notification #${job.id} (${job.kind}) attempt ${job.attempts} failed, will retry: ${error}`);
    } else if (outcome === 'failed') {
      summary.failed++;
      log.error(`notification #${job.id} (${job.kind}) FAILED after ${job.attempts} attempt(s), not retried: ${error}`);
    } else {
      summary.lost++;
      log.error(`notification #${job.id} (${job.kind}): lease lost before the failure was recorded`);
    }
  };

  /** An alert goes to the chat webhook; when there is none, or it fails, to the second address. */
  const deliverAlert = async (composed: Extract<ComposedJob, { kind: 'alert' }>): Promise<SendResult> => {
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
  };

  const processJob = async (claimed: ClaimedJob) => {
    let composed: ComposedJob;
    try {
      composed = composeJob(claimed, settings, sender);
    } catch (error) {
      if (!(error instanceof UnsendableJobError)) throw error;
      await fail(claimed, error.message, true);
      return;
    }

    // The attempt counts from here, when the send starts: a claim that never got this far
    // (its sender stopped) costs the job nothing.
    const attempts = await store.beginAttempt(claimed);
    if (attempts === null) {
      summary.lost++;
      log.error(`notification #${claimed.id} (${claimed.kind}): lease lost before the send started`);
      return;
    }
    const job = { ...claimed, attempts };

    let result: SendResult;
    try {
      result = composed.kind === 'alert' ? await deliverAlert(composed) : await mailer.send(composed.message);
    } catch (error) {
      // A mailer that throws instead of reporting: assume a passing problem.
      result = { ok: false, permanent: false, error: message(error) };
    }
    if (!result.ok) {
      await fail(job, result.error, result.permanent, result.retryAfterSeconds);
      return;
    }

    if (await store.complete(job)) {
      summary.sent++;
      log.info(`notification #${job.id} (${job.kind}) sent: ${result.ref}`);
      options.onSent?.(job, composed, result.ref);
    } else {
      // Sent, but another sender took the job over meanwhile; the e-mail API's idempotency
      // key keeps its repeat from reaching the inbox twice.
      summary.lost++;
      log.error(`notification #${job.id} (${job.kind}) sent, but the lease was lost before recording it`);
    }

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
  };

  await store.housekeeping();
  for (let n = 0; n < maxJobs; n++) {
    const job = await store.claim(leaseSeconds);
    if (!job) break;
    summary.claimed++;
    await processJob(job);
  }
  return summary;
}
