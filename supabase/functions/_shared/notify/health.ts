// The health check of the notify-leads function (GET), for an uptime monitor: 200 when the
// sender can do its work, 503 with the status and what is wrong otherwise. It checks what the
// sender's own runs cannot report, because they never start or never send: the function's
// secrets, whether the database calls it with the right secret, whether a lead waits too long,
// and whether the e-mail settings it was deployed with are those of the site's content.
// Nothing here names a visitor; nothing is sent or changed.
import { type EmailQuota, launchHealth } from './health-launch.ts';
import { senderProblems } from './process.ts';
import { sha256Hex } from './secret.ts';
import { SETTINGS_DIGEST_PATH, settingsDigest } from './settings-digest.ts';
import type { NotifySettings } from './types.ts';

/** What public.notify_health(secret_sha256) answers. */
export interface DatabaseHealth {
  unsent_leads: number;
  oldest_unsent_minutes: number;
  failed_leads: number;
  /** A lead has waited more than 15 minutes (the database's lead_wait_exceeded()). */
  lead_waiting: boolean;
  vault_secret: 'match' | 'mismatch' | 'missing' | 'no_vault';
}

export interface HealthOptions {
  settings: NotifySettings;
  resendApiKey?: string;
  fromAddress?: string;
  notifySecret?: string;
  /** public.notify_health with the SHA-256 (hex) of NOTIFY_SECRET. */
  askDatabase(secretSha256: string): Promise<DatabaseHealth>;
  /** Where the site is served (default: settings.siteUrl); its settings digest is read there. */
  siteUrl?: string;
  fetch?: typeof fetch;
  /** public.email_quota_status(): the caps beside the provider's quota (./health-launch.ts). */
  askEmailQuota?: () => Promise<EmailQuota>;
  /** The clock of the overdue-build question (tests pass their own). */
  now?: Date;
}

export interface HealthReport {
  status: 'ok' | 'unhealthy';
  /** What is wrong, in the owner's words; empty when healthy. */
  problems: string[];
  /** What could not be checked just now (no reason for a 503 on its own). */
  notes: string[];
  leads: Omit<DatabaseHealth, 'vault_secret'> | null;
  /** Digests of the e-mail settings: deployed with this function, and published by the site. */
  settings: { deployed: string; site: string | null };
}

/** The problem a sender without its e-mail API key has (also its runs' reason for failing). */
export const MISSING_API_KEY = 'no API key: RESEND_API_KEY is not set';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const VAULT_PROBLEMS: Partial<Record<DatabaseHealth['vault_secret'], string>> = {
  mismatch:
    "secret mismatch: the Vault secret notify_leads_secret is not this function's NOTIFY_SECRET, so every call from the database is refused",
  missing:
    'the Vault secrets notify_leads_url and notify_leads_secret are not both set: the database cannot call this function',
};

/** The site's published digest, or a problem (it publishes none) or a note (unreachable). */
async function readSiteDigest(
  options: HealthOptions,
): Promise<{ digest: string | null; problem?: string; note?: string }> {
  const url = `${(options.siteUrl ?? options.settings.siteUrl).replace(/\/+$/, '')}${SETTINGS_DIGEST_PATH}`;
  try {
    const response = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(5000) });
    if (response.status === 404)
      return { digest: null, problem: `the site publishes no e-mail settings digest at ${url}` };
    if (!response.ok) return { digest: null, note: `the site's settings digest answered ${response.status}` };
    const { sha256 } = (await response.json()) as { sha256?: unknown };
    if (typeof sha256 !== 'string') return { digest: null, problem: `${url} holds no sha256` };
    return { digest: sha256 };
  } catch (error) {
    return { digest: null, note: `the site's settings digest could not be read: ${message(error)}` };
  }
}

export async function checkHealth(options: HealthOptions): Promise<HealthReport> {
  const problems = [
    ...(options.resendApiKey ? [] : [MISSING_API_KEY]),
    ...senderProblems(options.settings, options.fromAddress ?? ''),
    ...(options.notifySecret ? [] : ['NOTIFY_SECRET is not set: every call of this function is refused']),
  ];
  const notes: string[] = [];
  let leads: HealthReport['leads'] = null;
  try {
    const { vault_secret, ...status } = await options.askDatabase(await sha256Hex(options.notifySecret ?? ''));
    leads = status;
    if (VAULT_PROBLEMS[vault_secret]) problems.push(VAULT_PROBLEMS[vault_secret]);
    if (status.lead_waiting) {
      problems.push(
        `a lead has waited ${status.oldest_unsent_minutes} minutes to reach the owner's inbox (${status.unsent_leads} unsent)`,
      );
    }
  } catch (error) {
    problems.push(`the database could not be asked: ${message(error)}`);
  }
  const deployed = await settingsDigest(options.settings);
  const site = await readSiteDigest(options);
  if (site.problem) problems.push(site.problem);
  if (site.note) notes.push(site.note);
  if (site.digest && site.digest !== deployed) {
    problems.push(
      'settings out of date: the e-mail texts and recipients deployed with this function are not those of the site’s content; deploy the function again (README, "Lead e-mails in production")',
    );
  }
  // The quota, the site answering, the overdue rebuild (./health-launch.ts).
  const launch = await launchHealth({ ...options, siteUrl: options.siteUrl ?? options.settings.siteUrl });
  problems.push(...launch.problems);
  notes.push(...launch.notes);
  return {
    status: problems.length ? 'unhealthy' : 'ok',
    problems,
    notes,
    leads,
    settings: { deployed, site: site.digest },
  };
}
