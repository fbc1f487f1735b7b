// The health check's questions about a site that stops on its own
// (supabase/functions/_shared/notify/health-launch.ts, build-info.ts): e-mail caps against the
// provider's quota, the site answering, and a rebuild that did not come when something became due.
import { describe, expect, it } from 'vitest';
import { buildOverdue, dayInZone, nextDueDay } from '../../supabase/functions/_shared/notify/build-info.ts';
import {
  type EmailQuota,
  emailQuotaCheck,
  siteBuildCheck,
} from '../../supabase/functions/_shared/notify/health-launch.ts';

const SITE = 'https://www.lakeshore.ai';
const quota = (q: Partial<EmailQuota>) => async (): Promise<EmailQuota> => ({
  provider_daily_quota: 100,
  newsletter_confirmations_per_day: 20,
  contact_receipts_per_day: 20,
  ...q,
});
/** A site that answers every request with `body` (or `status`). */
const siteAnswering =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('e-mail caps against the provider quota', () => {
  it('is healthy with the defaults: 20 + 20 of 100 a day', async () => {
    expect(await emailQuotaCheck({ siteUrl: SITE, askEmailQuota: quota({}) })).toEqual({ problems: [], notes: [] });
  });
  it('is unhealthy when the caps take the whole quota (the old 50 + 50) or more', async () => {
    for (const q of [
      { newsletter_confirmations_per_day: 50, contact_receipts_per_day: 50 },
      { provider_daily_quota: 30 },
    ]) {
      const { problems } = await emailQuotaCheck({ siteUrl: SITE, askEmailQuota: quota(q) });
      expect(problems).toEqual([expect.stringMatching(/^e-mail caps exceed the quota: /)]);
    }
  });
  it('notes a database that cannot say (a migration not pushed yet), without failing', async () => {
    const found = await emailQuotaCheck({
      siteUrl: SITE,
      askEmailQuota: () => Promise.reject(new Error('email_quota_status answered 404')),
    });
    expect(found).toEqual({
      problems: [],
      notes: ['the e-mail quota could not be asked: email_quota_status answered 404'],
    });
  });
});

describe('the next due day', () => {
  it('is the earliest date after today, drafts aside', () => {
    const entries = [
      { draft: false, date: '2099-01-04' },
      { draft: true, date: '2099-01-05' },
      { draft: false, date: '2099-01-09' },
      { draft: false, date: '2099-01-07' },
    ];
    expect(nextDueDay(entries, '2099-01-04')).toBe('2099-01-07');
    expect(nextDueDay(entries, '2099-01-09')).toBeNull();
  });
  it("counts days in the site's time zone", () => {
    expect(dayInZone('America/Chicago', new Date('2099-01-05T03:00:00Z'))).toBe('2099-01-04');
    expect(dayInZone('UTC', new Date('2099-01-05T03:00:00Z'))).toBe('2099-01-05');
  });
  it('is overdue once that day has passed in the zone without a newer build', () => {
    const info = { builtAt: '2099-01-04T06:15:00Z', nextDue: '2099-01-05', timeZone: 'America/Chicago' };
    expect(buildOverdue(info, new Date('2099-01-05T20:00:00Z'))).toBe(false); // the day itself
    expect(buildOverdue(info, new Date('2099-01-06T05:59:00Z'))).toBe(false); // still the 5th in Chicago
    expect(buildOverdue(info, new Date('2099-01-06T06:01:00Z'))).toBe(true);
    expect(buildOverdue({ ...info, nextDue: null }, new Date('2199-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('the site and its build', () => {
  const info = { builtAt: '2099-01-04T06:15:00Z', nextDue: '2099-01-05', timeZone: 'UTC' };
  it('is healthy when the site answers with a build that is not overdue', async () => {
    const found = await siteBuildCheck({
      siteUrl: SITE,
      fetch: siteAnswering(info),
      now: new Date('2099-01-05T12:00:00Z'),
    });
    expect(found).toEqual({ problems: [], notes: [] });
  });
  it('is unhealthy a day after the due day without a newer build', async () => {
    const found = await siteBuildCheck({
      siteUrl: SITE,
      fetch: siteAnswering(info),
      now: new Date('2099-01-06T00:30:00Z'),
    });
    expect(found.problems).toEqual([
      expect.stringMatching(/^rebuild overdue: something became due on 2099-01-05 \(UTC\)/),
    ]);
  });
  it('is unhealthy when the site does not answer, or answers with a server error', async () => {
    const refused: typeof fetch = () => Promise.reject(new TypeError('connection refused'));
    expect((await siteBuildCheck({ siteUrl: SITE, fetch: refused })).problems).toEqual([
      `the site does not answer at ${SITE}: connection refused`,
    ]);
    expect((await siteBuildCheck({ siteUrl: SITE, fetch: siteAnswering('paused', 503) })).problems).toEqual([
      `the site does not answer at ${SITE}: HTTP 503`,
    ]);
  });
  it('only notes a site built before it published its build information', async () => {
    const found = await siteBuildCheck({ siteUrl: SITE, fetch: siteAnswering('not found', 404) });
    expect(found).toEqual({
      problems: [],
      notes: [`the site publishes no build information at ${SITE}/build-info.json (404)`],
    });
  });
});
