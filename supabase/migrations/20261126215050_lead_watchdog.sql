-- A watchdog that does not share the sender: no lead waits unseen.
--
-- The owner's alerts are jobs of the same outbox, sent by the same sender; whatever stops the
-- sender (a missing API key, a wrong NOTIFY_SECRET, an undeployed function, a spent quota)
-- stops the alerts with it. From here on the database itself watches the leads:
--
-- - private.lead_delivery_status(): one row, unsent_leads, oldest_unsent_minutes (0 when none),
--   failed_leads (given up, kept 90 days). Checks and monitors call it under this name.
-- - private.lead_watchdog_alert(): the decision, plain SQL: when a lead has waited more than
--   15 minutes it returns the text to post, once per incident (an incident ends when no lead
--   waits that long any more); otherwise null.
-- - Where pg_net and pg_cron exist (Supabase), private.setup_lead_watchdog() installs a thin
--   wrapper that posts that text every 5 minutes to the chat webhook whose address is the
--   Vault secret chat_webhook_url: straight from the database, not through the outbox. It also
--   calls notify-leads every hour, so that the function's heartbeat (HEARTBEAT_URL) beats on a
--   quiet day too, and stops when nothing can call the function.
-- - public.notify_health(secret_sha256): what the function's health check asks the database
--   (service_role only): the status above, whether a lead waits too long, and whether the
--   Vault secret the database calls the function with is the function's NOTIFY_SECRET (compared
--   as SHA-256 digests; the secret never leaves the database).
--
-- pg_net, pg_cron and Vault are only named in dynamic SQL, so this applies unchanged on
-- Supabase, native PostgreSQL 15 and PGlite.

-- ---------------------------------------------------------------------------
-- The status.

create function private.lead_delivery_status()
returns table (unsent_leads integer, oldest_unsent_minutes integer, failed_leads integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (count(*) filter (where j.status in ('pending', 'sending')))::integer,
    coalesce(floor(extract(epoch from now() - min(j.created_at) filter (where j.status in ('pending', 'sending'))) / 60), 0)::integer,
    (count(*) filter (where j.status = 'failed'))::integer
  from private.notification_jobs j
  where j.kind = 'contact_notification';
$$;
revoke all on function private.lead_delivery_status() from public;
revoke all on function private.lead_delivery_status() from anon, authenticated;
grant execute on function private.lead_delivery_status() to service_role;

-- Whether a lead has waited more than 15 minutes to reach the owner's inbox: the one rule the
-- watchdog, the health check and `npm run contacts -- --health` share.
create function private.lead_wait_exceeded() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from private.notification_jobs j
     where j.kind = 'contact_notification'
       and j.status in ('pending', 'sending')
       and j.created_at < now() - interval '15 minutes'
  );
$$;
revoke all on function private.lead_wait_exceeded() from public;
revoke all on function private.lead_wait_exceeded() from anon, authenticated;

-- ---------------------------------------------------------------------------
-- The decision: once per incident.

-- Exactly one row: when the current incident was reported, or null while none is open.
create table private.lead_watchdog_state (
  singleton boolean primary key default true,
  incident_reported_at timestamptz,
  constraint lead_watchdog_state_singleton check (singleton)
);
insert into private.lead_watchdog_state default values;
revoke all on table private.lead_watchdog_state from public;
revoke all on table private.lead_watchdog_state from anon, authenticated;

-- The text to post now, or null. Opens an incident (and returns its text) when a lead has
-- waited more than 15 minutes and none is open; closes it when no lead waits that long. The
-- state row is locked, so two checks at once post one message. The text names no visitor:
-- the chat is another company's service, and the owner finds the leads in the database.
create function private.lead_watchdog_alert() returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  status record;
  reported timestamptz;
