-- Contact requests sent by the public site's contact form.
--
-- The browser holds only the public anon key, so every rule here assumes the
-- caller may be hostile: anonymous callers can add a contact request and can
-- do nothing else (no reading back, no changing, no deleting). The owner reads
-- requests with service_role tooling (the Supabase dashboard, or
-- `npm run contacts` locally).
--
-- This file must run unchanged on Supabase, on a plain PostgreSQL 15 and in
-- PGlite, so it uses nothing newer than PostgreSQL 14 and no extensions. The
-- roles anon, authenticated and service_role are Supabase's; the local
-- bootstrap creates them before any migration runs.

-- A schema the REST layer does not expose (Supabase exposes `public` only):
-- the place for bookkeeping that visitors must never read or call.
create schema if not exists private;
revoke all on schema private from public;
revoke all on schema private from anon, authenticated;
grant usage on schema private to service_role;

create table public.contacts (
  -- The browser generates the id, so a retried submit whose first attempt
  -- did get through fails with a duplicate key instead of storing the
  -- request twice.
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text,
  message text not null,

  -- The same rules as the form, enforced again here because a visitor can
  -- post to the REST endpoint without the form. Each rule is a named
  -- constraint so that the error names the rule that failed. Postgres tests
  -- CHECK constraints in alphabetical order of name and reports the first
  -- failure, so the names are chosen to report the most telling rule.
  -- "Not blank" means "contains a non-whitespace character": btrim() alone
  -- would accept a value made of tabs or line breaks.
  constraint contacts_first_name_not_blank check (first_name ~ '\S'),
  constraint contacts_first_name_length check (char_length(first_name) <= 100),
  constraint contacts_last_name_not_blank check (last_name ~ '\S'),
  constraint contacts_last_name_length check (char_length(last_name) <= 100),
  constraint contacts_email_length check (char_length(email) <= 254),
  -- Deliberately loose, like the browser's type=email check: one @, no
  -- whitespace, a dot in the domain. Deliverability is not provable here.
  -- It also rules out a blank address.
  constraint contacts_email_format check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- The form sends null for an empty phone; '' or spaces would be a second
  -- spelling of "no phone" and make queries on the column ambiguous.
  constraint contacts_phone_not_blank check (phone is null or phone ~ '\S'),
  constraint contacts_phone_length check (char_length(phone) <= 32),
  constraint contacts_phone_format check (phone ~ '^[0-9 +().-]+$'),
  -- The shortest real numbers (local numbers without area code) have 7 digits.
  constraint contacts_phone_too_few_digits check (char_length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 7),
  -- 5000 characters is several screens of text; the cap keeps a bot from
  -- storing megabytes per request.
  constraint contacts_message_not_blank check (message ~ '\S'),
  constraint contacts_message_length check (char_length(message) <= 5000)
);

comment on table public.contacts is
  'Contact requests from the website. Anonymous visitors may insert only; read with service_role.';

-- Row-level security denies everything that no policy allows. On Supabase,
-- default privileges grant every new public table to anon and authenticated,
-- so start from nothing and grant back only the columns the form sends
-- (created_at stays server-stamped).
alter table public.contacts enable row level security;
revoke all on table public.contacts from public;
revoke all on table public.contacts from anon, authenticated;
grant insert (id, first_name, last_name, email, phone, message)
  on table public.contacts to anon, authenticated;
grant all on table public.contacts to service_role;

-- Field rules stay in the CHECK constraints above, not in this policy:
-- Postgres evaluates policies before constraints, and a policy failure is a
-- generic "violates row-level security policy", which would hide which field
-- was wrong. The policy repeats the one rule the column grant already
-- enforces (the server stamps created_at), so a later, broader grant cannot
-- let visitors backdate requests.
create policy contacts_insert_visitors on public.contacts
  for insert to anon, authenticated
  with check (created_at = now());

-- No SELECT, UPDATE or DELETE grant or policy for anon/authenticated: they
-- are refused with 42501. This also refuses INSERT ... RETURNING, which is
-- what `.insert().select()` sends, so the site must never read back.

-- Spam defence: at most 5 accepted contact requests per client address per
-- hour. The REST layer passes the request headers to Postgres as the setting
-- request.headers, so the rule holds for every caller, not only the form.
create table private.contact_rate_events (
  -- A SHA-256 hash of the client address: we only need to compare
  -- addresses, so raw addresses stay out of the table and out of casual
  -- view. (An unsalted hash of an IPv4 address can be brute-forced, so this
  -- is data minimisation, not anonymisation; rows older than an hour are
  -- deleted by the next contact request.)
  client_key text not null,
  created_at timestamptz not null default now()
);
create index contact_rate_events_client_time
  on private.contact_rate_events (client_key, created_at);
create index contact_rate_events_time
  on private.contact_rate_events (created_at);
revoke all on table private.contact_rate_events from public;
revoke all on table private.contact_rate_events from anon, authenticated;
grant select, delete on table private.contact_rate_events to service_role;

-- SECURITY DEFINER because the caller (anon) may neither read nor write the
-- events table; search_path = '' so that a caller cannot shadow a function or
-- table we use with one of their own.
create function private.contacts_rate_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The limit: accepted contact requests per client address per hour.
  max_per_hour constant integer := 5;
  headers json;
  client text;
begin
  -- No request headers at all means a direct SQL session (the owner's
  -- tooling, an import, a migration), not a visitor: no limit.
  if nullif(current_setting('request.headers', true), '') is null then
    return new;
  end if;

  -- Which address to trust: on Supabase, Cloudflare sets cf-connecting-ip
  -- and overwrites any value the client sent. X-Forwarded-For is only a
  -- fallback: a client can send its own, and proxies append to it, so its
  -- first element may be forged to dodge the limit.
  -- Parsing must never fail a legitimate request: malformed JSON or odd
  -- header values fall back to a shared 'unknown' bucket. Real REST requests
  -- always carry an address, so that bucket only catches misconfiguration.
  begin
    headers := current_setting('request.headers', true)::json;
    client := coalesce(
      nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
      nullif(btrim(headers ->> 'x-real-ip'), ''),
      nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), '')
    );
  exception when others then
    client := null;
  end;
  client := encode(sha256(convert_to(left(coalesce(client, 'unknown'), 200), 'UTF8')), 'hex');

  -- Serialise concurrent requests from one address; otherwise two parallel
  -- inserts could both count 4 and both pass.
  perform pg_advisory_xact_lock(hashtext('contacts_rate_limit:' || client));

  -- Forget old events here instead of in a scheduled job: there is no
  -- scheduler on every platform this runs on.
  delete from private.contact_rate_events
   where created_at < now() - interval '1 hour';

  if (select count(*) from private.contact_rate_events
       where client_key = client
         and created_at > now() - interval '1 hour') >= max_per_hour then
    -- A custom SQLSTATE so that clients can tell this apart from invalid
    -- input by the error code alone.
    raise exception using
      errcode = 'P0429',
      message = 'Too many contact requests from this address. Please try again later.',
      hint = 'At most 5 contact requests per hour are accepted from one address.';
  end if;

  -- Recorded in the same transaction as the insert: a request rejected by a
  -- constraint rolls back its event too, so typos do not use up the quota.
  insert into private.contact_rate_events (client_key) values (client);
  return new;
end;
$$;

revoke all on function private.contacts_rate_limit() from public;
revoke all on function private.contacts_rate_limit() from anon, authenticated;

create trigger contacts_rate_limit
  before insert on public.contacts
  for each row execute function private.contacts_rate_limit();
