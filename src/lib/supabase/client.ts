// The site's only backend calls: insert a contact request, sign up for the newsletter, confirm
// or cancel a subscription, count a view of an experiment's variant. Runs in the browser, so it stays tiny: the REST client
// (@supabase/postgrest-js, ~5 KB gzip) is imported on first use, never at page load, and
// created once.
//
// Rows are only ever inserted, never read back: no `.select()` (it asks for
// `Prefer: return=representation`, which needs read rights visitors do not have) and no
// upsert. The newsletter goes through database functions that reveal nothing about who is
// subscribed.
/// <reference path="./env.d.ts" />
import type { PostgrestClient } from '@supabase/postgrest-js';
import { keyHeaders } from '../../../supabase/functions/_shared/notify/supabase-keys.ts';
import type { AttributionColumns } from '../attribution.ts';
import type { ExperimentColumns } from '../experiment-rules.ts';

export interface ContactRow {
  /** A random UUID made once per form submission, reused on retry. */
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** null when the visitor left it empty. */
  phone: string | null;
  message: string;
}

/** A contact request with where the lead came from (src/lib/attribution.ts); each null when unknown. */
export type AttributedContactRow = ContactRow &
  Partial<AttributionColumns> &
  Partial<ExperimentColumns> & {
    /** The signature of a solved human check (supabase/migrations/*_human_check.sql); absent: unverified. */
    human_check?: string;
    /** Sent from a preview build: stored, never e-mailed. */
    preview?: boolean;
  };

export type ErrorKind =
  /** The id is already stored: a retry whose first attempt got through. Treat as sent. */
  | 'duplicate'
  /** Too many requests from this client (the database's spam limit, HTTP 429). */
  | 'rate_limited'
  /** The day's newsletter sign-ups are used up (HTTP 429 with detail newsletter_daily_cap): try tomorrow. */
  | 'paused'
  /** The database refused a value (see `constraint` / `column` for which). */
  | 'invalid'
  /** No answer: offline, server down, timeout, or the client failed to load. */
  | 'network'
  | 'unknown';

export type WriteFailure = {
  ok: false;
  kind: ErrorKind;
  code?: string;
  message: string;
  /** The CHECK constraint that refused the row, e.g. contacts_email_format. */
  constraint?: string;
  /** The column a NOT NULL violation names. */
  column?: string;
};
export type InsertResult = { ok: true } | WriteFailure;
/** A function call's outcome, with what the function returned. */
export type CallResult<T> = { ok: true; data: T } | WriteFailure;

