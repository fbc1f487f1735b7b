-- Every lead into the owner's CRM: a signed webhook (Standard Webhooks) per lead, from the outbox.
--
-- A sender with a lead webhook (LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET) queues, for every lead
-- e-mail job it takes up, a job of its own, kind 'lead_webhook' (public.queue_lead_webhook, at
-- most one per lead), and posts it signed (supabase/functions/_shared/notify/lead-webhook.ts).
-- Only leads have e-mail jobs, so unverified and preview requests never reach the CRM; a
-- released one does, with its e-mail. It is its own job, so:
-- - it never delays or blocks the owner's e-mail: it is claimed after every due lead e-mail;
-- - it is retried like a lead, for 72 hours (a CRM or automation service can be down for a
--   weekend), and counted by the health check (notify_health: unsent_webhooks, failed_webhooks);
--
-- Runs unchanged on Supabase, native PostgreSQL 15 and PGlite.

alter table private.notification_jobs
  drop constraint notification_jobs_kind,
  add constraint notification_jobs_kind
    check (kind in ('contact_notification', 'contact_receipt', 'newsletter_confirmation', 'lead_alert',
                    'unverified_digest', 'lead_webhook'));

-- One webhook per lead e-mail job, whatever retries or senders do.
create unique index notification_jobs_one_webhook_a_lead on private.notification_jobs ((payload ->> 'lead_job_id'))
  where kind = 'lead_webhook';

-- Queues the webhook of a lead: called by a sender that has a webhook to send to
-- (LEAD_WEBHOOK_URL), when it takes up the lead's e-mail job, before sending it. The payload is
-- the whole request (what the owner's e-mail shows). true when queued now, false when it was
-- queued before or the job is no lead. A sender without a webhook never calls it, so a site
-- without one keeps no such jobs.
create function public.queue_lead_webhook(lead_job_id bigint) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  insert into private.notification_jobs (kind, payload)
  select 'lead_webhook', jsonb_build_object('lead_job_id', j.id, 'contact', j.payload -> 'contact')
    from private.notification_jobs j
   where j.id = queue_lead_webhook.lead_job_id and j.kind = 'contact_notification'
  on conflict ((payload ->> 'lead_job_id')) where kind = 'lead_webhook' do nothing;
  get diagnostics queued = row_count;
  return queued = 1;
end;
$$;
revoke all on function public.queue_lead_webhook(bigint) from public;
revoke all on function public.queue_lead_webhook(bigint) from anon, authenticated;
grant execute on function public.queue_lead_webhook(bigint) to service_role;

-- Alerts, leads, then the leads' webhooks, confirmations, and the rest.
create or replace function private.notification_priority(kind text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'lead_alert' then 0
    when 'contact_notification' then 1
    when 'lead_webhook' then 2
    when 'newsletter_confirmation' then 2
    else 3
  end;
$$;

-- As before (20261226120100_lead_retry_window.sql), and a lead's webhook is retried for the
-- same 72 hours as its e-mail.
create or replace function private.notification_out_of_tries(job private.notification_jobs) returns boolean
language sql
stable
set search_path = ''
as $$
  select job.attempts >= job.max_attempts
     and (job.kind not in ('contact_notification', 'lead_webhook')
          or now() >= job.created_at + private.lead_retry_window());
$$;

-- As before (20261226120200_lead_watchdog.sql), with the webhooks not delivered yet and those
-- given up, for the health check.
create or replace function public.notify_health(secret_sha256 text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  status record;
  url text;
  stored text;
  secret_state text := 'no_vault';
  webhooks record;
begin
  select * into status from private.lead_delivery_status();
  select (count(*) filter (where j.status in ('pending', 'sending')))::integer as unsent,
         (count(*) filter (where j.status = 'failed'))::integer as failed
    into webhooks
    from private.notification_jobs j
   where j.kind = 'lead_webhook';
  if to_regclass('vault.decrypted_secrets') is not null then
    execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into url using 'notify_leads_url';
    execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into stored using 'notify_leads_secret';
    secret_state := case
      when url is null or stored is null then 'missing'
      when encode(sha256(convert_to(stored, 'UTF8')), 'hex') = lower(coalesce(secret_sha256, '')) then 'match'
      else 'mismatch'
    end;
  end if;
  return jsonb_build_object(
    'unsent_leads', status.unsent_leads,
    'oldest_unsent_minutes', status.oldest_unsent_minutes,
    'failed_leads', status.failed_leads,
    'lead_waiting', private.lead_wait_exceeded(),
    'vault_secret', secret_state,
    'unsent_webhooks', webhooks.unsent,
    'failed_webhooks', webhooks.failed);
end;
$$;
