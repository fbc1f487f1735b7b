-- Leads first, and a lead that cannot be sent is shouted, not dropped.
--
-- Newsletter confirmations and lead notifications share one sending quota (a free e-mail plan
-- allows about 100 a day). From here on:
--
-- - A global daily cap on newsletter confirmations (one setting, private.outbox_settings,
--   default 50 a day) keeps room for leads: a sign-up past it is refused with PT429 (HTTP 429)
--   and the detail 'newsletter_daily_cap', which the form shows as "paused until tomorrow".
--   Leads are never capped globally.
-- - The sender claims one job at a time (a lease covers one send, not a batch) in this order:
--   alerts to the owner, leads, confirmations; no confirmation is claimed while a lead is
--   still unsent (pending or being sent), so a retrying lead is never overtaken.
-- - An attempt is counted when its send starts (begin_notification_attempt), not at the claim.
-- - When a lead's first attempt fails, and again when it fails for good, the database queues
--   an alert (kind 'lead_alert') that the sender delivers on a second channel (the chat
--   webhook, or a second address).
-- - The chat line of a lead is posted at most once (claim_notification_chat records it first).
-- - Sent and failed jobs are kept 90 days, then purged by the housekeeping, which runs at the
--   start of every sender run and, where pg_cron exists, every hour.
-- - Removing an unconfirmed or unsubscribed address removes its confirmation jobs too.
--
-- Runs unchanged on Supabase, native PostgreSQL 15 and PGlite: pg_cron is only named in
-- dynamic SQL, when it exists.

-- ---------------------------------------------------------------------------
-- The setting.

create table private.outbox_settings (
  -- Exactly one row.
  singleton boolean primary key default true,
  -- Newsletter confirmation e-mails queued per day (UTC) at most. The e-mail plan's daily
  -- quota minus this is what stays for leads.
  newsletter_confirmations_per_day integer not null default 50,
  constraint outbox_settings_singleton check (singleton),
  constraint outbox_settings_newsletter_cap check (newsletter_confirmations_per_day between 0 and 100000)
);
insert into private.outbox_settings default values;
revoke all on table private.outbox_settings from public;
revoke all on table private.outbox_settings from anon, authenticated;
grant select, update on table private.outbox_settings to service_role;

comment on table private.outbox_settings is
  'One row. newsletter_confirmations_per_day: the daily cap on newsletter confirmation e-mails (default 50), so sign-ups never use up the quota leads need.';

-- Confirmation e-mails queued per UTC day: a counter rather than a count of jobs, because jobs
-- are deleted (unsubscribes, clean-up) and the quota they used is not given back.
create table private.newsletter_confirmation_counts (
  day date primary key,
  queued integer not null default 0
);
revoke all on table private.newsletter_confirmation_counts from public;
revoke all on table private.newsletter_confirmation_counts from anon, authenticated;
grant select on table private.newsletter_confirmation_counts to service_role;

create function private.utc_today() returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'UTC')::date;
$$;
revoke all on function private.utc_today() from public;

-- ---------------------------------------------------------------------------
-- The outbox table.

alter table private.notification_jobs
  drop constraint notification_jobs_kind,
  add constraint notification_jobs_kind
    check (kind in ('contact_notification', 'newsletter_confirmation', 'lead_alert')),
  -- When the lead's chat line was posted (or claimed for posting): at most once per job.
  add column chat_posted_at timestamptz,
  -- When the job was given up: failed jobs are purged 90 days later.
  add column failed_at timestamptz;

update private.notification_jobs set failed_at = now() where status = 'failed';

