// Keys and roles of the local gateway, as Supabase's API gateway and PostgREST decide them:
// every request needs a known project key (`apikey`). With a legacy key (a JWT), the bearer token
// (the key itself when there is none) is an HS256 JWT whose `role` claim names the Postgres role
// the request runs as. With a new key (sb_publishable_… runs as anon, sb_secret_… as
// service_role) the key names the role, as Supabase's gateway does when it makes the request's
// token itself; a bearer token that is the key again (supabase-js sends both) adds nothing, and a
// secret key from a browser is refused.
// Tokens are signed and verified with jose. Production keys come from the Supabase project;
// these exist only on the developer's machine.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { TurnstileOptions } from '../../../supabase/functions/_shared/turnstile.ts';
import { header, type RestError } from './rest.ts';

export interface LocalKeys {
  jwtSecret: string;
  /** Public key for browsers: runs requests as `anon`. */
  anonKey: string;
  /** Owner key for tooling: runs requests as `service_role`. Never ship it. */
  serviceRoleKey: string;
  /** The new kind of public key (sb_publishable_…): runs requests as `anon`. */
  publishableKey: string;
  /** The new kind of owner key (sb_secret_…): runs requests as `service_role`. Never ship it. */
  secretKey: string;
}

/** Roles a JWT may ask for: PostgREST's authenticator can switch to these only. */
const ROLES = new Set(['anon', 'authenticated', 'service_role']);

const secretKey = (secret: string) => new TextEncoder().encode(secret);

export function signJwt(payload: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

export type Claims = JWTPayload & { role: string };

export type JwtCheck = { ok: true; claims: Claims } | { ok: false; code: 'PGRST301' | 'PGRST303'; message: string };

/** Verifies a token the way PostgREST does for the checks that matter here, with PostgREST's codes. */
export async function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): Promise<JwtCheck> {
  const parts = token.split('.').length;
  if (parts !== 3) return { ok: false, code: 'PGRST301', message: `Expected 3 parts in JWT; got ${parts}` };
  let claims: JWTPayload;
  try {
    // The algorithm is pinned: accepting the token's own choice ('none', RS256 with the secret
    // as a public key) is the classic JWT forgery.
    ({ payload: claims } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowSeconds * 1000),
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, code: 'PGRST303', message: 'JWT expired' };
    if (error instanceof errors.JWTClaimValidationFailed) {
      return { ok: false, code: 'PGRST303', message: error.message };
    }
    if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
      return { ok: false, code: 'PGRST301', message: 'JWT cryptographic operation failed' };
    }
    if (error instanceof errors.JOSEError) {
      return { ok: false, code: 'PGRST301', message: 'No suitable key or wrong key type' };
    }
    throw error;
  }
  if (typeof claims.role !== 'string' || claims.role === '') {
    return { ok: false, code: 'PGRST301', message: 'JWT has no role claim' };
  }
  return { ok: true, claims: claims as Claims };
}

/** Who asks: the role and claims a request runs with, or the answer that refuses it. */
export type Caller =
  | { ok: true; role: string; claims: Claims }
  | { ok: false; status: number; error: RestError; headers?: Record<string, string> };

const refusal = (status: number, code: string, message: string, hint: string | null = null): Caller => ({
  ok: false,
  status,
  error: { code, message, details: null, hint },
});

/** A browser's request (Supabase matches browsers by their User-Agent to refuse secret keys). */
const fromBrowser = (req: IncomingMessage) => /^Mozilla\//.test(header(req, 'user-agent') ?? '');

/** The role a new-style key runs as, or null for a legacy (JWT) key or an unknown one. */
function newKeyRole(apikey: string, keys: LocalKeys): 'anon' | 'service_role' | null {
  if (apikey === keys.publishableKey) return 'anon';
  if (apikey === keys.secretKey) return 'service_role';
  return null;
}

