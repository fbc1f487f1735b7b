-- Export and erasure find every stored spelling of an inbox, leave no copy behind a job that
-- fails at the same moment, and keep an erasure record that cannot be reversed by whoever reads
-- the table, for a stated period.
--
-- - Matching: private.inbox_address (20261128001000_inbox_folding.sql), the receipt's rule, so
--   `--erase alicesmith@gmail.com` also finds Alice.Smith+promo@googlemail.com and
--   alicesmith@gmail.com. Each tool answers the spellings it matched; `npm run contacts -- --erase`
--   lists them before it erases (public.owner_erase_preview).
-- - The race: a lead e-mail failing while its request is erased queues an alert carrying the
--   request (notification_jobs_alert_owner), in a transaction the erasure's first delete did not
--   see. The erasure now locks the outbox against writes first (a job failing at that moment
--   finishes before, and its alert is then seen and deleted), and deletes the address's jobs
--   once more at its end.
-- - The record: an HMAC-SHA-256 of the folded address with a key the database alone holds, the
--   Vault secret erasure_record_key (created on first use where Supabase Vault exists; elsewhere,
--   as locally on PGlite, a row of private.local_secrets that no API role may read). The table
--   of records is readable by the service role; a list of addresses tried against it proves
--   nothing without the key. Records made before this migration lose their salted SHA-256
--   (anyone could test addresses against it) and keep their date and counts.
-- - Records are kept erasure_record_retention_months (private.outbox_settings, default 36, the
--   figure of the privacy policy: tests/db/erasure.test.ts holds them together); the hourly
--   housekeeping deletes older ones.

-- ---------------------------------------------------------------------------
-- The key.

-- A stand-in for Supabase Vault where there is none (the local database, the native check).
create table private.local_secrets (
  name text primary key,
  secret text not null
);
revoke all on table private.local_secrets from public;
revoke all on table private.local_secrets from anon, authenticated, service_role;

-- The erasure records' key, made on first use: 64 hex digits from two random UUIDs' 244 bits.
create function private.erasure_record_key() returns bytea
language plpgsql
security definer
set search_path = ''
as $$
declare
  key text;
  fresh text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if to_regclass('vault.decrypted_secrets') is not null then
    execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into key using 'erasure_record_key';
    if key is null and to_regprocedure('vault.create_secret(text, text, text)') is not null then
      execute 'select vault.create_secret($1, $2, $3)'
        using fresh, 'erasure_record_key', 'HMAC key of private.erasures (npm run contacts -- --erase)';
      key := fresh;
    end if;
    if key is null then
      raise exception 'the Vault secret erasure_record_key is missing';
    end if;
  else
    insert into private.local_secrets (name, secret) values ('erasure_record_key', fresh) on conflict (name) do nothing;
    select s.secret into key from private.local_secrets s where s.name = 'erasure_record_key';
  end if;
  return convert_to(key, 'UTF8');
end;
$$;
revoke all on function private.erasure_record_key() from public;
revoke all on function private.erasure_record_key() from anon, authenticated, service_role;

-- HMAC-SHA-256 (RFC 2104) with the core sha256(); pgcrypto's hmac() is not on every engine.
create function private.hmac_sha256(key bytea, message bytea) returns text
language plpgsql
immutable strict
set search_path = ''
as $$
declare
  block bytea := case when length(key) > 64 then sha256(key) else key end;
  inner_pad bytea;
  outer_pad bytea;
begin
  block := block || decode(repeat('00', 64 - length(block)), 'hex');
  inner_pad := block;
  outer_pad := block;
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(block, i) # 54); -- 0x36
    outer_pad := set_byte(outer_pad, i, get_byte(block, i) # 92); -- 0x5c
  end loop;
  return encode(sha256(outer_pad || sha256(inner_pad || message)), 'hex');
end;
$$;
revoke all on function private.hmac_sha256(bytea, bytea) from public;

-- The record's fingerprint of an address: the HMAC of its inbox.
create function private.erasure_fingerprint(email text) returns text
  language sql stable security definer
  set search_path = ''
  return private.hmac_sha256(private.erasure_record_key(), convert_to(private.inbox_address(email), 'UTF8'));
revoke all on function private.erasure_fingerprint(text) from public;
revoke all on function private.erasure_fingerprint(text) from anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The records and their period.

alter table private.erasures drop column address_sha256, drop column salt, add column address_hmac text;
comment on column private.erasures.address_hmac is
  'HMAC-SHA-256 of the folded address with the key erasure_record_key (Vault); null for records made before 2026-11-28';

alter table private.outbox_settings
  add column erasure_record_retention_months integer not null default 36,
  add constraint outbox_settings_erasure_record_retention check (erasure_record_retention_months between 1 and 120);

comment on table private.outbox_settings is
  'One row. newsletter_confirmations_per_day: the daily cap on newsletter confirmation e-mails (default 50); contact_receipts_per_day: the daily cap on receipts to visitors (default 50), both keeping the e-mail quota for leads; contact_retention_months: how long contact requests are kept (default 24); erasure_record_retention_months: how long the note of an erasure is kept (default 36). The privacy policy states both periods: change it with them.';

create function private.expire_erasure_records() returns void
  language sql security definer
  set search_path = ''
  begin atomic
    delete from private.erasures
     where erased_at < now() - make_interval(months => (select s.erasure_record_retention_months from private.outbox_settings s));
  end;
revoke all on function private.expire_erasure_records() from public;
revoke all on function private.expire_erasure_records() from anon, authenticated;

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
  perform private.purge_expired_contacts();
  perform private.expire_rate_events();
  perform private.expire_erasure_records();
end;
$$;

-- Whether (and when) an address was erased: for the owner, who holds the service key.
create function public.owner_erasures(email text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('erasure_id', e.id, 'erased_at', e.erased_at, 'removed', e.removed)
           order by e.id), '[]'::jsonb)
    from private.erasures e
   where e.address_hmac = private.erasure_fingerprint(private.requested_address(owner_erasures.email));
