// How `npm start` (and the e2e server) configure the local sender: texts and recipients from
// content/, transports from the environment. Kept apart from scripts/dev/start.ts so the start
// script only decides whether to send.
//
//   SMTP_URL          send through this SMTP server instead of <DATA_DIR>/mailbox
//   NOTIFY_FROM       sender address (default website@localhost.test)
//   CHAT_WEBHOOK_URL  also post each lead to this Slack-compatible webhook
//   LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET   also post each lead, signed (Standard Webhooks,
//                     a whsec_… secret), to a CRM or automation (docs/crm.md)
//   HUBSPOT_API_URL   where HubSpot's Forms API is (default https://api.hsforms.com); leads go
//                     there when notifications.hubspot in content/site.yaml names a form
import path from 'node:path';
import type { Logger, NotifySettings } from '../../../supabase/functions/_shared/notify/types.ts';
import { checkContent, dataFilesStamp } from '../../content/index.ts';
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

/** The data files the e-mail settings are made of (src/lib/notify-settings.ts). */
const SETTINGS_SOURCES = ['site', 'contact', 'newsletter'] as const;

/**
 * The e-mail settings as content/ is when a message is sent: read again whenever one of the
 * files they come from was saved since (an editor's change in /admin, say). A change that fails
 * the content check keeps the last good settings, as the site keeps its last good build, and
 * says so once.
 */
export function contentSettings(siteUrl: string): (log?: Logger) => NotifySettings {
  let stamp = '';
  let current: NotifySettings | undefined;
  return (log) => {
    const now = dataFilesStamp([...SETTINGS_SOURCES]);
    if (current && now === stamp) return current;
    stamp = now;
    const { content, problems } = checkContent();
    const listed = problems.map(formatProblem).join('\n');
    if (content) current = notifySettings(content, siteUrl);
    else if (!current) throw new Error(`The e-mail texts could not be read from content/:\n${listed}`);
    else log?.error(`[mail] content/ has problems; the e-mails keep the texts they had:\n${listed}`);
    return current;
  };
}

export function localNotifyOptions(
  dataDir: string,
  siteUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Omit<LocalNotifierOptions, 'pg'> {
  const settings = contentSettings(siteUrl);
  settings(); // content/ with problems stops the start here, before anything is served
  return {
    settings,
    mailboxDir: mailboxDir(dataDir),
    statusFile: leadStatusFile(dataDir),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.NOTIFY_FROM ? { fromAddress: env.NOTIFY_FROM } : {}),
    ...(env.CHAT_WEBHOOK_URL ? { chatWebhookUrl: env.CHAT_WEBHOOK_URL } : {}),
    ...(env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
      ? { leadWebhook: { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET } }
      : {}),
    ...(env.HUBSPOT_API_URL ? { hubspotApiUrl: env.HUBSPOT_API_URL } : {}),
  };
}
