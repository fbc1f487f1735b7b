-- A human check that the server verifies, and requests without one kept out of every inbox.
--
-- The honeypot and the minimum fill time are checked only in the browser; a script posting to
-- the REST endpoint with the public key skipped both, and every post became an e-mail to the
-- owner and, often, a receipt to an address the script chose. From here on:
--
-- - The form solves a proof-of-work challenge (ALTCHA) while the visitor types. The challenge
--   is signed with a key only the server side holds (the human-check Edge Function's secret
--   ALTCHA_HMAC_KEY; under `npm start`, a key derived from the local server's keys). The same
--   function verifies the solution with altcha-lib (signature, proof of work, expiry) and only
--   then records its signature here, through public.record_human_check (service_role only).
-- - The form sends that signature with the request (column human_check). The insert itself
--   decides (BEFORE INSERT, below): a signature recorded here, unexpired and never used before,
--   makes the request 'verified' and is marked used in the same transaction; anything else
--   (none, unknown, reused, expired) makes it 'unverified'. A visitor cannot write
--   check_status: it has no column grant.
-- - Why this is safe: nothing the browser sends can make a request verified except a signature
--   that the service role recorded after verifying the solution; the service role's key and the
--   HMAC key never reach a browser. Everything downstream (the owner's e-mail, the receipt) is
--   queued by the AFTER INSERT trigger from check_status alone, so there is one decision, made
--   once, in the database.
-- - An unverified request is stored like any other, with no e-mail of its own and no receipt.
--   It is added to that day's digest (one job a UTC day, kind 'unverified_digest', due at the
--   end of the day): the count, then name, address and first line of the first 20. The owner
--   releases one with `npm run contacts -- --release <id>` (public.owner_release_contact),
--   which queues its lead e-mail.
-- - A request sent from a preview build (column preview, which a visitor may set: it only takes
--   e-mails away) is stored as 'preview' and queues nothing.
-- - Requests written by the owner's own tooling (no request headers: a direct SQL session, an
--   import) are trusted, as before.
--
-- Runs unchanged on Supabase, native PostgreSQL 15 and PGlite.

-- ---------------------------------------------------------------------------
-- Verified solutions.

-- One row per solution the human-check function verified. Keyed by the challenge's signature
-- (an HMAC over its random nonce and salt, so unique per challenge). used_at: the request it
-- verified was stored. Rows are removed a day after their challenge expired.
create table private.human_checks (
  signature text primary key,
  expires_at timestamptz not null,
  verified_at timestamptz not null default now(),
  used_at timestamptz,
  constraint human_checks_signature_length check (char_length(signature) between 16 and 200)
);
revoke all on table private.human_checks from public;
revoke all on table private.human_checks from anon, authenticated;
grant select on table private.human_checks to service_role;

-- Records a solution the caller verified; false when it was recorded before (then nothing
-- changes: a used one stays used). Also forgets checks expired more than a day ago, so the
-- table holds no more than a day of them.
create function public.record_human_check(signature text, expires_at timestamptz) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  recorded integer;
begin
  delete from private.human_checks h where h.expires_at < now() - interval '1 day';
  insert into private.human_checks (signature, expires_at)
  values (record_human_check.signature, record_human_check.expires_at)
  on conflict (signature) do nothing;
  get diagnostics recorded = row_count;
  return recorded = 1;
end;
$$;
revoke all on function public.record_human_check(text, timestamptz) from public;
revoke all on function public.record_human_check(text, timestamptz) from anon, authenticated;
grant execute on function public.record_human_check(text, timestamptz) to service_role;

-- ---------------------------------------------------------------------------
-- The columns.

alter table public.contacts
  add column human_check text,
  add column preview boolean not null default false,
  add column check_status text not null default 'verified',
  -- Any text is accepted (a wrong one only makes the request unverified): a refusal here would
  -- lose a real visitor's request over a broken check.
  add constraint contacts_human_check_length check (char_length(human_check) <= 200),
  add constraint contacts_check_status check (check_status in ('verified', 'unverified', 'released', 'preview'));

comment on column public.contacts.check_status is
  'verified: passed the human check (or written by the owner''s tooling); unverified: sent without a valid check, e-mailed only in the daily digest; released: unverified, then sent as a lead by the owner; preview: sent from a preview build, never e-mailed.';
comment on column public.contacts.preview is 'Sent from a preview build of the site: stored, never e-mailed.';

grant insert (human_check, preview) on table public.contacts to anon, authenticated;

create index contacts_unverified on public.contacts (created_at) where check_status = 'unverified';

-- ---------------------------------------------------------------------------
-- The decision, at insert.

create function private.contacts_check_human() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.client_address() is null then
    return new; -- the owner's tooling: trusted, and may set check_status itself
  end if;
  if new.preview then
    new.check_status := 'preview';
  else
    update private.human_checks h
       set used_at = now()
     where h.signature = new.human_check and h.used_at is null and h.expires_at > now();
    new.check_status := case when found then 'verified' else 'unverified' end;
  end if;
  -- The signature did its work; the row keeps only the outcome.
  new.human_check := null;
  return new;
