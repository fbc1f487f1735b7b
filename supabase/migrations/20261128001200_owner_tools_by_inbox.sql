-- public.owner_export and public.owner_erase as before (20261126225201_owner_tools.sql), matching
-- every spelling of the inbox (private.inbox_address) and naming the spellings they matched;
-- the erasure locks the outbox against a job failing at the same moment, deletes the inbox's
-- jobs once more at its end, and records an HMAC (20261128001100_erasure_by_inbox.sql).

create or replace function public.owner_export(email text) returns jsonb
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
    'spellings', (select coalesce(jsonb_agg(distinct s.spelling), '[]'::jsonb) from private.spellings_of(address) s),
    'contact_requests', (
      select coalesce(jsonb_agg(to_jsonb(c) order by c.created_at), '[]'::jsonb)
        from public.contacts c where private.inbox_address(c.email) = address),
    -- The link tokens are left out: they are keys to the subscription, not facts about anyone.
    'newsletter', (
      select to_jsonb(s) - 'confirm_token' - 'unsubscribe_token' || jsonb_build_object('subscribed', s.confirmed_at is not null)
        from public.newsletter_subscribers s where private.inbox_address(s.email) = address
       order by s.created_at limit 1),
    'emails', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'id', j.id, 'kind', j.kind, 'status', j.status, 'queued_at', j.created_at, 'sent_at', j.sent_at,
               'failed_at', j.failed_at, 'attempts', j.attempts, 'last_error', j.last_error,
               'chat_posted_at', j.chat_posted_at,
               'content', j.payload - 'confirm_token' - 'unsubscribe_token') order by j.id), '[]'::jsonb)
        from private.notification_jobs j where j.id in (select private.jobs_of(address))),
    'receipt_limit', (
      select jsonb_build_object('last_receipt_queued_at', r.last_queued_at)
        from private.contact_receipt_recipients r where r.address_key = private.receipt_address_key(address)),
    'anti_spam_records', (
      select coalesce(jsonb_agg(jsonb_build_object('action', e.action, 'created_at', e.created_at,
               'network_address_sha256', e.client_key) order by e.created_at), '[]'::jsonb)
        from private.rate_events_of(address) e));
end;
$$;

-- Deletes the outbox jobs of an inbox; returns their ids, kinds and moments.
create function private.delete_jobs_of(inbox text) returns jsonb
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from private.notification_jobs j where j.id in (select private.jobs_of(inbox))
    returning j.id, j.kind, j.created_at
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', g.id, 'kind', g.kind, 'created_at', g.created_at) order by g.id),
                  '[]'::jsonb)
    from gone g;
$$;
revoke all on function private.delete_jobs_of(text) from public;
revoke all on function private.delete_jobs_of(text) from anon, authenticated;

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
