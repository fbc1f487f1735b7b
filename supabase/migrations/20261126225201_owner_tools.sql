-- The owner's tools on the data (`npm run contacts`), the same on the local database and on the
-- production project: functions of the public schema (the only one PostgREST exposes),
-- executable by service_role only, called through the REST API with the service-role key.
--
-- - public.owner_contacts(max_rows): the contact requests, those whose e-mail to the owner has
--   not gone out first, then newest first, each with the state of that e-mail.
-- - public.owner_lead_origins(since): where the requests since a moment came from (the report).
-- - public.owner_export(email): everything held about one address, as one JSON object: its
--   contact requests with their attribution, its newsletter subscription, the e-mails queued
--   and sent about it (the outbox jobs), its receipt-limit record and its anti-spam records.
-- - public.owner_erase(email): deletes all of that, keeps an erasure record without the address
--   (private.erasures: when, how many rows of each kind, a salted SHA-256 of the address), and
--   returns what it removed.
--
-- An address is compared in lower case without surrounding spaces. Anti-spam records hold no
-- address (a hash of the network address); those of a request are found by its moment: the
-- request and its record are written in one transaction, so both carry the same now().

-- Who erased what, without the address. The salted hash lets the owner check later whether a
-- given address was erased (see README, "Privacy requests"), and nothing more.
create table private.erasures (
  id bigint generated always as identity primary key,
  erased_at timestamptz not null default now(),
  address_sha256 text not null,
  salt text not null,
  removed jsonb not null
);
revoke all on table private.erasures from public;
revoke all on table private.erasures from anon, authenticated;
grant select on table private.erasures to service_role;

create function private.normalize_address(email text) returns text
language sql
immutable
set search_path = ''
as $$
  select lower(btrim(coalesce(email, '')));
$$;
revoke all on function private.normalize_address(text) from public;

-- The address an outbox job is about: a request's (lead, receipt, alert) or a subscriber's.
create function private.job_address(payload jsonb) returns text
language sql
immutable
set search_path = ''
as $$
  select private.normalize_address(coalesce(payload -> 'contact' ->> 'email', payload ->> 'email'));
$$;
revoke all on function private.job_address(jsonb) from public;

-- The address a tool was given, normalised, or an error when it is not one.
create function private.requested_address(email text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address text := private.normalize_address(email);
begin
  if address !~ '^[^@\s]+@[^@\s]+$' then
    raise exception using errcode = '22023', message = format('%L is not an e-mail address', email);
  end if;
  return address;
end;
$$;
revoke all on function private.requested_address(text) from public;

-- The anti-spam records written by the requests of an address (same action, same moment).
create function private.rate_events_of(address text) returns setof private.rate_events
language sql
stable
set search_path = ''
as $$
  select e.* from private.rate_events e
   where (e.action = 'contact' and e.created_at in (
           select c.created_at from public.contacts c where private.normalize_address(c.email) = address))
      or (e.action = 'newsletter' and e.created_at in (
           select t from public.newsletter_subscribers s, unnest(array[s.created_at, s.confirmation_sent_at]) t
            where private.normalize_address(s.email) = address));
$$;
revoke all on function private.rate_events_of(text) from public;

create function public.owner_contacts(max_rows integer default null) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with listed as (
    select to_jsonb(c) || jsonb_build_object('notification', case when j.id is null then null else
             jsonb_build_object('status', j.status, 'attempts', j.attempts, 'last_error', j.last_error) end) as entry,
           row_number() over (order by (j.status is not null and j.status <> 'sent') desc, c.created_at desc, c.id) as place
      from public.contacts c
      left join lateral (
        select id, status, attempts, last_error from private.notification_jobs
         where kind = 'contact_notification' and payload -> 'contact' ->> 'id' = c.id::text
         order by id desc limit 1
      ) j on true
  )
  select coalesce(jsonb_agg(l.entry order by l.place), '[]'::jsonb)
    from listed l
   where max_rows is null or l.place <= max_rows;
$$;

create function public.owner_lead_origins(since timestamptz) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'created_at', c.created_at, 'utm_source', c.utm_source, 'referrer', c.referrer,
           'landing_page', c.landing_page) order by c.created_at), '[]'::jsonb)
    from public.contacts c
   where c.created_at >= since;
$$;