-- The order the sender takes jobs in: alerts, then leads, then confirmations.
create function private.notification_priority(kind text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case kind when 'lead_alert' then 0 when 'contact_notification' then 1 else 2 end;
$$;
revoke all on function private.notification_priority(text) from public;

create index notification_jobs_unsent_leads on private.notification_jobs (id)
  where kind = 'contact_notification' and status in ('pending', 'sending');

-- ---------------------------------------------------------------------------
-- Alerts to the owner.

-- Queues an alert when a lead's notification fails for the first time (it will be retried)
-- and when it fails for good. The alert carries the request itself, so the owner can answer
-- it even if its e-mail never arrives. Alerts are never alerted about.
create function private.notification_jobs_alert_owner() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  stage text;
begin
  if new.kind <> 'contact_notification' then
    return null;
  end if;
  if new.status = 'failed' and old.status <> 'failed' then
    stage := 'failed';
  elsif new.status = 'pending' and new.last_error is not null and old.last_error is null then
    stage := 'retrying';
  else
    return null;
  end if;
  insert into private.notification_jobs (kind, payload)
  values ('lead_alert', jsonb_build_object(
    'job_id', new.id,
    'stage', stage,
    'attempts', new.attempts,
    'max_attempts', new.max_attempts,
    'error', left(coalesce(new.last_error, ''), 500),
    'contact', new.payload -> 'contact'));
  return null;
end;
$$;
revoke all on function private.notification_jobs_alert_owner() from public;
revoke all on function private.notification_jobs_alert_owner() from anon, authenticated;

create trigger notification_jobs_alert_owner
  after update of status, last_error on private.notification_jobs
  for each row execute function private.notification_jobs_alert_owner();

-- ---------------------------------------------------------------------------
-- Housekeeping.

-- Removes unconfirmed sign-ups whose link expired, with every confirmation job of theirs.
create or replace function private.purge_unconfirmed_newsletter() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  with gone as (
    delete from public.newsletter_subscribers
     where confirmed_at is null
       and confirmation_sent_at < now() - private.newsletter_confirm_window()
    returning unsubscribe_token
  ), jobs as (
    delete from private.notification_jobs j
     using gone
     where j.kind = 'newsletter_confirmation'
       and j.payload ->> 'unsubscribe_token' = gone.unsubscribe_token
  )
  select count(*) into removed from gone;
  return removed;
end;
$$;

-- Sent and failed jobs (and the alerts about them) name people and addresses: kept 90 days for
-- the owner's reference, then removed. Also forgets old daily counters.
create or replace function private.outbox_housekeeping() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.notification_jobs
   where (status = 'sent' and sent_at < now() - interval '90 days')
      or (status = 'failed' and failed_at < now() - interval '90 days');
  delete from private.newsletter_confirmation_counts where day < private.utc_today() - 7;
  perform private.purge_unconfirmed_newsletter();
end;
$$;

-- For the sender, once per run (service_role).
create function public.notification_housekeeping() returns void
language sql
security definer
set search_path = ''
as $$
  select private.outbox_housekeeping();
$$;
revoke all on function public.notification_housekeeping() from public;
revoke all on function public.notification_housekeeping() from anon, authenticated;
grant execute on function public.notification_housekeeping() to service_role;

-- Where pg_cron exists, also every hour: an idle site has no sender runs.
do $$
begin
  if exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'cron' and p.proname = 'schedule'
  ) then
    execute $sql$select cron.schedule('outbox-housekeeping', '23 * * * *', 'select private.outbox_housekeeping()')$sql$;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------
-- The sender's API, one job at a time.

drop function public.claim_notification_jobs(integer, integer);

