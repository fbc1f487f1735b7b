// One run of the sender with an in-memory outbox: the optional chat webhook gets one line per
// lead after the e-mail went out (at most once per job), a chat failure never turns a sent
// e-mail into a retry, and alerts to the owner find a channel or fail loudly.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/content/index.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';
import { createChatWebhook } from '../../supabase/functions/_shared/notify/chat.ts';
import { processDueJobs } from '../../supabase/functions/_shared/notify/process.ts';
import type { ClaimedJob, JobStore, Message } from '../../supabase/functions/_shared/notify/types.ts';

const settings = notifySettings(checkContent().content!, 'https://www.example.com');
const quiet = { info: () => {}, error: () => {} };

function memoryStore(jobs: ClaimedJob[]) {
  const outcomes: string[] = [];
  const chatClaimed = new Set<number>();
  const store: JobStore = {
    housekeeping: async () => {},
    claim: async () => jobs.shift() ?? null,
    beginAttempt: async (job) => job.attempts + 1,
    complete: async (job) => {
      outcomes.push(`sent ${job.id}`);
      return true;
    },
    fail: async (job, error, { permanent }) => {
      outcomes.push(`failed ${job.id}${permanent ? ' for good' : ''}: ${error}`);
      return permanent ? 'failed' : 'retry';
    },
    claimChat: async (job) => {
      if (chatClaimed.has(job.id)) return false;
      chatClaimed.add(job.id);
      return true;
    },
  };
  return { store, outcomes };
}

const runtime = { fromAddress: 'leads@example.com', unsubscribeEndpoint: 'https://abcd.supabase.co/functions/v1/x' };

const lead = (id: number): ClaimedJob => ({
  id,
  kind: 'contact_notification',
  attempts: 0,
  lease_token: `lease-${id}`,
  created_at: '2025-01-06T09:00:00Z',
  payload: {
    contact: {
      id: `00000000-0000-4000-8000-00000000000${id}`,
      created_at: '2025-01-06T09:00:00Z',
      first_name: 'Ada',
      last_name: '<Lovelace>',
      email: 'ada@example.com',
      phone: null,
      message: 'Hello',
    },
  },
});

