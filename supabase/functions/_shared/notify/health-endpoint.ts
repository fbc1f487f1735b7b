// Who sees what of the health check, and how often it really runs. A stranger learns only
// whether the sender is healthy (200 {"status":"ok"} or 503 {"status":"unhealthy"}): the lead
// counts, the settings digests and the problems' wording would tell an attacker when alerts are
// broken. The full report needs "Authorization: Bearer <HEALTH_TOKEN>". Every check costs a
// database call and a fetch of the site, so a stranger's answer comes from a report at most
// TTL old: a flood of calls costs one check per TTL. The token's holder (the owner, the
// monitor) gets a fresh report, which also refreshes what strangers are told.
import type { HealthReport } from './health.ts';
import { sameSecret } from './secret.ts';

export const HEALTH_CACHE_MS = 60_000;

export interface HealthEndpointOptions {
  /** Computes a full report (checkHealth with the function's settings). */
  check(): Promise<HealthReport>;
  /** HEALTH_TOKEN; without it nobody gets the full report. */
  token?: string;
  ttlMs?: number;
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number;
}

export interface HealthAnswer {
  status: 200 | 503;
  body: HealthReport | { status: HealthReport['status'] };
}

/** The bearer token of an Authorization header, or '' (never null, so it is always compared). */
export const bearerToken = (authorization: string | null): string =>
  /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';

/** The health endpoint: answer(authorizationHeader) → status and body. */
export function createHealthEndpoint(options: HealthEndpointOptions) {
  const ttl = options.ttlMs ?? HEALTH_CACHE_MS;
  const now = options.now ?? Date.now;
  let cached: { at: number; report: Promise<HealthReport> } | null = null;

  /** A new report; callers at the same moment share it, so one check runs. */
  const refresh = () => {
    const report = options.check();
    cached = { at: now(), report };
    // A failed check is not kept: the next caller tries again.
    report.catch(() => {
      if (cached?.report === report) cached = null;
    });
    return report;
  };

  return async function answer(authorization: string | null): Promise<HealthAnswer> {
    const presented = bearerToken(authorization);
    const trusted = options.token ? await sameSecret(presented, options.token) : false;
    const fresh = cached && now() - cached.at < ttl ? cached.report : null;
    let report: HealthReport;
    try {
      report = await (trusted ? refresh() : (fresh ?? refresh()));
    } catch {
      return { status: 503, body: { status: 'unhealthy' } };
    }
    const status = report.status === 'ok' ? 200 : 503;
    return { status, body: trusted ? report : { status: report.status } };
  };
}
