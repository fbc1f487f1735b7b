// One run of the sender: claim due jobs, send each, record the outcome. Both runtimes call
// this; they differ only in the store (REST or in-process SQL), the mailer and the log.
import { type ComposedJob, composeJob, UnsendableJobError } from './compose.ts';
import { isSafeAddress } from './headers.ts';
import type { ChatPoster, ClaimedJob, JobStore, Logger, Mailbox, Mailer, NotifySettings } from './types.ts';

export interface ProcessOptions {
  store: JobStore;
  mailer: Mailer;
  /** Optional chat webhook for leads. */
  chat?: ChatPoster;
  settings: NotifySettings;
  /** The address e-mails come from (a domain the e-mail provider accepts). */
  fromAddress: string;
  log: Logger;
  /** Jobs claimed at a time. */
  batchSize?: number;
  /** How long a claim holds a job: longer than sending a whole batch takes. */
  leaseSeconds?: number;
  /** Batches per run, so one run ends even while jobs keep arriving. */
  maxBatches?: number;
  /** Called once per message sent (the local server prints its line per lead here). */
  onSent?: (job: ClaimedJob, composed: ComposedJob, ref: string) => void;
}

export interface RunSummary {
  claimed: number;
  sent: number;
  /** Failed attempts that will be tried again. */
  retried: number;
  /** Jobs given up: kept in the outbox as failed. */
  failed: number;
  /** Outcomes not recorded because the lease was lost. */
  lost: number;
}

export class SenderConfigError extends Error {}

export async function processDueJobs(options: ProcessOptions): Promise<RunSummary> {
  const { store, mailer, chat, settings, log, batchSize = 10, leaseSeconds = 300, maxBatches = 5 } = options;
  // Checked before anything is claimed: a configuration mistake must not use up attempts.
  if (!isSafeAddress(options.fromAddress)) {
    throw new SenderConfigError(`the sender address "${options.fromAddress}" is not a plain e-mail address`);
  }
  if (!isSafeAddress(settings.leadRecipient)) {
    throw new SenderConfigError('the lead recipient in the site settings is not a plain e-mail address');
  }
  const from: Mailbox = { name: settings.senderName, address: options.fromAddress };
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

  for (let batch = 0; batch < maxBatches; batch++) {
    const jobs = await store.claim(batchSize, leaseSeconds);
    summary.claimed += jobs.length;
    for (const job of jobs) {
      let composed: ComposedJob;
      try {
        composed = composeJob(job, settings, from);
      } catch (error) {
        if (!(error instanceof UnsendableJobError)) throw error;
        await fail(job, error.message, true);
        continue;
      }

      let result: Awaited<ReturnType<Mailer['send']>>;
      try {
        result = await mailer.send(composed.message);
      } catch (error) {
        // A mailer that throws instead of reporting: assume a passing problem.
        result = { ok: false, permanent: false, error: error instanceof Error ? error.message : String(error) };
      }
      if (!result.ok) {
        await fail(job, result.error, result.permanent, result.retryAfterSeconds);
        continue;
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

      if (chat && composed.chat) {
        try {
          await chat.post(composed.chat);
        } catch (error) {
          // Best effort: the e-mail is the delivery that counts, and it went out.
          log.error(
            `chat webhook for notification #${job.id} failed: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
    }
    if (jobs.length < batchSize) break;
  }
  return summary;
}