/** The API gateway's key check, then PostgREST's: the key, or the bearer token, names the role. */
export async function identifyCaller(req: IncomingMessage, url: URL, keys: LocalKeys): Promise<Caller> {
  const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey');
  if (!apikey) {
    return refusal(
      401,
      'PGRST301',
      'No API key found in request',
      'No `apikey` request header or url param was found.',
    );
  }
  const keyRole = newKeyRole(apikey, keys);
  if (keyRole === null && apikey !== keys.anonKey && apikey !== keys.serviceRoleKey) {
    return refusal(401, 'PGRST301', 'Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
  }
  if (keyRole === 'service_role' && fromBrowser(req)) {
    return refusal(
      401,
      'PGRST301',
      'Forbidden use of secret API key in browser',
      'Secret API keys can only be used on a server.',
    );
  }
  const authorization = header(req, 'authorization');
  const bearer = authorization ? (/^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? '') : apikey;
  // A new key names the role itself; only a user's JWT as the bearer token would name another.
  if (keyRole && (bearer === apikey || !authorization)) {
    return { ok: true, role: keyRole, claims: { iss: 'supabase-local', role: keyRole } };
  }
  const jwt = await verifyJwt(bearer, keys.jwtSecret);
  if (!jwt.ok) {
    return {
      ok: false,
      status: 401,
      error: { code: jwt.code, message: jwt.message, details: null, hint: null },
      headers: { 'www-authenticate': `Bearer error="invalid_token", error_description="${jwt.message}"` },
    };
  }
  const { role } = jwt.claims;
  if (!ROLES.has(role)) return refusal(403, '42501', `permission denied to set role "${role}"`);
  return { ok: true, role, claims: jwt.claims };
}

/** A new-style key: its prefix, then 32 random bytes (Supabase's are of the same shape). */
const newKey = (prefix: 'sb_publishable_' | 'sb_secret_') => `${prefix}${crypto.randomBytes(24).toString('base64url')}`;

export async function createLocalKeys(): Promise<LocalKeys> {
  const jwtSecret = crypto.randomBytes(32).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + 10 * 365 * 24 * 3600; // like Supabase's keys: valid for years
  return {
    jwtSecret,
    anonKey: await signJwt({ iss: 'supabase-local', role: 'anon', iat, exp }, jwtSecret),
    serviceRoleKey: await signJwt({ iss: 'supabase-local', role: 'service_role', iat, exp }, jwtSecret),
    publishableKey: newKey('sb_publishable_'),
    secretKey: newKey('sb_secret_'),
  };
}

export function localKeysFile(dataDir: string): string {
  return path.join(dataDir, 'local-keys.json');
}

/**
 * Keys stored in `<dataDir>/local-keys.json`, created on first use. Stable
 * keys mean a site built once keeps working with the server restarted.
 */
export async function loadOrCreateLocalKeys(dataDir: string): Promise<LocalKeys> {
  const file = localKeysFile(dataDir);
  try {
    const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalKeys>;
    if (keys.jwtSecret && keys.anonKey && keys.serviceRoleKey) {
      // A hand-edited file with keys from another secret would fail every request.
      if ((await verifyJwt(keys.anonKey, keys.jwtSecret)).ok) {
        if (keys.publishableKey && keys.secretKey) return keys as LocalKeys;
        // A file from before the new kinds of keys: they are added, the legacy ones kept (a
        // site built with them keeps working).
        const upgraded = {
          ...(keys as LocalKeys),
          publishableKey: newKey('sb_publishable_'),
          secretKey: newKey('sb_secret_'),
        };
        fs.writeFileSync(file, `${JSON.stringify(upgraded, null, 2)}\n`, { mode: 0o600 });
        return upgraded;
      }
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  const keys = await createLocalKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  // 0600: the service-role key bypasses row-level security.
  fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

/**
 * The key the local human check signs its challenges with: ALTCHA_HMAC_KEY when set (to match a
 * deployment), else one derived from the local JWT secret, so it stays on this machine and is
 * stable across restarts like the other keys.
 */
export function humanCheckKey(keys: LocalKeys, env: NodeJS.ProcessEnv = process.env): string {
  return env.ALTCHA_HMAC_KEY || crypto.createHmac('sha256', keys.jwtSecret).update('altcha-hmac-key').digest('hex');
}

/**
 * Cloudflare Turnstile for the local human check, as the human-check function has it:
 * TURNSTILE_SECRET (and TURNSTILE_SITEVERIFY_URL, a stand-in's address) from the environment of
 * `npm start`; tokens must have been solved on `hostname`, the local site's own host. None set:
 * ALTCHA alone.
 */
export function humanCheckTurnstile(
  hostname: string,
  env: NodeJS.ProcessEnv = process.env,
): { turnstile?: TurnstileOptions } {
  if (!env.TURNSTILE_SECRET) return {};
  return {
    turnstile: {
      secret: env.TURNSTILE_SECRET,
      hostname,
      ...(env.TURNSTILE_SITEVERIFY_URL ? { siteverifyUrl: env.TURNSTILE_SITEVERIFY_URL } : {}),
    },
  };
}
