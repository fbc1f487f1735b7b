// The human check's server side, shared by the human-check Edge Function (Deno, production) and
// the local server (Node, `npm start`): a GET hands out an ALTCHA proof-of-work challenge signed
// with a key only the server holds; a POST verifies a solved one with altcha-lib (signature,
// proof of work, expiry) and records its signature in the database (record_human_check, as
// service_role). The contact form then sends that signature with the request, and the
// database's insert trigger accepts it once, before it expires (*_human_check.sql). Nothing a
// browser can compute without solving the challenge gets a request past that trigger.
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { GATE_RETRY_AFTER_SECONDS, type HumanCheckGate } from './human-check-gate.ts';
import { type TurnstileOptions, verifyTurnstile } from './turnstile.ts';

/** How long a challenge stays valid: time to fill in the form after it was solved. */
export const CHALLENGE_MINUTES = 30;
/** The work: the solver tries counters from 0 until it finds the one the server picked in this range. */
export const COUNTER_RANGE = [1_500, 6_000] as const;
/**
 * The work while the check is busy (many checks in the last minutes, public.human_check_gate):
 * on average 1.6 times the usual, still inside the form's 1.5 s phone budget (`npm run bench`).
 */
export const BUSY_COUNTER_RANGE = [3_000, 9_000] as const;
const ALGORITHM = 'SHA-256';

/** Two secrets from the one key, so the challenge's and the derived key's signatures never share one. */
const secrets = (key: string) => ({
  hmacSignatureSecret: `${key}/challenge`,
  hmacKeySignatureSecret: `${key}/derived-key`,
});

export function newChallenge(key: string, now = Date.now(), busy = false): Promise<Challenge> {
  const [low, high] = busy ? BUSY_COUNTER_RANGE : COUNTER_RANGE;
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(low, high),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_MINUTES * 60,
    ...secrets(key),
  });
}

/** A solved challenge as the widget sends it: base64 of JSON {challenge, solution}. */
export function readPayload(encoded: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof encoded !== 'string' || encoded.length > 4000) return null;
  try {
    const decoded = JSON.parse(atob(encoded)) as { challenge?: Challenge; solution?: Solution };
    if (!decoded?.challenge?.parameters || typeof decoded.challenge.signature !== 'string' || !decoded.solution)
      return null;
    return { challenge: decoded.challenge, solution: decoded.solution };
  } catch {
    return null;
  }
}

/** The signature and expiry of a valid solution, or null (wrong, tampered, expired or malformed). */
export async function verifyPayload(
  encoded: unknown,
  key: string,
): Promise<{ signature: string; expiresAt: string } | null> {
  const payload = readPayload(encoded);
  if (!payload) return null;
  try {
    const result = await verifySolution({ ...payload, deriveKey, ...secrets(key) });
    const expires = payload.challenge.parameters.expiresAt;
    if (!result.verified || !payload.challenge.signature || !expires) return null;
    return { signature: payload.challenge.signature, expiresAt: new Date(expires * 1000).toISOString() };
  } catch {
    return null; // altcha-lib throws on parameters it cannot use: not a valid solution either
  }
}

export interface HumanCheckDeps {
  /** The HMAC key; undefined when the server was not given one (every request then fails loudly). */
  key: string | undefined;
  /**
   * Cloudflare Turnstile instead (TURNSTILE_SECRET): a POST {turnstile: token} is verified with
   * siteverify, and it is then the only check: no ALTCHA challenge is handed out nor solution taken.
   */
  turnstile?: TurnstileOptions;
  /** The visitor's address, sent to siteverify (Cloudflare weighs a token against it). */
  remoteIp?: string;
  /** Records a verified signature (public.record_human_check as service_role). */
  record(signature: string, expiresAt: string): Promise<unknown>;
  /**
   * Asks the database whether this client may have another check (public.human_check_gate, as
   * service_role, with the client's address as the runtime knows it). Absent: no limit.
   */
  gate?: () => Promise<HumanCheckGate>;
  log?: (line: string) => void;
}

// The form may be on another origin than the API (the site's host vs Supabase): the challenge
// and the verdict are no secret, and no cookie is involved, so any origin may ask.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
};

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...CORS, ...extra },
  });

/** A Turnstile token: 200 {signature} when Cloudflare accepts it and it is recorded, else 400. */
async function handleTurnstile(token: unknown, deps: HumanCheckDeps): Promise<Response> {
  if (!deps.turnstile) {
    deps.log?.(
      'human-check: a Turnstile token came, but TURNSTILE_SECRET is not set; the request is stored unverified',
    );
    return json(503, { error: 'the human check is not configured' });
  }
  const verdict = await verifyTurnstile(token, deps.turnstile, deps.remoteIp);
  if (!verdict.ok) {
    deps.log?.(`human-check: Turnstile token not accepted: ${verdict.reason}`);
    return json(400, { error: 'not a valid token' });
  }
  // Valid as long as a solved ALTCHA challenge: time to finish the form.
  await deps.record(verdict.signature, new Date(Date.now() + CHALLENGE_MINUTES * 60_000).toISOString());
  return json(200, { signature: verdict.signature });
}

/**
 * GET: a new challenge. POST {payload} (ALTCHA) or {turnstile} (Cloudflare Turnstile): 200
 * {signature} when valid and recorded, else 400. With Turnstile configured, GET and an ALTCHA
 * POST are refused (403) and nothing is recorded.
 */
export async function handleHumanCheck(request: Request, deps: HumanCheckDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'GET' && request.method !== 'POST') return json(405, { error: 'GET or POST only' });
  // Counted before anything is parsed or verified: a refused client costs one database call.
  const gate: HumanCheckGate = deps.gate ? await deps.gate() : { allowed: true };
  if (!gate.allowed)
    return json(
      429,
      { error: `too many human checks from this ${gate.limit ?? 'address'}; try again later` },
      { 'retry-after': String(GATE_RETRY_AFTER_SECONDS) },
    );
  let body: { payload?: unknown; turnstile?: unknown } = {};
  if (request.method === 'POST') {
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return json(400, { error: 'expected JSON {"payload": "…"}' });
    }
    if (body && typeof body === 'object' && 'turnstile' in body) return handleTurnstile(body.turnstile, deps);
  }
  // One configured check: with Turnstile set, a solved proof of work would be a cheaper way in.
  if (deps.turnstile) return json(403, { error: 'this site checks with Turnstile, not ALTCHA' });
  if (!deps.key) {
    deps.log?.('human-check: ALTCHA_HMAC_KEY is not set; every request is stored unverified');
    return json(503, { error: 'the human check is not configured' });
  }
  if (request.method === 'GET') return json(200, await newChallenge(deps.key, Date.now(), gate.busy === true));
  const verified = await verifyPayload(body?.payload, deps.key);
  if (!verified) return json(400, { error: 'not a valid solution' });
  await deps.record(verified.signature, verified.expiresAt);
  return json(200, { signature: verified.signature });
}

/** Where the function answers, on Supabase and on the local server alike. */
export const HUMAN_CHECK_PATH = '/functions/v1/human-check';
