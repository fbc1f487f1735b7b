-- One rule for "the same inbox", used by the receipt's one-per-inbox limit and by the owner's
-- export and erasure: private.inbox_address(email). Until now the receipt folded case, a
-- "+tag", Gmail's dots and googlemail.com, while export and erasure compared the address in
-- lower case only, so `--erase alicesmith@gmail.com` left Alice.Smith+promo@googlemail.com; and
-- a trailing dot (victim@gmail.com., which the format accepts and mail servers deliver) skipped
-- the Gmail rule, so v.ictim@gmail.com. and the like each counted as a new inbox.
--
-- The folding, in order: surrounding spaces dropped; Unicode NFC (a composed and a decomposed
-- "é" are one letter); lower case; the domain's trailing dots dropped; each non-ASCII label of
-- the domain written in punycode (bücher.example and xn--bcher-kva.example are one domain); the
-- "+tag" of the local part dropped; for gmail.com and googlemail.com the local part's dots dropped
-- and the domain read as gmail.com.
--
-- Quoted local parts ("a b"@example.com, legal in RFC 5322 and folded by no rule above) are
-- refused by the form and here: an address may hold no quotation mark at all
-- (src/lib/contact-rules.ts EMAIL_PATTERN; tests/db/form-rules.test.ts holds the two together).
--
-- Runs unchanged on Supabase, native PostgreSQL 15 and PGlite.

-- A punycode digit (RFC 3492: 0-25 are a-z, 26-35 are 0-9).
create function private.punycode_digit(d integer) returns text
  language sql immutable strict parallel safe
  set search_path = ''
  return chr(d + case when d < 26 then 97 else 22 end);
revoke all on function private.punycode_digit(integer) from public;

-- The punycode encoding of one label (RFC 3492, section 6.3), without the "xn--" prefix.
create function private.punycode(label text) returns text
language plpgsql
immutable strict parallel safe
set search_path = ''
as $$
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
revoke all on function private.punycode(text) from public;

-- A domain as DNS reads it: lower case, no trailing dot, each non-ASCII label in punycode.
create function private.ascii_domain(domain text) returns text
  language sql immutable strict parallel safe
  set search_path = ''
  return (
    select string_agg(case when l ~ '^[\x01-\x7f]*$' then l else 'xn--' || private.punycode(l) end, '.' order by i)
      from unnest(string_to_array(rtrim(lower(normalize(domain, NFC)), '.'), '.')) with ordinality as labels(l, i)
  );
revoke all on function private.ascii_domain(text) from public;

-- The inbox an address reaches (see the top of this file); '' for no address.
create function private.inbox_address(email text) returns text
language plpgsql
immutable parallel safe
set search_path = ''
as $$
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
revoke all on function private.inbox_address(text) from public;
grant execute on function private.inbox_address(text) to service_role;

-- The receipt's key: the same inbox, hashed (only equality matters there).
create or replace function private.receipt_address_key(email text) returns text
  language sql immutable parallel safe
  set search_path = ''
  return encode(sha256(convert_to(private.inbox_address(email), 'UTF8')), 'hex');

-- No quotation mark in an address: the form refuses it too. Rows stored before are left as they are.
alter table public.contacts
  drop constraint contacts_email_format,
  add constraint contacts_email_format check (email ~ '^[^@\s"]+@[^@\s"]+\.[^@\s"]+$') not valid;
alter table public.newsletter_subscribers
  drop constraint newsletter_subscribers_email_format,
  add constraint newsletter_subscribers_email_format check (email ~ '^[^@\s"]+@[^@\s"]+\.[^@\s"]+$') not valid;
