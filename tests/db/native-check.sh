#!/usr/bin/env bash
# Applies supabase/migrations/*.sql to a throw-away cluster of the machine's
# native PostgreSQL (Debian's postgresql package) and runs a handful of the
# anon checks from tests/db there. PGlite is Postgres 18 in WebAssembly;
# Supabase runs 15/17: this catches SQL that only one of them accepts.
#
#   tests/db/native-check.sh      exit 0 = all checks pass
#   MIGRATIONS_DIR=dir tests/db/native-check.sh   check other migration files
#
# Without PostgreSQL installed it says SKIP and exits 0, except in CI (CI set),
# where a missing server is an error.
set -uo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "SKIP: native PostgreSQL not found (/usr/lib/postgresql/*/bin/initdb). Install it with: apt-get install -y postgresql"
  [ -n "${CI:-}" ] && exit 1
  exit 0
fi

# initdb refuses to run as root: run the server and psql as postgres then.
if [ "$(id -u)" = 0 ]; then
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

tmp=$(mktemp -d /tmp/db-native-check.XXXXXX)
chmod 755 "$tmp"
[ "$(id -u)" = 0 ] && chown postgres: "$tmp"
cleanup() {
  as_pg "$bin/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1
  rm -rf "$tmp"
}
trap cleanup EXIT

echo "Native check with $("$bin/postgres" --version)"
as_pg "$bin/initdb" -D "$tmp/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$tmp/initdb.log" 2>&1 \
  || { cat "$tmp/initdb.log"; echo "FAIL: initdb"; exit 1; }
# No TCP at all: a socket in the temp dir, so nothing clashes with a running server.
as_pg "$bin/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w \
  -o "-c listen_addresses='' -k $tmp -c fsync=off" start >/dev/null \
  || { cat "$tmp/server.log"; echo "FAIL: the server did not start"; exit 1; }

# SQL goes in on stdin, so the postgres user needs no access to the repository.
psql_in() { as_pg "$bin/psql" -X -q -h "$tmp" -U postgres -d postgres -v ON_ERROR_STOP=1 "$@"; }

# What a new Supabase project grants before any migration (same file src/backend/db.ts runs on
# PGlite), so the migrations' revokes are tested against the real starting point.
psql_in <"$repo/src/backend/supabase-defaults.sql" >/dev/null || { echo "FAIL: Supabase defaults"; exit 1; }

