// The privacy policy's periods, kept by the database (PGlite with the real migrations): the
// hourly housekeeping deletes contact requests older than the retention setting with the jobs
// that name them, and anti-spam records older than an hour. The policy's own text states the
// figures: this file reads them from content/legal/privacy-policy.md and holds the database to
// them. Time passes by moving the stored moments back.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase, REPO_ROOT } from '../../src/backend/db.ts';
import { insertContact, nextIp } from './sql.ts';

const POLICY = fs.readFileSync(path.join(REPO_ROOT, 'content/legal/privacy-policy.md'), 'utf8');
const WORDS: Record<string, number> = { one: 1, two: 2, six: 6, twelve: 12, eighteen: 18, 'twenty-four': 24 };

/** "up to 24 months" / "up to one hour" in the policy's retention list, as a number. */
function policyFigure(item: string, unit: 'months' | 'hour'): number {
  const match = new RegExp(`\\*\\*${item}:\\*\\* up to (\\d+|[a-z-]+) ${unit}`).exec(POLICY);
  if (!match) throw new Error(`the privacy policy no longer says "**${item}:** up to … ${unit}"`);
  return /^\d+$/.test(match[1]!) ? Number(match[1]) : WORDS[match[1]!]!;
}

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
});
afterAll(() => db?.close());
beforeEach(() =>
  db.pg.exec(`delete from public.contacts; delete from private.notification_jobs; delete from private.rate_events;
              update private.outbox_settings set contact_retention_months = default;`),
);

/** Stores a request as a visitor (with its rate-limit record, lead job and receipt), `monthsAgo`. */
async function requestFrom(email: string, monthsAgo: number): Promise<string> {
  const id = crypto.randomUUID();
  await db.pg.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'anon', true)`);
    expect((await insertContact(tx, { id, email }, { 'x-forwarded-for': nextIp() })).ok).toBe(true);
  });
  // A failed first attempt queues an alert that names the request too.
  await db.pg.query(
    `insert into private.notification_jobs (kind, payload)
     select 'lead_alert', jsonb_build_object('job_id', j.id, 'stage', 'retrying', 'contact', j.payload -> 'contact')
       from private.notification_jobs j where j.kind = 'contact_notification' and j.payload -> 'contact' ->> 'id' = $1`,
    [id],
  );
  for (const table of ['public.contacts', 'private.notification_jobs']) {
    const about = table === 'public.contacts' ? 'id::text' : `payload -> 'contact' ->> 'id'`;
    await db.pg.query(`update ${table} set created_at = now() - make_interval(months => $2) where ${about} = $1`, [
      id,
      monthsAgo,
    ]);
  }
  return id;
}

const housekeeping = () => db.pg.query('select private.outbox_housekeeping()');
const requests = async () =>
  (await db.pg.query<{ email: string }>('select email from public.contacts order by email')).rows.map((r) => r.email);
const jobsAbout = async (id: string) =>
  (
    await db.pg.query<{ kind: string }>(
      `select kind from private.notification_jobs where payload -> 'contact' ->> 'id' = $1 order by kind`,
      [id],
    )
  ).rows.map((r) => r.kind);

describe('contact requests are kept as long as the privacy policy says, then deleted with their e-mails', () => {
  it('the policy and the database name the same period (one setting: outbox_settings.contact_retention_months)', async () => {
    const { rows } = await db.pg.query<{ months: number }>(
      'select contact_retention_months as months from private.outbox_settings',
    );
    expect(rows).toEqual([{ months: policyFigure('Contact requests', 'months') }]);
  });

  it('the hourly housekeeping deletes a request a month past the period, with its jobs, and keeps a younger one', async () => {
    const months = policyFigure('Contact requests', 'months');
    const expired = await requestFrom('expired@example.org', months + 1);
    const kept = await requestFrom('kept@example.org', months - 1);
    expect(await jobsAbout(expired)).toEqual(['contact_notification', 'contact_receipt', 'lead_alert']);

    await housekeeping();
    expect(await requests()).toEqual(['kept@example.org']);
    expect(await jobsAbout(expired)).toEqual([]);
    expect(await jobsAbout(kept)).toEqual(['contact_notification', 'contact_receipt', 'lead_alert']);
  });

  it('the sender’s housekeeping (public.notification_housekeeping, service_role) does the same', async () => {
    await requestFrom('expired@example.org', 25);
    await db.pg.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'service_role', true)`);
      await tx.query('select public.notification_housekeeping()');
    });
    expect(await requests()).toEqual([]);
  });

  it('follows the setting: 12 months deletes a 13-month-old request', async () => {
    await requestFrom('thirteen@example.org', 13);
    await housekeeping();
    expect(await requests()).toEqual(['thirteen@example.org']);
    await db.pg.exec('update private.outbox_settings set contact_retention_months = 12');
    await housekeeping();
    expect(await requests()).toEqual([]);
  });

  it('refuses a period of no months or over ten years', async () => {
    for (const months of [0, 121]) {
      await expect(
        db.pg.query('update private.outbox_settings set contact_retention_months = $1', [months]),
      ).rejects.toThrow(/outbox_settings_contact_retention/);
    }
  });
});

describe('anti-spam network-address records are kept one hour, as the policy says', () => {
  it('the housekeeping deletes records a minute past the hour and keeps those a minute short of it', async () => {
    const minutes = policyFigure('Anti-spam network address', 'hour') * 60;
    expect(POLICY).toContain('we record the network (IP) address a submission came from for up to one hour');
    await db.pg.query(
      `insert into private.rate_events (action, client_key, created_at) values
         ('contact', 'old', now() - make_interval(mins => $1 + 1)),
         ('newsletter', 'older', now() - interval '2 days'),
         ('contact', 'recent', now() - make_interval(mins => $1 - 1))`,
      [minutes],
    );
    await housekeeping();
    const { rows } = await db.pg.query<{ client_key: string }>('select client_key from private.rate_events');
    expect(rows).toEqual([{ client_key: 'recent' }]);
  });

  it('without any request arriving (until now only the next request removed old records)', async () => {
    await db.pg.exec(
      `insert into private.rate_events (action, client_key, created_at) values ('contact', 'idle', now() - interval '3 hours')`,
    );
    await db.pg.query('select private.expire_rate_events()');
    expect((await db.pg.query('select 1 from private.rate_events')).rows).toEqual([]);
  });
});
