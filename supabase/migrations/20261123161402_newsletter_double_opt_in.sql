-- Newsletter sign-ups with double opt-in, through functions only.
--
-- A visitor no longer inserts into newsletter_subscribers: an insert reveals too much (with
-- PostgREST's `Prefer: count=exact` it reported 1 for a new address and 0 for a known one).
-- public.subscribe_newsletter(email) returns nothing whatever the address's state, takes one
-- address per call, is rate-limited per client, and sends a confirmation e-mail through the
-- outbox. Only a confirmed address is on the list; an unconfirmed one is removed after
-- private.newsletter_confirm_window(). Every newsletter e-mail carries an unsubscribe link.

-- How long a confirmation link stays valid; unconfirmed addresses are deleted after it.
create function private.newsletter_confirm_window() returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '48 hours';
$$;

-- A secret for a link: 244 random bits (two version-4 UUIDs) as 64 hex digits.
-- gen_random_uuid() is core PostgreSQL; pgcrypto's gen_random_bytes() is an extension.
create function private.new_link_token() returns text
language sql
volatile
set search_path = ''
as $$
  select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
$$;

alter table public.newsletter_subscribers
  add column confirmed_at timestamptz,
  -- The secrets of the confirm and unsubscribe links. Readable by service_role only: the owner's
  -- newsletter tool needs the unsubscribe token for every mail it sends.
  add column confirm_token text,
  add column unsubscribe_token text,
  add column confirmation_sent_at timestamptz,
  add constraint newsletter_subscribers_email_plain_text
    check (email !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029<>]');

-- Sign-ups stored before double opt-in never confirmed: treat them as new ones (tokens, a
-- confirmation e-mail each, removal if unconfirmed in time).
update public.newsletter_subscribers
   set confirm_token = private.new_link_token(),
       unsubscribe_token = private.new_link_token(),
       confirmation_sent_at = now();

alter table public.newsletter_subscribers
  alter column confirm_token set not null,
  alter column unsubscribe_token set not null,
  alter column confirmation_sent_at set not null;

create unique index newsletter_subscribers_confirm_token_key on public.newsletter_subscribers (confirm_token);
create unique index newsletter_subscribers_unsubscribe_token_key on public.newsletter_subscribers (unsubscribe_token);
create index newsletter_subscribers_unconfirmed on public.newsletter_subscribers (confirmation_sent_at)
  where confirmed_at is null;

-- No direct writes by visitors any more (the REVOKE on the table also removes the column
-- grant on email).
drop policy newsletter_subscribers_insert_visitors on public.newsletter_subscribers;
revoke all on table public.newsletter_subscribers from anon, authenticated;
drop trigger newsletter_skip_duplicates on public.newsletter_subscribers;
drop function private.newsletter_skip_duplicates();

create function private.enqueue_newsletter_confirmation(subscriber public.newsletter_subscribers) returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.notification_jobs (kind, payload)
  values ('newsletter_confirmation', jsonb_build_object(
    'email', subscriber.email,
    'confirm_token', subscriber.confirm_token,
    'unsubscribe_token', subscriber.unsubscribe_token));
$$;

select private.enqueue_newsletter_confirmation(s) from public.newsletter_subscribers s;

create function private.purge_unconfirmed_newsletter() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from public.newsletter_subscribers
   where confirmed_at is null
     and confirmation_sent_at < now() - private.newsletter_confirm_window();
  get diagnostics removed = row_count;
  return removed;
end;
$$;

-- Housekeeping runs with every claim of the sender (every minute at most): unconfirmed
-- addresses disappear without a scheduler.
create or replace function private.outbox_housekeeping() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.notification_jobs
   where status = 'sent' and sent_at < now() - interval '30 days';
  perform private.purge_unconfirmed_newsletter();
end;
$$;

-- Signs an address up, or does nothing, and says the same in every case: a new address gets a
-- confirmation e-mail; an unconfirmed one gets a new confirmation e-mail at most once an hour;
-- a confirmed one gets nothing. One address per call (the parameter is a single text), at most
-- 5 calls per client per hour. An invalid address fails with the table's CHECK constraint,
-- which says nothing about anyone's subscription.
create function public.subscribe_newsletter(email text) returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  address text := subscribe_newsletter.email;
  subscriber public.newsletter_subscribers;
begin
  perform private.enforce_rate_limit('newsletter', 5, 'newsletter sign-ups');
  perform private.purge_unconfirmed_newsletter();

  -- Serialise sign-ups of one address so that two at once cannot both see it absent.
  perform pg_advisory_xact_lock(hashtext('newsletter_subscribers:' || lower(coalesce(address, ''))));

  select * into subscriber from public.newsletter_subscribers s where lower(s.email) = lower(address);
  if not found then
    insert into public.newsletter_subscribers (email, confirm_token, unsubscribe_token, confirmation_sent_at)
    values (address, private.new_link_token(), private.new_link_token(), now())
    returning * into subscriber;
    perform private.enqueue_newsletter_confirmation(subscriber);
  elsif subscriber.confirmed_at is null and subscriber.confirmation_sent_at < now() - interval '1 hour' then
    update public.newsletter_subscribers s
       set confirm_token = private.new_link_token(), confirmation_sent_at = now()
     where s.id = subscriber.id
    returning * into subscriber;
    perform private.enqueue_newsletter_confirmation(subscriber);
  end if;
end;
$$;

-- Confirms the subscription of the confirm link's token. true: the address is (now, or
-- already) confirmed; false: no such token, or the link expired.
create function public.confirm_newsletter_subscription(token text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  update public.newsletter_subscribers s
     set confirmed_at = coalesce(s.confirmed_at, now())
   where s.confirm_token = confirm_newsletter_subscription.token
     and (s.confirmed_at is not null
          or s.confirmation_sent_at >= now() - private.newsletter_confirm_window());
  return found;
end;
$$;

-- Removes the address of the unsubscribe link's token from the list entirely, with any
-- confirmation e-mail still waiting to be sent. true: removed; false: no such token (a link
-- used before, or mistyped).
create function public.unsubscribe_newsletter(token text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  delete from private.notification_jobs j
   where j.kind = 'newsletter_confirmation'
     and j.status = 'pending'
     and j.payload ->> 'unsubscribe_token' = unsubscribe_newsletter.token;
  delete from public.newsletter_subscribers s where s.unsubscribe_token = unsubscribe_newsletter.token;
  return found;
end;
$$;

revoke all on function private.newsletter_confirm_window() from public;
revoke all on function private.new_link_token() from public;
revoke all on function private.enqueue_newsletter_confirmation(public.newsletter_subscribers) from public;
revoke all on function private.enqueue_newsletter_confirmation(public.newsletter_subscribers) from anon, authenticated;
revoke all on function private.purge_unconfirmed_newsletter() from public;
revoke all on function private.purge_unconfirmed_newsletter() from anon, authenticated;

-- The three entry points for visitors: explicit grants, nothing from defaults.
revoke all on function public.subscribe_newsletter(text) from public;
revoke all on function public.confirm_newsletter_subscription(text) from public;
revoke all on function public.unsubscribe_newsletter(text) from public;
grant execute on function public.subscribe_newsletter(text) to anon, authenticated, service_role;
grant execute on function public.confirm_newsletter_subscription(text) to anon, authenticated, service_role;
grant execute on function public.unsubscribe_newsletter(text) to anon, authenticated, service_role;

comment on table public.newsletter_subscribers is
  'Newsletter sign-ups. Visitors use subscribe_newsletter / confirm_newsletter_subscription / unsubscribe_newsletter; only rows with confirmed_at are subscribed. Read with service_role.';
