// The site's only backend calls: insert a contact request, add a newsletter
// address. Runs in the browser, so it stays tiny: the REST client
// (@supabase/postgrest-js, ~5 KB gzip) is imported on first use, never at
// page load, and created once.
//
// Rows are only ever inserted, never read back: no `.select()` (it asks for
// `Prefer: return=representation`, which needs read rights visitors do not
// have) and no upsert.
/// <reference path="./env.d.ts" />
import type { PostgrestClient } from '@supabase/postgrest-js';

export interface ContactRow {
  /** crypto.randomUUID() made once per form submission, reused on retry. */
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** null when the visitor left it empty. */
  phone: string | null;
  message: string;
}

export type ErrorKind =
  /** The id is already stored: a retry whose first attempt got through. Treat as sent. */
  | 'duplicate'
  /** Too many requests from this address (the database's spam limit). */
  | 'rate_limited'
  /** The database refused a value (message names the rule, e.g. contacts_email_format). */
  | 'invalid'
  /** No answer: offline, server down, timeout, or the client failed to load. */
  | 'network'
  | 'unknown';

export type InsertResult = { ok: true } | { ok: false; kind: ErrorKind; code?: string; message: string };

export interface SupabaseConfig {
  /** Project URL without /rest/v1, e.g. https://xyz.supabase.co */
  url: string;
  anonKey: string;
  /** For tests and benchmarks; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** The part of a postgrest-js response this module looks at. */
export interface RestResponse {
  error: { code?: string; message?: string } | null;
  status: number;
}

const INVALID_CODES = new Set(['23514', '23502', '22001', '22P02']);

/**
 * Maps a REST response to a result. Errors are told apart by the Postgres /
 * PostgREST error code, never by HTTP status: PostgREST maps codes to
 * statuses in ways that differ between versions (a custom P0429 arrives as 500).
 */
export function toResult(response: RestResponse): InsertResult {
  const { error } = response;
  if (!error) return { ok: true };
  const code = error.code || undefined;
  const fail = (kind: ErrorKind): InsertResult => ({
    ok: false,
    kind,
    ...(code ? { code } : {}),
    message: error.message || 'Request failed',
  });
  if (response.status === 0) return fail('network');
  if (code === '23505') return fail('duplicate');
  // PT429 too, should the limit ever move to PostgREST's status-setting codes.
  if (code === 'P0429' || code === 'PT429') return fail('rate_limited');
  if (code && INVALID_CODES.has(code)) return fail('invalid');
  return fail('unknown');
}

export interface SiteClient {
  insertContact(row: ContactRow): Promise<InsertResult>;
  subscribeNewsletter(email: string): Promise<InsertResult>;
}

/** A client for an explicit project (tests, tools). The site uses the exports below. */
export function createSiteClient(config: SupabaseConfig): SiteClient {
  let client: Promise<PostgrestClient> | undefined;
  const rest = () =>
    (client ??= import('@supabase/postgrest-js')
      .then(
        ({ PostgrestClient }) =>
          new PostgrestClient(`${config.url.replace(/\/+$/, '')}/rest/v1`, {
            headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
            schema: 'public',
            fetch: config.fetch,
            timeout: 15_000, // a form must not spin forever
          }),
      )
      .catch((error: unknown) => {
        client = undefined; // a failed chunk load may succeed on the next submit
        throw error;
      }));

  const insert = async (table: string, row: object): Promise<InsertResult> => {
    try {
      return toResult(await (await rest()).from(table).insert(row));
    } catch (error) {
      return { ok: false, kind: 'network', message: error instanceof Error ? error.message : String(error) };
    }
  };

  return {
    insertContact: (row) => insert('contacts', row),
    subscribeNewsletter: (email) => insert('newsletter_subscribers', { email }),
  };
}

let siteClient: SiteClient | undefined;

/** The site's client, configured by Vite from VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY. */
function defaultClient(): SiteClient | undefined {
  if (siteClient) return siteClient;
  let url: string | undefined;
  let anonKey: string | undefined;
  try {
    // Written out in full so that Vite replaces each with its value (a bare
    // `import.meta.env` is not replaced); outside Vite, env is undefined.
    url = import.meta.env.VITE_SUPABASE_URL;
    anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY;
  } catch {
    return undefined;
  }
  if (url && anonKey) siteClient = createSiteClient({ url, anonKey });
  return siteClient;
}

const notConfigured: InsertResult = {
  ok: false,
  kind: 'unknown',
  message: 'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY were not set when the site was built',
};

export async function insertContact(row: ContactRow): Promise<InsertResult> {
  return (await defaultClient()?.insertContact(row)) ?? notConfigured;
}

export async function subscribeNewsletter(email: string): Promise<InsertResult> {
  return (await defaultClient()?.subscribeNewsletter(email)) ?? notConfigured;
}
