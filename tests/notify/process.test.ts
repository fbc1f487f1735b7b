// One run of the sender with an in-memory outbox: the optional chat webhook gets one line per
// lead after the e-mail went out, and a chat failure never turns a sent e-mail into a retry.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/content/index.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';
import { createChatWebhook } from '../../supabase/functions/_shared/notify/chat.ts';
import { processDueJobs, SenderConfigError } from '../../supabase/functions/_shared/notify/process.ts';
import type { ClaimedJob, JobStore, Message } from '../../supabase/functions/_shared/notify/types.ts';

const settings = notifySettings(checkContent().content!, 'https://www.example.com');
const quiet = { info: () => {}, error: () => {} };

function memoryStore(jobs: ClaimedJob[]) {
  const outcomes: string[] = [];
  const store: JobStore = {
    claim: async (n) => jobs.splice(0, n),
    complete: async (job) => {
      outcomes.push(`sent ${job.id}`);
      return true;
    },
    fail: async (job, error, { permanent }) => {
      outcomes.push(`failed ${job.id}: ${error}`);
      return permanent ? 'failed' : 'retry';
    },
  };
  return { store, outcomes };
}

const lead = (id: number): ClaimedJob => ({
  id,
  kind: 'contact_notification',
  attempts: 1,
  lease_token: `lease-${id}`,
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
      fromAddress: 'leads@example.com',
      log: quiet,
    });
    expect(summary).toMatchObject({ claimed: 2, sent: 2, retried: 0, failed: 0 });
    expect(outcomes).toEqual(['sent 1', 'sent 2']);
    expect(chatBodies).toEqual([
      { text: expect.stringContaining('Ada &lt;Lovelace&gt; (ada@example.com)') },
      { text: expect.stringContaining('Ada &lt;Lovelace&gt; (ada@example.com)') },
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
      fromAddress: 'leads@example.com',
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
      fromAddress: 'leads@example.com',
      log: quiet,
    });
    expect(summary).toMatchObject({ sent: 0, retried: 1 });
    expect(outcomes).toEqual(['failed 4: socket hang up']);
  });

  it('a bad sender address stops the run before any job is claimed (no attempt used up)', async () => {
    const jobs = [lead(5)];
    const { store } = memoryStore(jobs);
    await expect(
      processDueJobs({
        store,
        mailer: { send: async () => ({ ok: true, ref: '' }) },
        settings,
        fromAddress: 'nope',
        log: quiet,
      }),
    ).rejects.toThrow(SenderConfigError);
    expect(jobs).toHaveLength(1);
  });
});
