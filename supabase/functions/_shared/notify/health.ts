// The health check of the notify-leads function (GET), for an uptime monitor. It checks what the
// sender's own runs cannot report, because they never start or never send: the function's
// secrets, whether the database calls it with the right secret, whether a lead waits too long,
// and whether the e-mail settings it was deployed with are those of the site's content.
// Nothing here names a visitor; nothing is sent or changed.
//
// Each question is one check in HEALTH_CHECKS, run side by side; a new question (a quota, an
// overdue build, a site that cannot be reached) is one more function in that list. Who may read
// the full report, and how often it is really computed, is health-endpoint.ts's business.
import { type HandoffsHealth, handoffProblems } from './health-handoffs.ts';
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
  /** The leads' hand-offs to the CRM (webhook, HubSpot); absent from a database without them. */
  handoffs?: HandoffsHealth;
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

/** The facts a report shows beside its problems (for the owner, with the health token). */
export interface HealthDetails {
  leads: Omit<DatabaseHealth, 'vault_secret'> | null;
  /** Digests of the e-mail settings: deployed with this function, and published by the site. */
  settings: { deployed: string; site: string | null };
}

/** What one check found: problems make the report unhealthy, notes do not. */
export interface CheckResult {
  problems?: string[];
  notes?: string[];
  details?: Partial<HealthDetails>;
}

/** One question the health check asks; it never throws for what it finds (see runCheck). */
export type HealthCheck = (options: HealthOptions) => Promise<CheckResult>;

export interface HealthReport extends HealthDetails {
  status: 'ok' | 'unhealthy';
  /** What is wrong, in the owner's words; empty when healthy. */
  problems: string[];
  /** What could not be checked just now (no reason for a 503 on its own). */
  notes: string[];
}

/** The problem a sender without its e-mail API key has (also its runs' reason for failing). */
export const MISSING_API_KEY = 'no API key: RESEND_API_KEY is not set';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The function's own secrets and the addresses it sends from and to. */
export const configurationCheck: HealthCheck = async (options) => ({
  problems: [
    ...(options.resendApiKey ? [] : [MISSING_API_KEY]),
    ...senderProblems(options.settings, options.fromAddress ?? ''),
    ...(options.notifySecret ? [] : ['NOTIFY_SECRET is not set: every call of this function is refused']),
  ],
});

const VAULT_PROBLEMS: Partial<Record<DatabaseHealth['vault_secret'], string>> = {
  mismatch:
    "secret mismatch: the Vault secret notify_leads_secret is not this function's NOTIFY_SECRET, so every call from the database is refused",
  missing:
    'the Vault secrets notify_leads_url and notify_leads_secret are not both set: the database cannot call this function',
};

/** The database's view: does it call this function with the right secret, does a lead wait. */
export const databaseCheck: HealthCheck = async (options) => {
  try {
    const { vault_secret, ...leads } = await options.askDatabase(await sha256Hex(options.notifySecret ?? ''));
    const problems = VAULT_PROBLEMS[vault_secret] ? [VAULT_PROBLEMS[vault_secret]] : [];
    if (leads.lead_waiting) {
      problems.push(
        `a lead has waited ${leads.oldest_unsent_minutes} minutes to reach the owner's inbox (${leads.unsent_leads} unsent)`,
      );
    }
    return { problems, details: { leads } };
  } catch (error) {
    return { problems: [`the database could not be asked: ${message(error)}`] };
  }
};

/**
 * The leads' hand-offs to the owner's CRM (./health-handoffs.ts): a webhook or HubSpot form that
 * keeps failing. Its own question to the database, so a database that cannot be asked is
 * reported once, by databaseCheck; here it is a note.
 */
export const handoffCheck: HealthCheck = async (options) => {
  try {
    const { handoffs } = await options.askDatabase(await sha256Hex(options.notifySecret ?? ''));
    return { problems: handoffProblems(handoffs) };
  } catch (error) {
    return { notes: [`the leads' hand-offs to the CRM could not be checked: ${message(error)}`] };
  }
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

/** Whether the e-mail settings deployed with the function are those the site publishes. */
export const settingsCheck: HealthCheck = async (options) => {
  const deployed = await settingsDigest(options.settings);
  const site = await readSiteDigest(options);
  const problems = site.problem ? [site.problem] : [];
  if (site.digest && site.digest !== deployed) {
    problems.push(
      'settings out of date: the e-mail texts and recipients deployed with this function are not those of the site’s content; deploy the function again (README, "Lead e-mails in production")',
    );
  }
  return { problems, notes: site.note ? [site.note] : [], details: { settings: { deployed, site: site.digest } } };
};

/** The quota, the site answering, the overdue rebuild (./health-launch.ts). */
export const launchCheck: HealthCheck = (options) =>
  launchHealth({ ...options, siteUrl: options.siteUrl ?? options.settings.siteUrl });

/** Every check, in the order their problems are reported. */
export const HEALTH_CHECKS: readonly HealthCheck[] = [
  configurationCheck,
  databaseCheck,
  handoffCheck,
  settingsCheck,
  launchCheck,
];

/** A check that throws is itself a problem, never a crashed health check. */
async function runCheck(check: HealthCheck, options: HealthOptions): Promise<CheckResult> {
  try {
    return await check(options);
  } catch (error) {
    return { problems: [`a health check failed: ${message(error)}`] };
  }
}

export async function checkHealth(
  options: HealthOptions,
  checks: readonly HealthCheck[] = HEALTH_CHECKS,
): Promise<HealthReport> {
  const results = await Promise.all(checks.map((check) => runCheck(check, options)));
  const problems = results.flatMap((result) => result.problems ?? []);
  // A check that could not learn its facts leaves the empty ones.
  const details: HealthDetails = Object.assign(
    { leads: null, settings: { deployed: '', site: null } },
    ...results.map((result) => result.details ?? {}),
  );
  return {
    status: problems.length ? 'unhealthy' : 'ok',
    problems,
    notes: results.flatMap((result) => result.notes ?? []),
    ...details,
  };
}
