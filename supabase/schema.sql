-- The database as every migration in supabase/migrations/ leaves it: read this file to know what
-- a table, policy or function is today. Written by npm run db:schema (pg_dump, see
-- tests/db/native-check.sh); never edit it by hand: write a migration, then run npm run db:schema.
--
-- PostgreSQL database dump
--



SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: private; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA private;


--
-- Name: public; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA public;


--
-- Name: SCHEMA public; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON SCHEMA public IS 'standard public schema';


--
-- Name: has_unsafe_characters(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.has_unsafe_characters(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    RETURN (value ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>]'::text);


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: contacts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.contacts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text NOT NULL,
    phone text,
    message text NOT NULL,
    landing_page text,
    referrer text,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    form_page text,
    human_check text,
    preview boolean DEFAULT false NOT NULL,
    check_status text DEFAULT 'verified'::text NOT NULL,
    experiment text,
    experiment_variant text,
    CONSTRAINT contacts_check_status CHECK ((check_status = ANY (ARRAY['verified'::text, 'unverified'::text, 'released'::text, 'preview'::text]))),
    CONSTRAINT contacts_email_length CHECK ((char_length(email) <= 254)),
    CONSTRAINT contacts_experiment_both CHECK (((experiment IS NULL) = (experiment_variant IS NULL))),
    CONSTRAINT contacts_experiment_format CHECK ((experiment ~ '^[a-z0-9][a-z0-9-]{0,59}$'::text)),
    CONSTRAINT contacts_experiment_variant_format CHECK ((experiment_variant = ANY (ARRAY['a'::text, 'b'::text, 'c'::text]))),
    CONSTRAINT contacts_first_name_length CHECK ((char_length(first_name) <= 100)),
    CONSTRAINT contacts_first_name_not_blank CHECK ((first_name ~ '\S'::text)),
    CONSTRAINT contacts_form_page_format CHECK ((form_page ~ '^/[^\s?#]*$'::text)),
    CONSTRAINT contacts_form_page_length CHECK ((char_length(form_page) <= 300)),
    CONSTRAINT contacts_form_page_plain_text CHECK (((NOT private.has_unsafe_characters(form_page)) AND (strpos(form_page, '"'::text) = 0))),
    CONSTRAINT contacts_human_check_length CHECK ((char_length(human_check) <= 200)),
    CONSTRAINT contacts_landing_page_format CHECK ((landing_page ~ '^/[^\s?#]*$'::text)),
    CONSTRAINT contacts_landing_page_length CHECK ((char_length(landing_page) <= 300)),
    CONSTRAINT contacts_landing_page_plain_text CHECK (((NOT private.has_unsafe_characters(landing_page)) AND (strpos(landing_page, '"'::text) = 0))),
    CONSTRAINT contacts_last_name_length CHECK ((char_length(last_name) <= 100)),
    CONSTRAINT contacts_last_name_not_blank CHECK ((last_name ~ '\S'::text)),
    CONSTRAINT contacts_message_length CHECK ((char_length(message) <= 5000)),
    CONSTRAINT contacts_message_not_blank CHECK ((message ~ '\S'::text)),
    CONSTRAINT contacts_phone_format CHECK ((phone ~ '^[0-9 +().-]+$'::text)),
    CONSTRAINT contacts_phone_length CHECK ((char_length(phone) <= 32)),
    CONSTRAINT contacts_phone_not_blank CHECK (((phone IS NULL) OR (phone ~ '\S'::text))),
    CONSTRAINT contacts_phone_too_few_digits CHECK ((char_length(regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)) >= 7)),
    CONSTRAINT contacts_referrer_format CHECK ((referrer ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$'::text)),
    CONSTRAINT contacts_referrer_length CHECK ((char_length(referrer) <= 200)),
    CONSTRAINT contacts_utm_campaign_length CHECK ((char_length(utm_campaign) <= 100)),
    CONSTRAINT contacts_utm_campaign_not_blank CHECK ((utm_campaign ~ '\S'::text)),
    CONSTRAINT contacts_utm_campaign_plain_text CHECK ((NOT private.has_unsafe_characters(utm_campaign))),
    CONSTRAINT contacts_utm_content_length CHECK ((char_length(utm_content) <= 100)),
    CONSTRAINT contacts_utm_content_not_blank CHECK ((utm_content ~ '\S'::text)),
    CONSTRAINT contacts_utm_content_plain_text CHECK ((NOT private.has_unsafe_characters(utm_content))),
    CONSTRAINT contacts_utm_medium_length CHECK ((char_length(utm_medium) <= 100)),
    CONSTRAINT contacts_utm_medium_not_blank CHECK ((utm_medium ~ '\S'::text)),
    CONSTRAINT contacts_utm_medium_plain_text CHECK ((NOT private.has_unsafe_characters(utm_medium))),
    CONSTRAINT contacts_utm_source_length CHECK ((char_length(utm_source) <= 100)),
    CONSTRAINT contacts_utm_source_not_blank CHECK ((utm_source ~ '\S'::text)),
    CONSTRAINT contacts_utm_source_plain_text CHECK ((NOT private.has_unsafe_characters(utm_source))),
    CONSTRAINT contacts_utm_term_length CHECK ((char_length(utm_term) <= 100)),
    CONSTRAINT contacts_utm_term_not_blank CHECK ((utm_term ~ '\S'::text)),
    CONSTRAINT contacts_utm_term_plain_text CHECK ((NOT private.has_unsafe_characters(utm_term)))
);


--
-- Name: TABLE contacts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.contacts IS 'Contact requests from the website. Anonymous visitors may insert only; read with service_role.';


--
-- Name: COLUMN contacts.landing_page; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.contacts.landing_page IS 'First page of the visit (path, with no query string), as the browser recorded it.';


--
-- Name: COLUMN contacts.referrer; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.contacts.referrer IS 'Origin (scheme and host) of the site that linked to the first page, if another one did.';


--
-- Name: COLUMN contacts.utm_source; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.contacts.utm_source IS 'utm_source of the first page''s address.';


--
-- Name: COLUMN contacts.form_page; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.contacts.form_page IS 'Path of the page the form was sent from.';


--
-- Name: COLUMN contacts.preview; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.contacts.preview IS 'Sent from a preview build of the site: stored, never e-mailed.';


--
-- Name: COLUMN contacts.check_status; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.contacts.check_status IS 'verified: passed the human check (or written by the owner''s tooling); unverified: sent without a valid check, e-mailed only in the daily digest; released: unverified, then sent as a lead by the owner; preview: sent from a preview build, never e-mailed.';


--
-- Name: COLUMN contacts.experiment; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.contacts.experiment IS 'The experiment of the page the form was sent from, if it ran one.';


--
-- Name: COLUMN contacts.experiment_variant; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.contacts.experiment_variant IS 'The variant (a, b or c) of that experiment the visitor saw.';


--
-- Name: add_to_unverified_digest(public.contacts); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.add_to_unverified_digest(contact public.contacts) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: alert_spent_channels(text[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.alert_spent_channels(spent text[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  channel text;
  waiting integer;
begin
  foreach channel in array spent loop
    -- Told today already: nothing to count (the unique index of the notices answers this).
    continue when exists (
      select from private.notification_jobs a
       where a.kind = 'limit_alert' and (a.payload ->> 'day') = private.utc_today()::text
         and (a.payload ->> 'reason') = case channel when 'email' then 'quota' else 'handoffs' end
         and coalesce(a.payload ->> 'scope', '') = channel);
    select count(*) into waiting from private.notification_jobs j
     where private.send_channel(j.kind) = channel and private.notification_due(j);
    if waiting > 0 then
      perform private.queue_limit_alert(
        case channel when 'email' then 'quota' else 'handoffs' end, channel,
        jsonb_build_object('waiting', waiting,
                           'cap', (select case channel when 'email' then s.provider_daily_quota else s.handoffs_per_day end
                                     from private.outbox_settings s)));
    end if;
  end loop;
end;
$$;


--
-- Name: punycode(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.punycode(label text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $$
declare
  points integer[] := array(select ascii(c) from regexp_split_to_table(label, '') c);
  code integer;
  n integer := 128;
  delta integer := 0;
  bias integer := 72;
  handled integer;
  basic integer;
  next_code integer;
  q integer;
  k integer;
  t integer;
  output text := '';
begin
  foreach code in array points loop
    if code < 128 then output := output || chr(code); end if;
  end loop;
  basic := length(output);
  handled := basic;
  if basic > 0 then output := output || '-'; end if;
  while handled < cardinality(points) loop
    select min(c) into next_code from unnest(points) c where c >= n;
    delta := delta + (next_code - n) * (handled + 1);
    n := next_code;
    foreach code in array points loop
      if code < n then delta := delta + 1; end if;
      if code = n then
        q := delta;
        k := 36;
        loop
          t := case when k <= bias then 1 when k >= bias + 26 then 26 else k - bias end;
          exit when q < t;
          output := output || private.punycode_digit(t + (q - t) % (36 - t));
          q := (q - t) / (36 - t);
          k := k + 36;
        end loop;
        output := output || private.punycode_digit(q);
        -- The bias adaptation.
        delta := case when handled = basic then delta / 700 else delta / 2 end;
        delta := delta + delta / (handled + 1);
        k := 0;
        while delta > 455 loop -- ((36 - 1) * 26) / 2
          delta := delta / 35;
          k := k + 36;
        end loop;
        bias := k + (36 * delta) / (delta + 38);
        delta := 0;
        handled := handled + 1;
      end if;
    end loop;
    delta := delta + 1;
    n := n + 1;
  end loop;
  return output;
end;
$$;


--
-- Name: ascii_domain(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ascii_domain(domain text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    RETURN (SELECT string_agg(CASE WHEN (labels.l ~ '^[\x01-\x7f]*$'::text) THEN labels.l ELSE ('xn--'::text || private.punycode(labels.l)) END, '.'::text ORDER BY labels.i) AS string_agg FROM unnest(string_to_array(rtrim(lower(NORMALIZE(ascii_domain.domain, NFC)), '.'::text), '.'::text)) WITH ORDINALITY labels(l, i));


--
-- Name: client_address(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.client_address() RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  headers json;
  address text;
begin
  -- PGlite and PostgreSQL give '' (not null) once any transaction has set the value.
  if nullif(current_setting('request.headers', true), '') is null then
    return null;
  end if;
  -- Parsing must never fail a legitimate request: malformed JSON or odd header values fall
  -- back to the shared 'unknown' bucket.
  begin
    headers := current_setting('request.headers', true)::json;
    address := coalesce(
      nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
      nullif(btrim(headers ->> 'x-real-ip'), ''),
      nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), '')
    );
  exception when others then
    address := null;
  end;
  return left(coalesce(address, 'unknown'), 200);
end;
$$;


--
-- Name: client_key(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.client_key(address text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  parsed inet := private.parse_client_address(address);
  bucket text := 'unknown';
begin
  if family(parsed) = 4 then
    bucket := host(parsed);
  elsif parsed << '::ffff:0.0.0.0/96'::inet then
    bucket := host(('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet)));
  elsif parsed is not null then
    bucket := host(network(set_masklen(parsed, 64))) || '/64';
  end if;
  return encode(sha256(convert_to(bucket, 'UTF8')), 'hex');
end;
$$;


--
-- Name: client_network_key(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.client_network_key(address text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  parsed inet := private.parse_client_address(address);
  v4 inet;
begin
  if parsed is null then
    return null;
  end if;
  if family(parsed) = 4 then
    v4 := parsed;
  elsif parsed << '::ffff:0.0.0.0/96'::inet then
    v4 := '0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet);
  end if;
  if v4 is not null then
    return encode(sha256(convert_to(host(network(set_masklen(v4, 24))) || '/24', 'UTF8')), 'hex');
  end if;
  return encode(sha256(convert_to(host(network(set_masklen(parsed, 48))) || '/48', 'UTF8')), 'hex');
end;
$$;


--
-- Name: contacts_check_human(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.contacts_check_human() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: contacts_enqueue_notification(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.contacts_enqueue_notification() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: contacts_rate_limit(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.contacts_rate_limit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  s private.outbox_settings;
begin
  select * into s from private.outbox_settings;
  perform private.enforce_rate_limit('contact', s.contacts_per_address_per_hour, s.contacts_per_network_per_hour,
                                     'contact requests');
  return new;
end;
$$;


--
-- Name: contacts_verified_ceiling(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.contacts_verified_ceiling() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  address text := private.client_address();
  network text;
  cap integer;
  counted private.network_lead_counts;
begin
  if address is null or new.check_status <> 'verified' then
    return new;
  end if;
  network := coalesce(private.client_network_key(address), private.client_key(address));
  select s.leads_per_network_per_day into cap from private.outbox_settings s;
  insert into private.network_lead_counts (day, network_key) values (private.utc_today(), network)
  on conflict (day, network_key) do nothing;
  select * into counted from private.network_lead_counts n
   where n.day = private.utc_today() and n.network_key = network for update;
  if counted.leads < cap then
    update private.network_lead_counts n set leads = n.leads + 1
     where n.day = counted.day and n.network_key = network;
    return new;
  end if;
  update private.network_lead_counts n set held = n.held + 1 where n.day = counted.day and n.network_key = network;
  new.check_status := 'unverified';
  if not counted.notified
     and (select count(*) from private.network_lead_counts c where c.day = counted.day and c.notified) < 5 then
    update private.network_lead_counts n set notified = true where n.day = counted.day and n.network_key = network;
    perform private.queue_limit_alert('network', left(network, 16), jsonb_build_object('cap', cap));
  end if;
  return new;
end;
$$;


--
-- Name: count_sent_job(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.count_sent_job() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if private.send_channel(new.kind) is not null then
    insert into private.daily_send_counts as c (day, channel, sent)
    values (private.utc_today(), private.send_channel(new.kind), 1)
    on conflict (day, channel) do update set sent = c.sent + 1;
  end if;
  return null;
end;
$$;


--
-- Name: delete_jobs_of(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.delete_jobs_of(inbox text) RETURNS jsonb
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with gone as (
    delete from private.notification_jobs j where j.id in (select private.jobs_of(inbox))
    returning j.id, j.kind, j.created_at
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', g.id, 'kind', g.kind, 'created_at', g.created_at) order by g.id),
                  '[]'::jsonb)
    from gone g;
$$;


--
-- Name: digest_entry(public.contacts); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.digest_entry(contact public.contacts) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'id', contact.id,
    'created_at', contact.created_at,
    'name', contact.first_name || ' ' || contact.last_name,
    'email', contact.email,
    'first_line', left(btrim(split_part(btrim(contact.message), E'\n', 1)), 200));
$$;


--
-- Name: enforce_rate_limit(text, integer, integer, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.enforce_rate_limit(limited_action text, max_per_client integer, max_per_network integer, noun text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  address text := private.client_address();
  key text;
  network text;
  bucket text;
  allowed integer;
  what text;
begin
  if address is null then
    return;
  end if;
  key := private.client_key(address);
  network := private.client_network_key(address);
  perform pg_advisory_xact_lock(hashtext('rate_limit:' || limited_action || ':' || coalesce(network, key)));

  delete from private.rate_events where created_at < now() - interval '1 hour';

  for bucket, allowed, what in
    select v.k, v.n, v.w from (values (key, max_per_client, 'address'), (network, max_per_network, 'network'))
      as v(k, n, w) where v.k is not null
  loop
    if (select count(*) from private.rate_events e
         where e.action = limited_action and e.client_key = bucket
           and e.created_at > now() - interval '1 hour') >= allowed then
      raise exception using
        errcode = 'PT429',
        message = format('Too many %s from this %s. Please try again later.', noun, what),
        hint = format('At most %s %s per hour are accepted from one %s.', allowed, noun,
                      case what when 'network' then 'network (an IPv4 /24 or an IPv6 /48)' else what end);
    end if;
  end loop;

  insert into private.rate_events (action, client_key)
  select limited_action, v.k from (values (key), (network)) as v(k) where v.k is not null;
end;
$$;


--
-- Name: enqueue_contact_receipt(public.contacts, bigint); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.enqueue_contact_receipt(contact public.contacts, lead_job bigint) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: newsletter_subscribers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.newsletter_subscribers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    email text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    confirmed_at timestamp with time zone,
    confirm_token text NOT NULL,
    unsubscribe_token text NOT NULL,
    confirmation_sent_at timestamp with time zone NOT NULL,
    CONSTRAINT newsletter_subscribers_email_length CHECK ((char_length(email) <= 254))
);


--
-- Name: TABLE newsletter_subscribers; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.newsletter_subscribers IS 'Newsletter sign-ups. Visitors use subscribe_newsletter / confirm_newsletter_subscription / unsubscribe_newsletter; only rows with confirmed_at are subscribed. Read with service_role.';


--
-- Name: enqueue_newsletter_confirmation(public.newsletter_subscribers); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.enqueue_newsletter_confirmation(subscriber public.newsletter_subscribers) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into private.newsletter_confirmation_counts as d (day, queued)
  values (private.utc_today(), 1)
  on conflict (day) do update set queued = d.queued + 1;
  insert into private.notification_jobs (kind, payload)
  values ('newsletter_confirmation', jsonb_build_object(
    'email', subscriber.email,
    'confirm_token', subscriber.confirm_token,
    'unsubscribe_token', subscriber.unsubscribe_token));
$$;


--
-- Name: erase_from_digests(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.erase_from_digests(inbox text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
$$;


--
-- Name: erasure_record_key(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.erasure_record_key() RETURNS bytea
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;


--
-- Name: hmac_sha256(bytea, bytea); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.hmac_sha256(key bytea, message bytea) RETURNS text
    LANGUAGE plpgsql IMMUTABLE STRICT
    SET search_path TO ''
    AS $$
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


--
-- Name: inbox_address(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.inbox_address(email text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
declare
  address text := lower(normalize(btrim(coalesce(email, '')), NFC));
  at integer := length(address) - strpos(reverse(address), '@') + 1;
  local_part text;
  domain text;
begin
  if strpos(address, '@') = 0 then
    return address;
  end if;
  local_part := split_part(left(address, at - 1), '+', 1);
  domain := coalesce(private.ascii_domain(substr(address, at + 1)), '');
  if domain in ('gmail.com', 'googlemail.com') then
    local_part := replace(local_part, '.', '');
    domain := 'gmail.com';
  end if;
  return local_part || '@' || domain;
end;
$$;


--
-- Name: erasure_fingerprint(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.erasure_fingerprint(email text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    RETURN private.hmac_sha256(private.erasure_record_key(), convert_to(private.inbox_address(email), 'UTF8'::name));


--
-- Name: erasures; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.erasures (
    id bigint NOT NULL,
    erased_at timestamp with time zone DEFAULT now() NOT NULL,
    removed jsonb NOT NULL,
    address_hmac text
);


--
-- Name: COLUMN erasures.address_hmac; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON COLUMN private.erasures.address_hmac IS 'HMAC-SHA-256 of the folded address with the key erasure_record_key (Vault); null for records made before 2026-11-28';


--
-- Name: outbox_settings; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.outbox_settings (
    singleton boolean DEFAULT true NOT NULL,
    newsletter_confirmations_per_day integer DEFAULT 20 NOT NULL,
    contact_receipts_per_day integer DEFAULT 20 NOT NULL,
    contact_retention_months integer DEFAULT 24 NOT NULL,
    erasure_record_retention_months integer DEFAULT 36 NOT NULL,
    provider_daily_quota integer DEFAULT 100 NOT NULL,
    contacts_per_address_per_hour integer DEFAULT 5 NOT NULL,
    contacts_per_network_per_hour integer DEFAULT 10 NOT NULL,
    leads_per_network_per_day integer DEFAULT 20 NOT NULL,
    handoffs_per_day integer DEFAULT 200 NOT NULL,
    human_checks_per_address_per_hour integer DEFAULT 30 NOT NULL,
    human_checks_per_network_per_hour integer DEFAULT 120 NOT NULL,
    busy_human_checks_per_10_minutes integer DEFAULT 100 NOT NULL,
    experiment_views_per_address_per_hour integer DEFAULT 120 NOT NULL,
    experiment_views_per_network_per_hour integer DEFAULT 1000 NOT NULL,
    CONSTRAINT outbox_settings_contact_limits CHECK ((((contacts_per_address_per_hour >= 1) AND (contacts_per_address_per_hour <= 10000)) AND ((contacts_per_network_per_hour >= 1) AND (contacts_per_network_per_hour <= 100000)) AND ((leads_per_network_per_day >= 1) AND (leads_per_network_per_day <= 1000000)))),
    CONSTRAINT outbox_settings_contact_retention CHECK (((contact_retention_months >= 1) AND (contact_retention_months <= 120))),
    CONSTRAINT outbox_settings_erasure_record_retention CHECK (((erasure_record_retention_months >= 1) AND (erasure_record_retention_months <= 120))),
    CONSTRAINT outbox_settings_experiment_view_limits CHECK ((((experiment_views_per_address_per_hour >= 1) AND (experiment_views_per_address_per_hour <= 1000000)) AND ((experiment_views_per_network_per_hour >= 1) AND (experiment_views_per_network_per_hour <= 10000000)))),
    CONSTRAINT outbox_settings_handoffs CHECK (((handoffs_per_day >= 1) AND (handoffs_per_day <= 10000000))),
    CONSTRAINT outbox_settings_human_check_limits CHECK ((((human_checks_per_address_per_hour >= 1) AND (human_checks_per_address_per_hour <= 100000)) AND ((human_checks_per_network_per_hour >= 1) AND (human_checks_per_network_per_hour <= 1000000)) AND ((busy_human_checks_per_10_minutes >= 1) AND (busy_human_checks_per_10_minutes <= 10000000)))),
    CONSTRAINT outbox_settings_newsletter_cap CHECK (((newsletter_confirmations_per_day >= 0) AND (newsletter_confirmations_per_day <= 100000))),
    CONSTRAINT outbox_settings_provider_quota CHECK (((provider_daily_quota >= 1) AND (provider_daily_quota <= 10000000))),
    CONSTRAINT outbox_settings_receipt_cap CHECK (((contact_receipts_per_day >= 0) AND (contact_receipts_per_day <= 100000))),
    CONSTRAINT outbox_settings_singleton CHECK (singleton)
);


--
-- Name: TABLE outbox_settings; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.outbox_settings IS 'One row, written from content/site.yaml (limits) by public.apply_site_limits at every sender run. provider_daily_quota: e-mails a day the plan allows, enforced when jobs are claimed; handoffs_per_day: lead webhooks and HubSpot submissions a day, each; contacts_per_address_per_hour / contacts_per_network_per_hour: contact requests an hour from one address / one /24 or IPv6 /48; leads_per_network_per_day: verified requests a day from one network that are e-mailed (the rest wait in the digest); human_checks_per_address_per_hour / human_checks_per_network_per_hour: calls of the human check; busy_human_checks_per_10_minutes: above it the check costs more. newsletter_confirmations_per_day, contact_receipts_per_day, contact_retention_months, erasure_record_retention_months as before.';


--
-- Name: COLUMN outbox_settings.experiment_views_per_address_per_hour; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON COLUMN private.outbox_settings.experiment_views_per_address_per_hour IS 'Experiment page views counted an hour from one client address (count_experiment_view); more are refused.';


--
-- Name: COLUMN outbox_settings.experiment_views_per_network_per_hour; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON COLUMN private.outbox_settings.experiment_views_per_network_per_hour IS 'Experiment page views counted an hour from one network (an IPv4 /24 or an IPv6 /48); more are refused.';


--
-- Name: expire_erasure_records(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.expire_erasure_records() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    BEGIN ATOMIC
 DELETE FROM private.erasures
   WHERE (erasures.erased_at < (now() - make_interval(months => ( SELECT s.erasure_record_retention_months
            FROM private.outbox_settings s))));
END;


--
-- Name: expire_rate_events(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.expire_rate_events() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from private.rate_events where created_at < now() - interval '1 hour';
  delete from private.experiment_view_limits where hour < date_trunc('hour', now(), 'UTC');
$$;


--
-- Name: give_up_vanished_attempts(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.give_up_vanished_attempts() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  given_up integer;
begin
  with expired as (
    update private.notification_jobs j
       set status = 'failed',
           failed_at = now(),
           lease_token = null,
           lease_until = null,
           last_error = coalesce(j.last_error || ' / ', '') || 'the sender stopped before reporting the last attempt'
     where j.status = 'sending' and j.lease_until < now() and private.notification_out_of_tries(j)
    returning j.id
  )
  select count(*) into given_up from expired;
  if given_up > 0 then
    raise warning '% notification job(s) given up: the lease of their last attempt expired', given_up;
  end if;
end;
$$;


--
-- Name: handoff_health(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.handoff_health(handoff_kind text) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'unsent', count(*) filter (where j.status in ('pending', 'sending')),
    'failed', count(*) filter (where j.status = 'failed'),
    'failed_today', count(*) filter (where j.status = 'failed' and j.failed_at > now() - interval '24 hours'),
    'failing', count(*) filter (where j.status in ('pending', 'sending') and j.attempts >= 3),
    'last_error', (select k.last_error
                     from private.notification_jobs k
                    where k.kind = handoff_kind and k.last_error is not null
                      and (k.status in ('pending', 'sending') and k.attempts >= 3
                           or k.status = 'failed' and k.failed_at > now() - interval '24 hours')
                    order by k.id desc
                    limit 1))
    from private.notification_jobs j
   where j.kind = handoff_kind;
$$;


--
-- Name: handoffs_in_trouble(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.handoffs_in_trouble() RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select count(*)::integer
    from private.notification_jobs j
   where j.kind in ('lead_webhook', 'hubspot_lead')
     and (j.status in ('pending', 'sending') and j.attempts >= 3
          or j.status = 'failed' and j.failed_at > now() - interval '24 hours');
$$;


--
-- Name: job_address(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.job_address(payload jsonb) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select private.normalize_address(coalesce(payload -> 'contact' ->> 'email', payload ->> 'email'));
$$;


--
-- Name: jobs_of(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.jobs_of(inbox text) RETURNS SETOF bigint
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select j.id from private.notification_jobs j
   where private.inbox_address(private.job_address(j.payload)) = inbox
      or j.payload -> 'contact' ->> 'id' in (
           select c.id::text from public.contacts c where private.inbox_address(c.email) = inbox);
$$;


--
-- Name: lead_delivery_status(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.lead_delivery_status() RETURNS TABLE(unsent_leads integer, oldest_unsent_minutes integer, failed_leads integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select
    (count(*) filter (where j.status in ('pending', 'sending')))::integer,
    coalesce(floor(extract(epoch from now() - min(j.created_at) filter (where j.status in ('pending', 'sending'))) / 60), 0)::integer,
    (count(*) filter (where j.status = 'failed'))::integer
  from private.notification_jobs j
  where j.kind = 'contact_notification';
$$;


--
-- Name: lead_retry_window(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.lead_retry_window() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select interval '72 hours';
$$;


--
-- Name: lead_wait_exceeded(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.lead_wait_exceeded() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select from private.notification_jobs j
     where j.kind = 'contact_notification'
       and j.status in ('pending', 'sending')
       and j.created_at < now() - interval '15 minutes'
  );
$$;


--
-- Name: lead_watchdog_alert(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.lead_watchdog_alert() RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: new_link_token(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.new_link_token() RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
$$;


--
-- Name: newsletter_confirm_window(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.newsletter_confirm_window() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select interval '48 hours';
$$;


--
-- Name: normalize_address(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.normalize_address(email text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select lower(btrim(coalesce(email, '')));
$$;


--
-- Name: notification_backoff(integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notification_backoff(attempts integer) RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select make_interval(secs => least(3600, 30 * power(2, greatest(attempts, 1) - 1)));
$$;


--
-- Name: notification_jobs; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.notification_jobs (
    id bigint NOT NULL,
    kind text NOT NULL,
    payload jsonb NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    max_attempts integer DEFAULT 8 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    lease_token uuid,
    lease_until timestamp with time zone,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    chat_posted_at timestamp with time zone,
    failed_at timestamp with time zone,
    CONSTRAINT notification_jobs_kind CHECK ((kind = ANY (ARRAY['contact_notification'::text, 'contact_receipt'::text, 'newsletter_confirmation'::text, 'lead_alert'::text, 'unverified_digest'::text, 'lead_webhook'::text, 'hubspot_lead'::text, 'limit_alert'::text]))),
    CONSTRAINT notification_jobs_lease CHECK (((status = 'sending'::text) = ((lease_token IS NOT NULL) AND (lease_until IS NOT NULL)))),
    CONSTRAINT notification_jobs_max_attempts CHECK (((max_attempts >= 1) AND (max_attempts <= 50))),
    CONSTRAINT notification_jobs_status CHECK ((status = ANY (ARRAY['pending'::text, 'sending'::text, 'sent'::text, 'failed'::text])))
);


--
-- Name: notification_due(private.notification_jobs); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notification_due(job private.notification_jobs) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (job.status = 'pending' and job.next_attempt_at <= now())
      or (job.status = 'sending' and job.lease_until < now());
$$;


--
-- Name: notification_jobs_alert_owner(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notification_jobs_alert_owner() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  stage text;
begin
  if new.kind <> 'contact_notification' then
    return null;
  end if;
  if new.status = 'failed' and old.status <> 'failed' then
    stage := 'failed';
  elsif new.status = 'pending' and new.last_error is not null and old.last_error is null then
    stage := 'retrying';
  else
    return null;
  end if;
  insert into private.notification_jobs (kind, payload)
  values ('lead_alert', jsonb_build_object(
    'job_id', new.id,
    'stage', stage,
    'attempts', new.attempts,
    'max_attempts', new.max_attempts,
    'error', left(coalesce(new.last_error, ''), 500),
    'contact', new.payload -> 'contact'));
  return null;
end;
$$;


--
-- Name: notification_out_of_tries(private.notification_jobs); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notification_out_of_tries(job private.notification_jobs) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select job.attempts >= job.max_attempts
     and (job.kind not in ('contact_notification', 'lead_webhook', 'hubspot_lead')
          or now() >= job.created_at + private.lead_retry_window());
$$;


--
-- Name: notification_priority(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notification_priority(kind text) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case kind
    when 'lead_alert' then 0
    when 'limit_alert' then 0
    when 'contact_notification' then 1
    when 'lead_webhook' then 2
    when 'hubspot_lead' then 2
    when 'newsletter_confirmation' then 2
    else 3
  end;
$$;


--
-- Name: outbox_housekeeping(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.outbox_housekeeping() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from private.notification_jobs
   where (status = 'sent' and sent_at < now() - interval '90 days')
      or (status = 'failed' and failed_at < now() - interval '90 days');
  delete from private.newsletter_confirmation_counts where day < private.utc_today() - 7;
  delete from private.contact_receipt_counts where day < private.utc_today() - 7;
  delete from private.contact_receipt_recipients where last_queued_at < now() - interval '24 hours';
  delete from private.network_lead_counts where day < private.utc_today();
  delete from private.daily_send_counts where day < private.utc_today() - 7;
  delete from private.human_check_volume where slot < now() - interval '1 hour';
  delete from private.human_checks where expires_at < now();
  delete from private.experiment_views where day < private.utc_today() - interval '13 months';
  perform private.purge_unconfirmed_newsletter();
  perform private.purge_expired_contacts();
  perform private.expire_rate_events();
  perform private.expire_erasure_records();
end;
$$;


--
-- Name: parse_client_address(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.parse_client_address(address text) RETURNS inet
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return address::inet;
exception when others then
  return null;
end;
$$;


--
-- Name: punycode_digit(integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.punycode_digit(d integer) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    RETURN chr((d + CASE WHEN (d < 26) THEN 97 ELSE 22 END));


--
-- Name: purge_expired_contacts(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.purge_expired_contacts() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  removed integer;
begin
  with gone as (
    delete from public.contacts c
     where c.created_at < now() - make_interval(months => (select s.contact_retention_months from private.outbox_settings s))
    returning c.id
  ), jobs as (
    delete from private.notification_jobs j
     using gone
     where j.payload -> 'contact' ->> 'id' = gone.id::text
  )
  select count(*) into removed from gone;
  return removed;
end;
$$;


--
-- Name: purge_unconfirmed_newsletter(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.purge_unconfirmed_newsletter() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  removed integer;
begin
  with gone as (
    delete from public.newsletter_subscribers
     where confirmed_at is null
       and confirmation_sent_at < now() - private.newsletter_confirm_window()
    returning unsubscribe_token
  ), jobs as (
    delete from private.notification_jobs j
     using gone
     where j.kind = 'newsletter_confirmation'
       and j.payload ->> 'unsubscribe_token' = gone.unsubscribe_token
  )
  select count(*) into removed from gone;
  return removed;
end;
$$;


--
-- Name: queue_limit_alert(text, text, jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_limit_alert(reason text, scope text, details jsonb) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  queued integer;
begin
  insert into private.notification_jobs (kind, payload)
  values ('limit_alert', details || jsonb_build_object('day', private.utc_today(), 'reason', reason, 'scope', scope))
  on conflict ((payload ->> 'day'), (payload ->> 'reason'), (coalesce(payload ->> 'scope', '')))
    where kind = 'limit_alert' do nothing;
  get diagnostics queued = row_count;
  return queued = 1;
end;
$$;


--
-- Name: rate_events; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.rate_events (
    action text NOT NULL,
    client_key text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: rate_events_of(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.rate_events_of(address text) RETURNS SETOF private.rate_events
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select e.* from private.rate_events e
   where (e.action = 'contact' and e.created_at in (
           select c.created_at from public.contacts c where private.inbox_address(c.email) = address))
      or (e.action = 'newsletter' and e.created_at in (
           select t from public.newsletter_subscribers s, unnest(array[s.created_at, s.confirmation_sent_at]) t
            where private.inbox_address(s.email) = address));
$$;


--
-- Name: receipt_address_key(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.receipt_address_key(email text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    RETURN encode(sha256(convert_to(private.inbox_address(email), 'UTF8'::name)), 'hex'::text);


--
-- Name: requested_address(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.requested_address(email text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  address text := private.normalize_address(email);
begin
  if address !~ '^[^@\s"]+@[^@\s"]+$' then
    raise exception using errcode = '22023', message = format('%L is not an e-mail address', email);
  end if;
  return private.inbox_address(address);
end;
$_$;


--
-- Name: send_channel(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.send_channel(kind text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when kind in ('lead_alert', 'limit_alert') then null
    when kind in ('lead_webhook', 'hubspot_lead') then kind
    else 'email'
  end;
$$;


--
-- Name: setup_lead_watchdog(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.setup_lead_watchdog() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
begin
  if not exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'net' and p.proname = 'http_post'
  ) or not exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'cron' and p.proname = 'schedule'
  ) then
    return 'pg_net or pg_cron is not installed: no lead watchdog in the database';
  end if;

  -- Posts the watchdog's text, if any, to the chat webhook. Without the Vault secret it warns
  -- and leaves the incident open, so the post is made once the secret exists. A failure of
  -- pg_net rolls the incident back with it: the next run posts again.
  execute $fn$
    create or replace function private.post_lead_watchdog() returns bigint
    language plpgsql
    security definer
    set search_path = ''
    as $body$
    declare
      url text;
      alert text;
    begin
      select decrypted_secret into url from vault.decrypted_secrets where name = 'chat_webhook_url';
      if url is null then
        if private.lead_wait_exceeded() then
          raise warning 'a lead waits, and the watchdog cannot post: create the Vault secret chat_webhook_url';
        end if;
        return null;
      end if;
      alert := private.lead_watchdog_alert();
      if alert is null then
        return null;
      end if;
      return net.http_post(
        url := url,
        body := jsonb_build_object('text', alert),
        headers := jsonb_build_object('Content-Type', 'application/json'),
        timeout_milliseconds := 10000
      );
    exception when others then
      raise warning 'the lead watchdog could not post: %', sqlerrm;
      return null;
    end;
    $body$
  $fn$;
  execute 'revoke all on function private.post_lead_watchdog() from public';
  execute $sql$select cron.schedule('lead-watchdog', '*/5 * * * *', 'select private.post_lead_watchdog()')$sql$;

  -- An hourly call of the sender, due jobs or not: its heartbeat then shows that the database
  -- can still call it (a wrong secret, an undeployed function: the beats stop).
  if exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'private' and p.proname = 'call_notify_leads'
  ) then
    execute $sql$select cron.schedule('notify-leads-hourly', '41 * * * *', 'select private.call_notify_leads()')$sql$;
  end if;
  return 'lead watchdog: every 5 minutes to the Vault secret chat_webhook_url; notify-leads called hourly';
end;
$_$;


--
-- Name: setup_notify_wiring(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.setup_notify_wiring() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  report text;
begin
  if not exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'net' and p.proname = 'http_post'
  ) then
    return 'pg_net is not installed: no database webhook for notify-leads';
  end if;

  -- Calls notify-leads once. A failure here (Vault not set up, pg_net refusing) is logged and
  -- swallowed: it must never roll back the visitor's insert that caused it; the job stays in
  -- the outbox for the next call.
  execute $fn$
    create or replace function private.call_notify_leads() returns bigint
    language plpgsql
    security definer
    set search_path = ''
    as $body$
    declare
      url text;
      secret text;
    begin
      select decrypted_secret into url from vault.decrypted_secrets where name = 'notify_leads_url';
      select decrypted_secret into secret from vault.decrypted_secrets where name = 'notify_leads_secret';
      if url is null or secret is null then
        raise warning 'notify-leads is not configured: create the Vault secrets notify_leads_url and notify_leads_secret';
        return null;
      end if;
      return net.http_post(
        url := url,
        body := '{}'::jsonb,
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || secret),
        timeout_milliseconds := 10000
      );
    exception when others then
      raise warning 'could not call notify-leads: %', sqlerrm;
      return null;
    end;
    $body$
  $fn$;
  execute 'revoke all on function private.call_notify_leads() from public';

  execute $fn$
    create or replace function private.notification_jobs_call_sender() returns trigger
    language plpgsql
    security definer
    set search_path = ''
    as $body$
    begin
      perform private.call_notify_leads();
      return null;
    end;
    $body$
  $fn$;
  execute 'revoke all on function private.notification_jobs_call_sender() from public';

  -- Once per statement: pg_net sends after commit, and one call drains every new job.
  execute 'drop trigger if exists notification_jobs_call_sender on private.notification_jobs';
  execute 'create trigger notification_jobs_call_sender after insert on private.notification_jobs '
       || 'for each statement execute function private.notification_jobs_call_sender()';
  report := 'database webhook to notify-leads installed';

  if exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'cron' and p.proname = 'schedule'
  ) then
    -- Called only when something is due, so an idle site costs no function calls.
    execute $fn$
      create or replace function private.retry_due_notifications() returns void
      language plpgsql
      security definer
      set search_path = ''
      as $body$
      begin
        if exists (
          select from private.notification_jobs
           where (status = 'pending' and next_attempt_at <= now())
              or (status = 'sending' and lease_until < now())
        ) then
          perform private.call_notify_leads();
        end if;
      end;
      $body$
    $fn$;
    execute 'revoke all on function private.retry_due_notifications() from public';
    -- cron.schedule with an existing name updates that job, so this can run again.
    execute $sql$select cron.schedule('notify-leads-retry', '* * * * *', 'select private.retry_due_notifications()')$sql$;
    execute $sql$select cron.schedule('newsletter-purge-unconfirmed', '17 * * * *', 'select private.purge_unconfirmed_newsletter()')$sql$;
    report := report || '; pg_cron retries every minute';
  else
    report := report || '; pg_cron is not installed: failed sends are retried only when the next job arrives';
  end if;
  return report;
end;
$_$;


--
-- Name: setup_scheduled_jobs(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.setup_scheduled_jobs() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  report text;
begin
  -- The database webhook and its retries (notify-leads-retry, newsletter-purge-unconfirmed).
  report := private.setup_notify_wiring();
  if not exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'cron' and p.proname = 'schedule'
  ) then
    return report;
  end if;
  -- The two the migrations scheduled inline (leads_first_outbox, retention).
  execute $sql$select cron.schedule('outbox-housekeeping', '23 * * * *', 'select private.outbox_housekeeping()')$sql$;
  execute $sql$select cron.schedule('rate-events-expiry', '* * * * *', 'select private.expire_rate_events()')$sql$;
  -- The watchdog and the sender's hourly call (lead-watchdog, notify-leads-hourly).
  return report || '; ' || private.setup_lead_watchdog() || '; housekeeping hourly; rate-limit records expire every minute';
end;
$_$;


--
-- Name: spellings_of(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.spellings_of(inbox text) RETURNS TABLE(spelling text, stored_in text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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


--
-- Name: spent_channels(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.spent_channels() RETURNS text[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(ch.channel), '{}')
    from (values ('email'), ('lead_webhook'), ('hubspot_lead')) as ch(channel), private.outbox_settings s
   where coalesce((select c.sent from private.daily_send_counts c
                    where c.day = private.utc_today() and c.channel = ch.channel), 0)
       + (select count(*) from private.notification_jobs j
           where j.status = 'sending' and j.lease_until >= now() and private.send_channel(j.kind) = ch.channel)
       >= case ch.channel when 'email' then s.provider_daily_quota else s.handoffs_per_day end;
$$;


--
-- Name: utc_today(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.utc_today() RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (now() at time zone 'UTC')::date;
$$;


--
-- Name: apply_site_limits(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.apply_site_limits(limits jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update private.outbox_settings s set
    provider_daily_quota = coalesce((limits ->> 'providerDailyQuota')::integer, s.provider_daily_quota),
    handoffs_per_day = coalesce((limits ->> 'handoffsPerDay')::integer, s.handoffs_per_day),
    contacts_per_address_per_hour = coalesce((limits ->> 'contactsPerAddressPerHour')::integer, s.contacts_per_address_per_hour),
    contacts_per_network_per_hour = coalesce((limits ->> 'contactsPerNetworkPerHour')::integer, s.contacts_per_network_per_hour),
    leads_per_network_per_day = coalesce((limits ->> 'leadsPerNetworkPerDay')::integer, s.leads_per_network_per_day),
    human_checks_per_address_per_hour = coalesce((limits ->> 'humanChecksPerAddressPerHour')::integer, s.human_checks_per_address_per_hour),
    human_checks_per_network_per_hour = coalesce((limits ->> 'humanChecksPerNetworkPerHour')::integer, s.human_checks_per_network_per_hour),
    busy_human_checks_per_10_minutes = coalesce((limits ->> 'busyHumanChecksPer10Minutes')::integer, s.busy_human_checks_per_10_minutes),
    experiment_views_per_address_per_hour = coalesce((limits ->> 'experimentViewsPerAddressPerHour')::integer, s.experiment_views_per_address_per_hour),
    experiment_views_per_network_per_hour = coalesce((limits ->> 'experimentViewsPerNetworkPerHour')::integer, s.experiment_views_per_network_per_hour);
end;
$$;


--
-- Name: begin_notification_attempt(bigint, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.begin_notification_attempt(job_id bigint, lease uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  counted integer;
begin
  update private.notification_jobs
     set attempts = attempts + 1
   where id = job_id and lease_token = lease and status = 'sending' and lease_until >= now()
  returning attempts into counted;
  return counted;
end;
$$;


--
-- Name: claim_notification_chat(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.claim_notification_chat(job_id bigint) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update private.notification_jobs
     set chat_posted_at = now()
   where id = job_id and chat_posted_at is null;
  return found;
end;
$$;


--
-- Name: claim_notification_job(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.claim_notification_job(lease_seconds integer DEFAULT 60) RETURNS TABLE(id bigint, kind text, payload jsonb, attempts integer, lease_token uuid, created_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  spent text[];
  taken record;
begin
  if lease_seconds is null or lease_seconds < 10 or lease_seconds > 600 then
    raise exception using errcode = '22023', message = 'lease_seconds must be between 10 and 600';
  end if;

  perform private.give_up_vanished_attempts();
  spent := private.spent_channels();
  if cardinality(spent) > 0 then
    perform private.alert_spent_channels(spent);
  end if;

  with next_job as (
    select j.id
      from private.notification_jobs j
     where private.notification_due(j)
       and coalesce(private.send_channel(j.kind) <> all (spent), true)
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
  returning j.id, j.kind, j.payload, j.attempts, j.lease_token, j.created_at into taken;
  if found then
    return query select taken.id, taken.kind, taken.payload, taken.attempts, taken.lease_token, taken.created_at;
  end if;
end;
$$;


--
-- Name: complete_notification_job(bigint, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.complete_notification_job(job_id bigint, lease uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update private.notification_jobs
     set status = 'sent', sent_at = now(), lease_token = null, lease_until = null, last_error = null
   where id = job_id and lease_token = lease and status = 'sending';
  return found;
end;
$$;


--
-- Name: confirm_newsletter_subscription(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.confirm_newsletter_subscription(token text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: count_experiment_view(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.count_experiment_view(experiment text, variant text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
#variable_conflict use_variable
declare
  s private.outbox_settings;
  address text := private.client_address();
  this_hour timestamptz := date_trunc('hour', now(), 'UTC');
  bucket text;
  allowed integer;
  what text;
  seen integer;
begin
  if experiment is null or experiment !~ '^[a-z0-9][a-z0-9-]{0,59}$'
     or variant is null or variant not in ('a', 'b', 'c') then
    raise exception using
      errcode = '22023',
      message = 'Not an experiment and variant of this site.',
      hint = 'An experiment is named by lowercase letters, digits and hyphens (at most 60); a variant is a, b or c.';
  end if;
  if address is not null then
    select * into s from private.outbox_settings;
    -- Hours that are over count nothing any more: their records go (the policy's hour).
    delete from private.experiment_view_limits l where l.hour < this_hour;
    for bucket, allowed, what in
      select v.k, v.n, v.w from (values
        (private.client_key(address), s.experiment_views_per_address_per_hour, 'address'),
        (private.client_network_key(address), s.experiment_views_per_network_per_hour, 'network')) as v(k, n, w)
       where v.k is not null
    loop
      insert into private.experiment_view_limits as l (hour, client_key, views) values (this_hour, bucket, 1)
      on conflict on constraint experiment_view_limits_pkey do update set views = l.views + 1
      returning l.views into seen;
      if seen > allowed then
        -- The exception undoes this call's increments: a refused view counts nowhere.
        raise exception using
          errcode = 'PT429',
          message = format('Too many page views from this %s.', what),
          hint = format('At most %s views an hour are counted from one %s.', allowed,
                        case what when 'network' then 'network (an IPv4 /24 or an IPv6 /48)' else what end);
      end if;
    end loop;
  end if;
  insert into private.experiment_views as e (day, experiment, variant, views)
  values (private.utc_today(), experiment, variant, 1)
  on conflict on constraint experiment_views_pkey do update set views = e.views + 1;
end;
$_$;


--
-- Name: email_quota_status(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.email_quota_status() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'provider_daily_quota', s.provider_daily_quota,
    'newsletter_confirmations_per_day', s.newsletter_confirmations_per_day,
    'contact_receipts_per_day', s.contact_receipts_per_day,
    'emails_sent_today', coalesce((select c.sent from private.daily_send_counts c
                                       where c.day = private.utc_today() and c.channel = 'email'), 0))
  from private.outbox_settings s;
$$;


--
-- Name: fail_notification_job(bigint, uuid, text, boolean, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.fail_notification_job(job_id bigint, lease uuid, error text, permanent boolean DEFAULT false, retry_after_seconds integer DEFAULT NULL::integer) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  job private.notification_jobs;
  reason text := left(coalesce(nullif(btrim(error), ''), 'unknown error'), 2000);
begin
  select * into job
    from private.notification_jobs j
   where j.id = job_id and j.lease_token = lease and j.status = 'sending'
     for update;
  if not found then
    return 'lost';
  end if;

  if permanent or private.notification_out_of_tries(job) then
    update private.notification_jobs
       set status = 'failed', failed_at = now(), lease_token = null, lease_until = null, last_error = reason
     where id = job_id;
    raise warning 'notification job % (%) failed after % attempt(s), not retried', job_id, job.kind, job.attempts;
    return 'failed';
  end if;

  update private.notification_jobs
     set status = 'pending',
         lease_token = null,
         lease_until = null,
         last_error = reason,
         next_attempt_at = now() + greatest(
           private.notification_backoff(job.attempts),
           make_interval(secs => least(3600, greatest(0, coalesce(retry_after_seconds, 0))))
         )
   where id = job_id;
  return 'retry';
end;
$$;


--
-- Name: human_check_gate(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.human_check_gate(client_address text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  s private.outbox_settings;
  key text := private.client_key(coalesce(nullif(btrim(client_address), ''), 'unknown'));
  network text := private.client_network_key(client_address);
  this_slot timestamptz := date_bin(interval '10 minutes', now(), timestamptz '2000-01-01');
  recent integer;
begin
  select * into s from private.outbox_settings;
  perform pg_advisory_xact_lock(hashtext('rate_limit:human_check:' || coalesce(network, key)));
  if (select count(*) from private.rate_events e
       where e.action = 'human_check' and e.client_key = key and e.created_at > now() - interval '1 hour')
       >= s.human_checks_per_address_per_hour then
    return jsonb_build_object('allowed', false, 'limit', 'address');
  end if;
  if network is not null and (select count(*) from private.rate_events e
       where e.action = 'human_check' and e.client_key = network and e.created_at > now() - interval '1 hour')
       >= s.human_checks_per_network_per_hour then
    return jsonb_build_object('allowed', false, 'limit', 'network');
  end if;
  insert into private.rate_events (action, client_key)
  select 'human_check', v.k from (values (key), (network)) as v(k) where v.k is not null;
  insert into private.human_check_volume as v (slot, calls) values (this_slot, 1)
  on conflict (slot) do update set calls = v.calls + 1;
  -- Busy: more than the setting in this 10-minute slot or the one before.
  select coalesce(max(v.calls), 0) into recent from private.human_check_volume v
   where v.slot >= this_slot - interval '10 minutes';
  return jsonb_build_object('allowed', true, 'busy', recent > s.busy_human_checks_per_10_minutes);
end;
$$;


--
-- Name: notification_housekeeping(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.notification_housekeeping() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.outbox_housekeeping();
$$;


--
-- Name: notify_health(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.notify_health(secret_sha256 text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  status record;
  url text;
  stored text;
  secret_state text := 'no_vault';
  webhooks record;
begin
  select * into status from private.lead_delivery_status();
  select (count(*) filter (where j.status in ('pending', 'sending')))::integer as unsent,
         (count(*) filter (where j.status = 'failed'))::integer as failed
    into webhooks
    from private.notification_jobs j
   where j.kind = 'lead_webhook';
  if to_regclass('vault.decrypted_secrets') is not null then
    execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into url using 'notify_leads_url';
    execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into stored using 'notify_leads_secret';
    secret_state := case
      when url is null or stored is null then 'missing'
      when encode(sha256(convert_to(stored, 'UTF8')), 'hex') = lower(coalesce(secret_sha256, '')) then 'match'
      else 'mismatch'
    end;
  end if;
  return jsonb_build_object(
    'unsent_leads', status.unsent_leads,
    'oldest_unsent_minutes', status.oldest_unsent_minutes,
    'failed_leads', status.failed_leads,
    'lead_waiting', private.lead_wait_exceeded(),
    'vault_secret', secret_state,
    'unsent_webhooks', webhooks.unsent,
    'failed_webhooks', webhooks.failed,
    'handoffs', jsonb_build_object(
      'lead_webhook', private.handoff_health('lead_webhook'),
      'hubspot_lead', private.handoff_health('hubspot_lead')));
end;
$_$;


--
-- Name: owner_contacts(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.owner_contacts(max_rows integer DEFAULT NULL::integer) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with listed as (
    select to_jsonb(c) || jsonb_build_object('notification', case when j.id is null then null else
             jsonb_build_object('status', j.status, 'attempts', j.attempts, 'last_error', j.last_error) end) as entry,
           row_number() over (order by (j.status is not null and j.status <> 'sent') desc, c.created_at desc, c.id) as place
      from public.contacts c
      left join lateral (
        select id, status, attempts, last_error from private.notification_jobs
         where kind = 'contact_notification' and payload -> 'contact' ->> 'id' = c.id::text
         order by id desc limit 1
      ) j on true
  )
  select coalesce(jsonb_agg(l.entry order by l.place), '[]'::jsonb)
    from listed l
   where max_rows is null or l.place <= max_rows;
$$;


--
-- Name: owner_erase(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.owner_erase(email text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: owner_erase_preview(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.owner_erase_preview(email text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: owner_erasures(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.owner_erasures(email text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(jsonb_agg(jsonb_build_object('erasure_id', e.id, 'erased_at', e.erased_at, 'removed', e.removed)
           order by e.id), '[]'::jsonb)
    from private.erasures e
   where e.address_hmac = private.erasure_fingerprint(private.requested_address(owner_erasures.email));
$$;


--
-- Name: owner_experiment_counts(date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.owner_experiment_counts(since date) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'day', e.day, 'experiment', e.experiment, 'variant', e.variant, 'views', e.views)
           order by e.day, e.experiment, e.variant), '[]'::jsonb)
    from private.experiment_views e
   where e.day >= since;
$$;


--
-- Name: owner_export(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.owner_export(email text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: owner_lead_origins(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.owner_lead_origins(since timestamp with time zone) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'created_at', c.created_at, 'utm_source', c.utm_source, 'referrer', c.referrer,
           'landing_page', c.landing_page, 'check_status', c.check_status,
           'experiment', c.experiment, 'experiment_variant', c.experiment_variant) order by c.created_at), '[]'::jsonb)
    from public.contacts c
   where c.created_at >= since;
$$;


--
-- Name: owner_release_contact(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.owner_release_contact(contact_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: queue_hubspot_lead(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.queue_hubspot_lead(lead_job_id bigint) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  queued integer;
begin
  insert into private.notification_jobs (kind, payload)
  select 'hubspot_lead', jsonb_build_object('lead_job_id', j.id, 'contact', j.payload -> 'contact')
    from private.notification_jobs j
   where j.id = queue_hubspot_lead.lead_job_id and j.kind = 'contact_notification'
  on conflict ((payload ->> 'lead_job_id')) where kind = 'hubspot_lead' do nothing;
  get diagnostics queued = row_count;
  return queued = 1;
end;
$$;


--
-- Name: queue_lead_webhook(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.queue_lead_webhook(lead_job_id bigint) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  queued integer;
begin
  insert into private.notification_jobs (kind, payload)
  select 'lead_webhook', jsonb_build_object('lead_job_id', j.id, 'contact', j.payload -> 'contact')
    from private.notification_jobs j
   where j.id = queue_lead_webhook.lead_job_id and j.kind = 'contact_notification'
  on conflict ((payload ->> 'lead_job_id')) where kind = 'lead_webhook' do nothing;
  get diagnostics queued = row_count;
  return queued = 1;
end;
$$;


--
-- Name: record_human_check(text, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_human_check(signature text, expires_at timestamp with time zone) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  recorded integer;
begin
  delete from private.human_checks h
   where h.signature in (select o.signature from private.human_checks o where o.expires_at < now() limit 100);
  insert into private.human_checks (signature, expires_at)
  values (record_human_check.signature, record_human_check.expires_at)
  on conflict (signature) do nothing;
  get diagnostics recorded = row_count;
  return recorded = 1;
end;
$$;


--
-- Name: request_client_address(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.request_client_address() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.client_address();
$$;


--
-- Name: subscribe_newsletter(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.subscribe_newsletter(email text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  address text := subscribe_newsletter.email;
  subscriber public.newsletter_subscribers;
  cap integer;
  queued_today integer;
begin
  -- Serialises sign-ups on today's counter, so two at once cannot both take the last place.
  insert into private.newsletter_confirmation_counts (day) values (private.utc_today())
  on conflict (day) do nothing;
  select d.queued into queued_today from private.newsletter_confirmation_counts d
   where d.day = private.utc_today() for update;
  select s.newsletter_confirmations_per_day into cap from private.outbox_settings s;
  if queued_today >= cap then
    raise exception using
      errcode = 'PT429',
      message = 'Newsletter sign-ups are paused until tomorrow.',
      detail = 'newsletter_daily_cap',
      hint = format('At most %s confirmation e-mails are sent a day, so that contact requests always find e-mail quota left.', cap);
  end if;

  perform private.enforce_rate_limit('newsletter', 5, 10, 'newsletter sign-ups');
  perform private.purge_unconfirmed_newsletter();

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


--
-- Name: unsubscribe_newsletter(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.unsubscribe_newsletter(token text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  delete from private.notification_jobs j
   where j.kind = 'newsletter_confirmation'
     and j.payload ->> 'unsubscribe_token' = unsubscribe_newsletter.token;
  delete from public.newsletter_subscribers s where s.unsubscribe_token = unsubscribe_newsletter.token;
  return found;
end;
$$;


--
-- Name: contact_receipt_counts; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.contact_receipt_counts (
    day date NOT NULL,
    queued integer DEFAULT 0 NOT NULL
);


--
-- Name: contact_receipt_recipients; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.contact_receipt_recipients (
    address_key text NOT NULL,
    last_queued_at timestamp with time zone NOT NULL
);


--
-- Name: daily_send_counts; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.daily_send_counts (
    day date NOT NULL,
    channel text NOT NULL,
    sent integer DEFAULT 0 NOT NULL
);


--
-- Name: erasures_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.erasures ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.erasures_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: experiment_view_limits; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.experiment_view_limits (
    hour timestamp with time zone NOT NULL,
    client_key text NOT NULL,
    views integer DEFAULT 0 NOT NULL
);


--
-- Name: experiment_views; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.experiment_views (
    day date NOT NULL,
    experiment text NOT NULL,
    variant text NOT NULL,
    views bigint DEFAULT 0 NOT NULL,
    CONSTRAINT experiment_views_experiment_check CHECK ((experiment ~ '^[a-z0-9][a-z0-9-]{0,59}$'::text)),
    CONSTRAINT experiment_views_variant_check CHECK ((variant = ANY (ARRAY['a'::text, 'b'::text, 'c'::text]))),
    CONSTRAINT experiment_views_views_check CHECK ((views >= 0))
);


--
-- Name: TABLE experiment_views; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.experiment_views IS 'Page views of each experiment''s variant per UTC day (count_experiment_view). No address, no identifier: counts only.';


--
-- Name: human_check_volume; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.human_check_volume (
    slot timestamp with time zone NOT NULL,
    calls integer DEFAULT 0 NOT NULL
);


--
-- Name: human_checks; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.human_checks (
    signature text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    verified_at timestamp with time zone DEFAULT now() NOT NULL,
    used_at timestamp with time zone,
    CONSTRAINT human_checks_signature_length CHECK (((char_length(signature) >= 16) AND (char_length(signature) <= 200)))
);


--
-- Name: lead_watchdog_state; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.lead_watchdog_state (
    singleton boolean DEFAULT true NOT NULL,
    incident_reported_at timestamp with time zone,
    handoff_reported_at timestamp with time zone,
    CONSTRAINT lead_watchdog_state_singleton CHECK (singleton)
);


--
-- Name: local_secrets; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.local_secrets (
    name text NOT NULL,
    secret text NOT NULL
);


--
-- Name: network_lead_counts; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.network_lead_counts (
    day date NOT NULL,
    network_key text NOT NULL,
    leads integer DEFAULT 0 NOT NULL,
    held integer DEFAULT 0 NOT NULL,
    notified boolean DEFAULT false NOT NULL
);


--
-- Name: newsletter_confirmation_counts; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.newsletter_confirmation_counts (
    day date NOT NULL,
    queued integer DEFAULT 0 NOT NULL
);


--
-- Name: notification_jobs_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.notification_jobs ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.notification_jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: contact_receipt_counts contact_receipt_counts_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.contact_receipt_counts
    ADD CONSTRAINT contact_receipt_counts_pkey PRIMARY KEY (day);


--
-- Name: contact_receipt_recipients contact_receipt_recipients_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.contact_receipt_recipients
    ADD CONSTRAINT contact_receipt_recipients_pkey PRIMARY KEY (address_key);


--
-- Name: daily_send_counts daily_send_counts_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.daily_send_counts
    ADD CONSTRAINT daily_send_counts_pkey PRIMARY KEY (day, channel);


--
-- Name: erasures erasures_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.erasures
    ADD CONSTRAINT erasures_pkey PRIMARY KEY (id);


--
-- Name: experiment_view_limits experiment_view_limits_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.experiment_view_limits
    ADD CONSTRAINT experiment_view_limits_pkey PRIMARY KEY (hour, client_key);


--
-- Name: experiment_views experiment_views_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.experiment_views
    ADD CONSTRAINT experiment_views_pkey PRIMARY KEY (day, experiment, variant);


--
-- Name: human_check_volume human_check_volume_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.human_check_volume
    ADD CONSTRAINT human_check_volume_pkey PRIMARY KEY (slot);


--
-- Name: human_checks human_checks_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.human_checks
    ADD CONSTRAINT human_checks_pkey PRIMARY KEY (signature);


--
-- Name: lead_watchdog_state lead_watchdog_state_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.lead_watchdog_state
    ADD CONSTRAINT lead_watchdog_state_pkey PRIMARY KEY (singleton);


--
-- Name: local_secrets local_secrets_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.local_secrets
    ADD CONSTRAINT local_secrets_pkey PRIMARY KEY (name);


--
-- Name: network_lead_counts network_lead_counts_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.network_lead_counts
    ADD CONSTRAINT network_lead_counts_pkey PRIMARY KEY (day, network_key);


--
-- Name: newsletter_confirmation_counts newsletter_confirmation_counts_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.newsletter_confirmation_counts
    ADD CONSTRAINT newsletter_confirmation_counts_pkey PRIMARY KEY (day);


--
-- Name: notification_jobs notification_jobs_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.notification_jobs
    ADD CONSTRAINT notification_jobs_pkey PRIMARY KEY (id);


--
-- Name: outbox_settings outbox_settings_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.outbox_settings
    ADD CONSTRAINT outbox_settings_pkey PRIMARY KEY (singleton);


--
-- Name: contacts contacts_email_format; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.contacts
    ADD CONSTRAINT contacts_email_format CHECK ((email ~ '^[^@\s"]+@[^@\s"]+\.[^@\s"]+$'::text)) NOT VALID;


--
-- Name: contacts contacts_email_plain_text; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.contacts
    ADD CONSTRAINT contacts_email_plain_text CHECK ((NOT private.has_unsafe_characters(email))) NOT VALID;


--
-- Name: contacts contacts_first_name_plain_text; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.contacts
    ADD CONSTRAINT contacts_first_name_plain_text CHECK ((NOT private.has_unsafe_characters(first_name))) NOT VALID;


--
-- Name: contacts contacts_last_name_plain_text; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.contacts
    ADD CONSTRAINT contacts_last_name_plain_text CHECK ((NOT private.has_unsafe_characters(last_name))) NOT VALID;


--
-- Name: contacts contacts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contacts
    ADD CONSTRAINT contacts_pkey PRIMARY KEY (id);


--
-- Name: newsletter_subscribers newsletter_subscribers_email_format; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.newsletter_subscribers
    ADD CONSTRAINT newsletter_subscribers_email_format CHECK ((email ~ '^[^@\s"]+@[^@\s"]+\.[^@\s"]+$'::text)) NOT VALID;


--
-- Name: newsletter_subscribers newsletter_subscribers_email_plain_text; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.newsletter_subscribers
    ADD CONSTRAINT newsletter_subscribers_email_plain_text CHECK ((NOT private.has_unsafe_characters(email))) NOT VALID;


--
-- Name: newsletter_subscribers newsletter_subscribers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.newsletter_subscribers
    ADD CONSTRAINT newsletter_subscribers_pkey PRIMARY KEY (id);


--
-- Name: experiment_view_limits_hour; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX experiment_view_limits_hour ON private.experiment_view_limits USING btree (hour);


--
-- Name: human_checks_expires_at; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX human_checks_expires_at ON private.human_checks USING btree (expires_at);


--
-- Name: notification_jobs_one_digest_a_day; Type: INDEX; Schema: private; Owner: -
--

CREATE UNIQUE INDEX notification_jobs_one_digest_a_day ON private.notification_jobs USING btree (((payload ->> 'day'::text))) WHERE (kind = 'unverified_digest'::text);


--
-- Name: notification_jobs_one_hubspot_a_lead; Type: INDEX; Schema: private; Owner: -
--

CREATE UNIQUE INDEX notification_jobs_one_hubspot_a_lead ON private.notification_jobs USING btree (((payload ->> 'lead_job_id'::text))) WHERE (kind = 'hubspot_lead'::text);


--
-- Name: notification_jobs_one_limit_alert; Type: INDEX; Schema: private; Owner: -
--

CREATE UNIQUE INDEX notification_jobs_one_limit_alert ON private.notification_jobs USING btree (((payload ->> 'day'::text)), ((payload ->> 'reason'::text)), COALESCE((payload ->> 'scope'::text), ''::text)) WHERE (kind = 'limit_alert'::text);


--
-- Name: notification_jobs_one_webhook_a_lead; Type: INDEX; Schema: private; Owner: -
--

CREATE UNIQUE INDEX notification_jobs_one_webhook_a_lead ON private.notification_jobs USING btree (((payload ->> 'lead_job_id'::text))) WHERE (kind = 'lead_webhook'::text);


--
-- Name: notification_jobs_open; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX notification_jobs_open ON private.notification_jobs USING btree (next_attempt_at, id) WHERE (status = ANY (ARRAY['pending'::text, 'sending'::text]));


--
-- Name: notification_jobs_sending; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX notification_jobs_sending ON private.notification_jobs USING btree (kind) WHERE (status = 'sending'::text);


--
-- Name: notification_jobs_sent; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX notification_jobs_sent ON private.notification_jobs USING btree (sent_at) WHERE (status = 'sent'::text);


--
-- Name: notification_jobs_unsent_leads; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX notification_jobs_unsent_leads ON private.notification_jobs USING btree (id) WHERE ((kind = 'contact_notification'::text) AND (status = ANY (ARRAY['pending'::text, 'sending'::text])));


--
-- Name: rate_events_action_client_time; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX rate_events_action_client_time ON private.rate_events USING btree (action, client_key, created_at);


--
-- Name: rate_events_time; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX rate_events_time ON private.rate_events USING btree (created_at);


--
-- Name: contacts_created_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contacts_created_at ON public.contacts USING btree (created_at);


--
-- Name: contacts_unverified; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contacts_unverified ON public.contacts USING btree (created_at) WHERE (check_status = 'unverified'::text);


--
-- Name: newsletter_subscribers_confirm_token_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX newsletter_subscribers_confirm_token_key ON public.newsletter_subscribers USING btree (confirm_token);


--
-- Name: newsletter_subscribers_email_lower_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX newsletter_subscribers_email_lower_key ON public.newsletter_subscribers USING btree (lower(email));


--
-- Name: newsletter_subscribers_unconfirmed; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX newsletter_subscribers_unconfirmed ON public.newsletter_subscribers USING btree (confirmation_sent_at) WHERE (confirmed_at IS NULL);


--
-- Name: newsletter_subscribers_unsubscribe_token_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX newsletter_subscribers_unsubscribe_token_key ON public.newsletter_subscribers USING btree (unsubscribe_token);


--
-- Name: notification_jobs notification_jobs_alert_owner; Type: TRIGGER; Schema: private; Owner: -
--

CREATE TRIGGER notification_jobs_alert_owner AFTER UPDATE OF status, last_error ON private.notification_jobs FOR EACH ROW EXECUTE FUNCTION private.notification_jobs_alert_owner();


--
-- Name: notification_jobs notification_jobs_count_sent; Type: TRIGGER; Schema: private; Owner: -
--

CREATE TRIGGER notification_jobs_count_sent AFTER UPDATE OF status ON private.notification_jobs FOR EACH ROW WHEN (((new.status = 'sent'::text) AND (old.status IS DISTINCT FROM 'sent'::text))) EXECUTE FUNCTION private.count_sent_job();


--
-- Name: contacts contacts_check_human; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contacts_check_human BEFORE INSERT ON public.contacts FOR EACH ROW EXECUTE FUNCTION private.contacts_check_human();


--
-- Name: contacts contacts_enqueue_notification; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contacts_enqueue_notification AFTER INSERT ON public.contacts FOR EACH ROW EXECUTE FUNCTION private.contacts_enqueue_notification();


--
-- Name: contacts contacts_rate_limit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contacts_rate_limit BEFORE INSERT ON public.contacts FOR EACH ROW EXECUTE FUNCTION private.contacts_rate_limit();


--
-- Name: contacts contacts_verified_ceiling; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contacts_verified_ceiling BEFORE INSERT ON public.contacts FOR EACH ROW EXECUTE FUNCTION private.contacts_verified_ceiling();


--
-- Name: experiment_view_limits; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.experiment_view_limits ENABLE ROW LEVEL SECURITY;

--
-- Name: experiment_views; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.experiment_views ENABLE ROW LEVEL SECURITY;

--
-- Name: contacts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.contacts ENABLE ROW LEVEL SECURITY;

--
-- Name: contacts contacts_insert_visitors; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY contacts_insert_visitors ON public.contacts FOR INSERT TO anon, authenticated WITH CHECK ((created_at = now()));


--
-- Name: newsletter_subscribers; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.newsletter_subscribers ENABLE ROW LEVEL SECURITY;

--
-- Name: SCHEMA private; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA private TO service_role;


--
-- Name: SCHEMA public; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;


--
-- Name: FUNCTION has_unsafe_characters(value text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.has_unsafe_characters(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.has_unsafe_characters(value text) TO anon;
GRANT ALL ON FUNCTION private.has_unsafe_characters(value text) TO authenticated;
GRANT ALL ON FUNCTION private.has_unsafe_characters(value text) TO service_role;


--
-- Name: TABLE contacts; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.contacts TO service_role;


--
-- Name: COLUMN contacts.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.contacts TO anon;
GRANT INSERT(id) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.first_name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(first_name) ON TABLE public.contacts TO anon;
GRANT INSERT(first_name) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.last_name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(last_name) ON TABLE public.contacts TO anon;
GRANT INSERT(last_name) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.email; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(email) ON TABLE public.contacts TO anon;
GRANT INSERT(email) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.phone; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(phone) ON TABLE public.contacts TO anon;
GRANT INSERT(phone) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.message; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(message) ON TABLE public.contacts TO anon;
GRANT INSERT(message) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.landing_page; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(landing_page) ON TABLE public.contacts TO anon;
GRANT INSERT(landing_page) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.referrer; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(referrer) ON TABLE public.contacts TO anon;
GRANT INSERT(referrer) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.utm_source; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(utm_source) ON TABLE public.contacts TO anon;
GRANT INSERT(utm_source) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.utm_medium; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(utm_medium) ON TABLE public.contacts TO anon;
GRANT INSERT(utm_medium) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.utm_campaign; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(utm_campaign) ON TABLE public.contacts TO anon;
GRANT INSERT(utm_campaign) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.utm_term; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(utm_term) ON TABLE public.contacts TO anon;
GRANT INSERT(utm_term) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.utm_content; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(utm_content) ON TABLE public.contacts TO anon;
GRANT INSERT(utm_content) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.form_page; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(form_page) ON TABLE public.contacts TO anon;
GRANT INSERT(form_page) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.human_check; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(human_check) ON TABLE public.contacts TO anon;
GRANT INSERT(human_check) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.preview; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(preview) ON TABLE public.contacts TO anon;
GRANT INSERT(preview) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.experiment; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(experiment) ON TABLE public.contacts TO anon;
GRANT INSERT(experiment) ON TABLE public.contacts TO authenticated;


--
-- Name: COLUMN contacts.experiment_variant; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(experiment_variant) ON TABLE public.contacts TO anon;
GRANT INSERT(experiment_variant) ON TABLE public.contacts TO authenticated;


--
-- Name: FUNCTION add_to_unverified_digest(contact public.contacts); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.add_to_unverified_digest(contact public.contacts) FROM PUBLIC;


--
-- Name: FUNCTION alert_spent_channels(spent text[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.alert_spent_channels(spent text[]) FROM PUBLIC;


--
-- Name: FUNCTION punycode(label text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.punycode(label text) FROM PUBLIC;


--
-- Name: FUNCTION ascii_domain(domain text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ascii_domain(domain text) FROM PUBLIC;


--
-- Name: FUNCTION client_address(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.client_address() FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_address() TO service_role;


--
-- Name: FUNCTION client_key(address text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.client_key(address text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_key(address text) TO service_role;


--
-- Name: FUNCTION client_network_key(address text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.client_network_key(address text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_network_key(address text) TO service_role;


--
-- Name: FUNCTION contacts_check_human(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.contacts_check_human() FROM PUBLIC;


--
-- Name: FUNCTION contacts_enqueue_notification(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.contacts_enqueue_notification() FROM PUBLIC;


--
-- Name: FUNCTION contacts_rate_limit(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.contacts_rate_limit() FROM PUBLIC;


--
-- Name: FUNCTION contacts_verified_ceiling(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.contacts_verified_ceiling() FROM PUBLIC;


--
-- Name: FUNCTION count_sent_job(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.count_sent_job() FROM PUBLIC;


--
-- Name: FUNCTION delete_jobs_of(inbox text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.delete_jobs_of(inbox text) FROM PUBLIC;


--
-- Name: FUNCTION digest_entry(contact public.contacts); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.digest_entry(contact public.contacts) FROM PUBLIC;


--
-- Name: FUNCTION enforce_rate_limit(limited_action text, max_per_client integer, max_per_network integer, noun text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.enforce_rate_limit(limited_action text, max_per_client integer, max_per_network integer, noun text) FROM PUBLIC;


--
-- Name: FUNCTION enqueue_contact_receipt(contact public.contacts, lead_job bigint); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.enqueue_contact_receipt(contact public.contacts, lead_job bigint) FROM PUBLIC;


--
-- Name: TABLE newsletter_subscribers; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.newsletter_subscribers TO service_role;


--
-- Name: FUNCTION enqueue_newsletter_confirmation(subscriber public.newsletter_subscribers); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.enqueue_newsletter_confirmation(subscriber public.newsletter_subscribers) FROM PUBLIC;


--
-- Name: FUNCTION erase_from_digests(inbox text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.erase_from_digests(inbox text) FROM PUBLIC;


--
-- Name: FUNCTION erasure_record_key(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.erasure_record_key() FROM PUBLIC;


--
-- Name: FUNCTION hmac_sha256(key bytea, message bytea); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.hmac_sha256(key bytea, message bytea) FROM PUBLIC;


--
-- Name: FUNCTION inbox_address(email text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.inbox_address(email text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.inbox_address(email text) TO service_role;


--
-- Name: FUNCTION erasure_fingerprint(email text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.erasure_fingerprint(email text) FROM PUBLIC;


--
-- Name: TABLE erasures; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.erasures TO service_role;


--
-- Name: TABLE outbox_settings; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT,UPDATE ON TABLE private.outbox_settings TO service_role;


--
-- Name: FUNCTION expire_erasure_records(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.expire_erasure_records() FROM PUBLIC;


--
-- Name: FUNCTION expire_rate_events(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.expire_rate_events() FROM PUBLIC;


--
-- Name: FUNCTION give_up_vanished_attempts(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.give_up_vanished_attempts() FROM PUBLIC;


--
-- Name: FUNCTION handoff_health(handoff_kind text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.handoff_health(handoff_kind text) FROM PUBLIC;


--
-- Name: FUNCTION handoffs_in_trouble(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.handoffs_in_trouble() FROM PUBLIC;


--
-- Name: FUNCTION job_address(payload jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.job_address(payload jsonb) FROM PUBLIC;


--
-- Name: FUNCTION jobs_of(inbox text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.jobs_of(inbox text) FROM PUBLIC;


--
-- Name: FUNCTION lead_delivery_status(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.lead_delivery_status() FROM PUBLIC;
GRANT ALL ON FUNCTION private.lead_delivery_status() TO service_role;


--
-- Name: FUNCTION lead_retry_window(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.lead_retry_window() FROM PUBLIC;


--
-- Name: FUNCTION lead_wait_exceeded(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.lead_wait_exceeded() FROM PUBLIC;


--
-- Name: FUNCTION lead_watchdog_alert(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.lead_watchdog_alert() FROM PUBLIC;


--
-- Name: FUNCTION new_link_token(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.new_link_token() FROM PUBLIC;


--
-- Name: FUNCTION newsletter_confirm_window(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.newsletter_confirm_window() FROM PUBLIC;


--
-- Name: FUNCTION normalize_address(email text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.normalize_address(email text) FROM PUBLIC;


--
-- Name: FUNCTION notification_backoff(attempts integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notification_backoff(attempts integer) FROM PUBLIC;


--
-- Name: TABLE notification_jobs; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.notification_jobs TO service_role;


--
-- Name: FUNCTION notification_due(job private.notification_jobs); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notification_due(job private.notification_jobs) FROM PUBLIC;


--
-- Name: FUNCTION notification_jobs_alert_owner(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notification_jobs_alert_owner() FROM PUBLIC;


--
-- Name: FUNCTION notification_out_of_tries(job private.notification_jobs); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notification_out_of_tries(job private.notification_jobs) FROM PUBLIC;


--
-- Name: FUNCTION notification_priority(kind text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notification_priority(kind text) FROM PUBLIC;


--
-- Name: FUNCTION outbox_housekeeping(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.outbox_housekeeping() FROM PUBLIC;


--
-- Name: FUNCTION parse_client_address(address text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.parse_client_address(address text) FROM PUBLIC;


--
-- Name: FUNCTION punycode_digit(d integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.punycode_digit(d integer) FROM PUBLIC;


--
-- Name: FUNCTION purge_expired_contacts(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.purge_expired_contacts() FROM PUBLIC;


--
-- Name: FUNCTION purge_unconfirmed_newsletter(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.purge_unconfirmed_newsletter() FROM PUBLIC;


--
-- Name: FUNCTION queue_limit_alert(reason text, scope text, details jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_limit_alert(reason text, scope text, details jsonb) FROM PUBLIC;


--
-- Name: TABLE rate_events; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT,DELETE ON TABLE private.rate_events TO service_role;


--
-- Name: FUNCTION rate_events_of(address text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.rate_events_of(address text) FROM PUBLIC;


--
-- Name: FUNCTION receipt_address_key(email text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.receipt_address_key(email text) FROM PUBLIC;


--
-- Name: FUNCTION requested_address(email text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.requested_address(email text) FROM PUBLIC;


--
-- Name: FUNCTION send_channel(kind text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.send_channel(kind text) FROM PUBLIC;


--
-- Name: FUNCTION setup_lead_watchdog(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.setup_lead_watchdog() FROM PUBLIC;


--
-- Name: FUNCTION setup_notify_wiring(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.setup_notify_wiring() FROM PUBLIC;


--
-- Name: FUNCTION setup_scheduled_jobs(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.setup_scheduled_jobs() FROM PUBLIC;


--
-- Name: FUNCTION spellings_of(inbox text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.spellings_of(inbox text) FROM PUBLIC;


--
-- Name: FUNCTION spent_channels(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.spent_channels() FROM PUBLIC;


--
-- Name: FUNCTION utc_today(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.utc_today() FROM PUBLIC;


--
-- Name: FUNCTION apply_site_limits(limits jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.apply_site_limits(limits jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.apply_site_limits(limits jsonb) TO service_role;


--
-- Name: FUNCTION begin_notification_attempt(job_id bigint, lease uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.begin_notification_attempt(job_id bigint, lease uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.begin_notification_attempt(job_id bigint, lease uuid) TO service_role;


--
-- Name: FUNCTION claim_notification_chat(job_id bigint); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.claim_notification_chat(job_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_notification_chat(job_id bigint) TO service_role;


--
-- Name: FUNCTION claim_notification_job(lease_seconds integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.claim_notification_job(lease_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_notification_job(lease_seconds integer) TO service_role;


--
-- Name: FUNCTION complete_notification_job(job_id bigint, lease uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.complete_notification_job(job_id bigint, lease uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.complete_notification_job(job_id bigint, lease uuid) TO service_role;


--
-- Name: FUNCTION confirm_newsletter_subscription(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.confirm_newsletter_subscription(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.confirm_newsletter_subscription(token text) TO anon;
GRANT ALL ON FUNCTION public.confirm_newsletter_subscription(token text) TO authenticated;
GRANT ALL ON FUNCTION public.confirm_newsletter_subscription(token text) TO service_role;


--
-- Name: FUNCTION count_experiment_view(experiment text, variant text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.count_experiment_view(experiment text, variant text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.count_experiment_view(experiment text, variant text) TO anon;
GRANT ALL ON FUNCTION public.count_experiment_view(experiment text, variant text) TO authenticated;
GRANT ALL ON FUNCTION public.count_experiment_view(experiment text, variant text) TO service_role;


--
-- Name: FUNCTION email_quota_status(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.email_quota_status() FROM PUBLIC;
GRANT ALL ON FUNCTION public.email_quota_status() TO service_role;


--
-- Name: FUNCTION fail_notification_job(job_id bigint, lease uuid, error text, permanent boolean, retry_after_seconds integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.fail_notification_job(job_id bigint, lease uuid, error text, permanent boolean, retry_after_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.fail_notification_job(job_id bigint, lease uuid, error text, permanent boolean, retry_after_seconds integer) TO service_role;


--
-- Name: FUNCTION human_check_gate(client_address text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.human_check_gate(client_address text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.human_check_gate(client_address text) TO service_role;


--
-- Name: FUNCTION notification_housekeeping(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.notification_housekeeping() FROM PUBLIC;
GRANT ALL ON FUNCTION public.notification_housekeeping() TO service_role;


--
-- Name: FUNCTION notify_health(secret_sha256 text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.notify_health(secret_sha256 text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.notify_health(secret_sha256 text) TO service_role;


--
-- Name: FUNCTION owner_contacts(max_rows integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.owner_contacts(max_rows integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.owner_contacts(max_rows integer) TO service_role;


--
-- Name: FUNCTION owner_erase(email text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.owner_erase(email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.owner_erase(email text) TO service_role;


--
-- Name: FUNCTION owner_erase_preview(email text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.owner_erase_preview(email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.owner_erase_preview(email text) TO service_role;


--
-- Name: FUNCTION owner_erasures(email text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.owner_erasures(email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.owner_erasures(email text) TO service_role;


--
-- Name: FUNCTION owner_experiment_counts(since date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.owner_experiment_counts(since date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.owner_experiment_counts(since date) TO service_role;


--
-- Name: FUNCTION owner_export(email text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.owner_export(email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.owner_export(email text) TO service_role;


--
-- Name: FUNCTION owner_lead_origins(since timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.owner_lead_origins(since timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.owner_lead_origins(since timestamp with time zone) TO service_role;


--
-- Name: FUNCTION owner_release_contact(contact_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.owner_release_contact(contact_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.owner_release_contact(contact_id uuid) TO service_role;


--
-- Name: FUNCTION queue_hubspot_lead(lead_job_id bigint); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.queue_hubspot_lead(lead_job_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.queue_hubspot_lead(lead_job_id bigint) TO service_role;


--
-- Name: FUNCTION queue_lead_webhook(lead_job_id bigint); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.queue_lead_webhook(lead_job_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.queue_lead_webhook(lead_job_id bigint) TO service_role;


--
-- Name: FUNCTION record_human_check(signature text, expires_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_human_check(signature text, expires_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_human_check(signature text, expires_at timestamp with time zone) TO service_role;


--
-- Name: FUNCTION request_client_address(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.request_client_address() FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_client_address() TO service_role;


--
-- Name: FUNCTION subscribe_newsletter(email text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.subscribe_newsletter(email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.subscribe_newsletter(email text) TO anon;
GRANT ALL ON FUNCTION public.subscribe_newsletter(email text) TO authenticated;
GRANT ALL ON FUNCTION public.subscribe_newsletter(email text) TO service_role;


--
-- Name: FUNCTION unsubscribe_newsletter(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.unsubscribe_newsletter(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.unsubscribe_newsletter(token text) TO anon;
GRANT ALL ON FUNCTION public.unsubscribe_newsletter(token text) TO authenticated;
GRANT ALL ON FUNCTION public.unsubscribe_newsletter(token text) TO service_role;


--
-- Name: TABLE contact_receipt_counts; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.contact_receipt_counts TO service_role;


--
-- Name: TABLE daily_send_counts; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.daily_send_counts TO service_role;


--
-- Name: TABLE experiment_views; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.experiment_views TO service_role;


--
-- Name: TABLE human_checks; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.human_checks TO service_role;


--
-- Name: TABLE network_lead_counts; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.network_lead_counts TO service_role;


--
-- Name: TABLE newsletter_confirmation_counts; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.newsletter_confirmation_counts TO service_role;


--
-- Name: DEFAULT PRIVILEGES FOR SEQUENCES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO service_role;


--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS  TO service_role;


--
-- Name: DEFAULT PRIVILEGES FOR TABLES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO service_role;


--
-- PostgreSQL database dump complete
--