begin
  select s.incident_reported_at into reported from private.lead_watchdog_state s for update;
  if not private.lead_wait_exceeded() then
    if reported is not null then
      update private.lead_watchdog_state set incident_reported_at = null;
    end if;
    return null;
  end if;
  if reported is not null then
    return null;
  end if;
  update private.lead_watchdog_state set incident_reported_at = now();
  select * into status from private.lead_delivery_status();
  return format(
    'Website leads are not reaching your inbox: %s contact request(s) not e-mailed yet, the oldest waiting %s minutes (%s given up earlier). '
    || 'The e-mail sender (the notify-leads function) is not getting them out: open its health check, and see the unsent requests '
    || 'with: select * from private.lead_delivery_status();',
    status.unsent_leads, status.oldest_unsent_minutes, status.failed_leads);
end;
$$;
revoke all on function private.lead_watchdog_alert() from public;
revoke all on function private.lead_watchdog_alert() from anon, authenticated;

-- ---------------------------------------------------------------------------
-- What the health check asks.

-- The status, whether a lead waits too long, and how the Vault secret the database calls
-- notify-leads with compares with the caller's NOTIFY_SECRET, given as its SHA-256 (hex):
-- 'match', 'mismatch', 'missing' (a Vault secret of the wiring is not set) or 'no_vault'
-- (no Vault here: a local or test database, where nothing calls the function).
create function public.notify_health(secret_sha256 text) returns jsonb
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
begin
  select * into status from private.lead_delivery_status();
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
    'vault_secret', secret_state);
end;
$$;
revoke all on function public.notify_health(text) from public;
revoke all on function public.notify_health(text) from anon, authenticated;
grant execute on function public.notify_health(text) to service_role;

-- ---------------------------------------------------------------------------
-- The wiring, where pg_net and pg_cron exist.

create function private.setup_lead_watchdog() returns text
language plpgsql
set search_path = ''
as $setup$
begin
  if not exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'net' and p.proname = 'http_post'
  ) or not exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'cron' and p.proname = 'schedule'
  ) then
    return 'pg_net or pg_cron is not installed: no lead watchdog in the database';
  end if;

  -- Posts the watchdog's text, if any, to the chat webhook. Without the Vault secret it warns
  -- and leaves the incident open, so the post is made once the secret exists. A failure of
  -- pg_net rolls the incident back with it: the next run posts again.
  execute $fn$
    create or replace function private.post_lead_watchdog() returns bigint
    language plpgsql
    security definer
    set search_path = ''
    as $body$
    declare
      url text;
      alert text;
    begin
      select decrypted_secret into url from vault.decrypted_secrets where name = 'chat_webhook_url';
      if url is null then
        if private.lead_wait_exceeded() then
          raise warning 'a lead waits, and the watchdog cannot post: create the Vault secret chat_webhook_url';
        end if;
        return null;
      end if;
      alert := private.lead_watchdog_alert();
      if alert is null then
        return null;
      end if;
      return net.http_post(
        url := url,
        body := jsonb_build_object('text', alert),
        headers := jsonb_build_object('Content-Type', 'application/json'),
        timeout_milliseconds := 10000
      );
    exception when others then
      raise warning 'the lead watchdog could not post: %', sqlerrm;
      return null;
    end;
    $body$
  $fn$;
  execute 'revoke all on function private.post_lead_watchdog() from public';
  execute $sql$select cron.schedule('lead-watchdog', '*/5 * * * *', 'select private.post_lead_watchdog()')$sql$;

  -- An hourly call of the sender, due jobs or not: its heartbeat then shows that the database
  -- can still call it (a wrong secret, an undeployed function: the beats stop).
  if exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'private' and p.proname = 'call_notify_leads'
  ) then
    execute $sql$select cron.schedule('notify-leads-hourly', '41 * * * *', 'select private.call_notify_leads()')$sql$;
  end if;
  return 'lead watchdog: every 5 minutes to the Vault secret chat_webhook_url; notify-leads called hourly';
end;
$setup$;

revoke all on function private.setup_lead_watchdog() from public;

do $$
begin
  raise notice '%', private.setup_lead_watchdog();
end;
$$;
