// The health check's questions about what stops a live site on its own, beside those of
// health.ts: e-mail caps that use up the provider's daily quota, a site that does not answer,
// and a rebuild that did not come when something became due (./build-info.ts). Each is a
// function of its own returning problems (unhealthy) and notes (not), as health.ts's checks do.
import { BUILD_INFO_PATH, buildOverdue, isBuildInfo } from './build-info.ts';

/** What public.email_quota_status() answers: the caps beside the provider's quota. */
export interface EmailQuota {
  provider_daily_quota: number;
  newsletter_confirmations_per_day: number;
  contact_receipts_per_day: number;
}

export interface LaunchHealthOptions {
  /** public.email_quota_status(); absent: not asked. */
  askEmailQuota?: () => Promise<EmailQuota>;
  /** Where the live site is served, without a trailing slash. */
  siteUrl: string;
  fetch?: typeof fetch;
  now?: Date;
}

export interface Findings {
  problems: string[];
  notes: string[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Caps that together take the whole quota leave nothing for leads. */
export async function emailQuotaCheck(options: LaunchHealthOptions): Promise<Findings> {
  if (!options.askEmailQuota) return { problems: [], notes: [] };
  let quota: EmailQuota;
  try {
    quota = await options.askEmailQuota();
  } catch (error) {
    return { problems: [], notes: [`the e-mail quota could not be asked: ${message(error)}`] };
  }
  const capped = quota.newsletter_confirmations_per_day + quota.contact_receipts_per_day;
  if (capped < quota.provider_daily_quota) return { problems: [], notes: [] };
  return {
    problems: [
      `e-mail caps exceed the quota: ${quota.newsletter_confirmations_per_day} newsletter confirmations + ${quota.contact_receipts_per_day} receipts a day may use all ${quota.provider_daily_quota} e-mails a day of the e-mail plan, leaving none for leads; lower them in private.outbox_settings (docs/going-live.md, "E-mail quota")`,
    ],
    notes: [],
  };
}

/** The site answers, and its last build is not older than the day something became due. */
export async function siteBuildCheck(options: LaunchHealthOptions): Promise<Findings> {
  const url = `${options.siteUrl.replace(/\/+$/, '')}${BUILD_INFO_PATH}`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(5000) });
  } catch (error) {
    return { problems: [`the site does not answer at ${options.siteUrl}: ${message(error)}`], notes: [] };
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    return { problems: [`the site does not answer at ${options.siteUrl}: HTTP ${response.status}`], notes: [] };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { problems: [], notes: [`the site publishes no build information at ${url} (${response.status})`] };
  }
  const info: unknown = await response.json().catch(() => null);
  if (!isBuildInfo(info)) return { problems: [], notes: [`${url} is not the build information the site writes`] };
  if (!buildOverdue(info, options.now ?? new Date())) return { problems: [], notes: [] };
  return {
    problems: [
      `rebuild overdue: something became due on ${info.nextDue} (${info.timeZone}), but the live site was last built at ${info.builtAt}; the nightly rebuild may be disabled (GitHub turns off scheduled workflows after 60 days without activity), its deploy hook broken or the host paused (docs/going-live.md, "Scheduled posts")`,
    ],
    notes: [],
  };
}

/** Both questions, side by side. */
export async function launchHealth(options: LaunchHealthOptions): Promise<Findings> {
  const results = await Promise.all([emailQuotaCheck(options), siteBuildCheck(options)]);
  return { problems: results.flatMap((r) => r.problems), notes: results.flatMap((r) => r.notes) };
}
