-- A lead is retried across outages and the e-mail quota's reset: 72 hours, not 8 attempts.
--
-- Before, a lead whose send kept failing was given up after its 8 attempts: about an hour of
-- back-off (some hours when the provider sent Retry-After). A spent daily quota resets at the
-- provider's midnight, and an outage or a missing API key can last a weekend, so a lead that
-- arrived after the quota ran out was given up hours before it could have been sent. From here
-- on:
--
-- - A lead (contact_notification) that fails for a passing reason (quota, HTTP 429, 5xx, a
--   network error, a sender not yet configured) is retried until it is 72 hours old, at least
--   once an hour (the back-off's ceiling), whatever its attempt count; only then, once out of
--   attempts too, is it given up, and the owner alerted once more (the alert trigger fires on
--   'failed' as before). A failure the provider calls permanent (400, 422) still ends it at once.
-- - The same holds when a lead's sender died during an attempt: its expired lease is claimed
--   again within the 72 hours instead of being given up.
-- - A Retry-After shorter than the back-off no longer shortens it: a provider that answers "try
--   again in 1 second" for a spent daily quota would otherwise be asked every second for 3 days.
-- Other kinds (alerts, receipts, confirmations) keep their 8 attempts.
--
-- Runs unchanged on Supabase, native PostgreSQL 15 and PGlite.

-- How long a lead is retried (src/lib/notify-settings.ts names the same hours in the alert).
create function private.lead_retry_window() returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '72 hours';
$$;
revoke all on function private.lead_retry_window() from public;

-- Whether a job that just failed (or whose sender vanished) is given up rather than retried.
create function private.notification_out_of_tries(job private.notification_jobs) returns boolean
language sql
stable
set search_path = ''
as $$
  select job.attempts >= job.max_attempts
     and (job.kind <> 'contact_notification' or now() >= job.created_at + private.lead_retry_window());
$$;
revoke all on function private.notification_out_of_tries(private.notification_jobs) from public;

-- As before (20261215120100_leads_first_outbox.sql), with the rule above for giving up and the
-- longer of back-off and Retry-After as the wait.
create or replace function public.fail_notification_job(
  job_id bigint,
  lease uuid,
  error text,
  permanent boolean default false,
  retry_after_seconds integer default null
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  job private.notification_jobs;
  reason text := left(coalesce(nullif(btrim(error), ''), 'unknown error'), 2000);
begin
  select * into job
    from private.notification_jobs j
   where j.id = job_id and j.lease_token = lease and j.status = 'sending'
     for update;
  if not found then
    return 'lost';
  end if;

  if permanent or private.notification_out_of_tries(job) then
    update private.notification_jobs
       set status = 'failed', failed_at = now(), lease_token = null, lease_until = null, last_error = reason
     where id = job_id;
    raise warning 'notification job % (%) failed after % attempt(s), not retried', job_id, job.kind, job.attempts;
    return 'failed';
  end if;

  update private.notification_jobs
     set status = 'pending',
         lease_token = null,
         lease_until = null,
         last_error = reason,
         next_attempt_at = now() + greatest(
           private.notification_backoff(job.attempts),
           make_interval(secs => least(3600, greatest(0, coalesce(retry_after_seconds, 0))))
         )
   where id = job_id;
  return 'retry';
end;
$$;

-- Jobs whose last sender vanished mid-attempt: given up by the same rule, else claimed again.
-- Called by claim_notification_job before it leases.
create function private.give_up_vanished_attempts() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  given_up integer;
begin
  with expired as (
    update private.notification_jobs j
       set status = 'failed',
           failed_at = now(),
           lease_token = null,
           lease_until = null,
           last_error = coalesce(j.last_error || ' / ', '') || 'the sender stopped before reporting the last attempt'
     where j.status = 'sending' and j.lease_until < now() and private.notification_out_of_tries(j)
    returning j.id
  )
  select count(*) into given_up from expired;
  if given_up > 0 then
    raise warning '% notification job(s) given up: the lease of their last attempt expired', given_up;
  end if;
end;
$$;
revoke all on function private.give_up_vanished_attempts() from public;
revoke all on function private.give_up_vanished_attempts() from anon, authenticated;

-- As before (20261222120000_lead_attribution_and_receipt.sql), with the giving up above.
create or replace function public.claim_notification_job(lease_seconds integer default 60)
returns table (id bigint, kind text, payload jsonb, attempts integer, lease_token uuid, created_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if lease_seconds is null or lease_seconds < 10 or lease_seconds > 600 then
    raise exception using errcode = '22023', message = 'lease_seconds must be between 10 and 600';
  end if;

  perform private.give_up_vanished_attempts();

  return query
  with next_job as (
    select j.id
      from private.notification_jobs j
     where ((j.status = 'pending' and j.next_attempt_at <= now())
            or (j.status = 'sending' and j.lease_until < now()))
       and (j.kind not in ('newsletter_confirmation', 'contact_receipt')
            or not exists (select from private.notification_jobs l
                            where l.kind = 'contact_notification' and l.status in ('pending', 'sending')))
     order by private.notification_priority(j.kind), j.next_attempt_at, j.id
     limit 1
       for update skip locked
  )
  update private.notification_jobs j
     set status = 'sending',
         lease_token = gen_random_uuid(),
         lease_until = now() + make_interval(secs => claim_notification_job.lease_seconds)
    from next_job
   where j.id = next_job.id
  returning j.id, j.kind, j.payload, j.attempts, j.lease_token, j.created_at;
end;
$$;
