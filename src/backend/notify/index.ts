// The notification sender of the local server (`npm start`, e2e): the shared sending code
// (supabase/functions/_shared/notify) run in-process against PGlite, delivering to
// <DATA_DIR>/mailbox/*.eml, or through SMTP when SMTP_URL is set, and printing one line per
// message. The production sender is the notify-leads Edge Function; this one stands in for it.
// Every minute it also checks the leads by the database's watchdog rule: a lead that has waited
// more than 15 minutes gets a WARNING line (once per incident), and the state is recorded for
// `npm run contacts -- --health`.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createChatWebhook } from '../../../supabase/functions/_shared/notify/chat.ts';
import type { LeadWebhookTarget } from '../../../supabase/functions/_shared/notify/lead-webhook.ts';
import { processDueJobs } from '../../../supabase/functions/_shared/notify/process.ts';
import type { JobStore, Logger, Mailer, NotifySettings } from '../../../supabase/functions/_shared/notify/types.ts';
import { ONE_CLICK_PATH } from '../../../supabase/functions/_shared/notify/unsubscribe.ts';
import { leadStatusProblem, queryLeadStatus, writeLeadStatus } from './lead-status.ts';
import { createMailboxMailer, KEEP_SENT_DAYS, pruneMailbox } from './mailbox.ts';
import { createPgliteJobStore } from './pglite-store.ts';
import { startScheduler } from './scheduler.ts';
import { createSmtpMailer } from './smtp.ts';

export interface LocalNotifierOptions {
  pg: PGlite;
  /** The e-mail settings, or where to get them as they are at each run (content/ as it is now). */
  settings: NotifySettings | ((log: Logger) => NotifySettings);
  /** Where .eml files go when no SMTP server is configured. */
  mailboxDir: string;
  /** nodemailer SMTP URL; replaces the mailbox folder. */
  smtpUrl?: string;
  /** Sender address. Default: website@localhost.test (.test is reserved for local use). */
  fromAddress?: string;
  /** Slack-compatible webhook URL for leads. */
  chatWebhookUrl?: string;
  /** Each lead also POSTed, signed, to a CRM (LEAD_WEBHOOK_URL/SECRET). */
  leadWebhook?: LeadWebhookTarget;
  /** Where HubSpot's Forms API is (HUBSPOT_API_URL); leads go there when content/ names a HubSpot form. */
  hubspotApiUrl?: string;
  /** Where the state of the leads is recorded after every check (see lead-status.ts). */
  statusFile?: string;
  log?: Logger;
  minIntervalMs?: number;
  maxIntervalMs?: number;
  /** How often the leads are checked (default: every minute). */
  watchdogIntervalMs?: number;
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
      // As content/ is now: a saved change reaches the next message.
      const settings = typeof options.settings === 'function' ? options.settings(log) : options.settings;
      const summary = await processDueJobs({
        store,
        mailer,
        chat,
        ...(options.leadWebhook ? { leadWebhook: options.leadWebhook } : {}),
        ...(options.hubspotApiUrl ? { hubspotApiUrl: options.hubspotApiUrl } : {}),
        settings,
        fromAddress: options.fromAddress ?? 'website@localhost.test',
        // The local server answers one-click unsubscribes under the same path as Supabase.
        unsubscribeEndpoint: `${settings.siteUrl}${ONE_CLICK_PATH}`,
        log: quiet,
        // Locally a crashed run is a stopped server; a short lease lets the next start retry soon.
        leaseSeconds: 60,
        onSent: (job, composed, ref) => {
          const what = {
            contact_notification: 'New lead',
            contact_receipt: 'Receipt to the visitor',
            lead_alert: 'ALERT to the owner:',
            newsletter_confirmation: 'Newsletter confirmation to',
            unverified_digest: 'Daily digest of unverified requests:',
          }[job.kind];
          log.info(`[mail] ${what ?? job.kind} ${composed.subject} → ${shown(ref)}`);
        },
      });
      return summary.claimed > 0;
    },
    onError: (error) => log.error(`[mail] the sender failed: ${error instanceof Error ? error.message : error}`),
  });
  const watchdog = startWatchdog(options, log);

  return {
    kick: () => scheduler.kick(),
    async stop() {
      clearInterval(watchdog.timer);
      await scheduler.stop();
      await watchdog.running;
      smtp?.close();
    },
    destination: options.smtpUrl ? 'SMTP (SMTP_URL)' : shown(options.mailboxDir),
  };
}

/**
 * The local watchdog: the database decides (private.lead_watchdog_alert(): a lead waiting more
 * than 15 minutes, once per incident), this prints it. Apart from the sender's runs, so a sender
 * that fails every run is still watched.
 */
function startWatchdog(options: LocalNotifierOptions, log: Logger) {
  const state: { timer?: ReturnType<typeof setInterval>; running?: Promise<void> } = {};
  const check = async () => {
    try {
      const { rows } = await options.pg.query<{ alert: string | null }>(
        'select private.lead_watchdog_alert() as alert',
      );
      const status = await queryLeadStatus(options.pg);
      if (rows[0]?.alert)
        log.error(`[mail] WARNING: ${leadStatusProblem(status) ?? 'a lead waits'}. The [mail] lines above say why.`);
      if (options.statusFile) writeLeadStatus(options.statusFile, status);
    } catch (error) {
      log.error(`[mail] the lead check failed: ${error instanceof Error ? error.message : error}`);
    }
  };
  state.running = check();
  state.timer = setInterval(() => {
    state.running = state.running?.then(check);
  }, options.watchdogIntervalMs ?? 60_000);
  // A pending check must not keep a process alive that is otherwise done (scripts, tests).
  (state.timer as { unref?: () => void }).unref?.();
  return state;
}
