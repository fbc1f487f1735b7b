-- Limits that hold per network, not per address, and names that cannot reorder what a reader
-- sees.
--
-- 1. An IPv6 site usually receives a /48 (65,536 /64 networks): a client that may pick its
--    address there would otherwise get 65,536 quotas. IPv6 clients are now counted per /64 and
--    per /48 (twice one subscriber's quota: at most 10 contact requests an hour from one /48).
-- 2. A client header that is not an IP address (garbage, a name, a list) used to be a bucket of
--    its own, so each new value was a fresh quota. Every such value now shares one 'unknown'
--    bucket.
-- 3. The Unicode bidirectional embedding, override and isolate characters (U+202A-U+202E,
--    U+2066-U+2069) make a name or an address display in another order than it is written
--    ("moc.elpmaxe@..."): they are refused in the fields that reach e-mail headers and chat.
--
-- Runs unchanged on Supabase, native PostgreSQL 15 and PGlite: no extensions.

-- ---------------------------------------------------------------------------
-- Who the client is.

-- The address a client header names, or null when it names none (garbage, a name, a list).
create function private.parse_client_address(address text) returns inet
language plpgsql
immutable
set search_path = ''
as $$
begin
  return address::inet;
exception when others then
  return null;
end;
$$;

-- The /64 of an IPv6 client, the IPv4 address of an IPv4 (or IPv4-mapped) client, or 'unknown'
-- for anything that does not parse as an address. Hashed, as before.
create or replace function private.client_key(address text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet := private.parse_client_address(address);
  bucket text := 'unknown';
begin
  if family(parsed) = 4 then
    bucket := host(parsed);
  elsif parsed << '::ffff:0.0.0.0/96'::inet then
    bucket := host(('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet)));
  elsif parsed is not null then
    bucket := host(network(set_masklen(parsed, 64))) || '/64';
  end if;
  return encode(sha256(convert_to(bucket, 'UTF8')), 'hex');
end;
$$;

-- The /48 an IPv6 client belongs to (one site), hashed; null for every other client.
create function private.client_network_key(address text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet := private.parse_client_address(address);
begin
  if parsed is null or family(parsed) = 4 or parsed << '::ffff:0.0.0.0/96'::inet then
    return null;
  end if;
  return encode(sha256(convert_to(host(network(set_masklen(parsed, 48))) || '/48', 'UTF8')), 'hex');
end;
$$;

revoke all on function private.parse_client_address(text) from public;
revoke all on function private.client_network_key(text) from public;
grant execute on function private.client_network_key(text) to service_role;

-- ---------------------------------------------------------------------------
-- The rate limit, per client and per network.

-- Records one `limited_action` by the current client, or refuses it (PT429, HTTP 429) when the
-- client has reached `max_per_client` this hour, or its IPv6 /48 has reached `max_per_network`.
-- Each accepted action is recorded under both keys, in the caller's transaction.
create function private.enforce_rate_limit(
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

  -- Serialise the requests that share a quota: everything of one /48 when there is one (it
  -- covers its /64s), else the client; two parallel requests cannot then both count max - 1.
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
                      case what when 'network' then 'IPv6 /48 network' else what end);
    end if;
  end loop;

  insert into private.rate_events (action, client_key)
  select limited_action, v.k from (values (key), (network)) as v(k) where v.k is not null;
end;
$$;

revoke all on function private.enforce_rate_limit(text, integer, integer, text) from public;
revoke all on function private.enforce_rate_limit(text, integer, integer, text) from anon, authenticated;

-- 5 contact requests an hour per client, 10 per IPv6 /48.
create or replace function private.contacts_rate_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enforce_rate_limit('contact', 5, 10, 'contact requests');
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- No bidirectional controls in names and e-mail addresses.
--
-- The rule of each field grows in place (same constraint name), so the form keeps naming the
-- same field and message (src/lib/contact-rules.ts, CONTACT_FORBIDDEN holds the same set).
-- NOT VALID: rows stored before keep their text (the sender cleans headers anyway); every new
-- row is checked.
alter table public.contacts
  drop constraint contacts_first_name_plain_text,
  drop constraint contacts_last_name_plain_text,
  drop constraint contacts_email_plain_text;
alter table public.contacts
  add constraint contacts_first_name_plain_text
    check (first_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>]') not valid,
  add constraint contacts_last_name_plain_text
    check (last_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>]') not valid,
  add constraint contacts_email_plain_text
    check (email !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>]') not valid;

alter table public.newsletter_subscribers
  drop constraint newsletter_subscribers_email_plain_text;
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_plain_text
    check (email !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>]') not valid;
