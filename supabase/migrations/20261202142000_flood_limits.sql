-- Every real lead reaches the owner while someone floods the form with solved checks (issue 52).
--
-- A solved proof of work costs a script about 90 ms; before this migration one IPv4 /24 sent 318
-- verified requests in a minute, each an owner e-mail, and spent the provider's free day in
-- about 20 seconds. From here on:
--
-- - Networks: a client is counted by its address and by its network, an IPv4 /24 or an IPv6
--   /48 (private.client_network_key now names a /24 too), so the hourly limit on contact
--   requests and newsletter sign-ups holds per network for IPv4 as it did for IPv6.
-- - A daily ceiling per network on leads: past leads_per_network_per_day verified requests from
--   one network (UTC day) a request is still stored, but as 'unverified': it waits in the daily
--   digest (the owner may release it) instead of mailing the owner. The owner is told once per
--   network per day (a 'limit_alert', delivered like the lead alerts, on the second channel; at
--   most 5 such notices a day in all, so many networks cannot flood that channel either).
-- - The provider's daily quota (provider_daily_quota) is enforced when jobs are claimed: e-mails
--   sent today (UTC) and those being sent count against it, leads first as always (alerts, leads, then the
--   rest); what exceeds it stays pending and is claimed the next day in the same order. The
--   lead webhook and the HubSpot submission are capped the same way, handoffs_per_day each.
--   When a cap stops a due job, the owner is alerted once that day ('limit_alert'). Alerts are
--   never held back and not counted: they are few, and they are how the owner hears of it.
-- - The human check: its endpoint asks public.human_check_gate before it hands out a challenge
--   or verifies a solution: at most human_checks_per_address_per_hour per client and
--   human_checks_per_network_per_hour per network, and whether the last 10 minutes were busy
--   (more than busy_human_checks_per_10_minutes in all: the challenge then costs more).
-- - private.human_checks stays small: an index on expires_at, a bounded purge (100 rows) in
--   each record_human_check instead of a scan of the table, every expired row removed by the
--   housekeeping; a row lives no longer than its challenge (30 minutes), and the gate bounds
--   how many one client can add.
-- - Every figure is a column of private.outbox_settings, written from content/site.yaml's
--   `limits` by public.apply_site_limits, which the sender calls at the start of every run.
--
-- Runs unchanged on Supabase, native PostgreSQL 15 and PGlite.

-- ---------------------------------------------------------------------------
-- The settings.

alter table private.outbox_settings
  add column contacts_per_address_per_hour integer not null default 5,
  add column contacts_per_network_per_hour integer not null default 10,
  add column leads_per_network_per_day integer not null default 20,
  add column handoffs_per_day integer not null default 200,
  add column human_checks_per_address_per_hour integer not null default 30,
  add column human_checks_per_network_per_hour integer not null default 120,
  add column busy_human_checks_per_10_minutes integer not null default 100,
  add constraint outbox_settings_contact_limits check (
    contacts_per_address_per_hour between 1 and 10000
    and contacts_per_network_per_hour between 1 and 100000
    and leads_per_network_per_day between 1 and 1000000),
  add constraint outbox_settings_handoffs check (handoffs_per_day between 1 and 10000000),
  add constraint outbox_settings_human_check_limits check (
    human_checks_per_address_per_hour between 1 and 100000
    and human_checks_per_network_per_hour between 1 and 1000000
    and busy_human_checks_per_10_minutes between 1 and 10000000);

comment on table private.outbox_settings is
  'One row, written from content/site.yaml (limits) by public.apply_site_limits at every sender run. provider_daily_quota: e-mails a day the plan allows, enforced when jobs are claimed; handoffs_per_day: lead webhooks and HubSpot submissions a day, each; contacts_per_address_per_hour / contacts_per_network_per_hour: contact requests an hour from one address / one /24 or IPv6 /48; leads_per_network_per_day: verified requests a day from one network that are e-mailed (the rest wait in the digest); human_checks_per_address_per_hour / human_checks_per_network_per_hour: calls of the human check; busy_human_checks_per_10_minutes: above it the check costs more. newsletter_confirmations_per_day, contact_receipts_per_day, contact_retention_months, erasure_record_retention_months as before.';