-- Leases the most urgent due job for lease_seconds (one send) and returns it, or nothing.
-- Due: pending jobs whose next attempt has come, and jobs whose lease ran out (their sender
-- died). A job out of attempts whose lease ran out is marked failed instead of being claimed.
-- The attempt is not counted here: begin_notification_attempt counts it when the send starts.
create function public.claim_notification_job(lease_seconds integer default 60)
returns table (id bigint, kind text, payload jsonb, attempts integer, lease_token uuid, created_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  given_up integer;
begin
  if lease_seconds is null or lease_seconds < 10 or lease_seconds > 600 then
    raise exception using errcode = '22023', message = 'lease_seconds must be between 10 and 600';
  end if;

  with expired as (
    update private.notification_jobs j
       set status = 'failed',
           failed_at = now(),
           lease_token = null,
           lease_until = null,
           last_error = coalesce(j.last_error || ' / ', '') || 'the sender stopped before reporting the last attempt'
     where j.status = 'sending' and j.lease_until < now() and j.attempts >= j.max_attempts
    returning j.id
  )
  select count(*) into given_up from expired;
  if given_up > 0 then
    raise warning '% notification job(s) given up: the lease of their last attempt expired', given_up;
  end if;

  return query
  with next_job as (
    select j.id
      from private.notification_jobs j
     where ((j.status = 'pending' and j.next_attempt_at <= now())
            or (j.status = 'sending' and j.lease_until < now()))
       -- Leads first, always: while a lead is unsent, its retry must find the quota unspent.
       and (j.kind <> 'newsletter_confirmation'
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

-- Counts an attempt of a leased job: called right before its send. Returns the attempts so
-- far, this one included, or null when the lease was lost (nothing may be sent then).
create function public.begin_notification_attempt(job_id bigint, lease uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  counted integer;
begin
  update private.notification_jobs
     set attempts = attempts + 1
   where id = job_id and lease_token = lease and status = 'sending' and lease_until >= now()
  returning attempts into counted;
  return counted;
end;
$$;

-- Records that the chat line of a job is being posted. true exactly once per job: the sender
-- posts only then, so a retried or repeated run never posts the same lead twice (the chat
-- webhook has no idempotency key of its own).
create function public.claim_notification_chat(job_id bigint) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.notification_jobs
     set chat_posted_at = now()
   where id = job_id and chat_posted_at is null;
  return found;
end;
$$;

-- As before, and the moment of giving up is recorded (for the 90-day purge). The warning names
-- the job only: the error text can quote an address, and database logs are kept elsewhere.
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

  if permanent or job.attempts >= job.max_attempts then
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
         next_attempt_at = now() + case
           when retry_after_seconds is null then private.notification_backoff(job.attempts)
           else make_interval(secs => least(3600, greatest(1, retry_after_seconds)))
         end
   where id = job_id;
  return 'retry';
end;
$$;

revoke all on function public.claim_notification_job(integer) from public;
revoke all on function public.claim_notification_job(integer) from anon, authenticated;
grant execute on function public.claim_notification_job(integer) to service_role;
revoke all on function public.begin_notification_attempt(bigint, uuid) from public;
revoke all on function public.begin_notification_attempt(bigint, uuid) from anon, authenticated;
grant execute on function public.begin_notification_attempt(bigint, uuid) to service_role;
revoke all on function public.claim_notification_chat(bigint) from public;
revoke all on function public.claim_notification_chat(bigint) from anon, authenticated;
grant execute on function public.claim_notification_chat(bigint) to service_role;

-- ---------------------------------------------------------------------------
-- The newsletter under the daily cap.

-- Queues a confirmation e-mail and counts it against today's cap.
create or replace function private.enqueue_newsletter_confirmation(subscriber public.newsletter_subscribers) returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.newsletter_confirmation_counts as d (day, queued)
  values (private.utc_today(), 1)
  on conflict (day) do update set queued = d.queued + 1;
  insert into private.notification_jobs (kind, payload)
  values ('newsletter_confirmation', jsonb_build_object(
    'email', subscriber.email,
    'confirm_token', subscriber.confirm_token,
    'unsubscribe_token', subscriber.unsubscribe_token));
$$;

-- As before, with the daily cap checked first. Once today's cap is reached every call is
-- refused, whatever the address's state, so the refusal reveals nothing about subscriptions.
create or replace function public.subscribe_newsletter(email text) returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  address text := subscribe_newsletter.email;
  subscriber public.newsletter_subscribers;
  cap integer;
  queued_today integer;
begin
  -- Serialises sign-ups on today's counter, so two at once cannot both take the last place.
  insert into private.newsletter_confirmation_counts (day) values (private.utc_today())
  on conflict (day) do nothing;
  select d.queued into queued_today from private.newsletter_confirmation_counts d
   where d.day = private.utc_today() for update;
  select s.newsletter_confirmations_per_day into cap from private.outbox_settings s;
  if queued_today >= cap then
    raise exception using
      errcode = 'PT429',
      message = 'Newsletter sign-ups are paused until tomorrow.',
      detail = 'newsletter_daily_cap',
      hint = format('At most %s confirmation e-mails are sent a day, so that contact requests always find e-mail quota left.', cap);
  end if;

  perform private.enforce_rate_limit('newsletter', 5, 10, 'newsletter sign-ups');
  perform private.purge_unconfirmed_newsletter();

  perform pg_advisory_xact_lock(hashtext('newsletter_subscribers:' || lower(coalesce(address, ''))));

  select * into subscriber from public.newsletter_subscribers s where lower(s.email) = lower(address);
  if not found then
    insert into public.newsletter_subscribers (email, confirm_token, unsubscribe_token, confirmation_sent_at)
    values (address, private.new_link_token(), private.new_link_token(), now())
    returning * into subscriber;
    perform private.enqueue_newsletter_confirmation(subscriber);
  elsif subscriber.confirmed_at is null and subscriber.confirmation_sent_at < now() - interval '1 hour' then
    update public.newsletter_subscribers s
       set confirm_token = private.new_link_token(), confirmation_sent_at = now()
     where s.id = subscriber.id
    returning * into subscriber;
    perform private.enqueue_newsletter_confirmation(subscriber);
  end if;
end;
$$;

-- Removes the address of the unsubscribe link's token, with every confirmation job that names
-- it (sent ones too: the page promises the address is deleted).
create or replace function public.unsubscribe_newsletter(token text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  delete from private.notification_jobs j
   where j.kind = 'newsletter_confirmation'
     and j.payload ->> 'unsubscribe_token' = unsubscribe_newsletter.token;
  delete from public.newsletter_subscribers s where s.unsubscribe_token = unsubscribe_newsletter.token;
  return found;
end;
$$;

drop function private.enforce_rate_limit(text, integer, text);