create function public.owner_export(email text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  address text := private.requested_address(owner_export.email);
begin
  return jsonb_build_object(
    'address', address,
    'exported_at', now(),
    'contact_requests', (
      select coalesce(jsonb_agg(to_jsonb(c) order by c.created_at), '[]'::jsonb)
        from public.contacts c where private.normalize_address(c.email) = address),
    -- The link tokens are left out: they are keys to the subscription, not facts about anyone.
    'newsletter', (
      select to_jsonb(s) - 'confirm_token' - 'unsubscribe_token' || jsonb_build_object('subscribed', s.confirmed_at is not null)
        from public.newsletter_subscribers s where private.normalize_address(s.email) = address),
    'emails', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'id', j.id, 'kind', j.kind, 'status', j.status, 'queued_at', j.created_at, 'sent_at', j.sent_at,
               'failed_at', j.failed_at, 'attempts', j.attempts, 'last_error', j.last_error,
               'chat_posted_at', j.chat_posted_at,
               'content', j.payload - 'confirm_token' - 'unsubscribe_token') order by j.id), '[]'::jsonb)
        from private.notification_jobs j where private.job_address(j.payload) = address),
    'receipt_limit', (
      select jsonb_build_object('last_receipt_queued_at', r.last_queued_at)
        from private.contact_receipt_recipients r where r.address_key = private.receipt_address_key(address)),
    'anti_spam_records', (
      select coalesce(jsonb_agg(jsonb_build_object('action', e.action, 'created_at', e.created_at,
               'network_address_sha256', e.client_key) order by e.created_at), '[]'::jsonb)
        from private.rate_events_of(address) e));
end;
$$;

create function public.owner_erase(email text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  address text := private.requested_address(owner_erase.email);
  salt text := gen_random_uuid()::text;
  jobs jsonb;
  removed jsonb;
  erasure bigint;
  spam integer;
  requests integer;
  subscriptions integer;
  receipt_records integer;
begin
  -- Found through the requests' moments, so before the requests go.
  with gone as (
    delete from private.rate_events e using private.rate_events_of(address) o
     where e.action = o.action and e.client_key = o.client_key and e.created_at = o.created_at
    returning 1
  )
  select count(*) into spam from gone;

  with gone as (
    delete from private.notification_jobs j
     where private.job_address(j.payload) = address
        or j.payload -> 'contact' ->> 'id' in (
             select c.id::text from public.contacts c where private.normalize_address(c.email) = address)
    returning j.id, j.kind, j.created_at
  )
  select jsonb_agg(jsonb_build_object('id', g.id, 'kind', g.kind, 'created_at', g.created_at) order by g.id)
    into jobs from gone g;
  jobs := coalesce(jobs, '[]'::jsonb);

  delete from public.contacts c where private.normalize_address(c.email) = address;
  get diagnostics requests = row_count;
  delete from public.newsletter_subscribers s where private.normalize_address(s.email) = address;
  get diagnostics subscriptions = row_count;
  delete from private.contact_receipt_recipients r where r.address_key = private.receipt_address_key(address);
  get diagnostics receipt_records = row_count;

  removed := jsonb_build_object(
    'contact_requests', requests,
    'lead_emails', (select count(*) from jsonb_array_elements(jobs) x where x ->> 'kind' = 'contact_notification'),
    'receipts', (select count(*) from jsonb_array_elements(jobs) x where x ->> 'kind' = 'contact_receipt'),
    'lead_alerts', (select count(*) from jsonb_array_elements(jobs) x where x ->> 'kind' = 'lead_alert'),
    'newsletter_subscriptions', subscriptions,
    'newsletter_confirmations', (select count(*) from jsonb_array_elements(jobs) x where x ->> 'kind' = 'newsletter_confirmation'),
    'receipt_records', receipt_records,
    'anti_spam_records', spam);
  insert into private.erasures (address_sha256, salt, removed)
  values (encode(sha256(convert_to(salt || address, 'UTF8')), 'hex'), salt, removed)
  returning id into erasure;
  -- The jobs' ids and moments name the e-mails a local mailbox holds (npm run contacts removes those).
  return jsonb_build_object('erasure_id', erasure, 'erased_at', now(), 'removed', removed, 'jobs', jobs);
end;
$$;

revoke all on function public.owner_contacts(integer) from public;
revoke all on function public.owner_contacts(integer) from anon, authenticated;
grant execute on function public.owner_contacts(integer) to service_role;
revoke all on function public.owner_lead_origins(timestamptz) from public;
revoke all on function public.owner_lead_origins(timestamptz) from anon, authenticated;
grant execute on function public.owner_lead_origins(timestamptz) to service_role;
revoke all on function public.owner_export(text) from public;
revoke all on function public.owner_export(text) from anon, authenticated;
grant execute on function public.owner_export(text) to service_role;
revoke all on function public.owner_erase(text) from public;
revoke all on function public.owner_erase(text) from anon, authenticated;
grant execute on function public.owner_erase(text) to service_role;
