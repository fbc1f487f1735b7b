-- Every lead into HubSpot without a middleman (issue 42): a form submission per lead, from the
-- outbox, beside the signed lead webhook (20261128000200_lead_webhook.sql) and built the same way.
--
-- A sender whose settings name a HubSpot portal and form (notifications.hubspot in
-- content/site.yaml) queues, for every lead e-mail job it takes up, a job of its own, kind
-- 'hubspot_lead' (public.queue_hubspot_lead, at most one per lead), and posts it to HubSpot's
-- Forms API (supabase/functions/_shared/notify/hubspot.ts). Only leads have e-mail jobs, so
-- unverified and preview requests never reach HubSpot; a released one does, with its e-mail.
-- It is its own job, so:
-- - it never delays or blocks the owner's e-mail: it is claimed after every due lead e-mail;
-- - it is retried like a lead, for 72 hours (HubSpot can be down, or the form mis-set, for a
--   weekend);
-- - the health check sees it, and the lead webhook, keep failing (notify_health: 'handoffs').
--
-- Runs unchanged on Supabase, native PostgreSQL 15 and PGlite.

alter table private.notification_jobs
  drop constraint notification_jobs_kind,
  add constraint notification_jobs_kind
    check (kind in ('contact_notification', 'contact_receipt', 'newsletter_confirmation', 'lead_alert',
                    'unverified_digest', 'lead_webhook', 'hubspot_lead'));

-- One HubSpot submission per lead e-mail job, whatever retries or senders do.
create unique index notification_jobs_one_hubspot_a_lead on private.notification_jobs ((payload ->> 'lead_job_id'))
  where kind = 'hubspot_lead';

-- Queues the HubSpot submission of a lead: called by a sender that has a HubSpot form to send to,
-- when it takes up the lead's e-mail job, before sending it. The payload is the whole request.
-- true when queued now, false when it was queued before or the job is no lead.
create function public.queue_hubspot_lead(lead_job_id bigint) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  insert into private.notification_jobs (kind, payload)
  select 'hubspot_lead', jsonb_build_object('lead_job_id', j.id, 'contact', j.payload -> 'contact')
    from private.notification_jobs j
   where j.id = queue_hubspot_lead.lead_job_id and j.kind = 'contact_notification'
  on conflict ((payload ->> 'lead_job_id')) where kind = 'hubspot_lead' do nothing;
  get diagnostics queued = row_count;
  return queued = 1;
end;
$$;
revoke all on function public.queue_hubspot_lead(bigint) from public;
revoke all on function public.queue_hubspot_lead(bigint) from anon, authenticated;
grant execute on function public.queue_hubspot_lead(bigint) to service_role;

-- Alerts, leads, then the leads' hand-offs to the CRM, confirmations, and the rest.
create or replace function private.notification_priority(kind text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'lead_alert' then 0
    when 'contact_notification' then 1
    when 'lead_webhook' then 2
    when 'hubspot_lead' then 2
    when 'newsletter_confirmation' then 2
    else 3
  end;
$$;

-- As before (20261128000200_lead_webhook.sql), and a lead's HubSpot submission is retried for
-- the same 72 hours as its e-mail.
create or replace function private.notification_out_of_tries(job private.notification_jobs) returns boolean
language sql
stable
set search_path = ''
as $$
  select job.attempts >= job.max_attempts
     and (job.kind not in ('contact_notification', 'lead_webhook', 'hubspot_lead')
          or now() >= job.created_at + private.lead_retry_window());
$$;

-- How the hand-offs of one kind stand, for the health check: not delivered yet, given up (in
-- all, and in the last 24 hours), those that have failed three attempts or more and are still
-- retried ("keeps failing"), and the latest error of those. The errors are the sender's own words
-- (an HTTP status, HubSpot's error type), never a visitor's data.
create function private.handoff_health(handoff_kind text) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'unsent', count(*) filter (where j.status in ('pending', 'sending')),
    'failed', count(*) filter (where j.status = 'failed'),
    'failed_today', count(*) filter (where j.status = 'failed' and j.failed_at > now() - interval '24 hours'),
    'failing', count(*) filter (where j.status in ('pending', 'sending') and j.attempts >= 3),
    'last_error', (select k.last_error
                     from private.notification_jobs k
                    where k.kind = handoff_kind and k.last_error is not null
                      and (k.status in ('pending', 'sending') and k.attempts >= 3
                           or k.status = 'failed' and k.failed_at > now() - interval '24 hours')
                    order by k.id desc
                    limit 1))
    from private.notification_jobs j
   where j.kind = handoff_kind;
$$;
revoke all on function private.handoff_health(text) from public;

-- As before (20261128000200_lead_webhook.sql), with how each hand-off to the CRM stands
-- ('handoffs': lead_webhook and hubspot_lead), so a webhook or a HubSpot form that keeps failing
-- is a problem of the health report.
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
    'failed_webhooks', webhooks.failed,
    'handoffs', jsonb_build_object(
      'lead_webhook', private.handoff_health('lead_webhook'),
      'hubspot_lead', private.handoff_health('hubspot_lead')));
end;
$$;