-- Writes the limits of content/site.yaml (the keys given; others stay). For the sender, once
-- per run (service_role): the site's content is the one place the owner changes them.
create function public.apply_site_limits(limits jsonb) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.outbox_settings s set
    provider_daily_quota = coalesce((limits ->> 'providerDailyQuota')::integer, s.provider_daily_quota),
    handoffs_per_day = coalesce((limits ->> 'handoffsPerDay')::integer, s.handoffs_per_day),
    contacts_per_address_per_hour = coalesce((limits ->> 'contactsPerAddressPerHour')::integer, s.contacts_per_address_per_hour),
    contacts_per_network_per_hour = coalesce((limits ->> 'contactsPerNetworkPerHour')::integer, s.contacts_per_network_per_hour),
    leads_per_network_per_day = coalesce((limits ->> 'leadsPerNetworkPerDay')::integer, s.leads_per_network_per_day),
    human_checks_per_address_per_hour = coalesce((limits ->> 'humanChecksPerAddressPerHour')::integer, s.human_checks_per_address_per_hour),
    human_checks_per_network_per_hour = coalesce((limits ->> 'humanChecksPerNetworkPerHour')::integer, s.human_checks_per_network_per_hour),
    busy_human_checks_per_10_minutes = coalesce((limits ->> 'busyHumanChecksPer10Minutes')::integer, s.busy_human_checks_per_10_minutes);
end;
$$;
revoke all on function public.apply_site_limits(jsonb) from public;
revoke all on function public.apply_site_limits(jsonb) from anon, authenticated;
grant execute on function public.apply_site_limits(jsonb) to service_role;

-- ---------------------------------------------------------------------------
-- Networks.

