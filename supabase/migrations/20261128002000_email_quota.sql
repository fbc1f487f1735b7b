-- E-mail within the provider's quota.
--
-- The e-mail plan's daily quota becomes a setting beside the two caps it is shared with,
-- private.outbox_settings.provider_daily_quota (default 100: Resend's free plan), and the caps'
-- defaults leave most of it to leads: 20 newsletter confirmations + 20 receipts = 40 of 100 a
-- day. Before, 50 + 50 could spend the whole free quota on sign-ups and receipts.
--
-- A project still on the old defaults (both 50) moves to the new ones; caps an owner chose stay
-- as they are. public.email_quota_status() is what the notify-leads health check asks: it
-- reports the caps exceeding the quota (docs/going-live.md, "E-mail quota").
--
-- File name: slot 002000 of issue 46. It sorts after the migrations it alters only once those
-- carry their earlier dates; until then its date is after theirs.

alter table private.outbox_settings
  -- E-mails a day the provider's plan allows in all (Resend free: 100; Pro: 50,000 a month).
  add column provider_daily_quota integer not null default 100,
  add constraint outbox_settings_provider_quota check (provider_daily_quota between 1 and 10000000),
  alter column newsletter_confirmations_per_day set default 20,
  alter column contact_receipts_per_day set default 20;

update private.outbox_settings
   set newsletter_confirmations_per_day = 20, contact_receipts_per_day = 20
 where newsletter_confirmations_per_day = 50 and contact_receipts_per_day = 50;

comment on table private.outbox_settings is
  'One row. provider_daily_quota: e-mails a day the e-mail plan allows (default 100, a free plan); newsletter_confirmations_per_day and contact_receipts_per_day: daily caps on newsletter confirmations and on receipts to visitors (default 20 each), together well below the quota so the rest stays for leads; contact_retention_months: how long contact requests are kept (default 24, as the privacy policy says: change both together).';

-- The caps beside the quota, for the health check: service_role only (the caps are the owner's).
create function public.email_quota_status() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'provider_daily_quota', s.provider_daily_quota,
    'newsletter_confirmations_per_day', s.newsletter_confirmations_per_day,
    'contact_receipts_per_day', s.contact_receipts_per_day)
  from private.outbox_settings s;
$$;
revoke all on function public.email_quota_status() from public;
revoke all on function public.email_quota_status() from anon, authenticated;
grant execute on function public.email_quota_status() to service_role;
