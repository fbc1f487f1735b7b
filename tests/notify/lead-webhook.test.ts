// The lead webhook end to end on this machine: the sender posts each lead job to a receiver on
// 127.0.0.1, which checks the Standard Webhooks signature with the `standardwebhooks` library.
// While the receiver answers 500 the job is retried; once it answers 2xx it is delivered, once.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SCHEMA_FILE, webhookSchemaText } from '../../scripts/build/webhook-schema.ts';
import { checkContent } from '../../src/content/index.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';
import { LEAD_WEBHOOK_SCHEMA } from '../../supabase/functions/_shared/notify/lead-webhook.ts';
import { processDueJobs } from '../../supabase/functions/_shared/notify/process.ts';
import type { ClaimedJob, JobStore } from '../../supabase/functions/_shared/notify/types.ts';

const settings = notifySettings(checkContent().content!, 'https://www.example.com');
const SECRET = `whsec_${Buffer.from('a test secret of 32 bytes long!!').toString('base64')}`;
const quiet = { info: () => {}, error: () => {} };

const job: ClaimedJob = {
  id: 7,
  kind: 'lead_webhook',
  attempts: 0,
  lease_token: 'lease-7',
  created_at: '2026-11-28T09:00:00Z',
  payload: {
    contact: {
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      created_at: '2026-11-28T09:00:00.123+00:00',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.org',
      phone: null,
      message: 'Please call me.',
      utm_source: 'linkedin',
      landing_page: '/restaurant-automation',
      check_status: 'verified',
    },
  },
};

/** An outbox holding the one job: after a failed attempt it is due again at the next run (its back-off). */
function outbox() {
  const outcomes: string[] = [];
  let due = true;
  let retry = false;
  const store: JobStore = {
    housekeeping: async () => {
      due ||= retry;
      retry = false;
    },
    claim: async () => {
      if (!due) return null;
      due = false;
      return job;
    },
    beginAttempt: async () => outcomes.length + 1,
    complete: async () => {
      outcomes.push('sent');
      return true;
    },
    fail: async (_job, error, { permanent }) => {
      outcomes.push(`${permanent ? 'failed' : 'retry'}: ${error}`);
      retry = !permanent;
      return permanent ? 'failed' : 'retry';
    },
    claimChat: async () => false,
  };
  return { store, outcomes };
}

let receiver: http.Server;
let url: string;
let answer = 500;
const received: { verified: unknown; headers: http.IncomingHttpHeaders }[] = [];
beforeAll(async () => {
  receiver = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    let verified: unknown;
    try {
      verified = new Webhook(SECRET).verify(body, headers);
    } catch (error) {
      verified = `refused: ${(error as Error).message}`;
    }
    received.push({ verified, headers: req.headers });
    res.writeHead(answer).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const run = (store: JobStore) =>
  processDueJobs({
    store,
    mailer: { send: async () => ({ ok: true, ref: 'unused' }) },
    settings,
    fromAddress: 'leads@example.com',
    unsubscribeEndpoint: 'https://abcd.supabase.co/functions/v1/x',
    leadWebhook: { url, secret: SECRET },
    log: quiet,
  });

describe('the lead webhook', () => {
  it('is signed as Standard Webhooks say, retried while the receiver answers 500, and delivered once on 2xx', async () => {
    const { store, outcomes } = outbox();
    answer = 500;
    await run(store);
    await run(store);
    answer = 204;
    await run(store);
    await run(store); // nothing due any more
    expect(outcomes).toEqual([
      'retry: lead webhook answered HTTP 500',
      'retry: lead webhook answered HTTP 500',
      'sent',
    ]);
    expect(received).toHaveLength(3);
    // Every attempt carries the same id, so a receiver can drop a repeat; each verifies.
    expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(
      new Set(['msg_lead_0f8fad5b-d9cb-469f-a165-70867728950e']),
    );
    const payload = LEAD_WEBHOOK_SCHEMA.parse(received[2]!.verified);
    expect(payload).toMatchObject({
      type: 'lead.created.v1',
      data: {
        email: 'grace@example.org',
        released: false,
        attribution: { utm_source: 'linkedin', landing_page: '/restaurant-automation', referrer: null },
      },
    });
  });

  it('a receiver with another secret refuses the signature; 410 Gone stops the retries', async () => {
    received.length = 0;
    const { store, outcomes } = outbox();
    answer = 410;
    await run(store);
    expect(outcomes).toEqual(['failed: lead webhook answered HTTP 410']);
    const other = `whsec_${Buffer.from('another secret, also 32 bytes!!!').toString('base64')}`;
    const headers = Object.fromEntries(Object.entries(received[0]!.headers).map(([k, v]) => [k, String(v)]));
    expect(() => new Webhook(other).verify(JSON.stringify(received[0]!.verified), headers)).toThrow();
  });

  it('a 307 or 308 from the receiver is a failed delivery with its reason: the address it points to gets nothing', async () => {
    const elsewhere: string[] = [];
    const second = http.createServer((req, res) => {
      elsewhere.push(`${req.method} ${req.url}`);
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve));
    const secondUrl = `http://127.0.0.1:${(second.address() as AddressInfo).port}/stolen`;
    let status = 307;
    const first = http.createServer((req, res) => {
      req.resume();
      res.writeHead(status, { location: secondUrl }).end();
    });
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    const firstUrl = `http://127.0.0.1:${(first.address() as AddressInfo).port}/crm`;
    try {
      const { store, outcomes } = outbox();
      const once = () =>
        processDueJobs({
          store,
          mailer: { send: async () => ({ ok: true, ref: 'unused' }) },
          settings,
          fromAddress: 'leads@example.com',
          unsubscribeEndpoint: 'https://abcd.supabase.co/functions/v1/x',
          leadWebhook: { url: firstUrl, secret: SECRET },
          log: quiet,
        });
      await once();
      status = 308;
      await once();
      const reason = (code: number) =>
        `retry: lead webhook answered HTTP ${code} to ${secondUrl}: redirects are not followed, so the signed lead ` +
        'was sent nowhere else; set LEAD_WEBHOOK_URL to the address that answers 2xx itself';
      expect(outcomes).toEqual([reason(307), reason(308)]);
      expect(elsewhere).toEqual([]);
    } finally {
      await Promise.all([first, second].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    }
  });

  it('without LEAD_WEBHOOK_URL the job is completed with nothing sent', async () => {
    received.length = 0;
    const { store, outcomes } = outbox();
    await processDueJobs({
      store,
      mailer: { send: async () => ({ ok: true, ref: 'unused' }) },
      settings,
      fromAddress: 'leads@example.com',
      unsubscribeEndpoint: 'https://abcd.supabase.co/functions/v1/x',
      log: quiet,
    });
    expect(outcomes).toEqual(['sent']);
    expect(received).toEqual([]);
  });
});

describe('the payload’s JSON Schema', () => {
  it('is committed as generated from the zod schema (node scripts/build/webhook-schema.ts)', () => {
    expect(readFileSync(WEBHOOK_SCHEMA_FILE, 'utf8')).toBe(webhookSchemaText());
  });
});
