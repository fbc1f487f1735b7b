-- Experiments on landing pages (issue 55): which version of a page a visitor saw, counted in the
-- site's own database.
--
-- - Views: the page's script calls public.count_experiment_view(experiment, variant) once per
--   page view of a page that runs an experiment. It adds one to that day's counter (UTC day) for
--   the experiment and variant, in private.experiment_views: day, experiment, variant, views,
--   nothing else (no address, no identifier, nothing of the visitor). Visitors may call the
--   function and nothing more: it returns nothing, and the counters are in the private schema,
--   which visitors cannot reach.
-- - Names are checked as the content's are: an experiment is a slug of at most 60 characters,
--   a variant one of the letters a, b, c. Anything else is refused (22023), so no one can fill
--   the table with names of their own making.
-- - A flood is refused per client and per network (an IPv4 /24 or an IPv6 /48, as the form's
--   limits, 20261202142000_flood_limits.sql): at most experiment_views_per_address_per_hour and
--   experiment_views_per_network_per_hour views an hour (UTC clock hour), past which the call is
--   refused with PT429 (HTTP 429) and counts nothing. The clients are counted in
--   private.experiment_view_limits by the same SHA-256 keys as private.rate_events, one row per
--   client and hour (a view costs one upsert, not a row), and each row is removed once its hour
--   is over (by the next view, and every minute by private.expire_rate_events): the privacy
--   policy's "up to one hour" for anti-spam records holds for them too.
-- - Leads: the contact form sends the experiment and variant the visitor saw (contacts.experiment,
--   contacts.experiment_variant, both or neither), held to the same rules. Conversions are the
--   leads of each variant.
-- - The daily counters are kept 13 months (the privacy policy's figure), by the housekeeping.
-- - The owner's report reads both through public.owner_experiment_counts and
--   public.owner_lead_origins (service_role only).
--
-- Runs unchanged on Supabase, native PostgreSQL 15 and PGlite.

-- ---------------------------------------------------------------------------
-- The settings.

alter table private.outbox_settings
  add column experiment_views_per_address_per_hour integer not null default 120,
  add column experiment_views_per_network_per_hour integer not null default 1000,
  add constraint outbox_settings_experiment_view_limits check (
    experiment_views_per_address_per_hour between 1 and 1000000
    and experiment_views_per_network_per_hour between 1 and 10000000);

comment on column private.outbox_settings.experiment_views_per_address_per_hour is
  'Experiment page views counted an hour from one client address (count_experiment_view); more are refused.';
comment on column private.outbox_settings.experiment_views_per_network_per_hour is
  'Experiment page views counted an hour from one network (an IPv4 /24 or an IPv6 /48); more are refused.';

-- As before (20261202142000_flood_limits.sql), and the two limits of the view counter.
create or replace function public.apply_site_limits(limits jsonb) returns void
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
    busy_human_checks_per_10_minutes = coalesce((limits ->> 'busyHumanChecksPer10Minutes')::integer, s.busy_human_checks_per_10_minutes),
    experiment_views_per_address_per_hour = coalesce((limits ->> 'experimentViewsPerAddressPerHour')::integer, s.experiment_views_per_address_per_hour),
    experiment_views_per_network_per_hour = coalesce((limits ->> 'experimentViewsPerNetworkPerHour')::integer, s.experiment_views_per_network_per_hour);
end;
$$;
revoke all on function public.apply_site_limits(jsonb) from public;
revoke all on function public.apply_site_limits(jsonb) from anon, authenticated;
grant execute on function public.apply_site_limits(jsonb) to service_role;

-- ---------------------------------------------------------------------------
-- The counters.

create table private.experiment_views (
  day date not null,
  -- As the content's schema names them (src/lib/experiment-rules.ts says the same).
  experiment text not null check (experiment ~ '^[a-z0-9][a-z0-9-]{0,59}$'),
  variant text not null check (variant in ('a', 'b', 'c')),
  views bigint not null default 0 check (views >= 0),
  primary key (day, experiment, variant)
);
comment on table private.experiment_views is
  'Page views of each experiment''s variant per UTC day (count_experiment_view). No address, no identifier: counts only.';
alter table private.experiment_views enable row level security;
revoke all on table private.experiment_views from public;
revoke all on table private.experiment_views from anon, authenticated;
grant select on table private.experiment_views to service_role;

-- Views an hour per client and per network (hashed as in private.rate_events), for the limits.
create table private.experiment_view_limits (
  hour timestamptz not null,
  client_key text not null,
  views integer not null default 0,
  primary key (hour, client_key)
);
create index experiment_view_limits_hour on private.experiment_view_limits (hour);
alter table private.experiment_view_limits enable row level security;
revoke all on table private.experiment_view_limits from public;
revoke all on table private.experiment_view_limits from anon, authenticated;

-- One view of a variant: refused when a name is not one, or when this client or its network
-- used up its views this hour; otherwise today's counter goes up by one. A call without request
-- headers (the owner's SQL, the tests' seeding) is not limited, as for the form.
create function public.count_experiment_view(experiment text, variant text) returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  s private.outbox_settings;
  address text := private.client_address();
  this_hour timestamptz := date_trunc('hour', now(), 'UTC');
  bucket text;
  allowed integer;
  what text;
  seen integer;
begin
  if experiment is null or experiment !~ '^[a-z0-9][a-z0-9-]{0,59}$'
     or variant is null or variant not in ('a', 'b', 'c') then
    raise exception using
      errcode = '22023',
      message = 'Not an experiment and variant of this site.',
      hint = 'An experiment is named by lowercase letters, digits and hyphens (at most 60); a variant is a, b or c.';
  end if;
  if address is not null then
    select * into s from private.outbox_settings;
    -- Hours that are over count nothing any more: their records go (the policy's hour).
    delete from private.experiment_view_limits l where l.hour < this_hour;
    for bucket, allowed, what in
      select v.k, v.n, v.w from (values
        (private.client_key(address), s.experiment_views_per_address_per_hour, 'address'),
        (private.client_network_key(address), s.experiment_views_per_network_per_hour, 'network')) as v(k, n, w)
       where v.k is not null
    loop
      insert into private.experiment_view_limits as l (hour, client_key, views) values (this_hour, bucket, 1)
      on conflict on constraint experiment_view_limits_pkey do update set views = l.views + 1
      returning l.views into seen;
      if seen > allowed then
        -- The exception undoes this call's increments: a refused view counts nowhere.
        raise exception using
          errcode = 'PT429',
          message = format('Too many page views from this %s.', what),
          hint = format('At most %s views an hour are counted from one %s.', allowed,
                        case what when 'network' then 'network (an IPv4 /24 or an IPv6 /48)' else what end);
      end if;
    end loop;
  end if;
  insert into private.experiment_views as e (day, experiment, variant, views)
  values (private.utc_today(), experiment, variant, 1)
  on conflict on constraint experiment_views_pkey do update set views = e.views + 1;
end;
$$;
revoke all on function public.count_experiment_view(text, text) from public;
grant execute on function public.count_experiment_view(text, text) to anon, authenticated, service_role;

-- Anti-spam records past their hour, as before (20261126225200_retention.sql), and the views'.
create or replace function private.expire_rate_events() returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.rate_events where created_at < now() - interval '1 hour';
  delete from private.experiment_view_limits where hour < date_trunc('hour', now(), 'UTC');
$$;

-- The housekeeping as before (20261202142000_flood_limits.sql), and the view counters after the
-- privacy policy's period ("Counts of page versions: up to 13 months"; they hold nothing about
-- anyone, and the report looks back 12 weeks).
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
  delete from private.experiment_views where day < private.utc_today() - interval '13 months';
  perform private.purge_unconfirmed_newsletter();
  perform private.purge_expired_contacts();
  perform private.expire_rate_events();
  perform private.expire_erasure_records();
end;
$$;

-- ---------------------------------------------------------------------------
-- The lead's variant.

alter table public.contacts
  add column experiment text,
  add column experiment_variant text;

comment on column public.contacts.experiment is 'The experiment of the page the form was sent from, if it ran one.';
comment on column public.contacts.experiment_variant is 'The variant (a, b or c) of that experiment the visitor saw.';

alter table public.contacts
  add constraint contacts_experiment_format check (experiment ~ '^[a-z0-9][a-z0-9-]{0,59}$'),
  add constraint contacts_experiment_variant_format check (experiment_variant in ('a', 'b', 'c')),
  add constraint contacts_experiment_both check ((experiment is null) = (experiment_variant is null));

grant insert (experiment, experiment_variant) on table public.contacts to anon, authenticated;

-- ---------------------------------------------------------------------------
-- The owner's report.

-- As before (20261128000100_human_check.sql), with each request's experiment and variant.
create or replace function public.owner_lead_origins(since timestamptz) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'created_at', c.created_at, 'utm_source', c.utm_source, 'referrer', c.referrer,
           'landing_page', c.landing_page, 'check_status', c.check_status,
           'experiment', c.experiment, 'experiment_variant', c.experiment_variant) order by c.created_at), '[]'::jsonb)
    from public.contacts c
   where c.created_at >= since;
$$;

-- The view counters from a day on (UTC days), for the report.
create function public.owner_experiment_counts(since date) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'day', e.day, 'experiment', e.experiment, 'variant', e.variant, 'views', e.views)
           order by e.day, e.experiment, e.variant), '[]'::jsonb)
    from private.experiment_views e
   where e.day >= since;
$$;
revoke all on function public.owner_experiment_counts(date) from public;
revoke all on function public.owner_experiment_counts(date) from anon, authenticated;
grant execute on function public.owner_experiment_counts(date) to service_role;
