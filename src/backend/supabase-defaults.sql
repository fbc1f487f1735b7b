-- What a new Supabase project has before the first migration runs, for the local database
-- (src/backend/db.ts), the native PostgreSQL check (scripts/db-native-check.sh) and the tests.
-- Migrations must be written against this starting point: Supabase grants every new table,
-- sequence and function in `public` to anon and authenticated by default, so a migration that
-- forgets a revoke leaves a door open there. Starting from the same grants here means the tests
-- catch that, instead of passing on a database that happens to be locked down already.
-- Idempotent: it runs on every start.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Default privileges of the role that runs the migrations (postgres on Supabase, the local
-- superuser here): everything new in public is granted to the API roles.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- PostgreSQL's own default, kept explicit: every new function is executable by PUBLIC (every
-- role) unless a migration revokes it.
alter default privileges grant execute on functions to public;
