// Supabase's API keys, both kinds: the new publishable (sb_publishable_…) and secret
// (sb_secret_…) keys, and the legacy JWTs (anon, service_role) Supabase retires by the end of
// 2026. The new keys are not JWTs: they travel in the `apikey` header alone, and the platform
// makes the request's token itself; a legacy key is also the bearer token. Pure, shared by the
// functions (Deno), the site's client and `npm run contacts` (Node).

/** A new-style key (sb_publishable_… or sb_secret_…), as opposed to a legacy JWT. */
export const isNewApiKey = (key: string): boolean => /^sb_(publishable|secret)_/.test(key.trim());

/** The headers a request to the project's APIs carries with `key`. */
export function keyHeaders(key: string): Record<string, string> {
  return isNewApiKey(key) ? { apikey: key } : { apikey: key, authorization: `Bearer ${key}` };
}

/** One key of a JSON dictionary of named keys ({"default": "sb_secret_…"}): the default, else the first. */
function fromDictionary(json: string | undefined): string | undefined {
  if (!json) return undefined;
  try {
    const keys = JSON.parse(json) as Record<string, unknown>;
    const value = keys.default ?? Object.values(keys)[0];
    return typeof value === 'string' && value ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A key from the variables Supabase gives its functions, newest kind first. */
export interface FoundKey {
  key: string;
  /** The variable it came from, for messages. */
  variable: string;
}

function firstKey(
  get: (name: string) => string | undefined,
  names: [string, 'dictionary' | 'plain'][],
): FoundKey | undefined {
  for (const [variable, shape] of names) {
    const key = shape === 'dictionary' ? fromDictionary(get(variable)) : get(variable) || undefined;
    if (key) return { key, variable };
  }
  return undefined;
}

/**
 * The key that may do everything (the sender, the owner's tools): SUPABASE_SECRET_KEYS (what the
 * platform gives functions), SUPABASE_SECRET_KEY (one key, set by hand), or the legacy
 * SUPABASE_SERVICE_ROLE_KEY.
 */
export const serverKey = (get: (name: string) => string | undefined): FoundKey | undefined =>
  firstKey(get, [
    ['SUPABASE_SECRET_KEYS', 'dictionary'],
    ['SUPABASE_SECRET_KEY', 'plain'],
    ['SUPABASE_SERVICE_ROLE_KEY', 'plain'],
  ]);

/** The visitors' key: SUPABASE_PUBLISHABLE_KEYS, SUPABASE_PUBLISHABLE_KEY, or the legacy SUPABASE_ANON_KEY. */
export const publicKey = (get: (name: string) => string | undefined): FoundKey | undefined =>
  firstKey(get, [
    ['SUPABASE_PUBLISHABLE_KEYS', 'dictionary'],
    ['SUPABASE_PUBLISHABLE_KEY', 'plain'],
    ['SUPABASE_ANON_KEY', 'plain'],
  ]);
