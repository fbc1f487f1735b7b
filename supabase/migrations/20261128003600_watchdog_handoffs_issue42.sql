-- The watchdog also tells the owner when leads stop reaching their CRM (issue 42): a lead
-- webhook or HubSpot job that has failed three attempts or more and is still retried, or that
-- was given up in the last 24 hours, opens a hand-off incident, posted once to the team chat
-- like a waiting lead, and closed when no such job is left. The lead itself reached the inbox
-- (these jobs run after the owner's e-mail), so the message says so and points at the health
-- check, whose problems name the reason (private.handoff_health). It names no visitor.
--
-- One message per run: a waiting lead and failing hand-offs found together are posted as one
-- text, each incident opened (and later closed) on its own.

alter table private.lead_watchdog_state add column handoff_reported_at timestamptz;

-- Hand-off jobs in trouble: failing (three attempts or more, still retried) or given up today.
create function private.handoffs_in_trouble() returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer
    from private.notification_jobs j
   where j.kind in ('lead_webhook', 'hubspot_lead')
     and (j.status in ('pending', 'sending') and j.attempts >= 3
          or j.status = 'failed' and j.failed_at > now() - interval '24 hours');
$$;
revoke all on function private.handoffs_in_trouble() from public;
revoke all on function private.handoffs_in_trouble() from anon, authenticated;

create or replace function private.lead_watchdog_alert() returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  status record;
  reported timestamptz;
  handoff_reported timestamptz;
  troubled integer;
  lead_text text;
  handoff_text text;
begin
  select s.incident_reported_at, s.handoff_reported_at into reported, handoff_reported
    from private.lead_watchdog_state s for update;

  if not private.lead_wait_exceeded() then
    if reported is not null then
      update private.lead_watchdog_state set incident_reported_at = null;
    end if;
  elsif reported is null then
    update private.lead_watchdog_state set incident_reported_at = now();
    select * into status from private.lead_delivery_status();
    lead_text := format(
      'Website leads are not reaching your inbox: %s contact request(s) not e-mailed yet, the oldest waiting %s minutes (%s given up earlier). '
      || 'The e-mail sender (the notify-leads function) is not getting them out: open its health check, and see the unsent requests '
      || 'with: select * from private.lead_delivery_status();',
      status.unsent_leads, status.oldest_unsent_minutes, status.failed_leads);
  end if;

  troubled := private.handoffs_in_trouble();
  if troubled = 0 then
    if handoff_reported is not null then
      update private.lead_watchdog_state set handoff_reported_at = null;
    end if;
  elsif handoff_reported is null then
    update private.lead_watchdog_state set handoff_reported_at = now();
    handoff_text := format(
      'Website leads are not reaching your CRM: %s hand-off(s) to the lead webhook or HubSpot keep failing or were given up today. '
      || 'The leads did reach your inbox. The health check of the notify-leads function names the reason (its problems).',
      troubled);
  end if;

  return nullif(concat_ws(' ', lead_text, handoff_text), '');
end;
$$;
revoke all on function private.lead_watchdog_alert() from public;
