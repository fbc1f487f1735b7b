// The outbox of the local database, used in-process: the same three functions the Edge
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
    async claim(batchSize, leaseSeconds) {
      const rows = await asServiceRole<ClaimedJob & { id: string }>(
        `select id::text as id, kind, payload, attempts, lease_token::text as lease_token
           from public.claim_notification_jobs($1, $2)`,
        [batchSize, leaseSeconds],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
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
  };
}
