// The sender against a flood, on PGlite with the real migrations (issue 52): site.yaml's limits
// reach the database at the start of a run, one network's 60 solved checks give the owner at
// most the day's number of lead e-mails and one notice on the second channel (the chat), and a
// real lead from another network goes out in the same run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { createPgliteJobStore } from '../../src/backend/notify/pglite-store.ts';
import { checkContent } from '../../src/content/index.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';
import { processDueJobs } from '../../supabase/functions/_shared/notify/process.ts';
import type { Message } from '../../supabase/functions/_shared/notify/types.ts';
import { insertContact } from '../db/sql.ts';

const settings = notifySettings(checkContent().content!, 'https://www.example.com');
const limits = settings.limits!;

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
}, 60_000);
afterAll(() => db?.close());

/** A visitor's request with a solved check, committed as the REST layer would store it. */
function send(email: string, address: string) {
  return db.pg.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'anon', true)`);
    const outcome = await insertContact(tx, { email }, { 'x-forwarded-for': address });
    if (!outcome.ok) throw new Error(`not stored: ${JSON.stringify(outcome)}`);
  });
}

describe('one run of the sender during a flood', () => {
  it('writes the limits, e-mails at most the daily number of one network, tells the owner once, and sends the real lead', async () => {
    await db.pg.exec('update private.outbox_settings set leads_per_network_per_day = 999, provider_daily_quota = 7');
    // 60 solved checks from one /24, 10 an hour (its hourly limit), each from an address of its own.
    for (let hour = 0; hour < 6; hour++) {
      for (let i = 1; i <= 10; i++) await send(`flood-${hour}-${i}@example.com`, `203.0.113.${hour * 10 + i}`);
      await db.pg.exec(`update private.rate_events set created_at = created_at - interval '61 minutes'`);
      // The first run of the day writes site.yaml's figures; the flood's later requests meet them.
      if (hour === 0) await runSender();
    }
    await send('real-lead@example.org', '192.0.2.44');
    await runSender();

    const [figures] = (
      await db.pg.query<Record<string, number>>(
        'select provider_daily_quota, leads_per_network_per_day from private.outbox_settings',
      )
    ).rows;
    expect(figures).toEqual({
      provider_daily_quota: limits.providerDailyQuota,
      leads_per_network_per_day: limits.leadsPerNetworkPerDay,
    });
    const toOwner = sent.filter((m) => m.to[0]?.address === settings.leadRecipient);
    // Before the first run the database still had 999: those first 10 went out as leads; the
    // day's number (20) holds the rest of the network's requests back.
    expect(toOwner.filter((m) => m.text.includes('@example.com'))).toHaveLength(limits.leadsPerNetworkPerDay);
    expect(toOwner.filter((m) => m.text.includes('real-lead@example.org'))).toHaveLength(1);
    const notice = limits.alerts.network.replace('{cap}', String(limits.leadsPerNetworkPerDay));
    expect(chat.filter((line) => line === notice)).toHaveLength(1);
  }, 60_000);
});

/** What every run of the sender delivered: e-mails, and lines to the chat. */
const sent: Message[] = [];
const chat: string[] = [];

/** One sender run with a recording mailer and chat. */
async function runSender() {
  await processDueJobs({
    store: createPgliteJobStore(db.pg),
    mailer: {
      send: async (message) => {
        sent.push(message);
        return { ok: true, ref: `test-${sent.length}` };
      },
    },
    chat: { post: async (text) => void chat.push(text) },
    settings,
    fromAddress: 'leads@example.com',
    unsubscribeEndpoint: 'https://abcd.supabase.co/functions/v1/x',
    log: { info: () => {}, error: () => {} },
    maxJobs: 500,
  });
}
