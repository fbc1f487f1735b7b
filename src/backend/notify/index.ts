// The notification sender of the local server (`npm start`, e2e): the shared sending code
// (supabase/functions/_shared/notify) run in-process against PGlite, delivering to
// <DATA_DIR>/mailbox/*.eml, or through SMTP when SMTP_URL is set, and printing one line per
// message. The production sender is the notify-leads Edge Function; this one stands in for it.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createChatWebhook } from '../../../supabase/functions/_shared/notify/chat.ts';
import { processDueJobs } from '../../../supabase/functions/_shared/notify/process.ts';
import type { JobStore, Logger, Mailer, NotifySettings } from '../../../supabase/functions/_shared/notify/types.ts';
import { ONE_CLICK_PATH } from '../../../supabase/functions/_shared/notify/unsubscribe.ts';
import { createMailboxMailer, KEEP_SENT_DAYS, pruneMailbox } from './mailbox.ts';
import { createPgliteJobStore } from './pglite-store.ts';
import { startScheduler } from './scheduler.ts';
import { createSmtpMailer } from './smtp.ts';

export interface LocalNotifierOptions {
  pg: PGlite;
  settings: NotifySettings;
  /** Where .eml files go when no SMTP server is configured. */
  mailboxDir: string;
  /** nodemailer SMTP URL; replaces the mailbox folder. */
  smtpUrl?: string;
  /** Sender address. Default: website@localhost.test (.test is reserved for local use). */
  fromAddress?: string;
  /** Slack-compatible webhook URL for leads. */
  chatWebhookUrl?: string;
  log?: Logger;
  minIntervalMs?: number;
  maxIntervalMs?: number;
}

export interface LocalNotifier {
  /** Send what is due now (after a write). */
  kick(): void;
  stop(): Promise<void>;
  /** Where messages go, for the start banner. */
  readonly destination: string;
}

const consoleLog: Logger = { info: (line) => console.log(line), error: (line) => console.error(line) };

export function startLocalNotifier(options: LocalNotifierOptions): LocalNotifier {
  const log = options.log ?? consoleLog;
  const smtp = options.smtpUrl ? createSmtpMailer(options.smtpUrl) : undefined;
  const mailer: Mailer = smtp ?? createMailboxMailer(options.mailboxDir);
  const database = createPgliteJobStore(options.pg);
  // The mailbox folder is the local log of what was sent, naming people and addresses: it is
  // kept as long as the outbox keeps sent jobs, and pruned by the same housekeeping.
  const store: JobStore = {
    ...database,
    async housekeeping() {
      await database.housekeeping();
      if (!smtp) await pruneMailbox(options.mailboxDir, KEEP_SENT_DAYS);
    },
  };
  const chat = options.chatWebhookUrl ? createChatWebhook(options.chatWebhookUrl) : undefined;
  const shown = (ref: string) => (path.isAbsolute(ref) ? path.relative(process.cwd(), ref) || ref : ref);
  // The per-message detail goes to this line; processDueJobs's own lines are for failures.
  const quiet: Logger = { info: () => {}, error: (line) => log.error(line) };

  const scheduler = startScheduler({
    minIntervalMs: options.minIntervalMs,
    maxIntervalMs: options.maxIntervalMs,
    run: async () => {
      const summary = await processDueJobs({
        store,
        mailer,
        chat,
        settings: options.settings,
        fromAddress: options.fromAddress ?? 'website@localhost.test',
        // The local server answers one-click unsubscribes under the same path as Supabase.
        unsubscribeEndpoint: `${options.settings.siteUrl}${ONE_CLICK_PATH}`,
        log: quiet,
        // Locally a crashed run is a stopped server; a short lease lets the next start retry soon.
        leaseSeconds: 60,
        onSent: (job, composed, ref) => {
          const what = {
            contact_notification: 'New lead',
            contact_receipt: 'Receipt to the visitor',
            lead_alert: 'ALERT to the owner:',
            newsletter_confirmation: 'Newsletter confirmation to',
          }[job.kind];
          log.info(`[mail] ${what ?? job.kind} ${composed.subject} → ${shown(ref)}`);
        },
      });
      return summary.claimed > 0;
    },
    onError: (error) => log.error(`[mail] the sender failed: ${error instanceof Error ? error.message : error}`),
  });

  return {
    kick: () => scheduler.kick(),
    async stop() {
      await scheduler.stop();
      smtp?.close();
    },
    destination: options.smtpUrl ? 'SMTP (SMTP_URL)' : shown(options.mailboxDir),
  };
}
