-- Erasure reaches the owner's daily digest of unverified requests (issue 44, after issue 42's
-- digest): a digest job lists the name, address and first line of up to 20 of the day's
-- unverified requests, under no one person's address, so private.jobs_of() never found it and an
-- erased address stayed in the digest's payload (pending, sent or given up). Now the erasure
-- takes that address's entries out of every digest and lowers its count by the address's
-- unverified requests of that day; a digest left with nothing is deleted. The other visitors'
-- entries stay, so the owner still hears of them.

create function private.erase_from_digests(inbox text) returns integer
language plpgsql
set search_path = ''
as $fn$
declare
  digest record;
  kept jsonb;
  listed integer;
  left_today integer;
  erased integer := 0;
begin
  for digest in
    select j.id, j.payload from private.notification_jobs j where j.kind = 'unverified_digest' for update
  loop
    select coalesce(jsonb_agg(r.entry order by r.n), '[]'::jsonb)
      into kept
      from jsonb_array_elements(digest.payload -> 'requests') with ordinality r(entry, n)
     where private.inbox_address(r.entry ->> 'email') is distinct from inbox;
    listed := jsonb_array_length(digest.payload -> 'requests') - jsonb_array_length(kept);
    select count(*)::integer into left_today
      from public.contacts c
     where private.inbox_address(c.email) = inbox
       and c.check_status = 'unverified'
       and (c.created_at at time zone 'UTC')::date = (digest.payload ->> 'day')::date;
    continue when listed = 0 and left_today = 0;
    erased := erased + listed;
    if jsonb_array_length(kept) = 0 and (digest.payload ->> 'count')::integer <= greatest(listed, left_today) then
      delete from private.notification_jobs j where j.id = digest.id;
    else
      update private.notification_jobs j
         set payload = jsonb_build_object(
               'day', digest.payload -> 'day',
               'count', greatest((digest.payload ->> 'count')::integer - greatest(listed, left_today), 0),
               'requests', kept)
       where j.id = digest.id;
    end if;
  end loop;
  return erased;
end;
$fn$;
revoke all on function private.erase_from_digests(text) from public;
revoke all on function private.erase_from_digests(text) from anon, authenticated;

-- As before (20261128001100_erasure_by_inbox.sql), with the digests' entries erased and counted.
create or replace function public.owner_erase(email text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  address text := private.requested_address(owner_erase.email);
  spellings jsonb;
  jobs jsonb;
  removed jsonb;
  erasure bigint;
  spam integer;
  requests integer;
  subscriptions integer;
  receipt_records integer;
  digest_entries integer;
begin
  -- No job is written while the erasure runs: one failing right now (whose alert would carry the
  -- request) finishes first, and each statement below sees its alert.
  lock table private.notification_jobs in share row exclusive mode;
  select coalesce(jsonb_agg(distinct s.spelling), '[]'::jsonb) into spellings from private.spellings_of(address) s;

  -- Found through the requests' moments, so before the requests go.
  with gone as (
    delete from private.rate_events e using private.rate_events_of(address) o
     where e.action = o.action and e.client_key = o.client_key and e.created_at = o.created_at
    returning 1
  )
  select count(*) into spam from gone;

  -- Before the requests go: the digests' counts are lowered by the requests that leave.
  digest_entries := private.erase_from_digests(address);
  jobs := private.delete_jobs_of(address);
  delete from public.contacts c where private.inbox_address(c.email) = address;
  get diagnostics requests = row_count;
  delete from public.newsletter_subscribers s where private.inbox_address(s.email) = address;
  get diagnostics subscriptions = row_count;
  delete from private.contact_receipt_recipients r where r.address_key = private.receipt_address_key(address);
  get diagnostics receipt_records = row_count;
  -- Once more at the end: nothing written meanwhile keeps a copy.
  jobs := jobs || private.delete_jobs_of(address);

  removed := jsonb_build_object(
    'contact_requests', requests,
    'lead_emails', (select count(*) from jsonb_array_elements(jobs) x where x ->> 'kind' = 'contact_notification'),
    'receipts', (select count(*) from jsonb_array_elements(jobs) x where x ->> 'kind' = 'contact_receipt'),
    'lead_alerts', (select count(*) from jsonb_array_elements(jobs) x where x ->> 'kind' = 'lead_alert'),
    'newsletter_subscriptions', subscriptions,
    'newsletter_confirmations', (select count(*) from jsonb_array_elements(jobs) x where x ->> 'kind' = 'newsletter_confirmation'),
    'digest_entries', digest_entries,
    'receipt_records', receipt_records,
    'anti_spam_records', spam);
  insert into private.erasures (address_hmac, removed)
  values (private.erasure_fingerprint(address), removed)
  returning id into erasure;
  -- The jobs' ids and moments name the e-mails a local mailbox holds (npm run contacts removes those).
  return jsonb_build_object('erasure_id', erasure, 'erased_at', now(), 'spellings', spellings,
                            'removed', removed, 'jobs', jobs);
end;
$$;

revoke all on function public.owner_erase(text) from public;
revoke all on function public.owner_erase(text) from anon, authenticated;
grant execute on function public.owner_erase(text) to service_role;
