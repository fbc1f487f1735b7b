// The outbox of the local database, used in-process: the same functions the Edge
// Function calls over REST, called here in SQL as service_role (so their grants are what
// decides, as in production).
import type { PGlite } from '@electric-sql/pglite';
import type { ClaimedJob, FailureOutcome, JobStore } from '../../../supabase/functions/_shared/notify/types.ts';

export function createPgliteJobStore(pg: PGlite): JobStore {
  async function asServiceRole<T>(sql: string, params: unknown[]): Promise<T[]> {
    return pg.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'service_role', true)`);
      return (await tx.query<T>(sql, params)).rows;
    });
  }

  return {
    async housekeeping() {
      await asServiceRole('select public.notification_housekeeping()', []);
    },
    async claim(leaseSeconds) {
      const [row] = await asServiceRole<ClaimedJob & { id: string }>(
        `select id::text as id, kind, payload, attempts, lease_token::text as lease_token,
                (to_json(created_at) #>> '{}') as created_at
           from public.claim_notification_job($1)`,
        [leaseSeconds],
      );
      return row ? { ...row, id: Number(row.id) } : null;
    },
    async beginAttempt(job) {
      const [row] = await asServiceRole<{ attempts: number | null }>(
        'select public.begin_notification_attempt($1, $2) as attempts',
        [job.id, job.lease_token],
      );
      return row?.attempts ?? null;
    },
    async complete(job) {
      const [row] = await asServiceRole<{ done: boolean }>('select public.complete_notification_job($1, $2) as done', [
        job.id,
        job.lease_token,
      ]);
      return row?.done === true;
    },
    async fail(job, error, { permanent, retryAfterSeconds }) {
      const [row] = await asServiceRole<{ outcome: FailureOutcome }>(
        'select public.fail_notification_job($1, $2, $3, $4, $5) as outcome',
        [job.id, job.lease_token, error, permanent, retryAfterSeconds ?? null],
      );
      return row!.outcome;
    },
    async claimChat(job) {
      const [row] = await asServiceRole<{ claimed: boolean }>('select public.claim_notification_chat($1) as claimed', [
        job.id,
      ]);
      return row?.claimed === true;
    },
    async queueLeadWebhook(job) {
      await asServiceRole('select public.queue_lead_webhook($1)', [job.id]);
    },
    async queueHubspotLead(job) {
      await asServiceRole('select public.queue_hubspot_lead($1)', [job.id]);
    },
    async applyLimits({ alerts: _words, ...figures }) {
      await asServiceRole('select public.apply_site_limits($1::jsonb)', [JSON.stringify(figures)]);
    },
  };
}
