// The health check's door: strangers get the status only, from a report at most a minute old
// (a flood costs one check a minute); the health token's holder gets the full, fresh report.
// The clock is the test's own: nothing waits.
import { describe, expect, it } from 'vitest';
import { checkHealth, type HealthCheck, type HealthReport } from '../../supabase/functions/_shared/notify/health.ts';
import { bearerToken, createHealthEndpoint } from '../../supabase/functions/_shared/notify/health-endpoint.ts';
import type { NotifySettings } from '../../supabase/functions/_shared/notify/types.ts';

const TOKEN = 'a-long-health-token';

function report(problems: string[]): HealthReport {
  return {
    status: problems.length ? 'unhealthy' : 'ok',
    problems,
    notes: [],
    leads: { unsent_leads: 3, oldest_unsent_minutes: 20, failed_leads: 1, lead_waiting: true },
    settings: { deployed: 'a'.repeat(64), site: 'b'.repeat(64) },
  };
}

/** An endpoint over a counted check, with a clock the test moves. */
function endpoint(problems: string[] = [], token: string | undefined = TOKEN) {
  const clock = { ms: 1_000_000 };
  const calls = { n: 0 };
  const answer = createHealthEndpoint({
    token,
    now: () => clock.ms,
    check: async () => {
      calls.n++;
      return report(problems);
    },
  });
  return { answer, clock, calls };
}

describe('the health endpoint', () => {
  it('answers a stranger the status alone: no counts, digests or problems', async () => {
    const ok = endpoint();
    expect(await ok.answer(null)).toEqual({ status: 200, body: { status: 'ok' } });
    const broken = endpoint(['no API key: RESEND_API_KEY is not set', 'secret mismatch: …']);
    for (const header of [null, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      expect(await broken.answer(header), String(header)).toEqual({ status: 503, body: { status: 'unhealthy' } });
    }
  });

  it('gives the full report for the health token only', async () => {
    const { answer } = endpoint(['secret mismatch: …']);
    expect(await answer(`Bearer ${TOKEN}`)).toEqual({ status: 503, body: report(['secret mismatch: …']) });
    expect(await answer(`bearer  ${TOKEN}`)).toMatchObject({ body: { problems: ['secret mismatch: …'] } });
  });

  it('without HEALTH_TOKEN set, nobody gets the report (an empty token is no key)', async () => {
    const { answer } = endpoint(['x'], undefined);
    expect(await answer('Bearer ')).toEqual({ status: 503, body: { status: 'unhealthy' } });
    expect(await answer('Bearer undefined')).toEqual({ status: 503, body: { status: 'unhealthy' } });
  });

  it('a flood of strangers costs one check a minute', async () => {
    const { answer, clock, calls } = endpoint();
    await Promise.all(Array.from({ length: 50 }, () => answer(null)));
    expect(calls.n).toBe(1);
    clock.ms += 59_999;
    for (let i = 0; i < 20; i++) await answer('Bearer guess');
    expect(calls.n).toBe(1);
    clock.ms += 1;
    await answer(null);
    expect(calls.n).toBe(2);
  });

  it('the token holder always gets a fresh report, which strangers are then told', async () => {
    const problems: string[] = [];
    const clock = { ms: 0 };
    let calls = 0;
    const answer = createHealthEndpoint({
      token: TOKEN,
      now: () => clock.ms,
      check: async () => {
        calls++;
        return report([...problems]);
      },
    });
    expect((await answer(null)).status).toBe(200);
    problems.push('a lead has waited 16 minutes');
    expect((await answer(null)).status).toBe(200); // cached
    expect((await answer(`Bearer ${TOKEN}`)).status).toBe(503);
    expect(await answer(null)).toEqual({ status: 503, body: { status: 'unhealthy' } });
    expect(calls).toBe(2);
  });

  it('a check that throws answers 503 and is not kept', async () => {
    let fail = true;
    let calls = 0;
    const answer = createHealthEndpoint({
      now: () => 0,
      check: async () => {
        calls++;
        if (fail) throw new Error('boom');
        return report([]);
      },
    });
    expect(await answer(null)).toEqual({ status: 503, body: { status: 'unhealthy' } });
    fail = false;
    expect(await answer(null)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(calls).toBe(2);
  });

  it('reads the bearer token of an Authorization header', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBe('');
    expect(bearerToken(null)).toBe('');
  });
});

describe('checkHealth runs a list of checks', () => {
  const settings = { siteUrl: 'https://www.example.com' } as NotifySettings;
  const options = { settings, askDatabase: () => Promise.reject(new Error('unused')) };

  it('joins their problems in order; a check that throws is a problem, not a crash', async () => {
    const checks: HealthCheck[] = [
      async () => ({ problems: ['first'], notes: ['a note'] }),
      async () => {
        throw new Error('quota API down');
      },
      async () => ({ problems: ['third'], details: { leads: report([]).leads } }),
    ];
    const result = await checkHealth(options, checks);
    expect(result).toMatchObject({
      status: 'unhealthy',
      problems: ['first', 'a health check failed: quota API down', 'third'],
      notes: ['a note'],
      leads: { unsent_leads: 3 },
      settings: { deployed: '', site: null },
    });
    expect(await checkHealth(options, [async () => ({})])).toMatchObject({ status: 'ok', problems: [] });
  });
});
