// Cloudflare Turnstile as the human check, for owners on Cloudflare: the widget in the form hands
// the browser a token; the human-check function asks Cloudflare's siteverify API whether it is
// real (with TURNSTILE_SECRET, which only the function holds), solved on the site's own host and
// by the form's widget (its action), and, when it is, records a
// signature of it exactly as for a solved ALTCHA challenge. From there the database decides as
// before (supabase/migrations/*_human_check.sql): the request sent with that signature is a
// lead, once; anything else is stored unverified. It fails closed: no secret, no answer, a slow
// or unreadable answer is no verification. While Turnstile is configured it is the only check:
// the human-check function then refuses ALTCHA challenges and solutions (human-check.ts).
import { sha256Hex } from './notify/secret.ts';
import { TURNSTILE_ACTION } from './notify/turnstile-action.ts';

/** Cloudflare's address; tests put a stand-in's in TURNSTILE_SITEVERIFY_URL. */
export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Cloudflare's limit on a token's length. */
const MAX_TOKEN = 2048;

export interface TurnstileOptions {
  /** The widget's secret key (TURNSTILE_SECRET). */
  secret: string;
  /**
   * The site's own host (from its address in content/site.yaml, or SITE_URL): siteverify names
   * the host the widget was solved on, and a token solved anywhere else is refused.
   */
  hostname: string;
  /** Default: TURNSTILE_SITEVERIFY_URL. */
  siteverifyUrl?: string;
  fetch?: typeof fetch;
}

/**
 * What siteverify answered about a token: for an accepted one, the signature to record (the
 * token's digest, so the token itself never reaches the database; Cloudflare accepts a token
 * once, so one is never recorded twice); for a refused one, why, for the function's log.
 */
export type TurnstileVerdict = { ok: true; signature: string } | { ok: false; reason: string };

interface SiteverifyAnswer {
  success?: unknown;
  hostname?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

type Asked = { status: number; body: SiteverifyAnswer | null } | { error: string };

/**
 * One siteverify call, retried once with the same idempotency key when Cloudflare did not answer
 * or answered 5xx: with the key, Cloudflare answers the retry as the first call instead of
 * calling the token spent.
 */
async function askSiteverify(body: Record<string, string>, options: TurnstileOptions): Promise<Asked> {
  let asked: Asked = { error: 'not asked' };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await (options.fetch ?? fetch)(options.siteverifyUrl ?? TURNSTILE_SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => null)) as SiteverifyAnswer | null;
      asked = { status: response.status, body: answer };
      if (response.status < 500) return asked;
    } catch (error) {
      asked = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return asked;
}

/** Why a successful answer is still no verification here, or null when it is one. */
function wrongPlace(answer: SiteverifyAnswer, options: TurnstileOptions): string | null {
  if (!options.hostname) return "the site's address is not set (SITE_URL): no token can be matched to it";
  const hostname = typeof answer.hostname === 'string' ? answer.hostname.toLowerCase() : '';
  if (hostname !== options.hostname.toLowerCase())
    return `the token was solved on another host (${hostname || 'none'}, not ${options.hostname})`;
  if (answer.action !== TURNSTILE_ACTION)
    return `the token is of another widget (action ${String(answer.action ?? 'none')}, not ${TURNSTILE_ACTION})`;
  return null;
}

export async function verifyTurnstile(
  token: unknown,
  options: TurnstileOptions,
  remoteIp?: string,
): Promise<TurnstileVerdict> {
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN) return { ok: false, reason: 'no token' };
  const asked = await askSiteverify(
    {
      secret: options.secret,
      response: token,
      // 'unknown' is what a caller without any address header is counted as: nothing to send.
      ...(remoteIp && remoteIp !== 'unknown' ? { remoteip: remoteIp } : {}),
      idempotency_key: crypto.randomUUID(),
    },
    options,
  );
  if ('error' in asked) return { ok: false, reason: `siteverify did not answer: ${asked.error}` };
  const { status, body } = asked;
  if (status !== 200 || body?.success !== true) {
    const codes = Array.isArray(body?.['error-codes']) ? body['error-codes'].join(', ') : '';
    return { ok: false, reason: `siteverify refused (HTTP ${status}${codes ? `: ${codes}` : ''})` };
  }
  const wrong = wrongPlace(body, options);
  if (wrong) return { ok: false, reason: wrong };
  return { ok: true, signature: await sha256Hex(`turnstile:${token}`) };
}
