-- Every pg_cron job of the project from one call. The migrations schedule them as they run, but
-- a dump leaves pg_cron's jobs out (they live in the cron schema, not in public or private): a
-- project restored from a backup (npm run restore), or one whose pg_net and pg_cron were enabled
-- after the migrations, has none until this runs. cron.schedule with an existing name updates
-- that job, so it can run any number of times. Without pg_cron it schedules nothing and says so.

create function private.setup_scheduled_jobs() returns text
language plpgsql
set search_path = ''
as $setup$
declare
  report text;
begin
  -- The database webhook and its retries (notify-leads-retry, newsletter-purge-unconfirmed).
  report := private.setup_notify_wiring();
  if not exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'cron' and p.proname = 'schedule'
  ) then
    return report;
  end if;
  -- The two the migrations scheduled inline (leads_first_outbox, retention).
  execute $sql$select cron.schedule('outbox-housekeeping', '23 * * * *', 'select private.outbox_housekeeping()')$sql$;
  execute $sql$select cron.schedule('rate-events-expiry', '* * * * *', 'select private.expire_rate_events()')$sql$;
  -- The watchdog and the sender's hourly call (lead-watchdog, notify-leads-hourly).
  return report || '; ' || private.setup_lead_watchdog() || '; housekeeping hourly; rate-limit records expire every minute';
end;
$setup$;

revoke all on function private.setup_scheduled_jobs() from public;
