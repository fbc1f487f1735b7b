// Leads into HubSpot end to end on this machine: the sender submits each hubspot_lead job to a
// stand-in of HubSpot's Forms API on 127.0.0.1, which checks the request's shape (the path with
// the portal and form ids, the JSON body HubSpot documents). While it answers 500 the job is
// retried; once it answers 2xx it is delivered, once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkContent } from '../../src/content/index.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';
import { hubspotSubmission } from '../../supabase/functions/_shared/notify/hubspot.ts';
import { processDueJobs } from '../../supabase/functions/_shared/notify/process.ts';
import type { ClaimedJob, JobStore, NotifySettings } from '../../supabase/functions/_shared/notify/types.ts';

const PORTAL = '12345678';
const FORM = '78c2891f-ebdd-44c0-bd94-15c012bbbfbf';
const content = checkContent().content!;
const settings: NotifySettings = {
  ...notifySettings(content, 'https://www.example.com'),
  hubspot: { portalId: PORTAL, formGuid: FORM },
};
const quiet = { info: () => {}, error: () => {} };

const contact = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  created_at: '2026-11-28T09:00:00.123+00:00',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.org',
  phone: '+1 312 555 0100',
  message: 'Please call me.',
  utm_source: 'linkedin',
  utm_medium: null,
  utm_campaign: 'nov-launch',
  landing_page: '/restaurant-automation',
  form_page: '/contact',
};
const job: ClaimedJob = {
  id: 8,
  kind: 'hubspot_lead',
  attempts: 0,
  lease_token: 'lease-8',
  created_at: '2026-11-28T09:00:01Z',
  payload: { lead_job_id: 5, contact },
};

/** What HubSpot's submit endpoint documents: fields of a contact (0-1), the page it came from. */
const submissionShape = z.strictObject({
  submittedAt: z.string().regex(/^\d+$/),
  fields: z.array(z.strictObject({ objectTypeId: z.literal('0-1'), name: z.string(), value: z.string() })).min(1),
  context: z.strictObject({ pageUri: z.url(), pageName: z.string() }),
});

/** An outbox holding the one job: after a failed attempt it is due again at the next run. */
function outbox(held: ClaimedJob = job) {
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
      return held;
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

let hubspot: http.Server;
let apiUrl: string;
let answer: { status: number; body?: string } = { status: 500 };
const received: { path: string; contentType: string | undefined; body: unknown }[] = [];
beforeAll(async () => {
  hubspot = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({
      path: `${req.method} ${req.url}`,
      contentType: req.headers['content-type'],
      body: JSON.parse(body),
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ?? '{}');
  });
  await new Promise<void>((resolve) => hubspot.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(hubspot.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => hubspot.close(() => resolve())));

const run = (store: JobStore, withSettings = settings) =>
  processDueJobs({
    store,
    mailer: { send: async () => ({ ok: true, ref: 'unused' }) },
    settings: withSettings,
    fromAddress: 'leads@example.com',
    unsubscribeEndpoint: 'https://abcd.supabase.co/functions/v1/x',
    hubspotApiUrl: apiUrl,
    log: quiet,
  });

describe('a lead into HubSpot (Forms API)', () => {
  it('is submitted to the portal’s form as HubSpot documents it, retried while it answers 500, delivered once on 2xx', async () => {
    received.length = 0;
    const { store, outcomes } = outbox();
    answer = { status: 500 };
    await run(store);
    await run(store);
    answer = { status: 200, body: '{"inlineMessage":"Thanks"}' };
    await run(store);
    await run(store); // nothing due any more
    expect(outcomes).toEqual(['retry: HubSpot answered HTTP 500', 'retry: HubSpot answered HTTP 500', 'sent']);
    expect(received).toHaveLength(3);
    for (const request of received) {
      expect(request.path).toBe(`POST /submissions/v3/integration/submit/${PORTAL}/${FORM}`);
      expect(request.contentType).toBe('application/json');
      // Every retry is the same submission, sent at the visitor's time.
      expect(request.body).toEqual(received[0]!.body);
    }
    const submission = submissionShape.parse(received[2]!.body);
    expect(submission.submittedAt).toBe(String(Date.parse(contact.created_at)));
    expect(Object.fromEntries(submission.fields.map((f) => [f.name, f.value]))).toEqual({
      email: 'grace@example.org',
      firstname: 'Grace',
      lastname: 'Hopper',
      phone: '+1 312 555 0100',
      message: 'Please call me.',
      utm_source: 'linkedin',
      utm_campaign: 'nov-launch',
      landing_page: '/restaurant-automation',
    });
    expect(submission.context).toEqual({ pageUri: 'https://www.example.com/contact', pageName: '/contact' });
  });

  it('a refusal names HubSpot’s reasons, never the visitor’s values, and is retried', async () => {
    received.length = 0;
    const { store, outcomes } = outbox();
    answer = {
      status: 400,
      body: JSON.stringify({
        status: 'error',
        message: 'The request is not valid',
        errors: [
          { message: "Error in 'fields.email'. Invalid email address grace@example.org", errorType: 'INVALID_EMAIL' },
        ],
      }),
    };
    await run(store);
    expect(outcomes).toEqual(['retry: HubSpot answered HTTP 400 (INVALID_EMAIL)']);
    expect(outcomes.join()).not.toContain('grace@example.org');
  });

  it('without a HubSpot form in the settings the job is completed with nothing sent', async () => {
    received.length = 0;
    const { store, outcomes } = outbox();
    const { hubspot: _none, ...without } = settings;
    await run(store, without);
    expect(outcomes).toEqual(['sent']);
    expect(received).toEqual([]);
  });

  it('a lead’s e-mail job queues its HubSpot job only when a form is set', async () => {
    const queued: number[] = [];
    const lead: ClaimedJob = { ...job, id: 5, kind: 'contact_notification', payload: { contact } };
    for (const withSettings of [settings, { ...settings, hubspot: undefined }]) {
      const { store } = outbox(lead);
      await run({ ...store, queueHubspotLead: async (j) => void queued.push(j.id) }, withSettings);
    }
    expect(queued).toEqual([5]);
  });

  it('leaves out what the visitor left empty, and a request stored before the attribution columns', () => {
    const bare = {
      ...job,
      payload: {
        contact: { ...contact, phone: null, utm_source: null, utm_campaign: null, landing_page: null, form_page: null },
      },
    };
    const submission = hubspotSubmission(bare, 'https://www.example.com');
    expect(submission.fields.map((f) => f.name)).toEqual(['email', 'firstname', 'lastname', 'message']);
    expect(submission.context).toEqual({ pageUri: 'https://www.example.com/', pageName: '/' });
  });
});
