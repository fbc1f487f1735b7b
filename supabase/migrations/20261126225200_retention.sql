-- Retention as the privacy policy states it (content/legal/privacy-policy.md, "How long we keep
-- it"), done by the database itself:
--
-- - Contact requests are kept contact_retention_months (private.outbox_settings, default 24:
--   the one setting; tests/db/retention.test.ts holds the policy's figure to it). The hourly
--   housekeeping deletes older ones, with the outbox jobs that name them (the owner's e-mail,
--   the visitor's receipt, alerts about it).
-- - Anti-spam records (private.rate_events: the action, a SHA-256 of the network address, the
--   time) are kept one hour. Until now one was removed only when a later request happened to
--   arrive; now the housekeeping removes them too, and where pg_cron exists a job does it every
--   minute, so that none outlives the policy's hour by more than a minute.

alter table private.outbox_settings
  add column contact_retention_months integer not null default 24,
  add constraint outbox_settings_contact_retention check (contact_retention_months between 1 and 120);

comment on table private.outbox_settings is
  'One row. newsletter_confirmations_per_day: the daily cap on newsletter confirmation e-mails (default 50); contact_receipts_per_day: the daily cap on receipts to visitors (default 50), both keeping the e-mail quota for leads; contact_retention_months: how long contact requests are kept (default 24, as the privacy policy says: change both together).';

-- The housekeeping's search for old requests.
create index contacts_created_at on public.contacts (created_at);

-- Deletes the requests older than the retention period and the jobs that name them; returns
-- how many requests it deleted.
create function private.purge_expired_contacts() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  with gone as (
    delete from public.contacts c
     where c.created_at < now() - make_interval(months => (select s.contact_retention_months from private.outbox_settings s))
    returning c.id
  ), jobs as (
    delete from private.notification_jobs j
     using gone
     where j.payload -> 'contact' ->> 'id' = gone.id::text
  )
  select count(*) into removed from gone;
  return removed;
end;
$$;
revoke all on function private.purge_expired_contacts() from public;
revoke all on function private.purge_expired_contacts() from anon, authenticated;

-- Anti-spam records past the rate limit's hour: nothing counts them any more.
create function private.expire_rate_events() returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.rate_events where created_at < now() - interval '1 hour';
$$;
revoke all on function private.expire_rate_events() from public;
revoke all on function private.expire_rate_events() from anon, authenticated;

-- The housekeeping as before (old jobs, counters, receipt recipients, unconfirmed sign-ups),
-- and the two periods above.
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
  delete from private.contact_receipt_counts where day < private.utc_today() - 7;
  delete from private.contact_receipt_recipients where last_queued_at < now() - interval '24 hours';
  perform private.purge_unconfirmed_newsletter();
  perform private.purge_expired_contacts();
  perform private.expire_rate_events();
end;
$$;

do $$
begin
  if exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'cron' and p.proname = 'schedule'
  ) then
    execute $sql$select cron.schedule('rate-events-expiry', '* * * * *', 'select private.expire_rate_events()')$sql$;
  end if;
end;
$$;
