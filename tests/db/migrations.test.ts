// The migration files and the local runner: what they create, that they run
// once, and that a broken migration leaves nothing behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, type LocalDatabase, listMigrations, MIGRATIONS_DIR, openDatabase } from '../../src/backend/db.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
});
afterAll(() => db?.close());

/** Everything the migrations define, as comparable text. */
async function schemaFingerprint(pg: PGlite): Promise<string[]> {
  const queries = [
    `select 'table ' || table_schema || '.' || table_name from information_schema.tables
      where table_schema in ('public', 'private', 'supabase_migrations')`,
    `select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
      where connamespace in ('public'::regnamespace, 'private'::regnamespace)`,
    `select 'index ' || indexdef from pg_indexes where schemaname in ('public', 'private')`,
    `select 'policy ' || tablename || ' ' || policyname || ' ' || cmd || ' ' || roles::text || ' ' || coalesce(with_check, '') from pg_policies`,
    `select 'trigger ' || tgrelid::regclass || ' ' || tgname from pg_trigger where not tgisinternal`,
    `select 'function ' || p.oid::regprocedure || ' ' || p.prosecdef || ' ' || coalesce(array_to_string(p.proconfig, ','), '')
       from pg_proc p where p.pronamespace = 'private'::regnamespace`,
    `select 'grant ' || grantee || ' ' || table_schema || '.' || table_name || ' ' || privilege_type
       from information_schema.role_table_grants where table_schema in ('public', 'private')`,
    `select 'column grant ' || grantee || ' ' || table_name || '.' || column_name || ' ' || privilege_type
       from information_schema.column_privileges where table_schema = 'public' and grantee in ('anon', 'authenticated')`,
    `select 'rls ' || relname || ' ' || relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
  ];
  const lines: string[] = [];
  for (const q of queries)
    lines.push(...(await pg.query<Record<string, string>>(q)).rows.map((r) => Object.values(r)[0]!));
  return lines.sort();
}

describe('migration files', () => {
  it('follow the Supabase CLI layout and contain no transaction control or role creation', () => {
    const files = fs.readdirSync(MIGRATIONS_DIR);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').replace(/--.*$/gm, '');
      // Supabase wraps each migration in its own transaction and owns the roles.
      expect(sql).not.toMatch(/^\s*(begin|commit|rollback)\s*;/im);
      expect(sql).not.toMatch(/create\s+role/i);
      expect(sql).not.toMatch(/create\s+extension/i);
    }
  });
});

describe('applied schema', () => {
  it('records each migration once, as the Supabase CLI does', async () => {
    const rows = (
      await db.pg.query<{ version: string; name: string; n: number }>(
        `select version, name, array_length(statements, 1) as n from supabase_migrations.schema_migrations order by version`,
      )
    ).rows;
    expect(rows.map((r) => `${r.version}_${r.name}`)).toEqual(listMigrations().map((m) => `${m.version}_${m.name}`));
  });

  it('creates the Supabase roles without login', async () => {
    const roles = (
      await db.pg.query<{ rolname: string; rolcanlogin: boolean; rolbypassrls: boolean }>(
        `select rolname, rolcanlogin, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by 1`,
      )
    ).rows;
    expect(roles).toEqual([
      { rolname: 'anon', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticated', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'service_role', rolcanlogin: false, rolbypassrls: true },
    ]);
  });

  it('enables row-level security; the one policy lets visitors insert contact requests', async () => {
    const fp = await schemaFingerprint(db.pg);
    expect(fp).toContain('rls contacts true');
    expect(fp).toContain('rls newsletter_subscribers true');
    const policies = fp.filter((l) => l.startsWith('policy '));
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatch(/^policy contacts .* INSERT \{anon,authenticated\} /);
  });

  it('grants anon and authenticated only INSERT on the form columns', async () => {
    const fp = await schemaFingerprint(db.pg);
    const tableGrants = fp.filter((l) => /^grant (anon|authenticated|PUBLIC) /.test(l));
    expect(tableGrants).toEqual([]);
    const columnGrants = fp.filter((l) => l.startsWith('column grant anon '));
    expect(columnGrants).toEqual([
      'column grant anon contacts.email INSERT',
      'column grant anon contacts.experiment INSERT',
      'column grant anon contacts.experiment_variant INSERT',
      'column grant anon contacts.first_name INSERT',
      'column grant anon contacts.form_page INSERT',
      'column grant anon contacts.human_check INSERT',
      'column grant anon contacts.id INSERT',
      'column grant anon contacts.landing_page INSERT',
      'column grant anon contacts.last_name INSERT',
      'column grant anon contacts.message INSERT',
      'column grant anon contacts.phone INSERT',
      'column grant anon contacts.preview INSERT',
      'column grant anon contacts.referrer INSERT',
      'column grant anon contacts.utm_campaign INSERT',
      'column grant anon contacts.utm_content INSERT',
      'column grant anon contacts.utm_medium INSERT',
      'column grant anon contacts.utm_source INSERT',
      'column grant anon contacts.utm_term INSERT',
    ]);
  });

  it("gives every private function an empty search_path; exactly these run with the owner's rights", async () => {
    const functions = (await schemaFingerprint(db.pg)).filter((l) => l.startsWith('function '));
    for (const f of functions) expect(f).toMatch(/ search_path=""$/);
    expect(functions.filter((f) => f.includes(' true ')).map((f) => f.split(' ')[1])).toEqual([
      'private.add_to_unverified_digest(contacts)',
      'private.alert_spent_channels(text[])',
      'private.contacts_check_human()',
      'private.contacts_enqueue_notification()',
      'private.contacts_rate_limit()',
      'private.contacts_verified_ceiling()',
      'private.count_sent_job()',
      'private.delete_jobs_of(text)',
      'private.enforce_rate_limit(text,integer,integer,text)',
      'private.enqueue_contact_receipt(contacts,bigint)',
      'private.enqueue_newsletter_confirmation(newsletter_subscribers)',
      'private.erasure_fingerprint(text)',
      'private.erasure_record_key()',
      'private.expire_erasure_records()',
      'private.expire_rate_events()',
      'private.give_up_vanished_attempts()',
      'private.lead_delivery_status()',
      'private.lead_wait_exceeded()',
      'private.lead_watchdog_alert()',
      'private.notification_jobs_alert_owner()',
      'private.outbox_housekeeping()',
      'private.purge_expired_contacts()',
      'private.purge_unconfirmed_newsletter()',
      'private.queue_limit_alert(text,text,jsonb)',
      'private.spent_channels()',
    ]);
  });

  // The bootstrap starts from Supabase's defaults (every new function in public executable by
  // anon, authenticated and PUBLIC), so this list proves the migrations' revokes.
  it("lets visitors call exactly the three newsletter functions and the view counter (and the constraints' character rule); the sender's functions only service_role", async () => {
    const callable = async (role: string) =>
      (
        await db.pg.query<{ f: string }>(
          `select p.oid::regprocedure::text as f from pg_proc p
            where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
              and has_function_privilege($1, p.oid, 'execute')
            order by 1`,
          [role],
        )
      ).rows.map((r) => r.f);
    const visitorFunctions = [
      'confirm_newsletter_subscription(text)',
      'count_experiment_view(text,text)', // the page's view counter (issue 55): counts, returns nothing
      'subscribe_newsletter(text)',
      'unsubscribe_newsletter(text)',
    ];
    // The character rule runs inside the form's check constraints, which execute as the writer;
    // it is a pure predicate in a schema visitors cannot reach (no usage on private).
    const constraintFunctions = ['private.has_unsafe_characters(text)'];
    for (const role of ['anon', 'authenticated']) {
      expect(await callable(role)).toEqual([...visitorFunctions, ...constraintFunctions].sort());
      const usage = await db.pg.query<{ ok: boolean }>(`select has_schema_privilege($1, 'private', 'usage') as ok`, [
        role,
      ]);
      expect(usage.rows[0]?.ok).toBe(false);
    }
    const sender = await callable('service_role');
    for (const f of [
      'begin_notification_attempt(bigint,uuid)',
      'claim_notification_chat(bigint)',
      'claim_notification_job(integer)',
      'complete_notification_job(bigint,uuid)',
      'fail_notification_job(bigint,uuid,text,boolean,integer)',
      'notification_housekeeping()',
      'notify_health(text)',
      'email_quota_status()', // the health check's quota question
      'request_client_address()',
      'private.lead_delivery_status()', // for checks and monitors
      'owner_contacts(integer)', // the owner's tools (npm run contacts)
      'owner_lead_origins(timestamp with time zone)',
      'owner_experiment_counts(date)',
      'owner_export(text)',
      'owner_erase(text)',
    ]) {
      expect(sender).toContain(f);
    }
  });

  it("starts from Supabase's default grants, so a forgotten revoke would show", async () => {
    await db.pg.exec('create table public.probe_defaults (x int)');
    try {
      const granted = (
        await db.pg.query<{ anon: boolean }>(
          `select has_table_privilege('anon', 'public.probe_defaults', 'insert') as anon`,
        )
      ).rows[0]!.anon;
      expect(granted).toBe(true);
    } finally {
      await db.pg.exec('drop table public.probe_defaults');
    }
  });
});

describe('the runner', () => {
  it('is idempotent: a second run applies nothing and changes nothing', async () => {
    const before = await schemaFingerprint(db.pg);
    const applied = await bootstrap(db.pg);
    expect(applied).toEqual([]);
    expect(await schemaFingerprint(db.pg)).toEqual(before);
    const n = (await db.pg.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations'))
      .rows[0]!.n;
    expect(n).toBe(listMigrations().length);
  });

  describe('with a broken migration', () => {
    let dir: string;
    let pg: PGlite;
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
      fs.writeFileSync(path.join(dir, '20000101000000_good.sql'), 'create table public.good (x int);');
      fs.writeFileSync(
        path.join(dir, '20000101000001_broken.sql'),
        'create table public.half (x int);\nselect this_is_not_a_function();',
      );
      fs.writeFileSync(path.join(dir, '20000101000002_after.sql'), 'create table public.after (x int);');
      pg = await PGlite.create();
    });
    afterAll(async () => {
      await pg?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('applies the ones before, rolls the broken one back completely, and stops', async () => {
      await expect(bootstrap(pg, dir)).rejects.toMatchObject({ code: '42883' });
      const tables = (
        await pg.query<{ t: string | null }>(
          `select to_regclass('public.good')::text as t union all select to_regclass('public.half')::text union all select to_regclass('public.after')::text`,
        )
      ).rows.map((r) => r.t);
      expect(tables).toEqual(['good', null, null]);
      const versions = (
        await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
      ).rows;
      expect(versions).toEqual([{ version: '20000101000000' }]);
    });

    it('applies the rest once the broken file is fixed', async () => {
      fs.writeFileSync(path.join(dir, '20000101000001_broken.sql'), 'create table public.half (x int);');
      expect(await bootstrap(pg, dir)).toEqual(['20000101000001', '20000101000002']);
      expect(await bootstrap(pg, dir)).toEqual([]);
    });
  });
});
