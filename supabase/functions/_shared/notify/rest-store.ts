// The outbox through Supabase's REST API: the claim/complete/fail functions called with the
// service_role key (POST /rest/v1/rpc/<name>). The Edge Function uses this; it needs no
// database driver and no connection string.
import type { ClaimedJob, FailureOutcome, JobStore } from './types.ts';

export interface RestStoreOptions {
  /** Project URL without /rest/v1, e.g. https://abcd.supabase.co */
  url: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class RestStoreError extends Error {}

export function createRestJobStore(options: RestStoreOptions): JobStore {
  const base = `${options.url.replace(/\/+$/, '')}/rest/v1/rpc`;
  const doFetch = options.fetch ?? fetch;

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await doFetch(`${base}/${name}`, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        authorization: `Bearer ${options.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    if (!response.ok) throw new RestStoreError(`${name} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  return {
    async claim(batchSize, leaseSeconds) {
      const rows = await rpc<ClaimedJob[]>('claim_notification_jobs', {
        batch_size: batchSize,
        lease_seconds: leaseSeconds,
      });
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
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
  };
}
