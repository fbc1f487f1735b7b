-- Where a lead came from, and a receipt for the visitor.
--
-- Attribution: the form sends, with the request, the first page of the visit, the referring
-- site (its origin only), the utm_* parameters of that first page and the page the form was
-- sent from. All of it is optional (null when unknown) and written by the visitor's browser, so
-- it is held to the same kind of rules as the names: short, one line, no control characters,
-- no bidirectional controls, no markup.
--
-- Receipt: a stored request that came through the REST layer (a visitor, who passed the rate
-- limit) also queues a short e-mail to the visitor, kind 'contact_receipt'. It goes through the
-- same outbox with the same guarantees, after the owner's e-mail: no receipt is claimed while
-- any lead notification is unsent, and alerts and leads are taken before receipts. Requests
-- written by the owner's own tooling (a direct SQL session, an import) send no receipt.
--
-- Runs unchanged on Supabase, native PostgreSQL 15 and PGlite.

-- ---------------------------------------------------------------------------
-- The attribution columns.

alter table public.contacts
  add column landing_page text,
  add column referrer text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column form_page text;

comment on column public.contacts.landing_page is 'First page of the visit (path, with no query string), as the browser recorded it.';
comment on column public.contacts.referrer is 'Origin (scheme and host) of the site that linked to the first page, if another one did.';
comment on column public.contacts.utm_source is 'utm_source of the first page''s address.';
comment on column public.contacts.form_page is 'Path of the page the form was sent from.';

-- Same limits as src/lib/attribution.ts (ATTRIBUTION_LIMITS), which cuts values to them before
-- sending; these refuse what did not come through the form.
alter table public.contacts
  add constraint contacts_landing_page_length check (char_length(landing_page) <= 300),
  add constraint contacts_landing_page_format check (landing_page ~ '^/[^\s?#]*$'),
  add constraint contacts_landing_page_plain_text
    check (landing_page !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>"]'),
  add constraint contacts_form_page_length check (char_length(form_page) <= 300),
  add constraint contacts_form_page_format check (form_page ~ '^/[^\s?#]*$'),
  add constraint contacts_form_page_plain_text
    check (form_page !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>"]'),
  add constraint contacts_referrer_length check (char_length(referrer) <= 200),
  -- An origin only: no path, query or fragment that could carry a search or a token.
  add constraint contacts_referrer_format check (referrer ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$'),
  add constraint contacts_utm_source_not_blank check (utm_source ~ '\S'),
  add constraint contacts_utm_source_length check (char_length(utm_source) <= 100),
  add constraint contacts_utm_source_plain_text
    check (utm_source !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>]'),
  add constraint contacts_utm_medium_not_blank check (utm_medium ~ '\S'),
  add constraint contacts_utm_medium_length check (char_length(utm_medium) <= 100),
  add constraint contacts_utm_medium_plain_text
    check (utm_medium !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>]'),
  add constraint contacts_utm_campaign_not_blank check (utm_campaign ~ '\S'),
  add constraint contacts_utm_campaign_length check (char_length(utm_campaign) <= 100),
  add constraint contacts_utm_campaign_plain_text
    check (utm_campaign !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>]'),
  add constraint contacts_utm_term_not_blank check (utm_term ~ '\S'),
  add constraint contacts_utm_term_length check (char_length(utm_term) <= 100),
  add constraint contacts_utm_term_plain_text
    check (utm_term !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>]'),
  add constraint contacts_utm_content_not_blank check (utm_content ~ '\S'),
  add constraint contacts_utm_content_length check (char_length(utm_content) <= 100),
  add constraint contacts_utm_content_plain_text
    check (utm_content !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>]');

-- Visitors may send the new columns with the request (insert only, as before).
grant insert (landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, form_page)
  on table public.contacts to anon, authenticated;

-- ---------------------------------------------------------------------------
-- The receipt job.

alter table private.notification_jobs
  drop constraint notification_jobs_kind,
  add constraint notification_jobs_kind
    check (kind in ('contact_notification', 'contact_receipt', 'newsletter_confirmation', 'lead_alert'));

-- Alerts, leads, receipts, confirmations.
create or replace function private.notification_priority(kind text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'lead_alert' then 0
    when 'contact_notification' then 1
    when 'contact_receipt' then 2
    else 3
  end;
$$;

-- The owner's e-mail (the whole request) and, for a visitor's request, the receipt (only what
-- it needs: who to thank, and what was stored with the request). A request without request
-- headers comes from the owner's own tooling, which no rate limit applies to: no receipt.
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
    insert into private.notification_jobs (kind, payload)
    values ('contact_receipt', jsonb_build_object(
      'lead_job_id', lead_job,
      'contact', to_jsonb(new) - 'message' - 'phone'));
  end if;
  return null;
end;
$$;

-- As before, and receipts as confirmations: none is claimed while a lead is unsent, so the
-- owner's e-mail always goes first and a lead waiting for its retry keeps the quota.
create or replace function public.claim_notification_job(lease_seconds integer default 60)
returns table (id bigint, kind text, payload jsonb, attempts integer, lease_token uuid, created_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  given_up integer;
begin
  if lease_seconds is null or lease_seconds < 10 or lease_seconds > 600 then
    raise exception using errcode = '22023', message = 'lease_seconds must be between 10 and 600';
  end if;

  with expired as (
    update private.notification_jobs j
       set status = 'failed',
           failed_at = now(),
           lease_token = null,
           lease_until = null,
           last_error = coalesce(j.last_error || ' / ', '') || 'the sender stopped before reporting the last attempt'
     where j.status = 'sending' and j.lease_until < now() and j.attempts >= j.max_attempts
    returning j.id
  )
  select count(*) into given_up from expired;
  if given_up > 0 then
    raise warning '% notification job(s) given up: the lease of their last attempt expired', given_up;
  end if;

  return query
  with next_job as (
    select j.id
      from private.notification_jobs j
     where ((j.status = 'pending' and j.next_attempt_at <= now())
            or (j.status = 'sending' and j.lease_until < now()))
       and (j.kind not in ('newsletter_confirmation', 'contact_receipt')
            or not exists (select from private.notification_jobs l
                            where l.kind = 'contact_notification' and l.status in ('pending', 'sending')))
     order by private.notification_priority(j.kind), j.next_attempt_at, j.id
     limit 1
       for update skip locked
  )
  update private.notification_jobs j
     set status = 'sending',
         lease_token = gen_random_uuid(),
         lease_until = now() + make_interval(secs => claim_notification_job.lease_seconds)
    from next_job
   where j.id = next_job.id
  returning j.id, j.kind, j.payload, j.attempts, j.lease_token, j.created_at;
end;
$$;

revoke all on function public.claim_notification_job(integer) from public;
revoke all on function public.claim_notification_job(integer) from anon, authenticated;
grant execute on function public.claim_notification_job(integer) to service_role;
