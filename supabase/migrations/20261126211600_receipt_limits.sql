-- The visitor's receipt is for the person who wrote, not a relay to strangers.
--
-- Anyone can type any address into the contact form, so before this migration 20 requests from
-- 20 networks naming one stranger queued 20 receipts to that stranger, in the consultancy's
-- name. Bounces and complaints about such mail get a sending account suspended, and then no
-- lead reaches the owner either. From here on:
--
-- - At most one receipt per recipient address per 24 hours. The address is compared as the
--   inbox it reaches: lower case, without a "+tag", and for Gmail without dots (all of those
--   deliver to one inbox). Later requests from that address are stored and reach the owner as
--   always; only the receipt is left out.
-- - At most contact_receipts_per_day receipts a day (UTC) in all (one setting beside the
--   confirmations' cap in private.outbox_settings, default 50). Past it the request is stored
--   and e-mailed to the owner, and the visitor sees the same thank-you message.
-- - A receipt job carries only what the receipt shows: the first name and the address.
-- - Receipts are the lowest priority of the outbox: after alerts, leads and confirmations.
--
-- Runs unchanged on Supabase, native PostgreSQL 15 and PGlite.

-- ---------------------------------------------------------------------------
-- The setting and the counters.

alter table private.outbox_settings
  add column contact_receipts_per_day integer not null default 50,
  add constraint outbox_settings_receipt_cap check (contact_receipts_per_day between 0 and 100000);

comment on table private.outbox_settings is
  'One row. newsletter_confirmations_per_day: the daily cap on newsletter confirmation e-mails (default 50); contact_receipts_per_day: the daily cap on receipts to visitors (default 50). Both keep the e-mail quota for leads.';

-- Receipts queued per UTC day: a counter, as for confirmations, because jobs are deleted and
-- the quota they used is not given back.
create table private.contact_receipt_counts (
  day date primary key,
  queued integer not null default 0
);
revoke all on table private.contact_receipt_counts from public;
revoke all on table private.contact_receipt_counts from anon, authenticated;
grant select on table private.contact_receipt_counts to service_role;

-- When each inbox was last sent a receipt. Keyed by a SHA-256 of the normalised address, not
-- the address: only equality matters here. Rows older than a day are purged by the
-- housekeeping, so this remembers no one for long.
create table private.contact_receipt_recipients (
  address_key text primary key,
  last_queued_at timestamptz not null
);
revoke all on table private.contact_receipt_recipients from public;
revoke all on table private.contact_receipt_recipients from anon, authenticated;

-- The inbox an address reaches, hashed: lower case; the "+tag" of a subaddress dropped (most
-- providers deliver a+x@ to a@); dots of a Gmail local part dropped (Gmail ignores them) and
-- googlemail.com read as gmail.com. Without this, one stranger's inbox could be named in many
-- spellings, each getting a receipt of its own.
create function private.receipt_address_key(email text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(email, '')));
  local_part text := split_part(split_part(address, '@', 1), '+', 1);
  domain text := split_part(address, '@', 2);
begin
  if domain in ('gmail.com', 'googlemail.com') then
    local_part := replace(local_part, '.', '');
    domain := 'gmail.com';
  end if;
  return encode(sha256(convert_to(local_part || '@' || domain, 'UTF8')), 'hex');
end;
$$;
revoke all on function private.receipt_address_key(text) from public;

-- ---------------------------------------------------------------------------
-- Queuing a receipt.

-- Queues the receipt of a stored request, if today's cap and the address's last receipt allow
-- it; true when one was queued. Today's counter row is locked first, so two requests at once
-- can neither both take the last place of the day nor both pass the per-address check.
create function private.enqueue_contact_receipt(contact public.contacts, lead_job bigint) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap integer;
  queued_today integer;
  recorded integer;
begin
  insert into private.contact_receipt_counts (day) values (private.utc_today())
  on conflict (day) do nothing;
  select d.queued into queued_today from private.contact_receipt_counts d
   where d.day = private.utc_today() for update;
  select s.contact_receipts_per_day into cap from private.outbox_settings s;
  if queued_today >= cap then
    return false;
  end if;

  insert into private.contact_receipt_recipients as r (address_key, last_queued_at)
  values (private.receipt_address_key(contact.email), now())
  on conflict (address_key) do update set last_queued_at = excluded.last_queued_at
   where r.last_queued_at <= now() - interval '24 hours';
  get diagnostics recorded = row_count;
  if recorded = 0 then
    return false; -- this inbox had a receipt within the last 24 hours
  end if;

  update private.contact_receipt_counts set queued = queued + 1 where day = private.utc_today();
  -- The receipt echoes the first name only: nothing else a visitor typed goes to the address.
  insert into private.notification_jobs (kind, payload)
  values ('contact_receipt', jsonb_build_object(
    'lead_job_id', lead_job,
    'contact', jsonb_build_object('id', contact.id, 'first_name', contact.first_name, 'email', contact.email)));
  return true;
end;
$$;
revoke all on function private.enqueue_contact_receipt(public.contacts, bigint) from public;
revoke all on function private.enqueue_contact_receipt(public.contacts, bigint) from anon, authenticated;

-- As before: the owner's e-mail for every stored request; the receipt for a visitor's request
-- (one that came through the REST layer), within the limits above.
create or replace function private.contacts_enqueue_notification() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_job bigint;
begin
  insert into private.notification_jobs (kind, payload)
  values ('contact_notification', jsonb_build_object('contact', to_jsonb(new)))
  returning id into lead_job;
  if private.client_address() is not null then
    perform private.enqueue_contact_receipt(new, lead_job);
  end if;
  return null;
end;
$$;

-- Alerts, leads, confirmations, receipts: a receipt is a courtesy, everything else matters more.
create or replace function private.notification_priority(kind text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'lead_alert' then 0
    when 'contact_notification' then 1
    when 'newsletter_confirmation' then 2
    else 3
  end;
$$;

-- ---------------------------------------------------------------------------
-- Housekeeping: as before, and the receipt counters and recipients are forgotten once they no
-- longer decide anything.
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
  perform private.purge_unconfirmed_newsletter();
end;
$$;
