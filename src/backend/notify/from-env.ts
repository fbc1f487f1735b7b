// How `npm start` (and the e2e server) configure the local sender: texts and recipients from
// content/, transports from the environment. Kept apart from scripts/dev/start.ts so the start
// script only decides whether to send.
//
//   SMTP_URL          send through this SMTP server instead of <DATA_DIR>/mailbox
//   NOTIFY_FROM       sender address (default website@localhost.test)
//   CHAT_WEBHOOK_URL  also post each lead to this Slack-compatible webhook
import path from 'node:path';
import { checkContent } from '../../content/index.ts';
import { formatProblem } from '../../content/problems.ts';
import { notifySettings } from '../../lib/notify-settings.ts';
import type { LocalNotifierOptions } from './index.ts';

export function mailboxDir(dataDir: string): string {
  return path.join(dataDir, 'mailbox');
}

/** Where the running server records the state of its leads, for `npm run contacts -- --health`. */
export function leadStatusFile(dataDir: string): string {
  return path.join(dataDir, 'lead-status.json');
}

export function localNotifyOptions(
  dataDir: string,
  siteUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Omit<LocalNotifierOptions, 'pg'> {
  const { content, problems } = checkContent();
  if (!content) {
    throw new Error(`The e-mail texts could not be read from content/:\n${problems.map(formatProblem).join('\n')}`);
  }
  return {
    settings: notifySettings(content, siteUrl),
    mailboxDir: mailboxDir(dataDir),
    statusFile: leadStatusFile(dataDir),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.NOTIFY_FROM ? { fromAddress: env.NOTIFY_FROM } : {}),
    ...(env.CHAT_WEBHOOK_URL ? { chatWebhookUrl: env.CHAT_WEBHOOK_URL } : {}),
  };
}
