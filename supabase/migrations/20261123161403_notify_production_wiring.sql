-- Production wiring of the outbox: where the pg_net extension exists (Supabase), a new job
-- calls the notify-leads Edge Function at once (a database webhook), and where pg_cron exists
-- a schedule calls it every minute while jobs are due (retries, and anything the webhook
-- missed). Without those extensions (PGlite, a plain PostgreSQL) this migration only creates
-- the setup function and reports that it did nothing: locally the server sends in-process.
--
-- The function's URL and its shared secret live in Supabase Vault, never here:
--   select vault.create_secret('https://<project-ref>.supabase.co/functions/v1/notify-leads', 'notify_leads_url');
--   select vault.create_secret('<the NOTIFY_SECRET of the function>', 'notify_leads_secret');
-- If the extensions are enabled after this migration ran, run `select private.setup_notify_wiring();`.
--
-- Everything that names pg_net, pg_cron or Vault objects is dynamic SQL, so this file applies
-- where they do not exist.

create function private.setup_notify_wiring() returns text
language plpgsql
set search_path = ''
as $setup$
declare
  report text;
begin
  if not exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'net' and p.proname = 'http_post'
  ) then
    return 'pg_net is not installed: no database webhook for notify-leads';
  end if;

  -- Calls notify-leads once. A failure here (Vault not set up, pg_net refusing) is logged and
  -- swallowed: it must never roll back the visitor's insert that caused it; the job stays in
  -- the outbox for the next call.
  execute $fn$
    create or replace function private.call_notify_leads() returns bigint
    language plpgsql
    security definer
    set search_path = ''
    as $body$
    declare
      url text;
      secret text;
    begin
      select decrypted_secret into url from vault.decrypted_secrets where name = 'notify_leads_url';
      select decrypted_secret into secret from vault.decrypted_secrets where name = 'notify_leads_secret';
      if url is null or secret is null then
        raise warning 'notify-leads is not configured: create the Vault secrets notify_leads_url and notify_leads_secret';
        return null;
      end if;
      return net.http_post(
        url := url,
        body := '{}'::jsonb,
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || secret),
        timeout_milliseconds := 10000
      );
    exception when others then
      raise warning 'could not call notify-leads: %', sqlerrm;
      return null;
    end;
    $body$
  $fn$;
  execute 'revoke all on function private.call_notify_leads() from public';

  execute $fn$
    create or replace function private.notification_jobs_call_sender() returns trigger
    language plpgsql
    security definer
    set search_path = ''
    as $body$
    begin
      perform private.call_notify_leads();
      return null;
    end;
    $body$
  $fn$;
  execute 'revoke all on function private.notification_jobs_call_sender() from public';

  -- Once per statement: pg_net sends after commit, and one call drains every new job.
  execute 'drop trigger if exists notification_jobs_call_sender on private.notification_jobs';
  execute 'create trigger notification_jobs_call_sender after insert on private.notification_jobs '
       || 'for each statement execute function private.notification_jobs_call_sender()';
  report := 'database webhook to notify-leads installed';

  if exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'cron' and p.proname = 'schedule'
  ) then
    -- Called only when something is due, so an idle site costs no function calls.
    execute $fn$
      create or replace function private.retry_due_notifications() returns void
      language plpgsql
      security definer
      set search_path = ''
      as $body$
      begin
        if exists (
          select from private.notification_jobs
           where (status = 'pending' and next_attempt_at <= now())
              or (status = 'sending' and lease_until < now())
        ) then
          perform private.call_notify_leads();
        end if;
      end;
      $body$
    $fn$;
    execute 'revoke all on function private.retry_due_notifications() from public';
    -- cron.schedule with an existing name updates that job, so this can run again.
    execute $sql$select cron.schedule('notify-leads-retry', '* * * * *', 'select private.retry_due_notifications()')$sql$;
    execute $sql$select cron.schedule('newsletter-purge-unconfirmed', '17 * * * *', 'select private.purge_unconfirmed_newsletter()')$sql$;
    report := report || '; pg_cron retries every minute';
  else
    report := report || '; pg_cron is not installed: failed sends are retried only when the next job arrives';
  end if;
  return report;
end;
$setup$;

revoke all on function private.setup_notify_wiring() from public;

do $$
begin
  raise notice 'notify wiring: %', private.setup_notify_wiring();
end;
$$;
