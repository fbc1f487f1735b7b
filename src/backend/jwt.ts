// Supabase-style API keys for the local gateway: HS256 JWTs whose `role`
// claim names the Postgres role a request runs as. Production keys come from
// the Supabase project; these exist only on the developer's machine.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface LocalKeys {
  jwtSecret: string;
  /** Public key for browsers: runs requests as `anon`. */
  anonKey: string;
  /** Owner key for tooling: runs requests as `service_role`. Never ship it. */
  serviceRoleKey: string;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const sig = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export type JwtCheck =
  | { ok: true; claims: Record<string, unknown> & { role: string } }
  | { ok: false; code: 'PGRST301' | 'PGRST303'; message: string };

/** Verifies an HS256 token the way PostgREST does for the checks that matter here. */
export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ok: false, code: 'PGRST301', message: `Expected 3 parts in JWT; got ${parts.length}` };
  }
  const [head, body, sig] = parts as [string, string, string];
  let header: { alg?: unknown };
  let claims: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, code: 'PGRST301', message: 'JWT cryptographic operation failed' };
  }
  // Pin the algorithm: accepting the token's own choice ('none', RS256 with
  // the secret as a public key) is the classic JWT forgery.
  if (header.alg !== 'HS256' || typeof claims !== 'object' || claims === null) {
    return { ok: false, code: 'PGRST301', message: 'No suitable key or wrong key type' };
  }
  const expected = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return { ok: false, code: 'PGRST301', message: 'No suitable key or wrong key type' };
  }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) {
    return { ok: false, code: 'PGRST303', message: 'JWT expired' };
  }
  if (typeof claims.role !== 'string' || claims.role === '') {
    return { ok: false, code: 'PGRST301', message: 'JWT has no role claim' };
  }
  return { ok: true, claims: claims as Record<string, unknown> & { role: string } };
}

export function createLocalKeys(): LocalKeys {
  const jwtSecret = crypto.randomBytes(32).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + 10 * 365 * 24 * 3600; // like Supabase's keys: valid for years
  return {
    jwtSecret,
    anonKey: signJwt({ iss: 'supabase-local', role: 'anon', iat, exp }, jwtSecret),
    serviceRoleKey: signJwt({ iss: 'supabase-local', role: 'service_role', iat, exp }, jwtSecret),
  };
}

/**
 * Keys stored in `<dataDir>/local-keys.json`, created on first use. Stable
 * keys mean a site built once keeps working with the server restarted.
 */
export function loadOrCreateLocalKeys(dataDir: string): LocalKeys {
  const file = path.join(dataDir, 'local-keys.json');
  try {
    const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalKeys>;
    if (keys.jwtSecret && keys.anonKey && keys.serviceRoleKey) {
      // A hand-edited file with keys from another secret would fail every request.
      if (verifyJwt(keys.anonKey, keys.jwtSecret).ok) return keys as LocalKeys;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  const keys = createLocalKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  // 0600: the service-role key bypasses row-level security.
  fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
