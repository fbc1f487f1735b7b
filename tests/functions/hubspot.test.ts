// Leads into HubSpot from the notify-leads function as deployed: Deno, the database through the
// local REST gateway on PGlite with the real migrations, Resend and HubSpot's Forms API as
// stand-ins on 127.0.0.1 (HUBSPOT_API_URL). The function is deployed with settings naming a
// HubSpot form, as `npm run notify:settings` writes them when content/site.yaml names one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { createSiteClient } from '../../src/lib/supabase/client.ts';
import { checkedContact, removeTempDirs, tempDir } from '../backend/helpers.ts';
import { type DenoFunction, startFunction } from './deno-function.ts';
import { type HubspotStub, type ResendStub, startHubspotStub, startResendStub } from './stubs.ts';

const SECRET = 'test-notify-secret';
const PORTAL = '12345678';
const FORM = '78c2891f-ebdd-44c0-bd94-15c012bbbfbf';

let server: RunningServer;
let resend: ResendStub;
let hubspot: HubspotStub;
let fn: DenoFunction;

beforeAll(async () => {
  server = await startServer({ port: 0, inMemory: true, distDir: tempDir('site') });
  resend = await startResendStub();
  hubspot = await startHubspotStub();
  fn = await startFunction(
    {
      NOTIFY_SECRET: SECRET,
      SUPABASE_URL: server.url,
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: server.secretKey }),
      RESEND_API_KEY: 're_test',
      RESEND_API_URL: resend.url,
      NOTIFY_FROM: 'leads@lakeshore-ai.example.com',
      HUBSPOT_API_URL: hubspot.url,
    },
    'notify-leads',
    (settings) => ({ ...settings, hubspot: { portalId: PORTAL, formGuid: FORM } }),
  );
});

afterAll(async () => {
  fn?.stop();
  await resend?.close();
  await hubspot?.close();
  await server?.close();
  removeTempDirs();
});

async function run() {
  const response = await fetch(fn.url, { method: 'POST', headers: { authorization: `Bearer ${SECRET}` } });
  return (await response.json()) as Record<string, number>;
}

const jobs = async () =>
  (
    await server.db.pg.query<{ kind: string; status: string; attempts: number; last_error: string | null }>(
      `select kind, status, attempts, last_error from private.notification_jobs
        where kind in ('contact_notification', 'hubspot_lead') order by id`,
    )
  ).rows;

describe('notify-leads in Deno, with a HubSpot form', () => {
  it('submits each lead to the form after the owner’s e-mail; retried while HubSpot answers 500, once on 2xx', async () => {
    const site = createSiteClient({ url: server.url, anonKey: server.anonKey });
    const row = {
      ...(await checkedContact(server.url, { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org' })),
      utm_source: 'linkedin',
      landing_page: '/restaurant-automation',
      form_page: '/contact',
    };
    expect(await site.insertContact(row)).toEqual({ ok: true });
    hubspot.answers.push({ status: 500 });
    await run();
    // The owner's e-mail went out first and is not held back by HubSpot's failure.
    expect(resend.delivered().map((m) => (m.to as string[])[0])).toContain('founder@example.com');
    expect(await jobs()).toMatchObject([
      { kind: 'contact_notification', status: 'sent' },
      { kind: 'hubspot_lead', status: 'pending', attempts: 1, last_error: 'HubSpot answered HTTP 500' },
    ]);
    await server.db.pg.exec(`update private.notification_jobs set next_attempt_at = now() where status = 'pending'`);
    await run();
    await run(); // nothing due any more
    expect(await jobs()).toMatchObject([
      { kind: 'contact_notification', status: 'sent' },
      { kind: 'hubspot_lead', status: 'sent', attempts: 2 },
    ]);
    expect(hubspot.received).toHaveLength(2);
    const { path, contentType, body } = hubspot.received[1]!;
    expect(path).toBe(`/submissions/v3/integration/submit/${PORTAL}/${FORM}`);
    expect(contentType).toBe('application/json');
    expect(body).toEqual({
      submittedAt: expect.stringMatching(/^\d+$/),
      fields: [
        { objectTypeId: '0-1', name: 'email', value: 'grace@example.org' },
        { objectTypeId: '0-1', name: 'firstname', value: 'Grace' },
        { objectTypeId: '0-1', name: 'lastname', value: 'Hopper' },
        { objectTypeId: '0-1', name: 'message', value: row.message },
        { objectTypeId: '0-1', name: 'utm_source', value: 'linkedin' },
        { objectTypeId: '0-1', name: 'landing_page', value: '/restaurant-automation' },
      ],
      context: { pageUri: 'https://www.example.com/contact', pageName: '/contact' },
    });
  });
});