end;
$$;
revoke all on function private.contacts_check_human() from public;
revoke all on function private.contacts_check_human() from anon, authenticated;

create trigger contacts_check_human
  before insert on public.contacts
  for each row execute function private.contacts_check_human();

-- ---------------------------------------------------------------------------
-- The daily digest of unverified requests.

alter table private.notification_jobs
  drop constraint notification_jobs_kind,
  add constraint notification_jobs_kind
    check (kind in ('contact_notification', 'contact_receipt', 'newsletter_confirmation', 'lead_alert',
                    'unverified_digest'));

create unique index notification_jobs_one_digest_a_day on private.notification_jobs ((payload ->> 'day'))
  where kind = 'unverified_digest';

-- What the digest lists of one request: who, which address, the first line of the message.
create function private.digest_entry(contact public.contacts) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', contact.id,
    'created_at', contact.created_at,
    'name', contact.first_name || ' ' || contact.last_name,
    'email', contact.email,
    'first_line', left(btrim(split_part(btrim(contact.message), E'\n', 1)), 200));
$$;
-- Adds an unverified request to today's digest: the first of the day queues it, due at the end
-- of the UTC day; later ones raise its count, and the first 20 are listed. A digest already
-- being sent (the day just ended) is left alone: the request stays stored and listed apart.
create function private.add_to_unverified_digest(contact public.contacts) returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.notification_jobs as j (kind, payload, next_attempt_at)
  values ('unverified_digest',
          jsonb_build_object(
            'day', private.utc_today(),
            'count', 1,
            'requests', jsonb_build_array(private.digest_entry(contact))),
          (private.utc_today() + 1)::timestamp at time zone 'UTC')
  on conflict ((payload ->> 'day')) where kind = 'unverified_digest'
  do update set payload = jsonb_build_object(
      'day', j.payload -> 'day',
      'count', (j.payload ->> 'count')::integer + 1,
      'requests', case when jsonb_array_length(j.payload -> 'requests') < 20
                       then (j.payload -> 'requests') || jsonb_build_array(private.digest_entry(contact))
                       else j.payload -> 'requests' end)
   where j.status = 'pending';
$$;

revoke all on function private.digest_entry(public.contacts) from public;
revoke all on function private.add_to_unverified_digest(public.contacts) from public;
revoke all on function private.add_to_unverified_digest(public.contacts) from anon, authenticated;

-- As before (20261226120000_receipt_limits.sql) for a verified request; an unverified one goes
-- to the digest only, a preview one nowhere. The lead's payload leaves out the check's columns.
create or replace function private.contacts_enqueue_notification() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_job bigint;
begin
  if new.check_status = 'preview' then
    return null;
  end if;
  if new.check_status = 'unverified' then
    perform private.add_to_unverified_digest(new);
    return null;
  end if;
  insert into private.notification_jobs (kind, payload)
  values ('contact_notification', jsonb_build_object('contact', to_jsonb(new) - 'human_check' - 'preview'))
  returning id into lead_job;
  if private.client_address() is not null then
    perform private.enqueue_contact_receipt(new, lead_job);
  end if;
  return null;
end;
$$;

-- Alerts, leads, confirmations, then the digest and receipts.
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
-- The owner's release.

-- Sends an unverified request as a lead (its e-mail to the owner; no receipt: the address was
-- never shown to be the sender's). Returns {released, status}: released false, with the
-- request's status, when it was not unverified (or null when there is no such request).
create function public.owner_release_contact(contact_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  released public.contacts;
  current_status text;
begin
  update public.contacts c set check_status = 'released'
   where c.id = contact_id and c.check_status = 'unverified'
  returning * into released;
  if not found then
    select c.check_status into current_status from public.contacts c where c.id = contact_id;
    return jsonb_build_object('released', false, 'status', current_status);
  end if;
  insert into private.notification_jobs (kind, payload)
  values ('contact_notification', jsonb_build_object('contact', to_jsonb(released) - 'human_check' - 'preview'));
  return jsonb_build_object('released', true, 'status', 'released');
end;
$$;
revoke all on function public.owner_release_contact(uuid) from public;
revoke all on function public.owner_release_contact(uuid) from anon, authenticated;
grant execute on function public.owner_release_contact(uuid) to service_role;

-- ---------------------------------------------------------------------------
-- The weekly report: as before (20261227120100_owner_tools.sql), with each request's
-- check_status, so that requests without a valid check are counted apart (src/lib/lead-report.ts).
create or replace function public.owner_lead_origins(since timestamptz) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'created_at', c.created_at, 'utm_source', c.utm_source, 'referrer', c.referrer,
           'landing_page', c.landing_page, 'check_status', c.check_status) order by c.created_at), '[]'::jsonb)
    from public.contacts c
   where c.created_at >= since;
$$;
