// Cloudflare Turnstile as the human check, for owners on Cloudflare: the widget in the form hands
// the browser a token; the human-check function asks Cloudflare's siteverify API whether it is
// real (with TURNSTILE_SECRET, which only the function holds) and, when it is, records a
// signature of it exactly as for a solved ALTCHA challenge. From there the database decides as
// before (supabase/migrations/*_human_check.sql): the request sent with that signature is a
// lead, once; anything else is stored unverified. It fails closed: no secret, no answer, a slow
// or unreadable answer is no verification.
import { sha256Hex } from './notify/secret.ts';

/** Cloudflare's address; tests put a stand-in's in TURNSTILE_SITEVERIFY_URL. */
export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Cloudflare's limit on a token's length. */
const MAX_TOKEN = 2048;

export interface TurnstileOptions {
  /** The widget's secret key (TURNSTILE_SECRET). */
  secret: string;
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

export async function verifyTurnstile(token: unknown, options: TurnstileOptions): Promise<TurnstileVerdict> {
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN) return { ok: false, reason: 'no token' };
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(options.siteverifyUrl ?? TURNSTILE_SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret: options.secret, response: token }),
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { ok: false, reason: `siteverify did not answer: ${error instanceof Error ? error.message : error}` };
  }
  const body = (await response.json().catch(() => null)) as { success?: unknown; 'error-codes'?: unknown } | null;
  if (!response.ok || body?.success !== true) {
    const codes = Array.isArray(body?.['error-codes']) ? body['error-codes'].join(', ') : '';
    return { ok: false, reason: `siteverify refused (HTTP ${response.status}${codes ? `: ${codes}` : ''})` };
  }
  return { ok: true, signature: await sha256Hex(`turnstile:${token}`) };
}