for file in "${MIGRATIONS_DIR:-$repo/supabase/migrations}"/*.sql; do
  if ! psql_in --single-transaction <"$file" >"$tmp/migration.log" 2>&1; then
    cat "$tmp/migration.log"
    echo "FAIL: migration $(basename "$file") does not apply on native PostgreSQL"
    exit 1
  fi
  echo "applied $(basename "$file")"
done

# The database's current shape in one file, supabase/schema.sql: pg_dump's schema of what the
# migrations made (public and private), taken before any check adds rows, without the lines that
# name the server's version. `npm run db:schema` writes it; otherwise it must match, so that a
# migration never changes the database without the file showing it.
{
  echo "-- The database as every migration in supabase/migrations/ leaves it: read this file to know what"
  echo "-- a table, policy or function is today. Written by npm run db:schema (pg_dump, see"
  echo "-- tests/db/native-check.sh); never edit it by hand: write a migration, then run npm run db:schema."
  as_pg "$bin/pg_dump" -h "$tmp" -U postgres --schema-only --no-owner --schema=public --schema=private postgres
} | grep -v '^-- Dumped \(from\|by\)\|^\\\(un\)\?restrict ' >"$tmp/schema.sql" || { echo "FAIL: pg_dump"; exit 1; }
schema_file="$repo/supabase/schema.sql"
if [ -n "${WRITE_SCHEMA:-}" ]; then
  cp "$tmp/schema.sql" "$schema_file"
  echo "wrote supabase/schema.sql"
elif ! diff -u "$schema_file" "$tmp/schema.sql" >"$tmp/schema.diff" 2>&1; then
  head -n 60 "$tmp/schema.diff"
  echo "FAIL: supabase/schema.sql is not the schema the migrations make: out of date: run \`npm run regen\` and commit what it changed"
  exit 1
else
  echo "supabase/schema.sql matches the migrations"
fi

# The checks below were written before the human check: their visitors' requests are meant to be
# leads. Here (after the schema is taken, in this throw-away cluster only) every insert that names
# no signature gets one the human-check function "verified": a recorded one, used once.
printf '%s\n' \
  "create schema native_check;" \
  "create sequence native_check.solved;" \
  "grant usage on schema native_check to anon, authenticated;" \
  "grant usage on sequence native_check.solved to anon, authenticated;" \
  "alter table public.contacts alter column human_check set default 'native-check-solution-' || nextval('native_check.solved');" \
  "insert into private.human_checks (signature, expires_at) select 'native-check-solution-' || n, now() + interval '1 day' from generate_series(1, 2000) n;" \
  | psql_in -q >/dev/null || { echo "FAIL: recording solved human checks"; exit 1; }

passed=0
failed=0
# check NAME EXPECT SQL: EXPECT is "ok", or text the error must contain
# (VERBOSITY verbose puts the SQLSTATE in front of the message).
check() {
  local name=$1 expect=$2 sql=$3 out rc
  out=$(printf '\\set VERBOSITY verbose\n%s\n' "$sql" | psql_in -tA 2>&1)
  rc=$?
  if { [ "$expect" = ok ] && [ $rc -eq 0 ]; } || { [ "$expect" != ok ] && [ $rc -ne 0 ] && [[ "$out" == *"$expect"* ]]; }; then
    passed=$((passed + 1))
    echo "  ok    $name"
  else
    failed=$((failed + 1))
    echo "  FAIL  $name (expected: $expect)"
    printf '%s\n' "$out" | sed 's/^/        /'
  fi
}
# Statements as a visitor through PostgREST: role anon, request headers set.
as_anon() {
  printf "begin;\nset local role anon;\nselect set_config('request.headers', '%s', true) \\\\g /dev/null\n%s\ncommit;\n" "$1" "$2"
}
valid="insert into public.contacts (id, first_name, last_name, email, phone, message)
  values (gen_random_uuid(), 'Ada', 'Lovelace', 'ada@example.com', null, 'Hello');"

echo "Checks:"
check "anon inserts a valid contact request" ok "$(as_anon '{"x-forwarded-for":"198.51.1.100"}' "$valid")"
check "anon cannot select" "42501" "$(as_anon '{}' 'select * from public.contacts;')"
check "anon cannot update" "42501" "$(as_anon '{}' "update public.contacts set message = 'x';")"
check "anon cannot delete" "42501" "$(as_anon '{}' 'delete from public.contacts;')"
check "anon cannot insert ... returning" "42501" \
  "$(as_anon '{"x-forwarded-for":"198.51.2.100"}' "${valid%;} returning id;")"
check "a bad email is refused by contacts_email_format" "contacts_email_format" \
  "$(as_anon '{"x-forwarded-for":"198.51.3.100"}' "${valid/ada@example.com/not-an-email}")"
check "an empty phone is refused (23514)" "23514" \
  "$(as_anon '{"x-forwarded-for":"198.51.4.100"}' "${valid/null/\'\'}")"
check "the 6th request from one address is refused (PT429, HTTP 429)" "PT429" \
  "$(as_anon '{"x-forwarded-for":"198.51.5.100"}' "$valid $valid $valid $valid $valid $valid")"
check "5 requests from one address pass" ok \
  "$(as_anon '{"x-forwarded-for":"198.51.6.100"}' "$valid $valid $valid $valid $valid")"
check "IPv6 clients are counted by /64: the 6th address of one /64 is refused" "PT429" \
  "$(as_anon '{"x-forwarded-for":"2001:db8:5:6::1"}' "$valid $valid") $(as_anon '{"x-forwarded-for":"2001:db8:5:6:a::2"}' "$valid $valid") $(as_anon '{"x-forwarded-for":"2001:db8:5:6:b::3"}' "$valid $valid")"
check "malformed request headers never fail an insert" ok "$(as_anon 'not json' "$valid")"
check "a line break in a name is refused (contacts_first_name_plain_text)" "contacts_first_name_plain_text" \
  "$(as_anon '{"x-forwarded-for":"198.51.7.100"}' "${valid/\'Ada\'/E\'Ada\\r\\nBcc: x@example.com\'}")"
check "markup in an e-mail address is refused (contacts_email_plain_text)" "contacts_email_plain_text" \
  "$(as_anon '{"x-forwarded-for":"198.51.8.100"}' "${valid/ada@example.com/a<b@example.com}")"
check "anon cannot read the private schema" "42501" "$(as_anon '{}' 'select * from private.rate_events;')"
check "anon cannot read the outbox" "42501" "$(as_anon '{}' 'select * from private.notification_jobs;')"
check "anon cannot claim e-mails" "42501" "$(as_anon '{}' 'select * from public.claim_notification_job(60);')"
check "anon cannot raise the daily cap" "42501" \
  "$(as_anon '{}' 'update private.outbox_settings set newsletter_confirmations_per_day = 1000;')"
check "anon cannot insert into the newsletter directly" "42501" \
  "$(as_anon '{}' "insert into public.newsletter_subscribers (email) values ('direct@example.com');")"
check "a repeated newsletter sign-up succeeds quietly, through the function" ok \
  "$(as_anon '{"x-forwarded-for":"198.51.9.100"}' "select public.subscribe_newsletter('Grace@Example.com');
                   select public.subscribe_newsletter('grace@example.com');")"
check "... is stored once, unconfirmed, with one confirmation e-mail queued" ok \
  "do \$\$ begin
     if (select count(*) from public.newsletter_subscribers where confirmed_at is null) <> 1 then raise exception 'expected 1 row'; end if;
     if (select count(*) from private.notification_jobs where kind = 'newsletter_confirmation') <> 1 then raise exception 'expected 1 job'; end if;
   end \$\$;"
check "the 6th newsletter sign-up of one client is refused (PT429)" "PT429" \
  "$(as_anon '{"x-forwarded-for":"198.51.10.100"}' "select public.subscribe_newsletter('n' || i || '@example.com') from generate_series(1, 6) i;")"
check "the confirm link confirms" ok \
  "do \$\$ declare token text; begin
     select confirm_token into token from public.newsletter_subscribers where lower(email) = 'grace@example.com';
     set local role anon;
     if not public.confirm_newsletter_subscription(token) then raise exception 'not confirmed'; end if;
   end \$\$;"
check "exactly the accepted contact requests are stored (1 + 5 + 5), each with one notification job" ok \
  "do \$\$ begin
     if (select count(*) from public.contacts) <> 11 then
       raise exception 'expected 11 rows, found %', (select count(*) from public.contacts);
     end if;
     if (select count(*) from private.notification_jobs where kind = 'contact_notification') <> 11 then
       raise exception 'expected 11 jobs, found %', (select count(*) from private.notification_jobs where kind = 'contact_notification');
     end if;
   end \$\$;"
check "IPv6 clients are also counted per /48: the 11th request from one /48 (three /64s) is refused" \
  "from this network" \
  "$(for net in a b c; do as_anon "{\"x-forwarded-for\":\"2001:db8:48:$net::1\"}" "$valid $valid $valid $valid"; done)"
check "client-header values that are not addresses share one 'unknown' bucket" "PT429" \
  "$(for v in junk-1 junk-2 junk-3 junk-4 junk-5 junk-6; do as_anon "{\"x-forwarded-for\":\"$v\"}" "$valid"; done)"
check "a bidirectional override in a name is refused (contacts_first_name_plain_text)" "contacts_first_name_plain_text" \
  "$(as_anon '{"x-forwarded-for":"198.51.11.100"}' "${valid/\'Ada\'/E\'Ada\\u202e\'}")"
check "a bidirectional isolate in an e-mail address is refused (contacts_email_plain_text)" "contacts_email_plain_text" \
  "$(as_anon '{"x-forwarded-for":"198.51.12.100"}' "${valid/\'ada@example.com\'/E\'ada\\u2066@example.com\'}")"
check "... and in a newsletter address (newsletter_subscribers_email_plain_text)" "newsletter_subscribers_email_plain_text" \
  "$(as_anon '{"x-forwarded-for":"198.51.13.100"}' "select public.subscribe_newsletter(E'ab\\u202d@example.com');")"
check "past the day's cap on confirmation e-mails a sign-up is refused (PT429, detail newsletter_daily_cap)" \
  "newsletter_daily_cap" \
  "update private.outbox_settings set newsletter_confirmations_per_day =
     coalesce((select queued from private.newsletter_confirmation_counts where day = private.utc_today()), 0);
   $(as_anon '{"x-forwarded-for":"198.51.14.100"}' "select public.subscribe_newsletter('capped@example.com');")"
check "... and a contact request is not capped" ok \
  "$(as_anon '{"x-forwarded-for":"198.51.15.100"}' "$valid")
   update private.outbox_settings set newsletter_confirmations_per_day = 50;"
check "the sender leases one job at a time, leads first, and counts the attempt when the send starts" ok \
  "do \$\$ declare j record; k record; begin
     set local role service_role;
     select * into j from public.claim_notification_job(60);
     if j.kind <> 'contact_notification' or j.attempts <> 0 then raise exception 'claimed % (% attempts)', j.kind, j.attempts; end if;
     select * into k from public.claim_notification_job(60);
     if k.id = j.id then raise exception 'one job leased twice'; end if;
     if public.begin_notification_attempt(j.id, j.lease_token) <> 1 then raise exception 'attempt not counted'; end if;
     if public.begin_notification_attempt(j.id, gen_random_uuid()) is not null then raise exception 'a foreign lease began'; end if;
     if public.fail_notification_job(j.id, j.lease_token, 'Resend answered 429', false, null) <> 'retry' then
       raise exception 'not retried';
     end if;
     perform public.fail_notification_job(k.id, k.lease_token, 'Resend answered 429', false, null);
   end \$\$;"
check "a lead's first failure queues an alert, sent before every other job" ok \
  "do \$\$ declare j record; begin
     set local role service_role;
     select * into j from public.claim_notification_job(60);
     if j.kind <> 'lead_alert' or j.payload ->> 'stage' <> 'retrying' then raise exception 'claimed %', j.kind; end if;
     perform public.complete_notification_job(j.id, j.lease_token);
   end \$\$;"
check "no confirmation is claimed while a lead is unsent; the lead's chat line may be posted once" ok \
  "do \$\$ declare j record; sent int := 0; begin
     set local role service_role;
     loop
       select * into j from public.claim_notification_job(60);
       exit when j.id is null;
       if j.kind <> 'contact_notification' and j.kind <> 'lead_alert' then raise exception 'claimed % before the leads', j.kind; end if;
       perform public.begin_notification_attempt(j.id, j.lease_token);
       perform public.complete_notification_job(j.id, j.lease_token);
       sent := sent + 1;
     end loop;
     if sent = 0 then raise exception 'no lead was due'; end if;
     select id into j from private.notification_jobs where kind = 'contact_notification' and status = 'sent' limit 1;
     if not public.claim_notification_chat(j.id) or public.claim_notification_chat(j.id) then
       raise exception 'the chat line was not claimable exactly once';
     end if;
   end \$\$;"
check "once the waiting lead is sent, the confirmation and then the receipts follow" ok \
  "update private.notification_jobs set next_attempt_at = now() where status = 'pending';
   do \$\$ declare j record; kinds text := ''; begin
     set local role service_role;
     loop
       select * into j from public.claim_notification_job(60);
       exit when j.id is null;
       kinds := kinds || j.kind || ' ';
       perform public.begin_notification_attempt(j.id, j.lease_token);
       perform public.complete_notification_job(j.id, j.lease_token);
     end loop;
     if kinds !~ '^(contact_notification )+newsletter_confirmation (contact_receipt )+$' then raise exception 'order: %', kinds; end if;
   end \$\$;"
check "housekeeping keeps sent jobs 90 days, then removes them" ok \
  "update private.notification_jobs set sent_at = now() - interval '91 days' where id = (select min(id) from private.notification_jobs);
   update private.notification_jobs set sent_at = now() - interval '89 days' where id = (select max(id) from private.notification_jobs);
   do \$\$ declare before int; after int; begin
     select count(*) into before from private.notification_jobs;
     set local role service_role;
     perform public.notification_housekeeping();
     reset role;
     select count(*) into after from private.notification_jobs;
     if after <> before - 1 then raise exception 'expected one job removed, % before, % after', before, after; end if;
   end \$\$;"
check "cleaning up an unconfirmed sign-up removes its confirmation jobs" ok \
  "$(as_anon '{"x-forwarded-for":"198.51.16.100"}' "select public.subscribe_newsletter('stale@example.com');")
   update public.newsletter_subscribers set confirmation_sent_at = now() - interval '49 hours' where email = 'stale@example.com';
   do \$\$ begin
     perform private.purge_unconfirmed_newsletter();
     if exists (select from private.notification_jobs where payload ->> 'email' = 'stale@example.com') then
       raise exception 'the job of a removed sign-up was kept';
     end if;
   end \$\$;"

attributed="insert into public.contacts (first_name, last_name, email, message, landing_page, referrer, utm_source, utm_campaign, form_page)
  values ('Lin', 'Kedin', 'lin@example.com', 'Hello', '/blog/vibe-coding-future-development', 'https://www.linkedin.com', 'linkedin', 'nov-launch', '/contact');"
check "anon stores where a lead came from (attribution columns)" ok \
  "$(as_anon '{"x-forwarded-for":"198.51.11.100"}' "$attributed")"
check "... and it queues the owner's e-mail and one receipt, which holds the first name and address only" ok \
  "do \$\$ begin
     if (select count(*) from private.notification_jobs where kind = 'contact_receipt' and payload -> 'contact' ->> 'email' = 'lin@example.com'
           and (select array_agg(k order by k) from jsonb_object_keys(payload -> 'contact') k) = array['email', 'first_name', 'id']) <> 1 then
       raise exception 'expected 1 receipt with id, first_name and email';
     end if;
   end \$\$;"
check "a line break in a utm value is refused (contacts_utm_source_plain_text)" "contacts_utm_source_plain_text" \
  "$(as_anon '{"x-forwarded-for":"198.51.12.100"}' "${attributed/\'linkedin\'/E\'linked\\r\\nBcc: x@example.com\'}")"
check "a utm value over 100 characters is refused (contacts_utm_campaign_length)" "contacts_utm_campaign_length" \
  "$(as_anon '{"x-forwarded-for":"198.51.13.100"}' "${attributed/\'nov-launch\'/repeat(\'x\', 101)}")"
check "a referrer with a path is refused (contacts_referrer_format)" "contacts_referrer_format" \
  "$(as_anon '{"x-forwarded-for":"198.51.14.100"}' "${attributed/linkedin.com\'/linkedin.com/feed?q=1\'}")"
check "the receipt is not claimed while the owner's e-mail is unsent" ok \
  "begin; set local role service_role;
   do \$\$ declare k text; begin
     select kind into k from public.claim_notification_job(60);
     if k = 'contact_receipt' then raise exception 'receipt before the lead'; end if;
   end \$\$; rollback;"
stranger="insert into public.contacts (first_name, last_name, email, message)
  values ('Spam', 'Bot', 'stranger@example.org', 'Hello');"
check "20 requests from 20 networks naming one stranger queue ONE receipt; all 20 reach the owner" ok \
  "$(for i in $(seq 1 20); do as_anon "{\"x-forwarded-for\":\"203.0.$i.113\"}" "$stranger"; done)
   do \$\$ begin
     if (select count(*) from private.notification_jobs where kind = 'contact_receipt' and payload -> 'contact' ->> 'email' = 'stranger@example.org') <> 1 then
       raise exception 'expected 1 receipt, found %', (select count(*) from private.notification_jobs where kind = 'contact_receipt' and payload -> 'contact' ->> 'email' = 'stranger@example.org');
     end if;
     if (select count(*) from private.notification_jobs where kind = 'contact_notification' and payload -> 'contact' ->> 'email' = 'stranger@example.org') <> 20 then
       raise exception 'expected 20 leads';
     end if;
   end \$\$;"
check "... nor does the same inbox spelled otherwise (case, +tag, Gmail dots)" ok \
  "$(as_anon '{"x-forwarded-for":"203.0.30.113"}' "${stranger/stranger@example.org/Stranger+x@Example.org}")
   $(as_anon '{"x-forwarded-for":"203.0.31.113"}' "${stranger/stranger@example.org/jane.doe@gmail.com}")
   $(as_anon '{"x-forwarded-for":"203.0.32.113"}' "${stranger/stranger@example.org/janedoe+a@googlemail.com}")
   do \$\$ begin
     if (select count(*) from private.notification_jobs where kind = 'contact_receipt' and lower(payload -> 'contact' ->> 'email') similar to '%(stranger|jane)%') <> 2 then
       raise exception 'expected 2 receipts (stranger once, jane once)';
     end if;
   end \$\$;"
check "past the day's receipt cap a request is stored and queued for the owner, without a receipt" ok \
  "update private.outbox_settings set contact_receipts_per_day =
     (select queued from private.contact_receipt_counts where day = private.utc_today());
   $(as_anon '{"x-forwarded-for":"203.0.40.113"}' "${stranger/stranger@example.org/capped-receipt@example.org}")
   do \$\$ begin
     if exists (select from private.notification_jobs where kind = 'contact_receipt' and payload -> 'contact' ->> 'email' = 'capped-receipt@example.org') then
       raise exception 'a receipt past the cap';
     end if;
     if not exists (select from private.notification_jobs where kind = 'contact_notification' and payload -> 'contact' ->> 'email' = 'capped-receipt@example.org') then
       raise exception 'the lead was not queued';
     end if;
   end \$\$;
   update private.outbox_settings set contact_receipts_per_day = 50;"
check "anon cannot raise the receipt cap" "42501" \
  "$(as_anon '{}' 'update private.outbox_settings set contact_receipts_per_day = 100000;')"
check "anon cannot read who had a receipt" "42501" \
  "$(as_anon '{}' 'select * from private.contact_receipt_recipients;')"
check "a lead younger than 72 hours is retried past its attempts; at 72 hours it is given up" ok \
  "delete from private.notification_jobs;
   $(as_anon '{"x-forwarded-for":"203.0.50.113"}' "${stranger/stranger@example.org/retry72@example.org}")
   update private.notification_jobs set max_attempts = 1;
   do \$\$ declare j record; outcome text; begin
     set local role service_role;
     for i in 1..3 loop
       select * into j from public.claim_notification_job(60) where kind = 'contact_notification';
       perform public.begin_notification_attempt(j.id, j.lease_token);
       outcome := public.fail_notification_job(j.id, j.lease_token, 'Resend answered 429', false, null);
       if outcome <> 'retry' then raise exception 'attempt %: %', i, outcome; end if;
       reset role;
       update private.notification_jobs set next_attempt_at = now() where kind = 'contact_notification';
       delete from private.notification_jobs where kind = 'lead_alert';
       set local role service_role;
     end loop;
     reset role;
     update private.notification_jobs set created_at = now() - interval '72 hours' where kind = 'contact_notification';
     set local role service_role;
     select * into j from public.claim_notification_job(60) where kind = 'contact_notification';
     perform public.begin_notification_attempt(j.id, j.lease_token);
     if public.fail_notification_job(j.id, j.lease_token, 'Resend answered 429', false, null) <> 'failed' then
       raise exception 'not given up at 72 hours';
     end if;
   end \$\$;"
check "private.lead_delivery_status(): one row, unsent_leads, oldest_unsent_minutes, failed_leads" ok \
  "delete from private.notification_jobs;
   $(as_anon '{"x-forwarded-for":"203.0.51.113"}' "${stranger/stranger@example.org/wait@example.org}")
   update private.notification_jobs set created_at = now() - interval '20 minutes' where kind = 'contact_notification';
   do \$\$ declare s record; n int; begin
     select count(*) into n from private.lead_delivery_status();
     select * into s from private.lead_delivery_status();
     if n <> 1 or s.unsent_leads <> 1 or s.oldest_unsent_minutes <> 20 or s.failed_leads <> 0 then
       raise exception 'status: % row(s), %', n, row_to_json(s);
     end if;
   end \$\$;"
check "the watchdog speaks once per incident: a lead waiting more than 15 minutes, then silence, then a new incident" ok \
  "update private.lead_watchdog_state set incident_reported_at = null;
   do \$\$ begin
     if private.lead_watchdog_alert() !~ '1 contact request\(s\) not e-mailed yet, the oldest waiting 20 minutes' then raise exception 'no alert'; end if;
     if private.lead_watchdog_alert() is not null then raise exception 'a second alert in one incident'; end if;
     update private.notification_jobs set status = 'sent', sent_at = now() where kind = 'contact_notification';
     if private.lead_watchdog_alert() is not null then raise exception 'an alert without a waiting lead'; end if;
     update private.notification_jobs set status = 'pending', sent_at = null where kind = 'contact_notification';
     if private.lead_watchdog_alert() is null then raise exception 'no alert for the next incident'; end if;
   end \$\$;"
check "the watchdog tells once when hand-offs to the CRM keep failing, then not again, and closes the incident once they are delivered" ok \
  "update private.lead_watchdog_state set handoff_reported_at = null;
   do \$\$ declare job_id bigint; begin
     insert into private.notification_jobs (kind, payload, status, attempts, last_error)
       values ('hubspot_lead', '{}', 'pending', 3, 'HTTP 500') returning notification_jobs.id into job_id;
     if private.lead_watchdog_alert() !~ 'not reaching your CRM: 1 hand-off' then raise exception 'no hand-off alert'; end if;
     if private.lead_watchdog_alert() is not null then raise exception 'a second alert in one incident'; end if;
     update private.notification_jobs set status = 'sent', sent_at = now() where notification_jobs.id = job_id;
     if private.lead_watchdog_alert() is not null then raise exception 'an alert without a failing hand-off'; end if;
     delete from private.notification_jobs where notification_jobs.id = job_id;
   end \$\$;"
check "anon cannot read the lead status or run the watchdog" "42501" \
  "$(as_anon '{}' 'select * from private.lead_delivery_status();')"
check "the health question answers service_role (no Vault here: no_vault), and nobody else" ok \
  "do \$\$ declare h jsonb; begin
     set local role service_role;
     h := public.notify_health(encode(sha256('x'::bytea), 'hex'));
     if h ->> 'vault_secret' <> 'no_vault' or (h ->> 'lead_waiting')::boolean is not true then raise exception 'health: %', h; end if;
     reset role;
     set local role anon;
     begin
       perform public.notify_health('');
       raise exception 'anon asked the health question';
     exception when insufficient_privilege then null;
     end;
   end \$\$;"
check "the housekeeping deletes a request past contact_retention_months with its jobs, keeps a younger one, and anti-spam records past the hour" ok \
  "$(as_anon '{"x-forwarded-for":"203.0.60.113"}' "${stranger/stranger@example.org/expired@example.org}")
   $(as_anon '{"x-forwarded-for":"203.0.61.113"}' "${stranger/stranger@example.org/kept@example.org}")
   update public.contacts set created_at = now() - make_interval(months => (select contact_retention_months + 1 from private.outbox_settings))
    where email = 'expired@example.org';
   update public.contacts set created_at = now() - make_interval(months => (select contact_retention_months - 1 from private.outbox_settings))
    where email = 'kept@example.org';
   insert into private.rate_events (action, client_key, created_at)
   values ('contact', 'old', now() - interval '61 minutes'), ('contact', 'recent', now() - interval '59 minutes');
   do \$\$ begin
     perform private.outbox_housekeeping();
     if exists (select from public.contacts where email = 'expired@example.org') then raise exception 'the expired request was kept'; end if;
     if exists (select from private.notification_jobs where payload -> 'contact' ->> 'email' = 'expired@example.org') then
       raise exception 'the jobs of the expired request were kept';
     end if;
     if not exists (select from public.contacts where email = 'kept@example.org') then raise exception 'the younger request was deleted'; end if;
     if exists (select from private.rate_events where client_key = 'old') or not exists (select from private.rate_events where client_key = 'recent') then
       raise exception 'anti-spam records left: %', (select array_agg(client_key) from private.rate_events);
     end if;
   end \$\$;"
check "anon cannot export or erase an address" "42501" \
  "$(as_anon '{}' "select public.owner_export('kept@example.org');")"
check "owner_erase leaves no trace of the address in any row of any table, and keeps another visitor's request" ok \
  "$(as_anon '{"x-forwarded-for":"203.0.70.113"}' "${stranger/stranger@example.org/erin.erase@example.net}")
   $(as_anon '{"x-forwarded-for":"203.0.71.113"}' "select public.subscribe_newsletter('Erin.Erase@example.net');")
   $(as_anon '{"x-forwarded-for":"203.0.72.113"}' "${stranger/stranger@example.org/kai.keep@example.org}")
   do \$\$ declare t record; found_rows int; removed jsonb; begin
     set local role service_role;
     removed := public.owner_erase('ERIN.ERASE@example.net') -> 'removed';
     reset role;
     if (removed ->> 'contact_requests')::int <> 1 or (removed ->> 'newsletter_subscriptions')::int <> 1 then
       raise exception 'removed: %', removed;
     end if;
     for t in select format('%I.%I', ns.nspname, c.relname) as name from pg_class c join pg_namespace ns on ns.oid = c.relnamespace
               where c.relkind in ('r', 'p') and ns.nspname not in ('pg_catalog', 'information_schema') and ns.nspname not like 'pg\_%' loop
       execute format('select count(*) from %s t where strpos(lower(t::text), %L) > 0', t.name, 'erin.erase@example.net') into found_rows;
       if found_rows > 0 then raise exception '% still names the address (% rows)', t.name, found_rows; end if;
     end loop;
     if (select count(*) from public.contacts where email = 'kai.keep@example.org') <> 1 then raise exception 'the other request is gone'; end if;
   end \$\$;"
check "the same inbox spelled with a trailing dot and Gmail dots gets no second receipt" ok \
  "$(as_anon '{"x-forwarded-for":"203.0.80.113"}' "${stranger/stranger@example.org/victim@gmail.com}")
   $(as_anon '{"x-forwarded-for":"203.0.81.113"}' "${stranger/stranger@example.org/v.ictim@gmail.com.}")
   $(as_anon '{"x-forwarded-for":"203.0.82.113"}' "${stranger/stranger@example.org/VICTIM+x@googlemail.com..}")
   do \$\$ begin
     if (select count(*) from private.notification_jobs where kind = 'contact_receipt' and payload -> 'contact' ->> 'email' ilike '%ictim%') <> 1 then
       raise exception 'expected 1 receipt for the inbox';
     end if;
     if private.inbox_address(E'e\u0301lodie@B\u00fccher.example.') <> E'\u00e9lodie@xn--bcher-kva.example' then
       raise exception 'NFC or punycode: %', private.inbox_address(E'e\u0301lodie@B\u00fccher.example.');
     end if;
   end \$\$;"
check "a quoted local part is refused (contacts_email_format)" "contacts_email_format" \
  "$(as_anon '{"x-forwarded-for":"203.0.83.113"}' "${stranger/stranger@example.org/\"v ictim\"@gmail.com}")"
# The race, with two real sessions: a lead fails (its alert carries the request) in a transaction
# that is still open when the erasure starts; the erasure waits for it and leaves no copy.
psql_in >/dev/null 2>&1 <<SQL
$(as_anon '{"x-forwarded-for":"203.0.90.113"}' "${stranger/stranger@example.org/race@example.org}")
SQL
race_log="$tmp/race.log"
( printf '%s\n' "begin;
  set local role service_role;
  do \$\$ declare j record; begin
    select * into j from public.claim_notification_job(60) where kind = 'contact_notification';
    perform public.begin_notification_attempt(j.id, j.lease_token);
    perform public.fail_notification_job(j.id, j.lease_token, 'Resend answered 503', false, null);
  end \$\$;
  select pg_sleep(2);
  commit;" | psql_in >"$race_log" 2>&1 ) &
failing=$!
sleep 0.5
check "an erasure while a failing lead's transaction is open leaves no alert naming the address" ok \
  "select public.owner_erase('race@example.org');
   do \$\$ begin
     if exists (select from private.notification_jobs where payload::text ilike '%race@example.org%') then
       raise exception 'a job still names the address';
     end if;
   end \$\$;"
wait $failing || { cat "$race_log"; echo "  FAIL  the failing lead's transaction"; failed=$((failed + 1)); }
check "the erasure record is an HMAC none of the API roles can recompute" "42501" \
  "begin; set local role service_role; select private.erasure_fingerprint('race@example.org'); commit;"
check "a request without a solved human check is stored unverified, with no e-mail of its own" ok \
  "$(as_anon '{"x-forwarded-for":"203.0.77.113"}' "insert into public.contacts (first_name, last_name, email, message, human_check)
     values ('Spam', 'Bot', 'bot-native@example.org', 'Buy now', null);")
   do \$\$ begin
     if (select check_status from public.contacts where email = 'bot-native@example.org') <> 'unverified' then
       raise exception 'not marked unverified';
     end if;
     if exists (select from private.notification_jobs
                 where kind <> 'unverified_digest' and payload::text ilike '%bot-native@example.org%') then
       raise exception 'an e-mail of its own was queued';
     end if;
   end \$\$;"
check "a solution is accepted once: the same signature again is unverified" ok \
  "$(as_anon '{"x-forwarded-for":"203.0.78.113"}' "insert into public.contacts (first_name, last_name, email, message, human_check)
     values ('Re', 'Used', 'reused-native@example.org', 'Hello', 'native-check-solution-1');")
   do \$\$ begin
     if (select check_status from public.contacts where email = 'reused-native@example.org') <> 'unverified' then
       raise exception 'a used solution was accepted again';
     end if;
   end \$\$;"
total=$((passed + failed))
if [ $failed -eq 0 ]; then
  echo "PASS: $passed/$total checks on native PostgreSQL"
  exit 0
fi
echo "FAIL: $failed of $total checks failed on native PostgreSQL"
exit 1
