-- Guards shared by every write a visitor can make: who the client is, a per-client rate limit
-- that answers HTTP 429, and CHECK constraints that keep control characters and markup out of
-- the short fields of a contact request.
--
-- Like every migration here it runs unchanged on Supabase, on native PostgreSQL 15 and in
-- PGlite: no extensions, nothing newer than PostgreSQL 14.

-- ---------------------------------------------------------------------------
-- Who the client is.

-- The client address the REST layer reports, 'unknown' when it reports none that is usable,
-- and null when there are no request headers at all: a direct SQL session (the owner's
-- tooling, an import, a migration), which no limit applies to.
--
-- Which header to trust: on Supabase, Cloudflare sets cf-connecting-ip and overwrites any
-- value the client sent (README: how to check that on the live project). X-Forwarded-For is
-- only a fallback: a client can send its own and proxies append to it.
create function private.client_address() returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers json;
  address text;
begin
  -- PGlite and PostgreSQL give '' (not null) once any transaction has set the value.
  if nullif(current_setting('request.headers', true), '') is null then
    return null;
  end if;
  -- Parsing must never fail a legitimate request: malformed JSON or odd header values fall
  -- back to the shared 'unknown' bucket.
  begin
    headers := current_setting('request.headers', true)::json;
    address := coalesce(
      nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
      nullif(btrim(headers ->> 'x-real-ip'), ''),
      nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), '')
    );
  exception when others then
    address := null;
  end;
  return left(coalesce(address, 'unknown'), 200);
end;
$$;

-- The key a client is counted under. One IPv6 subscriber usually gets a whole /64 network and
-- can pick any address in it, so IPv6 clients are counted by their /64; an IPv4-mapped IPv6
-- address (::ffff:a.b.c.d) is the IPv4 client it names. Anything that is not an address is
-- counted as written. Stored as a SHA-256 hash: the limit only compares keys, so raw
-- addresses stay out of the table (an unsalted hash of an IPv4 address can be brute-forced:
-- this is data minimisation, not anonymisation).
create function private.client_key(address text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet;
  bucket text := address;
begin
  begin
    parsed := address::inet;
  exception when others then
    parsed := null;
  end;
  if parsed is not null then
    if family(parsed) = 4 then
      bucket := host(parsed);
    elsif parsed << '::ffff:0.0.0.0/96'::inet then
      bucket := host(('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet)));
    else
      bucket := host(network(set_masklen(parsed, 64))) || '/64';
    end if;
  end if;
  return encode(sha256(convert_to(coalesce(bucket, 'unknown'), 'UTF8')), 'hex');
end;
$$;

revoke all on function private.client_address() from public;
revoke all on function private.client_key(text) from public;
grant execute on function private.client_address() to service_role;
grant execute on function private.client_key(text) to service_role;

-- ---------------------------------------------------------------------------
-- The rate limit, one table for every limited action.

create table private.rate_events (
  action text not null,
  client_key text not null,
  created_at timestamptz not null default now()
);
create index rate_events_action_client_time on private.rate_events (action, client_key, created_at);
create index rate_events_time on private.rate_events (created_at);
revoke all on table private.rate_events from public;
revoke all on table private.rate_events from anon, authenticated;
grant select, delete on table private.rate_events to service_role;

-- Records one `limited_action` by the current client, or refuses it when the client has
-- reached `max_per_hour`. SQLSTATE PT429 is PostgREST's way to answer HTTP 429 Too Many
-- Requests, so browsers and tools see a rate limit, not a server error.
-- The event is written in the caller's transaction: a request refused by a constraint rolls it
-- back, so typos do not use up the quota.
create function private.enforce_rate_limit(limited_action text, max_per_hour integer, noun text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.client_address();
  key text;
begin
  if address is null then
    return;
  end if;
  key := private.client_key(address);

  -- Serialise concurrent requests of one client; otherwise two parallel requests could both
  -- count max - 1 and both pass.
  perform pg_advisory_xact_lock(hashtext('rate_limit:' || limited_action || ':' || key));

  -- Forget old events here instead of in a scheduled job: not every platform this runs on
  -- has a scheduler.
  delete from private.rate_events where created_at < now() - interval '1 hour';

  if (select count(*) from private.rate_events e
       where e.action = limited_action
         and e.client_key = key
         and e.created_at > now() - interval '1 hour') >= max_per_hour then
    raise exception using
      errcode = 'PT429',
      message = format('Too many %s from this address. Please try again later.', noun),
      hint = format('At most %s %s per hour are accepted from one address.', max_per_hour, noun);
  end if;

  insert into private.rate_events (action, client_key) values (limited_action, key);
end;
$$;

revoke all on function private.enforce_rate_limit(text, integer, text) from public;
revoke all on function private.enforce_rate_limit(text, integer, text) from anon, authenticated;

-- The contact limit moves onto the shared table: 5 accepted requests per client per hour.
create or replace function private.contacts_rate_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enforce_rate_limit('contact', 5, 'contact requests');
  return new;
end;
$$;

drop table private.contact_rate_events;

-- For the owner's check that the platform overwrites a forged client address (README): the
-- address this very request is counted under, as the rate limit sees it. service_role only.
create function public.request_client_address() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.client_address();
$$;

revoke all on function public.request_client_address() from public;
revoke all on function public.request_client_address() from anon, authenticated;
grant execute on function public.request_client_address() to service_role;

-- ---------------------------------------------------------------------------
-- No control characters and no markup in names and e-mail addresses.
--
-- These fields end up in e-mail headers (the lead notification's subject and Reply-To) and in
-- chat messages, where a line break or a '<' can change what a header or message says. The
-- form applies the same rule (src/lib/contact-rules.ts, CONTACT_FORBIDDEN); phone numbers are
-- already limited to digits, spaces and + ( ) - . by contacts_phone_format. Forbidden: the C0
-- and C1 control characters, DEL, the Unicode line and paragraph separators, and < >.
alter table public.contacts
  add constraint contacts_first_name_plain_text
    check (first_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029<>]'),
  add constraint contacts_last_name_plain_text
    check (last_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029<>]'),
  add constraint contacts_email_plain_text
    check (email !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029<>]');
