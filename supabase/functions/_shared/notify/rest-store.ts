// The outbox through Supabase's REST API: the sender's functions called with the
// service_role key (POST /rest/v1/rpc/<name>). The Edge Function uses this; it needs no
// database driver and no connection string.
import { keyHeaders } from './supabase-keys.ts';
import type { ClaimedJob, FailureOutcome, JobStore } from './types.ts';

export interface RestOptions {
  /** Project URL without /rest/v1, e.g. https://abcd.supabase.co */
  url: string;
  /**
   * The key the calls run under: the secret (or legacy service_role) key for the sender, the
   * publishable (or legacy anon) key for visitors' functions.
   */
  key: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class RestStoreError extends Error {}

/** A caller of the project's database functions (POST /rest/v1/rpc/<name>) with one key. */
export function restRpc(options: RestOptions) {
  const base = `${options.url.replace(/\/+$/, '')}/rest/v1/rpc`;
  const doFetch = options.fetch ?? fetch;
  return async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await doFetch(`${base}/${name}`, {
      method: 'POST',
      // A secret key (sb_secret_…) in `apikey` alone; a legacy JWT also as the bearer token.
      headers: { ...keyHeaders(options.key), 'content-type': 'application/json' },
      body: JSON.stringify(args),
      // The key goes to this address only: a redirect (to wherever) is an error, never followed.
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    if (!response.ok) throw new RestStoreError(`${name} answered ${response.status}: ${text.slice(0, 300)}`);
    // A function returning void answers 204 without a body.
    return (text === '' ? null : JSON.parse(text)) as T;
  };
}

/** The outbox with the service_role key. */
export function createRestJobStore(options: Omit<RestOptions, 'key'> & { serviceRoleKey: string }): JobStore {
  const rpc = restRpc({ ...options, key: options.serviceRoleKey });

  return {
    async housekeeping() {
      await rpc<null>('notification_housekeeping', {});
    },
    async claim(leaseSeconds) {
      const [row] = await rpc<ClaimedJob[]>('claim_notification_job', { lease_seconds: leaseSeconds });
      return row ? { ...row, id: Number(row.id) } : null;
    },
    beginAttempt(job) {
      return rpc<number | null>('begin_notification_attempt', { job_id: job.id, lease: job.lease_token });
    },
    complete(job) {
      return rpc<boolean>('complete_notification_job', { job_id: job.id, lease: job.lease_token });
    },
    fail(job, error, { permanent, retryAfterSeconds }) {
      return rpc<FailureOutcome>('fail_notification_job', {
        job_id: job.id,
        lease: job.lease_token,
        error,
        permanent,
        retry_after_seconds: retryAfterSeconds ?? null,
      });
    },
    claimChat(job) {
      return rpc<boolean>('claim_notification_chat', { job_id: job.id });
    },
    async queueLeadWebhook(job) {
      await rpc<boolean>('queue_lead_webhook', { lead_job_id: job.id });
    },
    async queueHubspotLead(job) {
      await rpc<boolean>('queue_hubspot_lead', { lead_job_id: job.id });
    },
    async applyLimits({ alerts: _words, ...figures }) {
      await rpc<null>('apply_site_limits', { limits: figures });
    },
  };
}
