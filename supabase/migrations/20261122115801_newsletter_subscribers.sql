-- Newsletter sign-ups from the footer box.
--
-- Same access model as public.contacts: anonymous visitors may add an
-- address and nothing else. Signing up twice must succeed quietly: an error
-- such as "already subscribed" would let anyone test whether an address is
-- on the list.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  created_at timestamptz not null default now(),

  -- The same loose shape as contacts.email; it also rules out a blank address.
  constraint newsletter_subscribers_email_length check (char_length(email) <= 254),
  constraint newsletter_subscribers_email_format check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')
);

-- One row per address whatever its case. An expression index on lower()
-- rather than citext, which is an extension not available everywhere this
-- runs (PGlite ships it separately).
create unique index newsletter_subscribers_email_lower_key
  on public.newsletter_subscribers (lower(email));

comment on table public.newsletter_subscribers is
  'Newsletter sign-ups from the website. Anonymous visitors may insert only; read with service_role.';

alter table public.newsletter_subscribers enable row level security;
revoke all on table public.newsletter_subscribers from public;
revoke all on table public.newsletter_subscribers from anon, authenticated;
grant insert (email) on table public.newsletter_subscribers to anon, authenticated;
grant all on table public.newsletter_subscribers to service_role;

-- As for contacts: field rules live in the named CHECK constraints (policies
-- run first and would mask them); the policy keeps created_at server-stamped.
create policy newsletter_subscribers_insert_visitors on public.newsletter_subscribers
  for insert to anon, authenticated
  with check (created_at = now());

-- Drops a repeated sign-up instead of failing it. "insert ... on conflict do
-- nothing" would need the REST upsert path and read/update rights that
-- visitors must not have; a BEFORE trigger returning NULL turns the insert
-- into a no-op, so the REST layer answers 201 as for a new address.
-- SECURITY DEFINER because visitors cannot read the table to check.
create function private.newsletter_skip_duplicates() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Serialise sign-ups of one address so that two concurrent ones cannot
  -- both see "absent" (the second would then fail on the unique index).
  perform pg_advisory_xact_lock(hashtext('newsletter_subscribers:' || lower(new.email)));
  if exists (select 1 from public.newsletter_subscribers
              where lower(email) = lower(new.email)) then
    return null;
  end if;
  return new;
end;
$$;

revoke all on function private.newsletter_skip_duplicates() from public;
revoke all on function private.newsletter_skip_duplicates() from anon, authenticated;

create trigger newsletter_skip_duplicates
  before insert on public.newsletter_subscribers
  for each row execute function private.newsletter_skip_duplicates();