let chatServer: http.Server;
let chatUrl: string;
const chatBodies: unknown[] = [];
let chatStatus = 200;
beforeAll(async () => {
  chatServer = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    chatBodies.push(JSON.parse(body));
    res.writeHead(chatStatus).end('ok');
  });
  await new Promise<void>((resolve) => chatServer.listen(0, '127.0.0.1', resolve));
  chatUrl = `http://127.0.0.1:${(chatServer.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => chatServer.close(() => resolve())));

describe('processDueJobs', () => {
  it('posts one escaped line per lead to the chat webhook after the e-mail', async () => {
    chatBodies.length = 0;
    const sent: Message[] = [];
    const { store, outcomes } = memoryStore([lead(1), lead(2)]);
    const summary = await processDueJobs({
      store,
      mailer: {
        send: async (m) => {
          sent.push(m);
          return { ok: true, ref: 'test' };
        },
      },
      chat: createChatWebhook(chatUrl),
      settings,
      ...runtime,
      log: quiet,
    });
    expect(summary).toMatchObject({ claimed: 2, sent: 2, retried: 0, failed: 0 });
    expect(outcomes).toEqual(['sent 1', 'sent 2']);
    expect(chatBodies).toEqual([
      { text: expect.stringMatching(/Ada &lt;Lovelace&gt; \(ada@example\.com\).*job #1\b/) },
      { text: expect.stringMatching(/Ada &lt;Lovelace&gt; \(ada@example\.com\).*job #2\b/) },
    ]);
  });

  it('a failing chat webhook is logged; the e-mail still counts as sent', async () => {
    chatStatus = 500;
    const errors: string[] = [];
    const { store, outcomes } = memoryStore([lead(3)]);
    const summary = await processDueJobs({
      store,
      mailer: { send: async () => ({ ok: true, ref: 'test' }) },
      chat: createChatWebhook(chatUrl),
      settings,
      ...runtime,
      log: { info: () => {}, error: (line) => errors.push(line) },
    });
    chatStatus = 200;
    expect(summary).toMatchObject({ sent: 1, retried: 0 });
    expect(outcomes).toEqual(['sent 3']);
    expect(errors).toEqual([expect.stringContaining('chat webhook for notification #3 failed')]);
  });

  it('a mailer that throws is a passing failure: the job is retried', async () => {
    const { store, outcomes } = memoryStore([lead(4)]);
    const summary = await processDueJobs({
      store,
      mailer: {
        send: async () => {
          throw new Error('socket hang up');
        },
      },
      settings,
      ...runtime,
      log: quiet,
    });
    expect(summary).toMatchObject({ sent: 0, retried: 1 });
    expect(outcomes).toEqual(['failed 4: socket hang up']);
  });

  it('a job sent again (its sender died before recording it) posts no second chat line', async () => {
    chatBodies.length = 0;
    const { store } = memoryStore([lead(6), lead(6)]);
    await processDueJobs({
      store,
      mailer: { send: async () => ({ ok: true, ref: 'test' }) },
      chat: createChatWebhook(chatUrl),
      settings,
      ...runtime,
      log: quiet,
    });
    expect(chatBodies).toHaveLength(1);
  });

  it('a sender that cannot e-mail (bad sender address, no API key) fails every e-mail, to be retried, and counts the fault', async () => {
    for (const [fromAddress, mailerProblem, expected] of [
      ['nope', undefined, 'the sender address NOTIFY_FROM "nope" is not a plain e-mail address'],
      ['', undefined, 'no sender address: NOTIFY_FROM is not set'],
      ['leads@example.com', 'no API key: RESEND_API_KEY is not set', 'no API key: RESEND_API_KEY is not set'],
    ] as const) {
      const sent: Message[] = [];
      const { store, outcomes } = memoryStore([lead(5)]);
      const summary = await processDueJobs({
        store,
        mailer: recording(sent),
        ...(mailerProblem ? { mailerProblem } : {}),
        settings,
        ...runtime,
        fromAddress,
        log: quiet,
      });
      expect(sent).toEqual([]);
      expect(outcomes).toEqual([`failed 5: the sender is not configured: ${expected}`]);
      expect(summary).toMatchObject({ claimed: 1, retried: 1, errors: 1 });
    }
  });
});

describe('no failure blocks the others', () => {
  const withCampaign = (id: number): ClaimedJob => {
    const job = lead(id);
    (job.payload as { contact: Record<string, unknown> }).contact.utm_source = 'linkedin';
    return job;
  };
  // Settings written before the attribution labels existed: a lead with a campaign cannot be composed.
  const olderSettings = {
    ...settings,
    lead: { ...settings.lead, attribution: undefined },
  } as unknown as typeof settings;

  it('a job that cannot be composed counts an attempt, is retried (not given up), and the next job goes out', async () => {
    const sent: Message[] = [];
    const begun: number[] = [];
    const { store, outcomes } = memoryStore([withCampaign(20), lead(21)]);
    const summary = await processDueJobs({
      store: {
        ...store,
        beginAttempt: async (job) => {
          begun.push(job.id);
          return job.attempts + 1;
        },
      },
      mailer: recording(sent),
      settings: olderSettings,
      ...runtime,
      log: quiet,
    });
    expect(begun).toEqual([20, 21]);
    expect(outcomes).toEqual([expect.stringMatching(/^failed 20: the message could not be composed: /), 'sent 21']);
    expect(summary).toMatchObject({ claimed: 2, sent: 1, retried: 1, failed: 0 });
  });

  it('a payload the outbox did not write is failed for good at once, naming the kind and the field; the next job goes out', async () => {
    const malformed = lead(25);
    const { store, outcomes } = memoryStore([{ ...malformed, payload: { contact: { id: 25 } } }, lead(26)]);
    const summary = await processDueJobs({ store, mailer: recording([]), settings, ...runtime, log: quiet });
    expect(outcomes).toEqual([
      'failed 25 for good: the message could not be composed: contact_notification payload is not what the outbox writes: contact.id: Invalid input: expected string, received number',
      'sent 26',
    ]);
    expect(summary).toMatchObject({ claimed: 2, sent: 1, retried: 0, failed: 1 });
  });

  it('a failing housekeeping is logged and counted; the leads still go out', async () => {
    const errors: string[] = [];
    const { store, outcomes } = memoryStore([lead(22)]);
    const summary = await processDueJobs({
      store: {
        ...store,
        housekeeping: async () => {
          throw new Error('permission denied for table notification_jobs');
        },
      },
      mailer: recording([]),
      settings,
      ...runtime,
      log: { info: () => {}, error: (line) => errors.push(line) },
    });
    expect(outcomes).toEqual(['sent 22']);
    expect(summary).toMatchObject({ sent: 1, errors: 1 });
    expect(errors).toEqual([expect.stringContaining('housekeeping failed (sending goes on): permission denied')]);
  });

  it('a job whose handling throws (the store answered an error) is recorded as a failed attempt; the run goes on', async () => {
    const { store, outcomes } = memoryStore([lead(23), lead(24)]);
    let first = true;
    const summary = await processDueJobs({
      store: {
        ...store,
        complete: async (job) => {
          if (first) {
            first = false;
            throw new Error('complete_notification_job answered 503');
          }
          return store.complete(job);
        },
      },
      mailer: recording([]),
      settings,
      ...runtime,
      log: quiet,
    });
    expect(outcomes).toEqual([
      'failed 23: the sender failed while handling it: complete_notification_job answered 503',
      'sent 24',
    ]);
    expect(summary).toMatchObject({ claimed: 2, sent: 1, retried: 1, errors: 1 });
  });
});

/** A mailer that accepts everything and keeps what it was given. */
const recording = (sent: Message[]) => ({
  send: async (m: Message) => {
    sent.push(m);
    return { ok: true as const, ref: 'test' };
  },
});

describe('alerts to the owner', () => {
  const alert = (id: number, stage: 'retrying' | 'failed'): ClaimedJob => ({
    id,
    kind: 'lead_alert',
    attempts: 0,
    lease_token: `lease-${id}`,
    created_at: '2025-01-06T09:05:00Z',
    payload: {
      job_id: 1,
      stage,
      attempts: stage === 'failed' ? 8 : 1,
      max_attempts: 8,
      error: 'Resend answered 429: daily_quota_exceeded',
      contact: (lead(1).payload as { contact: object }).contact,
    },
  });
  const withAlertsTo = (address: string | null) => ({ ...settings, alertRecipient: address });

  it('go to the chat webhook, naming the lead, its job and the error, and no e-mail is sent', async () => {
    chatBodies.length = 0;
    const sent: Message[] = [];
    const { store, outcomes } = memoryStore([alert(10, 'retrying'), alert(11, 'failed')]);
    await processDueJobs({
      store,
      mailer: recording(sent),
      chat: createChatWebhook(chatUrl),
      settings: withAlertsTo('alerts@example.net'),
      ...runtime,
      log: quiet,
    });
    expect(outcomes).toEqual(['sent 10', 'sent 11']);
    expect(sent).toEqual([]);
    expect(chatBodies).toEqual([
      { text: expect.stringMatching(/ada@example\.com.*daily_quota_exceeded.*up to 72 hours.*attempt 1, job #1\b/) },
      { text: expect.stringMatching(/ada@example\.com\) could NOT be sent.*\(job #1, 8 attempts\)/) },
    ]);
  });

  it('go to the second address when there is no chat webhook, or it fails, with the request itself', async () => {
    for (const status of [undefined, 500]) {
      const sent: Message[] = [];
      if (status) chatStatus = status;
      const { store, outcomes } = memoryStore([alert(12, 'failed')]);
      await processDueJobs({
        store,
        mailer: recording(sent),
        ...(status ? { chat: createChatWebhook(chatUrl) } : {}),
        settings: withAlertsTo('alerts@example.net'),
        ...runtime,
        log: quiet,
      });
      chatStatus = 200;
      expect(outcomes).toEqual(['sent 12']);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: [{ address: 'alerts@example.net' }] });
      expect(sent[0]!.subject).toContain('Ada <Lovelace>');
      expect(sent[0]!.text).toContain('Message:\nHello');
    }
  });

  it('without any channel an alert fails for good, loudly; with a failing chat only, it is retried', async () => {
    const errors: string[] = [];
    const { store, outcomes } = memoryStore([alert(13, 'failed')]);
    await processDueJobs({
      store,
      mailer: { send: async () => ({ ok: true, ref: 'test' }) },
      settings: withAlertsTo(null),
      ...runtime,
      log: { info: () => {}, error: (line) => errors.push(line) },
    });
    expect(outcomes).toEqual([expect.stringMatching(/^failed 13 for good: no channel for alerts/)]);
    expect(errors).toEqual([expect.stringContaining('FAILED')]);

    chatStatus = 503;
    const retried = memoryStore([alert(14, 'retrying')]);
    await processDueJobs({
      store: retried.store,
      mailer: { send: async () => ({ ok: true, ref: 'test' }) },
      chat: createChatWebhook(chatUrl),
      settings: withAlertsTo(null),
      ...runtime,
      log: quiet,
    });
    chatStatus = 200;
    expect(retried.outcomes).toEqual(['failed 14: chat webhook: the chat webhook answered 503']);
  });
});