-- The network a client belongs to, hashed: the /24 of an IPv4 (or IPv4-mapped) address, the /48
-- of an IPv6 one; null for anything that is not an address (those share the 'unknown' client).
create or replace function private.client_network_key(address text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet := private.parse_client_address(address);
  v4 inet;
begin
  if parsed is null then
    return null;
  end if;
  if family(parsed) = 4 then
    v4 := parsed;
  elsif parsed << '::ffff:0.0.0.0/96'::inet then
    v4 := '0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet);
  end if;
  if v4 is not null then
    return encode(sha256(convert_to(host(network(set_masklen(v4, 24))) || '/24', 'UTF8')), 'hex');
  end if;
  return encode(sha256(convert_to(host(network(set_masklen(parsed, 48))) || '/48', 'UTF8')), 'hex');
end;
$$;

-- As before (20261125212900_fair_client_limits.sql), with the network named as /24 or /48.
create or replace function private.enforce_rate_limit(
  limited_action text,
  max_per_client integer,
  max_per_network integer,
  noun text
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.client_address();
  key text;
  network text;
  bucket text;
  allowed integer;
  what text;
begin
  if address is null then
    return;
  end if;
  key := private.client_key(address);
  network := private.client_network_key(address);
  perform pg_advisory_xact_lock(hashtext('rate_limit:' || limited_action || ':' || coalesce(network, key)));

  delete from private.rate_events where created_at < now() - interval '1 hour';

  for bucket, allowed, what in
    select v.k, v.n, v.w from (values (key, max_per_client, 'address'), (network, max_per_network, 'network'))
      as v(k, n, w) where v.k is not null
  loop
    if (select count(*) from private.rate_events e
         where e.action = limited_action and e.client_key = bucket
           and e.created_at > now() - interval '1 hour') >= allowed then
      raise exception using
        errcode = 'PT429',
        message = format('Too many %s from this %s. Please try again later.', noun, what),
        hint = format('At most %s %s per hour are accepted from one %s.', allowed, noun,
                      case what when 'network' then 'network (an IPv4 /24 or an IPv6 /48)' else what end);
    end if;
  end loop;

  insert into private.rate_events (action, client_key)
  select limited_action, v.k from (values (key), (network)) as v(k) where v.k is not null;
end;
$$;

-- The hourly contact limits, from the settings.
create or replace function private.contacts_rate_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  s private.outbox_settings;
begin
  select * into s from private.outbox_settings;
  perform private.enforce_rate_limit('contact', s.contacts_per_address_per_hour, s.contacts_per_network_per_hour,
                                     'contact requests');
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- The owner's notices about limits.

alter table private.notification_jobs
  drop constraint notification_jobs_kind,
  add constraint notification_jobs_kind
    check (kind in ('contact_notification', 'contact_receipt', 'newsletter_confirmation', 'lead_alert',
                    'unverified_digest', 'lead_webhook', 'hubspot_lead', 'limit_alert'));

-- One notice per reason, channel or network, and day.
create unique index notification_jobs_one_limit_alert on private.notification_jobs
  ((payload ->> 'day'), (payload ->> 'reason'), (coalesce(payload ->> 'scope', '')))
  where kind = 'limit_alert';

-- Queues the owner's notice, unless the same one was queued today; true when queued now.
create function private.queue_limit_alert(reason text, scope text, details jsonb) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  insert into private.notification_jobs (kind, payload)
  values ('limit_alert', details || jsonb_build_object('day', private.utc_today(), 'reason', reason, 'scope', scope))
  on conflict ((payload ->> 'day'), (payload ->> 'reason'), (coalesce(payload ->> 'scope', '')))
    where kind = 'limit_alert' do nothing;
  get diagnostics queued = row_count;
  return queued = 1;
end;
$$;
revoke all on function private.queue_limit_alert(text, text, jsonb) from public;
revoke all on function private.queue_limit_alert(text, text, jsonb) from anon, authenticated;

-- Alerts of both kinds first, then leads, the hand-offs and confirmations, then the rest.
create or replace function private.notification_priority(kind text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'lead_alert' then 0
    when 'limit_alert' then 0
    when 'contact_notification' then 1
    when 'lead_webhook' then 2
    when 'hubspot_lead' then 2
    when 'newsletter_confirmation' then 2
    else 3
  end;
$$;

-- ---------------------------------------------------------------------------
-- The daily ceiling per network on leads.

-- Verified requests of one network on one UTC day: e-mailed (leads) and held (over the ceiling).
-- Keyed by the hashed network; only today's count decides, so the housekeeping forgets older days.
create table private.network_lead_counts (
  day date not null,
  network_key text not null,
  leads integer not null default 0,
  held integer not null default 0,
  notified boolean not null default false,
  primary key (day, network_key)
);
revoke all on table private.network_lead_counts from public;
revoke all on table private.network_lead_counts from anon, authenticated;
grant select on table private.network_lead_counts to service_role;

-- After the human check and the hourly limit (triggers fire in name order): a verified request
-- over its network's ceiling for today is kept as unverified, so it waits in the digest.
create function private.contacts_verified_ceiling() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.client_address();
  network text;
  cap integer;
  counted private.network_lead_counts;
begin
  if address is null or new.check_status <> 'verified' then
    return new;
  end if;
  network := coalesce(private.client_network_key(address), private.client_key(address));
  select s.leads_per_network_per_day into cap from private.outbox_settings s;
  insert into private.network_lead_counts (day, network_key) values (private.utc_today(), network)
  on conflict (day, network_key) do nothing;
  select * into counted from private.network_lead_counts n
   where n.day = private.utc_today() and n.network_key = network for update;
  if counted.leads < cap then
    update private.network_lead_counts n set leads = n.leads + 1
     where n.day = counted.day and n.network_key = network;
    return new;
  end if;
  update private.network_lead_counts n set held = n.held + 1 where n.day = counted.day and n.network_key = network;
  new.check_status := 'unverified';
  if not counted.notified
     and (select count(*) from private.network_lead_counts c where c.day = counted.day and c.notified) < 5 then
    update private.network_lead_counts n set notified = true where n.day = counted.day and n.network_key = network;
    perform private.queue_limit_alert('network', left(network, 16), jsonb_build_object('cap', cap));
  end if;
  return new;
end;
$$;
revoke all on function private.contacts_verified_ceiling() from public;
revoke all on function private.contacts_verified_ceiling() from anon, authenticated;

create trigger contacts_verified_ceiling
  before insert on public.contacts
  for each row execute function private.contacts_verified_ceiling();

-- ---------------------------------------------------------------------------
-- The quota at the claim.

-- What one job spends: 'email' for the e-mails of the provider's quota, the hand-off's own kind
-- for the CRM's, null for the alerts (never held back).
create function private.send_channel(kind text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when kind in ('lead_alert', 'limit_alert') then null
    when kind in ('lead_webhook', 'hubspot_lead') then kind
    else 'email'
  end;
$$;
revoke all on function private.send_channel(text) from public;

-- Sent per channel and UTC day: a counter, since sent jobs are deleted later. Only what went
-- out counts (a refused or failed attempt spends none of the provider's quota).
create table private.daily_send_counts (
  day date not null,
  channel text not null,
  sent integer not null default 0,
  primary key (day, channel)
);
revoke all on table private.daily_send_counts from public;
revoke all on table private.daily_send_counts from anon, authenticated;
grant select on table private.daily_send_counts to service_role;

create function private.count_sent_job() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.send_channel(new.kind) is not null then
    insert into private.daily_send_counts as c (day, channel, sent)
    values (private.utc_today(), private.send_channel(new.kind), 1)
    on conflict (day, channel) do update set sent = c.sent + 1;
  end if;
  return null;
end;
$$;
revoke all on function private.count_sent_job() from public;
revoke all on function private.count_sent_job() from anon, authenticated;

create trigger notification_jobs_count_sent
  after update of status on private.notification_jobs
  for each row when (new.status = 'sent' and old.status is distinct from 'sent')
  execute function private.count_sent_job();

-- The jobs being sent right now (a few at most): they count against today's caps too, so two
-- senders at once cannot both take the last place.
create index notification_jobs_sending on private.notification_jobs (kind) where status = 'sending';

-- The channels whose cap today's sends, with those under way, have reached.
create function private.spent_channels() returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(ch.channel), '{}')
    from (values ('email'), ('lead_webhook'), ('hubspot_lead')) as ch(channel), private.outbox_settings s
   where coalesce((select c.sent from private.daily_send_counts c
                    where c.day = private.utc_today() and c.channel = ch.channel), 0)
       + (select count(*) from private.notification_jobs j
           where j.status = 'sending' and j.lease_until >= now() and private.send_channel(j.kind) = ch.channel)
       >= case ch.channel when 'email' then s.provider_daily_quota else s.handoffs_per_day end;
$$;
revoke all on function private.spent_channels() from public;

-- Jobs due now (pending whose time has come, or whose sender vanished).
create function private.notification_due(job private.notification_jobs) returns boolean
language sql
stable
set search_path = ''
as $$
  select (job.status = 'pending' and job.next_attempt_at <= now())
      or (job.status = 'sending' and job.lease_until < now());
$$;
revoke all on function private.notification_due(private.notification_jobs) from public;

-- Tells the owner once a day of each channel whose cap holds back a due job.
create function private.alert_spent_channels(spent text[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  channel text;
  waiting integer;
begin
  foreach channel in array spent loop
    -- Told today already: nothing to count (the unique index of the notices answers this).
    continue when exists (
      select from private.notification_jobs a
       where a.kind = 'limit_alert' and (a.payload ->> 'day') = private.utc_today()::text
         and (a.payload ->> 'reason') = case channel when 'email' then 'quota' else 'handoffs' end
         and coalesce(a.payload ->> 'scope', '') = channel);
    select count(*) into waiting from private.notification_jobs j
     where private.send_channel(j.kind) = channel and private.notification_due(j);
    if waiting > 0 then
      perform private.queue_limit_alert(
        case channel when 'email' then 'quota' else 'handoffs' end, channel,
        jsonb_build_object('waiting', waiting,
                           'cap', (select case channel when 'email' then s.provider_daily_quota else s.handoffs_per_day end
                                     from private.outbox_settings s)));
    end if;
  end loop;
end;
$$;
revoke all on function private.alert_spent_channels(text[]) from public;

-- As before (20261126215000_lead_retry_window.sql), within today's caps: a job of a spent
-- channel is not claimed (it waits for the next day, in order).
create or replace function public.claim_notification_job(lease_seconds integer default 60)
returns table (id bigint, kind text, payload jsonb, attempts integer, lease_token uuid, created_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  spent text[];
  taken record;
begin
  if lease_seconds is null or lease_seconds < 10 or lease_seconds > 600 then
    raise exception using errcode = '22023', message = 'lease_seconds must be between 10 and 600';
  end if;

  perform private.give_up_vanished_attempts();
  spent := private.spent_channels();
  if cardinality(spent) > 0 then
    perform private.alert_spent_channels(spent);
  end if;

  with next_job as (
    select j.id
      from private.notification_jobs j
     where private.notification_due(j)
       and coalesce(private.send_channel(j.kind) <> all (spent), true)
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
  returning j.id, j.kind, j.payload, j.attempts, j.lease_token, j.created_at into taken;
  if found then
    return query select taken.id, taken.kind, taken.payload, taken.attempts, taken.lease_token, taken.created_at;
  end if;
end;
$$;

-- For the health check: the caps beside the quota, and what was sent today.
create or replace function public.email_quota_status() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'provider_daily_quota', s.provider_daily_quota,
    'newsletter_confirmations_per_day', s.newsletter_confirmations_per_day,
    'contact_receipts_per_day', s.contact_receipts_per_day,
    'emails_sent_today', coalesce((select c.sent from private.daily_send_counts c
                                       where c.day = private.utc_today() and c.channel = 'email'), 0))
  from private.outbox_settings s;
$$;

-- ---------------------------------------------------------------------------
-- The human check: bounded records, a gate per client, the cost while busy.

create index human_checks_expires_at on private.human_checks (expires_at);

-- As before (20261128000100_human_check.sql), but the purge takes at most 100 expired rows
-- through the index, so a call costs the same at 500,000 rows as at none; the housekeeping
-- removes the rest. A row is of no use once its challenge expired (the insert refuses it).
create or replace function public.record_human_check(signature text, expires_at timestamptz) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  recorded integer;
begin
  delete from private.human_checks h
   where h.signature in (select o.signature from private.human_checks o where o.expires_at < now() limit 100);
  insert into private.human_checks (signature, expires_at)
  values (record_human_check.signature, record_human_check.expires_at)
  on conflict (signature) do nothing;
  get diagnostics recorded = row_count;
  return recorded = 1;
end;
$$;

-- Calls of the human check per 10-minute slot, for "busy".
create table private.human_check_volume (
  slot timestamptz primary key,
  calls integer not null default 0
);
revoke all on table private.human_check_volume from public;
revoke all on table private.human_check_volume from anon, authenticated;

-- Whether the human-check function may answer this client now, and whether it is busy:
-- {allowed, busy, limit}. Counts the call when allowed (per address and per network, the hour
-- of private.rate_events). The client address is the function's caller as the platform names
-- it (the function is itself a client of the database, so the request's own headers would name
-- the function). service_role only.
create function public.human_check_gate(client_address text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  s private.outbox_settings;
  key text := private.client_key(coalesce(nullif(btrim(client_address), ''), 'unknown'));
  network text := private.client_network_key(client_address);
  this_slot timestamptz := date_bin(interval '10 minutes', now(), timestamptz '2000-01-01');
  recent integer;
begin
  select * into s from private.outbox_settings;
  perform pg_advisory_xact_lock(hashtext('rate_limit:human_check:' || coalesce(network, key)));
  if (select count(*) from private.rate_events e
       where e.action = 'human_check' and e.client_key = key and e.created_at > now() - interval '1 hour')
       >= s.human_checks_per_address_per_hour then
    return jsonb_build_object('allowed', false, 'limit', 'address');
  end if;
  if network is not null and (select count(*) from private.rate_events e
       where e.action = 'human_check' and e.client_key = network and e.created_at > now() - interval '1 hour')
       >= s.human_checks_per_network_per_hour then
    return jsonb_build_object('allowed', false, 'limit', 'network');
  end if;
  insert into private.rate_events (action, client_key)
  select 'human_check', v.k from (values (key), (network)) as v(k) where v.k is not null;
  insert into private.human_check_volume as v (slot, calls) values (this_slot, 1)
  on conflict (slot) do update set calls = v.calls + 1;
  -- Busy: more than the setting in this 10-minute slot or the one before.
  select coalesce(max(v.calls), 0) into recent from private.human_check_volume v
   where v.slot >= this_slot - interval '10 minutes';
  return jsonb_build_object('allowed', true, 'busy', recent > s.busy_human_checks_per_10_minutes);
end;
$$;
revoke all on function public.human_check_gate(text) from public;
revoke all on function public.human_check_gate(text) from anon, authenticated;
grant execute on function public.human_check_gate(text) to service_role;

-- ---------------------------------------------------------------------------
-- Housekeeping: as before (20261128001100_erasure_by_inbox.sql), and the records above.
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
  delete from private.network_lead_counts where day < private.utc_today();
  delete from private.daily_send_counts where day < private.utc_today() - 7;
  delete from private.human_check_volume where slot < now() - interval '1 hour';
  delete from private.human_checks where expires_at < now();
  perform private.purge_unconfirmed_newsletter();
  perform private.purge_expired_contacts();
  perform private.expire_rate_events();
  perform private.expire_erasure_records();
end;
$$;
