-- The outbox: e-mails the site owes someone, written in the same transaction as the row that
-- causes them, so a stored contact request always has its notification and a refused one has
-- none. A sender (the notify-leads Edge Function in production, the local server in
-- development; both run supabase/functions/_shared/notify) claims due jobs, sends them and
-- records the outcome through the three functions below, which only service_role may call.
--
-- Delivery guarantees:
-- - Two senders running at the same time never claim the same job: claiming locks rows with
--   FOR UPDATE SKIP LOCKED and leases them (status 'sending' until lease_until).
-- - A failed attempt is retried with exponential back-off; after max_attempts, or on a
--   failure the sender knows is permanent, the job is marked 'failed' with its last error and
--   a warning goes to the database log. Jobs are never deleted before they were sent.
-- - A sender that dies mid-send leaves its lease to expire; the job is then claimed again.
--   That one case can repeat a message, so the sender passes the job id to the e-mail API as
--   an idempotency key.

create table private.notification_jobs (
  id bigint generated always as identity primary key,
  -- What to send; the sender composes the message from kind and payload.
  kind text not null,
  payload jsonb not null,
  status text not null default 'pending',
  -- Attempts started so far (a claim counts as one).
  attempts integer not null default 0,
  max_attempts integer not null default 8,
  next_attempt_at timestamptz not null default now(),
  -- Set while a sender holds the job: only the holder of the token may record the outcome.
  lease_token uuid,
  lease_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,

  constraint notification_jobs_kind check (kind in ('contact_notification', 'newsletter_confirmation')),
  constraint notification_jobs_status check (status in ('pending', 'sending', 'sent', 'failed')),
  constraint notification_jobs_lease check ((status = 'sending') = (lease_token is not null and lease_until is not null)),
  constraint notification_jobs_max_attempts check (max_attempts between 1 and 50)
);

create index notification_jobs_open on private.notification_jobs (next_attempt_at, id)
  where status in ('pending', 'sending');
create index notification_jobs_sent on private.notification_jobs (sent_at) where status = 'sent';

revoke all on table private.notification_jobs from public;
revoke all on table private.notification_jobs from anon, authenticated;
-- The owner may look (Supabase dashboard, npm run contacts); changes go through the functions.
grant select on table private.notification_jobs to service_role;

-- Every stored contact request leaves one job. AFTER INSERT: the row has passed its
-- constraints and the rate limit by then, so a refused request leaves nothing.
-- SECURITY DEFINER because visitors may not write the outbox themselves.
create function private.contacts_enqueue_notification() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.notification_jobs (kind, payload)
  values ('contact_notification', jsonb_build_object('contact', to_jsonb(new)));
  return null;
end;
$$;

revoke all on function private.contacts_enqueue_notification() from public;
revoke all on function private.contacts_enqueue_notification() from anon, authenticated;

create trigger contacts_enqueue_notification
  after insert on public.contacts
  for each row execute function private.contacts_enqueue_notification();

-- Wait before the next attempt after `attempts` failed ones: 30 s, 1, 2, 4 … minutes, at most
-- an hour. With the default 8 attempts a job is given up about two hours after it was written.
create function private.notification_backoff(attempts integer) returns interval
language sql
immutable
set search_path = ''
as $$
  select make_interval(secs => least(3600, 30 * power(2, greatest(attempts, 1) - 1)));
$$;