$$;
revoke all on function public.owner_erasures(text) from public;
revoke all on function public.owner_erasures(text) from anon, authenticated;
grant execute on function public.owner_erasures(text) to service_role;

-- ---------------------------------------------------------------------------
-- Matching every spelling.

-- The inbox of a tool's address, or an error when it is not one.
create or replace function private.requested_address(email text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address text := private.normalize_address(email);
begin
  if address !~ '^[^@\s"]+@[^@\s"]+$' then
    raise exception using errcode = '22023', message = format('%L is not an e-mail address', email);
  end if;
  return private.inbox_address(address);
end;
$$;

-- Every stored spelling of an inbox, and where: requests, the subscription, outbox jobs.
create function private.spellings_of(inbox text) returns table (spelling text, stored_in text)
language sql
stable
set search_path = ''
as $$
  select distinct s.spelling, s.stored_in from (
    select c.email as spelling, 'contact request' as stored_in from public.contacts c
     where private.inbox_address(c.email) = inbox
    union all
    select n.email, 'newsletter subscription' from public.newsletter_subscribers n
     where private.inbox_address(n.email) = inbox
    union all
    select coalesce(j.payload -> 'contact' ->> 'email', j.payload ->> 'email'), 'e-mail queue' from private.notification_jobs j
     where private.inbox_address(private.job_address(j.payload)) = inbox
  ) s;
$$;
revoke all on function private.spellings_of(text) from public;

-- The jobs of an inbox: those naming one of its spellings, and those about its requests.
create function private.jobs_of(inbox text) returns setof bigint
language sql
stable
set search_path = ''
as $$
  select j.id from private.notification_jobs j
   where private.inbox_address(private.job_address(j.payload)) = inbox
      or j.payload -> 'contact' ->> 'id' in (
           select c.id::text from public.contacts c where private.inbox_address(c.email) = inbox);
$$;
revoke all on function private.jobs_of(text) from public;

-- The anti-spam records written by the requests of an inbox (same action, same moment).
create or replace function private.rate_events_of(address text) returns setof private.rate_events
language sql
stable
set search_path = ''
as $$
  select e.* from private.rate_events e
   where (e.action = 'contact' and e.created_at in (
           select c.created_at from public.contacts c where private.inbox_address(c.email) = address))
      or (e.action = 'newsletter' and e.created_at in (
           select t from public.newsletter_subscribers s, unnest(array[s.created_at, s.confirmation_sent_at]) t
            where private.inbox_address(s.email) = address));
$$;

-- What an erasure would remove, without removing it: what `--erase` lists before it asks.
create function public.owner_erase_preview(email text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  inbox text := private.requested_address(owner_erase_preview.email);
begin
  return jsonb_build_object(
    'inbox', inbox,
    'spellings', (select coalesce(jsonb_agg(jsonb_build_object('address', s.spelling, 'stored_in', s.stored_in)
                    order by s.spelling, s.stored_in), '[]'::jsonb) from private.spellings_of(inbox) s),
    'contact_requests', (select count(*) from public.contacts c where private.inbox_address(c.email) = inbox),
    'emails', (select count(*) from private.jobs_of(inbox)),
    'newsletter_subscriptions',
      (select count(*) from public.newsletter_subscribers s where private.inbox_address(s.email) = inbox));
end;
$$;
revoke all on function public.owner_erase_preview(text) from public;
revoke all on function public.owner_erase_preview(text) from anon, authenticated;
grant execute on function public.owner_erase_preview(text) to service_role;
