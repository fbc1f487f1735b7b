// The key a build puts into every page's script must be the project's public one. A
// service-role or secret key pasted into VITE_SUPABASE_ANON_KEY by mistake would let any visitor
// read and change the whole database, so the build refuses it before anything is written.
import { decodeJwt } from 'jose';

/**
 * Why `key` cannot be the public key a browser may hold, or null when it can: a publishable key
 * (`sb_publishable_…`) or a legacy JWT whose `role` is `anon`. Anything else is refused,
 * a key whose kind cannot be told included.
 */
export function publicKeyProblem(key: string): string | null {
  const value = key.trim();
  if (value.startsWith('sb_publishable_')) return null;
  if (value.startsWith('sb_secret_')) return 'is a secret key (sb_secret_…), which must never reach a browser';
  let role: unknown;
  try {
    role = decodeJwt(value).role;
  } catch {
    return 'is neither a publishable key (sb_publishable_…) nor a JWT with the role "anon"';
  }
  if (role === 'anon') return null;
  return typeof role === 'string'
    ? `is a key with the role "${role}", which must never reach a browser`
    : 'is a JWT without a role; the public key has the role "anon"';
}

/** The build's whole message for a refused key: the variable, what is wrong, where the right one is. */
export function publicKeyMessage(variable: string, problem: string): string {
  return (
    `✗ ${variable} ${problem}.\n` +
    "  It is built into every page, so it must be the project's public key: in the Supabase dashboard,\n" +
    '  Project Settings → API Keys, copy the "publishable" key (or, under "Legacy API keys", the "anon public" one).'
  );
}

/**
 * Why `key` cannot be a server's key to the whole database (`npm run contacts`, the functions),
 * or null when it can: a secret key (`sb_secret_…`) or a legacy JWT whose `role` is `service_role`.
 */
export function secretKeyProblem(key: string): string | null {
  const value = key.trim();
  if (value.startsWith('sb_secret_')) return null;
  if (value.startsWith('sb_publishable_')) return 'is the publishable key, which can only do what a visitor can';
  let role: unknown;
  try {
    role = decodeJwt(value).role;
  } catch {
    return 'is neither a secret key (sb_secret_…) nor a JWT with the role "service_role"';
  }
  return role === 'service_role' ? null : `is a key with the role "${String(role)}", not "service_role"`;
}

/** A legacy JWT key (anon or service_role): Supabase retires them by the end of 2026. */
export function isLegacyJwtKey(key: string): boolean {
  return !key.trim().startsWith('sb_');
}
