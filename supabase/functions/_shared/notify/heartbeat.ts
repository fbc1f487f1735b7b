// A heartbeat after every run of the sender (healthchecks.io style): the URL itself when the
// run went well, <URL>/fail when it did not. The monitor alerts on a /fail, and on silence: a
// sender that is never called (a wrong secret, an undeployed function) sends no beat at all.

/** The URL to ping: the success URL, or its /fail variant (a query string kept). */
export function heartbeatTarget(url: string, ok: boolean): string {
  if (ok) return url;
  const target = new URL(url);
  target.pathname = `${target.pathname.replace(/\/+$/, '')}/fail`;
  return target.href;
}

/** Pings the heartbeat with the run's summary as the body (counts only, no names). */
export async function pingHeartbeat(
  url: string,
  ok: boolean,
  summary: unknown,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<void> {
  const response = await (options.fetch ?? fetch)(heartbeatTarget(url, ok), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(summary),
    signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
  });
  if (!response.ok) throw new Error(`the heartbeat URL answered ${response.status}`);
}