-- Housekeeping that runs with every claim: sent jobs carry personal data (the request or
-- the subscriber's address) and are kept 30 days for the owner's reference, then removed.
create function private.outbox_housekeeping() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.notification_jobs
   where status = 'sent' and sent_at < now() - interval '30 days';
end;
$$;

revoke all on function private.notification_backoff(integer) from public;
revoke all on function private.outbox_housekeeping() from public;
revoke all on function private.outbox_housekeeping() from anon, authenticated;

-- ---------------------------------------------------------------------------
-- The sender's API. In `public` because the Edge Function reaches the database through the
-- REST API (POST /rest/v1/rpc/<name>); executable by service_role only.

-- Leases up to batch_size due jobs for lease_seconds and returns them. Due: pending jobs whose
-- next attempt has come, and jobs whose lease ran out (their sender died). A job out of
-- attempts whose lease ran out is marked failed instead of being claimed again.
create function public.claim_notification_jobs(batch_size integer default 10, lease_seconds integer default 300)
returns table (id bigint, kind text, payload jsonb, attempts integer, lease_token uuid)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  given_up integer;
begin
  if batch_size is null or batch_size < 1 or batch_size > 100 then
    raise exception using errcode = '22023', message = 'batch_size must be between 1 and 100';
  end if;
  if lease_seconds is null or lease_seconds < 10 or lease_seconds > 3600 then
    raise exception using errcode = '22023', message = 'lease_seconds must be between 10 and 3600';
  end if;

  perform private.outbox_housekeeping();

  with expired as (
    update private.notification_jobs j
       set status = 'failed',
           lease_token = null,
           lease_until = null,
           last_error = coalesce(j.last_error || ' / ', '') || 'the sender stopped before reporting the last attempt'
     where j.status = 'sending' and j.lease_until < now() and j.attempts >= j.max_attempts
    returning j.id, j.kind, j.attempts
  )
  select count(*) into given_up from expired;
  if given_up > 0 then
    raise warning '% notification job(s) given up: the lease of their last attempt expired', given_up;
  end if;

  return query
  with due as (
    select j.id
      from private.notification_jobs j
     where (j.status = 'pending' and j.next_attempt_at <= now())
        or (j.status = 'sending' and j.lease_until < now())
     order by j.next_attempt_at, j.id
     limit claim_notification_jobs.batch_size
       for update skip locked
  )
  update private.notification_jobs j
     set status = 'sending',
         attempts = j.attempts + 1,
         lease_token = gen_random_uuid(),
         lease_until = now() + make_interval(secs => claim_notification_jobs.lease_seconds)
    from due
   where j.id = due.id
  returning j.id, j.kind, j.payload, j.attempts, j.lease_token;
end;
$$;

-- Records a successful send. false: the lease was lost (it expired and another sender took
-- the job), so this sender's outcome no longer counts.
create function public.complete_notification_job(job_id bigint, lease uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.notification_jobs
     set status = 'sent', sent_at = now(), lease_token = null, lease_until = null, last_error = null
   where id = job_id and lease_token = lease and status = 'sending';
  return found;
end;
$$;

-- Records a failed attempt and returns what happens next: 'retry' (pending again after the
-- back-off, or after retry_after_seconds when the e-mail API asked for a pause), 'failed'
-- (permanent, or out of attempts: kept with its error and logged, never retried), or 'lost'
-- (the lease was lost; nothing recorded).
create function public.fail_notification_job(
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

  if permanent or job.attempts >= job.max_attempts then
    update private.notification_jobs
       set status = 'failed', lease_token = null, lease_until = null, last_error = reason
     where id = job_id;
    raise warning 'notification job % (%) failed after % attempt(s), not retried: %',
      job_id, job.kind, job.attempts, left(reason, 500);
    return 'failed';
  end if;

  update private.notification_jobs
     set status = 'pending',
         lease_token = null,
         lease_until = null,
         last_error = reason,
         -- Not coalesce(): greatest() skips nulls, so greatest(1, null) would be 1 second.
         next_attempt_at = now() + case
           when retry_after_seconds is null then private.notification_backoff(job.attempts)
           else make_interval(secs => least(3600, greatest(1, retry_after_seconds)))
         end
   where id = job_id;
  return 'retry';
end;
$$;

revoke all on function public.claim_notification_jobs(integer, integer) from public;
revoke all on function public.claim_notification_jobs(integer, integer) from anon, authenticated;
grant execute on function public.claim_notification_jobs(integer, integer) to service_role;
revoke all on function public.complete_notification_job(bigint, uuid) from public;
revoke all on function public.complete_notification_job(bigint, uuid) from anon, authenticated;
grant execute on function public.complete_notification_job(bigint, uuid) to service_role;
revoke all on function public.fail_notification_job(bigint, uuid, text, boolean, integer) from public;
revoke all on function public.fail_notification_job(bigint, uuid, text, boolean, integer) from anon, authenticated;
grant execute on function public.fail_notification_job(bigint, uuid, text, boolean, integer) to service_role;