export interface SupabaseConfig {
  /** Project URL without /rest/v1, e.g. https://xyz.supabase.co */
  url: string;
  anonKey: string;
  /** For tests and benchmarks; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** The part of a postgrest-js response this module looks at. */
export interface RestResponse {
  error: { code?: string; message?: string; details?: string | null } | null;
  status: number;
}

/** The detail the database gives a sign-up refused by the daily cap on confirmation e-mails. */
export const NEWSLETTER_DAILY_CAP = 'newsletter_daily_cap';

const INVALID_CODES = new Set(['23514', '23502', '22001', '22P02']);

/**
 * Maps a REST response to a result. Errors are told apart by the Postgres /
 * PostgREST error code, never by HTTP status alone: the code is what the
 * database chose, the status only PostgREST's reading of it.
 */
export function toResult(response: RestResponse): InsertResult {
  const { error } = response;
  if (!error) return { ok: true };
  const code = error.code || undefined;
  const message = error.message || 'Request failed';
  const fail = (kind: ErrorKind, more: Partial<WriteFailure> = {}): WriteFailure => ({
    ok: false,
    kind,
    ...(code ? { code } : {}),
    message,
    ...more,
  });
  if (response.status === 0) return fail('network');
  if (code === '23505') return fail('duplicate');
  // PT429: raised by the database's limits; PostgREST answers it with HTTP 429. The daily cap on
  // newsletter confirmations names itself in the error's details.
  if (code === 'PT429' && error.details === NEWSLETTER_DAILY_CAP) return fail('paused');
  if (code === 'PT429' || response.status === 429) return fail('rate_limited');
  if (code && INVALID_CODES.has(code)) {
    // Postgres names the rule in its message: `violates check constraint "contacts_email_format"`,
    // `null value in column "email" of relation "contacts"`.
    const constraint = /constraint "([A-Za-z0-9_]+)"/.exec(message)?.[1];
    const column = /column "([A-Za-z0-9_]+)"/.exec(message)?.[1];
    return fail('invalid', { ...(constraint ? { constraint } : {}), ...(column ? { column } : {}) });
  }
  return fail('unknown');
}

export interface SiteClient {
  insertContact(row: AttributedContactRow): Promise<InsertResult>;
  /** Asks for a confirmation e-mail; the answer is the same whether or not the address is known. */
  subscribeNewsletter(email: string): Promise<InsertResult>;
  /** true: confirmed; false: the link's token is unknown or expired. */
  confirmNewsletter(token: string): Promise<CallResult<boolean>>;
  /** true: removed from the list; false: the token is unknown (used already, mistyped). */
  unsubscribeNewsletter(token: string): Promise<CallResult<boolean>>;
  /** Adds one to today's view counter of an experiment's variant (./experiments.ts); returns nothing. */
  countExperimentView(experiment: string, variant: string): Promise<InsertResult>;
}

/** A client for an explicit project (tests, tools). The site uses the exports below. */
export function createSiteClient(config: SupabaseConfig): SiteClient {
  let client: Promise<PostgrestClient> | undefined;
  const rest = () =>
    (client ??= import('@supabase/postgrest-js')
      .then(
        ({ PostgrestClient }) =>
          new PostgrestClient(`${config.url.replace(/\/+$/, '')}/rest/v1`, {
            // A publishable key in `apikey` alone; a legacy anon JWT also as the bearer token.
            headers: keyHeaders(config.anonKey),
            schema: 'public',
            fetch: config.fetch,
            timeout: 15_000, // a form must not spin forever
          }),
      )
      .catch((error: unknown) => {
        client = undefined; // a failed chunk load may succeed on the next submit
        throw error;
      }));

  const networkFailure = (error: unknown): WriteFailure => ({
    ok: false,
    kind: 'network',
    message: error instanceof Error ? error.message : String(error),
  });

  const insert = async (table: string, row: object): Promise<InsertResult> => {
    try {
      return toResult(await (await rest()).from(table).insert(row));
    } catch (error) {
      return networkFailure(error);
    }
  };

  const call = async <T>(fn: string, args: Record<string, unknown>): Promise<CallResult<T>> => {
    try {
      const response = await (await rest()).rpc(fn, args);
      const result = toResult(response);
      return result.ok ? { ok: true, data: response.data as T } : result;
    } catch (error) {
      return networkFailure(error);
    }
  };

  return {
    insertContact: (row) => insert('contacts', row),
    subscribeNewsletter: async (email) => {
      const result = await call<null>('subscribe_newsletter', { email });
      return result.ok ? { ok: true } : result;
    },
    confirmNewsletter: (token) => call<boolean>('confirm_newsletter_subscription', { token }),
    unsubscribeNewsletter: (token) => call<boolean>('unsubscribe_newsletter', { token }),
    countExperimentView: async (experiment, variant) => {
      const result = await call<null>('count_experiment_view', { experiment, variant });
      return result.ok ? { ok: true } : result;
    },
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

const notConfigured: WriteFailure = {
  ok: false,
  kind: 'unknown',
  message: 'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY were not set when the site was built',
};

export async function insertContact(row: AttributedContactRow): Promise<InsertResult> {
  return (await defaultClient()?.insertContact(row)) ?? notConfigured;
}

export async function subscribeNewsletter(email: string): Promise<InsertResult> {
  return (await defaultClient()?.subscribeNewsletter(email)) ?? notConfigured;
}

export async function confirmNewsletter(token: string): Promise<CallResult<boolean>> {
  return (await defaultClient()?.confirmNewsletter(token)) ?? notConfigured;
}

/** See ./experiments.ts, the one caller: it never lets a failure reach the page. */
export async function countView(experiment: string, variant: string): Promise<InsertResult> {
  return (await defaultClient()?.countExperimentView(experiment, variant)) ?? notConfigured;
}

export async function unsubscribeNewsletter(token: string): Promise<CallResult<boolean>> {
  return (await defaultClient()?.unsubscribeNewsletter(token)) ?? notConfigured;
}
