-- One rule for the characters no name, address, campaign label or page may carry: control
-- characters (C0 but NUL, which text cannot hold; DEL, C1), the line and paragraph separators,
-- the bidirectional embeddings, overrides and isolates, and the < > of markup. It is
-- FORBIDDEN_CHARACTERS in supabase/functions/_shared/notify/characters.ts, which the form, the
-- attribution and the e-mails use; tests/db/form-rules.test.ts holds the two together, character
-- by character. Earlier migrations wrote the pattern into each of eleven constraints; they now
-- call this function, so the rule is read, and changed, in one place. Names stay: the form maps
-- a refusal to its field by the constraint's name.
create function private.has_unsafe_characters(value text) returns boolean
  language sql immutable strict parallel safe
  set search_path = ''
  return value ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>]';

-- Constraints run as the role that writes the row (anon, for the form) and need to execute it.
revoke all on function private.has_unsafe_characters(text) from public;
grant execute on function private.has_unsafe_characters(text) to anon, authenticated, service_role;

alter table public.contacts
  drop constraint contacts_first_name_plain_text,
  add constraint contacts_first_name_plain_text check (not private.has_unsafe_characters(first_name)) not valid,
  drop constraint contacts_last_name_plain_text,
  add constraint contacts_last_name_plain_text check (not private.has_unsafe_characters(last_name)) not valid,
  drop constraint contacts_email_plain_text,
  add constraint contacts_email_plain_text check (not private.has_unsafe_characters(email)) not valid,
  drop constraint contacts_utm_source_plain_text,
  add constraint contacts_utm_source_plain_text check (not private.has_unsafe_characters(utm_source)),
  drop constraint contacts_utm_medium_plain_text,
  add constraint contacts_utm_medium_plain_text check (not private.has_unsafe_characters(utm_medium)),
  drop constraint contacts_utm_campaign_plain_text,
  add constraint contacts_utm_campaign_plain_text check (not private.has_unsafe_characters(utm_campaign)),
  drop constraint contacts_utm_term_plain_text,
  add constraint contacts_utm_term_plain_text check (not private.has_unsafe_characters(utm_term)),
  drop constraint contacts_utm_content_plain_text,
  add constraint contacts_utm_content_plain_text check (not private.has_unsafe_characters(utm_content)),
  -- A page address also may not hold a quotation mark (it is written into an attribute).
  drop constraint contacts_landing_page_plain_text,
  add constraint contacts_landing_page_plain_text
    check (not private.has_unsafe_characters(landing_page) and strpos(landing_page, '"') = 0),
  drop constraint contacts_form_page_plain_text,
  add constraint contacts_form_page_plain_text
    check (not private.has_unsafe_characters(form_page) and strpos(form_page, '"') = 0);

alter table public.newsletter_subscribers
  drop constraint newsletter_subscribers_email_plain_text,
  add constraint newsletter_subscribers_email_plain_text check (not private.has_unsafe_characters(email)) not valid;
