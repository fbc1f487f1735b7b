// Every call the functions make to a third party goes to its own address only: a 307 from the
// lead webhook's receiver (tests/notify/lead-webhook.test.ts), HubSpot's form endpoint or
// Cloudflare's siteverify is not followed, so whatever the Location names gets nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHubspotLead } from '../../supabase/functions/_shared/notify/hubspot.ts';
import type { ClaimedJob } from '../../supabase/functions/_shared/notify/types.ts';
import { verifyTurnstile } from '../../supabase/functions/_shared/turnstile.ts';

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const elsewhere: string[] = [];
let second: http.Server;
let first: http.Server;
let firstUrl: string;
beforeAll(async () => {
  second = http.createServer((req, res) => {
    elsewhere.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
  const secondUrl = await listen(second);
  first = http.createServer((req, res) => {
    req.resume();
    res.writeHead(307, { location: `${secondUrl}${req.url}` }).end();
  });
  firstUrl = await listen(first);
});
afterAll(() => Promise.all([first, second].map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));

const job: ClaimedJob = {
  id: 8,
  kind: 'hubspot_lead',
  attempts: 0,
  lease_token: 'lease-8',
  created_at: '2026-11-28T09:00:01Z',
  payload: {
    lead_job_id: 5,
    contact: {
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      created_at: '2026-11-28T09:00:00.123+00:00',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.org',
      phone: null,
      message: 'Please call me.',
    },
  },
};

describe('a 307 is not followed', () => {
  it('by the HubSpot hand-off: a failed delivery, retried at HubSpot itself', async () => {
    const result = await sendHubspotLead(job, {
      portalId: '123',
      formGuid: 'abc',
      siteUrl: 'https://www.example.com',
      apiUrl: firstUrl,
    });
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(elsewhere).toEqual([]);
  });

  it('by the Turnstile check: no verification', async () => {
    const verdict = await verifyTurnstile('a-token', {
      secret: 's',
      hostname: 'www.example.com',
      siteverifyUrl: `${firstUrl}/siteverify`,
    });
    expect(verdict.ok).toBe(false);
    expect(elsewhere).toEqual([]);
  });
});
