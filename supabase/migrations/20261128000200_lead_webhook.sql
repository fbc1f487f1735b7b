-- Every lead into the owner's CRM: a signed webhook (Standard Webhooks) per lead, from the outbox.
--
-- A lead that reaches the owner's inbox (verified by the human check, written by the owner's
-- tooling, or released by the owner) also queues a job of its own, kind 'lead_webhook', in the
-- same transaction. The sender posts it to LEAD_WEBHOOK_URL signed with LEAD_WEBHOOK_SECRET
-- (supabase/functions/_shared/notify/lead-webhook.ts); without that setting the job is
-- completed at once with nothing sent. It is its own job, so:
-- - it never delays or blocks the owner's e-mail: it is claimed after every due lead e-mail;
-- - it is retried like a lead, for 72 hours (a CRM or automation service can be down for a
--   weekend), and counted by the health check (notify_health: unsent_webhooks, failed_webhooks);
-- - unverified and preview requests queue none.
--
-- Runs unchanged on Supabase, native PostgreSQL 15 and PGlite.

alter table private.notification_jobs
  drop constraint notification_jobs_kind,
  add constraint notification_jobs_kind
    check (kind in ('contact_notification', 'contact_receipt', 'newsletter_confirmation', 'lead_alert',
                    'unverified_digest', 'lead_webhook'));

-- Queues the webhook of a lead. The payload is the whole request (the CRM gets what the owner's
-- e-mail shows), without the human check's columns.
create function private.contacts_enqueue_webhook() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.notification_jobs (kind, payload)
  values ('lead_webhook', jsonb_build_object('contact', to_jsonb(new) - 'human_check' - 'preview'));
  return null;
end;
$$;
revoke all on function private.contacts_enqueue_webhook() from public;
revoke all on function private.contacts_enqueue_webhook() from anon, authenticated;

create trigger contacts_enqueue_webhook
  after insert on public.contacts
  for each row when (new.check_status = 'verified')
  execute function private.contacts_enqueue_webhook();

create trigger contacts_enqueue_webhook_on_release
  after update of check_status on public.contacts
  for each row when (new.check_status = 'released' and old.check_status is distinct from 'released')
  execute function private.contacts_enqueue_webhook();

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
